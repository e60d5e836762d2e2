"""A lesson owns its board: the scripted move played on the board plays the step, any other
is refused with the lesson's words and changes nothing; Previous, Restart and Try it
yourself work from Python and from the front end's intents; a notebook cell may read the
lesson's end without moving the board (Run All leaves the lesson at its start)."""
import pytest

from mesogames.core import IllegalAction
from mesowidgets import TyrusWidget
from tests.widget.frontend import send

POSITION = """
election: 2 S
first: brown        # so beige starts the even elections
results: M brown
beige hand: S7 S5 P6 S1 S2 M1 M2 P1 P2
brown hand: S10 M8 S8 M2 M3 P1 P2 P3 S1
brown citadel: beige M7
"""
STEPS = [("S7 beige citadel", "Beige puts 7 soldiers in her citadel."),
         ("S10 brown citadel", "Brown answers with 10 soldiers in his."),
         ("S5 beige citadel", "Beige adds 5 soldiers: 7 + 5 = 12."),
         ("M8 beige citadel", "Brown slips 8 merchants into the beige citadel.")]


def lesson():
    return TyrusWidget.from_diagram(POSITION, seed=0, lesson=STEPS, intro="Press Next.")


def test_a_stray_move_is_refused_with_the_lesson_and_changes_nothing():
    w = lesson()
    for _ in range(3):
        send(w, {"next": True, "at": len(w.game.history)})
    before = (w.game.fingerprint(), list(w.game.history), dict(w.lesson))
    send(w, {"act": "S1 brown temple", "at": 3})         # the stray click
    assert w.error == ("This lesson shows M8 beige citadel next, not S1 brown temple; press "
                       "Next, or Try it yourself to play freely.")
    assert (w.game.fingerprint(), list(w.game.history), dict(w.lesson)) == before
    send(w, {"act": "M8 beige citadel", "at": 3})         # the scripted move: the step plays
    assert w.error == "" and w.lesson["step"] == 4
    assert w.lesson["text"] == "Brown slips 8 merchants into the beige citadel."


def test_previous_and_restart_take_the_lesson_back():
    w = lesson()
    for _ in range(3):
        w.next_step()
    send(w, {"previous": True, "at": 3})
    assert w.lesson["step"] == 2 and w.game.history == ["S7 beige citadel", "S10 brown citadel"]
    assert w.lesson["text"] == "Brown answers with 10 soldiers in his."
    send(w, {"restart": True, "at": 2})
    assert w.lesson["step"] == 0 and w.game.history == [] and w.lesson["text"] == "Press Next."
    with pytest.raises(IllegalAction, match="at its start"):
        w.previous_step()
    for _ in STEPS:
        w.next_step()
    assert w.lesson["next"] is None
    send(w, {"act": "S1 brown temple", "at": len(STEPS)})
    assert w.error.startswith("This lesson is at its end; press Restart or Previous")
    w.restart_lesson()                                   # the end is not a dead end
    assert w.lesson["step"] == 0 and w.game.history == []


def test_try_it_yourself_then_back_to_the_lesson():
    w = lesson()
    w.next_step()
    send(w, {"explore": True, "at": 1})
    assert w.lesson["exploring"] is True
    send(w, {"act": "S1 brown temple", "at": 1})           # free play: any legal move
    assert w.error == "" and w.game.history[-1] == "S1 brown temple"
    send(w, {"explore": False, "at": 2})
    assert w.lesson == {**w.lesson, "step": 1, "exploring": False}
    assert w.game.history == ["S7 beige citadel"]         # the free moves are taken back
    send(w, {"explore": "yes", "at": 1})
    assert "true (try it yourself) or false" in w.error


def test_a_cell_reads_the_lessons_end_without_moving_the_board():
    w = lesson()
    end = w.lesson_end()
    assert end.history == [a for a, _ in STEPS]
    assert w.game.history == [] and w.lesson["step"] == 0


ASKING = [("S7 beige citadel", "Beige puts 7 soldiers in her citadel.", ["beige citadel"]),
          {"action": "S10 brown citadel", "text": "Right: 10 beats 7, and brown keeps his M8.",
           "ask": "Brown: which card keeps the citadel?", "marks": ["brown citadel"],
           "wrong": "brown needs more than 7 soldiers there"},
          ("S5 beige citadel", "Beige adds 5 soldiers: 7 + 5 = 12.")]


