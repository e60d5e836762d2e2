"""Non-interference over the network: the bytes a seat's connection receives from the
referee depend only on what that seat may see.

Two tables at one referee differ only in pieces seat 0 may not see (two swapped: a tile in
another seat's hand and one in the bag, two cards deep in the deck, ...). The same
intents are sent at both; every frame seat 0's connection receives must be identical at
both tables, until a swapped piece comes into its sight or the game ends. Every game.
"""
from __future__ import annotations

import pytest

from mesogames.core import Rng
from mesowidgets.referee.tables import RefereeTable
from tests.marks import slow_ones
from tests.referee.servers import InProcessReferee
from tests.referee.wire import Client
from tests.widget.games import GAMES
from tests.widget.test_non_interference import twin

WORLDS = 2
COMPARED = {"frames": 0, "bytes": 0}


@pytest.fixture(scope="module")
def referee(tmp_path_factory):
    server = InProcessReferee(f"sqlite:///{tmp_path_factory.mktemp('ni') / 'r.db'}").start()
    yield server
    server.stop()


# With four players of Tigris & Euphrates, over 4 s of CPU per world.
@pytest.mark.parametrize("world", range(WORLDS))
@pytest.mark.parametrize("name", slow_ones(sorted(GAMES), {"tigris-4"}))
def test_seat_zero_receives_the_same_bytes_whatever_the_others_hold(referee, name, world):
    cls, options = GAMES[name]
    rng = Rng(31 * world + 7 + len(name))
    start = cls.engine_module.new_game(seed=100 + world, **options)
    other = twin(start, 0, rng)
    assert other is not None
    game = name.partition("-")[0]
    made = [referee.referee.seat(game, RefereeTable(g, undo=True)) for g in (start, other)]
    games = [referee.referee.live(m["table"]).table.game for m in made]
    seats = [[Client(referee.url, m["seats"][s]) for s in range(start.players)] for m in made]
    observers = [s[0] for s in seats]
    version, seen = 0, 0
    for _ in range(200):
        if games[0].over or games[0].hidden_pieces(0) != games[1].hidden_pieces(0):
            break
        for group in seats:
            for c in group:
                c.at_version(version)
        new = observers[0].frames[seen:]
        assert observers[1].frames[seen:] == new and len(observers[1].frames) == len(
            observers[0].frames)
        seen += len(new)
        COMPARED["frames"] += len(new)
        COMPARED["bytes"] += sum(map(len, new))
        roll = rng.below(12)
        if roll == 0 and observers[0].at:               # seat 0 looks back, then returns
            index = rng.below(observers[0].at)
            assert [o.intent({"seek": index}) for o in observers] == ["", ""]
            assert [o.intent({"seek": o.at}) for o in observers] == ["", ""]
            continue
        mover = games[0].to_move
        if roll == 1:                                   # someone asks to take back
            errors = [s[mover].intent({"undo": True, "at": s[mover].at}) for s in seats]
            assert errors[0] == errors[1]
            if errors[0] == "":
                version += 1
            continue
        clients = [s[mover] for s in seats]
        action = clients[0].legal()[rng.below(len(clients[0].legal()))]
        second = clients[1].intent({"act": action, "at": clients[1].at})
        if second:
            break                                       # the swap made it illegal there
        assert clients[0].intent({"act": action, "at": clients[0].at}) == ""
        version += 1
    for group in seats:
        for c in group:
            c.close()


def test_the_comparisons_compared_something():
    assert COMPARED["frames"] > 10 * WORLDS * len(GAMES)
    print(f"non-interference over the wire: {COMPARED['frames']} frames, "
          f"{COMPARED['bytes']} bytes compared")
