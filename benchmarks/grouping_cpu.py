"""The legal actions' grouping (protocol.grouped) within one Tigris & Euphrates click.

For each seed, a Tigris & Euphrates game played at random up to the start of a seat's turn
after `--actions` actions (as click_trace.py sets it up), then a widget of that seat (its
comm sends nothing: the messages are built, diffed and serialized, not sent) handles one
`act` intent, its first legal tile. Prints the process time of the whole click and of the
grouping within it, each the best of `--repeat` runs of the same position, averaged over
the seeds.

    python benchmarks/grouping_cpu.py [--seeds N] [--actions N] [--repeat N]
"""
import argparse
import time

from games import WIDGETS, Comm

from mesogames.core import RandomBot
from mesowidgets import protocol, seat


def click(seed: int, actions: int, spent: list) -> tuple[float, float]:
    """(the click's process time, the grouping's within it), in seconds."""
    cls = WIDGETS["tigris"]
    hot = cls(seed=seed)
    bot, game = RandomBot(seed), hot.game
    while not game.over and (len(game.history) < actions
                             or game._history[-1]["seat"] == game.to_move):
        hot.play(str(bot.choose(game)))
    widget = cls(table=hot.table, seat=game.to_move)
    hot.close()
    widget.comm = Comm()
    legal = widget.game.legal_actions()
    chosen = next((a for a in legal if a.kind == "tile"), legal[0])
    spent[0] = 0.0
    start = time.process_time()
    widget.send_intent({"act": str(chosen), "at": widget.game.actions_taken})
    took = time.process_time() - start
    if widget.error:
        raise SystemExit(f"the intent was refused: {widget.error}")
    widget.close()
    return took, spent[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--actions", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    spent = [0.0]
    grouped = protocol.grouped

    def timed(*a, **k):
        start = time.process_time()
        try:
            return grouped(*a, **k)
        finally:
            spent[0] += time.process_time() - start

    seat.grouped = timed                # the name the seat calls
    clicks, groupings = [], []
    for seed in range(args.seeds):
        runs = [click(seed, args.actions, spent) for _ in range(args.repeat)]
        clicks.append(min(c for c, _ in runs))
        groupings.append(min(g for _, g in runs))
    n = len(clicks)
    print(f"tigris, {n} seeds, a click at the start of a turn after {args.actions} actions "
          f"(best of {args.repeat}): kernel CPU {sum(clicks) / n * 1000:.3f} ms a click, "
          f"the grouping {sum(groupings) / n * 1000:.3f} ms of it")


if __name__ == "__main__":
    main()
