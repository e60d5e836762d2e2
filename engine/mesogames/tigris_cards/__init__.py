"""Euphrat & Tigris: the card game (Knizia, 2-4 players)."""
from .actions import (
                      Bank,
                      BuildShip,
                      Catastrophe,
                      ChooseWar,
                      Commit,
                      Decline,
                      KeepTreasure,
                      Pass,
                      PlaceLeader,
                      PlayCard,
)
from .builder import Builder
from .diagram import from_diagram, to_diagram
from .rules import TigrisCardsGame
from .setup import new_game
from .svg import svg

__all__ = ["TigrisCardsGame", "Builder", "new_game", "from_diagram", "to_diagram", "svg",
           "PlaceLeader", "PlayCard", "Catastrophe", "Pass", "Commit", "Bank", "Decline",
           "BuildShip", "ChooseWar", "KeepTreasure"]
