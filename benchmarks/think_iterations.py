"""How many search iterations the medium and hard bots reach in their time, per game, from
the CPU time of a search (so a busy machine changes the wall time, not the count).

    python benchmarks/think_iterations.py GAME [--players N] [--games G] [--every K]

Plays G games of easy bots; at every K-th decision with a choice it times a search of 1
iteration (the set-up: the one-ply look-ahead of the root) and one of 1 + ITERATIONS, and
prints the medians and the iterations that fit in medium's and hard's time for the
first three decisions of a turn (`bots.pacing.think`: a turn's time shared out by the
decision's place in it): the counts to give `benchmarks/arena.py ... -o iterations=N`
when two versions of a bot are compared at equal strength whatever the load.
"""
import argparse
import statistics
import time

from mesogames import registry
from mesogames.bots import THINK, ISMCTSBot, SeatInfo, make_bot
from mesogames.bots.pacing import think

ITERATIONS = 500


def cpu(bot, info) -> float:
    start = time.process_time()
    bot.choose(info)
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=registry.names())
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--every", type=int, default=9)
    args = parser.parse_args()
    new_game = registry.spec(args.game).new_game
    setups, costs = [], []
    for seed in range(args.games):
        setup = {"players": args.players}
        game = new_game(seed=100 + seed, **setup)
        easy, n = make_bot("easy", seed), 0
        while not game.over:
            info = SeatInfo(game, game.to_move)
            if len(info.legal) > 1:
                if n % args.every == 0:
                    first = cpu(ISMCTSBot(n, seconds=None, iterations=1), info)
                    full = cpu(ISMCTSBot(n, seconds=None, iterations=1 + ITERATIONS), info)
                    setups.append(first)
                    costs.append((full - first) / ITERATIONS)
                n += 1
            game.apply(easy.choose(info))
    setup, cost = statistics.median(setups), statistics.median(costs)
    print(f"{args.game} ({args.players} players), {len(costs)} decisions: set-up "
          f"{1000 * setup:.1f} ms, {1e6 * cost:.0f} µs an iteration (medians); "
          + "; ".join(f"{level} " + ", ".join(
              f"{t:.2f} s about {max(1, round((t - setup) / cost))}"
              for t in (think(level, args.game, step) for step in range(3)))
              + " iterations (a turn's first three decisions)" for level in THINK))


if __name__ == "__main__":
    main()
