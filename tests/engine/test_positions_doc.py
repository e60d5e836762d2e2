"""Every worked example of docs/positions.md reads as a legal position of its game, with
legal actions, and the diagram the game writes back reads to the same position; each
builder of the page builds the same game as the diagram before it; the page names every
line each game's diagram writes."""
import re
from pathlib import Path

import pytest

from mesogames import babel, registry, tigris, tigris_cards, tyrus

DOC = Path(__file__).parents[2] / "docs" / "positions.md"
#: Each registered game by its title, the heading of its section.
GAMES = {spec.title: spec.name for spec in registry.specs()}
SEATS = r"(archer|lion|bull|pot|north|south|beige|brown) "


def sections() -> dict[str, str]:
    parts = re.split(r"^## ", DOC.read_text(), flags=re.M)[1:]
    return {GAMES[p.splitlines()[0].strip()]: p for p in parts
            if p.splitlines()[0].strip() in GAMES}


def examples() -> list[tuple[str, str]]:
    return [(game, block) for game, text in sections().items()
            for block in re.findall(r"```text\n(.*?)```", text, flags=re.S)]


def builders() -> list[tuple[str, str, str]]:
    """(game, the diagram example, the Python block that builds it)."""
    out = []
    for game, text in sections().items():
        diagram = re.findall(r"```text\n(.*?)```", text, flags=re.S)[0]
        for block in re.findall(r"```python\n(.*?)```", text, flags=re.S):
            out.append((game, diagram, block))
    return out


def test_the_page_has_an_example_and_a_builder_for_every_game():
    assert sorted({game for game, _ in examples()}) == sorted(GAMES.values())
    assert sorted({game for game, _, _ in builders()}) == sorted(GAMES.values())


@pytest.mark.parametrize("game, text", examples(), ids=[g for g, _ in examples()])
def test_a_worked_example_is_a_legal_position(game, text):
    module = registry.spec(game)
    position = module.from_diagram(text, seed=0)
    assert not position.over and position.legal_actions()
    again = module.from_diagram(position.diagram(), seed=0)
    assert again.view(None) == position.view(None)


@pytest.mark.parametrize("game, diagram, code", builders(), ids=[g for g, _, _ in builders()])
def test_a_builder_of_the_page_builds_its_diagram(game, diagram, code):
    module = registry.spec(game)
    names: dict = {}
    exec(code, names)
    built = names["b"].game(seed=3)
    assert built.diagram() == module.from_diagram(diagram, seed=3).diagram()


GENERIC = {**{site: "<seat> <site>" for site in ("Assyrians", "Hittites", "Medes", "Persians",
                                                 "Sumerians")},
           **{b: "<owner> <building>" for b in ("citadel", "market", "temple")}}


@pytest.mark.parametrize("name", sorted(GAMES.values()))
def test_the_page_names_every_line_a_diagram_writes(name):
    module = registry.spec(name)
    options = {"players": 2} if name.startswith("tigris") else {}
    game = module.new_game(seed=1, **options)
    for _ in range(12):                      # a few actions: sites and buildings appear
        game.apply(game.legal_actions()[0])
    keys = set()
    for line in game.diagram().splitlines()[1:]:
        key = line.split(":")[0].strip()
        if ":" not in line or key.isdigit() or line.startswith("#"):
            continue
        seat, _, rest = key.partition(" ")
        keys.add(GENERIC.get(rest) or (f"<seat> {rest}" if re.match(SEATS, key + " ")
                                       and rest else key))
    section = sections()[name]
    missing = sorted(k for k in keys if f"`{k}:`" not in section)
    assert not missing, f"docs/positions.md does not name {missing} for {name}"


def test_what_the_page_says_each_example_does():
    found = dict(examples())
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


def test_what_the_page_says_is_left_out():
    found = dict(examples())
    t = tigris.from_diagram(found["tigris"], seed=0)
    assert len(t.state["treasures"]) == 10, "rows left out keep their starting treasures"
    c = tigris_cards.from_diagram(found["tigris_cards"], seed=0)
    assert len(c.state["removed"]) == 30, "2 players: 30 cards set aside"
    y = tyrus.from_diagram(found["tyrus"], seed=0)
    assert [len(d) for d in y.state["discard"]] == [2, 3], "the tiles counted in election 1"
