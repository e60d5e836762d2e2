"""benchmarks/arena.py rates the two levels with openskill from each game's ranking: the
level that wins every game ends above the starting 25 and the other below, in 2-player
and 3-player games alike."""
import re

import pytest

from tests.engine.test_yardsticks import arena


@pytest.mark.parametrize("game, players", [("tyrus", "2"), ("tigris_cards", "3")])
def test_the_arena_rates_the_stronger_level_above_the_weaker(game, players):
    done = arena(game, "easy", "random", "4", "--players", players)
    assert done.returncode == 0, done.stderr
    assert " easy wins 4 of 4 " in done.stdout, done.stdout
    rated = re.search(r"openskill easy (\d+\.\d)±(\d+\.\d), random (\d+\.\d)±(\d+\.\d)$",
                      done.stdout.strip())
    assert rated, done.stdout
    easy, easy_sigma, random, random_sigma = map(float, rated.groups())
    assert easy > 25.0 > random
    assert easy_sigma < 8.4 and random_sigma < 8.4     # less uncertain than at the start
