"""A bot's turn off the kernel's main thread.

The search runs on a worker thread over the bot's `SeatInfo` (a copy: the game itself is
never touched there); its answer comes back to the kernel's event loop, where it is applied
only if the table is still at the position searched (a take-back or a closed widget cancels
the search and its answer is dropped). Meanwhile other cells run and the table says who is
thinking. The answer is held until `release` on the table's clock (the decision's start
plus the bot's pace, mesogames/bots/pacing.py), so how long the bot took tells nothing of
what its seat holds. After that, a short pause (`pause` seconds, none in tests) lets a
person see one bot move before the next.

A hint runs here too, unpaced: its search reads only the asking seat's information, so its
time tells that seat nothing it does not know.

tornado is imported only where a kernel's event loop is needed, so `import mesowidgets`
works on a bare install without Jupyter.
"""
from __future__ import annotations

import threading
from typing import Callable

from mesogames.bots.pacing import CLOCK, Clock, hold


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
        self.thread.start()
        return self

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
    """The kernel's event loop (tornado's IOLoop), where answers are applied."""
    from tornado.ioloop import IOLoop

    return IOLoop.current()


def in_kernel() -> bool:
    """Whether this runs in a Jupyter kernel (whose event loop can take the answer back)."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None
