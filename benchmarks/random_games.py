"""Random full games per second, on one core, for any game of the engine.

    python benchmarks/random_games.py [game] [games] [players]

game: a registered game (default tyrus); players defaults to the most the game seats.
Every action is chosen by RandomBot among the legal actions, so this times the rules
(legal action listing and apply with its snapshot), not a strategy.
"""
import pickle
import sys
import time

from mesogames import registry
from mesogames.core import play_random

#: Games to play by default: the long games fewer (any other game: 30).
DEFAULT_GAMES = {"tyrus": 300, "babel": 300}


def main(game: str = "tyrus", games: int | None = None, players: int | None = None) -> None:
    spec = registry.spec(game)
    new_game = spec.new_game
    games = games or DEFAULT_GAMES.get(game, 30)
    players = players or max(spec.players)
    actions = 0
    positions = []
    start = time.perf_counter()
    for seed in range(games):
        g = new_game(players=players, seed=seed)
        for _ in play_random(g, seed=seed):
            actions += 1
            if actions % 5 == 0 and not g.over:
                positions.append((type(g), pickle.dumps(g.state), g.rng.state))
    elapsed = time.perf_counter() - start
    positions = [cls(pickle.loads(state), rng) for cls, state, rng in positions]
    t0 = time.perf_counter()
    listed = sum(len(p.legal_actions()) for p in positions)
    listing = time.perf_counter() - t0
    print(f"{game}: {games} random {players}-player games in {elapsed:.2f} s: "
          f"{games / elapsed:.1f} games/s ({1000 * elapsed / games:.1f} ms a game), "
          f"{actions / elapsed:.0f} actions/s ({actions / games:.1f} actions a game)")
    print(f"{game}: {len(positions)} legal-action listings in {listing:.2f} s: "
          f"{len(positions) / listing:.0f} listings/s ({listed / len(positions):.0f} actions "
          "a listing on average)")


if __name__ == "__main__":
    args = sys.argv[1:]
    main(args[0] if args else "tyrus", int(args[1]) if len(args) > 1 else None,
         int(args[2]) if len(args) > 2 else None)
