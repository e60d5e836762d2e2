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
sampled from the searching seat's information), or None once the election under way is
counted (the search then scores the position) or when no election is under way.
The tree below the search's root tries the same plan's tile first at each node
(`PLAN_FIRST` in bots/ismcts.py), the other tiles after it.

As it ships (`SIGHTED`), each seat of the playout reads the whole world: the other's
face-down tiles and hand as they were sampled, so the opponent answers perfectly to the
searching seat's true hand and the seat plays perfectly against the sampled opponent.
With `SIGHTED = 0` each seat decides from what it would see: the other's face-down tiles
reckoned by their place at what the belief expects of them (`_reckoned`), and what the
other's hand can still add as its expectation over the tiles the seat has not seen
(`_expected_best`); an iteration costs about 6% more CPU. It won 5 of 20 games against
`yard:tyrus-current-election` at medium's 600 iterations (seeds 1-20), and its choices
judged by a search that sees both hands (`benchmarks/sighted_regret.py`) lost 0.0556
against 0.0553 as it ships: not kept in play. Blinding the searching seat alone, the
opponent still reading the world (`benchmarks/paranoid.py`), lost 0.0445 but won 17 of
40, no better than as it ships (the README's bot section)."""
from __future__ import annotations

from functools import lru_cache
from math import comb

from . import belief
from .actions import Place
from .tiles import ALL_TILES, BUILDING_OF, COUNTER, corp, value

#: 1: each seat reads the other's tiles as the world holds them; 0: each seat reckons only
#: with what it would see (see above for why 1).
SIGHTED = 1


def _sums(world, card: str, seat: int | None = None) -> list[list[float]]:
    """Per seat: [votes, counters against it, its guards] in its building of the election,
    as `seat` reckons them (None: as the world holds them): the other seat's face-down
    tiles at what `seat` can expect of them (`_reckoned`)."""
    building = BUILDING_OF[card]
    counter, guard = COUNTER[card], COUNTER[COUNTER[card]]
    expect = None if seat is None else _reckoned(world, 1 - seat)
    out = []
    for owner in (0, 1):
        votes = against = guards = 0.0
        for e in world.state["buildings"][owner][building]:
            if expect is not None and e["by"] != seat:
                # by its place: a vote in its layer's own building, else a counter
                if e["by"] == owner:
                    votes += expect[card]
                else:
                    against += expect[counter]
                continue
            kind = corp(e["tile"])
            if e["by"] == owner and kind == card:
                votes += value(e["tile"])
            elif e["by"] != owner and kind == counter:
                against += value(e["tile"])
            elif e["by"] == owner and kind == guard:
                guards += value(e["tile"])
        out.append([votes, against, guards])
    return out


def _unseen(world, seat: int) -> tuple[str, ...]:
    """`seat`'s tiles the other seat cannot see: all but those counted (its discard)."""
    return _unseen_of(tuple(world.state["discard"][seat]))


@lru_cache(maxsize=4096)
def _unseen_of(discard: tuple[str, ...]) -> tuple[str, ...]:
    gone = set(discard)
    return tuple(t for t in ALL_TILES if t not in gone)


def _reckoned(world, seat: int) -> dict[str, float]:
    """What the other seat expects a face-down tile of `seat` to count, per kind it is
    taken for, as the belief guesses it (`belief.py`: the kind its place suggests with
    `TRUST`, then the strong ones likelier, else any tile)."""
    return _reckoned_of(_unseen(world, seat), belief.TRUST, belief.POWER)


@lru_cache(maxsize=4096)
def _reckoned_of(pool: tuple[str, ...], trust: float, power: float) -> dict[str, float]:
    out = {}
    for kind in "SMP":
        values = [value(t) for t in pool if corp(t) == kind]
        weights = sum(v ** power for v in values)
        fits = sum(v ** (power + 1) for v in values) / weights if weights else 0.0
        out[kind] = trust * fits + (1 - trust) * sum(values) / max(1, len(pool))
    return out


@lru_cache(maxsize=4096)
def _top_weights(n: int, h: int, k: int) -> tuple[float, ...]:
    """For a hand of `h` tiles dealt at random from `n`: the chance that the tile ranked
    j-th (0: the best) of the `n` is in the hand and among its `k` best."""
    if h <= 0 or k <= 0:
        return (0.0,) * n
    ways = comb(n - 1, h - 1)
    return tuple(h / n * sum(comb(j, x) * comb(n - 1 - j, h - 1 - x)
                             for x in range(min(k, j + 1, h))) / ways for j in range(n))


def _expected_best(world, seat: int, k: int, card: str, sums: list[float]) -> float:
    """`_best` of `seat`'s hand as the other seat can expect it: the hand a random deal of
    `seat`'s tiles it cannot see."""
    pool = _unseen(world, seat)
    exposed = max(0.0, sums[1] - sums[2])
    gains = sorted((min(value(t), exposed) if _role(t, card) == 2 else value(t)
                    for t in pool), reverse=True)
    weights = _top_weights(len(pool), len(world.state["hands"][seat]), k)
    return sum(g * w for g, w in zip(gains, weights, strict=True))


def _score(s: list[float]) -> float:
    return max(0, s[0] - max(0, s[1] - s[2]))


def _role(tile: str, card: str) -> int:
    """Which of the sums the tile adds to in the election of `card`: 0 a vote in one's own
    building, 1 a counter in the opponent's, 2 a guard in one's own."""
    kind = corp(tile)
    return 0 if kind == card else 1 if kind == COUNTER[card] else 2


def _margin(sums: list[list[float]], seat: int, tile: str | None, card: str) -> float:
    """The seat's score less the opponent's, with `tile` laid where it counts."""
    if tile is not None:
        role = _role(tile, card)
        target = 1 - seat if role == 1 else seat
        sums = [list(s) for s in sums]
        sums[target][role] += value(tile)
    return _score(sums[seat]) - _score(sums[1 - seat])


def _best(hand: list[str], k: int, card: str, sums: list[float]) -> float:
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
    sums = _sums(world, card, None if SIGHTED else seat)
    # Placements left after this one: each seat places three of the six tiles.
    mine_left = (5 - s["placed"]) // 2
    theirs_left = (6 - s["placed"]) // 2
    if SIGHTED:
        theirs = _best(s["hands"][other], theirs_left, card, sums[other])
    else:
        theirs = _expected_best(world, other, theirs_left, card, sums[other])
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
