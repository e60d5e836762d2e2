"""TyrusWidget: Tyrus at the table."""
from __future__ import annotations

import mesogames.tyrus

from .base import STATIC, GameWidget


class TyrusWidget(GameWidget):
    """Tyrus for two. `TyrusWidget()` is a hot-seat game; `TyrusWidget(bots={1: "random"})`
    plays against the bot; `TyrusWidget.for_seats()` gives one widget per seat."""

    _esm = STATIC / "tyrus.js"
    _css = STATIC / "tyrus.css"
    engine_module = mesogames.tyrus
