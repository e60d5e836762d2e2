"""Patches: Python's diff, Python's apply and the front end's applyPatch agree, on random
JSON values and on the synced states of real games; a widget's front-end copy, rebuilt
from the messages alone, always equals the traits Python holds."""
from __future__ import annotations

import json
import pathlib
import shutil
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mesogames.core import RandomBot
from mesowidgets import patches
from mesowidgets.protocol import KEPT, PATCHED, RESUMED, sent_view
from tests.widget.frontend import SYNCED
from tests.widget.games import GAMES

ROOT = pathlib.Path(__file__).resolve().parents[2]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.sampled_from(["a", "b", "c"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["x", "y", "z", "3"]), inner, max_size=4),
    max_leaves=20)


@settings(max_examples=400, deadline=None)
@given(old=json_values, new=json_values)
def test_python_apply_of_the_diff_gives_the_new_value(old, new):
    ops = patches.diff(old, new)
    assert patches.apply(old, ops) == new
    assert old == patches.apply(old, [])          # apply never changes its input


def test_a_part_changed_all_over_is_set_whole_where_that_is_shorter():
    old = {"count": {"sides": [{"votes": ["S1", "S2"], "total": 3}, {"votes": [], "total": 0}],
                     "lines": ["Beige: 3 votes.", "Brown: no votes."]}, "turn": 4}
    new = {"count": {"sides": [{"votes": ["M4"], "total": 4}, {"votes": ["P1", "P2"], "total": 3}],
                     "lines": ["Beige: 4 votes.", "Brown: 3 votes."]}, "turn": 4}
    ops = patches.diff(old, new)
    assert ops == [["s", ["count"], new["count"]]]
    assert patches.apply(old, ops) == new
    assert patches.diff(old, {**old, "turn": 5}) == [["s", ["turn"], 5]]


def test_keys_set_together_are_one_merge_and_keys_gone_one_deletion():
    """A conflict's end in Tigris & Euphrates: the view's counters change together and the
    tiles of the losing side go; one "m" sets the counters, one "d" deletes the tiles,
    shorter than an operation per key (each repeated its path), and the front end applies
    them as Python does (test_the_front_end_applies_patches_as_python_does)."""
    old = {"turn": 0, "out": 21, "bag_size": 54, "junction": "H5",
           "tiles": {"E6": "K", "F4": "K", "G7": "R", "B2": "B"}}
    new = {"turn": 1, "out": 24, "bag_size": 52, "junction": None, "tiles": {"B2": "B"}}
    ops = patches.diff(old, new)
    assert ops == [["m", [], {"turn": 1, "out": 24, "bag_size": 52, "junction": None}],
                   ["d", ["tiles", "E6"], "F4", "G7"]]
    assert patches.apply(old, ops) == new
    TestJs.cases.append([old, ops])


@settings(max_examples=400, deadline=None)
@given(old=json_values, new=json_values)
def test_a_change_worked_out_from_its_operations_is_the_change_itself(old, new):
    """`sized_change` (the copy patched, its length counted from the operations) gives what
    `change` gives: the same operations, an equal copy, and the copy's length. (Where a
    value equal to the old one is written otherwise, 0 for false, no operation is sent: the
    copy keeps the old writing, as the front end does. Where a dict's keys only changed
    places, no operation is sent either: the copy keeps the old order, as the front end's
    does; a JSON object's order means nothing to the patches.)"""
    size = len(patches.compact(old))
    held, ops, length = patches.sized_change(old, new, size)
    assert (held, ops) == patches.change(old, new)
    assert (json.dumps(_numbers(held), sort_keys=True)
            == json.dumps(_numbers(patches.change(old, new)[0]), sort_keys=True))
    if length is not None:
        assert length == len(patches.compact(held))


def _numbers(value):
    """`value` with true and false written 1 and 0 (which Python finds equal)."""
    if isinstance(value, dict):
        return {k: _numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_numbers(v) for v in value]
    return int(value) if isinstance(value, bool) else value


@pytest.mark.parametrize("new", [{"a": (1, 2), "b": 1}, {"a": [1, 2], 3: 1},
                                 {"a": [1, 2], "b": {4: 2}}, {"a": [(1,), 2], "b": 1}])
def test_a_value_that_is_not_plain_json_changes_as_its_json_text_does(new):
    old = {"a": [1, 2], "b": 2, "c": "a text long enough for a patch to be the shorter"}
    new = {**new, "c": old["c"]}
    held, ops, length = patches.sized_change(old, new, len(patches.compact(old)))
    assert (held, ops) == patches.change(old, new)
    assert ops is not None and patches.apply(old, ops) == json.loads(patches.compact(new))
    assert length == len(patches.compact(held))


