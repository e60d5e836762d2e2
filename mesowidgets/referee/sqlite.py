"""The referee's tables in an SQLite file (one machine, one referee process).

One connection per thread. Writers of this process queue on a lock of their own before
`BEGIN IMMEDIATE`: SQLite makes a writer that finds the file locked sleep and retry (for
1, 2, 5, 10... ms), which under load cost hundreds of milliseconds; a lock wakes the next
writer at once. WAL journal, and every committed action on disk before its push goes out
(so neither killing the referee nor a power cut loses a move a seat was shown): each
writer syncs the WAL file itself after its commit, once it has let the next writer in
(`synchronous=NORMAL`, which leaves the commit's sync out). `synchronous=FULL` synced
inside the commit, holding the write lock: the file took one sync after another, about
200 actions/s at most, however many tables played; syncs made side by side now cover
every commit written before them (a group commit). `BEGIN IMMEDIATE`
takes the database's write lock at the start of a transaction, so two intents on one
table are applied one after the other, each on the state the other left.
"""
from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time

from .store import Recent, Row, apply_edits

SCHEMA = """
CREATE TABLE IF NOT EXISTS meso_tables (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, version INTEGER NOT NULL,
    record TEXT NOT NULL, start TEXT NOT NULL, created REAL NOT NULL, joined REAL,
    base INTEGER NOT NULL DEFAULT 0, edited INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS meso_codes (
    digest TEXT PRIMARY KEY, table_id TEXT NOT NULL REFERENCES meso_tables(id),
    seat INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS meso_actions (
    table_id TEXT NOT NULL REFERENCES meso_tables(id), version INTEGER NOT NULL,
    seat INTEGER NOT NULL, intent TEXT NOT NULL, at REAL NOT NULL,
    head INTEGER, piece TEXT, tail INTEGER, PRIMARY KEY (table_id, version));
"""
#: The columns that came after the first schema, as added to an older file (in order).
ADDED = {"meso_tables": [("joined", "REAL"), ("base", "INTEGER NOT NULL DEFAULT 0"),
                         ("edited", "INTEGER NOT NULL DEFAULT 0")],
         "meso_actions": [("head", "INTEGER"), ("piece", "TEXT"), ("tail", "INTEGER")]}
#: Tables waiting for their first player (`joined` came after the first schema).
WAITING = """
CREATE INDEX IF NOT EXISTS meso_waiting ON meso_tables (created) WHERE joined IS NULL;
"""


