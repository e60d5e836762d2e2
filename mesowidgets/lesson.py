"""A lesson: a scripted sequence of actions, each with the words that explain it, played
on a table's board (Next, Previous, Restart), steps that mark places to look at and steps
that ask the student to find the move, and "Try it yourself" to leave the script for a
while. `Table` takes these methods from `LessonScript`; the lesson's state (its steps, the
history length after each step played, the steps the student found) lives on the table.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mesogames.bots import SeatInfo
from mesogames.core import Event, Game, IllegalAction


@dataclass
class LessonStep:
    """One scripted step: an action (or None for words only) and what it teaches.

    `marks`: places to look at while the step is on screen (squares, sites, cards or
    buildings, named as in the history and the legal actions: "F5", "beige S1"...).
    `ask`: a question that asks the student to find the step's action on the board
    ("Where must the priest go?"): the question shows before the action is played, the
    student's move is checked against it (refused, with `wrong` or a plain "not that
    one", and nothing changes), and Next becomes "Show me"; `text` then explains."""

    action: str | None
    text: str
    marks: tuple = ()
    ask: str = ""
    wrong: str = ""

    def __post_init__(self):
        self.marks = (self.marks,) if isinstance(self.marks, str) else tuple(self.marks)
        if self.ask and self.action is None:
            raise ValueError(f"A lesson step that asks ({self.ask!r}) needs the action "
                             "the student is to find.")


class LessonScript:
    """The lesson half of a `Table`, which sets the attributes and provides the methods
    declared here."""

    game: Game
    bots: dict[int, Any]
    log: list[tuple[int, Event]]
    lesson: list[LessonStep]
    intro: str
    exploring: bool
    #: The history's length after each step played.
    _lesson_marks: list[int]
    #: The steps whose asked move the student found.
    _found: set[int]
    #: The history's length where the lesson starts.
    _lesson_start: int

    def _apply(self, action) -> list[Event]:
        raise NotImplementedError

    def _run_bots(self) -> list[Event]:
        raise NotImplementedError

    def _take_back(self, k: int) -> list[str]:
        raise NotImplementedError

    def _changed(self) -> None:
        raise NotImplementedError

    @property
    def lesson_pos(self) -> int:
        return len(self._lesson_marks)

    def next_step(self) -> LessonStep:
        """Play the next step of the lesson script and show its words."""
        if self.lesson_pos >= len(self.lesson):
            raise IllegalAction("lesson", "The lesson has no more steps.")
        step = self.lesson[self.lesson_pos]
        if step.action is not None:
            self._apply(step.action)
            self._run_bots()
        self._lesson_marks.append(len(self.game.history))
        self._changed()
        return step

    def _lesson_move(self, notation) -> list[Event]:
        """A move made on the board during a lesson: the script's next action plays the
        step (the student found it); anything else is refused, and nothing changes."""
        pos = self.lesson_pos
        if pos == len(self.lesson):
            raise IllegalAction("lesson", "This lesson is at its end; press Restart or "
                                "Previous, or Try it yourself to play freely.")
        wanted = self.lesson[pos].action
        if wanted is None:
            raise IllegalAction("lesson", "This step of the lesson has words only; press Next, "
                                "or Try it yourself to play freely.")
        given = self.game.read_action(notation) if isinstance(notation, str) else notation
        if str(given) != str(self.game.read_action(wanted)):
            if self.lesson[pos].ask:
                why = self.lesson[pos].wrong or f"{given} is not the move this step asks for"
                raise IllegalAction("lesson", f"Not that one: {why}. Try again, or press "
                                    "Show me.")
            raise IllegalAction("lesson", f"This lesson shows {wanted} next, not {given}; press "
                                "Next, or Try it yourself to play freely.")
        n = len(self.log)
        if self.lesson[pos].ask:
            self._found.add(pos)
        self.next_step()
        return [e for _, e in self.log[n:]]

    def previous_step(self) -> None:
        """Take the lesson back one step (its action and the bots' answers)."""
        if not self._lesson_marks:
            raise IllegalAction("lesson", "The lesson is at its start.")
        self._leave_exploring()
        back = self._lesson_marks[-2] if len(self._lesson_marks) > 1 else self._lesson_start
        self._lesson_marks.pop()
        self._found.discard(len(self._lesson_marks))
        self._take_back(back)

    def restart_lesson(self) -> None:
        """Back to the lesson's first position, its introduction shown."""
        self._leave_exploring()
        self._lesson_marks.clear()
        self._found.clear()
        self._take_back(self._lesson_start)

    def explore(self, on: bool = True) -> None:
        """Try it yourself (`on`): leave the script and play freely from here; off: back to
        the lesson where it was left (the free moves are taken back)."""
        if not self.lesson:
            raise IllegalAction("lesson", "This table has no lesson.")
        if on:
            self.exploring = True
        else:
            self._leave_exploring()
        self._changed()

    def _leave_exploring(self) -> None:
        if self.exploring:
            self.exploring = False
            mark = self._lesson_marks[-1] if self._lesson_marks else self._lesson_start
            self._take_back(mark)

    def lesson_end(self) -> Game:
        """A copy of the game with the rest of the lesson played (the table stays where it
        is: a script that wants the end position does not move the students' board)."""
        game = self.game.copy()
        for step in self.lesson[self.lesson_pos:]:
            if step.action is not None:
                game.apply(step.action)
            while not game.over and game.to_move in self.bots:
                game.apply(self.bots[game.to_move].choose(SeatInfo(game, game.to_move)))
        return game

    @property
    def lesson_state(self) -> dict:
        pos = self.lesson_pos
        ahead = self.lesson[pos] if pos < len(self.lesson) else None
        asking = ahead is not None and bool(ahead.ask) and not self.exploring
        shown = ahead if asking else self.lesson[pos - 1] if pos else None
        return {"step": pos, "steps": len(self.lesson),
                "text": self.lesson[pos - 1].text if pos else self.intro,
                # the next action, unless the student is asked to find it
                "next": None if ahead is None or asking else ahead.action,
                "ask": ahead.ask if ahead is not None and asking else "",
                "found": pos - 1 in self._found,
                "marks": list(shown.marks) if shown else [],
                "exploring": self.exploring}
