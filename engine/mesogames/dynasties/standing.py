"""How well each seat of a Tigris game stands, for the bots (`mesogames.bots`): the final
count's order (weakest colour first, then the next...) as one number, so that a point in the
weakest colour is worth far more than one in a strong colour; and each colour's weight in
that number, by which both games weigh what may still become points."""
from __future__ import annotations

from . import COLOURS, wild_counts

#: The weight of the weakest colour, the next weakest, and so on.
WEIGHTS = (1.0, 0.25, 0.06, 0.02)


def weighted(weakest_first: list[int]) -> float:
    return sum(w * v for w, v in zip(WEIGHTS, weakest_first, strict=True))


def needs(counts: dict[str, int], wild: int) -> tuple[float, dict]:
    """The count's value (`weighted`, `wild` treasures added where they count most) and,
    per colour, its weight in it: the weight of its rank from the weakest, averaged over the
    colours tied with it (so four empty colours each need about a third, not the weight of
    the strongest)."""
    counts = wild_counts(counts, wild)
    ranked = sorted(counts.values())
    need = {}
    for c in COLOURS:
        first = ranked.index(counts[c])
        tied = ranked.count(counts[c])
        need[c] = sum(WEIGHTS[first:first + tied]) / tied
    return weighted(ranked), need
