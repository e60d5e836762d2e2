"""Non-interference: what a seat's widget receives depends only on what that seat may see.

Two worlds differ only in pieces the seat may not see (two of them swapped: a tile in the
bag and one behind another player's screen, two cards deep in the deck, ...). The same
actions are played in both, with take-backs and looks back at earlier positions mixed in;
the bytes synced to the seat's widget must be identical, until a swapped piece comes into
the seat's sight (it draws it, or another player plays it) or the game ends.
"""
from __future__ import annotations

import json
import os
import pickle
from functools import partial

import pytest

from mesogames.core import IllegalAction, RandomBot, Rng
from mesowidgets.table import Table
from tests.widget.frontend import synced
from tests.widget.games import GAMES

WORLDS = int(os.environ.get("MESO_NONINTERFERENCE_WORLDS", "6"))
STEPS = 160
COMPARED = {"bytes": 0, "states": 0}


def hidden_slots(game, seat):
    """Every place holding one piece that `seat` may not see: (kind, path, index or None)."""
    zones = game.hidden_zones()
    groups = [zones["pool"]] + [owned for owner, owned in zones["private"].items()
                                if owner != seat]
    slots = []
    for group in groups:
        for kind, paths in group.items():
            for path in paths:
                node = game.state
                for key in path:
                    node = node[key]
                if isinstance(node, list):
                    slots += [(kind, path, i) for i in range(len(node))]
                elif node is not None:
                    slots.append((kind, path, None))
    return slots


def get(state, slot):
    _, path, i = slot
    for key in path:
        state = state[key]
    return state if i is None else state[i]


def put(state, slot, value):
    _, path, i = slot
    if i is None:
        path, i = path[:-1], path[-1]
    for key in path:
        state = state[key]
    state[i] = value


def twin(game, seat, rng):
    """A copy of `game` with two pieces hidden from `seat` swapped, or None."""
    slots = hidden_slots(game, seat)
    for _ in range(50):
        a, b = slots[rng.below(len(slots))], slots[rng.below(len(slots))]
        if a[0] == b[0] and get(game.state, a) != get(game.state, b):
            state = pickle.loads(pickle.dumps(game.state))
            va, vb = get(state, a), get(state, b)
            put(state, a, vb)
            put(state, b, va)
            return type(game)(state, game.rng.state)
    return None


def same_bytes(w1, w2):
    b1 = json.dumps(synced(w1), sort_keys=True)
    b2 = json.dumps(synced(w2), sort_keys=True)
    COMPARED["bytes"] += len(b1)
    COMPARED["states"] += 1
    assert b1 == b2


def attempt(fn1, fn2):
    """Run the same call in both worlds: both succeed or both are refused alike."""
    out = []
    for fn in (fn1, fn2):
        try:
            fn()
            out.append(None)
        except IllegalAction as err:
            out.append(str(err))
    assert out[0] == out[1]


@pytest.mark.parametrize("world", range(WORLDS))
@pytest.mark.parametrize("name", sorted(GAMES))
def test_what_a_seat_may_not_see_never_reaches_its_widget(name, world):
    cls, options = GAMES[name]
    rng = Rng(7919 * world + len(name))
    start = cls.engine_module.new_game(seed=world, **options)
    seat = world % start.players
    other = twin(start, seat, rng)
    assert other is not None
    tables = [Table(start.copy(), undo=True), Table(other, undo=True)]
    views = [cls(table=t, seat=seat) for t in tables]
    hot = [cls(table=t) for t in tables]          # a hot seat sees the screen and the end
    bot = RandomBot(seed=world)
    g1, g2 = tables[0].game, tables[1].game
    for _ in range(STEPS):
        if g1.over or g1.hidden_pieces(seat) != g2.hidden_pieces(seat):
            break
        same_bytes(*views)
        same_bytes(*hot)
        roll = rng.below(20)
        if roll == 0:                               # someone asks to take back
            asker = rng.below(g1.players)
            attempt(partial(tables[0].undo, by=asker), partial(tables[1].undo, by=asker))
        elif roll == 1 and g1.history:              # the seat looks back, then returns
            index = rng.below(len(g1.history) + 1)
            for w in views:
                w.seek(index)
            if g1.hidden_pieces(seat) == g2.hidden_pieces(seat):
                same_bytes(*views)
            for w in views:
                w.seek(len(g1.history))
        else:
            action = str(bot.choose(g1))
            mover = g1.to_move
            try:
                tables[1].act(action, by=mover)
            except IllegalAction:
                break                               # the swap made it illegal there: stop
            tables[0].act(action, by=mover)


def test_the_comparisons_compared_something():
    """Run last in this file: the worlds above did compare synced states."""
    assert COMPARED["states"] > 20 * len(GAMES)
    print(f"non-interference: {COMPARED['states']} synced states, "
          f"{COMPARED['bytes']} bytes compared")
