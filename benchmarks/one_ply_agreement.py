"""Where a search's time is worth spending: how often the action that looks best one ply
ahead (what a searching bot plays with no time left) is the one a long search chooses, by
kind of decision and its step in the turn.

    python benchmarks/one_ply_agreement.py GAME [--players N] [--seeds 300-305]
                                           [--reference 5000] [--cap 25]

Plays seeded games between easy bots; at each decision with more than one legal action
(up to `--cap` of each kind and step), the seat to move chooses twice from its own
information (`SeatInfo`): one ply ahead, and by a search of `--reference` iterations
(`make_bot("hard", iterations=...)`, load-free). Prints one line per kind and step, e.g.

    bank            -       25 of 25 agree (100%)
    turn action     2        6 of 25 agree (24%)

A kind whose one-ply answer nearly always agrees can be answered at the display's pace
(`Kind.searched`, `bots/pacing.py`), its time left to the decisions where a search
changes the choice. Runs on demand, never in the test suite: minutes (a 4-player card
game's 5,000 iterations take about 2 s).
"""
from __future__ import annotations

import argparse
import collections

from mesogames import registry
from mesogames.bots import ISMCTSBot, SeatInfo, make_bot


def kind_of(game) -> str:
    """The decision's kind: the pending question's, or "turn action"."""
    queue = getattr(game, "queue", None)
    return queue[0]["kind"] if queue else "turn action"


def agreement(game_name: str, players: int, seeds: range, reference: int,
              cap: int) -> dict[tuple[str, str], list[int]]:
    """{(kind, step): [agreeing, decisions]}; a step of 2 or more counted as 2."""
    found: dict[tuple[str, str], list[int]] = collections.defaultdict(lambda: [0, 0])
    for seed in seeds:
        game = registry.spec(game_name).new_game(seed=seed, players=players)
        bots = {s: make_bot("easy", seed=seed * 7 + s) for s in range(game.players)}
        while not game.over:
            info = SeatInfo(game, game.to_move)
            step = game.in_a_row
            key = (kind_of(game), "-" if step is None else str(min(step, 2)))
            if len(info.legal) > 1 and found[key][1] < cap:
                one = ISMCTSBot(seed=game.actions_taken, seconds=0).choose(info)
                deep = make_bot("hard", seed=game.actions_taken,
                                iterations=reference).choose(info)
                found[key][0] += one == deep
                found[key][1] += 1
            game.apply(bots[game.to_move].choose(info))
    return dict(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=registry.names())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seeds", default="300-305", help="FIRST-LAST")
    parser.add_argument("--reference", type=int, default=5000)
    parser.add_argument("--cap", type=int, default=25)
    args = parser.parse_args()
    first, last = map(int, args.seeds.split("-"))
    found = agreement(args.game, args.players, range(first, last + 1), args.reference,
                      args.cap)
    for (kind, step), (agree, n) in sorted(found.items()):
        if n:
            print(f"{kind:15} {step:3} {agree:6} of {n} agree ({100 * agree / n:.0f}%)")


if __name__ == "__main__":
    main()
