"""A click's work does not grow with the game: the history and the event log a widget
shows are extended by what the action added, not rebuilt (counted, not timed)."""
import contextlib

import pytest
import traitlets

import mesowidgets.seat as seat_module
from mesogames.core import Event, Game, IllegalAction, RandomBot
from mesowidgets import TigrisCardsWidget
from mesowidgets.protocol import spoken_events, wire_event
from mesowidgets.table import Table, _replay
from tests.widget.test_patches import Wire


def late_table(actions: int = 300):
    """A seeded card game `actions` random actions in, with seat 0's widget and the
    referee's (whose comms keep the front end's copy)."""
    table = Table(TigrisCardsWidget.engine_module.new_game(players=3, seed=4), undo=True)
    widgets = [TigrisCardsWidget(table=table, seat=s) for s in (0, None)]
    for w in widgets:
        w.comm = Wire(w.get_state())
    bot = RandomBot(4)
    while table.game.actions_taken < actions:
        table.act(str(bot.choose(table.game)), by=table.game.to_move)
    return table, widgets, bot


def test_an_action_builds_only_its_own_history_entry_and_events(monkeypatch):
    table, widgets, bot = late_table()
    entries, seen = [], []
    real_entry, real_seen = seat_module._entry, Event.seen_by
    monkeypatch.setattr(seat_module, "_entry", lambda h: entries.append(h) or real_entry(h))
    monkeypatch.setattr(Event, "seen_by", lambda e, s: seen.append(e) or real_seen(e, s))
    logged = len(table.log)
    table.act(str(bot.choose(table.game)), by=table.game.to_move)
    new_events = len(table.log) - logged
    assert len(entries) == len(widgets), "one new history entry per widget"
    assert len(seen) == new_events * len(widgets), "only the new events are read"
    for w in widgets:                # and the widgets hold what a fresh one would
        fresh = TigrisCardsWidget(table=table, seat=w.seat)
        assert (w.history, w.events) == (fresh.history, fresh.events)
        assert w.comm.state["history"] == fresh.history
        # the front end's copy: the events with a phrase without their text, spoken again
        assert w.comm.state["events"] == [wire_event(e) for e in fresh.events]
        assert spoken_events(w.comm.state["events"]) == fresh.events
        fresh.close()


def test_a_take_back_rebuilds_the_history_and_the_log_the_widgets_show():
    table, widgets, bot = late_table(40)
    for _ in range(3):
        before = (table.game.actions_taken, len(table.log))
        table.act(str(bot.choose(table.game)), by=table.game.to_move)
        try:
            table.undo()
        except Exception:            # it drew a card: nothing to take back here
            continue
        assert (table.game.actions_taken, len(table.log)) == before
        for w in widgets:
            fresh = TigrisCardsWidget(table=table, seat=w.seat)
            assert (w.history, w.events) == (fresh.history, fresh.events)
            assert (w.comm.state["history"], spoken_events(w.comm.state["events"])) == (
                fresh.history, fresh.events)
            fresh.close()


def test_an_action_takes_the_hidden_census_once_and_its_seals_stay_true(monkeypatch):
    """The census after an action is the next action's before (one census an action, not
    two), and what each action drew or revealed is still what a replay of the game finds,
    across take-backs and refused actions."""
    table, widgets, bot = late_table(40)
    censuses = []
    real = Game.hidden_census
    monkeypatch.setattr(Game, "hidden_census", lambda g: censuses.append(g) or real(g))
    for _ in range(20):
        with contextlib.suppress(IllegalAction):
            table.act("no such action", by=table.game.to_move)
        table.act(str(bot.choose(table.game)), by=table.game.to_move)
        with contextlib.suppress(IllegalAction):
            table.undo()
    table.act(str(bot.choose(table.game)), by=table.game.to_move)
    censuses.clear()
    table.act(str(bot.choose(table.game)), by=table.game.to_move)
    assert len(censuses) == 1
    monkeypatch.setattr(Game, "hidden_census", real)
    assert table._seals == _replay(table.game)[0]


def test_history_and_log_entries_are_checked_in_one_pass_and_a_wrong_one_is_refused(monkeypatch):
    """The entries an action adds to the history and the log are checked without calling a
    trait per key (hundreds of entries a game); an entry of the wrong type is refused."""
    table, widgets, bot = late_table(40)
    checked = []
    for trait in (traitlets.Unicode, traitlets.Int):
        real = trait.validate
        monkeypatch.setattr(trait, "validate", lambda self, obj, value, real=real:
                            checked.append(value) or real(self, obj, value))
    table.act(str(bot.choose(table.game)), by=table.game.to_move)
    w = widgets[0]
    added = [v for entry in (w.history[-1], w.events[-1]) for v in entry.values()
             if isinstance(v, str)]        # (small ints are shared: the cursor's too)
    assert added and not [v for v in checked if any(v is a for a in added)]
    for bad in ({"seat": "archer", "name": "x"}, {"seat": 0, "name": 3}):
        with pytest.raises(traitlets.TraitError):
            w.history = [*w.history, bad]
    with pytest.raises(traitlets.TraitError):
        w.events = [*w.events, {"kind": "turn", "text": None, "at": 1}]
