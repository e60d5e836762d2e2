"""TigrisCardsWidget: Euphrat & Tigris, the card game, at the table."""
from __future__ import annotations

from .base import GameWidget


class TigrisCardsWidget(GameWidget):
    """Euphrat & Tigris: the card game, for 2 to 4 players.

    `TigrisCardsWidget(players=3)` is a hot-seat game; `TigrisCardsWidget(players=2,
    bots={1: "random"})` plays against the bot; `TigrisCardsWidget.for_seats(players=3)`
    gives one widget per seat over one shared game. Play by clicks: choose a card of your
    hand, one of your leaders or your catastrophe, then one of the places that light up;
    conflicts, points, ships and treasures are answered in the panel under the table.
    """

    game_name = "tigris_cards"
    #: The board draws the discard's size, not its cards: sent, the list (kept sorted, growing
    #: all game: mesogames/tigris_cards/view.py) was diffed and patched at every discard.
    counted_view = ("discard",)
