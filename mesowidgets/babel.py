"""BabelWidget: Babel at the table."""
from __future__ import annotations

from .base import GameWidget


class BabelWidget(GameWidget):
    """Babel for two (north and south). `BabelWidget()` is a hot-seat game;
    `BabelWidget(bots={1: "random"})` plays against the bot; `BabelWidget.for_seats()`
    gives one widget per seat."""

    game_name = "babel"
