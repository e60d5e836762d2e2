"""A clock for tests of paced answers (mesogames/bots/pacing.py): time moves only when
something waits on it, so a test checks when an answer is released without sleeping."""
from __future__ import annotations

import threading

from mesogames.bots.pacing import Clock


class FakeClock(Clock):
    def __init__(self, start: float = 1000.0):
        self.time = start
        self.waits: list[float] = []
        self._lock = threading.Lock()

    def now(self) -> float:
        with self._lock:
            return self.time

    def wait(self, seconds: float, cancelled: threading.Event | None = None) -> None:
        with self._lock:
            self.waits.append(seconds)
            self.time += seconds
