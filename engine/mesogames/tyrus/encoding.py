"""Tyrus for learning libraries (mesogames/encoding.py): 180 action codes (tile × side ×
building, tiles S1..S10 M1..M10 P1..P10, sides beige then brown), and an observation of
311 numbers read from the seat's view, the seat's own side first."""
from __future__ import annotations

from ..encoding import Features, kinds
from .actions import Place
from .tiles import ALL_TILES, BUILDINGS
from .turn import ELECTIONS


def action_space(players: int = 2, **_options) -> list:
    return kinds(Place, tile=ALL_TILES, owner=(0, 1), building=BUILDINGS)


def observe(view) -> list[float]:
    me = view["seat"] or 0
    order = (me, 1 - me)
    f = Features().onehot(me, (0, 1))
    f.num(view["election"] / ELECTIONS, view["placed"], view["first"] == me,
          view["starter"] == me)
    f.onehot(view["card"], "SMP").onehot(view["building"], BUILDINGS)
    results = [None if r is None else (1.0 if r == me else -1.0) for r in view["results"]]
    f.padded(results, ELECTIONS)
    f.num(*(view["cards_left"][c] for c in "SMP"))
    for owner in order:
        for building in BUILDINGS:
            placed = view["buildings"][owner][building]
            f.counts([e["tile"] for e in placed if e["tile"]], ALL_TILES)
            f.num(sum(1 for e in placed if e["tile"] is None and e["by"] == me),
                  sum(1 for e in placed if e["tile"] is None and e["by"] != me))
    f.counts(view["hands"][me] if view["hands"][me] else (), ALL_TILES)
    for seat in order:
        f.num(view["hand_sizes"][seat], view["supply_sizes"][seat])
        f.counts(view["discard"][seat], ALL_TILES)
    f.num(view["over"])
    return f.out