def test_a_click_does_not_write_the_whole_view_out(monkeypatch):
    """A card game late on: a click's view patch is found and checked without the view's
    whole JSON text (about 4 KB), and the front end's copy still equals Python's."""
    from mesowidgets import TigrisCardsWidget
    widgets = TigrisCardsWidget.for_seats(players=4, seed=3)
    w = widgets[0]
    w.comm = wire = Wire(w.get_state())
    bot = RandomBot(seed=3)
    for _ in range(100):
        widgets[w.game.to_move].play(str(bot.choose(w.game)))
    texts, views = [], []
    real = patches.compact
    monkeypatch.setattr(patches, "compact", lambda v: texts.append(real(v)) or texts[-1])
    for _ in range(8):
        widgets[w.game.to_move].play(str(bot.choose(w.game)))
        views.append(real(sent_view(w.view, w.unsent_view, w.counted_view)))   # as it travels
        assert wire.state["view"] == json.loads(views[-1])
    assert texts and not set(views) & set(texts)


class Wire:
    """A widget's comm that keeps the front end's copy of the traits, as the JS does (the
    last KEPT values of a RESUMED trait too, to which a patch may apply: `from`)."""

    def __init__(self, state):
        self.state = json.loads(json.dumps(state))
        self.cases = []
        self.resumed = 0            # patches applied to a RESUMED trait's kept value
        self.kept = {name: [self.state[name]] if self.state[name] else [] for name in RESUMED}

    def send(self, data=None, buffers=None, **_):
        data = json.loads(json.dumps(data))
        state = data["state"]
        before = dict(self.state)
        patch = state.pop("_patch", {"ops": {}})
        for name, ops in patch["ops"].items():
            base = self.state[name]
            if name in patch.get("from", {}):
                base = self.kept[name][patch["from"][name]]
                self.resumed += 1
            self.cases.append([base, ops])
            self.state[name] = patches.apply(base, ops)
        self.state.update(state)
        for name in RESUMED:
            if self.state[name] and self.state[name] != before[name]:
                self.kept[name] = [self.state[name], *self.kept[name]][:KEPT]

    def __getattr__(self, name):
        return lambda *a, **k: None


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_front_ends_copy_always_equals_python(name):
    cls, options = GAMES[name]
    widgets = cls.for_seats(seed=21, undo=True, **options)
    w = widgets[0]
    wire = Wire(w.get_state())
    w.comm = wire
    bot = RandomBot(seed=21)
    for step in range(120):
        if w.game.over:
            break
        if step % 17 == 16:
            try:
                w.table.undo(by=w.game.to_move)
            except Exception:
                pass
        mover = widgets[w.game.to_move]
        mover.play(str(bot.choose(mover.game)))
        # what a full send would give (the traits as they travel: the events with a
        # phrase without their text)
        truth = json.loads(json.dumps(w.get_state(list(SYNCED))))
        assert {k: wire.state[k] for k in SYNCED} == truth
    assert any(wire.cases), "patches were sent"
    assert set(PATCHED) <= set(SYNCED)
    TestJs.cases += wire.cases[:60]


class TestJs:
    cases: list = []


@settings(max_examples=1, deadline=None)
@given(st.lists(st.tuples(json_values, json_values), min_size=200, max_size=200))
def test_the_front_end_applies_patches_as_python_does(pairs):
    node = shutil.which("node")
    assert node, "node runs the front end's tests"
    cases = [[old, patches.diff(old, new)] for old, new in pairs] + TestJs.cases
    script = ("import { applyPatch } from './js/lib/patch.js';"
              "let data = ''; process.stdin.on('data', (c) => data += c);"
              "process.stdin.on('end', () => { const cases = JSON.parse(data);"
              "const frozen = JSON.stringify(cases);"
              "const out = cases.map(([v, ops]) => applyPatch(v, ops));"
              "if (JSON.stringify(cases) !== frozen) throw new Error('input changed');"
              "process.stdout.write(JSON.stringify(out)); });")
    done = subprocess.run([node, "--input-type=module", "-e", script], cwd=ROOT,
                          input=json.dumps(cases), capture_output=True, text=True, check=True)
    got = json.loads(done.stdout)
    assert got == [patches.apply(v, ops) for v, ops in cases]
    assert len(got) >= 200


def test_legal_actions_coming_back_are_patched_against_the_last_turns():
    """A seat's legal actions are emptied when its turn ends; when the turn comes back they
    travel as a patch against the last turn's (which the front end keeps), not whole, and
    the front end's copy is Python's (Babel: the next turn's migrations are the last's)."""
    from mesowidgets import BabelWidget
    widgets = BabelWidget.for_seats(seed=1)
    w = widgets[0]
    w.comm = wire = Wire(w.get_state())
    bot = RandomBot(seed=1)
    for _ in range(60):
        widgets[w.game.to_move].play(str(bot.choose(w.game)))
        assert wire.state["legal"] == json.loads(json.dumps(w.legal))
    assert wire.resumed >= 3, "the legal actions came back as patches"


