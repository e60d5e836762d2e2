"""Puzzles: a check that replays an answer on a fresh copy, and the puzzle on the board
(goal, Check, Retry, Hint, Show solution, the other seats' scripted answers, a set with
its score), driven by the front end's messages."""
import json

import pytest

from mesowidgets import Puzzle, PuzzleSet, TigrisWidget
from tests.engine.tigris_positions import position
from tests.widget.frontend import send

DIAGRAM = position("F5:R* F6:at H5:R* J5:R*", archer_hand="R R K G B B", lion_hand="R").diagram()
SOLUTION = ["red G5", "keep H5", "red I5", "keep J5"]


def two_treasures(game):
    got = game.state["treasure_points"][0]
    return got == 2, f"you took {got}"


def puzzle(**kwargs):
    kwargs.setdefault("solution", SOLUTION)
    kwargs.setdefault("hint", "Each tile may bring one treasure.")
    return Puzzle(TigrisWidget, DIAGRAM, two_treasures, "Take two treasures",
                  text="Take two treasures in your two actions.", **kwargs)


def test_notation_answers_are_replayed_on_a_fresh_copy():
    p = puzzle()
    assert p.check("red G5; keep H5\nred I5; keep J5").solved
    v = p.check(["red G5", "keep H5"])
    assert not v and repr(v) == "Not yet: you took 1"
    v = p.check(["red G5", "red I5"])
    assert not v.solved and "action 2 (red I5) is not allowed" in v.message
    assert p.game().state["treasure_points"] == [0, 0], "the puzzle's position never changes"


def test_solved_on_the_board_when_the_solvers_turn_ends():
    w = puzzle().widget()
    assert w.seat == 0 and w.puzzle["status"] == "playing"
    assert w.puzzle["text"] == "Take two treasures in your two actions."
    for act in SOLUTION:
        send(w, {"act": act})
        assert w.error == ""
    assert w.game.history == SOLUTION, "the lion has no scripted answer: the board waits"
    assert w.puzzle["status"] == "solved" and w.puzzle["verdict"] == "Solved: you took 2."
    assert w.puzzle["results"] == ["solved"] and w.puzzle["score"] == "1 puzzle of 1 solved"
    send(w, {"act": "pass"})
    assert "This puzzle is solved" in w.error and w.game.history == SOLUTION
    assert puzzle().check(w).solved


def test_a_wrong_answer_fails_and_retry_goes_back_to_the_puzzle():
    w = puzzle().widget()
    for act in ["red G5", "keep H5", "king B1"]:
        send(w, {"act": act})
    assert w.puzzle["status"] == "failed" and w.puzzle["verdict"] == "Not solved: you took 1."
    before = w.game.fingerprint()
    send(w, {"act": "red I5"})
    assert "did not reach the goal; press Retry" in w.error and w.game.fingerprint() == before
    send(w, {"puzzle": "retry"})
    assert w.error == "" and w.game.history == [] and w.puzzle["status"] == "playing"
    assert w.puzzle["verdict"] == "" and w.game.fingerprint() == puzzle().game().fingerprint()


def test_check_in_the_middle_says_not_yet_and_play_goes_on():
    w = puzzle().widget()
    send(w, {"act": "red G5"})
    send(w, {"puzzle": "check"})
    assert w.puzzle["status"] == "playing" and w.puzzle["verdict"] == "Not yet: you took 0."
    send(w, {"act": "keep H5"})
    assert w.error == "" and w.puzzle["verdict"] == "", "a move makes the last check stale"


