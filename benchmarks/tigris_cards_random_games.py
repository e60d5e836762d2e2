"""Random full 4-player games of Euphrat & Tigris: the card game per second, on one core.

    python benchmarks/tigris_cards_random_games.py [games]
"""
import sys
import time

from engine.core import play_random
from engine.tigris_cards import new_game


def main(games: int = 30) -> None:
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        actions += sum(1 for _ in play_random(new_game(players=4, seed=seed), seed=seed))
    elapsed = time.perf_counter() - start
    print(f"tigris_cards: {games} random 4-player games in {elapsed:.2f} s: "
          f"{games / elapsed:.1f} games/s, {actions / elapsed:.0f} actions/s "
          f"({actions / games:.1f} actions a game)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
