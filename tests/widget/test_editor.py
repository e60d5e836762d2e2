"""The board editor: pieces put on the board and taken off by the front end's edits, the
other lines written, the whole diagram replaced; a refused edit names its rule and changes
nothing; the diagram and the lesson and puzzle cells read back and run."""
import re
from dataclasses import dataclass, field

import pytest

from mesogames.core import IllegalAction
from mesowidgets import BabelWidget, TigrisCardsWidget, TigrisWidget, TyrusWidget
from tests.widget.frontend import send


@dataclass
class Case:
    cls: type
    options: dict
    put: tuple                  # a piece and a place it goes
    unique: str                 # a piece that stands in one place only
    places: tuple               # where it goes, then where it moves
    where: str                  # a regex: one match per place the unique piece is seen
    cleared: str                # the place the eraser takes it off (its second place)
    refused: list = field(default_factory=list)   # (edit, words of the error)


GAMES = {
    "tigris": Case(TigrisWidget, {"players": 2}, ("R", "F4"), "ak", ("F5", "E4"),
                   r"(?<!\S)ak(?!\S)", "E4",
                   [({"put": "B", "at": "F5"}, "farms lie on rivers"),
                    ({"clear": "Z9"}, "not a square"),
                    ({"line": "archer hand", "value": "R R R R R R R"}, "at most 6 tiles")]),
    "tigris_cards": Case(TigrisCardsWidget, {"players": 2}, ("G", "3"), "ak", ("3.1", "3.0"),
                         r"@ak\b", "3.0",
                         [({"put": "~G", "at": "3"}, "lies face down"),
                          ({"put": "T", "at": "3"}, "Line 9 (row 2): too many treasures"),
                          ({"put": "ak", "at": "5.1"}, "there is none at 5.1"),
                          ({"clear": "3.0"}, "A column's head stays"),
                          ({"clear": "9|10"}, "not a place of the table")]),
    "babel": Case(BabelWidget, {}, ("north A", "H"), "south pawn", ("M", "S"),
                  r"south pawn: (?!quarry)", "S",
                  [({"put": "north dragon", "at": "H"}, "not a piece of the palette"),
                   ({"clear": "north P"}, "North's half of the Persians site is empty"),
                   ({"clear": "Q"}, "'Q' is not a site"),
                   ({"line": "north hand", "value": "A A A A A A A A A A A A A"},
                    "too many Assyrian cards")]),
    "tyrus": Case(TyrusWidget, {}, ("beige S5", "brown citadel"), "brown S4",
                  ("brown temple", "beige market"),
                  r"(?m)^\w+ (?:citadel|market|temple):.*brown[^,\n]*\bS4\b",
                  "beige market",
                  [({"put": "beige S7", "at": "beige citadel"}, "the next is brown's"),
                   ({"put": "brown M9", "at": "beige citadel"}, "not drawn yet"),
                   ({"put": "brown S4", "at": "the sea"}, "not a building"),
                   ({"clear": "brown market"}, "The brown market holds no tile"),
                   ({"line": "placed", "value": "4"}, "Line 3 (placed)")]),
}


def editor(game="tigris"):
    case = GAMES[game]
    return case.cls.editor(**case.options)


@pytest.mark.parametrize("game", GAMES)
def test_pieces_go_on_the_board_and_come_off(game):
    case = GAMES[game]
    w = editor(game)
    assert w.editing["palette"] and w.acting is None and w.legal == []
    piece, at = case.put
    send(w, {"edit": {"put": piece, "at": at}})
    assert w.error == ""
    first, second = case.places
    send(w, {"edit": {"put": case.unique, "at": first}})
    assert w.error == "" and w.game.view(None)  # read back by the engine
    rebuilt = case.cls.engine_module.from_diagram(w.diagram, seed=0)
    assert rebuilt.diagram() == w.game.diagram(), "the text reads back to the position"
    seen = len(re.findall(case.where, w.diagram))
    send(w, {"edit": {"put": case.unique, "at": second}})
    assert w.error == "" and len(re.findall(case.where, w.diagram)) == seen, "it moved"
    send(w, {"edit": {"clear": case.cleared}})
    assert w.error == "" and len(re.findall(case.where, w.diagram)) < seen, "taken off"


@pytest.mark.parametrize("game", GAMES)
def test_a_refused_edit_names_its_rule_and_changes_nothing(game):
    w = editor(game)
    send(w, {"edit": {"put": GAMES[game].put[0], "at": GAMES[game].put[1]}})
    before = w.diagram
    for edit, why in GAMES[game].refused + [({"put": "zz", "at": "F5"}, "not a"),
                                            ({"text": "nonsense"}, "position diagram"),
                                            ({"jump": 1}, "An edit is")]:
        send(w, {"edit": edit})
        assert why in w.error, (edit, w.error)
        assert w.diagram == before
    send(w, {"act": "pass"})
    assert "plays no moves" in w.error


