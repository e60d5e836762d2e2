"""Babel (2 players): build temples with the help of five nations."""
from .actions import Build, Deploy, Discard, EndTurn, Migrate, Move, Power
from .builder import Builder
from .diagram import from_diagram, to_diagram
from .rules import BabelGame
from .setup import new_game
from .svg import svg

__all__ = ["Builder", "BabelGame", "Build", "Deploy", "Discard", "EndTurn", "Migrate", "Move",
           "Power", "new_game", "from_diagram", "to_diagram", "svg"]