class SQLiteStore:
    kind = "sqlite"

    def __init__(self, path: str):
        self.path = path
        self._local = threading.local()
        self._writer = threading.Lock()
        self._recent = Recent()
        db = self._connection()
        db.execute("BEGIN IMMEDIATE")
        try:
            for statement in SCHEMA.split(";"):
                db.execute(statement)
            self._migrate(db)
            db.execute(WAITING)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    @staticmethod
    def _migrate(db: sqlite3.Connection) -> None:
        """Bring a file written by an older version up to this schema (in the opening
        transaction: all of it or nothing)."""
        for table, columns in ADDED.items():
            have = {c[1] for c in db.execute(f"PRAGMA table_info({table})")}
            for name, kind in columns:
                if name not in have:
                    db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {kind}")
                    if name == "joined":                 # older tables count as joined
                        db.execute("UPDATE meso_tables SET joined = created")
                    if name == "base":                   # their record is the table now
                        db.execute("UPDATE meso_tables SET base = version")

    def _connection(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, isolation_level=None, timeout=30)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")      # the commits synced by _sync
            db.execute("PRAGMA foreign_keys=ON")
            self._local.db = db
        return db

    def _sync(self) -> None:
        """Put every commit written so far on disk (called out of the write lock, so that
        writers sync side by side, each sync covering the commits before it). The WAL file
        is absent only once its frames are in the database file, which a checkpoint syncs."""
        try:
            fd = os.open(self.path + "-wal", os.O_RDONLY)
        except FileNotFoundError:
            return
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

    def create(self, table_id: str, game: str, record: str, codes: dict[str, int],
               now: float | None = None) -> None:
        with self._writer:
            self._create(table_id, game, record, codes, time.time() if now is None else now)
            self._recent.put(table_id, 0, record)
        self._sync()

    def _create(self, table_id, game, record, codes, now) -> None:
        db = self._connection()
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute("INSERT INTO meso_tables (id, game, version, record, start, created) "
                       "VALUES (?, ?, 0, ?, ?, ?)", (table_id, game, record, record, now))
            db.executemany("INSERT INTO meso_codes VALUES (?, ?, ?)",
                           [(d, table_id, seat) for d, seat in codes.items()])
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def seat_of(self, code_digest: str) -> tuple[str, int] | None:
        row = self._connection().execute(
            "SELECT table_id, seat FROM meso_codes WHERE digest = ?", (code_digest,)).fetchone()
        return (row[0], row[1]) if row else None

    def join(self, table_id: str, created_after: float, now: float) -> bool:
        """Note that someone joined the table, unless it waited since before
        `created_after` (expired); whether it is joined now."""
        db = self._connection()
        found = db.execute("SELECT joined FROM meso_tables WHERE id = ?", (table_id,)).fetchone()
        if found is None or found[0] is not None:
            return found is not None
        with self._writer:
            joined = db.execute("UPDATE meso_tables SET joined = ? WHERE id = ? AND "
                                "(joined IS NOT NULL OR created >= ?)",
                                (now, table_id, created_after)).rowcount == 1
        self._sync()
        return joined

    def waiting(self, created_after: float) -> int:
        """How many tables created since `created_after` wait for their first player."""
        return self._connection().execute(
            "SELECT count(*) FROM meso_tables WHERE joined IS NULL AND created >= ?",
            (created_after,)).fetchone()[0]

    def expire(self, created_before: float) -> int:
        """Drop the tables nobody joined that were created before `created_before` (and
        their codes); how many."""
        with self._writer:
            db = self._connection()
            db.execute("BEGIN IMMEDIATE")
            try:
                old = "SELECT id FROM meso_tables WHERE joined IS NULL AND created < ?"
                for kept in ("meso_codes", "meso_actions"):
                    db.execute(f"DELETE FROM {kept} WHERE table_id IN ({old})",
                               (created_before,))
                dropped = db.execute("DELETE FROM meso_tables WHERE joined IS NULL AND "
                                     "created < ?", (created_before,)).rowcount
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
        self._sync()
        return dropped

    def load(self, table_id: str) -> Row | None:
        db = self._connection()
        found = db.execute("SELECT game, version, record, base, edited FROM meso_tables "
                           "WHERE id = ?", (table_id,)).fetchone()
        if found is None:
            return None
        game, version, snapshot, base, edited = found
        record = self._recent.get(table_id, version)
        if record is None:
            record = self._record(db, table_id, snapshot, base, version)
            self._recent.put(table_id, version, record)
        return Row(table_id, game, version, record, edited=edited)

    @staticmethod
    def _record(db: sqlite3.Connection, table_id: str, snapshot: str, base: int,
                version: int) -> str:
        """The record at `version`: the snapshot (at `base`) and the edits after it
        (committed actions are never rewritten, so this reads one version, in a
        transaction or not)."""
        return apply_edits(snapshot, db.execute(
            "SELECT head, piece, tail FROM meso_actions WHERE table_id = ? AND version > ? "
            "AND version <= ? ORDER BY version", (table_id, base, version)))

    @contextlib.contextmanager
    def locked(self, table_id: str):
        with self._writer:
            with self._transaction(table_id) as row:
                yield row
            if row._record is not None:
                self._recent.put(table_id, row.version, row._record)
        self._sync()

    @contextlib.contextmanager
    def _transaction(self, table_id: str):
        db = self._connection()
        db.execute("BEGIN IMMEDIATE")
        try:
            found = db.execute("SELECT game, version, edited FROM meso_tables WHERE id = ?",
                               (table_id,)).fetchone()
            if found is None:
                raise KeyError(table_id)
            game, version, edited = found
            row = Row(table_id, game, version, self._recent.get(table_id, version),
                      edited=edited, read=lambda: self._read(db, table_id, version))
            yield row
            for save in row._saves:
                if save.snapshot is None:
                    db.execute("UPDATE meso_tables SET version = ?, edited = ? WHERE id = ?",
                               (save.version, save.edited, table_id))
                else:
                    db.execute("UPDATE meso_tables SET version = ?, edited = ?, record = ?, "
                               "base = ? WHERE id = ?", (save.version, save.edited,
                                                         save.snapshot, save.version, table_id))
                db.execute("INSERT INTO meso_actions VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                           (table_id, save.version, save.seat, save.intent, time.time(),
                            *save.edit))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def _read(self, db: sqlite3.Connection, table_id: str, version: int) -> str:
        snapshot, base = db.execute("SELECT record, base FROM meso_tables WHERE id = ?",
                                    (table_id,)).fetchone()
        return self._record(db, table_id, snapshot, base, version)

    def start(self, table_id: str) -> str:
        return self._connection().execute(
            "SELECT start FROM meso_tables WHERE id = ?", (table_id,)).fetchone()[0]

    def actions(self, table_id: str) -> list[tuple[int, int, str]]:
        """(version, seat, intent) of every action at the table, in order."""
        return self._connection().execute(
            "SELECT version, seat, intent FROM meso_actions WHERE table_id = ? "
            "ORDER BY version", (table_id,)).fetchall()

    def table_ids(self) -> list[str]:
        return [r[0] for r in self._connection().execute(
            "SELECT id FROM meso_tables ORDER BY created")]

    def notify(self, table_id: str, version: int) -> None:
        """One process per SQLite file: nobody else to tell."""

    def listen(self, callback) -> None:
        """One process per SQLite file: nothing to hear."""

    def close(self) -> None:
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None
