"""The referee's work, apart from the network: seating, intents, bots and what each
connection is sent.

Each table this process has seen lives in memory (`Live`: the table, the version it is
at, a lock). An intent that may change the table is applied inside one store transaction
with the table's row locked: if another process moved the table meanwhile (the stored
version is newer), the table is first reloaded from the store; the intent is then checked
and applied by the seat's `Seat`, exactly as a local widget does, and the new record and
the action are written in the same transaction. An intent that only moves what one
connection looks at (seek) never touches the store.

A hint is checked under the table's lock like any intent, then searched without it, in a
pool of processes of the referee's own (so a search holds neither the table, nor the
event loop, nor the threads that serve intents), at most `Limits.hints_per_table` at a
table and `Limits.hint_searches` in all; past that the seat is told the referee is busy.
The hint lands only if the table is still at the position it was asked at.

Creating tables is limited per client address and in total, and a table nobody joins
expires (limits.py).

What a connection is sent is computed here, by that connection's `Seat` (the seat's view,
its legal actions, its history, its events...), and only what changed since its last push
is sent: big traits as patches (mesowidgets/patches.py), like a local widget's.

All methods are blocking (database calls, engine work): the app runs them on worker threads.
"""
from __future__ import annotations

import json
import logging
import multiprocessing
import os
import secrets
import threading
import time
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from mesogames.bots import SeatInfo, advice
from mesogames.bots.pacing import CLOCK, hold, pace
from mesogames.core import IllegalAction

from .. import patches
from ..protocol import PATCHED, SPECTATOR, WireEvents
from ..seat import Seat, _bounded
from . import audit
from .limits import BUSY, LimitReached, Limits, Slots, TokenBuckets
from .store import SPECTATOR_SEAT, digest
from .tables import RefereeTable, new_table, record, restore

logger = logging.getLogger(__name__)
#: Intents that may change the stored table: applied in a transaction with its row locked.
#: Every other message (a seek, a hint, anything malformed) is handled without the store.
CHANGES = ("act", "undo", "takeback", "next", "previous", "restart", "explore")
CODE_LENGTH = 120
UNEXPECTED = "That message could not be handled; nothing changed (rule: message)."
UNSERVED = "This table's record does not replay to its state; the referee will not serve it."
MOVED_ON = ("The game moved on while the hint was searched; ask again for this position "
            "(rule: hints).")
#: How often tables nobody joined are looked for, at most (seconds).
SWEEP = 60.0


@dataclass
class Live:
    """A table in this process's memory."""

    table_id: str
    game: str
    table: RefereeTable
    version: int
    lock: threading.RLock = field(default_factory=threading.RLock)
    #: The record of `table` at a version, as last written or read here (table, version,
    #: text): an intent compares the table's record after it with the one before it, and
    #: the one before is this one unless the table was changed or replaced since.
    written: tuple | None = None

    def recorded(self, version: int) -> str:
        """The record of the table as it is now, at `version` (only intents and bots'
        moves change a table, each writing a new version)."""
        held = self.written
        if held is None or held[0] is not self.table or held[1] != version:
            held = self.written = (self.table, version, record(self.table))
        return held[2]


class Connection:
    """One connection at a table: the seat it speaks for (or the spectator), what it looks
    at (its `Seat`) and what it was last sent."""

    def __init__(self, table_id: str, game: str, who, seat: Seat):
        self.table_id, self.game, self.who, self.seat = table_id, game, who, seat
        self.sent: dict = {}         # trait -> (value as held, its JSON length or None)
        self.pushes = 0
        #: the event log as it travels (the phrases, not the texts), grown in place
        self.events = WireEvents(in_place=True)

    def traits(self) -> dict:
        """The seat's traits as they travel to this connection."""
        traits = self.seat.traits()
        traits["events"] = self.events(traits["events"])
        return traits

    @property
    def stored_seat(self) -> int:
        return SPECTATOR_SEAT if self.who == SPECTATOR else self.who


