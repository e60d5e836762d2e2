"""Euphrat & Tigris: the card game for learning libraries (mesogames/encoding.py): every
action by its fields (leaders and catastrophes on each card place and gap, cards of each
colour under each column or into each gap, commits, wars, banks, ships, treasures), and an
observation read from the seat's view, seats counted from the observer's."""
from __future__ import annotations

from ..encoding import Features, kinds
from .actions import (
    Bank,
    BuildShip,
    Catastrophe,
    ChooseWar,
    Commit,
    Decline,
    KeepTreasure,
    Pass,
    PlaceLeader,
    PlayCard,
)
from .cards import COLOURS, COLUMNS, GAPS, HAND, MAX_IN_COLUMN, SHIPS

PLACES = [("c", c, r) for c in range(COLUMNS) for r in range(MAX_IN_COLUMN + 1)] \
    + [("g", g) for g in range(GAPS)]
TARGETS = [("col", c) for c in range(COLUMNS)] + [("g", g) for g in range(GAPS)]
#: What a cell may hold: the four colours, a treasure (T), a ship.
CELLS = (*COLOURS, "T", *SHIPS)
DECISIONS = ("conflict", "order", "treasure", "ship", "bank")
SEATS = range(4)


def action_space(players: int = 2, **_options) -> list:
    return [*kinds(PlaceLeader, leader=COLOURS, pos=PLACES),
            *kinds(PlayCard, colour=COLOURS, target=TARGETS),
            *kinds(Catastrophe, pos=PLACES), Pass(), Decline(),
            *kinds(Commit, count=range(HAND + 1)), *kinds(ChooseWar, colour=COLOURS),
            *kinds(Bank, colour=COLOURS), *kinds(BuildShip, ship=SHIPS),
            *kinds(KeepTreasure, column=range(COLUMNS))]


def _cell(f: Features, cell, me: int, players: int) -> None:
    if cell is None:
        f.num(0, 0, 0).onehot(None, CELLS).padded((), 16)
        return
    f.num(1, cell["down"], cell["card"] is None).onehot(cell["card"], CELLS)
    leader = cell["leader"]
    for seat in SEATS:
        f.onehot(leader["colour"] if leader and (leader["seat"] - me) % players == seat
                 else None, COLOURS)


def observe(view) -> list[float]:
    me, players = view["seat"] or 0, len(view["players"])
    order = [(me + k) % players for k in range(players)]
    f = Features().onehot(players, (2, 3, 4))
    f.num((view["turn"] - me) % players, view["to_move"] == me, view["actions_taken"] / 200)
    f.onehot((view["decision"] or {}).get("kind"), DECISIONS)
    for column in view["columns"]:
        for row in range(MAX_IN_COLUMN + 1):
            _cell(f, column[row] if row < len(column) else None, me, players)
    for gap in view["gaps"]:
        _cell(f, gap, me, players)
    f.counts(view["hands"][me], COLOURS).counts(view["table"], COLOURS)
    for k in SEATS:
        seat = order[k] if k < players else None
        if seat is None:
            f.padded((), 3 + 2 * len(COLOURS))
            continue
        pile = view["piles"][seat]
        f.num(view["hand_sizes"][seat], pile["size"], view["catastrophes"][seat])
        f.onehot(pile["top"], COLOURS).counts(view["leaders_in_supply"][seat], COLOURS)
    f.num(view["deck_size"], view["removed_size"], view["treasures_in_play"])
    f.counts(view["discard"], COLOURS).counts(view["ships"], SHIPS).num(view["over"])
    return f.out
