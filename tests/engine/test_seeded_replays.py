"""The rules do not move unseen: seeded random games of every game replay to the hashes
recorded in replay_hashes.json (actions, legal actions, every seat's view and events,
refusals, diagrams, results, saves: see replays.py). A change meant to alter the rules
records new hashes with `python -m tests.engine.replays --write` and says why."""
import json

import pytest

from .replays import RECORD, game_hash

#: How many of the recorded seeds each game replays here (the script replays all 30).
SEEDS = {"tyrus": 10, "babel": 10, "tigris": 2, "tigris_cards": 2}
RECORDED = json.loads(RECORD.read_text())


@pytest.mark.parametrize("name, seed", [(name, seed) for name, n in SEEDS.items()
                                        for seed in range(n)])
def test_a_seeded_random_game_replays_as_recorded(name, seed):
    assert game_hash(name, seed) == RECORDED[name][seed]
