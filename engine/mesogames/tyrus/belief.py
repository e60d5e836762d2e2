"""What a Tyrus player believes of the opponent's face-down tiles, for the bots' sampled
worlds: a tile laid in the opponent's own building is most likely a vote of that
building's corporation, and one laid in the seat's building a counter against it, and
strong rather than weak (people lay what counts). A world dealt uniformly at random
(`Game.determinize`) made a search believe that a tile laid in the citadel during the
election of the general was as likely a 1 priest as a 10 soldiers, so it never saw an
election slipping away until it was counted.

What it did not lay could tell too (`STRONGEST`, off): a person fighting for the election
on the table lays the strongest tile of a kind first, so a tile laid in the building of
the election under way may be taken for the strongest of its kind among it and the hand
(where the hand dealt holds a stronger one, the two change places). Over ten games of
`benchmarks/belief_gap.py` against `yard:tyrus-current-election` it brought the sampled
margin of the election under way from 3.55 points off the truth to 2.68, and what the
hand can still add to it from 2.75 to 2.31 (against `yard:tyrus-least-material`, the
smallest tile that wins: 3.53 and 1.91 without, 3.51 and 2.02 with it); but medium with
it won 7 of 20 games against `yard:tyrus-current-election` (600 iterations, seeds 1-20;
11 of 20 seeing the opponent's face-down tiles as they are, `sighted.py --laid`), and
its choices judged by a search that sees both hands (`benchmarks/sighted_regret.py`)
lost a little more than without it (0.059 against 0.055), so it ships off.

`plausible(world, seat, rng)` deals the opponent's unseen tiles anew in `world` (a world
`seat` cannot tell from the true one): the tiles it laid face down first, each drawn as
above, then its hand and its supply from the rest (then, with `STRONGEST`, the tiles of
the election under way made the strongest of their kind). It reads nothing but the world, whose
hidden tiles are already a random deal of what the seat cannot see."""
from __future__ import annotations

from .tiles import BUILDING_OF, BUILDINGS, CORP_OF_BUILDING, COUNTER, corp, value

#: How often a face-down tile is taken to be the kind its place suggests (else any tile).
TRUST = 0.8
#: A tile of that kind is drawn with a weight of its value to this power. With its value
#: squared a face-down tile was reckoned 7.9 at the mean, three of them 23 or so where a
#: plain plan laid 7, 5 and 3 (the strongest of the two or three of a kind a hand holds):
#: the search gave up elections a counter would have won.
POWER = 1
#: 1: a tile the opponent laid in the election under way is the strongest of its kind
#: among it and its hand (0: as drawn; see above for why 0).
STRONGEST = 0


def _draw(pool: list[str], kind: str, rng) -> str:
    """A tile of `kind` from `pool`, the strong ones likelier (weight: its value to `POWER`),
    or a tile drawn uniformly when `pool` has none of that kind; removed from `pool`."""
    fits = [t for t in pool if corp(t) == kind]
    if not fits:
        tile = pool[rng.below(len(pool))]
    else:
        weights = [value(t) ** POWER for t in fits]
        pick = rng.below(sum(weights))
        tile = fits[-1]
        for candidate, w in zip(fits, weights, strict=True):
            if pick < w:
                tile = candidate
                break
            pick -= w
    pool.remove(tile)
    return tile


def plausible(world, seat: int, rng) -> None:
    s = world.state
    if s["over"]:
        return
    other = 1 - seat
    placed = [(owner, b, e) for owner in (0, 1) for b in BUILDINGS
              for e in s["buildings"][owner][b] if e["by"] == other]
    pool = sorted([e["tile"] for _, _, e in placed] + s["hands"][other] + s["supply"][other])
    for owner, b, entry in placed:
        vote = CORP_OF_BUILDING[b]
        kind = vote if owner == other else COUNTER[vote]
        if rng.below(1000) < 1000 * TRUST:
            entry["tile"] = _draw(pool, kind, rng)
        else:
            entry["tile"] = pool.pop(rng.below(len(pool)))
    rng.shuffle(pool)
    hand = len(s["hands"][other])
    s["hands"][other], s["supply"][other] = pool[:hand], pool[hand:]
    if STRONGEST:
        _strongest_first(s, other)


def _strongest_first(s: dict, other: int) -> None:
    """Each tile `other` laid in the building of the election under way made the strongest
    of its kind among it and `other`'s hand (a stronger one in the hand changes places
    with it)."""
    building, hand = BUILDING_OF[s["card"]], s["hands"][other]
    for owner in (0, 1):
        for entry in s["buildings"][owner][building]:
            if entry["by"] != other:
                continue
            stronger = [i for i, t in enumerate(hand)
                        if corp(t) == corp(entry["tile"]) and value(t) > value(entry["tile"])]
            if stronger:
                i = max(stronger, key=lambda i: value(hand[i]))
                hand[i], entry["tile"] = entry["tile"], hand[i]
