"""Any message a front end can send, in any game: malformed intents, stale ones, legal
actions sent by the wrong seat. None escapes as an exception; none changes the game; each
refusal is a short sentence naming its rule."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mesowidgets.protocol import INTENTS
from mesowidgets.seat import ERROR_LENGTH
from tests.marks import slow_ones
from tests.widget.frontend import deliver, legal, send
from tests.widget.games import GAMES

TRIED = {"intents": 0}

scalars = (st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=True)
           | st.text(max_size=30) | st.sampled_from(["red F7", "commit ²", "king B²",
                                                    "commit " + "9" * 5000, "x" * 100_000,
                                                    "pass", "undo", "S1 beige citadel"]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=8)
keys = st.sampled_from(list(INTENTS) + ["at", "log", "seat", "", "ACT"]) | st.text(max_size=8)
messages = (st.dictionaries(keys, values, max_size=3) | values)


def table(name):
    cls, options = GAMES[name]
    widgets = cls.for_seats(seed=3, **options)
    for _ in range(4):
        mover = widgets[widgets[0].game.to_move]
        send(mover, {"act": legal(mover)[0]})
    bystander = next(w for w in widgets if w.seat != w.game.to_move)
    return widgets, bystander


def check_refused(w, fingerprint, history):
    assert w.game.fingerprint() == fingerprint
    assert w.game.history == history
    assert isinstance(w.error, str) and len(w.error) <= ERROR_LENGTH


# 150 messages at a Tigris & Euphrates table: 4 to 6 s of CPU.
@pytest.mark.parametrize("name", slow_ones(sorted(GAMES), {"tigris-2", "tigris-4"}))
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(msg=messages)
def test_no_message_escapes_or_changes_the_game(name, msg):
    widgets, w = table(name)
    fingerprint, history = w.game.fingerprint(), w.game.history
    deliver(w, {"method": "custom", "content": msg})
    TRIED["intents"] += 1
    check_refused(w, fingerprint, history)
    if not (isinstance(msg, dict) and set(msg) <= {"seek", "reveal", "at"}):
        assert "(rule: " in w.error, w.error


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_movers_legal_actions_sent_by_another_seat_are_refused(name):
    widgets, w = table(name)
    mover = widgets[w.game.to_move]
    fingerprint, history = w.game.fingerprint(), w.game.history
    for action in legal(mover):
        send(w, {"act": action})
        TRIED["intents"] += 1
        check_refused(w, fingerprint, history)
        assert "rule: turn order" in w.error


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_double_click_plays_once(name):
    widgets, _ = table(name)
    mover = widgets[widgets[0].game.to_move]
    action, at = legal(mover)[0], len(mover.history)
    send(mover, {"act": action}, at=at)
    assert mover.error == ""
    history = mover.game.history
    send(mover, {"act": action}, at=at)
    assert "rule: position" in mover.error and "moved on" in mover.error
    assert mover.game.history == history


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_reported_examples(name):
    widgets, _ = table(name)
    mover = widgets[widgets[0].game.to_move]
    fingerprint = mover.game.fingerprint()
    for msg, rule in [({"act": "king B²"}, "notation"), ({"act": "commit ²"}, "notation"),
                      ({"act": "commit " + "9" * 5000}, "notation"),
                      ({"act": "x" * 1_000_000}, "notation"), ({"undo": False}, "message"),
                      ({"log": True}, "message"), ({"act": "pass", "at": True}, "message")]:
        send(mover, msg)
        assert f"rule: {rule}" in mover.error, (msg, mover.error)
        assert len(mover.error) <= ERROR_LENGTH
        assert mover.game.fingerprint() == fingerprint


def deep(n: int):
    value = []
    for _ in range(n):
        value = [value]
    return value


@pytest.mark.parametrize("msg", [{"seek": deep(100_000)}, {"act": deep(100_000), "at": 4},
                                 {"edit": {"put": deep(10), "at": "A1"}},
                                 {"seek": list(range(1000))}])
def test_a_deep_or_huge_intent_is_refused_as_a_message_and_logs_nothing(msg, caplog):
    widgets, w = table("tyrus")
    fingerprint, history = w.game.fingerprint(), w.game.history
    with caplog.at_level("DEBUG"):
        deliver(w, {"method": "custom", "content": msg})
    check_refused(w, fingerprint, history)
    assert w.error.startswith("A message is one intent") and "(rule: message)" in w.error
    assert not caplog.records
