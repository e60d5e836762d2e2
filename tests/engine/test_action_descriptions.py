"""Actions as the front end reads them (docs/actions.md): every legal action met in random
games describes itself with its notation as name (which reads back to the same action),
a documented kind and exactly the keys the documentation gives that kind; the history
carries each action's place."""
import re
from pathlib import Path

import pytest

from mesogames import registry, tigris
from mesogames.core import Rng, describe_all
from tests.marks import slow_ones

from .test_tigris_properties import builder_choice

DOC = Path(__file__).parents[2] / "docs" / "actions.md"
#: A game's sections of the page: its title's, and those it shares with other games.
SHARED = {"tigris": ("Both Tigris games",), "tigris_cards": ("Both Tigris games",)}
SECTIONS = {spec.name: SHARED.get(spec.name, ()) + (spec.title,) for spec in registry.specs()}
#: Games played with options that reach their expansions' actions (others: each player
#: count the game seats, by seed).
OPTIONS = {"tigris": lambda seed: {"buildings": True, "ziggurat": True,
                                   "english": seed % 2 == 1}}


def new_game(name: str, seed: int):
    spec = registry.spec(name)
    players = spec.players[seed % len(spec.players)]
    return spec.new_game(players=players, seed=seed, **OPTIONS.get(name, lambda _: {})(seed))
#: Keys a kind has only sometimes (a Babel power names what its effect needs).
OPTIONAL = {("babel", "power"): {"victim", "level", "from", "at"}}
#: Kinds random play rarely meets.
RARE = {"ziggurat", "bonus", "ship", "building", "monument"}


def documented(name: str) -> dict[str, set[str]]:
    """kind -> keys, from the tables of docs/actions.md in the game's sections."""
    kinds, current = {}, None
    for line in DOC.read_text().splitlines():
        if line.startswith("## "):
            current = line[3:].strip()
        m = re.match(r"\| `([\w ]+)` \| ([^|]*) \|", line)
        if m and current in SECTIONS[name]:
            kinds[m.group(1)] = set(re.findall(r"`(\w+)`", m.group(2))) - {
                "north", "south", "start"}
    return kinds


# The Tigris games' random games: 4.5 s of CPU (tigris), 8 s (tigris_cards).
@pytest.mark.parametrize("name", slow_ones(registry.names(), {"tigris", "tigris_cards"}))
def test_every_legal_action_describes_itself_as_documented(name):
    doc = documented(name)
    seen = set()
    for seed in range(6):
        game, rng = new_game(name, seed), Rng(seed + 7)
        while not game.over:
            legal = game.legal_actions()
            for action in legal:
                d = action.describe()
                assert d["name"] == str(action) and game.read_action(d["name"]) == action
                keys = set(d) - {"name", "kind"}
                optional = OPTIONAL.get((name, d["kind"]), set())
                assert d["kind"] in doc, d
                assert doc[d["kind"]] - optional <= keys <= doc[d["kind"]], d
                seen.add(d["kind"])
            if name == "tigris":
                chosen = builder_choice(legal, rng)
            else:
                chosen = legal[rng.below(len(legal))]
            game.apply(chosen)
            places = {game.history_for(seat)[-1]["place"] for seat in (None, *range(game.players))}
            assert places == {chosen.place}, "every seat reads where it happened"
    assert seen >= set(doc) - RARE


def test_describe_all_describes_each_action_once_per_memo():
    """A seat's refresh describes its legal actions through a memo (most were legal in the
    position before): the same descriptions, new dicts each time, each action once."""
    game = tigris.new_game(seed=1)
    legal, memo = game.legal_actions(), {}
    assert describe_all(legal, memo) == [a.describe() for a in legal]
    assert len(memo) == len(set(legal))
    again = describe_all(legal, memo)
    again[0]["tip"] = "changed by a caller"
    assert describe_all(legal, memo)[0] == legal[0].describe()
    assert describe_all(legal) == [a.describe() for a in legal]      # no memo: none kept
