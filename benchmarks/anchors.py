"""The built-in levels against the yardsticks (benchmarks/yardsticks/: scripted bots that
play a person's plan), one line a pairing, as a table.

    python benchmarks/anchors.py [--games-of tyrus,babel,tigris_cards,tigris]
        [--levels medium,hard] [--games 40] [--players 2] [--seed 1]
        [--iterations LEVEL=N ...]

Each pairing plays GAMES games (`arena.match`: the level at one seat, rotated from game to
game, the yardstick at every other seat) and prints the level's wins with their 95%
Wilson interval, e.g.

    | tyrus | hard | yard:tyrus-current-election | 31 of 40 | 78% | 62-88% |

`--iterations hard=600` gives a level a number of iterations a decision instead of its
time, so that the figures do not follow the machine's load (benchmarks/think_iterations.py
prints the counts that fit in each level's time). Runs on demand, never in the test suite.
"""
import argparse
import sys

import yardsticks
from arena import match, numbers, wilson

GAMES = ("tyrus", "babel", "tigris_cards", "tigris")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games-of", default=",".join(GAMES))
    parser.add_argument("--levels", default="medium,hard")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", action="append", default=[], metavar="LEVEL=N")
    args = parser.parse_args()
    iterations = numbers(args.iterations)
    print("| game | level | yardstick | wins | share | 95% CI |")
    print("|---|---|---|---|---|---|")
    for game in args.games_of.split(","):
        names = [n for n in sorted(yardsticks.BOTS) if n.split("-")[0] == game]
        for level in args.levels.split(","):
            options = {"iterations": iterations[level]} if level in iterations else {}
            for name in names:
                wins, *_ = match(game, level, f"yard:{name}", args.games, args.players,
                                   args.seed, options)
                lo, hi = wilson(wins, args.games)
                budget = f" ({options['iterations']} iterations)" if options else ""
                print(f"| {game} | {level}{budget} | yard:{name} | {wins:g} of {args.games} "
                      f"| {100 * wins / args.games:.0f}% | {100 * lo:.0f}-{100 * hi:.0f}% |",
                      flush=True)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
