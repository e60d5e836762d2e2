"""The board editor writes real puzzles: the first seat to move, a goal from the library
(mesowidgets/puzzles/goals.py), the solution recorded by playing it on the board with the
other seats answered by the strongest defence, and a cell that runs as a working puzzle."""
import pytest

from mesowidgets import BabelWidget, TigrisCardsWidget, TigrisWidget, TyrusWidget
from mesowidgets.puzzles.tigris import P6, strongest_defence
from tests.widget.frontend import send

WIDGETS = {"tigris": (TigrisWidget, {"players": 2}), "babel": (BabelWidget, {}),
           "tigris_cards": (TigrisCardsWidget, {"players": 2}), "tyrus": (TyrusWidget, {})}


def run_cell(text: str):
    scope: dict = {}
    exec(text, scope)
    return scope["puzzle"]


@pytest.mark.parametrize("game", WIDGETS)
def test_the_editor_starts_with_the_first_seat_to_move_and_a_goal_of_the_library(game):
    cls, options = WIDGETS[game]
    w = cls.editor(**options)
    assert w.game.to_move == 0
    assert w.editing["goals"] and w.editing["goal"]["key"] == w.editing["goals"][0]["key"]
    puzzle = run_cell(w.editing["puzzle"])
    assert puzzle.solver == 0 and puzzle.respond is not None
    verdict = puzzle.check([])
    assert not verdict and verdict.message, "a goal that judges, not a placeholder"


def test_a_solution_recorded_on_the_board_makes_a_cell_that_runs_solved():
    w = TigrisWidget.editor(players=2)
    for op in ({"put": "ap", "at": "C2"}, {"line": "archer hand", "value": "R R R R R R"},
               {"goal": "score", "value": "R"}, {"record": "start"}):
        send(w, {"edit": op})
        assert w.error == "", op
    assert w.acting == 0 and "red C3" in w.legal_actions()
    send(w, {"act": "red C3"})
    assert w.error == "" and w.editing["solution"] == ["red C3"]
    assert w.editing["verdict"].startswith("Solved")
    send(w, {"edit": {"record": "stop"}})
    assert w.error == "" and w.history == [] and w.acting is None, "back to the position"
    cell = w.editing["puzzle"]
    assert "goals.score(0, 'R')" in cell and "solution=['red C3']" in cell
    assert "respond=strongest_defence" in cell
    puzzle = run_cell(cell)
    assert puzzle.check(puzzle.solution) and not puzzle.check(["red A3"])
    board = puzzle.widget()
    send(board, {"act": "red C3"})
    assert board.puzzle["status"] == "solved", board.puzzle


def test_the_other_seat_answers_with_the_strongest_defence_while_recording():
    w = TigrisWidget.editor(P6)
    assert w.editing["goal"]["key"] == "win_conflict"
    send(w, {"edit": {"record": "start"}})
    send(w, {"act": "priest J5"})
    send(w, {"act": "commit 1"})
    assert w.error == ""
    assert [h["name"] for h in w.history] == ["priest J5", "commit 1", "commit 2"], \
        "the lion added both his temples"
    assert w.editing["solution"] == ["priest J5", "commit 1"]
    assert w.editing["verdict"].startswith("Solved")
    send(w, {"edit": {"record": "stop"}})
    puzzle = run_cell(w.editing["puzzle"])
    assert puzzle.respond is strongest_defence and puzzle.check(puzzle.solution)


def test_recording_refuses_what_would_break_it():
    w = TigrisWidget.editor(players=2)
    send(w, {"act": "king B1"})
    assert "Record the solution" in w.error
    send(w, {"edit": {"goal": "poem"}})
    assert "goals of this game are win_conflict" in w.error
    send(w, {"edit": {"goal": "score", "value": "purple"}})
    assert "takes one of K, R, G, B" in w.error
    send(w, {"edit": {"record": "stop"}})
    assert "No solution is being recorded" in w.error
    send(w, {"edit": {"record": "start"}})
    before = w.diagram
    send(w, {"edit": {"put": "R", "at": "F4"}})
    assert "Stop recording" in w.error and w.diagram == before
