"""The public learning interface of the engine (mesogames/encoding.py, Game.play): action
codes fixed by the actions' fields, refusals that name the rule, and each game's hooks
(the generic suite's `encodings` check runs them over random games)."""
import pytest

from mesogames import encoding, registry
from mesogames.core import IllegalAction


@pytest.mark.parametrize("spec", registry.specs(), ids=lambda s: s.name)
def test_every_game_gives_action_codes_and_observations(spec):
    assert spec.load("action_space") is not None and spec.load("observation") is not None


@pytest.mark.parametrize("name, options, notation, code", [
    ("tigris", {"players": 2}, "red G11", 1050),
    ("tigris", {"players": 4}, "red G11", 1050),
    ("tyrus", {}, "M7 brown citadel", 99),
    ("babel", {}, "move Hittites", 1),
    ("tigris_cards", {"players": 2}, "farmer 5.0", 273),
])
def test_an_action_code_is_the_same_everywhere(name, options, notation, code):
    enc = encoding.of(name, **options)
    action = registry.spec(name).new_game(seed=3, **options).read_action(notation)
    assert enc.encode(action) == code and enc.decode(code) == action


def test_codes_outside_the_space_are_refused_by_name():
    enc = encoding.of("tyrus")
    for bad in (-1, enc.num_distinct_actions, "3", True):
        with pytest.raises(IllegalAction, match="action codes"):
            enc.decode(bad)
    foreign = registry.spec("babel").new_game(seed=1).legal_actions()[0]
    with pytest.raises(IllegalAction, match="no action of tyrus"):
        enc.encode(foreign)


def test_play_applies_a_legal_action_without_history_or_undo():
    game = registry.spec("tyrus").new_game(seed=2)
    copy, action = game.copy(), game.legal_actions()[0]
    game.apply(action)
    copy.play(action)
    assert copy.fingerprint() == game.fingerprint()
    assert copy.history == [] and game.history == [str(action)]