def test_lines_are_written_and_the_piles_left_to_the_defaults():
    w = editor()
    assert "bag:" not in w.diagram, "the bag is the rest of the tiles, shuffled"
    send(w, {"edit": {"line": "archer hand", "value": "R R G G B K"}})
    assert w.error == "" and "archer hand: K R R G G B" in w.diagram, "in the order the game writes"
    send(w, {"edit": {"line": "bag", "value": "K K"}})
    assert w.error == "" and "bag: K K" in w.diagram
    assert w.game.state["bag"][-2:] == ["K", "K"] or w.game.state["bag"][:2] == ["K", "K"]
    send(w, {"edit": {"text": w.diagram.replace("archer hand: K R R G G B",
                                                "archer hand: B B B B B B")}})
    assert w.error == "" and "archer hand: B B B B B B" in w.diagram


@pytest.mark.parametrize("game", GAMES)
def test_the_piles_are_left_out(game):
    w = editor(game)
    pool = w.table.editing.pool
    assert pool and not any(line.split(":")[0] in pool for line in w.diagram.splitlines())


@pytest.mark.parametrize("game", GAMES)
def test_the_cells_run_as_pasted(game):
    w = editor(game)
    for piece, at in (GAMES[game].put, (GAMES[game].unique, GAMES[game].places[0])):
        send(w, {"edit": {"put": piece, "at": at}})
        assert w.error == ""
    for kind in ("lesson", "puzzle"):
        scope = {}
        exec(w.table.cell(kind), scope)
        widget = scope[kind].widget() if kind == "puzzle" else scope[kind]
        assert widget.game.diagram() == w.game.diagram()
    assert w.editing["puzzle"] == w.table.cell("puzzle")
    with pytest.raises(IllegalAction):
        w.table.cell("poem")


def test_a_card_game_column_closes_up_and_a_treasure_goes_to_a_pile():
    w = editor("tigris_cards")
    for card in "RGB":
        send(w, {"edit": {"put": card, "at": "3"}})
    send(w, {"edit": {"clear": "3.2"}})
    assert w.error == "" and [c["card"] for c in w.game.state["cols"][2]] == ["T", "R", "B"]
    send(w, {"edit": {"put": "SK", "at": "4"}})
    send(w, {"edit": {"put": "SK", "at": "5"}})
    assert [len(c) for c in w.game.state["cols"][3:5]] == [1, 2], "a ship moves"
    send(w, {"edit": {"put": "R", "at": "6.0"}})
    assert w.error == "" and "archer pile: T" in w.diagram, "to the player to play"
    send(w, {"edit": {"put": "T", "at": "6.0"}})
    assert w.error == "" and "archer pile: T" not in w.diagram


def test_babel_temples_rise_level_by_level_and_the_eraser_takes_the_last_card():
    w = editor("babel")
    for piece in ("north temple", "north temple", "north S", "north A"):
        send(w, {"edit": {"put": piece, "at": "south H"}})
    assert w.error == "" and "north Hittites: S A | 1 2" in w.diagram
    send(w, {"edit": {"clear": "north H"}})
    assert "north Hittites: S | 1 2" in w.diagram
    send(w, {"edit": {"put": "south pawn", "at": "H"}})
    send(w, {"edit": {"clear": "H"}})
    assert w.error == "" and "south pawn: quarry" in w.diagram


def test_tyrus_tiles_go_down_in_turn_and_come_back_to_the_hand():
    w = editor("tyrus")
    assert "first: beige" in w.diagram and "placed: 0" in w.diagram
    send(w, {"edit": {"put": "brown S4", "at": "brown citadel"}})
    assert "the next is beige's" in w.error, "beige starts this election"
    send(w, {"edit": {"put": "beige S5", "at": "brown citadel"}})
    send(w, {"edit": {"put": "brown S4", "at": "beige citadel"}})
    assert w.error == "" and "placed: 2" in w.diagram
    assert "brown citadel: beige S5" in w.diagram and "beige citadel: brown S4" in w.diagram
    send(w, {"edit": {"clear": "brown citadel"}})
    assert "Line 3 (placed)" in w.error, "brown's tile of this election lies on the board"
    send(w, {"edit": {"clear": "beige citadel"}})
    assert w.error == "" and "placed: 1" in w.diagram and "S4" in w.diagram.split(
        "brown hand:")[1].splitlines()[0]
