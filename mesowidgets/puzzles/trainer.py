"""A puzzle trainer: a set's puzzles served by rating, the student's history kept in a
local file, progress drawn as a chart.

    trainer = PUZZLES.trainer()          # the board, the rating, Next puzzle and the chart
    trainer.board                        # the game widget the student plays on
    trainer.history.rating               # the student's rating

A puzzle is rated once each time it is served, by the first ending of its try: solved
(hints allowed) is a win for the student, a try that ended short of the goal or the
solution shown is a loss. Next puzzle serves, among the puzzles never solved (all of them
once every one is), the one rated closest to the student.
"""
from __future__ import annotations

import html
from pathlib import Path

import ipywidgets

from mesogames.core import IllegalAction
from mesogames.words import plural

from .history import MODEL, History
from .session import FAILED, SHOWN, SOLVED, PuzzleTable

#: The history's file name when no path is given: in the current folder (the notebook's,
#: where a kernel starts), one file per game.
DEFAULT_NAME = "{game}-puzzle-trainer.json"


def default_path(puzzles) -> Path:
    game = puzzles[0].widget_class.engine_module.__name__.rsplit(".", 1)[-1]
    return Path.cwd() / DEFAULT_NAME.format(game=game)


class TrainerTable(PuzzleTable):
    """A puzzle table whose next puzzle is chosen by rating and whose tries are rated."""

    def __init__(self, puzzles, history: History, title: str = ""):
        self.history = history
        self.rated = False           # the puzzle on the board has had its try rated
        super().__init__(puzzles, start=history.choose(list(puzzles)), title=title)

    def _load(self, index: int) -> None:
        self.rated = False
        super()._load(index)

    def _rate(self, solved: bool) -> None:
        if not self.rated:
            self.rated = True
            self.history.record(self.puzzle.title, solved, getattr(self.puzzle, "rating", None))

    def _judge(self, final: bool, quiet: bool = False) -> None:
        super()._judge(final, quiet)
        if self.status in (SOLVED, FAILED):
            self._rate(self.status == SOLVED)

    def show_solution(self) -> None:
        super().show_solution()
        if self.status == SHOWN:
            self._rate(False)
            self._changed()

    def next_puzzle(self) -> None:
        self._load(self.history.choose(self.puzzles, exclude=self.puzzle.title))
        self._changed()

    def previous_puzzle(self) -> None:
        raise IllegalAction("puzzle", "A trainer serves puzzles by rating: press Next "
                            "puzzle for the next one.")

    @property
    def puzzle_state(self) -> dict:
        """The puzzle alone on the board's panel (the trainer's own view shows the rating
        and Next puzzle): no set line, no Previous."""
        state = super().puzzle_state
        tries = self.history.tries
        return {**state, "index": 0, "total": 1, "results": [state["results"][self.index]],
                "score": f"{plural(sum(t['solved'] for t in tries), 'puzzle')} solved "
                         f"in {plural(len(tries), 'try')}"}


#: The chart's words in the text colour of the page (JupyterLab's theme, light or dark).
INK = 'fill="currentColor"'


def chart_svg(ratings: list[float], width: int = 420, height: int = 140) -> str:
    """The student's rating over the tries as an SVG line (the first point is the rating
    before any try)."""
    pad = 28
    if len(ratings) < 2:
        return (f'<svg role="img" aria-label="Rating chart: no try yet" width="{width}" '
                f'height="{height}"><text x="{pad}" y="{height // 2}" font-size="12" {INK}>'
                'No try yet: the chart shows your rating after each try.</text></svg>')
    low, high = min(ratings), max(ratings)
    span = (high - low) or 1.0
    step = (width - 2 * pad) / (len(ratings) - 1)

    def y(r: float) -> float:
        return height - pad - (r - low) / span * (height - 2 * pad)

    points = " ".join(f"{pad + i * step:.1f},{y(r):.1f}" for i, r in enumerate(ratings))
    label = (f"Rating chart: {ratings[0]:.1f} before the first try, {ratings[-1]:.1f} after "
             f"{plural(len(ratings) - 1, 'try')}")
    return (f'<svg role="img" aria-label="{html.escape(label)}" width="{width}" '
            f'height="{height}" viewBox="0 0 {width} {height}">'
            f'<polyline fill="none" stroke="currentColor" stroke-width="2" points="{points}"/>'
            f'<text x="2" y="{y(high) + 4:.1f}" font-size="11" {INK}>{high:.1f}</text>'
            f'<text x="2" y="{y(low) + 4:.1f}" font-size="11" {INK}>{low:.1f}</text>'
            f'<text x="{pad}" y="{height - 6}" font-size="11" {INK}>tries</text></svg>')


class Trainer(ipywidgets.VBox):
    """The trainer's view: the board, the rating with Next puzzle, and the chart."""

    def __init__(self, puzzle_set, history: str | Path | History | None = None, **kwargs):
        if not isinstance(history, History):
            history = History.load(history if history is not None
                                   else default_path(puzzle_set.puzzles))
        self.history = history
        self.table = TrainerTable(puzzle_set.puzzles, history, title=puzzle_set.title)
        self.board = puzzle_set.puzzles[0].widget_class(table=self.table,
                                                        seat=self.table.solver, **kwargs)
        self.status = ipywidgets.HTML()
        self.next_button = ipywidgets.Button(description="Next puzzle ›",
                                             tooltip="The next puzzle at your rating")
        self.next_button.on_click(lambda _: self.table.next_puzzle())
        self.chart = ipywidgets.HTML()
        self.table.on_change(self.refresh)
        self.refresh()
        super().__init__([self.board, ipywidgets.HBox([self.status, self.next_button]),
                          self.chart])

    def __repr__(self) -> str:
        return (f"Trainer({self.table.title!r}, rating {self.history.rating:.1f}, "
                f"{self.table.puzzle_state['score']})")

    def refresh(self) -> None:
        h = self.history
        # every student starts at the model's default rating: the line starts there
        ratings = [MODEL.mu, *(t["rating"] for t in h.tries)]
        puzzle = self.table.puzzle
        rated = h.puzzle_rating(puzzle.title, getattr(puzzle, "rating", None))
        self.status.value = (f"<b>Your rating: {h.rating:.1f}</b> · this puzzle's: "
                             f"{rated:.1f} · {html.escape(self.table.puzzle_state['score'])}")
        self.chart.value = chart_svg(ratings)
