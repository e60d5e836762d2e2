"""The legal actions on the wire (docs/actions.md): grouped from their fields, they expand
(as js/lib/protocol.js expandLegal does) to exactly the described legal actions."""
import json

import pytest

from mesogames import registry, tigris
from mesogames.core import Rng
from mesowidgets.patches import compact
from mesowidgets.protocol import EACH, SUBSETS, WORDS, expanded, grouped, hoisted

ENGINES = {spec.name: spec for spec in registry.specs()}


def _key(d: dict) -> str:
    return json.dumps(d, sort_keys=True)


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_grouped_legal_actions_expand_to_the_described_ones(name):
    seen = set()
    for seed in range(3):
        game, rng = ENGINES[name].new_game(seed=seed), Rng(seed)
        places = game.place_names()
        for _ in range(60):
            if game.over:
                break
            legal = game.legal_actions()
            wire = grouped(legal, game, places)
            seen |= {k for e in wire for k in e if k in (EACH, WORDS, SUBSETS)}
            seen |= {"mask" for e in wire if isinstance(e.get(EACH, {}).get("place"), str)}
            described = [{**a.describe(), **({"tip": game.tip(a)} if game.tip(a) else {})}
                         for a in legal]
            assert sorted(map(_key, expanded(wire, places))) == sorted(map(_key, described))
            game.apply(legal[rng.below(len(legal))])
    assert seen >= ({EACH} if name == "tyrus" else {EACH, WORDS})
    assert ("mask" in seen) == (places is not None)


def test_a_tigris_turn_travels_in_a_few_entries():
    """The 600 actions of a Tigris & Euphrates turn: the leaders as one entry, the land
    tiles as one, a swap of any tiles from the hand as one, the places as masks."""
    game = tigris.new_game(seed=1)
    wire = grouped(game.legal_actions(), game, game.place_names())
    assert len(game.legal_actions()) > 500
    kinds = [e["kind"] for e in wire]
    assert kinds.count("swap") == 1 and kinds.count("leader") == 1 and len(wire) <= 8
    swap = next(e for e in wire if e["kind"] == "swap")
    assert swap[SUBSETS] == {"pieces": game.view(1)["hands"][1]}
    assert len(compact(wire)) < 800


def test_each_word_travels_once_in_the_seats_vocabulary():
    """Words go to the seat's vocabulary (the words trait) the first time, and entries
    then leave them out; the expansion is the same."""
    game = tigris.new_game(seed=1)
    places = game.place_names()
    first, vocabulary = hoisted(grouped(game.legal_actions(), game, places), {})
    assert vocabulary["tile"]["piece"]["R"] == "red"
    assert all(WORDS not in e for e in first)
    again, same = hoisted(grouped(game.legal_actions(), game, places), vocabulary)
    assert same is vocabulary and again == first
    assert (sorted(map(_key, expanded(first, places, vocabulary)))
            == sorted(map(_key, expanded(grouped(game.legal_actions(), game, places), places))))
    assert len(compact(first)) < len(compact(grouped(game.legal_actions(), game, places))) - 100
