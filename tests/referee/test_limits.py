"""What one person may ask of the referee (mesowidgets/referee/limits.py): a hint is
searched away from its table and from the threads that serve intents, a bounded number at
once; tables are created at a bounded rate and number, and expire when nobody joins them;
a code opens a bounded number of connections. Each limit is answered with a clear error
and changes nothing.

Hints here are a fake search that waits for the test to let it finish (`Gate`), run on
threads of the referee's pool, so nothing depends on how long a search takes.
"""
from __future__ import annotations

import json
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
from websockets.exceptions import ConnectionClosed

from mesowidgets.referee.limits import BUSY, Limits
from tests.referee.servers import InProcessReferee
from tests.referee.wire import Client

#: The longest a test waits for something that must happen (then it fails, never hangs).
PATIENCE = 30.0


class Gate:
    """A hint's search that waits until the test opens the gate."""

    def __init__(self):
        self.open = threading.Event()
        self.started = threading.Semaphore(0)

    def advise(self, info, seconds=None):
        self.started.release()
        assert self.open.wait(3 * PATIENCE)     # longer than the test waits: it fails first
        return {"name": str(info.legal[0]), "text": "A fake hint."}

    def wait_started(self, n: int = 1) -> None:
        for _ in range(n):
            assert self.started.acquire(timeout=PATIENCE), "no hint search started"


class Clock:
    def __init__(self):
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def gate(monkeypatch):
    found = Gate()
    monkeypatch.setattr("mesowidgets.table.advice", found.advise)   # a search at the table
    yield found
    found.open.set()


def hinting_referee(db: str, gate: Gate, **limits) -> InProcessReferee:
    server = InProcessReferee(db, Limits(tables_per_minute=1e6, table_burst=10 ** 6,
                                         **limits)).start()
    server.referee.advise = gate.advise
    server.referee.hint_pool = ThreadPoolExecutor(8)
    return server


def in_background(client: Client, msg: dict) -> tuple[threading.Thread, dict]:
    """Send an intent from a thread of its own; its answer lands in the dict."""
    box: dict = {}
    thread = threading.Thread(target=lambda: box.setdefault("error", client.intent(msg)),
                              daemon=True)
    thread.start()
    return thread, box


def finished(thread: threading.Thread, gate: Gate) -> bool:
    """Whether the intent was answered; if not, open the gate so the test ends anyway."""
    thread.join(PATIENCE)
    if thread.is_alive():
        gate.open.set()
        thread.join(PATIENCE)
        return False
    return True


def bot_table(server, seed: int) -> dict:
    """A Tyrus table, beige a person (to move, hints on) and brown a bot."""
    return server.referee.create("tyrus", {"seed": seed, "first": "beige"}, {1: "random"})


def test_a_hint_holds_neither_its_table_nor_the_others(tmp_path, gate):
    server = hinting_referee(f"sqlite:///{tmp_path / 'r.db'}", gate)
    try:
        made = bot_table(server, 3)
        asker, watcher = Client(server.url, made["seats"][0]), Client(server.url, made["spectator"])
        others = [bot_table(server, 10 + i) for i in range(44)]     # 45 hints: more than
        askers = [Client(server.url, m["seats"][0]) for m in others]  # anyio's 40 threads
        hint, answer = in_background(asker, {"hint": True, "at": 0})
        gate.wait_started()
        busy = [in_background(c, {"hint": True, "at": 0}) for c in askers]
        gate.wait_started(1)            # the second search the referee allows in all
        pair = server.referee.create("tyrus", {"seed": 8, "first": "beige"})
        beige, brown = (Client(server.url, c) for c in pair["seats"])
        seek, looked = in_background(watcher, {"seek": 0})          # the hinted table
        move, moved = in_background(beige, {"act": beige.legal()[0], "at": 0})
        assert finished(seek, gate) and finished(move, gate)
        assert looked["error"] == "" and moved["error"] == ""
        assert not answer                  # the hint is still being searched
        gate.open.set()
        assert finished(hint, gate) and answer["error"] == ""
        assert asker.state["suggestion"]["text"] == "A fake hint."
        assert watcher.state["suggestion"] == {}                  # only the seat that asked
        for thread, _ in busy:
            assert finished(thread, gate)
        assert sorted(b["error"] for _, b in busy).count(BUSY) == 43
    finally:
        gate.open.set()
        server.stop()


