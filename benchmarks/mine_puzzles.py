"""Puzzles mined from seeded self-play: how many a game, and how long it took.

    python benchmarks/mine_puzzles.py GAME GAMES [--seed S] [--tries T] [--save [--out PATH]]

Plays GAMES seeded games of GAME (easy against medium, the medium bot searching a fixed
number of iterations, seats rotated by seed), mines each (`mesowidgets.puzzles.mine`:
positions where exactly one first move reaches a goal, checked by the engine) and rates
every puzzle found by the easy and medium bots (T seeded tries each). Prints a line a game
and the totals; --save writes the set the notebook loads (mesowidgets/puzzles/mined/GAME.json).
Same seeds, same games, same puzzles.
"""
import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from mesowidgets.puzzles.mining import mine, save, self_play


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("games", type=int)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tries", type=int, default=3)
    parser.add_argument("--save", action="store_true")
    parser.add_argument("--out", help="where --save writes (default: the set the notebook loads)")
    args = parser.parse_args()
    found, playing, mining = [], 0.0, 0.0
    for seed in range(args.seed, args.seed + args.games):
        t0 = time.perf_counter()
        game = self_play(args.game, seed)
        t1 = time.perf_counter()
        new = [p for p in mine([game], tries=args.tries, names=[f"seed {seed}"])
               if p.diagram not in {q.diagram for q in found}]
        t2 = time.perf_counter()
        playing, mining = playing + t1 - t0, mining + t2 - t1
        found += new
        print(f"seed {seed}: {len(game.history)} actions played in {t1 - t0:.1f} s, "
              f"{len(new)} puzzles mined in {t2 - t1:.1f} s", file=sys.stderr, flush=True)
    levels = Counter(p.difficulty for p in found)
    print(f"{args.game}: {len(found)} puzzles from {args.games} games "
          f"({len(found) / args.games:.1f} a game; {dict(levels)}); self-play {playing:.1f} s, "
          f"mining and rating {mining:.1f} s ({mining / args.games:.1f} s a game)")
    if args.save:
        print(f"saved {save(args.game, found, Path(args.out) if args.out else None)}")


if __name__ == "__main__":
    main()
