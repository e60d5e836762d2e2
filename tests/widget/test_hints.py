"""Hints: the hard bot's suggestion for the seat to decide, from that seat's information,
with a one-line reason; on when one person plays bots, off between people unless asked;
shown only on that seat's widget, gone after the next action."""
from mesowidgets import TigrisWidget, TyrusWidget
from tests.widget.frontend import legal, send


def test_a_hint_is_a_legal_action_with_a_reason_shown_until_the_next_action():
    w = TyrusWidget(seed=2, seat=0, bots={1: "random"})
    assert w.options["hints"] is True
    found = w.hint(seconds=0.2)
    assert found["name"] in legal(w) and "win chance" in found["text"]
    assert w.suggestion == found
    send(w, {"act": found["name"]})
    assert w.suggestion == {}


def test_the_hint_button_asks_and_only_the_asking_seat_sees_it():
    widgets = TigrisWidget.for_seats(seed=4, players=2)
    assert all(not w.options["hints"] for w in widgets), "off between people by default"
    mover = widgets[widgets[0].game.to_move]
    send(mover, {"hint": True})
    assert "Hints are off" in mover.error
    table = mover.table
    table.hints = True
    send(mover, {"hint": True})
    assert mover.error == "" and mover.suggestion["name"] in legal(mover)
    other = widgets[1 - mover.seat]
    assert other.suggestion == {}, "a hint is read from one seat's hand: only it sees it"
    send(other, {"hint": True})
    assert "who is to decide now" in other.error

