"""The decisions of the games on the queue (both Tigris games, Babel) as the front end sees
them: every decision met in random games has exactly the keys docs/decisions.md gives its
kind, names the seat to move, and every kind a seat answers is documented."""
import re
from pathlib import Path

import pytest

from mesogames import babel, tigris, tigris_cards
from mesogames.core import Rng
from mesogames.queue import Kind

from .test_tigris_properties import builder_choice

DOC = Path(__file__).parents[2] / "docs" / "decisions.md"
COMMON = {"kind", "seat", "rule", "prompt", "ask"}
CONFLICT = {"type", "colour", "fight", "attacker", "defender", "base", "added"}
SCHEMA = {
    "tigris": {"conflict": CONFLICT | {"leaders"}, "order": {"colours"},
               "treasure": {"options", "squares"}, "monument": {"square", "options"},
               "ziggurat": {"square", "options"}, "building": {"square", "colour", "options"},
               "bonus": set()},
    "tigris_cards": {"conflict": CONFLICT, "order": {"colours"}, "bank": {"colour", "why"},
                     "ship": {"colour", "column", "options"}, "treasure": {"columns"}},
    "babel": {"discard": set()},
}
GAMES = {
    "tigris": lambda seed: tigris.new_game(players=2 + seed % 3, seed=seed, buildings=True,
                                           ziggurat=True, english=seed % 2 == 1),
    "tigris_cards": lambda seed: tigris_cards.new_game(players=2 + seed % 3, seed=seed),
    "babel": lambda seed: babel.new_game(seed=seed),
}


def documented_kinds(section: str) -> set[str]:
    """The kinds in the tables of docs/decisions.md under `section` (and "Both Tigris games"
    for a Tigris game)."""
    kinds, current = set(), None
    for line in DOC.read_text().splitlines():
        if line.startswith("## "):
            current = line[3:].strip()
        m = re.match(r"\| `(\w+)` \|", line)
        if m and (current == section or current == "Both Tigris games" and "Tigris" in section):
            kinds.add(m.group(1))
    return kinds


@pytest.mark.parametrize("name, section", [("tigris", "Tigris & Euphrates"),
                                           ("tigris_cards", "Euphrat & Tigris: the card game"),
                                           ("babel", "Babel")])
def test_every_decision_has_its_documented_keys(name, section):
    schema = SCHEMA[name]
    seen = set()
    for seed in range(12):
        game, rng = GAMES[name](seed), Rng(seed + 99)
        while not game.over:
            view = game.decision_view()
            if view is not None:
                assert set(view) == COMMON | schema[view["kind"]], view["kind"]
                assert view["seat"] == game.to_move and view["prompt"] and view["rule"]
                assert game.view(view["seat"])["decision"] == view
                seen.add(view["kind"])
            game.apply(builder_choice(game.legal_actions(), rng))
    asked = {k.name for k in type(game).kinds.values() if k.asks}
    assert asked == set(schema) == documented_kinds(section)
    assert seen >= set(schema) - {"ziggurat", "bonus", "ship"}, "random games meet the rest"


@pytest.mark.parametrize("name", ["tigris", "tigris_cards", "babel"])
def test_every_question_says_in_words_what_it_asks(name):
    """`ask` is each kind's own words (the status line), not the prompt cut by a pattern:
    every kind that asks writes it, and no notation (`<square>`, `N`) is in it."""
    game = GAMES[name](0)
    for kind in type(game).kinds.values():
        if kind.asks:
            assert type(kind).ask is not Kind.ask, kind.name
    for seed in range(4):
        game, rng = GAMES[name](seed), Rng(seed + 7)
        while not game.over:
            view = game.decision_view()
            if view is not None:
                d = game.decision
                assert view["ask"] == game.kind_of(d).ask(game, d)
                assert "<" not in view["ask"] and " N" not in view["ask"], view["ask"]
            game.apply(builder_choice(game.legal_actions(), rng))
