"""Every worked example of docs/positions.md reads as a legal position of its game, with
legal actions, and the diagram the game writes back reads to the same position."""
import importlib
import re
from pathlib import Path

import pytest

DOC = Path(__file__).parents[2] / "docs" / "positions.md"
GAMES = {"Tigris & Euphrates": "tigris", "Euphrat & Tigris: the card game": "tigris_cards",
         "Babel": "babel", "Tyrus": "tyrus"}


def examples() -> list[tuple[str, str]]:
    text = DOC.read_text()
    out = []
    for section in re.split(r"^## ", text, flags=re.M)[1:]:
        title = section.splitlines()[0].strip()
        for block in re.findall(r"```text\n(.*?)```", section, flags=re.S):
            out.append((GAMES[title], block))
    return out


def test_the_page_has_an_example_for_every_game():
    assert sorted({game for game, _ in examples()}) == sorted(GAMES.values())


@pytest.mark.parametrize("game, text", examples(), ids=[g for g, _ in examples()])
def test_a_worked_example_is_a_legal_position(game, text):
    module = importlib.import_module(f"mesogames.{game}")
    position = module.from_diagram(text, seed=0)
    assert not position.over and position.legal_actions()
    again = module.from_diagram(position.diagram(), seed=0)
    assert again.view(None) == position.view(None)


def test_what_the_page_says_each_example_does():
    found = dict(examples())
    from mesogames import babel, tigris, tigris_cards, tyrus
    t = tigris.from_diagram(found["tigris"], seed=0)
    t.apply("black H5")
    assert "pending: order" in t.diagram()
    c = tigris_cards.from_diagram(found["tigris_cards"], seed=0)
    for action in ["red 3", "bank red", "green 3|4", "commit 2", "commit 0"]:
        c.apply(action)
    b = babel.from_diagram(found["babel"], seed=0)
    take = b.read_action("Sumerians take")
    assert b.tip(take) == "South's 2 Assyrian cards at the Hittites site join your side."
    y = tyrus.from_diagram(found["tyrus"], seed=0)
    for action in ["S7 beige citadel", "S10 brown citadel", "S5 beige citadel",
                   "M8 beige citadel", "P6 beige citadel", "S8 brown citadel"]:
        y.apply(action)
    count = y.state["counts"][-1]
    assert count["winner"] == 1 and [s["score"] for s in count["sides"]] == [10, 11]
