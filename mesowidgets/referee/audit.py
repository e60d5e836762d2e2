"""The replay check: a table's stored actions, applied in order to the table as it was
created, lead exactly to the table as stored.

The referee runs it on every table it loads from the store (service.py `Referee.live`):
a record edited in the database (its start rewritten as a diagram and its checksum
recomputed loads as a valid, different game) does not replay from the stored start, and
the table is not served. Benchmarks and tests run it on every table after a load.
"""
from __future__ import annotations

import json

from ..protocol import SPECTATOR
from .store import SPECTATOR_SEAT
from .tables import RefereeTable, apply_stored, record, restore


def replay(store, table_id: str, actions: list | None = None) -> RefereeTable:
    """The table rebuilt from its start and its stored actions (or those given)."""
    row = store.load(table_id)
    table = restore(row.game, store.start(table_id))
    for _version, seat, intent in store.actions(table_id) if actions is None else actions:
        apply_stored(table, SPECTATOR if seat == SPECTATOR_SEAT else seat, json.loads(intent))
    return table


def check(store, table_id: str, row=None, detail: bool = True) -> str:
    """"" when the stored actions lead to the stored table (to `row`, as read before: the
    actions after its version are left out), else what differs. `detail`: with the text
    of a replay's error (which may name hidden pieces: not for a log)."""
    row = row or store.load(table_id)
    actions = [a for a in store.actions(table_id) if a[0] <= row.version]
    if [a[0] for a in actions] != list(range(1, row.version + 1)):
        return f"table {table_id}: the actions are not numbered 1 to {row.version}"
    try:
        again = record(replay(store, table_id, actions))
    except Exception as err:                       # reported, not raised: an audit
        why = f": {err}" if detail else ""
        return f"table {table_id}: replay failed: {type(err).__name__}{why}"
    return "" if again == row.record else f"table {table_id}: the replay leads elsewhere"
