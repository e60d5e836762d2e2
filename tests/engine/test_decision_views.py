"""The decisions of the games as the front end sees them: every decision met in random
games is of the type `mesogames.views.DECISIONS` gives its kind (its keys exactly,
its values by their types) and names the seat to move; docs/decisions.md documents every
kind a seat answers, with every key of its type."""
import re
from pathlib import Path

import pytest

from mesogames import babel, tigris, tigris_cards, tyrus
from mesogames.core import Rng
from mesogames.queue import Kind
from mesogames.views import DECISIONS, Decision

from .test_tigris_properties import builder_choice
from .typed import mismatches

DOC = Path(__file__).parents[2] / "docs" / "decisions.md"
SECTIONS = {"tigris": "Tigris & Euphrates", "tigris_cards": "Euphrat & Tigris: the card game",
            "babel": "Babel", "tyrus": "Tyrus"}
GAMES = {
    "tigris": lambda seed: tigris.new_game(players=2 + seed % 3, seed=seed, buildings=True,
                                           ziggurat=True, english=seed % 2 == 1),
    "tigris_cards": lambda seed: tigris_cards.new_game(players=2 + seed % 3, seed=seed),
    "babel": lambda seed: babel.new_game(seed=seed),
    "tyrus": lambda seed: tyrus.new_game(seed=seed),
}
#: The games whose decisions are on the queue (Tyrus asks nothing out of turn: its one
#: decision, where to place a tile, is in its view but not on a queue).
QUEUED = ("tigris", "tigris_cards", "babel")


def doc_rows(section: str) -> dict[str, str]:
    """kind -> the row of its table in docs/decisions.md, under `section` or, for both Tigris
    games, "Both Tigris games" (the game's own section first)."""
    rows: dict[str, dict[str, str]] = {}
    current = None
    for line in DOC.read_text().splitlines():
        if line.startswith("## "):
            current = line[3:].strip()
        m = re.match(r"\| `([\w ]+)` \|", line)
        if m and current in ("Both Tigris games", section):
            rows.setdefault(current, {})[m.group(1)] = line
    tigris = section in (SECTIONS["tigris"], SECTIONS["tigris_cards"])
    both = rows.get("Both Tigris games", {}) if tigris else {}
    return {**both, **rows.get(section, {})}


def extra_keys(kind_type) -> set[str]:
    return set(kind_type.__required_keys__) - set(Decision.__required_keys__)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_decision_is_of_its_kind_s_type(name):
    kinds = DECISIONS[name]
    seen = set()
    for seed in range(12):
        game, rng = GAMES[name](seed), Rng(seed + 99)
        while not game.over:
            view = game.view(game.to_move)["decision"]
            if view is not None:
                assert not mismatches(view, kinds[view["kind"]], "decision"), view["kind"]
                assert view["seat"] == game.to_move and view["prompt"] and view["rule"]
                assert game.view(view["seat"])["decision"] == view
                seen.add(view["kind"])
            game.apply(builder_choice(game.legal_actions(), rng))
    asked = ({k.name for k in type(game).kinds.values() if k.asks} if name in QUEUED
             else {"place"})
    assert asked == set(kinds)
    assert seen >= set(kinds) - {"ziggurat", "bonus", "ship"}, "random games meet the rest"


@pytest.mark.parametrize("name", sorted(DECISIONS))
def test_the_docs_give_every_kind_with_every_key_of_its_type(name):
    rows = doc_rows(SECTIONS[name])
    assert set(rows) == set(DECISIONS[name])
    for kind, kind_type in DECISIONS[name].items():
        extra_cell = rows[kind].split("|")[2]
        missing = {k for k in extra_keys(kind_type) if f"`{k}`" not in extra_cell}
        assert not missing, f"docs/decisions.md, {kind}: no {sorted(missing)}"
        assert extra_keys(kind_type) or "none" in extra_cell


def test_the_docs_give_the_keys_every_decision_has():
    text = DOC.read_text()
    table = text[text.index("Every decision has:"):text.index("## Both Tigris games")]
    assert set(re.findall(r"^\| `(\w+)` \|", table, re.M)) == set(Decision.__required_keys__)


@pytest.mark.parametrize("name", QUEUED)
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
