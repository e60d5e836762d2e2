"""What a seat at the referee could time: a bot's move is stored and pushed no sooner than
its level's pace after its turn began, whatever it holds (a fake clock, no sleeping), and
the mover is answered before the other seats' pushes are computed (their time follows
what those seats hold)."""
from __future__ import annotations

import threading

import pytest

from mesogames.bots.pacing import pace
from mesowidgets.referee import create_table
from mesowidgets.referee.service import Referee
from mesowidgets.referee.store import open_store
from mesowidgets.referee.tables import RefereeTable
from tests.clock import FakeClock
from tests.engine.decisions import decision
from tests.referee.servers import InProcessReferee
from tests.referee.wire import Client


class Watched(FakeClock):
    """A fake clock that notes the table's version whenever the referee waits on it."""

    def __init__(self, live):
        super().__init__()
        self.live, self.versions = live, []

    def wait(self, seconds, cancelled=None):
        self.versions.append(self.live.version)
        super().wait(seconds, cancelled)


@pytest.mark.parametrize("level", ["random", "easy"])
def test_a_bot_move_is_stored_at_its_pace_with_one_legal_answer_or_many(tmp_path, level):
    referee = Referee(open_store(f"sqlite:///{tmp_path / 'r.db'}"))
    for one in (True, False):
        game = decision(3, one=one)
        n = len(game.history)
        made = referee.seat("tigris_cards", RefereeTable(game, bots={1: level}))
        live = referee.live(made["table"])
        referee.pace_clock = clock = Watched(live)
        start = clock.now()
        assert referee.bot_turn(made["table"])
        assert clock.now() - start == pytest.approx(pace(level, "tigris_cards"))
        assert clock.versions == [0], "held before the move was stored"
        assert live.version == 1 and len(live.table.game.history) == n + 1


@pytest.fixture
def server(tmp_path):
    referee = InProcessReferee(f"sqlite:///{tmp_path / 'r.db'}").start()
    yield referee
    referee.stop()


def test_the_mover_is_answered_before_the_other_seats_pushes_are_computed(server):
    made = create_table(server.url, "tyrus", seed=2, first="beige")
    mover, other = Client(server.url, made.seats[0]), Client(server.url, made.seats[1])
    hub, referee = server.app.state.hub, server.referee
    order, lock = [], threading.Lock()
    payloads, send = referee.payloads, hub.send

    def watched_payloads(table_id, conns):
        with lock:
            order.append(("computed", sorted(c.who for c in conns)))
        return payloads(table_id, conns)

    async def watched_send(conn, text):
        if '"answer"' in text:
            with lock:
                order.append(("answered", conn.who))
        await send(conn, text)

    referee.payloads, hub.send = watched_payloads, watched_send
    try:
        assert mover.intent({"act": mover.legal()[0], "at": mover.at}) == ""
        other.at_version(1)
    finally:
        referee.payloads, hub.send = payloads, send
    assert order == [("computed", [0]), ("answered", 0), ("computed", [1])]
    assert len(mover.state["history"]) == len(other.state["history"]) == 1
    mover.close()
    other.close()
