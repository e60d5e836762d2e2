"""How the bots' searches play out the election under way after their tree (bots/ismcts.py):
both seats as a sensible person would, instead of at random.

Random tiles thrown into random buildings made the count of an election a lottery, and
no playout at all left the search to guess an election from its first tiles (the margin
of the count so far): it gave away elections to a plain plan, every tile into the
election on the table (`benchmarks/yardsticks/tyrus.py`). The plan played out here is a
thrifty one: each seat lays the smallest tile that still wins the election, reckoning
its own best tiles to come against the opponent's; where no tile does, it gives the
election up and lays its smallest tile as a vote for a later election of its kind.

`next_action(world)`: the action of that plan for the seat to move in `world` (a world
sampled from the searching seat's information: every tile in it is one the seat may
reckon with), or None once the election under way is counted (the search then scores the
position) or when no election is under way."""
from __future__ import annotations

from .actions import Place
from .tiles import BUILDING_OF, COUNTER, corp, value


def _sums(world, card: str) -> list[list[int]]:
    """Per seat: [votes, counters against it, its guards] in its building of the election."""
    building = BUILDING_OF[card]
    counter, guard = COUNTER[card], COUNTER[COUNTER[card]]
    out = []
    for seat in (0, 1):
        votes = against = guards = 0
        for e in world.state["buildings"][seat][building]:
            kind = corp(e["tile"])
            if e["by"] == seat and kind == card:
                votes += value(e["tile"])
            elif e["by"] != seat and kind == counter:
                against += value(e["tile"])
            elif e["by"] == seat and kind == guard:
                guards += value(e["tile"])
        out.append([votes, against, guards])
    return out


def _score(s: list[int]) -> int:
    return max(0, s[0] - max(0, s[1] - s[2]))


def _role(tile: str, card: str) -> int:
    """Which of the sums the tile adds to in the election of `card`: 0 a vote in one's own
    building, 1 a counter in the opponent's, 2 a guard in one's own."""
    kind = corp(tile)
    return 0 if kind == card else 1 if kind == COUNTER[card] else 2


def _margin(sums: list[list[int]], seat: int, tile: str | None, card: str) -> int:
    """The seat's score less the opponent's, with `tile` laid where it counts."""
    if tile is not None:
        role = _role(tile, card)
        target = 1 - seat if role == 1 else seat
        sums = [list(s) for s in sums]
        sums[target][role] += value(tile)
    return _score(sums[seat]) - _score(sums[1 - seat])


def _best(hand: list[str], k: int, card: str, sums: list[int]) -> int:
    """What `k` tiles of a seat's `hand` can still add to its margin, at the most (`sums`:
    its own building's): a vote or a counter its value, a guard no more than the counters
    it would cancel."""
    if k <= 0:
        return 0
    exposed = max(0, sums[1] - sums[2])
    gains = [min(value(t), exposed) if _role(t, card) == 2 else value(t) for t in hand]
    return sum(sorted(gains, reverse=True)[:k])


def next_action(world) -> Place | None:
    s = world.state
    if s["over"] or s["placed"] == 0:
        return None
    seat, card = world.to_move, s["card"]
    other = 1 - seat
    hand = sorted(s["hands"][seat], key=lambda t: (value(t), t))
    sums = _sums(world, card)
    # Placements left after this one: each seat places three of the six tiles.
    mine_left = (5 - s["placed"]) // 2
    theirs_left = (6 - s["placed"]) // 2
    theirs = _best(s["hands"][other], theirs_left, card, sums[other])
    now = _margin(sums, seat, None, card)
    for i, tile in enumerate(hand):        # the smallest tile that still wins
        rest = hand[:i] + hand[i + 1:]
        margin = _margin(sums, seat, tile, card)
        if margin + _best(rest, mine_left, card, sums[seat]) > theirs:
            if margin == now:       # it adds nothing here: a vote for later instead
                break
            role = _role(tile, card)
            return Place(tile, other if role == 1 else seat, BUILDING_OF[card])
    return Place(hand[0], seat, BUILDING_OF[corp(hand[0])])
