"""A finished (or running) game reviewed decision by decision, as lichess reviews a chess game.

For each decision (one action of the history), the seat that decided is given back its own
information at that moment (`SeatInfo` over the position before the action: the search
never sees what the seat did not know) and the medium/hard bots' search (ISMCTS) is run on
it for `ITERATIONS` iterations. The search's root holds the `width` actions that look best
one ply ahead, as the bots' does, and the action played besides, so one search estimates
both: `value`, the seat's win chance after the action it played, and `best_value`, after
the action the search prefers (its most visited). A decision with one legal action is
forced: it costs nothing and has no estimate.

A decision whose estimate falls short of the best by more than a threshold is marked
(win chances, as lichess marks them): an inaccuracy from `INACCURACY`, a mistake from
`MISTAKE`, a blunder from `BLUNDER`. The search is seeded by the seat's information
(`SeatInfo.key`), so the same game is reviewed the same way every time.
"""
from __future__ import annotations

import copy

from ..core import Game, Rng
from .greedy import ranked
from .info import SeatInfo
from .ismcts import ISMCTSBot

#: Iterations of search per decision (the review's default depth).
ITERATIONS = 32
#: The actions one ply ahead searched besides the one played (the bots' `width`).
WIDTH = 12
#: Win-chance drops against the best action found that mark a decision.
INACCURACY, MISTAKE, BLUNDER = 0.10, 0.20, 0.30
MARKS = (("blunder", BLUNDER), ("mistake", MISTAKE), ("inaccuracy", INACCURACY))

#: Decisions searched since the module was loaded (tests count them: a saved review is
#: not searched again).
searched = 0


def mark(drop: float) -> str:
    """The mark a drop of win chance earns ("" for none)."""
    return next((name for name, least in MARKS if drop >= least), "")


def decisions(game: Game) -> list[tuple[int, int]]:
    """(index, seat) of every action in the history: the action taken at position `index`
    (after `index` actions) by `seat`."""
    return [(i, h["seat"]) for i, h in enumerate(game._history)]


def reviewing(game: Game, index: int, iterations: int | None = None, seed: int = 0):
    """The review of the decision at `index` as a generator: it yields while it searches
    (so an event loop may run it a slice at a time) and returns the entry: {"at", "seat",
    "played", "public", "value", "best", "best_public", "best_value", "drop", "mark"}
    (values None for a forced decision; "public": the notations other seats read).
    `iterations`: of search (by default `ITERATIONS`)."""
    global searched
    iterations = ITERATIONS if iterations is None else iterations
    position = game.position_at(index)
    entry = game._history[index]
    seat = entry["seat"]
    info = SeatInfo(position, seat)          # that seat's information only, at that moment
    played = position.read_action(entry["notation"])
    out = {"at": index, "seat": seat, "played": entry["notation"], "public": entry["public"],
           "value": None, "best": entry["notation"], "best_public": entry["public"],
           "best_value": None, "drop": 0.0, "mark": ""}
    if len(info.legal) == 1:
        return out
    searched += 1
    best, found = yield from estimates(info, iterations, seed, [played])

    def value(action):
        return found[action][0] if action in found else None

    played_value, best_value = value(played), value(best)
    if played_value is None:
        played_value = best_value
    if best_value is None or played_value > best_value:
        best, best_value = played, played_value
    drop = max(0.0, best_value - played_value) if best_value is not None else 0.0
    out.update(value=_round(played_value), best=str(best),
               best_public=position.public_notation(best, seat),
               best_value=_round(best_value), drop=_round(drop), mark=mark(drop))
    return out


def estimates(info: SeatInfo, iterations: int, seed: int = 0, include=()):
    """One search of the bots' (ISMCTS, `iterations` iterations, seeded by `seed` and the
    seat's information) whose root holds the `WIDTH` actions that look best one ply ahead
    and each action of `include`, as a generator (it yields while it searches); returns
    (the action the search prefers, {action: (the seat's estimated value, visits)} for each
    root action visited)."""
    order = [a for _, a in ranked(info.sample(Rng(info.key)), info.seat, info.legal)]
    narrowed = copy.copy(info)
    narrowed.legal = order[:WIDTH] + [a for a in include if a not in order[:WIDTH]]
    bot = ISMCTSBot(seed, seconds=None, iterations=iterations, width=len(narrowed.legal))
    best = yield from bot.thinking(narrowed)
    children = bot.tree.children if bot.tree is not None else {}
    return best, {a: (n.total[info.seat] / n.visits, n.visits)
                  for a, n in children.items() if n.visits}


def review(game: Game, iterations: int | None = None, seats=None) -> list[dict]:
    """Every decision of `game` (of `seats` only, when given) reviewed (`reviewing`)."""
    out = []
    for index, seat in decisions(game):
        if seats is None or seat in seats:
            steps = reviewing(game, index, iterations)
            while True:
                try:
                    next(steps)
                except StopIteration as end:
                    out.append(end.value)
                    break
    return out


def _round(x: float | None) -> float | None:
    return None if x is None else round(float(x), 4)
