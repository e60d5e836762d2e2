"""The board editor: pieces put on the board and taken off by the front end's edits, the
other lines written, the whole diagram replaced; a refused edit names its rule and changes
nothing; the diagram and the lesson and puzzle cells read back and run."""
import pytest

from mesogames.core import IllegalAction
from mesowidgets import TigrisWidget
from tests.widget.frontend import send

GAMES = {"tigris": (TigrisWidget, {"players": 2}, ("R", "F4"), ("ak", "F5"), "E4")}


def editor(game="tigris"):
    cls, options, *_ = GAMES[game]
    return cls.editor(**options)


@pytest.mark.parametrize("game", GAMES)
def test_pieces_go_on_the_board_and_come_off(game):
    cls, options, (tile, at), (leader, there), elsewhere = GAMES[game]
    w = editor(game)
    assert w.editing["palette"] and w.acting is None and w.legal == []
    send(w, {"edit": {"put": tile, "at": at}})
    assert w.error == ""
    send(w, {"edit": {"put": leader, "at": there}})
    assert w.error == "" and w.game.view(None)  # read back by the engine
    diagram = w.diagram
    rebuilt = cls.engine_module.from_diagram(diagram, seed=0)
    assert rebuilt.diagram() == w.game.diagram(), "the text reads back to the position"
    send(w, {"edit": {"put": leader, "at": elsewhere}})
    assert w.diagram.count(f" {leader} ") == 1, "a leader stands on one square: it moved"
    send(w, {"edit": {"clear": elsewhere}})
    assert w.error == "" and f" {leader} " not in w.diagram


def test_a_refused_edit_names_its_rule_and_changes_nothing():
    w = editor()
    before = w.diagram
    for edit, why in [({"put": "B", "at": "F5"}, "farms lie on rivers"),
                      ({"put": "zz", "at": "F5"}, "not a piece of the palette"),
                      ({"clear": "Z9"}, "not a square"),
                      ({"line": "archer hand", "value": "R R R R R R R"}, "at most 6 tiles"),
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


def test_the_cells_run_as_pasted():
    w = editor()
    send(w, {"edit": {"put": "ak", "at": "F4"}})
    for kind in ("lesson", "puzzle"):
        scope = {}
        exec(w.table.cell(kind), scope)
        widget = scope[kind].widget() if kind == "puzzle" else scope[kind]
        assert widget.game.diagram() == w.game.diagram()
    assert w.editing["puzzle"] == w.table.cell("puzzle")
    with pytest.raises(IllegalAction):
        w.table.cell("poem")


def test_a_widget_that_is_not_an_editor_refuses_edits():
    w = TigrisWidget(players=2, seed=1)
    send(w, {"edit": {"put": "R", "at": "F4"}})
    assert "not a board editor" in w.error and w.editing == {}
