"""The legal actions on the wire (docs/actions.md): grouped by place, then by piece, where
the names allow, they expand (as js/lib/legal.js expandLegal does) to exactly the described
legal actions."""
import pytest

from mesogames import registry
from mesogames.core import Rng
from mesowidgets.seat import expanded as expand
from mesowidgets.seat import grouped

ENGINES = {spec.name: spec for spec in registry.specs()}


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_grouped_legal_actions_expand_to_the_described_ones(name):
    def key(d):
        return sorted(d.items())

    for seed in range(3):
        game, rng = ENGINES[name].new_game(seed=seed), Rng(seed)
        grouped_some = by_piece = False
        for _ in range(60):
            if game.over:
                break
            legal = game.legal_actions()
            wire = grouped(legal)
            grouped_some |= any("places" in e for e in wire)
            by_piece |= any("each_piece" in e for e in wire)
            assert sorted(map(key, expand(wire))) == sorted(key(a.describe()) for a in legal)
            game.apply(legal[rng.below(len(legal))])
        assert grouped_some or name == "babel"
        assert by_piece == (name == "tyrus")
