"""No notebook gives away, under a lesson or a puzzle, what the student is to find: no
cell reads a lesson's end (`lesson_end()`), no stored output shows what a lesson's steps
cause (their events), and no cell checks an answer to a puzzle that a puzzle widget of the
notebook shows (its verdict, "Not yet: ...", tells what the answer misses). A teacher's own
puzzle, not shown to students, may be checked. The outputs read are the committed ones,
which nbval holds equal to a fresh run."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from mesowidgets import GameWidget
from mesowidgets.lesson import LessonScript
from mesowidgets.puzzles import Puzzle, PuzzleSet

NOTEBOOKS = sorted((Path(__file__).parents[2] / "notebooks").glob("*/*.ipynb"))


def shown(cell) -> str:
    """The text a code cell's stored outputs show."""
    out = []
    for o in cell.get("outputs", []):
        out.append(o.get("text", ""))
        out += [v for k, v in o.get("data", {}).items() if k.startswith("text/")
                and isinstance(v, str)]
    return "\n".join(out)


def lesson_events(widget) -> set[str]:
    """What playing the whole lesson shows: each step's events (as the referee reads them)."""
    table = widget.table
    game = table.game.position_at(table._lesson_start)
    texts = set()
    for step in table.lesson:
        if step.action is not None:
            texts |= {e.text for e in game.apply(step.action)}
    return {t for t in texts if len(t) > 20}


def run_cells(path: Path, monkeypatch) -> tuple[dict, list[tuple[int, str, object]]]:
    """The notebook's code run cell by cell (outside a kernel): its names, and the reads
    of a lesson's end and the checks of a puzzle's answer, each with its cell."""
    calls: list[tuple[int, str, object]] = []
    cell_at = [0]
    end, check = LessonScript.lesson_end, Puzzle.check
    monkeypatch.setattr(LessonScript, "lesson_end", lambda self: (
        calls.append((cell_at[0], "lesson_end", self)), end(self))[1])
    monkeypatch.setattr(Puzzle, "check", lambda self, answer: (
        calls.append((cell_at[0], "check", self)), check(self, answer))[1])
    scope: dict = {}
    for i, cell in enumerate(nbformat.read(path, 4).cells):
        if cell.cell_type == "code":
            cell_at[0] = i
            exec(compile(cell.source, str(path), "exec"), scope)
    return scope, calls


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[f"{p.parent.name}/{p.stem}" for p in NOTEBOOKS])
def test_no_cell_gives_a_lesson_or_a_puzzle_away(path, monkeypatch):
    scope, calls = run_cells(path, monkeypatch)
    lessons = [w for w in scope.values() if isinstance(w, GameWidget) and w.table.lesson]
    events = set().union(*(lesson_events(w) for w in lessons))
    shown_puzzles = [p for s in scope.values() if isinstance(s, PuzzleSet) for p in s]
    found = [f"cell {i}: reads a lesson's end" for i, what, _ in calls if what == "lesson_end"]
    found += [f"cell {i}: checks an answer to a puzzle its widget shows"
              for i, what, puzzle in calls
              if what == "check" and any(puzzle is p for p in shown_puzzles)]
    for i, cell in enumerate(nbformat.read(path, 4).cells):
        text = shown(cell) if cell.cell_type == "code" else ""
        found += [f"cell {i}: shows a lesson's event {t!r}" for t in sorted(events) if t in text]
    assert not found, f"{path.relative_to(path.parents[2])}:\n" + "\n".join(found[:12])
