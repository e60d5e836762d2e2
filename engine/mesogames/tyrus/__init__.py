"""Tyrus (2 players): elections of generals, chief merchants and high priests."""
from .actions import Place
from .builder import Builder
from .diagram import from_diagram, to_diagram
from .rules import TyrusGame
from .setup import new_game
from .svg import svg

__all__ = ["Builder", "TyrusGame", "Place", "new_game", "from_diagram", "to_diagram", "svg"]
