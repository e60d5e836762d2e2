"""Bytes a widget sends to the front end per action, over whole random games.

Each widget's comm is replaced by a recorder, so this counts exactly the JSON of the
messages ipywidgets sends (the traits that changed, or their patches), for one seat's
widget. For each game: the median bytes per action over the first 10%, the middle and
the last 10% of each game, the overall median, and the mean total of a whole game.

    python benchmarks/bytes_per_action.py [game ...] [--games N]
"""
import argparse
import json
import statistics

import mesowidgets
from mesogames.core import RandomBot


class Recorder:
    """Stands in for a widget's comm and counts what would go over the wire."""

    def __init__(self):
        self.sizes = []

    def send(self, data=None, buffers=None, **_):
        self.sizes.append(len(json.dumps(data, separators=(",", ":"))))

    def __getattr__(self, name):        # comm_id, kernel, on_msg ... are not needed here
        return lambda *a, **k: None


WIDGETS = {"tigris": mesowidgets.TigrisWidget, "tigris_cards": mesowidgets.TigrisCardsWidget,
           "babel": mesowidgets.BabelWidget, "tyrus": mesowidgets.TyrusWidget}


def one_game(cls, seed: int) -> list[int]:
    widgets = cls.for_seats(seed=seed)
    rec = Recorder()
    widgets[0].comm = rec
    bot = RandomBot(seed)
    sizes = []
    while not widgets[0].game.over:
        before = len(rec.sizes)
        mover = widgets[widgets[0].game.to_move]
        mover.play(str(bot.choose(mover.game)))
        sizes.append(sum(rec.sizes[before:]))
    return sizes


def report(game: str, games: int) -> None:
    first, middle, last, every, totals = [], [], [], [], []
    for seed in range(games):
        sizes = one_game(WIDGETS[game], seed)
        k = max(1, len(sizes) // 10)
        first += sizes[:k]
        last += sizes[-k:]
        middle += sizes[len(sizes) // 2 - k // 2: len(sizes) // 2 - k // 2 + k]
        every += sizes
        totals.append(sum(sizes))
    med = statistics.median
    print(f"{game:13} bytes per action to one seat's widget ({games} random games): "
          f"first 10% {med(first):.0f} / middle {med(middle):.0f} / last 10% {med(last):.0f}, "
          f"median {med(every):.0f}, max {max(every)}; "
          f"a whole game {statistics.mean(totals) / 1000:.0f} KB "
          f"({len(every) / games:.0f} actions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games (default: all four): " + ", ".join(WIDGETS))
    parser.add_argument("--games", dest="count", type=int, default=10)
    args = parser.parse_args()
    for game in args.games or list(WIDGETS):
        if game not in WIDGETS:
            parser.error(f"no game {game!r}: say " + ", ".join(WIDGETS))
        report(game, args.count)


if __name__ == "__main__":
    main()
