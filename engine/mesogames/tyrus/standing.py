"""How well each player stands in Tyrus, for the bots: the representatives (what wins),
half a representative more for the last elections won in a row (three in a row win at
once), the election under way as the tiles in its two buildings count it now, and the
tiles still in hand or laid where they will count in a later election (the means to win
the next ones; those in hand the tie-break too).

The election under way weighs as much as one already decided, in proportion to how sure
its count is: each side's standing if it wins (a representative, its run one longer, the
other's run broken), mixed by the chance the count's margin gives it, a chance that
sharpens as the tiles left to place grow fewer. Without it a search saw nothing of an
election until its sixth tile was counted, and laid its tiles in the buildings of later
elections while a person won the one on the table (the issue's 3-0)."""
from __future__ import annotations

import math

from .scoring import count_election
from .tiles import BUILDING_OF, CORP_OF_BUILDING, COUNTER, corp, value

#: What the tiles in hand are worth, per point (the means to win later elections). A
#: player's thirty tiles (165 points) decide nine elections: some 18 points an election,
#: so a point is worth a few hundredths of a representative. At 0.002 a search won an
#: election with its 10 as gladly as with its 2 (the searches' playout, tyrus/playout.py,
#: lays the rest of the election thriftily, so what the first tile costs is what tells).
HAND = 0.02
#: What the tiles laid for later elections are worth, per point (`_laid`): a little less
#: than in hand, as they are placed for good and the opponent sees where.
LAID = 0.015
#: Votes of margin that make the election under way about three times as likely won as
#: lost with no tile left to place; each tile still to place widens it by SPREAD_PER_TILE.
SPREAD = 2.0
SPREAD_PER_TILE = 2.0
#: 0 turns the election under way off (the standing before it counted).
CURRENT = 1.0
#: More for an outcome that makes a run of three (the game won at once).
RUN_OF_THREE = 3.0


def _streaks(results: list) -> list[int]:
    streak = [0, 0]
    if results and results[-1] is not None:
        last = results[-1]
        while streak[last] < len(results) and results[-1 - streak[last]] == last:
            streak[last] += 1
    return streak


def _decided(reps: list[int], streak: list[int], ahead: bool = False) -> list[float]:
    """`ahead`: a run of three counts as the win it is (for an outcome looked ahead to)."""
    return [reps[seat] + 0.5 * streak[seat] + (RUN_OF_THREE if ahead and streak[seat] >= 3
                                               else 0.0) for seat in (0, 1)]


def _laid(state: dict, seat: int) -> int:
    """The points of the seat's tiles laid where they will count in a later election: a
    vote in its own building of their kind, a counter in the opponent's building, a guard
    in its own (the building of the election under way left out)."""
    now = BUILDING_OF[state["card"]] if state["card"] else None
    total = 0
    for owner in (0, 1):
        for building, entries in state["buildings"][owner].items():
            if building == now:
                continue
            kind = CORP_OF_BUILDING[building]
            useful = ({kind, COUNTER[COUNTER[kind]]} if owner == seat else {COUNTER[kind]})
            total += sum(value(e["tile"]) for e in entries
                         if e["by"] == seat and corp(e["tile"]) in useful)
    return total


def standing(game) -> list[float]:
    s = game.state
    reps = game.representatives()
    now = _decided(reps, _streaks(s["results"]))
    hand = [HAND * sum(map(value, s["hands"][seat])) + LAID * _laid(s, seat)
            for seat in (0, 1)]
    if not CURRENT or s["over"]:
        return [now[seat] + hand[seat] for seat in (0, 1)]
    count = count_election(s["buildings"], s["card"], lines=False)
    margin = count["sides"][0]["score"] - count["sides"][1]["score"]
    left = 6 - s["placed"]
    p0 = 1.0 / (1.0 + math.exp(-margin / (SPREAD + SPREAD_PER_TILE * left)))
    outcomes = []
    for winner in (0, 1):
        r = list(reps)
        r[winner] += 1
        outcomes.append(_decided(r, _streaks(s["results"] + [winner]), ahead=True))
    expected = [p0 * outcomes[0][seat] + (1 - p0) * outcomes[1][seat] for seat in (0, 1)]
    return [(1 - CURRENT) * now[seat] + CURRENT * expected[seat] + hand[seat]
            for seat in (0, 1)]
