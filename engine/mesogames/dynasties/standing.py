"""How well each seat of a Tigris game stands, for the bots (`mesogames.bots`): the final
count's order (weakest colour first, then the next...) as one number, so that a point in the
weakest colour is worth far more than one in a strong colour."""
from __future__ import annotations

#: The weight of the weakest colour, the next weakest, and so on.
WEIGHTS = (1.0, 0.25, 0.06, 0.02)


def weighted(weakest_first: list[int]) -> float:
    return sum(w * v for w, v in zip(WEIGHTS, weakest_first))
