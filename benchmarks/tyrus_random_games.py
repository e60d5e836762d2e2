"""Random full Tyrus games per second on one core.

    python benchmarks/tyrus_random_games.py [games]
"""
import sys
import time

from engine.core import play_random
from engine.tyrus import new_game


def main(games: int = 300) -> None:
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        actions += sum(1 for _ in play_random(new_game(seed=seed), seed=seed))
    elapsed = time.perf_counter() - start
    print(f"tyrus: {games} random games in {elapsed:.2f} s: {games / elapsed:.0f} games/s, "
          f"{actions / elapsed:.0f} actions/s ({actions / games:.1f} actions a game)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
