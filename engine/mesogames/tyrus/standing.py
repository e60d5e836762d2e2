"""How well each player stands in Tyrus, for the bots: the representatives (what wins),
half a representative more for the last elections won in a row (three in a row win at
once), and a little for the tiles' total in hand (the tie-break)."""
from __future__ import annotations

from .tiles import value


def standing(game) -> list[float]:
    s = game.state
    reps = game.representatives()
    streak = [0, 0]
    results = s["results"]
    if results and results[-1] is not None:
        last = results[-1]
        while streak[last] < len(results) and results[-1 - streak[last]] == last:
            streak[last] += 1
    return [reps[seat] + 0.5 * streak[seat] + 0.002 * sum(map(value, s["hands"][seat]))
            for seat in (0, 1)]
