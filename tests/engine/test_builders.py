"""Positions built by name: every game's Builder has one shape, makes the same game as the
equivalent diagram, and refuses what it cannot place (at once) or what the rules forbid
(when the game is made, naming the call)."""
import pytest

from mesogames import babel, registry, tigris, tigris_cards, tyrus
from mesogames.core import IllegalAction

SHAPE = ("place", "hand", "pile", "line", "diagram", "game")


@pytest.mark.parametrize("module", registry.specs(), ids=registry.names())
def test_every_game_has_a_builder_of_one_shape(module):
    b = module.Builder()
    assert all(callable(getattr(b, name)) for name in SHAPE)
    assert repr(b).startswith(f"<{module.name}.Builder: ")
    assert module.Builder().game(seed=4).fingerprint() == \
        module.from_diagram(module.Builder().diagram(), seed=4).fingerprint()


def test_tigris_builder_makes_the_game_of_its_diagram():
    b = tigris.Builder(players=3, side="alternative", english=True)
    b.turn("lion", actions=1)
    b.place("king", "lion", "F5").place("temple", "F6").place("treasure", "F6")
    b.place("catastrophe", "H8").clear("E1")
    b.hand("lion", "red red blue ...").hand("bull", "K")
    b.pile("bag", "black green").line("lion points", "K1 R2").line("bull catastrophes", 1)
    text = """
        Tigris & Euphrates
        players: archer lion bull
        options: alternative english
        turn: lion, actions 1
        1: .  .  ~  ~  .  .  .  .  .  R* .  .  .  .  .  ~
        5: .  .  ~  .  .  lk .  .  .  .  .  .  ~  .  .  .
        6: .  .  ~  R* .  R* .  .  .  .  .  .  ~  .  .  R*
        8: R* .  .  ~  ~  ~  .  X  .  .  .  .  R* ~  .  .
        lion hand: R R B ...
        bull hand: K
        bag: K G
        lion points: K1 R2
        bull catastrophes: 1
    """
    game = b.game(seed=9)
    assert game.diagram() == tigris.from_diagram(text, seed=9).diagram()
    s = game.state
    assert s["leaders"][4 * 16 + 5] == "1K" and 5 * 16 + 5 in s["treasures"]
    assert s["bag"][:2] == ["K", "G"] and s["hands"][2] == ["K"]


def test_tigris_builder_places_monuments_and_the_ziggurat_on_face_down_tiles():
    b = tigris.Builder(ziggurat=True)
    for square in ("F6", "G6", "F7", "G7"):
        b.place("face-down red", square)
    for square in ("K5", "J6", "K6", "L6", "K7"):
        b.place("face-down green", square)
    b.place("monument red-blue", "F6").place("ziggurat", "K6")
    s = b.game(seed=1).state
    assert s["monuments"] == [{"colours": "RB", "at": 5 * 16 + 5}] and s["ziggurat"] == 5 * 16 + 10
    with pytest.raises(IllegalAction, match=r"^place\('monument red-green', 'F6'\): The "):
        tigris.Builder().place("face-down black", "F6").place("monument red-green", "F6").game()


def test_card_game_builder_makes_the_game_of_its_diagram():
    b = tigris_cards.Builder(players=3).turn("bull")
    b.place("red", "2").place("blue", "2").place("face-down green", "2|3")
    b.place("ship blue-red", "5").place("trader", "lion", "2.1")
    b.place("red", "8.0").pile("archer pile", "T K").pile("deck", "R")
    b.line("bull catastrophe", "used")
    text = """
        players: archer lion bull
        turn: bull, actions 0
        0: T T T T T T T R
        1: . R@lt . . SR . . .
        2: . B . . . . . .
        links: 2|3 ~G
        archer pile: T K
        deck: R
        bull catastrophe: used
    """
    game = b.game(seed=2)
    assert game.diagram() == tigris_cards.from_diagram(text, seed=2).diagram()
    assert game.state["piles"][0] == ["K", "T"] and game.state["gaps"][1]["down"]


