"""Every move a student may play at a lesson's question is answered truly: each asking step
of the notebooks' lessons says, for each of its refusals, which moves it is about (a
function of the move, or the moves' notations), and every legal move is either accepted
(the step's own action, or another that reaches its point) or refused by a sentence about
that move; no sentence is about a move the step accepts. A sentence meant for one sort of
wrong move (a tile that is not a priest) is then never said of another (a smaller priest
where the question wants the strongest), as it was in the Tyrus counting lesson."""
from __future__ import annotations

import pytest

from tests.widget.test_notebook_lessons import CASES, lessons_of


def asking_steps(widget):
    """(index, step) of each asking step, the widget's lesson standing just before it."""
    table = widget.table
    widget.restart_lesson()
    for i, step in enumerate(table.lesson):
        if step.ask:
            yield i, step
        widget.next_step()


def judged(step, game) -> dict[str, list[str]]:
    """The legal moves at an asking step: accepted, refused by a sentence about them,
    refused by a sentence not about them, and sentences said of accepted moves."""
    out: dict[str, list[str]] = {"accepted": [], "explained": [], "unexplained": [],
                                 "contradicted": []}
    about = [] if isinstance(step.wrong, str) else step.wrong
    for move in (str(a) for a in game.legal_actions()):
        said = [text for moves, text in about
                if (moves(game, move) if callable(moves) else move in moves)]
        if step.accepts(game, move):
            out["accepted"].append(move)
            if said:
                out["contradicted"].append(f"{move}: {said[0]}")
        elif said:
            out["explained"].append(move)
        else:
            out["unexplained"].append(f"{move}: {step.wrong or 'no sentence'}")
    return out


ASKING = [(p, n) for p, n in CASES if any(s.ask for s in dict(lessons_of(p))[n].table.lesson)]


@pytest.mark.parametrize("path,name", ASKING,
                         ids=[f"{p.parent.name}/{p.stem}:{n}" for p, n in ASKING])
def test_every_legal_move_at_a_question_is_accepted_or_refused_truly(path, name):
    widget = dict(lessons_of(path))[name]
    for i, step in asking_steps(widget):
        verdict = judged(step, widget.game)
        where = f"step {i + 1} ({step.ask!r})"
        assert step.action in verdict["accepted"], f"{where}: its own action is refused"
        assert not verdict["contradicted"], (f"{where}: sentences said of accepted moves: "
                                             f"{verdict['contradicted']}")
        assert not verdict["unexplained"], (
            f"{where}: moves refused by a sentence that is not about them: "
            f"{verdict['unexplained'][:6]} ({len(verdict['unexplained'])} in all)")


def test_a_smaller_priest_in_her_own_citadel_is_told_why_the_strongest_is_better():
    """The issue's case: P2 in beige's own citadel does neutralize merchants."""
    widget = dict(lessons_of(next(p for p, _ in ASKING if p.stem == "counting")))["lesson"]
    (i, step), = asking_steps(widget)
    game = widget.game
    for move in ("P1 beige citadel", "P2 beige citadel"):
        text = step.refusal(game, move)
        assert "P6" in text and "neutralizes one of the opponent" not in text
    assert "only a priest in her own citadel" in step.refusal(game, "S2 beige citadel")
