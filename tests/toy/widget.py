"""Toy's widget: the shared base, with a front end small enough to inline."""
from __future__ import annotations

from mesowidgets.base import GameWidget


class ToyWidget(GameWidget):
    game_name = "toy"
    _esm = "export default { render({ el }) { el.textContent = 'Toy'; } };"
    _css = ""
