"""Two players, each with their own widget joined to the referee, play Tyrus to its end;
the referee refuses what a seat may not do, and a restarted referee resumes the game."""
from __future__ import annotations

import random

from mesogames.phrases import spoken
from mesowidgets import TyrusWidget
from mesowidgets.referee.audit import check
from mesowidgets.referee.store import open_store
from mesowidgets.remote import LOST
from tests.widget.frontend import legal

WAIT = 60.0


def seated(url, **options):
    invitation = TyrusWidget.create_table(url, **options)
    return invitation, [TyrusWidget.join(url, code) for code in invitation.seats]


def in_step(widgets) -> int:
    """Wait until every widget shows as many actions as the referee has pushed to the
    first (later pushes included); returns that number."""
    n = len(widgets[0].history)
    for w in widgets:
        assert w.wait(lambda w: len(w.history) >= n, WAIT)
    return n


def play(widgets, rng, until=None) -> int:
    """Play random legal actions, each seat by its own widget, until the game is over (or
    `until` actions were played); returns the number played."""
    played = 0
    n = len(widgets[0].history)
    while until is None or played < until:
        for w in widgets:
            assert w.wait(lambda w, n=n: len(w.history) == n, WAIT)
        if widgets[0].view["over"]:
            assert all(w.view["over"] for w in widgets)
            return played
        movers = [w for w in widgets if w.acting is not None]
        assert len(movers) == 1
        movers[0].send_intent({"act": rng.choice(legal(movers[0])), "at": n})
        assert movers[0].error == ""
        n += 1
        played += 1
    return played


def test_two_kernels_play_tyrus_to_its_end(referee, db_url):
    invitation, (beige, brown) = seated(referee.url, seed=11)
    assert beige.seat == 0 and brown.seat == 1 and beige.remote
    assert beige.view["hands"][1] is None and brown.view["hands"][0] is None
    played = play([beige, brown], random.Random(1))
    assert played > 20
    assert beige.view["result"] == brown.view["result"] and beige.view["result"]["ranking"]
    assert [h["seat"] for h in beige.history] == [h["seat"] for h in brown.history]
    assert beige.acting is None and legal(beige) == [] and legal(brown) == []
    store = open_store(db_url)
    assert store.load(invitation.table).version == played
    assert check(store, invitation.table) == ""
    for w in (beige, brown):
        w.close()


def test_a_seat_never_acts_for_the_other(referee, db_url):
    invitation, (beige, brown) = seated(referee.url, seed=5, first="beige")
    spectator = TyrusWidget.join(referee.url, invitation.spectator)
    store = open_store(db_url)
    assert brown.acting is None and beige.acting == 0
    beige_move = legal(beige)[0]
    for forged in [{"act": beige_move, "at": 0},           # beige's move, sent by brown
                   {"act": "S1 brown citadel", "at": 0},    # out of turn
                   {"takeback": True, "at": 0},             # nobody asked
                   {"undo": True, "at": 0}]:                # take-back is off
        brown.send_intent(forged)
        assert brown.error, forged
    assert "turn order" in brown.error or "undo" in brown.error
    spectator.send_intent({"act": beige_move, "at": 0})
    assert "spectator" in spectator.error
    assert spectator.acting is None and spectator.legal == []
    assert spectator.view["hands"] == [None, None]
    assert store.load(invitation.table).version == 0 and beige.error == ""
    beige.play(beige_move)
    in_step([beige, brown, spectator])
    assert len(brown.history) == 1 and brown.history[0]["name"].startswith("? ")
    assert spectator.history[0]["name"].startswith("? ")
    assert store.load(invitation.table).version == 1
    brown.send_intent({"act": legal(brown)[0], "at": 0})     # a stale position
    assert "position" in brown.error
    for w in (beige, brown, spectator):
        w.close()


def test_the_referee_killed_mid_game_resumes_it_intact(referee, db_url):
    invitation, widgets = seated(referee.url, seed=8)
    rng = random.Random(3)
    play(widgets, rng, until=12)
    in_step(widgets)
    before = [list(w.history) for w in widgets]
    views = [dict(w.view) for w in widgets]
    referee.kill()
    for w in widgets:
        assert w.wait(lambda w: w.notice == LOST, WAIT)
    w = widgets[0]
    w.send_intent({"seek": 0})
    assert w.error == LOST                            # said, not silently lost
    referee.start()                                   # the same database and port
    for w in widgets:
        assert w.wait(lambda w: w.notice == "", WAIT)
    assert [list(w.history) for w in widgets] == before
    assert [w.view for w in widgets] == views
    played = play(widgets, rng)
    assert played > 0 and all(w.view["over"] for w in widgets)
    store = open_store(db_url)
    assert store.load(invitation.table).version == 12 + played
    assert check(store, invitation.table) == ""
    # A kernel restarted: joining again with the same code resumes the seat.
    again = TyrusWidget.join(referee.url, invitation.seats[0])
    assert again.history == widgets[0].history and again.view == widgets[0].view
    for w in [*widgets, again]:
        w.close()


def test_the_referee_pushes_events_as_phrases_and_a_kernel_reads_their_texts(referee):
    """The log travels as phrases (no sentence repeated in a push), each seat's own: the
    other seat's placement says no tile; each widget reads the texts a local one would."""
    _invitation, (beige, brown) = seated(referee.url, seed=11)
    play([beige, brown], random.Random(1), until=3)
    in_step([beige, brown])
    pushed = beige._seat.state["events"]
    # Each as [kind, at, phrase, more?], or [at, phrase, more?] where the kind is the
    # phrase's key (protocol.wire_event).
    assert pushed and all(isinstance(e, list) for e in pushed)
    assert all(isinstance(e[1] if isinstance(e[0], int) else e[2], list) for e in pushed)
    placed = [e for e in brown.events if e["kind"] == "placed"]
    assert placed and all(e["text"] == spoken(e["say"]) for e in brown.events)
    mine = [e for e in placed if e["say"][0] == "ty.placed"]
    theirs = [e for e in placed if e["say"][0] == "ty.placed hidden"]
    assert mine and theirs and all("(" not in e["text"] for e in theirs)   # no tile named
    for w in (beige, brown):
        w.close()
