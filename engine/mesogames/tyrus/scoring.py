"""Counting the votes of an election (le dépouillement), with every step of the arithmetic.

Each player totals the tiles of the elected corporation in their own building, less the
opponent's counters placed there ("contre"), themselves reduced by the player's own
counters of counters placed there ("contre de contre"). Negative scores count zero.
"""
from __future__ import annotations

from ..words import plural
from .tiles import BUILDING_OF, COUNTER, CORPORATIONS, SEATS, corp, value


def _tiles(entries: list[dict], by: int, corporation: str) -> list[str]:
    return [e["tile"] for e in entries if e["by"] == by and corp(e["tile"]) == corporation]


def count_side(entries: list[dict], seat: int, corporation: str) -> dict:
    """The score of `seat` in its own building of the election, step by step."""
    other = 1 - seat
    counter = COUNTER[corporation]
    counter_of_counter = COUNTER[counter]
    votes = _tiles(entries, seat, corporation)
    counters = _tiles(entries, other, counter)
    guards = _tiles(entries, seat, counter_of_counter)
    votes_total = sum(map(value, votes))
    counter_total = sum(map(value, counters))
    guard_total = sum(map(value, guards))
    effective = max(0, counter_total - guard_total)
    return {
        "seat": seat, "votes": votes, "votes_total": votes_total,
        "counters": counters, "counter_total": counter_total,
        "guards": guards, "guard_total": guard_total,
        "effective_counter": effective, "score": max(0, votes_total - effective),
    }


def explain_side(side: dict, corporation: str) -> str:
    """One sentence with the arithmetic, e.g. 'Brown: 10 + 8 = 18 soldiers, less ...'."""
    name = SEATS[side["seat"]].capitalize()
    one = CORPORATIONS[corporation][0]
    counter_one = CORPORATIONS[COUNTER[corporation]][0]
    guard_one = CORPORATIONS[COUNTER[COUNTER[corporation]]][0]
    sums = " + ".join(str(value(t)) for t in side["votes"]) + " = " if len(side["votes"]) > 1 else ""
    text = f"{name}: {sums}{plural(side['votes_total'], one)}"
    if side["counter_total"]:
        text += f", less {plural(side['counter_total'], counter_one)} placed against them"
        if side["guard_total"]:
            text += (f", themselves reduced by {plural(side['guard_total'], guard_one)} "
                     f"to {side['effective_counter']}")
    elif side["guard_total"]:
        text += (f" ({plural(side['guard_total'], guard_one)} on guard against counters that "
                 "never came)")
    return text + f": {plural(side['score'], 'vote')}."


def count_election(buildings: list[dict], corporation: str) -> dict:
    """Count an election over both players' buildings of `corporation`."""
    building = BUILDING_OF[corporation]
    sides = [count_side(buildings[s][building], s, corporation) for s in (0, 1)]
    a, b = sides[0]["score"], sides[1]["score"]
    winner = None if a == b else (0 if a > b else 1)
    return {"corporation": corporation, "building": building, "sides": sides,
            "winner": winner,
            "lines": [explain_side(s, corporation) for s in sides]}