def test_dicts_come_and_gone_are_matched_by_their_plain_fields():
    """Legal entries where one came and the others changed a little: the entries of the
    same kind, name and piece are patched in place (their places' mask), not spliced in
    whole with their names again."""
    king = {"kind": "leader", "piece": "K", "name": "king {place}", "each": {"place": "AIAY"}}
    red = {"kind": "tile", "piece": "R", "name": "red {place}", "each": {"place": "DIEZgBIS"}}
    old = [king, red, {"kind": "pass", "name": "pass"}]
    new = [{**king, "each": {"place": "AIAQ"}},
           {"kind": "withdraw", "name": "withdraw {piece}", "each": {"piece": ["K"]}},
           {**red, "each": {"place": "DIEZgBIT"}}, {"kind": "pass", "name": "pass"}]
    ops = patches.diff(old, new)
    assert patches.apply(old, ops) == new
    assert "king {place}" not in patches.compact(ops)
    assert "red {place}" not in patches.compact(ops)


def test_elements_all_changed_are_measured_as_one_splice_before_being_diffed(monkeypatch):
    """A Tyrus building at the game's end: its face-down tiles all turn face up. A patch
    of each tile in place cannot be shorter than one splice of them (each repeats the
    path), so they are not diffed one by one: they are spliced in (the list was set whole,
    the first tile with them)."""
    calls = []
    real = patches._diff
    monkeypatch.setattr(patches, "_diff", lambda *a: calls.append(a[2]) or real(*a))
    old = {"temple": [["M8", 0], [None, 1], [None, 1], [None, 1], [None, 1]]}
    new = {"temple": [["M8", 0], ["P3", 1], ["S6", 1], ["P8", 1], ["M6", 1]]}
    ops = patches.diff(old, new)
    assert ops == [["p", ["temple"], 1, 4, new["temple"][1:]]]
    assert calls == [[], ["temple"]]        # not ["temple", 1] ... ["temple", 4]
    assert patches.apply(old, ops) == new


def test_a_splice_of_a_whole_list_is_a_set_and_joins_the_merge():
    old = {"hand_sizes": [10, 10], "placed": 1}
    new = {"hand_sizes": [9, 9], "placed": 2}
    # was [["p", ["hand_sizes"], 0, 2, [9, 9]], ["s", ["placed"], 2]]: 9 characters more
    assert patches.diff(old, new) == [["m", [], {"hand_sizes": [9, 9], "placed": 2}]]


def test_items_inserted_in_several_places_are_found_without_difflib(monkeypatch):
    """A card discarded into each sorted pile: one pass finds the insertions."""
    made = []
    real = patches.difflib.SequenceMatcher
    monkeypatch.setattr(patches.difflib, "SequenceMatcher",
                        lambda *a, **k: made.append(a) or real(*a, **k))
    old = ["S2", "S4", "M1", "M3", "P2", "P4", "P6"]
    new = ["S1", "S2", "S4", "M1", "M3", "M7", "P2", "P4", "P6"]
    ops = patches.diff(old, new)
    assert ops == [["p", [], 4, 0, ["M7"]], ["p", [], 0, 0, ["S1"]]]
    assert patches.diff(new, old) == [["p", [], 5, 1, []], ["p", [], 0, 1, []]]
    assert not made
    assert patches.apply(old, ops) == new


views = st.dictionaries(st.sampled_from(["board", "hand", "count"]), json_values, max_size=3)


@settings(max_examples=300, deadline=None)
@given(first=st.tuples(views, views), second=st.tuples(views, views),
       alike=st.sets(st.sampled_from(["board", "hand", "count"])))
def test_parts_diffed_for_a_connection_before_give_the_next_its_own_change(first, second,
                                                                          alike):
    """A push round's connections share their parts' diffs (`patches.Shared`): the next
    connection's operations turn its own old view into its own new one, whatever the
    first's, and equal parts (`alike`) give it the very operations found for the first."""
    old, new = second
    for key in alike:                     # parts the two connections see alike
        for mine, theirs in ((old, first[0]), (new, first[1])):
            if key in theirs:
                mine[key] = theirs[key]
            else:
                mine.pop(key, None)
    shared = patches.Shared()
    patches.diff(*first, shared=shared)
    ops = patches.diff(old, new, shared=shared)
    assert patches.apply(old, ops) == new
    assert ops == patches.diff(old, new)
