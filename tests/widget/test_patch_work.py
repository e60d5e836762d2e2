"""The work a click's patches cost, counted (not timed): a seat's legal actions coming back
are diffed only against the values they may be patched from, a dict's keys set together
are merged without being written out, and a table's hidden census is compared at C speed
where it did not change. The messages stay what they were: the front end's copy is
Python's."""
import json
from collections import Counter

from mesogames.core import RandomBot
from mesowidgets import TigrisCardsWidget, patches
from mesowidgets.base import GameWidget
from tests.widget.test_patches import Wire


def test_legal_actions_are_diffed_once_per_value_they_may_come_back_from(monkeypatch):
    """At each change of a seat's legal actions in a card game: none diffed when they are
    emptied (sent whole: nothing to keep), one diff when they equal a value the front end
    holds or keeps (the empty patch), and else one per distinct non-empty value among
    those (a value kept twice gives the same patch twice)."""
    widgets = TigrisCardsWidget.for_seats(players=3, seed=5)
    w = widgets[0]
    w.comm = wire = Wire(w.get_state())
    diffs, checked = [], Counter()
    real_diff, real_resumed = patches.diff, GameWidget._resumed

    def counting_diff(old, new, *args, **kwargs):
        diffs.append(1)
        return real_diff(old, new, *args, **kwargs)

    def resumed(self, name, old, value):
        bases = [old] + [kept for kept, _ in self._kept[name]]
        distinct = [b for i, b in enumerate(bases) if b and b not in bases[:i]]
        del diffs[:]
        found = real_resumed(self, name, old, value)
        if not value:
            assert diffs == [], "emptied: sent whole, nothing diffed"
            checked["empty"] += 1
        elif value in bases:
            assert len(diffs) == 1, "the value it comes back as, alone"
            checked["same"] += 1
        else:
            assert len(diffs) == len(distinct), (len(diffs), len(distinct))
            checked["other"] += 1
        return found

    monkeypatch.setattr(patches, "diff", counting_diff)
    monkeypatch.setattr(GameWidget, "_resumed", resumed)
    bot = RandomBot(seed=5)
    for _ in range(400):
        if w.game.over:
            break
        widgets[w.game.to_move].play(str(bot.choose(w.game)))
        assert wire.state["legal"] == json.loads(json.dumps(w.legal))
    assert checked["empty"] and checked["same"] and checked["other"], checked
    assert wire.resumed, "patched from a kept value"


def test_keys_set_together_are_merged_without_writing_them_out(monkeypatch):
    """A view's counters changing together are one "m", always shorter than their sets:
    neither is written out as JSON to compare them."""
    old = {"turn": 0, "out": 21, "bag_size": 54, "hands": [["R", "B", "G"], ["K"]]}
    new = {"turn": 1, "out": 24, "bag_size": 52, "hands": [["R", "B", "G"], ["K"]]}
    written = []
    real = patches.compact
    monkeypatch.setattr(patches, "compact", lambda v: written.append(v) or real(v))
    ops = patches.diff(old, new)
    assert ops == [["m", [], {"turn": 1, "out": 24, "bag_size": 52}]]
    assert patches.apply(old, ops) == new
    assert written == [], "nothing written out"


def test_a_census_is_compared_in_python_only_where_it_changed(monkeypatch):
    """`secrets_changed` after a card drawn: only the census entries that changed are
    compared as multisets (Counter's own comparison, a Python loop over the pieces)."""
    game = TigrisCardsWidget.engine_module.new_game(players=4, seed=2)
    bot = RandomBot(seed=2)
    compared = []
    real = Counter.__eq__
    monkeypatch.setattr(Counter, "__eq__", lambda a, b: compared.append(1) or real(a, b))
    for _ in range(30):
        before = game.hidden_census()
        game.apply(bot.choose(game))
        after = game.hidden_census()
        del compared[:]
        changed = game.secrets_changed(before, after)
        assert changed == {k for k in before if dict(before[k]) != dict(after[k])}
        assert len(compared) == len(changed) < len(before)
