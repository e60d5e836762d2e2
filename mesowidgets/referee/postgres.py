"""The referee's tables in PostgreSQL (psycopg 3): players on several machines, or several
referee processes behind one address.

One connection per thread. Each action runs in one transaction that first locks the
table's row (`SELECT ... FOR UPDATE`): a second intent for the same table waits for the
first to commit and then reads the state it left. The transaction also sends `NOTIFY
meso_tables, '<table id> <version>'`, which PostgreSQL delivers only on commit; every
referee process listens on that channel and pushes the new state to its own connections
at that table.
"""
from __future__ import annotations

import contextlib
import logging
import threading
import time

import psycopg

from .store import Recent, Row, apply_edits

CHANNEL = "meso_tables"
logger = logging.getLogger(__name__)

SCHEMA = """
CREATE TABLE IF NOT EXISTS meso_tables (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, version INTEGER NOT NULL,
    record TEXT NOT NULL, start TEXT NOT NULL, created DOUBLE PRECISION NOT NULL,
    joined DOUBLE PRECISION, base INTEGER NOT NULL DEFAULT 0,
    edited INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS meso_codes (
    digest TEXT PRIMARY KEY, table_id TEXT NOT NULL REFERENCES meso_tables(id),
    seat INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS meso_actions (
    table_id TEXT NOT NULL REFERENCES meso_tables(id), version INTEGER NOT NULL,
    seat INTEGER NOT NULL, intent TEXT NOT NULL, at DOUBLE PRECISION NOT NULL,
    head INTEGER, piece TEXT, tail INTEGER, PRIMARY KEY (table_id, version));
"""
WAITING = "CREATE INDEX IF NOT EXISTS meso_waiting ON meso_tables (created) WHERE joined IS NULL"
#: The columns that came after the first schema, as added to an older database (in order).
ADDED = {"meso_tables": [("joined", "DOUBLE PRECISION"), ("base", "INTEGER NOT NULL DEFAULT 0"),
                         ("edited", "INTEGER NOT NULL DEFAULT 0")],
         "meso_actions": [("head", "INTEGER"), ("piece", "TEXT"), ("tail", "INTEGER")]}


