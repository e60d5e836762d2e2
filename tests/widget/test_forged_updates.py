"""The front end changes nothing but through intents: a forged ipywidgets state update of
any synced trait, in any game, is refused, changes nothing, and the front end is sent the
true state again. The seat a widget speaks for stays the one Python gave it."""
from __future__ import annotations

import pytest

from tests.widget.frontend import SYNCED, forge_update, legal, send, synced
from tests.widget.games import GAMES

FORGED = {
    "seat": None, "seat_names": ["x", "y"], "view": {"game": "forged"}, "legal": ["pass"],
    "history": [], "cursor": 0, "events": [{"kind": "x", "text": "forged", "at": 0}],
    "error": "", "notice": "forged", "request": {"kind": "takeback"}, "screen": False,
    "acting": 1, "lesson": {"step": 9}, "options": {"undo": True, "bots": []}, "thinking": 1,
    "suggestion": {"name": "pass", "text": "forged"},
    "absent": [{"name": "pass", "reason": "forged"}],
    "puzzle": {"status": "solved", "solution": ["pass"]},
    "editing": {"palette": [], "diagram": "forged"},
    "result": {"title": "Forged wins.", "rows": []}, "place_names": ["Z99"],
    "words": {"tile": {"piece": {"R": "forged"}}},
    "reviewed": {"status": "done", "seats": [], "points": [{"at": 0, "chance": 1.0}]},
}


def test_every_synced_trait_has_a_forgery():
    assert set(FORGED) == set(SYNCED)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("trait", SYNCED)
def test_a_forged_update_of_any_trait_changes_nothing(game, trait):
    cls, options = GAMES[game]
    widgets = cls.for_seats(seed=5, undo=True, **options)
    w = widgets[-1]                      # a seat that is not the first to move, often
    for _ in range(3):                   # a few actions, so history and cursor are not empty
        mover = widgets[w.game.to_move]
        send(mover, {"act": legal(mover)[0]})
    before, fingerprint = synced(w), w.game.fingerprint()
    resent = []
    w.send_state = lambda key=None: resent.append(key)
    forge_update(w, {trait: FORGED[trait]})
    after = synced(w)
    assert "changes nothing but through intents" in after.pop("error")
    before.pop("error")
    assert after == before
    assert w.game.fingerprint() == fingerprint
    assert [trait] in resent, "the front end is sent the true value again"
    assert w.seat == widgets.index(w)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_seat_that_forged_the_referee_seat_still_acts_only_for_itself(game):
    cls, options = GAMES[game]
    widgets = cls.for_seats(seed=8, **options)
    mover = widgets[widgets[0].game.to_move]
    other = next(w for w in widgets if w is not mover)
    forge_update(other, {"seat": None, "acting": mover.seat})
    fingerprint = other.game.fingerprint()
    send(other, {"act": legal(mover)[0]})
    assert "turn order" in other.error
    assert other.game.fingerprint() == fingerprint
    assert other.view["seat"] == other.seat       # still its own view, not the referee's
    assert legal(other) == []


def test_unknown_front_end_methods_and_malformed_envelopes_are_ignored():
    cls, options = GAMES["tigris-2"]
    w = cls(seed=1, **options)
    fingerprint = w.game.fingerprint()
    for msg in ({}, {"content": None}, {"content": {"data": None}},
                {"content": {"data": {"method": "explode"}}}, "text", None):
        w._handle_msg(msg)
        assert w.error.endswith("(rule: message).")
    assert w.game.fingerprint() == fingerprint
