"""Tyrus as a sensible newcomer plays it: the election on the table is what counts.

Both bots read their seat's view only: their own tiles, the backs of the opponent's tiles
(where they lie, not what they are) and the card of the current election.

    current-election   every tile into the current election: the strongest tile of the
                       elected corporation into one's own building, or the strongest
                       counter into the opponent's, whichever is worth more (the plan that
                       beat `hard` 3-0 in the issue: "priests against the opponent's
                       merchants"); a guard against counters the opponent may have laid.
    least-material     win the current election with the smallest tile that still looks
                       enough (the opponent's hidden tiles there reckoned at HIDDEN each),
                       and when it cannot be won, give up the cheapest tile and hold the
                       strong ones back for the next elections.
"""
from __future__ import annotations

from mesogames.tyrus.tiles import BUILDING_OF, COUNTER, corp, value

#: What a face-down tile of the opponent in the current election is reckoned at.
HIDDEN = 6


def _estimate(view: dict, seat: int, extra=None) -> tuple[float, float]:
    """(my votes, the opponent's votes) in the current election as the seat can reckon
    them, with `extra` (tile, owner) placed as well."""
    card, other = view["card"], 1 - seat
    building = BUILDING_OF[card]
    counter, guard = COUNTER[card], COUNTER[COUNTER[card]]
    mine = list(view["buildings"][seat][building])
    theirs = list(view["buildings"][other][building])
    if extra is not None:
        tile, owner = extra
        (mine if owner == seat else theirs).append({"tile": tile, "by": seat})

    def total(entries, by, kind):
        return sum(value(e["tile"]) for e in entries
                   if e["by"] == by and e["tile"] and corp(e["tile"]) == kind)

    hidden_in_mine = sum(1 for e in mine if e["by"] == other)
    hidden_in_theirs = sum(1 for e in theirs if e["by"] == other)
    my_votes = total(mine, seat, card)
    against_me = max(0, HIDDEN * hidden_in_mine - total(mine, seat, guard))
    their_votes = HIDDEN * hidden_in_theirs
    against_them = total(theirs, seat, counter)      # their guards are reckoned as votes
    return max(0, my_votes - against_me), max(0, their_votes - against_them)


def _useful(info) -> list:
    """The actions that act on the current election: a vote in one's own building, a
    counter in the opponent's, a guard in one's own."""
    view, seat = info.view, info.seat
    card = view["card"]
    building = BUILDING_OF[card]
    out = []
    for a in info.legal:
        if a.building != building:
            continue
        kind = corp(a.tile)
        if a.owner == seat and kind in (card, COUNTER[COUNTER[card]]):
            out.append(a)
        elif a.owner != seat and kind == COUNTER[card]:
            out.append(a)
    return out


def _cheapest_elsewhere(info):
    """The smallest tile, laid as a vote for a later election (in one's own building of
    its corporation), so that it is not wasted."""
    seat = info.seat
    own = [a for a in info.legal if a.owner == seat and BUILDING_OF[corp(a.tile)] == a.building]
    pool = own or info.legal
    return min(pool, key=lambda a: (value(a.tile), str(a)))


class CurrentElection:
    """Every tile into the current election, the strongest that helps first."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, info):
        useful = _useful(info)
        if not useful:
            return _cheapest_elsewhere(info)
        view, seat = info.view, info.seat

        def gain(a):
            mine, theirs = _estimate(view, seat, (a.tile, a.owner))
            return (mine - theirs, value(a.tile), str(a))
        return max(useful, key=gain)


class LeastMaterial:
    """The smallest tile that looks enough to win the current election; the cheapest tile
    away when it cannot be won."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, info):
        view, seat = info.view, info.seat
        useful = _useful(info)
        if not useful:
            return _cheapest_elsewhere(info)
        placed = view["placed"]
        # Tiles each side still places in this election after this one.
        me_left = 2 - placed // 2
        them_left = 3 - (placed + 1) // 2
        best_rest = sorted((value(a.tile) for a in useful), reverse=True)

        def margin(a):
            mine, theirs = _estimate(view, seat, (a.tile, a.owner))
            rest = [v for v in best_rest if v != value(a.tile)][: max(0, me_left)]
            return mine - theirs + 0.5 * sum(rest) - HIDDEN * them_left

        winning = [a for a in useful if margin(a) > 0]
        if winning:
            return min(winning, key=lambda a: (value(a.tile), -margin(a), str(a)))
        strongest = max(useful, key=lambda a: (margin(a), str(a)))
        if margin(strongest) > -HIDDEN:
            return strongest            # close: fight for it
        return _cheapest_elsewhere(info)


BOTS = {"tyrus-current-election": CurrentElection, "tyrus-least-material": LeastMaterial}
