"""A puzzle: a position written as a diagram, a goal, a hint and the solution.

The answer is either notation (a list of actions, or one string with one action per line
or separated by ";") or a widget on which the reader played: the check replays the
solver's actions on a fresh copy of the position, so nothing the reader did is changed.

    p = Puzzle(TigrisWidget, DIAGRAM, goal, "Take both treasures",
               text="Take two treasures in your two actions.",
               hint="Each tile may bring one treasure into the kingdom.",
               solution=["red G5", "keep H5", "red I5", "keep J5"])
    p.widget()                       # play it on the board: Check, Retry, Hint, Solution
    p.check(["red G5", "keep H5"])   # or check notation
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from mesogames.core import Game, IllegalAction

#: `goal(game)` -> (solved, the reason in a few words)
Goal = Callable[[Game], "tuple[bool, str]"]
#: `respond(game)` -> the other seat's answer in notation, or None: no scripted answer,
#: the solver's part is over.
Respond = Callable[[Game], "str | None"]


@dataclass
class Verdict:
    solved: bool
    message: str
    actions: list = field(default_factory=list)

    def __bool__(self) -> bool:
        return self.solved

    def __repr__(self) -> str:
        return ("Solved! " if self.solved else "Not yet: ") + self.message


class Puzzle:
    """A position, the seat to move solves it; `goal(game)` judges the position reached."""

    def __init__(self, widget_class, diagram: str, goal: Goal, title: str, hint: str = "",
                 respond: Respond | None = None, *, text: str = "",
                 solution: list[str] | tuple[str, ...] = ()):
        """`text`: the goal in words, shown on the board; `hint`: shown when asked;
        `solution`: the solver's actions (the other seats' answers come from `respond`),
        shown only when asked; `respond(game)`, if given, answers for the other seats
        whenever they must decide (say, the strongest defence in a conflict); None: no
        answer, the solver's part is over."""
        self.widget_class = widget_class
        self.diagram = diagram
        self.goal = goal
        self.title = title
        self.text = text
        self.hint = hint
        self.respond = respond
        self.solution = list(solution)

    def game(self) -> Game:
        """A fresh copy of the puzzle's position (the tiles the diagram leaves out are
        shuffled from a fixed seed: a puzzle is the same puzzle every time)."""
        return self.widget_class.engine_module.from_diagram(self.diagram, seed=0)

    @property
    def solver(self) -> int:
        seat = self.game().to_move
        assert seat is not None, "a puzzle's position has a seat to move"
        return seat

    def widget(self, **kwargs):
        """A widget on a fresh copy for the seat to move, with the puzzle on the board:
        its goal, Check, Retry, Hint and Show solution. The other seats answer with
        `respond`; when it has no answer, the board waits for Check."""
        from .session import PuzzleTable
        return self.widget_class(table=PuzzleTable([self]), seat=self.solver, **kwargs)

    def check(self, answer) -> Verdict:
        """Replay `answer` on a fresh copy and judge the position it reaches."""
        game = self.game()
        solver = self.solver
        if hasattr(answer, "game") and hasattr(answer, "table"):
            actions = [h["notation"] for h in answer.game.history_for(None)
                       if h["seat"] == solver]
        elif isinstance(answer, str):
            actions = [a.strip() for a in answer.replace(";", "\n").splitlines() if a.strip()]
        else:
            actions = [str(a) for a in answer]
        for i, action in enumerate(actions, 1):
            try:
                if game.to_move != solver:
                    raise IllegalAction("turn order", "the solver's part is over")
                game.apply(action)
            except IllegalAction as err:
                return Verdict(False, f"action {i} ({action}) is not allowed: {err}", actions)
            while (reply := self.reply(game, solver)) is not None:
                game.apply(reply)
        return self.judge(game, actions)

    def judge(self, game: Game, actions: list | None = None) -> Verdict:
        solved, message = self.goal(game)
        return Verdict(bool(solved), message, list(actions or []))

    def reply(self, game: Game, solver: int) -> str | None:
        """The other seats' next scripted answer; None when the solver decides, the game is
        over, or the script has none (the solver's part is over)."""
        if not self.respond or game.over or game.to_move == solver:
            return None
        return self.respond(game)

    def __repr__(self) -> str:
        return f"Puzzle({self.title!r})"


class PuzzleSet:
    """Puzzles played one after another on one widget, with the score kept."""

    def __init__(self, puzzles, title: str = ""):
        self.puzzles = list(puzzles)
        if not self.puzzles:
            raise ValueError("A puzzle set needs at least one puzzle.")
        classes = {p.widget_class for p in self.puzzles}
        if len(classes) > 1:
            raise ValueError("A puzzle set holds puzzles of one game.")
        self.title = title

    def __len__(self) -> int:
        return len(self.puzzles)

    def __iter__(self):
        return iter(self.puzzles)

    def __getitem__(self, i):
        return self.puzzles[i]

    def widget(self, start: int = 0, **kwargs):
        """One widget for the whole set: Next and Previous go from puzzle to puzzle, and
        the panel keeps the score."""
        from .session import PuzzleTable
        table = PuzzleTable(self.puzzles, start=start, title=self.title)
        return self.puzzles[0].widget_class(table=table, seat=table.solver, **kwargs)

    def trainer(self, history=None, **kwargs):
        """The set served by rating: a view with the board, the student's rating, Next
        puzzle (the unsolved puzzle rated closest to the student) and a chart of the
        rating over the tries. `history`: the JSON file keeping the student's ratings and
        tries (default: `<game>-puzzle-trainer.json` in the current folder, the
        notebook's), or a `History`. See mesowidgets/puzzles/trainer.py."""
        from .trainer import Trainer
        return Trainer(self, history, **kwargs)

    def __repr__(self) -> str:
        return f"PuzzleSet({self.title!r}, {len(self)} puzzles)"