class PostgresStore:
    kind = "postgresql"

    def __init__(self, url: str):
        self.url = url
        self._local = threading.local()
        self._stop = threading.Event()
        self._listener: threading.Thread | None = None
        with psycopg.connect(url, autocommit=True) as db:
            # Several referee processes may start at once: one creates the schema.
            db.execute("SELECT pg_advisory_lock(16016)")
            try:
                with db.transaction():               # all of it or nothing
                    db.execute(SCHEMA)
                    self._migrate(db)
                    db.execute(WAITING)
            finally:
                db.execute("SELECT pg_advisory_unlock(16016)")
        self._recent = Recent()

    @staticmethod
    def _migrate(db: psycopg.Connection) -> None:
        """Bring a database written by an older version up to this schema."""
        for table, columns in ADDED.items():
            have = {r[0] for r in db.execute(
                "SELECT column_name FROM information_schema.columns WHERE table_name = %s "
                "AND table_schema = current_schema()", (table,))}
            for name, kind in columns:
                if name not in have:
                    db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {kind}")
                    if name == "joined":                 # older tables count as joined
                        db.execute("UPDATE meso_tables SET joined = created")
                    if name == "base":                   # their record is the table now
                        db.execute("UPDATE meso_tables SET base = version")

    def _connection(self) -> psycopg.Connection:
        db = getattr(self._local, "db", None)
        if db is None or db.closed:
            db = psycopg.connect(self.url)
            self._local.db = db
        return db

    @contextlib.contextmanager
    def _transaction(self):
        db = self._connection()
        try:
            with db.transaction():
                yield db
        except psycopg.OperationalError:
            db.close()                   # a broken connection: the next call opens another
            raise

    def create(self, table_id: str, game: str, record: str, codes: dict[str, int],
               now: float | None = None) -> None:
        with self._transaction() as db:
            db.execute("INSERT INTO meso_tables (id, game, version, record, start, created) "
                       "VALUES (%s, %s, 0, %s, %s, %s)",
                       (table_id, game, record, record, time.time() if now is None else now))
            with db.cursor() as cur:
                cur.executemany("INSERT INTO meso_codes VALUES (%s, %s, %s)",
                                [(d, table_id, seat) for d, seat in codes.items()])
        self._recent.put(table_id, 0, record)

    def seat_of(self, code_digest: str) -> tuple[str, int] | None:
        with self._transaction() as db:
            row = db.execute("SELECT table_id, seat FROM meso_codes WHERE digest = %s",
                             (code_digest,)).fetchone()
        return (row[0], row[1]) if row else None

    def join(self, table_id: str, created_after: float, now: float) -> bool:
        """Note that someone joined the table, unless it waited since before
        `created_after` (expired); whether it is joined now."""
        with self._transaction() as db:
            return db.execute("UPDATE meso_tables SET joined = COALESCE(joined, %s) WHERE "
                              "id = %s AND (joined IS NOT NULL OR created >= %s)",
                              (now, table_id, created_after)).rowcount == 1

    def waiting(self, created_after: float) -> int:
        """How many tables created since `created_after` wait for their first player."""
        with self._transaction() as db:
            return db.execute("SELECT count(*) FROM meso_tables WHERE joined IS NULL AND "
                              "created >= %s", (created_after,)).fetchone()[0]

    def expire(self, created_before: float) -> int:
        """Drop the tables nobody joined that were created before `created_before` (and
        their codes); how many."""
        with self._transaction() as db:
            ids = [r[0] for r in db.execute(
                "SELECT id FROM meso_tables WHERE joined IS NULL AND created < %s FOR UPDATE",
                (created_before,))]
            for kept in ("meso_codes", "meso_actions"):
                db.execute(f"DELETE FROM {kept} WHERE table_id = ANY(%s)", (ids,))
            db.execute("DELETE FROM meso_tables WHERE id = ANY(%s)", (ids,))
        return len(ids)

    def load(self, table_id: str) -> Row | None:
        with self._transaction() as db:
            found = db.execute("SELECT game, version, record, base, edited FROM meso_tables "
                               "WHERE id = %s", (table_id,)).fetchone()
            if found is None:
                return None
            game, version, snapshot, base, edited = found
            record = self._recent.get(table_id, version)
            if record is None:
                record = self._record(db, table_id, snapshot, base, version)
                self._recent.put(table_id, version, record)
        return Row(table_id, game, version, record, edited=edited)

    @staticmethod
    def _record(db: psycopg.Connection, table_id: str, snapshot: str, base: int,
                version: int) -> str:
        """The record at `version`: the snapshot (at `base`) and the edits after it
        (committed actions are never rewritten, so this reads one version whatever
        commits meanwhile)."""
        return apply_edits(snapshot, db.execute(
            "SELECT head, piece, tail FROM meso_actions WHERE table_id = %s AND version > %s "
            "AND version <= %s ORDER BY version", (table_id, base, version)))

    def _read(self, db: psycopg.Connection, table_id: str, version: int) -> str:
        found = db.execute("SELECT record, base FROM meso_tables WHERE id = %s",
                           (table_id,)).fetchone()
        assert found is not None, "read inside the transaction that locked the row"
        return self._record(db, table_id, found[0], found[1], version)

    @contextlib.contextmanager
    def locked(self, table_id: str):
        with self._transaction() as db:
            found = db.execute("SELECT game, version, edited FROM meso_tables WHERE id = %s "
                               "FOR UPDATE", (table_id,)).fetchone()
            if found is None:
                raise KeyError(table_id)
            game, version, edited = found
            row = Row(table_id, game, version, self._recent.get(table_id, version),
                      edited=edited, read=lambda: self._read(db, table_id, version))
            yield row
            for save in row._saves:
                if save.snapshot is None:
                    db.execute("UPDATE meso_tables SET version = %s, edited = %s WHERE id = %s",
                               (save.version, save.edited, table_id))
                else:
                    db.execute("UPDATE meso_tables SET version = %s, edited = %s, record = %s, "
                               "base = %s WHERE id = %s", (save.version, save.edited,
                                                           save.snapshot, save.version,
                                                           table_id))
                db.execute("INSERT INTO meso_actions VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
                           (table_id, save.version, save.seat, save.intent, time.time(),
                            *save.edit))
            if row._saves:
                db.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{table_id} {row.version}"))
        if row._record is not None:
            self._recent.put(table_id, row.version, row._record)

    def start(self, table_id: str) -> str:
        with self._transaction() as db:
            return db.execute("SELECT start FROM meso_tables WHERE id = %s",
                              (table_id,)).fetchone()[0]

    def actions(self, table_id: str) -> list[tuple[int, int, str]]:
        with self._transaction() as db:
            return db.execute("SELECT version, seat, intent FROM meso_actions "
                              "WHERE table_id = %s ORDER BY version", (table_id,)).fetchall()

    def table_ids(self) -> list[str]:
        with self._transaction() as db:
            return [r[0] for r in db.execute("SELECT id FROM meso_tables ORDER BY created")]

    def listen(self, callback) -> None:
        """Call `callback(table_id, version)` (on a thread of its own) after every action
        committed by any referee process on this database, and `callback(None, None)`
        whenever listening starts again (notifications may have been missed)."""
        self._listener = threading.Thread(target=self._listen, args=(callback,),
                                          name="mesowidgets-listen", daemon=True)
        self._listener.start()

    def _listen(self, callback) -> None:
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True) as db:
                    db.execute(f"LISTEN {CHANNEL}")
                    callback(None, None)     # listening (again): what was missed meanwhile?
                    while not self._stop.is_set():
                        for note in db.notifies(timeout=0.5):
                            table_id, _, version = note.payload.partition(" ")
                            callback(table_id, int(version))
            except psycopg.Error:
                logger.warning("Lost the database's notifications; listening again.")
                self._stop.wait(1.0)

    def close(self) -> None:
        self._stop.set()
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None
