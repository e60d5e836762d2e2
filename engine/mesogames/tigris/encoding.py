"""Tigris & Euphrates for learning libraries (mesogames/encoding.py): every action by its
fields (a leader, tile, catastrophe, treasure, monument, ziggurat or building on each of
the 176 squares, the 209 swaps of a hand's tiles, commits, wars, bonuses), and an
observation read from the seat's view, square by square, seats counted from the
observer's."""
from __future__ import annotations

import itertools

from ..encoding import Features, kinds
from .actions import (
    COLOURS,
    Bonus,
    BuildBuilding,
    BuildMonument,
    BuildZiggurat,
    Catastrophe,
    ChooseWar,
    Commit,
    Decline,
    KeepTreasure,
    Pass,
    PlaceLeader,
    PlaceTile,
    Swap,
    Withdraw,
)
from .board import HAND, MONUMENTS, SIZE, parse_square

SQUARES = range(SIZE)
#: Every multiset of one to six tiles, written in the order K R G B (`swap_of`).
SWAPS = ["".join(t) for n in range(1, HAND + 1)
         for t in itertools.combinations_with_replacement(COLOURS, n)]
#: What a square may hold: a tile of each colour, a catastrophe (X).
TILES = (*COLOURS, "X")
DECISIONS = ("conflict", "treasure", "monument", "war", "building", "ziggurat", "bonus")
SEATS = range(4)


def action_space(players: int = 2, **_options) -> list:
    return [*kinds(PlaceLeader, leader=COLOURS, square=SQUARES),
            *kinds(Withdraw, leader=COLOURS), *kinds(PlaceTile, colour=COLOURS, square=SQUARES),
            *kinds(Catastrophe, square=SQUARES), *kinds(Swap, tiles=SWAPS), Pass(),
            *kinds(Commit, count=range(HAND + 1)), *kinds(ChooseWar, colour=COLOURS),
            Decline(), *kinds(KeepTreasure, square=SQUARES),
            *kinds(BuildMonument, monument=MONUMENTS, square=SQUARES),
            *kinds(BuildZiggurat, square=SQUARES),
            *kinds(BuildBuilding, colour=COLOURS, square=SQUARES), *kinds(Bonus, colour=COLOURS)]


def _squares(names) -> set[int]:
    return {parse_square(n) for n in names or ()}


def observe(view) -> list[float]:
    me, players = view["seat"] or 0, len(view["players"])
    order = [(me + k) % players for k in range(players)]
    f = Features().onehot(players, (2, 3, 4))
    f.num((view["turn"] - me) % players, view["to_move"] == me, view["actions_taken"] / 2)
    f.onehot((view["decision"] or {}).get("kind"), DECISIONS)
    tiles = {parse_square(k): v for k, v in view["tiles"].items()}
    leaders = {parse_square(k): v for k, v in view["leaders"].items()}
    rivers, treasures = _squares(view["rivers"]), _squares(view["treasures"])
    monuments = {parse_square(sq): m["colours"] for m in view["monuments"]
                 for sq in m["squares"]}
    buildings = {parse_square(sq): c for c, sq in view["buildings"].items() if sq}
    ziggurat = _squares(view["ziggurat"])
    for square in SQUARES:
        f.num(square in rivers, square in treasures, square in ziggurat)
        f.onehot(tiles.get(square), TILES).onehot(monuments.get(square), MONUMENTS)
        f.onehot(buildings.get(square), COLOURS)
        leader = leaders.get(square)
        for seat in SEATS:
            f.onehot(leader["colour"] if leader and (leader["seat"] - me) % players == seat
                     else None, COLOURS)
    f.counts(view["hands"][me], COLOURS).counts(view["table"], COLOURS)
    scores = view["scores"][me] or {}
    f.num(*(scores.get(c, 0) for c in COLOURS), view["treasure_points"][me])
    for k in SEATS:
        if k >= players:
            f.padded((), 2 + len(COLOURS))
            continue
        seat = order[k]
        f.num(view["hand_sizes"][seat], view["catastrophes"][seat])
        f.counts(view["leaders_in_supply"][seat], COLOURS)
    f.counts(view["available"], MONUMENTS).num(view["bag_size"], view["out"], view["over"])
    return f.out
