"""The pending line of both Tigris games' diagrams (mesogames/pending.py): written in words
(seats by name, squares and columns as notation writes them), read back to the same queue,
for every kind of entry random games meet; a JSON line (as older diagrams wrote) still reads."""
import json

import pytest

from mesogames import tigris, tigris_cards
from mesogames.core import Rng
from mesogames.tigris.board import square_name
from tests.marks import slow_ones

GAMES = {
    "tigris": lambda seed: tigris.new_game(players=2 + seed % 3, seed=seed, buildings=True,
                                           ziggurat=True),
    "tigris_cards": lambda seed: tigris_cards.new_game(players=2 + seed % 3, seed=seed),
}
MODULES = {"tigris": tigris, "tigris_cards": tigris_cards}


# The card game's random games: about 8 s of CPU.
@pytest.mark.parametrize("name", slow_ones(sorted(GAMES), {"tigris_cards"}))
def test_the_pending_line_is_words_and_reads_back_to_the_same_queue(name):
    kinds = set()
    for seed in range(4):
        game, rng = GAMES[name](seed), Rng(seed)
        while not game.over:
            if game.state["pending"]:
                text = game.diagram()
                line = next(x for x in text.splitlines() if x.startswith("pending: "))
                assert not set(line) & set('{}"'), line
                assert MODULES[name].from_diagram(text, seed=1).state["pending"] == \
                    game.state["pending"]
                kinds |= {d["kind"] for d in game.state["pending"]}
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])
    assert {"conflict", "order", "wars", "treasure"} <= kinds


def test_a_seat_and_a_square_are_written_by_name_and_json_still_reads():
    game = GAMES["tigris"](0)
    rng = Rng(3)
    while not any(d["kind"] == "conflict" for d in game.state["pending"]):
        legal = game.legal_actions()
        game.apply(legal[rng.below(len(legal))])
    text = game.diagram()
    line = next(x for x in text.splitlines() if x.startswith("pending: "))
    conflict = game.state["pending"][0]
    assert f"attacker={game.seat_names[conflict['attacker']]}" in line
    assert f"leaders=[{square_name(conflict['leaders'][0])}," in line
    old = text.replace(line, "pending: " + json.dumps(game.state["pending"]))
    assert tigris.from_diagram(old, seed=1).state["pending"] == game.state["pending"]
