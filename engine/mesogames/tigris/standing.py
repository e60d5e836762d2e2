"""How well each seat stands in a game of Tigris & Euphrates, for the bots: the points
(weakest colour first, treasures wild) and, a little, the leaders on the board (each can
score in its kingdom) and the catastrophes still in hand."""
from __future__ import annotations

from ..dynasties import weakest_first_counts
from ..dynasties.standing import weighted


def standing(game) -> list[float]:
    s = game.state
    on_board = [0] * s["players"]
    for leader in s["leaders"]:
        if leader:
            on_board[int(leader[0])] += 1
    return [weighted(weakest_first_counts(s["scores"][i], s["treasure_points"][i]))
            + 0.15 * on_board[i] + 0.05 * s["catastrophes"][i]
            for i in range(s["players"])]
