"""At a referee's table the result screen shows too (the synced result, computed by the
referee's Seat), and Rematch and New game are refused, naming why: the referee's table
does not restart (ask for a new table); nothing is stored."""
from __future__ import annotations

import random

from mesowidgets.referee.audit import check
from mesowidgets.referee.store import open_store

from .test_play_across_kernels import play, seated


def test_the_end_at_the_referee_shows_the_result_and_refuses_a_rematch(referee, db_url):
    invitation, (beige, brown) = seated(referee.url, seed=11)
    played = play([beige, brown], random.Random(1))
    for w in (beige, brown):
        assert w.wait(lambda w: bool(w.result), 60.0)
    assert beige.result == brown.result
    assert [row[0] for row in beige.result["rows"]] == \
        [s for group in beige.view["result"]["ranking"] for s in group]
    for intent in ("rematch", "newgame"):
        beige.send_intent({intent: True, "at": played})
        assert "referee" in beige.error and "new table" in beige.error
    assert beige.view["over"] and len(beige.history) == played
    store = open_store(db_url)
    assert store.load(invitation.table).version == played
    assert check(store, invitation.table) == ""
    for w in (beige, brown):
        w.close()
