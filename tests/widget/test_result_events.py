"""A conflict's event carries its result for the front end's result card (winner, loser,
both strengths; public in both Tigris games), and no other event carries data."""
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
