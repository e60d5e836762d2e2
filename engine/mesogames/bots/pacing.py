"""How long a bot's decision takes, as the other seats see it: a time from public
information only.

A bot's computation takes a time that follows what its seat holds (a search returns at
once when the seat has one legal answer; the easy bot's look-ahead grows with its legal
actions), and any seat that watches the clock could read the hand from it. So where an
answer is delivered (a kernel's table, `mesowidgets/thinking.py`; the referee,
`mesowidgets/referee/service.py`), it is held until `pace(level, game)` seconds after the
decision began (before the seat's `SeatInfo` was built), a time that depends on the bot's
level and the game only. `choose()` itself stays as fast as it can (scripts, tests and
benchmarks call it directly).

Every built-in level's computation fits inside its pace with room to spare on a loaded
machine. The longest, in CPU time, over whole games of the four games with 2 and 4
players (`python benchmarks/timing_leak.py --worst`): random 2 ms (its SeatInfo), easy
0.25 s (a Tigris & Euphrates turn of ~650 legal actions; 0.12 s in the card game, 11 ms
in Tyrus), a search's set-up and first iteration 0.23 s, inside its budget (`THINK`),
which it stops at after one more iteration. A bot that runs past its pace (a machine
overloaded, a search given `iterations` instead of seconds) answers as soon as it is
done; then its time does say something, and the timing benchmark shows it.

A bot object of your own is held to its `pace` attribute (seconds), if it has one.
"""
from __future__ import annotations

import threading
import time

#: Seconds from the start of a decision to the release of the answer, by level. The
#: searches' budgets (bots.THINK: 0.45 and 1.9 s) leave a margin for their last iteration
#: and the look-ahead that orders the root before it.
PACE = {"random": 0.3, "easy": 0.5, "medium": 0.7, "hard": 2.3}
#: A longer pace where a game's biggest decisions need it: the easy bot looks one ply
#: ahead of each of up to ~650 legal actions in a Tigris & Euphrates turn, and so does
#: a search before its first iteration, which on a busy referee outlasted medium's 0.7 s
#: (benchmarks/timing_leak.py --games tigris --levels medium --where referee --samples
#: 100: guess 64%, medians 872 and 1012 ms).
SLOWER: dict[tuple[str, str | None], float] = {("easy", "tigris"): 1.0, ("medium", "tigris"): 1.2}


def pace(bot_or_level, game: str | None = None) -> float:
    """Seconds a decision of this bot (or level name) takes at the least in `game`: from
    the level and the game only (both public), never the seat's hand or the number of
    its legal actions. A bot made by `make_bot` has its level's; a bot object of your own
    its `pace` attribute, if any (else 0: its answer is not held)."""
    level = bot_or_level if isinstance(bot_or_level, str) else getattr(
        bot_or_level, "level", None)
    if level in PACE:
        return SLOWER.get((level, game), PACE[level])
    value = getattr(bot_or_level, "pace", None)
    return float(value) if isinstance(value, (int, float)) and value > 0 else 0.0


class Clock:
    """The time answers are paced by: `now()` and `wait(seconds, cancelled)` (a
    threading.Event that ends the wait early). Tests pass a fake one."""

    def now(self) -> float:
        return time.monotonic()

    def wait(self, seconds: float, cancelled: threading.Event | None = None) -> None:
        if cancelled is None:
            time.sleep(seconds)
        else:
            cancelled.wait(seconds)


CLOCK = Clock()


def hold(until: float, clock: Clock = CLOCK,
         cancelled: threading.Event | None = None) -> None:
    """Return at `until` on `clock` (at once if it has passed, early if `cancelled`)."""
    left = until - clock.now()
    if left > 0:
        clock.wait(left, cancelled)
