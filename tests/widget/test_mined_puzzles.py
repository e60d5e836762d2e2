"""Puzzles mined from games (`mesowidgets.puzzles.mine`): every kept puzzle holds up when
the engine replays it, and the miner finds a position whose only winning move is known."""
import pytest

from mesogames.tyrus.diagram import from_diagram
from mesowidgets.puzzles import PuzzleSet, mine
from mesowidgets.puzzles.mining import MINED, load, mined, only_move
from mesowidgets.puzzles.tyrus import P1

GAMES = sorted(p.stem for p in MINED.glob("*.json"))
CASES = [(g, i) for g in GAMES for i in range(len(mined(g)))]


@pytest.mark.parametrize("game", GAMES)
def test_each_mined_set_holds_twenty_or_more_rated_puzzles(game):
    puzzles = load(game)
    assert isinstance(puzzles, PuzzleSet) and len(puzzles) >= 20
    assert len({p.diagram for p in puzzles}) == len(puzzles), "each position once"
    assert len({p.title for p in puzzles}) == len(puzzles), "titles tell puzzles apart"
    for p in mined(game):
        assert set(p.found) == {"easy", "medium"} and p.difficulty in ("easy", "medium", "hard")


@pytest.mark.parametrize("game,index", CASES)
def test_a_mined_solution_is_legal_reaches_its_goal_and_no_other_first_move_does(game, index):
    kept = mined(game)[index]
    puzzle = kept.puzzle()
    start = puzzle.game()
    assert not puzzle.judge(start).solved, "solved before any move"
    legal = [str(a) for a in start.legal_actions()]
    assert puzzle.solution == [kept.solution] and kept.solution in legal
    assert puzzle.check(puzzle.solution).solved
    others = [a for a in legal if a != kept.solution and puzzle.check([a]).solved]
    assert others == [], f"{others} reach the goal too"
    assert puzzle.text and puzzle.hint


def test_mine_finds_the_only_move_of_a_known_position_and_skips_positions_with_two():
    played = from_diagram(P1, seed=0)
    played.apply("P6 beige citadel")     # the hand-written puzzle's only winning tile
    [found] = mine([played], tries=0)
    assert (found.goal, found.seat, found.solution) == ("win_election", 0, "P6 beige citadel")
    assert found.puzzle().check(["P6 beige citadel"]).solved
    # A goal every first move reaches has no only move: no puzzle.
    assert only_move(played.position_at(0), lambda game: (True, "any move"), None) is None