class Referee:
    #: The clock bots' answers are paced by (mesogames/bots/pacing.py; tests set a fake);
    #: `clock` (wall time) dates tables for the creation limits and expiry.
    pace_clock = CLOCK

    def __init__(self, store, limits: Limits | None = None, clock=time.time):
        self.store = store
        self.limits = limits or Limits()
        self.clock = clock
        self._live: dict[str, Live] = {}
        self._guard = threading.Lock()
        #: Tables refused because their record does not replay: id -> the version refused.
        self._refused: dict[str, int] = {}
        self._creating = threading.Lock()
        self._swept = float("-inf")
        self._creations = TokenBuckets(self.limits.tables_per_minute, self.limits.table_burst,
                                       clock)
        #: The hint's search (SeatInfo -> {"name", "text"}) and the pool it runs in (made
        #: at the first hint: processes, so searches never hold this process's GIL).
        self.advise = advice
        self.hint_pool: ProcessPoolExecutor | None = None
        self._hint_slots = Slots(self.limits.hints_per_table, self.limits.hint_searches)

    # ------------------------------------------------------------- tables
    def create(self, game: str, options: dict | None = None, bots: dict | None = None,
               undo: bool = False, client: str | None = None) -> dict:
        """A new table: {"table", "game", "seats": a secret code per seat (None for a
        bot's), "spectator": a code that sees the public view}. `client` (its address)
        creates at most `tables_per_minute` (LimitReached), and this process holds at most
        `max_tables` open; the table stays in the store only until someone joins it (or
        it expires)."""
        limits = self.limits
        if client is not None and not self._creations.take(client):
            raise LimitReached("tables-per-minute", (
                f"Too many new tables from your address: at most {limits.tables_per_minute:g} "
                f"a minute (after {limits.table_burst} at once); try again in a minute "
                "(limit: tables-per-minute)."))
        table = new_table(game, options or {}, bots or {}, undo)
        self.expire(every=SWEEP)
        with self._creating:
            with self._guard:
                in_play = len(self._live)
            if in_play + self.store.waiting(self._expiry()) >= limits.max_tables:
                raise LimitReached("max-tables", (
                    f"The referee holds its most tables ({limits.max_tables}: in play or "
                    "waiting for a first player); try again later (limit: max-tables)."))
            return self.seat(game, table, keep=False)

    def _expiry(self) -> float:
        """Tables created before this moment and never joined are expired."""
        return self.clock() - 60.0 * self.limits.unjoined_minutes

    def expire(self, every: float = 0.0) -> int:
        """Drop the tables nobody joined in time (`every`: unless done less than that many
        seconds ago); how many."""
        now = self.clock()
        if now - self._swept < every:
            return 0
        self._swept = now
        dropped = self.store.expire(self._expiry())
        if dropped:
            logger.info("Dropped %d tables nobody joined", dropped)
        return dropped

    def seat(self, game: str, table: RefereeTable, keep: bool = True) -> dict:
        """Store a table made here (create; tests that set a position) and make its codes;
        `keep`: and hold it in memory (else it is loaded when someone joins)."""
        table_id = secrets.token_urlsafe(9)
        codes = [None if s in table.bots else secrets.token_urlsafe(18)
                 for s in range(table.game.players)]
        spectator = secrets.token_urlsafe(18)
        digests = {digest(c): s for s, c in enumerate(codes) if c is not None}
        digests[digest(spectator)] = SPECTATOR_SEAT
        self.store.create(table_id, game, record(table), digests, self.clock())
        if keep:
            with self._guard:
                self._live[table_id] = Live(table_id, game, table, 0)
        return {"table": table_id, "game": game, "seats": codes, "spectator": spectator}

    def live(self, table_id: str) -> Live:
        with self._guard:
            live = self._live.get(table_id)
        if live is None:
            row = self.store.load(table_id)
            if row is None:
                raise IllegalAction("join", "That table is not at this referee.")
            self._check_record(row)
            fresh = Live(table_id, row.game, restore(row.game, row.record), row.version)
            with self._guard:
                live = self._live.setdefault(table_id, fresh)
        return live

    def _check_record(self, row) -> None:
        """Serve a stored table only if its stored actions, replayed from its stored start,
        lead to its record; otherwise refuse it (one log line per version refused). Run
        when a table is loaded, not when a live table catches up with an action another
        process stored (that would replay the whole game after every such action)."""
        if self._refused.get(row.table_id) == row.version:
            raise IllegalAction("record", UNSERVED)
        problem = audit.check(self.store, row.table_id, row, detail=False)
        if problem:
            self._refused[row.table_id] = row.version
            logger.error("Not serving %s (its record does not replay to its state).", problem)
            raise IllegalAction("record", UNSERVED)

    def evict(self, table_id: str) -> None:
        """Nobody here watches the table any more: drop it from memory (the store has it;
        the next connection reloads it), so a long-running referee holds only live tables."""
        with self._guard:
            self._live.pop(table_id, None)

    def catch_up(self, table_id: str, version: int | None = None) -> bool:
        """Some process stored `version` of a table (None: look in the store): reload it
        if this one is behind. Whether it was (this process's own actions come back here
        too: nothing to do)."""
        with self._guard:
            live = self._live.get(table_id)
        if live is None:
            return False
        with live.lock:
            row = None
            if version is None:
                row = self.store.load(table_id)
                version = row.version
            if live.version >= version:
                return False
            self._reload(live, row or self.store.load(table_id))
        return True

    def _reload(self, live: Live, row) -> None:
        live.table, live.version = restore(row.game, row.record), row.version

    # --------------------------------------------------------------- seats
    def admit(self, code) -> Connection:
        """The connection a join code opens; IllegalAction if no table has that code."""
        if not isinstance(code, str) or not 0 < len(code) <= CODE_LENGTH:
            raise IllegalAction("join", "A join code is the text the table's host gave you.")
        found = self.store.seat_of(digest(code))
        if found is None:
            raise IllegalAction("join", "No table has that code; check it with the table's host.")
        table_id, seat = found
        if not self.store.join(table_id, self._expiry(), self.clock()):
            raise IllegalAction("join", (
                f"That table expired: nobody joined it within {self.limits.unjoined_minutes:g} "
                "minutes of its creation; ask the table's host for a new one."))
        live = self.live(table_id)
        who = SPECTATOR if seat == SPECTATOR_SEAT else seat
        return Connection(table_id, live.game, who, Seat(live.table, who, logs_in_place=True))

    def welcome(self, conn: Connection) -> dict:
        live = self.live(conn.table_id)
        game = live.table.game
        return {"table": conn.table_id, "game": conn.game, "seat": conn.who,
                "seat_names": list(game.seat_names[: game.players])}

    # ------------------------------------------------------------- intents
    def handle(self, conn: Connection, msg) -> str:
        """Check and apply one intent of `conn`; the error to show it ("" when done)."""
        if is_hint(msg):
            asked = self.ask_hint(conn, msg)
            return asked if isinstance(asked, str) else asked.result()
        live = self.live(conn.table_id)
        kind = (next((k for k in msg if k != "at"), None)
                if isinstance(msg, dict) and len(msg) <= 2 else None)
        try:
            with live.lock:
                if kind in CHANGES:
                    self._store_intent(live, conn, msg)
                else:
                    conn.seat.table = live.table
                    conn.seat.handle(msg)
        except IllegalAction as err:
            return _bounded(str(err))
        except Exception:
            logger.exception("Unexpected error while handling an intent at table %s",
                             conn.table_id)
            return UNEXPECTED
        return ""

    def ask_hint(self, conn: Connection, msg) -> str | Future:
        """Check a hint intent and start its search: a future of the error to show ("" once
        the hint is on the table), or the error now (refused, or the referee is busy)."""
        live = self.live(conn.table_id)
        try:
            with live.lock:
                conn.seat.table = live.table
                live.table.asked = None
                conn.seat.handle(msg)
                asked = live.table.asked
                assert asked is not None, "a hint intent the seat accepted asks for a hint"
                seat, mark = asked
                live.table.asked = None
                if not self._hint_slots.take(conn.table_id):
                    return BUSY
                try:
                    info = SeatInfo(live.table.game, seat)     # the seat's information only
                except BaseException:
                    self._hint_slots.give_back(conn.table_id)
                    raise
        except IllegalAction as err:
            return _bounded(str(err))
        except Exception:
            logger.exception("Unexpected error while asking a hint at table %s", conn.table_id)
            return UNEXPECTED
        answer: Future = Future()
        try:
            search = self._hint_search(info)
        except BaseException:
            self._hint_slots.give_back(conn.table_id)
            raise

        def searched(done: Future) -> None:
            try:
                error = self._hinted(conn.table_id, info.seat, mark, done)
            except Exception:
                logger.exception("A hint at table %s could not be shown", conn.table_id)
                error = UNEXPECTED
            answer.set_result(error)

        search.add_done_callback(searched)
        return answer

    def _hint_search(self, info: SeatInfo) -> Future:
        for _ in range(2):
            if self.hint_pool is None:
                self.hint_pool = ProcessPoolExecutor(
                    self.limits.hint_searches, mp_context=multiprocessing.get_context("spawn"),
                    initializer=_background)
            try:
                return self.hint_pool.submit(self.advise, info)
            except BrokenProcessPool:       # a search process died: start the pool anew
                self.hint_pool = None
        raise RuntimeError("The referee's hint processes cannot start.")

    def _hinted(self, table_id: str, seat: int, mark: tuple, search: Future) -> str:
        """A hint's search ended: show it if the table is still where it was asked."""
        self._hint_slots.give_back(table_id)
        try:
            found = search.result()
        except (Exception, CancelledError) as err:     # cancelled: the referee stops
            logger.exception("A hint's search at table %s failed", table_id)
            if isinstance(err, BrokenProcessPool):
                self.hint_pool = None          # the next hint starts the pool anew
            return UNEXPECTED
        with self._guard:
            live = self._live.get(table_id)
        if live is None:
            return MOVED_ON                 # nobody is connected any more
        with live.lock:
            if live.table._mark() != mark:
                return MOVED_ON
            live.table.hint = {"seat": seat, **found}
        return ""

    def close(self) -> None:
        """Stop the hint searches' processes."""
        if self.hint_pool is not None:
            self.hint_pool.shutdown(wait=True, cancel_futures=True)

    def _store_intent(self, live: Live, conn: Connection, msg) -> None:
        changed = False
        try:
            with self.store.locked(live.table_id) as row:
                if row.version != live.version:
                    self._reload(live, row)
                conn.seat.table = live.table
                before = live.recorded(row.version)
                try:
                    conn.seat.handle(msg)
                finally:
                    after = record(live.table)
                    changed = after != before
                if changed:
                    row.save(after, conn.stored_seat, json.dumps(msg, separators=(",", ":")))
                live.written = (live.table, row.version, after)
        except BaseException:
            if changed:                    # not stored: forget what memory holds
                self._forget(live)
            raise
        live.version = row.version

    def _forget(self, live: Live) -> None:
        with self._guard:
            if self._live.get(live.table_id) is live:
                del self._live[live.table_id]
        row = self.store.load(live.table_id)
        self._reload(live, row)

    # ---------------------------------------------------------------- bots
    def bot_waits(self, table_id: str, retry: bool = False) -> bool:
        """Whether a bot of the table is to move (`retry`: even one that failed before)."""
        table = self.live(table_id).table
        seat = table.game.to_move
        return (seat is not None and seat in table.bots
                and (retry or not table.problem))

    def bot_start(self, table_id: str, retry: bool = False) -> bool:
        """If a bot is to move, say so on the table (`thinking`, pushed to every seat while
        it searches); whether one is."""
        live = self.live(table_id)
        with live.lock:
            if not self.bot_waits(table_id, retry=retry):
                return False
            live.table.thinking = live.table.game.to_move
        return True

    def bot_turn(self, table_id: str) -> bool:
        """Let the bot to move choose, from what its seat may see, and store its move in a
        transaction of its own, not before its pace has passed since the call (its level's
        time, from public information only: mesogames/bots/pacing.py), so how long it took
        tells no seat what it holds. Whether the table changed (then look again)."""
        started = self.pace_clock.now()
        live = self.live(table_id)
        with live.lock:
            table = live.table
            seat = table.game.to_move
            if seat is None or seat not in table.bots:
                table.thinking = None
                return False
            info, version, bot = SeatInfo(table.game, seat), live.version, table.bots[seat]
            release = started + pace(bot, table.game.name, table.game.in_a_row)
        try:
            action, error = bot.choose(info), None
        except Exception as err:          # a bot is code: its failure is shown, not raised
            action, error = None, err
        hold(release, self.pace_clock)
        with live.lock:
            live.table.thinking = None
            with self.store.locked(table_id) as row:
                if row.version != live.version:
                    self._reload(live, row)
                if live.version != version:
                    return True            # the table moved while the bot thought
                table = live.table
                try:
                    if error is not None:
                        raise error
                    table.bot_move(seat, action)
                    intent = {"bot": str(action)}
                except Exception as err:
                    logger.error("The bot of seat %s at table %s failed: %r", seat, table_id,
                                 err)
                    table.bot_failed(seat, err)
                    intent = {"problem": table.problem}
                row.save(record(table), seat, json.dumps(intent, separators=(",", ":")))
            live.version = row.version
        return True

    # --------------------------------------------------------------- pushes
    def payloads(self, table_id: str, conns) -> list[tuple[Connection, str]]:
        """For each connection, what changed of its traits since its last push, as the
        message to send it (none when nothing changed)."""
        live = self.live(table_id)
        out = []
        shared: dict[str, patches.Shared] = {}    # the round's diffs, for the next connections
        with live.lock:
            for conn in conns:
                conn.seat.table = live.table
                message = push_message(conn, conn.traits(), live.version, shared)
                if message is not None:
                    out.append((conn, message))
        return out

    def state(self, code) -> dict:
        """The traits of the seat a code opens (for GET /state)."""
        conn = self.admit(code)
        with self.live(conn.table_id).lock:
            return {**self.welcome(conn), "state": conn.traits()}


