"""A puzzle on the table: the solver plays on the board, the other seats answer with the
puzzle's scripted replies, and the panel checks, retries, hints and shows the solution.

The table stops when the solver's part is over (the game moves to another seat and the
puzzle has no scripted answer for it, or the game ends) and judges the position: solved,
or not, with the goal's reason. After every move the goal is looked at (reached: solved at
once), and Check judges the position at any moment (a "not yet" leaves the board
playable). The hint and the solution are not synced until the student asks for them. A
puzzle set plays its puzzles one after another on the same widgets and keeps the score
(solved without the solution shown).
"""
from __future__ import annotations

from mesogames.core import IllegalAction
from mesogames.words import plural

from ..table import Table

#: Where a puzzle stands: being played, solved, failed (the solver's part ended short of
#: the goal) or showing the solution.
PLAYING, SOLVED, FAILED, SHOWN = "playing", "solved", "failed", "shown"
#: The panel's intents, {"puzzle": one of these, "at": n}, and the method each calls.
COMMANDS = {"check": "check", "retry": "retry", "hint": "show_hint",
            "solution": "show_solution", "next": "next_puzzle", "previous": "previous_puzzle"}


class _Scripted:
    """A seat answered by the puzzle's script (never asked to choose by itself)."""

    def choose(self, info):           # pragma: no cover - the table answers for it
        raise RuntimeError("a puzzle's seats are answered by its script")


class PuzzleTable(Table):
    """A table holding one puzzle of a list at a time."""

    def __init__(self, puzzles, start: int = 0, title: str = ""):
        self.puzzles, self.title = list(puzzles), title
        if not 0 <= start < len(self.puzzles):
            raise ValueError(f"There is no puzzle {start}; the set has {len(self.puzzles)}.")
        #: Per puzzle: "solved", "shown" (the solution was shown first) or None.
        self.results: list[str | None] = [None] * len(self.puzzles)
        self._load(start)

    def _load(self, index: int) -> None:
        widgets = getattr(self, "_widgets", None)
        listeners = getattr(self, "_listeners", None)
        self.index = index
        self.puzzle = self.puzzles[index]
        self.status, self.verdict = PLAYING, ""
        self.hint_shown = self.solution_shown = False
        game = self.puzzle.game()
        self.solver = game.to_move
        others = {s: _Scripted() for s in range(game.players) if s != self.solver}
        super().__init__(game, bots=others, undo=True, hints=False)
        self._start = len(game.history)
        if widgets is not None and listeners is not None:
            self._widgets, self._listeners = widgets, listeners
            for w in list(widgets):
                w._reseat(self.solver)

    # -------------------------------------------------------------- playing
    def act(self, notation, by=None):
        if self.status == SOLVED:
            raise IllegalAction("puzzle", "This puzzle is solved; press Next puzzle, or "
                                "Retry to play it again.")
        if self.status == SHOWN:
            raise IllegalAction("puzzle", "The board shows the solution; press Retry to "
                                "try it yourself.")
        if self.status == FAILED:
            raise IllegalAction("puzzle", "This try did not reach the goal; press Retry "
                                "or Take back.")
        return super().act(notation, by)

    def _run_bots(self):
        """The other seats' scripted answers; when there is none and the solver is not to
        move, the solver's part is over: judge it."""
        events, game = [], self.game
        try:
            events = self._answer()
        except Exception as err:         # a puzzle's script is user code: report it
            self._bot_failed(game.to_move, err)
            return events
        if self.status == PLAYING:
            self._judge(final=game.over or game.to_move != self.solver, quiet=True)
        return events

    def _answer(self) -> list:
        """Play the other seats' scripted answers until the solver decides again or the
        script has none."""
        events = []
        while (reply := self.puzzle.reply(self.game, self.solver)) is not None:
            events += self._apply(reply)
        return events

    def _judge(self, final: bool, quiet: bool = False) -> None:
        """Solved as soon as the goal is reached; failed when the solver's part ended
        short of it; else "not yet" (`quiet`: after a move, no verdict until Check)."""
        verdict = self.puzzle.judge(self.game)
        if verdict.solved:
            self.status = SOLVED
            self.results[self.index] = self.results[self.index] or SOLVED
            self.verdict = f"Solved: {verdict.message}."
        elif final:
            self.status = FAILED
            self.verdict = f"Not solved: {verdict.message}."
        else:
            self.verdict = "" if quiet else f"Not yet: {verdict.message}."

    def _take_back(self, k: int, requester: int | None = None):
        if self.status != SHOWN:
            self.status, self.verdict = PLAYING, ""
        return super()._take_back(k, requester)

    # ---------------------------------------------------------------- panel
    def command(self, name: str) -> None:
        """One of the panel's buttons (COMMANDS)."""
        if name not in COMMANDS:
            raise IllegalAction("puzzle", f"A puzzle message is one of {', '.join(COMMANDS)}.")
        getattr(self, COMMANDS[name])()

    def check(self):
        """Judge the position now (the solver may go on after a "not yet")."""
        if self.status == PLAYING:
            game = self.game
            self._judge(final=game.over or game.to_move != self.solver)
        self._changed()
        return self.puzzle.judge(self.game)

    def retry(self) -> None:
        """Back to the puzzle's position (the hint stays shown if it was)."""
        self.status, self.verdict, self.solution_shown = PLAYING, "", False
        self._take_back(self._start)

    def show_hint(self) -> None:
        if not self.puzzle.hint:
            raise IllegalAction("puzzle", "This puzzle has no hint.")
        self.hint_shown = True
        self._changed()

    def show_solution(self) -> None:
        """Play the solution on the board from the puzzle's position, its actions listed."""
        puzzle = self.puzzle
        if not puzzle.solution:
            raise IllegalAction("puzzle", "This puzzle has no written solution.")
        self.status = SHOWN
        self._take_back(self._start)
        for action in puzzle.solution:
            self._apply(action)
            self._answer()
        self.solution_shown = True
        self.results[self.index] = self.results[self.index] or SHOWN
        verdict = puzzle.judge(self.game)
        self.verdict = f"The solution: {verdict.message}."
        self._changed()

    def next_puzzle(self) -> None:
        if self.index + 1 >= len(self.puzzles):
            raise IllegalAction("puzzle", "This is the last puzzle of the set.")
        self._load(self.index + 1)
        self._changed()

    def previous_puzzle(self) -> None:
        if self.index == 0:
            raise IllegalAction("puzzle", "This is the first puzzle of the set.")
        self._load(self.index - 1)
        self._changed()

    @property
    def puzzle_state(self) -> dict:
        p = self.puzzle
        solved = sum(r == SOLVED for r in self.results)
        return {"title": p.title, "set": self.title, "text": p.text,
                "index": self.index, "total": len(self.puzzles), "status": self.status,
                "verdict": self.verdict, "has_hint": bool(p.hint),
                "hint": p.hint if self.hint_shown else "",
                "has_solution": bool(p.solution),
                "solution": list(p.solution) if self.solution_shown else [],
                "results": [r or "" for r in self.results],
                "score": f"{plural(solved, 'puzzle')} of {len(self.puzzles)} solved"}

    def to_json(self) -> str:
        raise ValueError("A puzzle table is not saved: its puzzle is code. Save the position "
                         "with widget.game.diagram(), or the game with a plain widget.")
