"""A student's puzzle history: the student's rating, each puzzle's rating and every try,
kept in a local JSON file and rated with openskill (a Bayesian rating like lichess's
Glicko-2: each try is a game between the student and the puzzle, won when the puzzle is
solved).

    h = History.load("tigris-puzzle-trainer.json")   # a missing file: a new student
    h.record("Take both treasures", solved=True)       # both ratings move, the file is saved
    h.rating                                           # the student's rating (its mean)
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from openskill.models import PlackettLuce

#: The history file's format (a file of another version is refused, not misread).
VERSION = 1
MODEL = PlackettLuce()


class HistoryError(ValueError):
    """The history file cannot be read; it is left as it was."""


def _rating(entry) -> dict:
    mu, sigma = entry["mu"], entry["sigma"]
    if not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in (mu, sigma)) \
            or sigma <= 0:
        raise ValueError("a rating is {\"mu\": number, \"sigma\": positive number}")
    return {"mu": float(mu), "sigma": float(sigma)}


class History:
    """The student's rating, the puzzles' ratings and the tries, saved after each try."""

    def __init__(self, path: str | os.PathLike | None = None):
        self.path = Path(path) if path is not None else None
        self.student = {"mu": MODEL.mu, "sigma": MODEL.sigma}
        self.puzzles: dict[str, dict] = {}
        #: Every try: {"puzzle": title, "solved": bool, "rating": the student's after it}.
        self.tries: list[dict] = []

    @classmethod
    def load(cls, path: str | os.PathLike) -> History:
        """The history kept at `path` (a new one if there is no file yet). A file that is
        not a history raises HistoryError naming the file and what is wrong; the file is
        not touched."""
        history = cls(path)
        p = Path(path)
        if not p.exists():
            return history
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("version") != VERSION:
                raise ValueError(f"it is not a version {VERSION} puzzle history")
            history.student = _rating(data["student"])
            history.puzzles = {str(t): _rating(r) for t, r in data["puzzles"].items()}
            history.tries = [{"puzzle": str(t["puzzle"]), "solved": bool(t["solved"]),
                              "rating": float(t["rating"])} for t in data["tries"]]
        except (ValueError, KeyError, TypeError, AttributeError, UnicodeDecodeError) as err:
            raise HistoryError(f"The puzzle history {p} cannot be read ({err}). Move it away "
                               "to start afresh, or give the trainer another history "
                               "path.") from None
        return history

    def save(self) -> None:
        """Write the file (a new file first, then renamed over the old: a crash never
        leaves half a history)."""
        if self.path is None:
            return
        data = {"version": VERSION, "student": self.student, "puzzles": self.puzzles,
                "tries": self.tries}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_name(self.path.name + ".partial")
        partial.write_text(json.dumps(data, indent=1), encoding="utf-8")
        os.replace(partial, self.path)

    @property
    def rating(self) -> float:
        return self.student["mu"]

    def puzzle_rating(self, title: str, start: float | None = None) -> float:
        """A puzzle's rating: as rated so far, else `start` (its own estimate), else the
        model's default."""
        if title in self.puzzles:
            return self.puzzles[title]["mu"]
        return MODEL.mu if start is None else float(start)

    def solved(self, title: str) -> bool:
        return any(t["puzzle"] == title and t["solved"] for t in self.tries)

    def record(self, title: str, solved: bool, start: float | None = None) -> None:
        """One try: the student against the puzzle, won if solved. Both ratings move and
        the file is saved."""
        student = MODEL.rating(mu=self.student["mu"], sigma=self.student["sigma"])
        known = self.puzzles.get(title)
        puzzle = MODEL.rating(mu=self.puzzle_rating(title, start),
                              sigma=known["sigma"] if known else MODEL.sigma)
        [[s], [p]] = MODEL.rate([[student], [puzzle]], ranks=[0, 1] if solved else [1, 0])
        self.student = {"mu": s.mu, "sigma": s.sigma}
        self.puzzles[title] = {"mu": p.mu, "sigma": p.sigma}
        self.tries.append({"puzzle": title, "solved": bool(solved), "rating": s.mu})
        self.save()

    def choose(self, puzzles, exclude: str | None = None) -> int:
        """The index of the puzzle to serve next: among the puzzles never solved (all of
        them once every one is), the one rated closest to the student; ties go to the
        set's order. `exclude`: the puzzle just played, unless it is the only one."""
        ratings = [self.puzzle_rating(p.title, getattr(p, "rating", None)) for p in puzzles]
        pool = [i for i, p in enumerate(puzzles) if p.title != exclude] or list(range(len(puzzles)))
        unsolved = [i for i in pool if not self.solved(puzzles[i].title)]
        return min(unsolved or pool, key=lambda i: (abs(ratings[i] - self.rating), i))
