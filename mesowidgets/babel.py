"""BabelWidget: Babel at the table."""
from __future__ import annotations

import mesogames.babel

from .base import STATIC, GameWidget


class BabelWidget(GameWidget):
    """Babel for two (north and south). `BabelWidget()` is a hot-seat game;
    `BabelWidget(bots={1: "random"})` plays against the bot; `BabelWidget.for_seats()`
    gives one widget per seat."""

    _esm = STATIC / "babel.js"
    _css = STATIC / "babel.css"
    engine_module = mesogames.babel
