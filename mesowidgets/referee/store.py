"""Where the referee keeps its tables: an SQLite file or a PostgreSQL database.

Both stores have one interface. Three tables:

    meso_tables   id, game, version, record (the table at version `base`: a snapshot),
                  start (the table as created), created, joined (when a code first opened
                  it; null: nobody joined yet), base, edited (what the edits since the
                  snapshot cost, in characters)
    meso_codes    digest (SHA-256 of a join code), table_id, seat (-1: spectator)
    meso_actions  table_id, version, seat, intent (JSON), at, and the edit that turned the
                  record before it into the record after it: head, piece, tail (keep the
                  first `head` characters, then `piece`, then the last `tail`; null for
                  actions stored before edits were)

`locked(table_id)` opens one transaction with the table's row locked (SQLite: `BEGIN
IMMEDIATE`, the database's write lock; PostgreSQL: `SELECT ... FOR UPDATE`), yields the
row, and commits when the block ends (rolls back if it raises). `row.save(record, seat,
intent)` bumps the version and appends the action with its edit in that same
transaction: two intents racing for one table never both land, and nothing is applied
twice or lost. An action writes its edit, not the whole record (a card game's record is
about 17 KB late in the game, its action's edit a few dozen characters), and the record
itself only when the edits since the last snapshot cost as much as it does, so the
writing per action stays the same however long the game (the snapshots, one every
len(record) characters of edits, cost an edit's size an action on average). A table is
read as its snapshot and the edits after it, in order (the actions' primary key is
their index). Join codes are stored as digests only. `join(table_id, created_after,
now)` notes the first join; `expire(created_before)` drops the tables nobody joined in
time, `waiting(created_after)` counts those still waiting.
"""
from __future__ import annotations

import hashlib
import threading
from dataclasses import dataclass

SPECTATOR_SEAT = -1


def digest(code: str) -> str:
    """What the store keeps of a join code."""
    return hashlib.sha256(code.encode()).hexdigest()


#: What an edit costs beyond its piece (its row's numbers and keys), in characters.
EDIT_COST = 32


def edit(before: str, after: str) -> tuple[int, str, int]:
    """`after` as an edit of `before`: (head, piece, tail) with `after == before[:head] +
    piece + before[len(before) - tail:]`, the piece as short as a common start and end
    make it. Compares slices (in C), halving the range each time: about len(after)
    characters compared, not a loop over them in Python."""
    head = _common(before, after, min(len(before), len(after)), False)
    tail = _common(before, after, min(len(before), len(after)) - head, True)
    return head, after[head:len(after) - tail], tail


def _common(a: str, b: str, most: int, from_end: bool) -> int:
    """How many characters `a` and `b` share at their start (or end), at most `most`."""
    lo, hi = 0, most                  # the answer is in [lo, hi]; lo characters match
    na, nb = len(a), len(b)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        same = (a[na - mid:na - lo] == b[nb - mid:nb - lo]) if from_end else (
            a[lo:mid] == b[lo:mid])
        if same:
            lo = mid
        else:
            hi = mid - 1
    return lo


def apply_edits(record: str, edits) -> str:
    """The record after the edits (head, piece, tail), in order."""
    for head, piece, tail in edits:
        record = record[:head] + piece + record[len(record) - tail:]
    return record


@dataclass
class Save:
    """One action to write: its version, seat and intent, its edit, and the whole record
    when a snapshot is due (else None)."""

    version: int
    seat: int
    intent: str
    edit: tuple[int, str, int]
    edited: int
    snapshot: str | None


class Row:
    """A table's row, read inside a transaction (`locked`), or outside it (`load`).
    `record` is the table now (read when first asked for: an action needs only the
    record before it, which the store keeps)."""

    def __init__(self, table_id: str, game: str, version: int, record=None, *,
                 edited: int = 0, read=None):
        self.table_id, self.game, self.version, self.edited = table_id, game, version, edited
        self._record: str | None = record
        self._read = read
        self._saves: list[Save] = []

    @property
    def record(self) -> str:
        if self._record is None:
            self._record = self._read()
        return self._record

    def save(self, record: str, seat: int, intent: str) -> None:
        """Write `record` as the table's new state and `intent` as the action that led to
        it (committed with the transaction)."""
        change = edit(self.record, record)
        self.version += 1
        self._record = record
        self.edited += len(change[1]) + EDIT_COST
        snapshot = None
        if self.edited >= len(record):
            snapshot, self.edited = record, 0
        self._saves.append(Save(self.version, seat, intent, change, self.edited, snapshot))


class Recent:
    """The record of each table as this process last wrote or read it, by version (a
    version is committed once, so the same version is the same text): an action edits
    the record before it without reading it back. Holds the last `size` tables."""

    def __init__(self, size: int = 512):
        self.size = size
        self._held: dict[str, tuple[int, str]] = {}
        self._lock = threading.Lock()

    def get(self, table_id: str, version: int) -> str | None:
        with self._lock:
            held = self._held.get(table_id)
        return held[1] if held is not None and held[0] == version else None

    def put(self, table_id: str, version: int, record: str) -> None:
        with self._lock:
            held = self._held.pop(table_id, None)
            if held is not None and held[0] > version:
                record, version = held[1], held[0]    # a newer one came meanwhile
            self._held[table_id] = (version, record)
            while len(self._held) > self.size:
                del self._held[next(iter(self._held))]


def open_store(url: str | None):
    """The store a URL names: "sqlite:///path/to/file.db" (or a plain path; the default
    is referee.db in the current directory), or "postgresql://..." ("postgres://")."""
    url = url or "sqlite:///referee.db"
    if url.startswith(("postgresql://", "postgres://")):
        from .postgres import PostgresStore
        return PostgresStore(url)
    from .sqlite import SQLiteStore
    path = url[len("sqlite:///"):] if url.startswith("sqlite:///") else url
    return SQLiteStore(path)
