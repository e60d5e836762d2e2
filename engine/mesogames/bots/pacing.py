"""How long a bot's decision takes, as the other seats see it: a time from public
information only.

A bot's computation takes a time that follows what its seat holds (a search returns at
once when the seat has one legal answer; the easy bot's look-ahead grows with its legal
actions), and any seat that watches the clock could read the hand from it. So where an
answer is delivered (a kernel's table, `mesowidgets/thinking.py`; the referee,
`mesowidgets/referee/service.py`), it is held until `pace(level, game, step)` seconds
after the decision began (before the seat's `SeatInfo` was built), a time that depends on
the bot's level, the game and the decision's place among the seat's decisions in a row
(`Game.in_a_row`) only: a searching level's whole turn fits in its `TURN` time.
`choose()` itself stays as fast as it can (scripts, tests and benchmarks call it
directly).

Every built-in level's computation fits inside its pace with room to spare on a loaded
machine. The longest, in CPU time, over whole games of the four games with 2 and 4
players (`python benchmarks/timing_leak.py --worst`): random 2 ms (its SeatInfo), easy
0.25 s (a Tigris & Euphrates turn of ~650 legal actions; 0.12 s in the card game, 11 ms
in Tyrus), a search's set-up and first iteration 0.23 s, inside its budget (`think`),
which it stops at after one more iteration (before Game.more_legal_than; a Tigris
set-up is now about 7 ms of CPU at the median, its look-ahead grouping actions alike,
`twin` in tigris/standing.py, and lazy, `greedy.Ranking`; where the time is nothing the
whole look-ahead, about 20 ms). A bot that runs past its pace (a machine
overloaded, a search given `iterations` instead of seconds) answers as soon as it is
done; then its time does say something, and the timing benchmark shows it.

A bot object of your own is held to its `pace` attribute (seconds), if it has one.
"""
from __future__ import annotations

import threading
import time

#: Seconds from the start of a decision to the release of the answer, by level, for the
#: levels that do not search (their decisions are one at a time: a look-ahead at most).
PACE = {"random": 0.3, "easy": 0.5}
#: A longer pace where a game's biggest decisions need it: the easy bot looks one ply
#: ahead of each of up to ~650 legal actions in a Tigris & Euphrates turn.
SLOWER: dict[tuple[str, str | None], float] = {("easy", "tigris"): 1.0}
#: The searching levels are paced by the turn: the longest a whole turn takes, in seconds
#: (the paces of the seat's decisions in a row added up; a Babel turn can be 13 actions).
TURN = {"medium": 1.0, "hard": 4.0}
#: The shares of TURN the decisions of a turn are paced to, in order, per game; each
#: decision after the last share gets half the pace of the one before, down to FLOOR, the
#: display's pace (each action is seen). Spent where the choices are: a Tyrus turn is one
#: tile (two in a sixth of the turns); a Tigris turn two actions and now and then a
#: question they ask the seat; a Babel turn up to about 13 actions, its first with a
#: median of 13 legal actions, the second to fifth with 4-6, the later ones with 2-3 (and
#: one in a fifth of them; seeds 0-2, easy bots; against `yard:babel-temples`, which
#: builds in long turns, hard's fifth and later actions had 8-12, seeds 1-3: where their
#: time is nothing the bot plays what the turn's kept tree, else the game's plan,
#: prefers, `ISMCTSBot`). Hard's 13 paces add up to 3.3 s in Babel, medium's to 0.95 s.
#: In the Tigris games a decision's step is its place among the seat's decisions since
#: its turn began (`DecisionQueue.in_a_row`): two actions, or an action and the question
#: it asks (a commitment), then the rest at a pace their one-ply look-ahead fits in; five
#: decisions add up to 3.8 s and 0.98 s. (Counted as the seat's decisions in a row, a
#: point declined just before its turn left its second action a question's time, no
#: search at all: 76 of the 300 actions of three card games between easy bots, seeds 0-2,
#: 43 of 477 in Tigris & Euphrates.) The card game's questions of few answers (a point to
#: bank, a ship, the treasures: `Kind.searched`) are not counted and are paced at FLOOR,
#: answered one ply ahead: counted, a point banked after the turn's first action left its
#: second action unsearched (117 of 282 turns of six 4-player games between easy bots,
#: seeds 300-305); a turn of two actions, a commitment and two points adds up to 3.8 s.
SHARES = {"tyrus": (0.6, 0.4), "tigris": (0.5, 0.35, 0.05),
          "tigris_cards": (0.5, 0.35, 0.05), "babel": (0.25, 0.15, 0.1, 0.075, 0.05)}
#: The longest pace of one decision, by level.
CAP = {"medium": 0.7, "hard": 2.3}
FLOOR = {"medium": 0.04, "hard": 0.1}
#: Seconds of a pace kept beside the search's budget, by level and game (by level when
#: not listed): for the last iteration, the seat's information and a loaded machine (the
#: set-up is inside the budget). A Tigris & Euphrates search first looks one ply ahead of
#: its legal actions (up to ~650; once for each group of actions alike, `twin`: about 20 ms
#: of CPU at the median, 54 ms before the groups, benchmarks/think_iterations.py tigris).
#: Babel's and Tyrus's set-up take 1-5 ms, a Babel iteration 0.3 ms; with 0.05 and 0.1 s
#: Babel's medium and hard answers came after their paces on this shared machine
#: (benchmarks/timing_leak.py --games babel --levels medium,hard --samples 100, local:
#: medians 238 / 231 ms against 200, 904 / 946 ms against 800; guesses 59% and 52%).
MARGIN: dict[object, float] = {"medium": 0.25, "hard": 0.4, ("medium", "babel"): 0.12,
                               ("hard", "babel"): 0.25, ("medium", "tigris"): 0.3}


def turn_pace(level: str, game: str | None, step: int | None) -> float:
    """The pace of a searching level's `step`-th decision in a row (0: a turn's first;
    None: a question not searched, `Kind.searched`, at the display's pace)."""
    if step is None:
        return FLOOR[level]
    shares = SHARES.get(game or "", (0.3,))
    last = len(shares) - 1
    share = shares[step] if step <= last else shares[last] / 2 ** (step - last)
    return max(FLOOR[level], min(CAP[level], TURN[level] * share))


def think(level: str, game: str | None, step: int | None = 0, budget: float = 1.0) -> float:
    """Seconds a searching level searches its `step`-th decision in a row in `game`: its
    pace (times `budget`, for a bot given more than its level's time: unpaced, in
    benchmarks) less the margin for the rest (0: the set-up and one iteration only)."""
    margin = MARGIN.get((level, game), MARGIN[level])
    return max(0.0, turn_pace(level, game, step) * budget - margin)


def pace(bot_or_level, game: str | None = None, step: int | None = 0) -> float:
    """Seconds a decision of this bot (or level name) takes at the least in `game`, the
    `step`-th decision of the seat in a row (`Game.in_a_row`): from the level, the game
    and the step only (all public), never the seat's hand or the number of its legal
    actions. A bot made by `make_bot` has its level's; a bot object of your own its
    `pace` attribute, if any (else 0: its answer is not held)."""
    level = bot_or_level if isinstance(bot_or_level, str) else getattr(
        bot_or_level, "level", None)
    if level in PACE:
        return SLOWER.get((level, game), PACE[level])
    if level in TURN:
        return turn_pace(level, game, step)
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
