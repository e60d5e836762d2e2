"""One protocol, in Python (mesowidgets/protocol.py) and in JavaScript (js/lib/protocol.js):
both say the same, the widgets sync exactly its traits, and the referee loads it without
any widget code."""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from anywidget import AnyWidget

from mesogames import babel, tigris, tigris_cards, tyrus
from mesogames.core import RandomBot, Rng
from mesowidgets import GameWidget, TigrisWidget, TyrusWidget, protocol

ROOT = Path(__file__).parents[2]
ENGINES = {"tigris": tigris, "tigris_cards": tigris_cards, "babel": babel, "tyrus": tyrus}
node = pytest.mark.skipif(shutil.which("node") is None, reason="needs node")


def run_js(script: str, data=None):
    """Run an ES module script that imports js/lib/protocol.js as `p`, reads JSON from its
    standard input as `data` and prints JSON; its output."""
    url = (ROOT / "js" / "lib" / "protocol.js").as_uri()
    source = (f"import * as p from {json.dumps(url)};\n"
              "let text = ''; for await (const chunk of process.stdin) text += chunk;\n"
              "const data = JSON.parse(text);\n" + script)
    done = subprocess.run(["node", "--input-type=module", "-e", source], input=json.dumps(data),
                          capture_output=True, text=True, check=True, timeout=60)
    return json.loads(done.stdout)


@node
def test_the_js_module_exports_the_python_constants():
    names = sorted(protocol.constants())
    exported = run_js("console.log(JSON.stringify(Object.fromEntries("
                      "data.map((n) => [n, p[n]]))));", names)
    assert exported == protocol.constants()


def positions(name: str, seeds=range(2), steps: int = 40):
    """Games of `name` played at random, position after position."""
    for seed in seeds:
        game, rng = ENGINES[name].new_game(seed=seed), Rng(seed)
        for _ in range(steps):
            if game.over:
                break
            yield game
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])


@node
def test_the_js_expansion_is_the_python_one_in_every_game():
    cases = []
    for name in sorted(ENGINES):
        words: dict = {}
        for k, game in enumerate(positions(name, steps=25)):
            places = game.place_names()
            wire = protocol.grouped(game.legal_actions(), game, places)
            if k % 2:          # half of them with their words in the seat's vocabulary
                wire, words = protocol.hoisted(wire, words)
            cases.append((wire, places, words))
    got = run_js("console.log(JSON.stringify(data.map(([wire, names, words]) => "
                 "p.expandLegal(wire, names ?? [], words))));", cases)
    assert got == [protocol.expanded(*case) for case in cases]
    assert any(words and protocol.WORDS not in e and protocol.EACH in e
               for wire, _, words in cases for e in wire)


def test_a_widget_syncs_exactly_the_protocols_traits():
    ours = set(GameWidget.class_traits(sync=True)) - set(AnyWidget.class_traits(sync=True))
    assert ours == set(protocol.TRAITS)
    assert set(TigrisWidget(seed=1).get_state()) >= set(protocol.TRAITS)


def test_the_referee_imports_no_widget_code():
    code = ("import sys, mesowidgets.referee.app, mesowidgets.referee.cli\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('anywidget', 'ipywidgets', 'traitlets') or m == 'mesowidgets.base'))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, cwd=ROOT, timeout=120)
    assert done.stdout.strip() == "[]"
    assert "mesowidgets.protocol" in subprocess.run(
        [sys.executable, "-c", "import sys, mesowidgets.referee.app; print(list(sys.modules))"],
        capture_output=True, text=True, check=True, cwd=ROOT, timeout=120).stdout


def test_a_decision_travels_without_its_prompt():
    """The front end shows a decision's `ask`; its `prompt` (the ask with the answer's
    notation) stays in Python's view, neither in the state nor in a patch sent."""
    sent = []

    class Comm:
        def send(self, data=None, buffers=None, **_):
            sent.append(json.dumps(data))

        def __getattr__(self, name):
            return lambda *a, **k: None
    w = TyrusWidget(seed=1)
    w.comm = Comm()
    assert w.view["decision"]["prompt"] and w.view["decision"]["ask"]
    state = w.get_state("view")["view"]["decision"]
    assert "prompt" not in state and state["ask"] == w.view["decision"]["ask"]
    bot = RandomBot(1)
    for _ in range(4):
        w.play(str(bot.choose(w.game)))
    assert sent and w.view["decision"]["prompt"]
    assert not any('"prompt"' in m for m in sent) and any('"ask"' in m for m in sent)


def test_an_event_whose_phrase_says_its_kind_travels_without_it():
    """"junction" is "tg.junction" without its prefix: the event travels as [at, said,
    more], and reads back as it was; a kind its phrase does not say travels. A result
    and a gain travel as their values (EVENT_VALUES)."""
    from mesowidgets.protocol import spoken_event, wire_event
    junction = {"kind": "junction", "at": 3, "text": "No conflict remains; the junction "
                "tile leaves E4.", "say": ["tg.junction", "E4"],
                "result": {"winner": 1, "loser": 0, "strength": [5, 9]},
                "gain": {"seat": 1, "colour": "R", "points": 2}}
    assert wire_event(junction) == [3, ["tg.junction", "E4"],
                                    {"result": [1, 0, [5, 9]], "gain": [1, "R", 2]}]
    assert spoken_event(wire_event(junction)) == junction
    drew = {"kind": "drew", "at": 4, "text": "Lion draws 1 tile.", "say": ["draws", "Lion", 1]}
    assert wire_event(drew) == ["drew", 4, ["draws", "Lion", 1]]
    assert spoken_event(wire_event(drew)) == drew