def test_hint_and_solution_are_not_synced_until_asked():
    p = puzzle()
    w = p.widget()
    wire = json.dumps(w.get_state())
    assert p.hint not in wire and "keep J5" not in wire
    assert w.puzzle["has_hint"] and w.puzzle["has_solution"]
    send(w, {"puzzle": "hint"})
    assert w.puzzle["hint"] == p.hint and w.puzzle["solution"] == []
    send(w, {"act": "red G5"})
    send(w, {"puzzle": "solution"})
    assert w.error == "" and w.puzzle["solution"] == SOLUTION
    assert w.game.history == SOLUTION and w.puzzle["status"] == "shown"
    assert w.puzzle["verdict"] == "The solution: you took 2."
    assert w.puzzle["results"] == ["shown"], "a shown solution does not count as solved"
    send(w, {"act": "pass"})
    assert "shows the solution" in w.error
    send(w, {"puzzle": "retry"})
    assert w.game.history == [] and w.puzzle["solution"] == [] and w.puzzle["hint"] == p.hint


def test_a_puzzle_without_hint_or_solution_says_so():
    w = puzzle(hint="", solution=()).widget()
    for cmd, why in (("hint", "no hint"), ("solution", "no written solution")):
        send(w, {"puzzle": cmd})
        assert why in w.error and w.game.history == []


def test_malformed_puzzle_messages_change_nothing():
    w = puzzle().widget()
    for msg in ({"puzzle": "solve"}, {"puzzle": True}, {"puzzle": "next"}):
        send(w, msg)
        assert w.error and w.game.history == [] and w.puzzle["index"] == 0
    send(w, {"puzzle": "check"}, at=3)
    assert "moved on" in w.error or "after 3 actions" in w.error
    plain = TigrisWidget(seed=1)
    send(plain, {"puzzle": "check"})
    assert plain.error == "This table has no puzzle. (rule: puzzle)" and plain.puzzle == {}


def test_a_set_goes_from_puzzle_to_puzzle_and_keeps_the_score():
    lion_to_move = position("F5:R* F6:lt H5:R* J5:R*", turn="lion, actions 0",
                            archer_hand="R", lion_hand="R R K G B B").diagram()

    def lion_two(game):
        got = game.state["treasure_points"][1]
        return got == 2, f"you took {got}"

    second = Puzzle(TigrisWidget, lion_to_move, lion_two, "The lion's treasures",
                    solution=SOLUTION)
    w = PuzzleSet([puzzle(), second], title="Treasures").widget()
    assert w.puzzle["set"] == "Treasures" and (w.puzzle["index"], w.puzzle["total"]) == (0, 2)
    send(w, {"puzzle": "previous"})
    assert "first puzzle" in w.error
    for act in SOLUTION:
        send(w, {"act": act})
    send(w, {"puzzle": "next"})
    assert w.error == "" and w.puzzle["index"] == 1 and w.seat == 1, "the lion solves it"
    assert w.game.history == [] and w.puzzle["status"] == "playing"
    assert w.puzzle["results"] == ["solved", ""] and w.puzzle["score"] == "1 puzzle of 2 solved"
    send(w, {"puzzle": "solution"})
    assert w.puzzle["results"] == ["solved", "shown"]
    send(w, {"puzzle": "next"})
    assert "last puzzle" in w.error
    send(w, {"puzzle": "previous"})
    assert w.seat == 0 and w.puzzle["status"] == "playing" and w.game.history == []


def test_respond_answers_for_the_other_seats_in_a_conflict():
    text = position("F5:R G5:lp H5:K I5:R K5:R J6:R", archer_hand="R R K",
                    lion_hand="R R K").diagram()

    def won(game):
        return "1R" not in game.state["leaders"], "revolt"

    def strongest(game):
        d = game.decision
        return str(game.legal_actions()[-1]) if d and d["kind"] == "conflict" else None

    p = Puzzle(TigrisWidget, text, won, "Win the revolt", respond=strongest)
    assert not p.check(["priest J5", "commit 0"]).solved, "3 against 1 + 2: a tie"
    assert p.check(["priest J5", "commit 1"]).solved
    w = p.widget()
    send(w, {"act": "priest J5"})
    send(w, {"act": "commit 1"})
    assert w.game.history[-1].startswith("commit"), "the lion answered by the script"
    assert w.puzzle["status"] == "solved"


def test_a_puzzle_table_is_not_saved_but_says_why():
    with pytest.raises(ValueError, match="puzzle table is not saved"):
        puzzle().widget().save()
