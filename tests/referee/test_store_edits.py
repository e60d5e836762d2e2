"""The store writes an action's edit of the table's record, not the whole record: what a
late action writes is what an early one does (a card game's record grows to about 17 KB),
and the record read back, by a store that never saw the table, is the record saved, byte
for byte, at every version (its snapshot and the edits after it). Counted, not timed:
benchmarks/kernel_cpu.py measures the time."""
from __future__ import annotations

from mesogames.core import RandomBot
from mesowidgets.referee.service import Referee
from mesowidgets.referee.store import open_store
from mesowidgets.referee.tables import record

ACTIONS = 480
WINDOW = 120


class Counted:
    """A store's connection that counts the characters bound to its INSERTs and UPDATEs:
    what the store writes."""

    def __init__(self, db):
        self._db, self.written = db, 0

    def execute(self, sql, params=()):
        if sql.lstrip().upper().startswith(("INSERT", "UPDATE")):
            self.written += sum(len(str(p)) for p in params)
        return self._db.execute(sql, params)

    def __getattr__(self, name):
        return getattr(self._db, name)


def test_a_late_action_writes_what_an_early_one_does_and_reads_back_exact(db_url):
    referee = Referee(open_store(db_url))
    made = referee.create("tigris_cards", {"seed": 0})
    conns = {c.who: c for c in (referee.admit(code) for code in made["seats"] if code)}
    live = referee.live(made["table"])
    counted = referee.store._local.db = Counted(referee.store._connection())
    bot, written, sizes = RandomBot(0), [], []
    for n in range(ACTIONS):
        game = live.table.game
        assert not game.over
        before = counted.written
        action = str(bot.choose(game))
        assert referee.handle(conns[game.to_move], {"act": action, "at": n}) == ""
        written.append(counted.written - before)
        saved = record(live.table)
        sizes.append(len(saved))
        if n % 40 == 39 or n == ACTIONS - 1:
            fresh = open_store(db_url)                 # as another process reads it
            try:
                row = fresh.load(made["table"])
                assert (row.version, row.record) == (n + 1, saved)
            finally:
                fresh.close()
    referee.close()
    early, late = sum(written[:WINDOW]), sum(written[-WINDOW:])
    # Writing the whole record each action wrote 1.2 KB an action in the first 120 actions
    # and 6 KB in the last 120 (148,667 and 720,434 characters); its edit, about 0.24 KB.
    assert sizes[-1] > 2 * sizes[0]
    assert late < 1.5 * early, (early, late)
    assert late / WINDOW < sizes[-1] / 4, (late / WINDOW, sizes[-1])


#: The schema before edits were stored (`{real}`: each database's floating point type).
OLD_SCHEMA = [
    """CREATE TABLE meso_tables (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, version INTEGER NOT NULL,
    record TEXT NOT NULL, start TEXT NOT NULL, created {real} NOT NULL, joined {real})""",
    """CREATE TABLE meso_codes (
    digest TEXT PRIMARY KEY, table_id TEXT NOT NULL REFERENCES meso_tables(id),
    seat INTEGER NOT NULL)""",
    """CREATE TABLE meso_actions (
    table_id TEXT NOT NULL REFERENCES meso_tables(id), version INTEGER NOT NULL,
    seat INTEGER NOT NULL, intent TEXT NOT NULL, at {real} NOT NULL,
    PRIMARY KEY (table_id, version))"""]


def old_database(db_url: str, rows: dict[str, list]) -> None:
    """A database as the store wrote it before edits: every table's whole record."""
    if db_url.startswith("sqlite"):
        import sqlite3
        db = sqlite3.connect(db_url[len("sqlite:///"):])
        real, mark = "REAL", "?"
    else:
        import psycopg
        db = psycopg.connect(db_url)
        real, mark = "DOUBLE PRECISION", "%s"
    for statement in OLD_SCHEMA:
        db.execute(statement.format(real=real))
    for table, values in rows.items():
        for v in values:
            db.execute(f"INSERT INTO {table} VALUES ({', '.join([mark] * len(v))})", v)
    db.commit()
    db.close()


def test_a_database_from_before_edits_opens_and_its_tables_play_on(db_url):
    import json

    from mesowidgets.referee import audit
    from mesowidgets.referee.store import digest
    from mesowidgets.referee.tables import apply_stored, new_table

    table = new_table("tyrus", {"seed": 3}, {}, False)
    start, bot, actions = record(table), RandomBot(3), []
    for n in range(6):
        seat, intent = table.game.to_move, {"act": str(bot.choose(table.game)), "at": n}
        apply_stored(table, seat, intent)
        actions.append(("old", n + 1, seat, json.dumps(intent, separators=(",", ":")), 5.0))
    now = record(table)
    old_database(db_url, {
        "meso_tables": [("old", "tyrus", 6, now, start, 5.0, 5.0)],
        "meso_codes": [(digest(f"code{s}"), "old", s) for s in range(2)],
        "meso_actions": actions})

    store = open_store(db_url)                         # migrated as it opens
    row = store.load("old")
    assert (row.version, row.record) == (6, now)
    assert audit.check(store, "old") == ""
    referee = Referee(store)
    conns = {c.who: c for c in (referee.admit(f"code{s}") for s in range(2))}
    live = referee.live("old")
    for n in range(6, 10):
        game = live.table.game
        assert referee.handle(conns[game.to_move], {"act": str(bot.choose(game)),
                                                    "at": n}) == ""
    referee.close()
    fresh = open_store(db_url)                         # opened again: already migrated
    try:
        row = fresh.load("old")
        assert (row.version, row.record) == (10, record(live.table))
        assert audit.check(fresh, "old") == ""
    finally:
        fresh.close()
