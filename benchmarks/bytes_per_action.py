"""Bytes a widget sends to the front end per action, over whole random games.

Each widget's comm is replaced by a recorder, so this counts exactly the JSON of the
"update" messages ipywidgets sends (the traits that changed), for a seat's widget.

    python benchmarks/bytes_per_action.py [game] [games]
"""
import json
import statistics
import sys

import mesowidgets
from engine.core import RandomBot


class Recorder:
    """Stands in for a widget's comm and counts what would go over the wire."""

    def __init__(self):
        self.sizes = []

    def send(self, data=None, buffers=None, **_):
        self.sizes.append(len(json.dumps(data, separators=(",", ":"))))

    def __getattr__(self, name):        # comm_id, kernel, on_msg ... are not needed here
        return lambda *a, **k: None


WIDGETS = {"tyrus": mesowidgets.TyrusWidget, "babel": mesowidgets.BabelWidget,
           "tigris_cards": mesowidgets.TigrisCardsWidget, "tigris": mesowidgets.TigrisWidget}


def main(game: str = "tyrus", games: int = 20) -> None:
    cls = WIDGETS[game]
    per_action = []
    for seed in range(games):
        widgets = cls.for_seats(seed=seed)
        rec = Recorder()
        widgets[0].comm = rec
        bot = RandomBot(seed)
        while not widgets[0].game.over:
            before = len(rec.sizes)
            mover = widgets[widgets[0].game.to_move]
            mover.play(str(bot.choose(mover.game)))
            per_action.append(sum(rec.sizes[before:]))
    print(f"{game}: bytes sent to one seat's widget per action over {games} random games: "
          f"median {statistics.median(per_action):.0f}, mean {statistics.mean(per_action):.0f}, "
          f"max {max(per_action)}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tyrus",
         int(sys.argv[2]) if len(sys.argv) > 2 else 20)
