"""How well each seat stands in the card game, for the bots: the points piles (weakest
colour first, treasures wild) and, a little, the leaders on the table and the catastrophe
still in hand."""
from __future__ import annotations

from ..dynasties.standing import weighted
from .conflicts import weakest_first
from .kingdoms import all_cells


def standing(game) -> list[float]:
    s = game.state
    on_board = [0] * s["players"]
    for _, cell in all_cells(s):
        if cell["leader"]:
            on_board[int(cell["leader"][0])] += 1
    return [weighted(weakest_first(s["piles"][i])) + 0.15 * on_board[i]
            + 0.05 * bool(s["catastrophes"][i]) for i in range(s["players"])]
