"""At a referee's table a review is refused, naming where it is computed instead (a
notebook, from the saved game): the referee does not search whole games for its
players; nothing is stored."""
from __future__ import annotations

import random

from mesowidgets.referee.audit import check
from mesowidgets.referee.store import open_store

from .test_play_across_kernels import play, seated


def test_a_review_at_the_referee_is_refused_naming_where_it_is_computed(referee, db_url):
    invitation, (beige, brown) = seated(referee.url, seed=11)
    played = play([beige, brown], random.Random(1))
    assert beige.wait(lambda w: bool(w.result), 60.0)
    beige.send_intent({"review": True})
    assert beige.wait(lambda w: bool(w.error), 30.0)
    assert "rule: review" in beige.error and "Widget.load" in beige.error
    assert beige.reviewed == {} and len(beige.history) == played
    store = open_store(db_url)
    assert store.load(invitation.table).version == played
    assert check(store, invitation.table) == ""
    for w in (beige, brown):
        w.close()
