"""The referee's work, apart from the network: seating, intents, bots and what each
connection is sent.

Each table this process has seen lives in memory (`Live`: the table, the version it is
at, a lock). An intent that may change the table is applied inside one store transaction
with the table's row locked: if another process moved the table meanwhile (the stored
version is newer), the table is first reloaded from the store; the intent is then checked
and applied by the seat's `Seat`, exactly as a local widget does, and the new record and
the action are written in the same transaction. An intent that only moves what one
connection looks at (seek) never touches the store.

What a connection is sent is computed here, by that connection's `Seat` (the seat's view,
its legal actions, its history, its events...), and only what changed since its last push
is sent: big traits as patches (mesowidgets/patches.py), like a local widget's.

All methods are blocking (database calls, engine work): the app runs them on worker threads.
"""
from __future__ import annotations

import json
import logging
import secrets
import threading
from dataclasses import dataclass, field

from mesogames.bots import SeatInfo
from mesogames.bots.pacing import CLOCK, hold, pace
from mesogames.core import IllegalAction

from .. import patches
from ..base import PATCHED
from ..seat import SPECTATOR, Seat, _bounded
from .store import SPECTATOR_SEAT, digest
from .tables import RefereeTable, new_table, record, restore

logger = logging.getLogger(__name__)
#: Intents that may change the stored table: applied in a transaction with its row locked.
#: Every other message (a seek, a hint, anything malformed) is handled without the store.
CHANGES = ("act", "undo", "takeback", "next", "previous", "restart", "explore")
CODE_LENGTH = 120
UNEXPECTED = "That message could not be handled; nothing changed (rule: message)."


@dataclass
class Live:
    """A table in this process's memory."""

    table_id: str
    game: str
    table: RefereeTable
    version: int
    lock: threading.RLock = field(default_factory=threading.RLock)


class Connection:
    """One connection at a table: the seat it speaks for (or the spectator), what it looks
    at (its `Seat`) and what it was last sent."""

    def __init__(self, table_id: str, game: str, who, seat: Seat):
        self.table_id, self.game, self.who, self.seat = table_id, game, who, seat
        self.sent: dict = {}         # trait -> (JSON text, value), as this connection holds it
        self.pushes = 0

    @property
    def stored_seat(self) -> int:
        return SPECTATOR_SEAT if self.who == SPECTATOR else self.who


class Referee:
    #: The clock bots' answers are paced by (mesogames/bots/pacing.py; tests set a fake).
    clock = CLOCK

    def __init__(self, store):
        self.store = store
        self._live: dict[str, Live] = {}
        self._guard = threading.Lock()

    # ------------------------------------------------------------- tables
    def create(self, game: str, options: dict | None = None, bots: dict | None = None,
               undo: bool = False) -> dict:
        """A new table: {"table", "game", "seats": a secret code per seat (None for a
        bot's), "spectator": a code that sees the public view}."""
        return self.seat(game, new_table(game, options or {}, bots or {}, undo))

    def seat(self, game: str, table: RefereeTable) -> dict:
        """Store a table made here (create; tests that set a position) and make its codes."""
        table_id = secrets.token_urlsafe(9)
        codes = [None if s in table.bots else secrets.token_urlsafe(18)
                 for s in range(table.game.players)]
        spectator = secrets.token_urlsafe(18)
        digests = {digest(c): s for s, c in enumerate(codes) if c is not None}
        digests[digest(spectator)] = SPECTATOR_SEAT
        self.store.create(table_id, game, record(table), digests)
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
            fresh = Live(table_id, row.game, restore(row.game, row.record), row.version)
            with self._guard:
                live = self._live.setdefault(table_id, fresh)
        return live

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
            row = self.store.load(table_id) if version is None else None
            if live.version >= (row.version if row is not None else version):
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
        live = self.live(table_id)
        who = SPECTATOR if seat == SPECTATOR_SEAT else seat
        return Connection(table_id, live.game, who, Seat(live.table, who))

    def welcome(self, conn: Connection) -> dict:
        live = self.live(conn.table_id)
        game = live.table.game
        return {"table": conn.table_id, "game": conn.game, "seat": conn.who,
                "seat_names": list(game.seat_names[: game.players])}

    # ------------------------------------------------------------- intents
    def handle(self, conn: Connection, msg) -> str:
        """Check and apply one intent of `conn`; the error to show it ("" when done)."""
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

    def _store_intent(self, live: Live, conn: Connection, msg) -> None:
        changed = False
        try:
            with self.store.locked(live.table_id) as row:
                if row.version != live.version:
                    self._reload(live, row)
                conn.seat.table = live.table
                before = record(live.table)
                try:
                    conn.seat.handle(msg)
                finally:
                    after = record(live.table)
                    changed = after != before
                if changed:
                    row.save(after, conn.stored_seat, json.dumps(msg, separators=(",", ":")))
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
        started = self.clock.now()
        live = self.live(table_id)
        with live.lock:
            table = live.table
            seat = table.game.to_move
            if seat is None or seat not in table.bots:
                table.thinking = None
                return False
            info, version, bot = SeatInfo(table.game, seat), live.version, table.bots[seat]
            release = started + pace(bot, table.game.name)
        try:
            action, error = bot.choose(info), None
        except Exception as err:          # a bot is code: its failure is shown, not raised
            action, error = None, err
        hold(release, self.clock)
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
        with live.lock:
            for conn in conns:
                conn.seat.table = live.table
                message = push_message(conn, conn.seat.traits(), live.version)
                if message is not None:
                    out.append((conn, message))
        return out

    def state(self, code) -> dict:
        """The traits of the seat a code opens (for GET /state)."""
        conn = self.admit(code)
        with self.live(conn.table_id).lock:
            return {**self.welcome(conn), "state": conn.seat.traits()}


def push_message(conn: Connection, traits: dict, version: int) -> str | None:
    """{"push": {trait: value}, "patch": {trait: operations}, "version": n}: the traits
    that changed since the connection's last push, big ones as patches when shorter."""
    whole, ops = {}, {}
    for name, value in traits.items():
        old, text = conn.sent.get(name), patches.compact(value)
        if old is not None and old[0] == text:
            continue                              # unchanged: most traits, most actions
        base = old[1] if name in PATCHED and old is not None else None
        value, change = patches.change(base, value, text)
        if change is not None:
            ops[name] = change
        else:
            whole[name] = value
        conn.sent[name] = (text, value)
    if not whole and not ops:
        return None
    conn.pushes += 1
    message = {"push": whole, "version": version}
    if ops:
        message["patch"] = ops
    return json.dumps(message, separators=(",", ":"))
