"""Every option of every game's `new_game` is checked, type and value: a wrong one is
refused with a ValueError naming the option and what it takes, and a right one still
makes its game."""
from __future__ import annotations

import pytest

import mesogames.babel
import mesogames.tigris
import mesogames.tigris_cards
import mesogames.tyrus
from mesogames.core import IllegalAction, play_random

WRONG = [
    ("tyrus", {"first": 2}, "first takes 0 or 'beige', 1 or 'brown'"),
    ("tyrus", {"first": -1}, "first takes"),
    ("tyrus", {"first": True}, "first takes"),
    ("tyrus", {"first": 1.0}, "first takes"),
    ("tyrus", {"first": "grey"}, "first takes"),
    ("tyrus", {"players": 3}, "players takes 2"),
    ("babel", {"first": 2}, "first takes 0 or 'north', 1 or 'south'"),
    ("babel", {"first": False}, "first takes"),
    ("babel", {"players": 2.0}, "players takes 2"),
    ("tigris", {"side": 2}, "side takes 'classic' or 'alternative'"),
    ("tigris", {"side": "round"}, "side takes"),
    ("tigris", {"english": 1}, "english takes True or False"),
    ("tigris", {"buildings": "yes"}, "buildings takes True or False"),
    ("tigris", {"ziggurat": None}, "ziggurat takes True or False"),
    ("tigris", {"open_scores": 0}, "open_scores takes True or False"),
    ("tigris", {"first": 4}, "first takes 0 or 'archer'"),
    ("tigris", {"players": 2, "first": "bull"}, "first takes 0 or 'archer', 1 or 'lion', or"),
    ("tigris", {"first": "2"}, "first takes"),
    ("tigris", {"players": True}, "players takes 2, 3 or 4"),
    ("tigris_cards", {"open_piles": "no"}, "open_piles takes True or False"),
    ("tigris_cards", {"first": -1}, "first takes"),
    ("tigris_cards", {"players": 5}, "players takes 2, 3 or 4"),
    ("tyrus", {"seed": "7"}, "seed takes a whole number"),
    ("tigris", {"seed": -1}, "seed takes a whole number"),
    ("babel", {"seed": 1 << 64}, "seed takes a whole number"),
    ("tigris_cards", {"seed": True}, "seed takes a whole number"),
]


@pytest.mark.parametrize("name, options, words", WRONG)
def test_a_wrong_option_is_refused_naming_it(name, options, words):
    factory = getattr(mesogames, name).new_game
    with pytest.raises(ValueError) as err:
        factory(**options)
    assert words in str(err.value)


@pytest.mark.parametrize("name, options, seat", [
    ("tyrus", {"first": "brown"}, 1), ("tyrus", {"first": 0}, 0),
    ("babel", {"first": "south"}, 1), ("babel", {"first": 0}, 0),
    ("tigris", {"players": 3, "first": "lion"}, 1), ("tigris", {"players": 4, "first": 3}, 3),
    ("tigris_cards", {"players": 2, "first": 1}, 1),
])
def test_a_first_player_by_number_or_name_starts_and_the_game_plays(name, options, seat):
    game = getattr(mesogames, name).new_game(seed=3, **options)
    assert game.state["first"] == seat
    for _ in zip(range(30), play_random(game, 3), strict=False):
        pass
    assert game.history


def test_babel_refuses_a_negative_debt_in_a_diagram():
    text = mesogames.babel.new_game(seed=3).diagram()
    assert "owed: 0" in text
    for owed in ("-1", "x", "١"):
        with pytest.raises(IllegalAction, match=r"owed.*0 or more"):
            mesogames.babel.from_diagram(text.replace("owed: 0", f"owed: {owed}"))
