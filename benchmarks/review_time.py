"""How long a finished game's review takes (mesogames.bots.review: one search per decision
with a choice, from the deciding seat's information; a forced decision costs nothing).

    python benchmarks/review_time.py [GAME] [--players N] [--seed S] [--decisions D]
                                     [--iterations I]

Plays a seeded game of easy bots to its end (or, with --decisions D, its first D
decisions) and reviews it at the default depth (`review.ITERATIONS`), printing the
decisions searched and forced, the wall time and the CPU time the review used with the
load average (on a machine shared with other work, the wall time is the CPU time
stretched by the load), the time per decision and per 90 decisions, and the marks.

The issue's target: a finished 2-player Tigris & Euphrates game of about 90 decisions
reviewed in at most 60 s. A finished 2-player game has more decisions than that: between
easy bots, seed 5 ends after 250 decisions (208 of them with a choice), seed 1 after 194,
both when the bag runs out. The review of the whole game of seed 5 is the figure, with
the time per decision beside it.
"""
import argparse
import collections
import importlib
import os
import time

from mesogames.bots import SeatInfo, make_bot, review


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="tigris",
                        choices=["tyrus", "babel", "tigris_cards", "tigris"])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--decisions", type=int, default=0,
                        help="review the first D decisions (0, the default: the whole game)")
    parser.add_argument("--iterations", type=int, default=review.ITERATIONS)
    args = parser.parse_args()
    new_game = importlib.import_module(f"mesogames.{args.game}").new_game
    setup = {"players": args.players} if args.game in ("tigris", "tigris_cards") else {}
    game = new_game(seed=args.seed, **setup)
    bots = [make_bot("easy", 1 + s) for s in range(game.players)]
    while not game.over and (not args.decisions or game.actions_taken < args.decisions):
        game.apply(bots[game.to_move].choose(SeatInfo(game, game.to_move)))
    before = review.searched
    start, cpu = time.perf_counter(), time.process_time()
    entries = review.review(game, iterations=args.iterations)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    searched = review.searched - before
    marks = collections.Counter(e["mark"] for e in entries if e["mark"])
    print(f"{args.game}, {game.players} players, seed {args.seed}: {len(entries)} decisions "
          f"({searched} searched, {len(entries) - searched} forced) at {args.iterations} "
          f"iterations{' (game over)' if game.over else ''}")
    n = max(1, len(entries))
    print(f"review: {seconds:.1f} s wall, {cpu:.1f} s CPU, load average "
          f"{os.getloadavg()[0]:.1f}; per decision {seconds / n:.2f} s wall, {cpu / n:.2f} s "
          f"CPU ({90 * seconds / n:.1f} s and {90 * cpu / n:.1f} s per 90 decisions); "
          f"marks: {dict(marks) or 'none'}")


if __name__ == "__main__":
    main()
