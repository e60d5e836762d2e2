"""A lesson: a scripted sequence of actions, each with the words that explain it, played
on a table's board (Next, Previous, Restart), steps that mark places to look at and steps
that ask the student to find the move, and "Try it yourself" to leave the script for a
while. `Table` takes these methods from `LessonScript`; the lesson's state (its steps, the
history length after each step played, the steps the student found) lives on the table.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Collection, Sequence, Union

from mesogames.bots import SeatInfo
from mesogames.core import Event, Game, IllegalAction

from .rich_text import markdown_html

#: Which moves a text or an acceptance is about: a function of (the game before the move,
#: the move's notation) that says True for them, or the moves' notations.
Moves = Union[Callable[[Game, str], bool], Collection[str]]


def _about(moves: Moves, game: Game, move: str) -> bool:
    if callable(moves):
        return bool(moves(game, move))
    if isinstance(moves, str):          # one notation, not its letters
        moves = (moves,)
    return move in {str(game.read_action(m)) for m in moves}


@dataclass
class LessonStep:
    """One scripted step: an action (or None for words only) and what it teaches.

    `marks`: places to look at while the step is on screen (squares, sites, cards or
    buildings, named as in the history and the legal actions: "F5", "beige S1"...).
    `ask`: a question that asks the student to find the step's action on the board
    ("Where must the priest go?"): the question shows before the action is played, the
    student's move is checked against it, and Next becomes "Show me"; `text` then explains.

    `accept`: the other moves that reach the step's point too (`Moves`: a function of the
    game and the move, or notations); they count as found, and the lesson goes on with the
    step's own action. `wrong`: why a refused move does not reach it: one sentence for
    every refused move, or a list of (moves, sentence) pairs, the first whose moves hold
    the student's move giving its sentence, so that each sentence is said only of moves it
    is true of; a move no pair is about is told only that it is not the one asked for. A
    refused move changes nothing. Texts are Markdown (`**archer**`)."""

    action: str | None
    text: str
    marks: tuple = ()
    ask: str = ""
    wrong: str | Sequence[tuple[Moves, str]] = ""
    accept: Moves = ()

    def __post_init__(self):
        self.marks = (self.marks,) if isinstance(self.marks, str) else tuple(self.marks)
        if self.ask and self.action is None:
            raise ValueError(f"A lesson step that asks ({self.ask!r}) needs the action "
                             "the student is to find.")
        if not isinstance(self.wrong, str):
            self.wrong = [tuple(pair) for pair in self.wrong]
            if not all(len(pair) == 2 and isinstance(pair[1], str) for pair in self.wrong):
                raise ValueError("A lesson step's wrong is a sentence or a list of (moves, "
                                 "sentence) pairs.")

    def accepts(self, game: Game, move: str) -> bool:
        """Whether `move` (notation, as the game writes it) answers the step's question."""
        return (self.action is not None and move == str(game.read_action(self.action))
                or bool(self.accept) and _about(self.accept, game, move))

    def refusal(self, game: Game, move: str) -> str | None:
        """Why `move` is refused at this asking step: the sentence that is about it (None
        when none is: the move is then only told it is not the one asked for)."""
        if isinstance(self.wrong, str):
            return self.wrong or None
        return next((text for moves, text in self.wrong if _about(moves, game, move)), None)


class LessonScript:
    """The lesson half of a `Table`, which sets the attributes and provides the methods
    declared here."""

    # What the table provides, declared for the type checker.
    lesson: list[LessonStep]
    _lesson_marks: list[int]
    _found: dict[int, str]
    _lesson_start: int
    exploring: bool
    intro: str
    game: Game
    log: list[tuple[int, Event]]
    bots: dict
    if TYPE_CHECKING:
        def _apply(self, action) -> list[Event]: ...
        def _run_bots(self) -> list[Event]: ...
        def _take_back(self, k: int, requester: int | None = None) -> list[str]: ...
        def _changed(self) -> None: ...

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
        step = self.lesson[pos]
        given = str(self.game.read_action(notation) if isinstance(notation, str) else notation)
        if given != str(self.game.read_action(wanted)):
            if not step.ask:
                raise IllegalAction("lesson", f"This lesson shows {wanted} next, not {given}; "
                                    "press Next, or Try it yourself to play freely.")
            if given not in {str(a) for a in self.game.legal_actions()}:
                self.game.copy().apply(given)        # the rule that forbids it, if any
            if not step.accepts(self.game, given):
                why = step.refusal(self.game, given) or (f"{given} is not the move this "
                                                         "step asks for")
                raise IllegalAction("lesson", f"Not that one: {why}. Try again, or press "
                                    "Show me.")
        n = len(self.log)
        if step.ask:
            self._found[pos] = (f"{given} reaches it too; the lesson goes on with {wanted}."
                                if given != str(self.game.read_action(wanted)) else "")
        self.next_step()
        return [e for _, e in self.log[n:]]

    def previous_step(self) -> None:
        """Take the lesson back one step (its action and the bots' answers)."""
        if not self._lesson_marks:
            raise IllegalAction("lesson", "The lesson is at its start.")
        self._leave_exploring()
        back = self._lesson_marks[-2] if len(self._lesson_marks) > 1 else self._lesson_start
        self._lesson_marks.pop()
        self._found.pop(len(self._lesson_marks), None)
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
            while not game.over and (seat := game.to_move) is not None and seat in self.bots:
                game.apply(self.bots[seat].choose(SeatInfo(game, seat)))
        return game

    @property
    def lesson_state(self) -> dict:
        pos = self.lesson_pos
        ahead = self.lesson[pos] if pos < len(self.lesson) else None
        asking = ahead is not None and bool(ahead.ask) and not self.exploring
        shown = ahead if asking else self.lesson[pos - 1] if pos else None
        text = self.lesson[pos - 1].text if pos else self.intro
        ask = ahead.ask if asking and ahead is not None else ""
        return {"step": pos, "steps": len(self.lesson),
                "text": text,
                # the words as sanitized HTML, from their Markdown (rich_text.py)
                "html": markdown_html(text), "ask_html": markdown_html(ask, inline=True),
                # the next action, unless the student is asked to find it
                "next": None if ahead is None or asking else ahead.action,
                "ask": ask,
                "found": pos - 1 in self._found,
                "note": self._found.get(pos - 1, ""),
                "marks": list(shown.marks) if shown else [],
                "exploring": self.exploring}
