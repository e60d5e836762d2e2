"""Saved games and tables: a save is how the game began (seed and options, or a diagram)
plus the actions; loading replays them with the rules. Every corrupted or edited save is
refused with one clear error; a good one comes back exactly, table and all."""
from __future__ import annotations

import json

import pytest

from mesogames.core import InvalidSave, Rng, play_random
from mesowidgets import TigrisWidget
from tests.widget.frontend import legal, send
from tests.widget.games import GAMES

CORRUPTIONS_PER_GAME = 150


def played(name, actions=30, seed=11):
    cls, options = GAMES[name]
    game = cls.engine_module.new_game(seed=seed, **options)
    for _, _ in zip(range(actions), play_random(game, seed), strict=False):
        pass
    return cls, game


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_saved_game_loads_back_exactly_and_undo_still_works(name):
    cls, game = played(name)
    loaded = type(game).from_json(game.to_json())
    assert loaded.fingerprint() == game.fingerprint()
    assert loaded.history == game.history
    loaded.undo()
    game.undo()
    assert loaded.fingerprint() == game.fingerprint()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_without_a_seed_the_deal_is_secret_and_still_replays(name):
    cls, options = GAMES[name]
    a, b = (cls.engine_module.new_game(**options) for _ in range(2))
    assert a.origin["new_game"]["seed"] != b.origin["new_game"]["seed"]
    assert a.fingerprint() != b.fingerprint()
    assert type(a).from_json(a.to_json()).fingerprint() == a.fingerprint()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_random_corruptions_are_refused_with_one_clear_error(name):
    cls, game = played(name)
    text = game.to_json()
    title = type(game).title
    rng = Rng(len(name))
    refused = 0
    for _ in range(CORRUPTIONS_PER_GAME):
        chars = list(text)
        for _ in range(1 + rng.below(3)):
            i = rng.below(len(chars))
            op = rng.below(3)
            if op == 0:
                chars[i] = chr(32 + rng.below(95))
            elif op == 1:
                del chars[i]
            else:
                chars.insert(i, chr(32 + rng.below(95)))
        bad = "".join(chars)
        try:
            loaded = type(game).from_json(bad)
        except InvalidSave as err:
            assert str(err).startswith(f"Not a valid saved {title} game: ")
            refused += 1
        else:       # a harmless change (white space, the same JSON): the same game
            assert loaded.fingerprint() == game.fingerprint()
    assert refused > CORRUPTIONS_PER_GAME * 0.8


def edits(data):
    """Hand edits a cheat might try, each a function of the parsed save."""
    def set_(key, value):
        return lambda d: d.__setitem__(key, value)

    def origin_arg(key, value):
        def edit(d):
            kind = next(k for k in d["origin"] if k != "rng")
            d["origin"][kind][key] = value
        return edit

    return [
        set_("game", "chess"), set_("format", "other"), set_("version", 2),
        set_("actions", data["actions"][:-1]), set_("actions", data["actions"][1:]),
        set_("actions", list(reversed(data["actions"]))), set_("actions", "pass"),
        set_("actions", [1, 2]), set_("actions", ["x" * 1000]), set_("checksum", "0" * 32),
        set_("origin", {}), set_("origin", []), set_("origin", {"new_game": {}, "rng": -1}),
        set_("origin", {"state": {"players": 2}}), origin_arg("seed", data_seed(data) + 1),
        origin_arg("seed", "1"), origin_arg("players", 9), origin_arg("__class__", 1),
        origin_arg("seed", [1]), lambda d: d.pop("checksum"), lambda d: d.update(extra=1),
        lambda d: d.__setitem__("actions", data["actions"] + ["pass"]),
    ]


def data_seed(data):
    kind = next(k for k in data["origin"] if k != "rng")
    return data["origin"][kind]["seed"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_hand_edited_saves_are_refused(name):
    cls, game = played(name)
    title = type(game).title
    for edit in edits(json.loads(game.to_json())):
        data = json.loads(game.to_json())
        edit(data)
        with pytest.raises(InvalidSave, match=f"^Not a valid saved {title.replace('&', '.')}"):
            type(game).from_json(json.dumps(data))
    for text in ["", "[]", "null", "[" * 100_000 + "]" * 100_000, b"\xff", 42]:
        with pytest.raises(InvalidSave):
            type(game).from_json(text)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_table_saves_and_loads_with_its_bots_undo_setting_and_log(name):
    cls, options = GAMES[name]
    w = cls(seed=4, bots={1: "random"}, undo=False, **options)
    for _ in range(6):
        if w.game.over or not legal(w):
            break
        send(w, {"act": legal(w)[-1]})
    again = cls.load(w.save())
    assert again.game.fingerprint() == w.game.fingerprint()
    assert again.table.bots.keys() == w.table.bots.keys()
    assert again.table.allow_undo is False
    assert again.events == w.events
    assert again.history == w.history
    with pytest.raises(InvalidSave, match="table"):
        cls.load(w.save().replace('"undo":false', '"undo":"no"'))


def test_a_game_from_a_diagram_saves_as_its_diagram():
    w = TigrisWidget.from_diagram(TigrisWidget(players=2, seed=3).game.diagram())
    assert "from_diagram" in json.loads(w.game.to_json())["origin"]
    assert type(w.game).from_json(w.game.to_json()).fingerprint() == w.game.fingerprint()


def test_a_save_with_an_edited_start_loads_as_that_game_as_the_readme_says():
    """What loading proves (legal moves from the start a save names) and what it does not
    (that the start was a fair deal): the README says both, and a save whose origin is
    rewritten as a diagram with the hands swapped, checksum recomputed, loads."""
    from pathlib import Path

    from mesogames import tyrus
    from tests.forged import swapped_hands
    game = tyrus.new_game(seed=5, first="beige")
    for _, _ in zip(range(6), play_random(game, 5), strict=False):
        pass
    loaded = type(game).from_json(swapped_hands(game).to_json())
    assert loaded.view(0)["hands"][0] != game.view(0)["hands"][0]
    readme = " ".join((Path(__file__).parents[2] / "README.md").read_text().split())
    assert "A local save belongs to its user" in readme
    assert "It does not prove that the start was a fair deal" in readme
