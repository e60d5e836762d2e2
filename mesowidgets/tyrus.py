"""TyrusWidget: Tyrus at the table."""
from __future__ import annotations

from .base import GameWidget


class TyrusWidget(GameWidget):
    """Tyrus for two. `TyrusWidget()` is a hot-seat game; `TyrusWidget(bots={1: "random"})`
    plays against the bot; `TyrusWidget.for_seats()` gives one widget per seat."""

    game_name = "tyrus"
