"""The games as PettingZoo AEC environments (mesogames.pettingzoo): PettingZoo's API test
for each game, and masks that are the legal actions of the seat to move only."""
import random

import pytest

from mesogames import encoding, registry

pytest.importorskip("pettingzoo", reason="the optional extra mesowidgets[rl]")
from pettingzoo.test import api_test  # noqa: E402

from mesogames.pettingzoo import env  # noqa: E402

CASES = [pytest.param(spec.name, options, id=spec.variant_id(options))
         for spec in registry.specs() for options in spec.variants]


@pytest.mark.parametrize("name, options", CASES)
def test_every_game_passes_the_pettingzoo_api_test(name, options):
    api_test(env(name, **options), num_cycles=200, verbose_progress=False)   # raises on a breach
    # and a game played by its masks reaches the end, with returns that sum to nothing
    e = env(name, **options)
    e.reset(seed=1)
    rng, final = random.Random(1), {}
    for agent in e.agent_iter():
        obs, reward, done, cut, _ = e.last()
        if done or cut:
            final[agent] = reward
        e.step(None if done or cut else rng.choice(obs["action_mask"].nonzero()[0].tolist()))
    assert e.game.over and e.agents == [] and set(final) == set(e.possible_agents)
    assert sum(final.values()) == pytest.approx(0.0) and any(final.values())


def test_the_mask_is_the_seat_to_move_legal_actions():
    e = env("tigris", players=2)
    e.reset(seed=5)
    agent = e.agent_selection
    mask = e.observe(agent)["action_mask"]
    enc = encoding.of("tigris", players=2)
    assert sorted(mask.nonzero()[0].tolist()) == enc.legal_codes(e.game)
    other = next(a for a in e.agents if a != agent)
    assert not e.observe(other)["action_mask"].any()


def test_a_game_played_to_its_end_rewards_the_winner():
    e = env("tyrus")
    e.reset(seed=3)
    final = {}
    for agent in e.agent_iter():
        obs, reward, done, cut, _ = e.last()
        if done or cut:
            final[agent] = reward
        e.step(None if done or cut else int(obs["action_mask"].nonzero()[0][0]))
    winner = e.game.result()["winner"]
    assert e.agents == [] and set(final) == set(e.possible_agents)
    assert final == {a: 0.0 if winner is None else 1.0 if a == f"player_{winner}" else -1.0
                     for a in e.possible_agents}
