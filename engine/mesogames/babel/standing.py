"""How well each player stands in Babel, for the bots: the temple sum (what wins), and a
little for the nation cards in hand (the tie-break, and the means to act)."""
from __future__ import annotations


def standing(game) -> list[float]:
    return [game.temple_sum(seat) + 0.1 * len(game.state["hands"][seat]) for seat in (0, 1)]
