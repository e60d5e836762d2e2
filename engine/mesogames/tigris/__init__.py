"""Tigris & Euphrates (Knizia, 2009 edition; 2-4 players, both board sides, the English
variant, expansions 1 and 2)."""
from .actions import (
                      Bonus,
                      BuildBuilding,
                      BuildMonument,
                      BuildZiggurat,
                      Catastrophe,
                      ChooseWar,
                      Commit,
                      Decline,
                      KeepTreasure,
                      Pass,
                      PlaceLeader,
                      PlaceTile,
                      Swap,
                      Withdraw,
)
from .builder import Builder
from .diagram import from_diagram, to_diagram
from .rules import TigrisGame
from .setup import empty_state, new_game
from .svg import svg

__all__ = ["TigrisGame", "Builder", "new_game", "empty_state", "from_diagram", "to_diagram", "svg",
           "PlaceLeader", "Withdraw", "PlaceTile",
           "Catastrophe", "Swap", "Pass", "Commit", "ChooseWar", "KeepTreasure",
           "BuildMonument", "BuildZiggurat", "BuildBuilding", "Bonus", "Decline"]
