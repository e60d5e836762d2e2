"""Seeded random games of every game, reduced to one hash each: the guard that a change of
code shape leaves the rules where they were.

A game's hash covers, at every step: the seat to move, the legal actions
(notation, description, tip), the pending decision, every seat's view (the referee's, a
spectator's, each player's), the events each of them reads, the refusals of a few illegal
actions (rule and text), and every few steps the diagram and a determinized world; at the
end the result, the diagram, the saved game and each seat's history. Same code, same rules:
same hashes.

    python -m tests.engine.replays [games...] [--seeds N]   print each game's hash
    python -m tests.engine.replays --write                  record them (replay_hashes.json)

`tests/engine/test_seeded_replays.py` replays the recorded games and compares.
"""
from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

from mesogames import babel, tigris, tigris_cards, tyrus
from mesogames.core import PUBLIC, IllegalAction, RandomBot, Rng
from mesogames.tyrus import Place

RECORD = Path(__file__).with_name("replay_hashes.json")
SEEDS = 30


def _tigris(seed):
    return tigris.new_game(players=2 + seed % 3, seed=seed, buildings=seed % 2 == 0,
                           ziggurat=seed % 3 == 0, english=seed % 4 == 1,
                           side="alternative" if seed % 5 == 2 else "classic")


GAMES = {
    "tigris": _tigris,
    "tigris_cards": lambda seed: tigris_cards.new_game(players=2 + seed % 3, seed=seed,
                                                      open_piles=seed % 2 == 1),
    "babel": lambda seed: babel.new_game(seed=seed),
    "tyrus": lambda seed: tyrus.new_game(seed=seed),
}

#: Notation tried at every step, besides the actions legal a step earlier: most are refused.
PROBES = {
    "tigris": ["pass", "commit 0", "war R", "decline", "keep A1", "bonus K"],
    "tigris_cards": ["pass", "commit 0", "war R", "decline", "bank R", "keep 1"],
    "babel": ["end turn", "discard Medes", "discard Sumerians", "move Persians",
              "deploy Assyrians", "build 1 from start", "build 2 from north",
              "migrate Medes to Persians", "Hittites halve", "Sumerians take at 2",
              "Persians build 3 from south"],
    "tyrus": ["S1 beige citadel", "M10 brown market", "P5 beige temple"],
}
#: An action of another game: every game refuses it by name.
FOREIGN = Place("S1", 0, "citadel")


def _refusal(game, action) -> str:
    """The error refusing `action` (a refused action leaves the game as it was)."""
    try:
        game.apply(action)
    except IllegalAction as err:
        return str(err)
    game.undo()
    return "legal"


def game_record(name: str, seed: int):
    """Yield the JSON-safe facts of one seeded random game, step by step."""
    game = GAMES[name](seed)
    bot = RandomBot(seed)
    seats = [None, PUBLIC, *range(game.players)]
    before: list = []
    step = 0
    while True:
        legal = game.legal_actions()
        yield {"to_move": game.to_move,
               "decision": game.view(None).get("decision"),
               "legal": [[a.describe(), game.tip(a)] for a in legal],
               "absent": game.absent(legal),
               "views": [game.view(seat) for seat in seats]}
        if not game.over:
            now = set(map(str, legal))
            tried = [str(a) for a in before if str(a) not in now][:8] + PROBES[name]
            yield {"refused": [_refusal(game, a) for a in tried] + [_refusal(game, FOREIGN)]}
        if step % 10 == 0:
            yield {"diagram": game.diagram(), "census": repr(sorted(
                (str(k), sorted(v.items())) for k, v in game.hidden_census().items()))}
            if not game.over:
                world = game.determinize(game.to_move, Rng(seed + step))
                yield {"world": world.fingerprint()}
        if game.over:
            break
        action = bot.choose(game)
        events = game.apply(action)
        yield {"action": str(action), "public": [game.read_history(game._history[-1], seat)
                                                for seat in seats],
               "events": [[e.seen_by(seat) for e in events] for seat in seats[:1] + seats[2:]]
               + [[e.seen_by(-1) for e in events]]}
        before = legal
        step += 1
    yield {"result": game.result(), "diagram": game.diagram(), "save": game.to_json(),
           "history": [game.history_for(seat) for seat in seats]}


def game_hash(name: str, seed: int) -> str:
    digest = hashlib.sha256()
    for fact in game_record(name, seed):
        digest.update(json.dumps(fact, sort_keys=True, default=repr).encode())
    return digest.hexdigest()[:16]


def hashes(name: str, seeds: int = SEEDS) -> list[str]:
    return [game_hash(name, seed) for seed in range(seeds)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="default: all four")
    parser.add_argument("--seeds", type=int, default=SEEDS)
    parser.add_argument("--write", action="store_true", help=f"record in {RECORD.name}")
    args = parser.parse_args()
    # Games not named keep what was recorded for them.
    record = json.loads(RECORD.read_text()) if RECORD.exists() else {}
    for name in args.games or GAMES:
        record[name] = hashes(name, args.seeds)
        total = hashlib.sha256("".join(record[name]).encode()).hexdigest()[:16]
        print(f"{name}: {args.seeds} games, hash {total}", flush=True)
    if args.write:
        RECORD.write_text(json.dumps(record, indent=1) + "\n")


if __name__ == "__main__":
    main()
