"""Where the referee keeps its tables: an SQLite file or a PostgreSQL database.

Both stores have one interface. Three tables:

    meso_tables   id, game, version, record (the table now), start (the table as created),
                  created, joined (when a code first opened it; null: nobody joined yet)
    meso_codes    digest (SHA-256 of a join code), table_id, seat (-1: spectator)
    meso_actions  table_id, version, seat, intent (JSON), at: every change, in order

`locked(table_id)` opens one transaction with the table's row locked (SQLite: `BEGIN
IMMEDIATE`, the database's write lock; PostgreSQL: `SELECT ... FOR UPDATE`), yields the
row, and commits when the block ends (rolls back if it raises). `row.save(record, seat,
intent)` writes the new record, bumps the version and appends the action in that same
transaction: two intents racing for one table never both land, and nothing is applied
twice or lost. Join codes are stored as digests only. `join(table_id, created_after,
now)` notes the first join; `expire(created_before)` drops the tables nobody joined in
time, `waiting(created_after)` counts those still waiting.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

SPECTATOR_SEAT = -1


def digest(code: str) -> str:
    """What the store keeps of a join code."""
    return hashlib.sha256(code.encode()).hexdigest()


@dataclass
class Row:
    """A table's row, read inside a transaction (`locked`), or outside it (`load`)."""

    table_id: str
    game: str
    version: int
    record: str
    _saves: list = field(default_factory=list, repr=False)

    def save(self, record: str, seat: int, intent: str) -> None:
        """Write `record` as the table's new state and `intent` as the action that led to
        it (committed with the transaction)."""
        self.version += 1
        self.record = record
        self._saves.append((self.version, record, seat, intent))


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
