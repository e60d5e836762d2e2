"""A conflict's event carries its result for the front end's result card (winner, loser,
both strengths; public in both Tigris games), a scoring event its gain (seat, colour,
points: the brief +1), and no other event carries data."""
import pytest

from mesogames.core import Rng
from mesowidgets import TigrisCardsWidget, TigrisWidget


@pytest.mark.parametrize("cls", [TigrisWidget, TigrisCardsWidget])
def test_a_conflict_event_carries_its_result(cls):
    w = cls(players=2, seed=5, seat=None)
    rng = Rng(5)
    while not any(e["kind"] == "conflict" for e in w.events) and not w.game.over:
        legal = w.game.legal_actions()
        w.play(str(legal[rng.below(len(legal))]))
    conflict = next(e for e in w.events if e["kind"] == "conflict")
    winner, loser, (att, dfn) = (conflict["result"][k] for k in ("winner", "loser", "strength"))
    assert {winner, loser} == {0, 1}
    assert f"{max(att, dfn)} to {min(att, dfn)}" in conflict["text"]
    assert all("result" not in e for e in w.events if e["kind"] != "conflict")
    seat_view = cls(table=w.table, seat=loser)
    assert next(e for e in seat_view.events if e["kind"] == "conflict") == conflict


@pytest.mark.parametrize("cls, kind", [(TigrisWidget, "point"), (TigrisCardsWidget, "bank")])
def test_a_scoring_event_carries_its_gain_for_every_seat(cls, kind):
    w = cls(players=2, seed=3, seat=None)
    rng = Rng(3)
    while not any(e["kind"] == kind for e in w.events) and not w.game.over:
        legal = w.game.legal_actions()
        w.play(str(legal[rng.below(len(legal))]))
    scored = next(e for e in w.events if e["kind"] == kind)
    gain = scored["gain"]
    assert gain["points"] >= 1 and gain["colour"] in "KRGB" and gain["seat"] in (0, 1)
    assert w.game.seat_name(gain["seat"]).capitalize() in scored["text"]
    assert all("gain" not in e for e in w.events if e["kind"] != kind)
    other = cls(table=w.table, seat=1 - gain["seat"])      # scored in the open
    assert next(e for e in other.events if e["kind"] == kind) == scored
