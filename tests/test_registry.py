"""The game registry: every list of games is derived from it. A toy game (tests/toy/),
registered here, is seated by the referee, edited by the board editor, bundled as a front
end entry and passes the generic suite; the four games' lists (js/games.json, the
widgets mesowidgets exports) are the registry's."""
from __future__ import annotations

import json
import subprocess
import sys
import urllib.request
from dataclasses import replace
from pathlib import Path

import pytest

import mesowidgets
from mesogames import registry
from mesogames.core import IllegalAction
from mesowidgets.referee import create_table
from mesowidgets.referee.tables import catalogue, games, new_table, record, restore
from tests.engine import every_game
from tests.toy import SPEC, ToyGame
from tests.widget.frontend import send

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from bundle_sources import bundled  # noqa: E402


@pytest.fixture
def toy():
    registry.register(SPEC)
    yield SPEC
    registry.unregister(SPEC.name)


def test_the_front_ends_list_is_the_registrys():
    listed = json.loads((ROOT / "js" / "games.json").read_text())
    assert listed == registry.listing(), \
        "js/games.json is stale: python -m mesogames.registry > js/games.json"
    assert [g["name"] for g in listed] == list(registry.names())


def test_each_registered_widget_is_its_games_and_mesowidgets_exports_it():
    for spec in registry.specs():
        cls = spec.widget_class()
        assert cls.spec is spec and cls.game_class() is spec.game_class
        assert getattr(mesowidgets, cls.__name__) is cls and cls.__name__ in mesowidgets.__all__
        assert cls._esm._path.name == f"{spec.entry}.js"       # anywidget's FileContents


def test_the_toy_game_is_seated_by_the_referee(toy):
    assert "toy" in games()
    assert {"name": "toy", "title": "Toy", "players": [2], "options": ["players"]} in catalogue()
    table = new_table("toy", {"seed": 4}, {"1": "random"}, False)
    assert isinstance(table.game, ToyGame) and table.bots.keys() == {1}
    table.act(str(table.game.legal_actions()[0]))
    again = restore("toy", record(table))
    assert again.game.fingerprint() == table.game.fingerprint()


def test_a_game_not_registered_is_refused_with_the_list(toy):
    with pytest.raises(IllegalAction, match="seats tigris, tigris_cards, babel, tyrus, toy; "
                                            "not 'chess'"):
        new_table("chess", {}, {}, False)


def test_the_toy_game_is_served_over_http(toy, tmp_path):
    from tests.referee.servers import InProcessReferee
    server = InProcessReferee(f"sqlite:///{tmp_path / 'r.db'}").start()
    try:
        with urllib.request.urlopen(server.url + "/games", timeout=30) as r:
            listed = json.loads(r.read())["games"]
        assert [g["name"] for g in listed] == list(registry.names())
        made = create_table(server.url, "toy", seed=3)
        assert len(made.seats) == 2
    finally:
        server.stop()


def test_the_toy_game_has_a_board_editor(toy):
    from tests.toy.widget import ToyWidget
    w = ToyWidget.editor()
    assert [p["piece"] for p in w.editing["palette"]] == [str(c) for c in range(1, 9)]
    send(w, {"edit": {"put": "8", "at": "south row"}})
    assert w.error == "" and w.game.state["rows"][1] == [8]
    assert "south row: 8" in w.diagram
    send(w, {"edit": {"put": "8", "at": "the moon"}})
    assert "not a row" in w.error and w.game.state["rows"][1] == [8]


def test_the_toy_game_is_a_bundle_entry(toy, tmp_path):
    js = tmp_path / "js"
    js.mkdir()
    (js / "games.json").write_text(json.dumps(registry.listing()))
    for spec in registry.specs():
        (js / f"{spec.entry}.js").write_text("")
    assert {"mesowidgets/static/toy.js", "mesowidgets/static/toy.css"} <= set(bundled(tmp_path))
    script = ("import { entries } from " + json.dumps((ROOT / "js" / "entries.mjs").as_uri())
              + "; console.log(JSON.stringify(entries(process.argv[1])));")
    found = subprocess.run(["node", "--input-type=module", "-e", script, str(js)],
                           capture_output=True, text=True, check=True).stdout
    assert [Path(f).name for f in json.loads(found)] == [f"{n}.js" for n in registry.names()]
    (js / "toy.js").unlink()
    failed = subprocess.run(["node", "--input-type=module", "-e", script, str(js)],
                            capture_output=True, text=True)
    assert failed.returncode and "toy: no front-end entry" in failed.stderr


@pytest.mark.parametrize("check", every_game.CHECKS, ids=lambda c: c.__name__)
def test_the_toy_game_passes_the_generic_suite(toy, check):
    for seed in (1, 2, 3):
        check(toy, {}, seed)


class LeakyToy(ToyGame):
    def _view(self, seat):
        return {**super()._view(seat), "deck top": self.state["deck"][:1]}


def test_the_generic_suite_finds_a_view_that_shows_the_deck(toy, monkeypatch):
    def new_leaky_game(**options):
        return LeakyToy(SPEC.new_game(**options).state, 0)

    monkeypatch.setattr("tests.toy.new_leaky_game", new_leaky_game, raising=False)
    leaky = replace(toy, hooks={**toy.hooks, "new_game": ":new_leaky_game"})
    with pytest.raises(AssertionError):
        every_game.views(leaky, {}, 1)


def test_a_spec_is_registered_once_and_names_known_hooks(toy):
    with pytest.raises(ValueError, match="registered already"):
        registry.register(SPEC)
    with pytest.raises(ValueError, match="no hook called svgs"):
        replace(SPEC, hooks={"svgs": ":svg"})
    with pytest.raises(KeyError, match="the games are tigris, tigris_cards, babel, tyrus, toy"):
        registry.spec("chess")
