"""What one person may ask of the referee: how many hint searches run at once, how fast
tables are created, how long a table nobody joins is kept, how many connections a code
opens. Each limit is a `serve` option (cli.py); going past one is answered with a clear
error naming it, and changes nothing.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    #: Hint searches running at once at one table, and at the whole referee (each search
    #: takes a process of the referee's hint pool for about two seconds).
    hints_per_table: int = 1
    hint_searches: int = 2
    #: Tables one client address may create: `tables_per_minute` on average, up to
    #: `table_burst` at once.
    tables_per_minute: float = 10.0
    table_burst: int = 20
    #: The most tables open at this referee process: in play here (someone connected) or
    #: created and waiting for their first player.
    max_tables: int = 1000
    #: A table nobody joined within this many minutes of its creation is dropped.
    unjoined_minutes: float = 60.0
    #: Connections at once with one seat's code, and with a table's spectator code.
    connections_per_seat: int = 4
    spectators: int = 20


class LimitReached(Exception):
    """A request past one of the limits; `limit` names the `serve` option."""

    def __init__(self, limit: str, message: str):
        self.limit = limit
        super().__init__(message)


BUSY = "The referee is busy; try the hint again in a moment (rule: hints)."


class Slots:
    """At most `per_key` holders per key and `total` in all; `take` never waits."""

    def __init__(self, per_key: int, total: int):
        self.per_key, self.total = per_key, total
        self._held: dict[str, int] = {}
        self._lock = threading.Lock()

    def take(self, key: str) -> bool:
        with self._lock:
            if (sum(self._held.values()) >= self.total
                    or self._held.get(key, 0) >= self.per_key):
                return False
            self._held[key] = self._held.get(key, 0) + 1
            return True

    def give_back(self, key: str) -> None:
        with self._lock:
            left = self._held.get(key, 0) - 1
            if left > 0:
                self._held[key] = left
            else:
                self._held.pop(key, None)


class TokenBuckets:
    """A token bucket per key (a client's address): `burst` tokens, refilled at `per_minute`
    a minute. Full buckets are forgotten, so memory holds only recent clients."""

    def __init__(self, per_minute: float, burst: int, clock=time.monotonic):
        self.rate, self.burst, self.clock = per_minute / 60.0, burst, clock
        self._buckets: dict[str, tuple[float, float]] = {}     # key -> (tokens, when)
        self._lock = threading.Lock()

    def take(self, key: str) -> bool:
        with self._lock:
            now = self.clock()
            if len(self._buckets) > 10_000:
                self._forget_full(now)
            tokens, when = self._buckets.get(key, (self.burst, now))
            tokens = min(self.burst, tokens + (now - when) * self.rate)
            if tokens < 1:
                self._buckets[key] = (tokens, now)
                return False
            self._buckets[key] = (tokens - 1, now)
            return True

    def _forget_full(self, now: float) -> None:
        self._buckets = {k: (t, w) for k, (t, w) in self._buckets.items()
                         if t + (now - w) * self.rate < self.burst}
