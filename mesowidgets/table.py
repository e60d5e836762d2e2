"""A game on the table: one engine game, the seats' bots, the event log, a lesson script.

Several widgets can show one table, one per seat (or a hot seat, or the referee). Every
change goes through the table, which then refreshes all its widgets; the widgets only
translate front-end intents into table calls and table state into synced traits.
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Callable

from engine.core import Event, Game, IllegalAction, RandomBot

#: A controller: who issues an action. An int seat, or None for "any human seat"
#: (the referee's or the hot seat's widget).
Controller = "int | None"


@dataclass
class LessonStep:
    """One scripted step: an action (or None for words only) and what it teaches."""

    action: str | None
    text: str


class Table:
    """Holds one engine game and everything around it that is not a rule."""

    def __init__(self, game: Game, bots: dict | None = None, undo: bool = True,
                 lesson: list | None = None, intro: str = ""):
        self.game = game
        self.bots = {int(seat): _bot(b, seat) for seat, b in (bots or {}).items()}
        for seat in self.bots:
            if seat not in range(game.players):
                raise ValueError(f"No seat {seat} for a bot in a {game.players}-player game.")
        self.allow_undo = undo
        self.log: list[tuple[int, Event]] = []   # (history length after the action, event)
        self.lesson = [s if isinstance(s, LessonStep) else LessonStep(*s) for s in lesson or []]
        self._lesson_marks: list[int] = []   # history length after each step played
        self.intro = intro
        self._widgets: weakref.WeakSet = weakref.WeakSet()
        self._listeners: list[Callable[[], None]] = []
        self._run_bots()

    # --------------------------------------------------------------- wiring
    def attach(self, widget) -> None:
        self._widgets.add(widget)

    def on_change(self, callback: Callable[[], None]) -> None:
        """Call `callback()` after every change of the game (for notebooks and tests)."""
        self._listeners.append(callback)

    def _changed(self) -> None:
        for w in list(self._widgets):
            w.refresh()
        for cb in self._listeners:
            cb()

    # --------------------------------------------------------------- actions
    def act(self, notation: str, by: Controller = None) -> list[Event]:
        """Apply an action for the seat to move, if `by` may act for it."""
        game = self.game
        seat = game.to_move
        if seat is None:
            raise IllegalAction("end of the game", "The game is over; no action can be taken.")
        if seat in self.bots:
            raise IllegalAction("seats", f"{game.seat_name(seat).capitalize()} is played by the bot.")
        if by is not None and by != seat:
            raise IllegalAction("turn order", f"It is {game.seat_name(seat)}'s turn to decide, "
                                f"not {game.seat_name(by)}'s.")
        events = self._apply(notation)
        events += self._run_bots()
        self._changed()
        return events

    def _apply(self, action) -> list[Event]:
        events = self.game.apply(action)
        n = len(self.game.history)
        self.log.extend((n, e) for e in events)
        return events

    def _run_bots(self) -> list[Event]:
        events = []
        while self.game.to_move in self.bots:
            events += self._apply(self.bots[self.game.to_move].choose(self.game))
        return events

    def undo(self, by: Controller = None) -> list[str]:
        """Take back the last human action (and the bots' answers to it)."""
        if not self.allow_undo:
            raise IllegalAction("undo", "Taking back actions is switched off at this table.")
        game = self.game
        seats = [h["seat"] for h in game.history_for(None)]
        k = len(seats)
        while k and seats[k - 1] in self.bots:
            k -= 1
        if k == 0:
            raise IllegalAction("undo", "There is no action of a player to take back.")
        if by is not None and seats[k - 1] != by:
            raise IllegalAction("undo", "Only the player who made the last move may take it "
                                f"back; it was {game.seat_name(seats[k - 1])}'s.")
        taken = [game.undo() for _ in range(len(seats) - k + 1)]
        n = len(game.history)
        self.log = [(i, e) for i, e in self.log if i <= n]
        while self._lesson_marks and self._lesson_marks[-1] > n:
            self._lesson_marks.pop()
        self._changed()
        return taken

    # ---------------------------------------------------------------- lesson
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

    @property
    def lesson_state(self) -> dict:
        pos = self.lesson_pos
        return {"step": pos, "steps": len(self.lesson),
                "text": self.lesson[pos - 1].text if pos else self.intro,
                "next": self.lesson[pos].action if pos < len(self.lesson) else None}


def _bot(spec, seat):
    if spec == "random":
        return RandomBot(seed=1000 + int(seat))
    if hasattr(spec, "choose"):
        return spec
    raise ValueError(f"A bot is 'random' or an object with choose(game); got {spec!r}.")
