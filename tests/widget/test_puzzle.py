"""Puzzle: a diagram, a goal, and a check that replays the answer on a fresh copy."""
from mesowidgets import Puzzle, TigrisWidget
from tests.engine.tigris_positions import position
from tests.widget.frontend import send

DIAGRAM = position("F5:R* F6:at H5:R* J5:R*", archer_hand="R R K G B B", lion_hand="R").diagram()


def two_treasures(game):
    got = game.state["treasure_points"][0]
    return got == 2, f"you took {got}"


def puzzle(**kwargs):
    return Puzzle(TigrisWidget, DIAGRAM, two_treasures, "Take two treasures", **kwargs)


def test_notation_answers_are_replayed_on_a_fresh_copy():
    p = puzzle()
    assert p.check("red G5; keep H5\nred I5; keep J5").solved
    v = p.check(["red G5", "keep H5"])
    assert not v and repr(v) == "Not yet: you took 1"
    v = p.check(["red G5", "red I5"])
    assert not v.solved and "action 2 (red I5) is not allowed" in v.message
    assert p.game().state["treasure_points"] == [0, 0], "the puzzle's position never changes"


def test_a_widget_answer_counts_only_the_solvers_actions():
    p = puzzle()
    w = p.widget()
    assert w.seat == 0 and w.table.bots
    for act in ["red G5", "keep H5", "red I5", "keep J5"]:
        send(w, {"act": act})
        assert w.error == ""
    assert len(w.game.history) > 4, "the bot played the lion's turn"
    assert p.check(w).solved


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
