"""The twins check both Tigris games' standing tests share: the ranking the bots search
from (greedy.ranked) looks one twin (standing.twin) ahead for all its twins, and gives
the values of every action looked ahead one by one."""
import pytest

from mesogames.bots import SeatInfo, greedy
from mesogames.core import RandomBot, Rng


def ranked_as_every_action(game, seed: int, at, last: int, monkeypatch) -> tuple[int, int]:
    """Play `game` by a random bot of `seed` until it is over or `last` actions were
    taken; at each count of actions in `at` (a container or a predicate), check the
    ranking against every legal action looked ahead (same actions, same values, in
    descending order). Returns the legal actions seen and those the ranking looked ahead."""
    looked = []
    real = greedy.one_ply

    def counted(world, action, seat, *depth):
        if not depth:                   # the ranking's own calls, not the follow-ups
            looked.append(action)
        return real(world, action, seat, *depth)

    monkeypatch.setattr(greedy, "one_ply", counted)
    chosen = at if callable(at) else at.__contains__
    bot, legal_total, looked_total = RandomBot(seed), 0, 0
    while not game.over and game.actions_taken < last:
        if chosen(game.actions_taken):
            info = SeatInfo(game, game.to_move)
            world = info.sample(Rng(3))
            looked.clear()
            fast = greedy.ranked(world, info.seat, info.legal)
            legal_total += len(info.legal)
            looked_total += len(looked)
            every = {a: real(world, a, info.seat) for a in info.legal}
            assert len(fast) == len(info.legal) and {a for _, a in fast} == set(info.legal)
            assert all(v == pytest.approx(every[a], abs=1e-12) for v, a in fast)
            assert all(x >= y for (x, _), (y, _) in zip(fast, fast[1:], strict=False))
        game.apply(bot.choose(game))
    return legal_total, looked_total
