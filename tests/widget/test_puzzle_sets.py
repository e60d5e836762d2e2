"""Every game's puzzle set holds up: at least six puzzles, each with its goal in words, a
hint and a solution; the puzzle is not solved before the answer, its solution solves it
(replayed by the engine), and played on the board by the front end's messages it is
judged solved."""
import importlib

import pytest

from mesogames import registry
from mesowidgets.puzzles import PuzzleSet
from tests.widget.frontend import send

GAMES = registry.names()
SETS = {g: importlib.import_module(f"mesowidgets.puzzles.{g}").PUZZLES for g in GAMES}
CASES = [(g, i) for g, s in SETS.items() for i in range(len(s))]


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_a_set_of_six_or_more(game):
    puzzles = SETS[game]
    assert isinstance(puzzles, PuzzleSet) and len(puzzles) >= 6 and puzzles.title
    assert len({p.title for p in puzzles}) == len(puzzles), "titles tell puzzles apart"


@pytest.mark.parametrize("game,index", CASES)
def test_the_solution_solves_the_puzzle_and_nothing_else_does_before_it(game, index):
    p = SETS[game][index]
    assert p.text and p.hint and p.solution
    start = p.game()
    assert not start.over and not p.judge(start).solved, "solved before any move"
    verdict = p.check(p.solution)
    assert verdict.solved, verdict.message
    assert not p.check([]).solved


@pytest.mark.parametrize("game,index", CASES)
def test_played_on_the_board_the_solution_is_judged_solved(game, index):
    w = SETS[game].widget(start=index)
    assert w.puzzle["index"] == index and w.puzzle["status"] == "playing"
    for action in SETS[game][index].solution:
        assert w.acting == w.seat, f"the solver is to move before {action}"
        send(w, {"act": action})
        assert w.error == "", w.error
    assert w.puzzle["status"] == "solved", w.puzzle["verdict"]
