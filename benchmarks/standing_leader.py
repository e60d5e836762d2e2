"""How often the standing's leader is the game's winner, by actions left: what a playout cut
at a horizon and judged by the standing (`mining.PLAYOUT_HORIZON`) is worth.

    python benchmarks/standing_leader.py GAME GAMES [--seed S]

Plays GAMES seeded two-player games of GAME between easy bots (seeds S, S+1...) and, at
every action, notes which seat the standing puts ahead (`values`: above one half); at the
end, for each band of 20 actions left, prints how often that seat won. Same seeds, same
games.
"""
import argparse
import time
from collections import defaultdict

from mesogames import registry
from mesogames.bots import SeatInfo, make_bot
from mesogames.bots.values import values


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("games", type=int)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    agree: dict = defaultdict(lambda: [0, 0])
    cpu = time.process_time()
    for seed in range(args.seed, args.seed + args.games):
        game = registry.spec(args.game).new_game(players=2, seed=seed)
        bots = [make_bot("easy", seed=seed * 2 + s) for s in range(2)]
        leaders = []
        while not game.over:
            v = values(game)
            leaders.append(0 if v[0] > 0.5 else 1 if v[1] > 0.5 else None)
            game.apply(bots[game.to_move].choose(SeatInfo(game, game.to_move)))
        winner = game.result().get("winner")
        for index, leader in enumerate(leaders):
            band = min((len(leaders) - index) // 20 * 20, 200)
            agree[band][0] += leader == winner
            agree[band][1] += 1
        print(f"seed {seed}: {len(leaders)} actions, won by seat {winner}; "
              f"{time.process_time() - cpu:.0f} s CPU so far", flush=True)
    for band in sorted(agree):
        hits, n = agree[band]
        left = f"{band}-{band + 19}" if band < 200 else "200 or more"
        print(f"{left} actions left: the leader won {hits} of {n} ({hits / n:.2f})")


if __name__ == "__main__":
    main()
