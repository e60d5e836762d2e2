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
from mesowidgets.protocol import PATCHED
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


class Wire:
    """A widget's comm that keeps the front end's copy of the traits, as the JS does."""

    def __init__(self, state):
        self.state = json.loads(json.dumps(state))
        self.cases = []

    def send(self, data=None, buffers=None, **_):
        data = json.loads(json.dumps(data))
        state = data["state"]
        for name, ops in state.pop("_patch", {"ops": {}})["ops"].items():
            self.cases.append([self.state[name], ops])
            self.state[name] = patches.apply(self.state[name], ops)
        self.state.update(state)

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