def _background() -> None:
    """A hint's search process yields the processor to the referee's own work (intents,
    pushes): a slower hint, not a slower move. It ends when the referee does, even one
    killed at once."""
    if hasattr(os, "sched_setscheduler"):    # Linux: runs only when nothing else would
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    elif hasattr(os, "nice"):
        os.nice(19)
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="mesowidgets-orphan", daemon=True).start()


def is_hint(msg) -> bool:
    """Whether a message asks for a hint (searched apart: `Referee.ask_hint`)."""
    return isinstance(msg, dict) and "hint" in msg


def push_message(conn: Connection, traits: dict, version: int,
                 shared: dict[str, patches.Shared] | None = None) -> str | None:
    """{"push": {trait: value}, "patch": {trait: operations}, "version": n}: the traits
    that changed since the connection's last push, big ones as patches when shorter.

    A trait equal to what the connection holds is not sent (compared as values). The
    history and the event log grow in place (`patches.Log`): the connection holds each as
    the log and its length when last sent, and a push reads only their new ends. A big
    trait that changed is diffed on its value and the connection's copy patched, as a
    widget does (`patches.sized_change`): a push is not written out as JSON whole to be
    compared or diffed, only what the action touched. `shared`: trait -> the diffs of its
    parts made for the round's connections before this one (`patches.Shared`), where a
    part that changed alike (every spectator's view, the counts every seat sees) is
    diffed once a round."""
    whole, ops = {}, {}
    for name, value in traits.items():
        held, size = conn.sent.get(name, (None, None))
        if value.__class__ is patches.Log:       # the history, the event log
            if patches.log_unchanged(held, value):
                continue
            held, change, size = patches.log_change(held, value, size)
            conn.sent[name] = (held, size)
            if change is None:
                whole[name] = value[:] if isinstance(held, patches.Logged) else held
            elif change:
                ops[name] = change
            continue
        if name in conn.sent and held == value and type(held) is type(value):
            continue                              # unchanged: most traits, most actions
        if name in PATCHED:
            parts = None if shared is None else shared.setdefault(name, patches.Shared())
            held, change, size = patches.sized_change(held, value, size, parts)
            if change == []:
                conn.sent[name] = (held, size)    # equal on the wire (a tuple for a list)
                continue
        else:
            text = patches.compact(value)
            if size is not None and text == patches.compact(held):
                continue                          # equal on the wire
            held, change, size = json.loads(text), None, len(text)
        if change is not None:
            ops[name] = change
        else:
            whole[name] = held
        conn.sent[name] = (held, size)
    if not whole and not ops:
        return None
    conn.pushes += 1
    message = {"push": whole, "version": version}
    if ops:
        message["patch"] = ops
    return json.dumps(message, separators=(",", ":"))
