"""The replay check: a table's stored actions, applied in order to the table as it was
created, lead exactly to the table as stored."""
from __future__ import annotations

import json

from ..seat import SPECTATOR
from .store import SPECTATOR_SEAT
from .tables import RefereeTable, apply_stored, record, restore


def replay(store, table_id: str) -> RefereeTable:
    """The table rebuilt from its start and its stored actions."""
    row = store.load(table_id)
    table = restore(row.game, store.start(table_id))
    for _version, seat, intent in store.actions(table_id):
        apply_stored(table, SPECTATOR if seat == SPECTATOR_SEAT else seat, json.loads(intent))
    return table


def check(store, table_id: str) -> str:
    """"" when the stored actions lead to the stored table, else what differs."""
    row = store.load(table_id)
    actions = store.actions(table_id)
    if [a[0] for a in actions] != list(range(1, row.version + 1)):
        return f"table {table_id}: the actions are not numbered 1 to {row.version}"
    try:
        again = record(replay(store, table_id))
    except Exception as err:                       # reported, not raised: an audit
        return f"table {table_id}: replay failed: {type(err).__name__}: {err}"
    return "" if again == row.record else f"table {table_id}: the replay leads elsewhere"
