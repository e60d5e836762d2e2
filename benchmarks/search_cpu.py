"""CPU seconds of a fixed search: the hard bot at a fixed number of iterations at a dozen
positions of a seeded random game, so that two versions of the code can be timed against
each other whatever the machine's load.

    python benchmarks/search_cpu.py GAME [--iterations 300] [--positions 12] [--runs 5]

Prints the median CPU seconds of `--runs` runs and the actions chosen (the same choices
before and after a change that should only make the search faster). To time the code
before a change, check it out beside (`git worktree add /tmp/before HEAD~1`) and run this
script with `PYTHONPATH=/tmp/before/engine`.
"""
from __future__ import annotations

import argparse
import statistics
import time

from mesogames import registry
from mesogames.bots import SeatInfo, make_bot
from mesogames.core import play_random


def positions(game_name: str, count: int) -> list[SeatInfo]:
    """Every seventh decision with a choice of a seeded random 2-player game."""
    game = registry.spec(game_name).new_game(seed=3, players=2)
    found: list[SeatInfo] = []
    for i, _ in enumerate(play_random(game, 5)):
        if game.over or len(found) >= count:
            break
        if i % 7 == 0 and len(game.legal_actions()) > 1:
            found.append(SeatInfo(game, game.to_move))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=registry.names())
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    infos = positions(args.game, args.positions)
    times, chosen = [], []
    for _ in range(args.runs):
        start = time.process_time()
        chosen = [make_bot("hard", seed=k, iterations=args.iterations).choose(info)
                  for k, info in enumerate(infos)]
        times.append(time.process_time() - start)
    print(f"{args.game}: {statistics.median(times):.2f} s CPU (median of {args.runs}), "
          f"{args.iterations} iterations at {len(infos)} positions; chose "
          + ", ".join(map(str, chosen)))


if __name__ == "__main__":
    main()
