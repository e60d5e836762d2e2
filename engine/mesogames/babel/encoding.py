"""Babel for learning libraries (mesogames/encoding.py): every action (moves, deployments,
temple levels built, migrations, each nation's power with its victim, level and source and
the run it uses, the discard after halve, end turn) by its fields, and an observation read
from the seat's view, the seat's own side first."""
from __future__ import annotations

from ..encoding import Features, kinds
from .actions import (
    EFFECTS,
    POWER_OF,
    SOURCES,
    Build,
    Deploy,
    Discard,
    EndTurn,
    Migrate,
    Move,
    Power,
)
from .cards import LEVELS, NATIONS

#: The furthest run a power may name (`at`: the position of the run's first card among a
#: side's cards at a site; a nation has 12 cards, a site holds at most 60).
RUNS = range(61)
#: Cards of a side at a site the observation lists in order (the rest are counted).
SHOWN = 20


def action_space(players: int = 2, **_options) -> list:
    powers: list = []
    for nation in NATIONS:
        own = POWER_OF[nation]
        for effect in (own, "halve"):
            if effect == "desert":
                powers += kinds(Power, nation=[nation], effect=[effect], victim=NATIONS,
                                at=RUNS)
            elif effect == "build":
                powers += kinds(Power, nation=[nation], effect=[effect], level=LEVELS[1:],
                                source=SOURCES[:2], at=RUNS)
            else:
                powers += kinds(Power, nation=[nation], effect=[effect], at=RUNS)
    assert {p.effect for p in powers} == set(EFFECTS)
    return [*kinds(Move, nation=NATIONS), *kinds(Deploy, nation=NATIONS),
            *kinds(Build, level=LEVELS, source=SOURCES),
            *kinds(Migrate, source=NATIONS, target=NATIONS), *powers,
            *kinds(Discard, nation=NATIONS), EndTurn()]


def observe(view) -> list[float]:
    me = view["seat"] or 0
    order = (me, 1 - me)
    f = Features().onehot(me, (0, 1))
    f.num(view["first"] == me, view["active"] == me, view["to_move"] == me, view["turn"] / 50)
    f.onehot(view["phase"], ("actions", "discard", "over"))
    f.num(view["pending_discard"], view["migrated"], view["end_phase"])
    for seat in order:
        f.onehot(view["pawns"][seat], NATIONS)
        for nation in NATIONS:
            site = view["sites"][seat][nation]
            f.num(site["level"]).counts(site["cards"], NATIONS).counts(site["temple"], LEVELS)
            for card in (site["cards"] + [None] * SHOWN)[:SHOWN]:
                f.onehot(card, NATIONS)
        f.num(view["temple_sums"][seat], view["start_cards"][seat])
        f.counts(view["columns"][seat], LEVELS).padded(view["columns"][seat][-1:], 1)
        size = view["hand_sizes"][seat]
        f.num(size is not None, size)
    f.counts(view["hands"][me], NATIONS)
    f.num(view["deck_size"], view["quarry_size"]).counts(view["discard"], NATIONS)
    f.num(view["over"])
    return f.out
