"""A referee serves a stored table only if its stored actions, replayed from its stored
start, reach its stored state: a record rewritten in the database (here its start turned
into a diagram with the hands swapped, and its checksum recomputed, so it loads as a valid,
different game) is refused with a clear message and one log line, and the referee keeps
serving its other tables."""
from __future__ import annotations

import json
import sqlite3
import urllib.error
import urllib.request

from mesogames import tyrus
from mesowidgets.referee import create_table
from mesowidgets.referee.store import open_store
from mesowidgets.table import Table
from tests.forged import swapped_hands
from tests.referee.servers import RefereeProcess
from tests.referee.wire import Client

GAME = type(tyrus.new_game(seed=0))
UNSERVED = "does not replay to its state; the referee will not serve it. (rule: record)"


def swap_hands(save: str) -> str:
    """The saved game, started from a diagram of its start with the two hands swapped,
    its actions replayed there and its checksum recomputed: a valid save of another game."""
    return swapped_hands(GAME.from_json(save)).to_json()


def state(url: str, code: str) -> tuple[int, dict]:
    request = urllib.request.Request(url + "/state", headers={"Authorization": f"Bearer {code}"})
    try:
        with urllib.request.urlopen(request, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def test_a_table_whose_record_was_rewritten_is_not_served_and_the_others_are(tmp_path):
    db, log = tmp_path / "r.db", tmp_path / "referee.log"
    server = RefereeProcess(f"sqlite:///{db}", log).start()
    try:
        forged_at = create_table(server.url, "tyrus", seed=5, first="beige")
        honest = create_table(server.url, "tyrus", seed=6, first="beige")
        for made in (forged_at, honest):
            beige = Client(server.url, made.seats[0])
            assert beige.intent({"act": beige.legal()[0], "at": 0}) == ""
            beige.close()
    finally:
        server.stop()

    store = open_store(f"sqlite:///{db}")
    text = store.load(forged_at.table).record          # the table now
    store.close()
    with sqlite3.connect(db) as sql:
        record = json.loads(text)
        table = json.loads(record["table"])
        table["game"] = json.loads(swap_hands(json.dumps(table["game"])))
        record["table"] = json.dumps(table, sort_keys=True, separators=(",", ":"))
        # written as the table's snapshot at its version (no edits after it to apply)
        sql.execute("UPDATE meso_tables SET record = ?, base = version WHERE id = ?",
                    (json.dumps(record, sort_keys=True, separators=(",", ":")),
                     forged_at.table))
    Table.from_json(record["table"], GAME)                 # the forgery loads as a game

    server = RefereeProcess(f"sqlite:///{db}", log).start()
    try:
        lines_before = log.read_text().count("\n")
        for code in (forged_at.seats[1], forged_at.spectator):
            c = Client(server.url, code)
            assert UNSERVED in c.hello["refused"]
            c.close()
        status, answer = state(server.url, forged_at.seats[0])
        assert status == 403 and UNSERVED in answer["error"]
        c = Client(server.url, honest.seats[1])            # the other table plays on
        assert "welcome" in c.hello and c.at == 1
        assert c.intent({"act": c.legal()[0], "at": 1}) == ""
        c.close()
    finally:
        server.stop()
    new = log.read_text().splitlines()[lines_before:]
    assert len(new) == 1 and forged_at.table in new[0] and "does not replay" in new[0]
    assert not any(code in log.read_text() for code in forged_at.seats)
