"""In JupyterLite, the Pyodide kernel hands a comm message to the page through `toJs`,
which turns None into `undefined`, and the JSON text the page then receives has no such
key: a trait set back to None (no bot thinking any more, no seat acting) never arrives, and
the table says a bot is thinking for ever. What the widget hands its comm there must keep
every null. Pyodide's bridge is modelled here: its `toJs` of a Python value, and the
JavaScript object `JSON.parse` returns (which `toJs` leaves as it is)."""
from __future__ import annotations

import json
import sys
import types

import pytest

from mesowidgets import TyrusWidget
from tests.widget.frontend import legal, send


class JsObject(dict):
    """A JavaScript object (what Pyodide's `js.JSON.parse` returns)."""


def to_js(value):
    """Pyodide's `toJs` then JSON, as the page receives a message: None is `undefined`,
    dropped from an object and null in an array; a JavaScript object passes as it is."""
    if isinstance(value, JsObject):
        return json.loads(json.dumps(value))
    if isinstance(value, dict):
        return {k: to_js(v) for k, v in value.items() if v is not None}
    if isinstance(value, list | tuple):
        return [to_js(v) for v in value]
    return value


class PageComm:
    """A comm as the Pyodide kernel's: what it is handed reaches the page through toJs."""

    def __init__(self, state):
        self.state = json.loads(json.dumps(state))

    def send(self, data=None, buffers=None, **_):
        data = to_js(data)
        data["state"].pop("_patch", None)
        self.state.update(data["state"])

    def __getattr__(self, name):
        return lambda *a, **k: None


@pytest.fixture
def pyodide(monkeypatch):
    js = types.ModuleType("js")
    js.JSON = types.SimpleNamespace(parse=lambda text: JsObject(json.loads(text)))
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setattr(sys, "platform", "emscripten")


def test_a_trait_set_back_to_none_reaches_the_page(pyodide):
    w = TyrusWidget(seed=2)                # hot seat: the screen hides the hand at first
    w.comm = PageComm(w.get_state())
    send(w, {"reveal": True})              # beige shows her hand: she acts
    assert w.acting == 0 and w.comm.state["acting"] == 0
    send(w, {"act": legal(w)[0]})          # her move: the screen again, no one acts
    assert w.acting is None
    assert "acting" in w.comm.state and w.comm.state["acting"] is None
