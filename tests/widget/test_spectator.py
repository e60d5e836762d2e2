"""A spectator's widget: the public view, no screen, no actions, its own cursor."""
from mesowidgets import SPECTATOR, TyrusWidget
from tests.widget.frontend import legal, send


def test_a_spectator_watches_and_never_acts():
    beige, brown = TyrusWidget.for_seats(seed=3, first="beige")
    watcher = TyrusWidget(table=beige.table, seat=SPECTATOR)
    assert repr(watcher).startswith("TyrusWidget(spectator,")
    assert watcher.view["hands"] == [None, None] and not watcher.screen
    assert watcher.acting is None and legal(watcher) == []
    before = beige.game.to_json()
    send(watcher, {"act": legal(beige)[0]})
    assert "spectator" in watcher.error and "(rule: seats)" in watcher.error
    for intent in ({"undo": True}, {"reveal": True}, {"takeback": True}, {"hint": True}):
        send(watcher, intent)
        assert "(rule: seats)" in watcher.error
    assert beige.game.to_json() == before
    send(beige, {"act": legal(beige)[0]})
    assert watcher.history[0]["name"].startswith("? ") and watcher.view["hands"] == [None, None]
    send(watcher, {"seek": 0})
    assert watcher.error == "" and watcher.cursor == 0 and beige.cursor == 1
