"""Puzzles: a position written as a diagram, a goal, and a check of the reader's answer.

The answer is either notation (a list of actions, or one string with one action per line
or separated by ";") or a widget on which the reader played: the check replays the
actions on a fresh copy of the position, so nothing the reader did is changed.

    p = Puzzle(TigrisWidget, DIAGRAM, goal, "Take both treasures this turn")
    p.widget()                       # play it on the board
    p.check(["red G5", "keep H5"])   # or check notation
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from mesogames.core import Game, IllegalAction


@dataclass
class Verdict:
    solved: bool
    message: str
    actions: list

    def __bool__(self) -> bool:
        return self.solved

    def __repr__(self) -> str:
        return ("Solved! " if self.solved else "Not yet: ") + self.message


class Puzzle:
    """`goal(game)` returns (solved, message) for the position after the answer."""

    def __init__(self, widget_class, diagram: str, goal: Callable[[Game], tuple[bool, str]],
                 title: str, hint: str = "",
                 respond: Callable[[Game], str | None] | None = None):
        """`respond(game)`, if given, answers for the other seats whenever they must decide
        during the solver's turn (say, the strongest defence in a conflict); None: no
        answer, the solver's answer goes on."""
        self.widget_class = widget_class
        self.diagram = diagram
        self.goal = goal
        self.title = title
        self.hint = hint
        self.respond = respond

    def game(self) -> Game:
        """A fresh copy of the puzzle's position (the tiles the diagram leaves out are
        shuffled from a fixed seed: a puzzle is the same puzzle every time)."""
        return self.widget_class.engine_module.from_diagram(self.diagram, seed=0)

    def widget(self, **kwargs):
        """A widget on a fresh copy, for the seat to move (take back allowed); the other
        seats are the bot, or `respond` when the puzzle has one."""
        game = self.game()
        seat = game.to_move
        others = {s: (_Responder(self.respond) if self.respond else "random")
                  for s in range(game.players) if s != seat}
        return self.widget_class(game, seat=seat, bots=others, **kwargs)

    def check(self, answer) -> Verdict:
        """Replay `answer` on a fresh copy and judge the position it reaches."""
        if hasattr(answer, "game") and hasattr(answer, "table"):
            actions = list(answer.game.history)
        elif isinstance(answer, str):
            actions = [a.strip() for a in answer.replace(";", "\n").splitlines() if a.strip()]
        else:
            actions = [str(a) for a in answer]
        game = self.game()
        solver = game.to_move
        if hasattr(answer, "game") and hasattr(answer, "table"):
            actions = [h["notation"] for h in answer.game.history_for(None) if h["seat"] == solver]
        for i, action in enumerate(actions, 1):
            try:
                game.apply(action)
            except IllegalAction as err:
                return Verdict(False, f"action {i} ({action}) is not allowed: {err}", actions)
            self._answer_others(game, solver)
        solved, message = self.goal(game)
        return Verdict(bool(solved), message, actions)

    def _answer_others(self, game: Game, solver: int) -> None:
        while self.respond and not game.over and game.to_move != solver:
            reply = self.respond(game)
            if reply is None:
                return
            game.apply(reply)

    def __repr__(self) -> str:
        return f"Puzzle({self.title!r})"


class _Responder:
    """A puzzle's `respond` as a table bot (falls back to the first legal action)."""

    def __init__(self, respond):
        self.respond = respond

    def choose(self, game: Game):
        reply = self.respond(game)
        return reply if reply is not None else game.legal_actions()[0]
