"""Puzzles: a position, a goal, a hint and a solution, played and checked on the board
(`Puzzle`, `PuzzleSet`), and each game's own set (`mesowidgets.puzzles.<game>.PUZZLES`)."""
from .mining import mine
from .puzzle import Puzzle, PuzzleSet, Verdict

__all__ = ["Puzzle", "PuzzleSet", "Verdict", "mine"]