def test_babel_builder_makes_the_game_of_its_diagram():
    b = babel.Builder().turn("south", number=4)
    for card in ["P", "Persians", "perses"]:             # a letter, a name, a French name
        b.place(card, "south", "Persians")
    b.place("temple 2", "south", "Persians").place("temple 1", "south", "Persians")
    b.place("pawn", "south", "Persians").pile("south column", "3 5").pile("quarry", "4")
    text = """
        turn: 4 south
        south Persians: P P P | 2 1
        south pawn: Persians
        south column: 3 5
        quarry: 4
    """
    game = b.game(seed=6)
    assert game.diagram() == babel.from_diagram(text, seed=6).diagram()
    assert game.state["sites"][1]["P"] == {"cards": ["P", "P", "P"], "temple": [1, 2]}
    assert game.state["columns"][1] == [5, 3]


def test_tyrus_builder_makes_the_game_of_its_diagram():
    b = tyrus.Builder().election(3, "P", placed=2).line("first", "brown")
    b.line("results", "S brown, M void")
    b.place("P9", "brown", "brown temple").place("M4", "beige", "brown temple")
    b.hand("beige", "P1 P2 ...").pile("brown supply", "S1")
    text = """
        election: 3 P
        placed: 2
        first: brown
        results: S brown, M void
        brown temple: brown P9, beige M4
        beige hand: P1 P2 ...
        brown supply: S1
    """
    game = b.game(seed=8)
    assert game.diagram() == tyrus.from_diagram(text, seed=8).diagram()
    assert game.to_move == 1 and game.state["supply"][1][0] == "S1"


@pytest.mark.parametrize("make, why", [
    (lambda: tigris.Builder(players=5), "2 to 4 players"),
    (lambda: tigris.Builder(side="round"), "not a side"),
    (lambda: tigris.Builder().place("king", "F5"), "is not a civilization tile"),
    (lambda: tigris.Builder().place("king", "owl", "F5"), "'owl' is not a seat"),
    (lambda: tigris.Builder().place("treasure", "F5"), "treasures lie on temples"),
    (lambda: tigris.Builder().place("red", "Z9"), "is not a square"),
    (lambda: tigris.Builder().pile("deck", "R"), "'deck' is not a pile of this game"),
    (lambda: tigris_cards.Builder().place("king", "archer", "3.1"), "no card at '3.1'"),
    (lambda: tigris_cards.Builder().place("red", "3|5"), "is not a gap"),
    (lambda: tigris_cards.Builder().place("purple", "3"), "'purple' is not a card"),
    (lambda: babel.Builder().place("temple 7", "north", "Medes"), "is not a temple level"),
    (lambda: babel.Builder().place("A", "east", "Medes"), "'east' is not a seat"),
    (lambda: tyrus.Builder().place("M7", "beige", "citadel"), "by its owner and kind"),
    (lambda: tyrus.Builder().place("M11", "beige", "brown citadel"), "is not a tile"),
])
def test_a_builder_refuses_what_it_cannot_place_at_once(make, why):
    with pytest.raises(IllegalAction) as caught:
        make()
    assert why in caught.value.reason, caught.value.reason


@pytest.mark.parametrize("build, why", [
    (lambda: tigris.Builder().place("king", "lion", "A4"),
     "place('king', 'lion', 'A4'): A4: no leader stands on a river."),
    (lambda: tigris.Builder().hand("lion", "R " * 7), "hand('lion', ...): Lion holds at most 6"),
    (lambda: tigris_cards.Builder().pile("archer pile", "T " * 9),
     "pile('archer pile', ...): too many treasures"),
    (lambda: babel.Builder().turn("north", number=4).line("first", "north"),
     "line('first', ...): The first player plays the odd turns"),
    (lambda: tyrus.Builder().place("M7", "beige", "brown citadel"),
     "place('M7', 'beige', 'brown citadel'): at election 1"),
])
def test_what_the_rules_forbid_is_refused_naming_the_call(build, why):
    with pytest.raises(IllegalAction) as caught:
        build().game(seed=0)
    assert caught.value.reason.startswith(why), caught.value.reason
    assert caught.value.rule == "position diagram"
