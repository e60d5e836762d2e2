"""What a position is worth to each seat, between 0 and 1: the result when the game is over
(a win 1, a shared first place split, a loss 0), else each seat's standing (the game's
`standing` module) against the best of the others, squashed by a logistic."""
from __future__ import annotations

import math

from .. import registry
from ..core import Game

#: How many points of standing lead make a position about three times as good as even.
SCALE = 1.0


def standing_of(game: Game):
    return registry.spec_of(game).standing


def wary_standing_of(game: Game):
    """The game's `wary_standing(game, seat)` (its standing, less what `seat` stands to
    lose to the other seats' next turns), or None."""
    return registry.spec_of(game).wary_standing


def values(game: Game, wary: int | None = None) -> list[float]:
    """`wary`: a seat whose standing counts what it stands to lose to the other seats' next
    turns (the game's `wary_standing`, where it has one)."""
    n = game.players
    if game.over:
        first = game.result()["ranking"][0]
        return [1.0 / len(first) if s in first else 0.0 for s in range(n)]
    wary_standing = None if wary is None else wary_standing_of(game)
    score = standing_of(game)(game) if wary_standing is None else wary_standing(game, wary)
    out = []
    for s in range(n):
        best_other = max(score[o] for o in range(n) if o != s)
        out.append(logistic((score[s] - best_other) / SCALE))
    return out


def logistic(x: float) -> float:
    """1 / (1 + e^-x) for any x: a lead of thousands of points (a game of bots that places
    and loses the same leaders for thousands of actions) is about 1, not an OverflowError."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)