def test_hints_past_the_bounds_are_told_the_referee_is_busy(tmp_path, gate):
    server = hinting_referee(f"sqlite:///{tmp_path / 'r.db'}", gate, hints_per_table=1,
                             hint_searches=2)
    try:
        first, second, third = (bot_table(server, s) for s in (4, 5, 6))
        tab1, tab2 = (Client(server.url, first["seats"][0]) for _ in range(2))
        other, last = Client(server.url, second["seats"][0]), Client(server.url, third["seats"][0])
        before = server.referee.store.load(first["table"])
        one, one_answer = in_background(tab1, {"hint": True, "at": 0})
        gate.wait_started()
        two, two_answer = in_background(tab2, {"hint": True, "at": 0})   # same table
        assert finished(two, gate) and two_answer["error"] == BUSY
        three, three_answer = in_background(other, {"hint": True, "at": 0})
        gate.wait_started()
        assert last.intent({"hint": True, "at": 0}) == BUSY                # 2 in all
        assert last.state["suggestion"] == {} and tab2.state["suggestion"] == {}
        gate.open.set()
        assert finished(one, gate) and finished(three, gate)
        assert one_answer["error"] == three_answer["error"] == ""
        assert tab1.state["suggestion"]["text"] == "A fake hint."
        after = server.referee.store.load(first["table"])
        assert (after.version, after.record) == (before.version, before.record)
        gate.open.clear()                  # the slots came back: a new hint is searched
        again, again_answer = in_background(last, {"hint": True, "at": 0})
        gate.wait_started()
        gate.open.set()
        assert finished(again, gate) and again_answer["error"] == ""
    finally:
        gate.open.set()
        server.stop()


def test_a_hint_for_a_position_left_meanwhile_is_dropped(tmp_path, gate):
    server = hinting_referee(f"sqlite:///{tmp_path / 'r.db'}", gate)
    try:
        made = bot_table(server, 7)
        asker, player = (Client(server.url, made["seats"][0]) for _ in range(2))
        hint, answer = in_background(asker, {"hint": True, "at": 0})
        gate.wait_started()
        move, moved = in_background(player, {"act": player.legal()[0], "at": 0})
        assert finished(move, gate) and moved["error"] == ""
        gate.open.set()
        assert finished(hint, gate)
        assert "moved on" in answer["error"] and "(rule: hints)" in answer["error"]
        assert asker.state["suggestion"] == {}
    finally:
        gate.open.set()
        server.stop()


def post(url: str, body: dict) -> tuple[int, dict]:
    request = urllib.request.Request(url + "/tables", data=json.dumps(body).encode(),
                                     method="POST")
    try:
        with urllib.request.urlopen(request, timeout=PATIENCE) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def test_creating_tables_is_limited_per_client_and_in_total(tmp_path):
    clock = Clock()
    server = InProcessReferee(f"sqlite:///{tmp_path / 'r.db'}", Limits(
        tables_per_minute=2, table_burst=3, max_tables=5), clock).start()
    table = {"game": "tyrus", "options": {"seed": 1}}
    try:
        assert [post(server.url, table)[0] for _ in range(3)] == [201, 201, 201]
        status, answer = post(server.url, table)
        assert status == 429 and answer["limit"] == "tables-per-minute"
        assert "at most 2 a minute" in answer["error"]
        assert len(server.referee.store.table_ids()) == 3
        clock.now += 30                                           # one more token
        assert [post(server.url, table)[0] for _ in range(2)] == [201, 429]
        clock.now += 60
        assert post(server.url, table)[0] == 201                  # the 5th table
        clock.now += 60
        status, answer = post(server.url, table)
        assert status == 429 and answer["limit"] == "max-tables" and "5" in answer["error"]
        assert server.referee._live == {}          # nobody joined: none held in memory
        assert len(server.referee.store.table_ids()) == 5
    finally:
        server.stop()


