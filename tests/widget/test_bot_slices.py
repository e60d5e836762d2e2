"""Where no thread can start (Pyodide in JupyterLite), a bot's search runs on the kernel's
event loop in slices: between two slices the loop handles other work (the front end's
messages), the table says who is thinking, the answer is the one the whole search makes
and lands at the bot's pace, and a take-back drops it. The sliced path is forced here in
CPython (`thinking.MODE`), on a fake event loop and a fake clock: nothing is timed."""
import heapq
import itertools
import threading

import pytest

from mesogames import tyrus
from mesogames.bots import ISMCTSBot, SeatInfo
from mesogames.bots.pacing import pace
from mesogames.core import RandomBot
from mesowidgets import thinking
from mesowidgets.table import Table
from tests.clock import FakeClock

SEED = 2            # beige (seat 0, the human) places the first tile


class FakeLoop:
    """An event loop whose time is the fake clock's: `step()` runs the next callback."""

    def __init__(self, clock):
        self.clock, self.queue, self.order = clock, [], itertools.count()
        self.ran: list[str] = []

    def add_callback(self, callback, *args):
        self.call_later(0, callback, *args)

    def call_later(self, delay, callback, *args):
        heapq.heappush(self.queue, (self.clock.now() + delay, next(self.order), callback,
                                    args))

    def step(self):
        at, _, callback, args = heapq.heappop(self.queue)
        self.clock.time = max(self.clock.time, at)
        self.ran.append(getattr(callback, "__name__", "?"))
        callback(*args)

    def run(self, limit=100_000):
        for _ in range(limit):
            if not self.queue:
                return
            self.step()
        raise AssertionError("the loop never emptied")


@pytest.fixture
def sliced(monkeypatch):
    """Searches in slices of one iteration each, on a fake loop and clock."""
    clock = FakeClock()
    loop = FakeLoop(clock)
    monkeypatch.setattr(thinking, "MODE", "slices")
    monkeypatch.setattr(thinking, "SLICE", 0.0)
    monkeypatch.setattr(thinking, "event_loop", lambda: loop)
    monkeypatch.setattr(Table, "clock", clock)
    return loop


def medium(seed=1):
    """A searching bot of the medium level's pace, with a count of iterations."""
    bot = ISMCTSBot(seed, seconds=None, iterations=30)
    bot.level = "medium"
    return bot


def opened():
    """A Tyrus game after the human's first move, and the bot's answer a whole search
    (choose) makes there."""
    game = tyrus.new_game(seed=SEED)
    game.apply(game.legal_actions()[0])
    return medium().choose(SeatInfo(game, 1))


def test_the_search_runs_in_slices_and_the_loop_handles_other_work_between(sliced):
    expected = opened()
    game = tyrus.new_game(seed=SEED)
    table = Table(game, bots={1: medium()}, background=True)
    start = sliced.clock.now()
    table.act(game.legal_actions()[0], by=0)
    assert table.thinking == 1 and len(game.history) == 1
    assert not [t for t in threading.enumerate() if t.name == "mesowidgets-bot"]
    sliced.step()                          # the set-up
    sliced.add_callback(lambda: None)      # a message from the front end meanwhile
    sliced.step()
    sliced.step()
    assert sliced.ran[-2:] == ["_slice", "<lambda>"], \
        "the message is handled before the slice queued after it"
    assert table.thinking == 1 and len(game.history) == 1
    while len(game.history) == 1:
        sliced.step()
    assert sliced.clock.now() - start == pytest.approx(pace("medium", "tyrus")), \
        "held to the medium bot's pace"
    assert sliced.ran.count("_slice") == 32, \
        "a slice for the set-up, one per iteration, one that ends the search"
    assert table.thinking is None and game.history[1] == str(expected)


def test_a_take_back_drops_the_answer_and_stops_the_slices(sliced):
    game = tyrus.new_game(seed=SEED)
    table = Table(game, bots={1: medium()}, background=True)
    table.act(game.legal_actions()[0], by=0)
    for _ in range(3):
        sliced.step()
    table.undo(by=0)
    assert table.thinking is None and len(game.history) == 0
    sliced.run()
    assert sliced.ran.count("_slice") == 4, "one more slice, which sees the cancel"
    assert len(game.history) == 0, "the cancelled search's move never lands"


def test_a_thread_that_cannot_start_falls_back_to_slices(sliced, monkeypatch):
    monkeypatch.setattr(thinking, "MODE", None)

    def refused(self):
        raise RuntimeError("can't start new thread")
    monkeypatch.setattr(threading.Thread, "start", refused)
    game = tyrus.new_game(seed=SEED)
    table = Table(game, bots={1: RandomBot(4)}, background=True)
    table.act(game.legal_actions()[0], by=0)
    assert table._search.sliced and table.thinking == 1
    sliced.run()
    assert sliced.ran.count("_slice") == 1, "a bot without a resumable search: one slice"
    assert len(game.history) == 2 and table.thinking is None


def test_a_failing_bot_is_reported_from_a_slice(sliced):
    class Broken(RandomBot):
        def choose(self, info):
            raise ValueError("no idea")
    game = tyrus.new_game(seed=SEED)
    table = Table(game, bots={1: Broken(1)}, background=True)
    table.act(game.legal_actions()[0], by=0)
    sliced.run()
    assert len(game.history) == 1 and "no idea" in table.problem


def test_the_loop_without_tornado_is_asyncio_s(monkeypatch):
    """Checked on a thread of its own, whose current loop is the one the test sets (the
    main thread may already run one: Playwright's, in the browser tests)."""
    import asyncio
    import sys
    import threading

    monkeypatch.setitem(sys.modules, "tornado", None)
    monkeypatch.setitem(sys.modules, "tornado.ioloop", None)
    found = {}

    def check():
        loop = asyncio.new_event_loop()
        try:
            asyncio.set_event_loop(loop)
            wrapped = thinking.event_loop()
            found["wrapped"] = isinstance(wrapped, thinking.AsyncioLoop) and wrapped.loop is loop
            ran = found["ran"] = []
            wrapped.add_callback(ran.append, 1)
            wrapped.call_later(0, ran.append, 2)
            loop.call_soon(loop.stop)
            loop.run_forever()
            loop.run_until_complete(asyncio.sleep(0))
        finally:
            asyncio.set_event_loop(None)
            loop.close()

    thread = threading.Thread(target=check)
    thread.start()
    thread.join(30)
    assert found.get("wrapped") is True
    assert found["ran"] == [1, 2]
