"""TigrisWidget: Tigris & Euphrates at the table."""
from __future__ import annotations

from .base import GameWidget


class TigrisWidget(GameWidget):
    """Tigris & Euphrates for 2 to 4 players, with the options of `mesogames.tigris.new_game`
    (side="classic"|"alternative", english, buildings, ziggurat, open_scores, first).

    `TigrisWidget(players=3)` is a hot-seat game; `TigrisWidget(players=2, bots={1:
    "random"})` plays against the bot; `TigrisWidget.for_seats(players=4)` gives one widget
    per seat over one shared game. Play by clicks: choose a tile, a leader or a catastrophe
    behind your screen, then a square that lights up; conflicts, monuments, treasures and
    the expansions' choices are answered in the panel under the board.
    """

    game_name = "tigris"
