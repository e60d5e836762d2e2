"""The generic suite: every registered game, in each of its variants, passes every check
of every_game.py (the contract of docs/adding-a-game.md)."""
import pytest

from mesogames import registry

from . import every_game

CASES = [pytest.param(spec, options, id=spec.variant_id(options))
         for spec in registry.specs() for options in spec.variants]


@pytest.mark.parametrize("check", every_game.CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("spec, options", CASES)
def test_every_game_keeps_the_contract(spec, options, check):
    for seed in (1, 2):
        check(spec, options, seed)