def test_a_step_that_asks_checks_the_students_move_without_giving_it_away():
    w = TyrusWidget.from_diagram(POSITION, seed=0, lesson=ASKING, intro="Press Next.")
    w.next_step()
    assert w.lesson["marks"] == ["brown citadel"], "the question's places to look at"
    assert w.lesson["ask"] == "Brown: which card keeps the citadel?"
    assert w.lesson["next"] is None, "Next does not name the answer"
    assert "S10" not in str(w.lesson), "the answer is not in the lesson trait"
    before = (w.game.fingerprint(), dict(w.lesson))
    send(w, {"act": "S1 brown temple"})
    assert w.error == ("Not that one: brown needs more than 7 soldiers there. Try again, or "
                       "press Show me.")
    assert (w.game.fingerprint(), dict(w.lesson)) == before
    send(w, {"act": "S10 brown citadel"})
    assert w.error == "" and w.lesson["step"] == 2 and w.lesson["found"]
    assert w.lesson["text"].startswith("Right: 10 beats 7") and w.lesson["ask"] == ""
    assert w.lesson["next"] == "S5 beige citadel" and w.lesson["marks"] == ["brown citadel"]
    send(w, {"previous": True})
    assert w.lesson["step"] == 1 and w.lesson["ask"] and not w.lesson["found"]
    w.next_step()                                    # "Show me": the step is played for them
    assert w.lesson["step"] == 2 and not w.lesson["found"]
    w.next_step()
    assert w.lesson["marks"] == [] and w.lesson["ask"] == ""


def test_a_step_that_asks_needs_an_action():
    with pytest.raises(ValueError, match="needs the action"):
        TyrusWidget.from_diagram(POSITION, seed=0, lesson=[(None, "Look.", (), "Where?")])


#: The question of ASKING, with its answers said truly: S8 also keeps the citadel (it is
#: accepted), a soldier elsewhere is told where the fight is, and a move no sentence is
#: about is only told it is not the one asked for.
TRUE_ASKING = [ASKING[0],
               {**ASKING[1], "accept": lambda game, move: move.startswith("S")
                and move.endswith("brown citadel") and int(move.split()[0][1:]) > 7,
                "wrong": [(lambda game, move: move.startswith("S")
                           and not move.endswith("citadel"),
                           "the soldiers that count are those in the citadel"),
                          (["M2 brown citadel", "M3 brown citadel"],
                           "merchants in his own citadel count for nothing")]},
               ASKING[2]]


def test_every_move_that_reaches_the_point_is_accepted_and_each_refusal_is_about_its_move():
    w = TyrusWidget.from_diagram(POSITION, seed=0, lesson=TRUE_ASKING, intro="Press Next.")
    w.next_step()
    before = (w.game.fingerprint(), dict(w.lesson))
    send(w, {"act": "S1 brown temple"})
    assert w.error == ("Not that one: the soldiers that count are those in the citadel. Try "
                       "again, or press Show me.")
    send(w, {"act": "M3 brown citadel"})
    assert w.error.startswith("Not that one: merchants in his own citadel count for nothing.")
    send(w, {"act": "P1 beige market"})
    assert w.error.startswith("Not that one: P1 beige market is not the move this step asks "
                              "for.")
    assert "(rule:" not in w.error, "a student never reads the rule's tag"
    assert (w.game.fingerprint(), dict(w.lesson)) == before
    send(w, {"act": "S8 brown citadel"})          # another move that keeps the citadel
    assert w.error == "" and w.lesson["found"] and w.lesson["step"] == 2
    assert w.lesson["note"] == ("S8 brown citadel reaches it too; the lesson goes on with "
                                "S10 brown citadel.")
    assert w.game.history == ["S7 beige citadel", "S10 brown citadel"], "the script goes on"
    send(w, {"previous": True})
    send(w, {"act": "S10 brown citadel"})
    assert w.lesson["found"] and w.lesson["note"] == ""


def test_an_illegal_move_at_a_question_is_refused_by_the_rule_that_forbids_it():
    w = TyrusWidget.from_diagram(POSITION, seed=0, lesson=TRUE_ASKING)
    w.next_step()
    send(w, {"act": "S9 brown citadel"})
    assert "no S9 in hand" in w.error and w.lesson["step"] == 1


def test_lesson_words_are_markdown_rendered_to_safe_html():
    steps = [("S7 beige citadel", "The **beige** player puts `S7` down. <b>raw</b>"),
             {**ASKING[1], "ask": "Which *card*?"}]
    w = TyrusWidget.from_diagram(POSITION, seed=0, lesson=steps, intro="Press **Next**.")
    assert w.lesson["html"] == "<p>Press <strong>Next</strong>.</p>"
    w.next_step()
    assert w.lesson["html"] == ("<p>The <strong>beige</strong> player puts <code>S7</code> "
                                "down. &lt;b&gt;raw&lt;/b&gt;</p>")
    assert w.lesson["ask_html"] == "Which <em>card</em>?"


def test_a_refusal_may_name_its_one_move_as_a_string():
    steps = [ASKING[0], {**ASKING[1], "wrong": [("S8 brown citadel", "S10 is stronger")]}]
    w = TyrusWidget.from_diagram(POSITION, seed=0, lesson=steps)
    w.next_step()
    send(w, {"act": "S8 brown citadel"})
    assert w.error == "Not that one: S10 is stronger. Try again, or press Show me."
