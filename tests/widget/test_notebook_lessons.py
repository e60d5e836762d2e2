"""Every lesson of the notebooks replays through the engine: each notebook's code runs
(outside a kernel), and each lesson widget it builds is played from its start to its end,
the steps that ask played by the student's move on the board, the others by Next; every
place a step marks is a place of that game's board."""
import re
from pathlib import Path

import nbformat
import pytest

from mesowidgets import GameWidget

NOTEBOOKS = sorted((Path(__file__).parents[2] / "notebooks").glob("*/*.ipynb"))
#: The places a lesson may mark, per game, as the history and legal actions name them.
PLACES = {
    "tigris": r"[A-P](?:1[01]|[1-9])",
    "tigris_cards": r"\d+(?:\.\d+)?|\d+\|\d+",
    "babel": r"[AHMPS]",
    "tyrus": r"(?:beige|brown) (?:citadel|market|temple)",
}


def lessons_of(path):
    scope = {}
    for cell in nbformat.read(path, 4).cells:
        if cell.cell_type == "code":
            exec(compile(cell.source, str(path), "exec"), scope)
    return [(name, w) for name, w in scope.items()
            if isinstance(w, GameWidget) and w.table.lesson]


CASES = [(p, name) for p in NOTEBOOKS for name, _ in lessons_of(p)]


def test_the_lesson_notebooks_have_lessons_for_every_game():
    games = {p.parent.name for p, _ in CASES}
    assert games == set(PLACES)
    asking = [(p, n) for p, n in CASES
              if any(s.ask for s in dict(lessons_of(p))[n].table.lesson)]
    assert {p.parent.name for p, _ in asking} == set(PLACES), "each game asks once at least"


@pytest.mark.parametrize("path,name", CASES,
                         ids=[f"{p.parent.name}/{p.stem}:{n}" for p, n in CASES])
def test_each_lesson_plays_to_its_end(path, name):
    w = dict(lessons_of(path))[name]
    table = w.table
    w.restart_lesson()
    place = re.compile(PLACES[path.parent.name])
    for i, step in enumerate(table.lesson):
        for mark in step.marks:
            assert place.fullmatch(mark), f"step {i + 1} marks {mark!r}, not a place"
        assert w.lesson["step"] == i
        if step.ask:
            mover = w.game.to_move
            table.act(step.action, by=mover)           # the student found it on the board
            assert w.lesson["found"]
        else:
            w.next_step()
    assert w.lesson["step"] == len(table.lesson) and w.lesson["next"] is None
