"""Two Python threads acting on one local table: every change is atomic (the table's lock),
so the game they leave is one the rules reach: it replays from its start to the same
position, and the table's notes (what each action drew, the event log) match it."""
from __future__ import annotations

import random
import sys
import threading

import pytest

from mesogames import tigris_cards, tyrus
from mesogames.core import IllegalAction
from mesowidgets.protocol import expanded
from mesowidgets.seat import Seat
from mesowidgets.table import Table, _replay

GAMES = {"tyrus": lambda: tyrus.new_game(seed=8, first="beige"),
         "tigris_cards": lambda: tigris_cards.new_game(players=3, seed=8)}


def hammer(table: Table, seed: int, rounds: int, failures: list) -> None:
    """Act as a hot seat's front end and a notebook cell would, as fast as possible: read
    the seat's state, then move, take back, or send an intent made on that state."""
    rng = random.Random(seed)
    seat = Seat(table, None)
    for _ in range(rounds):
        try:
            traits = seat.traits()
            legal = [a["name"] for a in expanded(traits["legal"], traits["place_names"],
                                                 traits["words"])]
            if not legal:
                return
            roll = rng.random()
            if roll < 0.1:
                table.undo()
            elif roll < 0.4:
                seat.handle({"act": rng.choice(legal), "at": len(traits["history"])})
            else:
                table.act(rng.choice(legal))
        except IllegalAction:
            pass                          # the other thread moved first: refused, fine
        except Exception as err:          # anything else is the table coming apart
            failures.append(f"{type(err).__name__}: {err}")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_two_threads_acting_on_one_table_leave_a_game_that_replays(name):
    table = Table(GAMES[name](), undo=True)
    failures: list[str] = []
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)           # switch threads as often as the interpreter can
    try:
        threads = [threading.Thread(target=hammer, args=(table, s, 150, failures))
                   for s in (1, 2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    assert failures == []
    game = table.game
    assert len(game.history) > 10
    again = type(game).from_json(game.to_json())          # the actions replay from the start
    assert again.fingerprint() == game.fingerprint()
    replayed = game.position_at(0)
    for notation in game.history:
        replayed.apply(notation)
    assert replayed.fingerprint() == game.fingerprint()
    seals, log = _replay(game)
    assert table._seals == seals
    assert [(n, e.text) for n, e in table.log] == [(n, e.text) for n, e in log]
