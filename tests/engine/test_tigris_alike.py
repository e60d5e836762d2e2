"""Tigris & Euphrates's alike actions (`Game.alike`): a tile placed where no neighbouring
square holds a piece leaves every seat exactly as well off as any other such tile of its
colour, so the one-ply ranking of a search's set-up (`bots.greedy.ranked`) looks ahead of
one of them and gives the others its value: the same ranking as looking ahead of each."""
from __future__ import annotations

from mesogames import tigris
from mesogames.bots import SeatInfo, make_bot
from mesogames.bots.greedy import one_ply, ranked
from mesogames.core import Rng


def positions(seed: int, every: int = 15):
    """(world, seat) at every `every`-th decision of a seeded game of easy bots."""
    game = tigris.new_game(seed=seed, players=2)
    bot, n = make_bot("easy", seed), 0
    while not game.over:
        info = SeatInfo(game, game.to_move)
        if n % every == 0 and len(info.legal) > 20:
            yield info.sample(Rng(n)), info.seat, info.legal
        n += 1
        game.apply(bot.choose(info))


def test_alike_tiles_score_the_same_and_the_ranking_does_not_change():
    grouped = 0
    for world, seat, legal in positions(seed=3):
        keys = world.alike(legal)
        values = {}
        for action, key in zip(legal, keys, strict=True):
            if key is not None:
                values.setdefault(key, set()).add(one_ply(world, action, seat))
        assert all(len(found) == 1 for found in values.values()), values
        grouped += sum(k is not None for k in keys) - len(values)
        each = sorted(((one_ply(world, a, seat), i) for i, a in enumerate(legal)),
                      key=lambda x: (-x[0], x[1]))
        assert ranked(world, seat, legal) == [(v, legal[i]) for v, i in each]
    assert grouped > 50, "positions where tiles stand alone, so the test says something"
