"""Intents racing for one table land once; bots play at the referee; two referee
processes on one PostgreSQL database serve one table together."""
from __future__ import annotations

import json
import random
import threading

import pytest

from mesowidgets import TyrusWidget
from mesowidgets.protocol import expanded
from mesowidgets.referee import create_table
from mesowidgets.referee.audit import check
from mesowidgets.referee.store import open_store
from tests.referee.servers import RefereeProcess
from tests.referee.test_play_across_kernels import play
from tests.referee.wire import Client


def race(clients, intents) -> list[str]:
    """Send one intent per client at the same moment; their answers."""
    answers = [None] * len(clients)
    barrier = threading.Barrier(len(clients))

    def go(i):
        barrier.wait()
        answers[i] = clients[i].intent(intents[i])

    threads = [threading.Thread(target=go, args=(i,)) for i in range(len(clients))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return answers


def test_racing_intents_for_one_table_land_once(referee, db_url):
    made = create_table(referee.url, "tyrus", seed=21, first="beige")
    tabs = [[Client(referee.url, code) for _ in range(3)] for code in made.seats]  # 3 tabs a seat
    rng = random.Random(4)
    store = open_store(db_url)
    landed = 0
    for _ in range(16):
        version = store.load(made.table).version
        for c in tabs[0] + tabs[1]:
            c.at_version(version)
        mover = next(s for s in (0, 1) if tabs[s][0].legal())
        choices = tabs[mover][0].legal()
        intents = [{"act": rng.choice(choices), "at": version} for _ in tabs[mover]]
        answers = race(tabs[mover], intents)
        assert answers.count("") == 1, answers
        assert all("rule: position" in a for a in answers if a)
        landed += 1
        assert store.load(made.table).version == landed
    assert check(store, made.table) == ""
    for c in tabs[0] + tabs[1]:
        c.close()


def test_a_bot_plays_its_seat_at_the_referee(referee, db_url):
    made = create_table(referee.url, "tyrus", seed=2, bots={1: "random"})
    assert made.seats[1] is None
    me = TyrusWidget.join(referee.url, made.seats[0])
    assert me.options["bots"] == [1]
    rng = random.Random(5)
    while True:
        assert me.wait(timeout=60)
        if me.view["over"]:
            break
        names = [a["name"] for a in expanded(me.legal, me.place_names, me.words)]
        me.send_intent({"act": rng.choice(names), "at": len(me.history)})
        assert me.error == ""
    assert {h["seat"] for h in me.history} == {0, 1}
    assert me.view["result"]["ranking"]
    assert check(open_store(db_url), made.table) == ""
    me.close()


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_two_referee_processes_on_one_database(db_url, tmp_path):
    first = RefereeProcess(db_url, tmp_path / "a.log").start()
    second = RefereeProcess(db_url, tmp_path / "b.log").start()
    try:
        made = TyrusWidget.create_table(first.url, seed=13)
        beige = TyrusWidget.join(first.url, made.seats[0])      # each on its own process:
        brown = TyrusWidget.join(second.url, made.seats[1])     # pushes cross by NOTIFY
        played = play([beige, brown], random.Random(9))
        assert played > 20 and beige.view["result"] == brown.view["result"]
        store = open_store(db_url)
        assert store.load(made.table).version == played
        # Racing across the processes: one seat's two tabs, one on each.
        made = create_table(first.url, "tyrus", seed=14, first="beige")
        tabs = [Client(first.url, made.seats[0]), Client(second.url, made.seats[0])]
        answers = race(tabs, [{"act": tabs[0].legal()[0], "at": 0},
                              {"act": tabs[0].legal()[-1], "at": 0}])
        assert answers.count("") == 1 and store.load(made.table).version == 1
        for c in tabs:
            c.at_version(1)                           # both processes pushed the move
        assert tabs[0].state["history"] == tabs[1].state["history"]
        assert check(store, made.table) == ""
        for w in (beige, brown, *tabs):
            w.close()
    finally:
        first.stop()
        second.stop()


def test_the_seats_see_the_bot_thinking_then_its_move(referee):
    made = create_table(referee.url, "tyrus", seed=3, first="beige", bots={1: "random"})
    me = Client(referee.url, made.seats[0])
    assert me.intent({"act": me.legal()[0], "at": 0}) == ""
    while len(me.state["history"]) < 2:
        me._read()
    pushed = [json.loads(f).get("push", {}) for f in me.frames]
    thinking = [p["thinking"] for p in pushed if "thinking" in p]
    assert thinking == [None, 1, None] and me.state["acting"] == 0
    assert me.state["history"][1]["name"].startswith("? ")     # the bot's tile, face down
    me.close()


def test_a_joined_widget_waits_for_a_whole_refresh(referee):
    """`wait()` looks at the widget between refreshes, never halfway through one: the
    reader thread is held just after it set `acting` of the position where this seat is
    to act, before `history`; a wait that looked then would see the seat acting on the
    position before (and its intent would be refused as made on an old position)."""
    made = create_table(referee.url, "tyrus", seed=5, first="brown")
    me = TyrusWidget.join(referee.url, made.seats[0])
    remote = me._seat
    halfway, checked = threading.Event(), threading.Event()

    def hold_halfway(change):           # on the thread that shows pushes
        if change["new"] is not None and not halfway.is_set():
            halfway.set()
            checked.wait(1.0)           # a wait that looks halfway looks now

    me.observe(hold_halfway, names="acting")
    brown = Client(referee.url, made.seats[1])
    while brown.legal():
        assert brown.intent({"act": brown.legal()[0], "at": brown.at}) == ""
    played = brown.at
    seen = []

    def until(w):
        if remote.state.get("acting") is not None and not halfway.is_set():
            halfway.wait(10.0)          # received, not yet shown: look once it is halfway
        looked = halfway.is_set()
        seen.append((w.acting, len(w.history)))
        if looked:
            checked.set()
        return w.acting is not None

    assert me.wait(until, timeout=30)
    assert seen[-1] == (0, played)
    assert all(acting is None or length == played for acting, length in seen), seen
    names = [a["name"] for a in expanded(me.legal, me.place_names, me.words)]
    me.send_intent({"act": names[0], "at": len(me.history)})
    assert me.error == ""
    me.close()
    brown.close()
