"""TyrusWidget: Tyrus at the table."""
from __future__ import annotations

from .base import GameWidget


class TyrusWidget(GameWidget):
    """Tyrus for two. `TyrusWidget()` is a hot-seat game; `TyrusWidget(bots={1: "random"})`
    plays against the bot; `TyrusWidget.for_seats()` gives one widget per seat."""

    game_name = "tyrus"
    #: The board does not draw the discards (the tiles of past elections): sent, they
    #: were resent whole at most counts (the view keeps them sorted: mesogames/tyrus/view.py).
    unsent_view = ("discard",)