def test_a_table_nobody_joins_expires(db_url):
    clock = Clock()
    server = InProcessReferee(db_url, Limits(tables_per_minute=1e6, table_burst=10 ** 6,
                                             unjoined_minutes=10), clock).start()
    try:
        referee = server.referee
        waiting = referee.create("tyrus", {"seed": 1})
        played = referee.create("tyrus", {"seed": 2})
        assert referee._live == {}                   # nobody joined: none held in memory
        Client(server.url, played["seats"][0]).close()            # joined, then left
        clock.now += 10 * 60 + 1
        c = Client(server.url, waiting["seats"][1])
        assert "expired" in c.hello["refused"] and "10 minutes" in c.hello["refused"]
        c.close()
        assert referee.expire() == 1
        assert referee.store.load(waiting["table"]) is None
        assert referee.store.load(played["table"]) is not None
        c = Client(server.url, waiting["spectator"])
        assert "No table has that code" in c.hello["refused"]
        c.close()
        c = Client(server.url, played["seats"][1])                # joined once: kept
        assert "welcome" in c.hello
        c.close()
        request = urllib.request.Request(server.url + "/state", headers={
            "Authorization": f"Bearer {played['spectator']}"})
        with urllib.request.urlopen(request, timeout=PATIENCE) as r:
            assert json.loads(r.read())["table"] == played["table"]
        for _ in range(1000):          # the referee sees the close when it reads next
            if played["table"] not in referee._live:
                break
            time.sleep(0.01)
        assert referee._live == {}              # a look (GET /state) keeps nothing
    finally:
        server.stop()


def test_a_code_opens_a_bounded_number_of_connections(tmp_path):
    server = InProcessReferee(f"sqlite:///{tmp_path / 'r.db'}", Limits(
        tables_per_minute=1e6, table_burst=10 ** 6, connections_per_seat=2,
        spectators=1)).start()
    try:
        made = server.referee.create("tyrus", {"seed": 1, "first": "beige"})
        tabs = [Client(server.url, made["seats"][0]) for _ in range(2)]
        extra = Client(server.url, made["seats"][0])
        assert "connections-per-seat" in extra.hello["refused"]
        assert "2 connections" in extra.hello["refused"]
        with pytest.raises(ConnectionClosed) as closed:
            extra.ws.recv(timeout=PATIENCE)
        assert closed.value.rcvd.code == 4429
        other = Client(server.url, made["seats"][1])              # another seat: its own
        watcher = Client(server.url, made["spectator"])
        second = Client(server.url, made["spectator"])
        assert "welcome" in other.hello and "welcome" in watcher.hello
        assert "(limit: spectators)" in second.hello["refused"]
        assert tabs[1].intent({"act": tabs[1].legal()[0], "at": 0}) == ""   # still plays
        tabs[0].close()
        for _ in range(1000):          # the referee sees the close when it reads next
            again = Client(server.url, made["seats"][0])
            if "welcome" in again.hello:
                break
            again.close()
        assert "welcome" in again.hello
        for c in (tabs[1], other, watcher, again):
            c.close()
    finally:
        server.stop()


OLD_TABLES = """CREATE TABLE meso_tables (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, version INTEGER NOT NULL,
    record TEXT NOT NULL, start TEXT NOT NULL, created {real} NOT NULL)"""


def test_tables_stored_before_joins_were_noted_count_as_joined(db_url):
    from mesowidgets.referee.store import open_store
    if db_url.startswith("sqlite"):
        import sqlite3
        db = sqlite3.connect(db_url[len("sqlite:///"):])
        db.execute(OLD_TABLES.format(real="REAL"))
        db.execute("INSERT INTO meso_tables VALUES ('old', 'tyrus', 3, '{}', '{}', 5.0)")
        db.commit()
        db.close()
    else:
        import psycopg
        with psycopg.connect(db_url, autocommit=True) as db:
            db.execute(OLD_TABLES.format(real="DOUBLE PRECISION"))
            db.execute("INSERT INTO meso_tables VALUES ('old', 'tyrus', 3, '{}', '{}', 5.0)")
    store = open_store(db_url)
    try:
        assert store.waiting(0.0) == 0 and store.expire(10 ** 12) == 0
        assert store.load("old").version == 3
        assert store.join("old", 10 ** 12, 10 ** 12)          # joined long ago
    finally:
        store.close()
