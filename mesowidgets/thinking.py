"""A bot's turn off the kernel's main thread.

The search runs on a worker thread over the bot's `SeatInfo` (a copy: the game itself is
never touched there); its answer comes back to the kernel's event loop, where it is applied
only if the table is still at the position searched (a take-back or a closed widget cancels
the search and its answer is dropped). Meanwhile other cells run and the table says who is
thinking. The answer is held until `release` on the table's clock (the decision's start
plus the bot's pace, mesogames/bots/pacing.py), so how long the bot took tells nothing of
what its seat holds. After that, a short pause (`pause` seconds, none in tests) lets a
person see one bot move before the next.

Where no thread can start (Pyodide, in JupyterLite: `sys.platform == "emscripten"`, or a
thread that fails to start), the same search runs on the kernel's event loop a slice at
a time (`SLICE` seconds of it, then the loop handles the front end's messages, so the
table stays responsive and says who is thinking): a bot with a resumable search
(`thinking(info)`, a generator: ISMCTSBot's) is stepped through it, any other bot's
`choose` runs in one slice. The answer is posted at the same time as from a thread: at
`release`, then after `pause`. `MODE` forces one way or the other ("thread", "slices";
None: detect), so tests run the sliced path in CPython.

A hint runs here too, unpaced: its search reads only the asking seat's information, so its
time tells that seat nothing it does not know.

tornado is imported only where a kernel's event loop is needed, so `import mesowidgets`
works on a bare install without Jupyter.
"""
from __future__ import annotations

import sys
import threading
import time
from typing import Callable

from mesogames.bots.pacing import CLOCK, Clock, hold

#: How searches run: "thread", "slices", or None to detect (slices where threads cannot).
MODE: str | None = None
#: Seconds of search in one slice on the event loop before it handles other work.
SLICE = 0.05


def threads_available() -> bool:
    """Whether a search may run on a thread here (not in Pyodide's single thread)."""
    return sys.platform != "emscripten"


class Search:
    """One bot's search for one position; `cancel()` stops it and drops its answer.
    `release`: the time on `clock` before which the answer is not posted (None: at once)."""

    def __init__(self, bot, info, mark, pause: float, done: Callable, *,
                 release: float | None = None, clock: Clock = CLOCK, loop=None):
        self.bot, self.info, self.mark, self.pause = bot, info, mark, pause
        self.release, self.clock = release, clock
        self._cancelled = threading.Event()
        self._done = done
        self._loop = loop if loop is not None else event_loop()
        self.thread = threading.Thread(target=self._run, name="mesowidgets-bot", daemon=True)

    def start(self) -> "Search":
        mode = MODE or ("thread" if threads_available() else "slices")
        if mode == "thread":
            try:
                self.thread.start()
                return self
            except RuntimeError:           # "can't start new thread": slice it instead
                pass
        self.sliced = True
        if hasattr(self.bot, "cancel"):
            self.bot.cancel = self._cancelled.is_set
        resumable = getattr(self.bot, "thinking", None)
        self._steps = resumable(self.info) if callable(resumable) else None
        self._loop.add_callback(self._slice)
        return self

    #: Whether the search runs in slices on the event loop (else on its thread).
    sliced = False
    #: How many slices it has run (tests count them).
    slices = 0

    def _slice(self) -> None:
        """Run the search for up to SLICE seconds, then give the loop back: the next slice
        is queued behind whatever the loop has to do, or the answer is posted."""
        self.slices += 1
        action, error, finished = None, None, True
        try:
            if self._steps is None:
                action = self.bot.choose(self.info)
            else:
                end = time.monotonic() + SLICE
                while True:
                    if self._cancelled.is_set():
                        self._steps.close()
                        break
                    try:
                        next(self._steps)
                    except StopIteration as stop:
                        action = stop.value
                        break
                    if time.monotonic() >= end:
                        finished = False
                        break
        except Exception as err:           # a bot is user code: reported on the table
            error = err
        if not finished:
            self._loop.call_later(0, self._slice)
            return
        if self._cancelled.is_set():       # dropped by the table: post it at once
            self._loop.add_callback(self._done, self, None, None)
            return
        wait = 0.0 if self.release is None else max(0.0, self.release - self.clock.now())
        self._loop.call_later(wait + self.pause, self._done, self, action, error)

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def cancel(self) -> None:
        self._cancelled.set()

    def _run(self) -> None:
        action, error = None, None
        if hasattr(self.bot, "cancel"):
            self.bot.cancel = self._cancelled.is_set
        try:
            action = self.bot.choose(self.info)
        except Exception as err:           # a bot is user code: reported on the table
            error = err
        if self.release is not None:
            hold(self.release, self.clock, self._cancelled)
        if self.pause:
            self._cancelled.wait(self.pause)
        self._loop.add_callback(self._done, self, action, error)


def event_loop():
    """The kernel's event loop, where answers are applied: tornado's IOLoop (ipykernel), or
    where tornado is not installed (JupyterLite's Pyodide kernel) asyncio's, with the same
    two methods (`add_callback`, `call_later`)."""
    try:
        from tornado.ioloop import IOLoop
    except ImportError:
        return AsyncioLoop()
    return IOLoop.current()


class AsyncioLoop:
    """asyncio's event loop with tornado IOLoop's names for what this package uses."""

    def __init__(self, loop=None):
        import asyncio

        self.loop = loop if loop is not None else asyncio.get_event_loop()

    def add_callback(self, callback, *args) -> None:
        self.loop.call_soon_threadsafe(callback, *args)

    def call_later(self, delay: float, callback, *args) -> None:
        self.loop.call_later(delay, callback, *args)


def in_kernel() -> bool:
    """Whether this runs in a Jupyter kernel (whose event loop can take the answer back)."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None
