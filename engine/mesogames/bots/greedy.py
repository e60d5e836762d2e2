"""The easy bot: one ply of look-ahead. It tries every legal action in one sampled world and
plays the one after which its seat stands best (`values`; following the small questions an
action asks the seat at once, such as banking the point a card earns), with a little noise
so it is not the same opponent every game."""
from __future__ import annotations

from .. import registry
from ..core import Action, Rng
from .info import SeatInfo
from .values import values

#: A question the rules ask right after an action (bank a point? which war first?) has at
#: most this many answers; the look-ahead follows such questions to the seat's best answer.
FOLLOW = 4


def one_ply(world, action, seat: int, depth: int = 2) -> float:
    """`seat`'s value (`values`) after `action` in `world` (which is not changed), and after
    the seat's best answer when the action asks it a small question at once."""
    after = world.copy()
    after.play(action)                # legal in the world: no refusal, no snapshot
    if depth and not after.over and after.to_move == seat \
            and not after.more_legal_than(FOLLOW):
        return max(one_ply(after, a, seat, depth - 1) for a in after.legal_actions())
    return values(after)[seat]


def scored(info: SeatInfo, world) -> list[tuple[float, Action]]:
    """(value one ply ahead in `world`, action) for every legal action, best first."""
    return ranked(world, info.seat, info.legal)


def ranked(world, seat: int, legal: list[Action]) -> list[tuple[float, Action]]:
    """(`seat`'s value one ply ahead in `world`, action) for each of `legal`, best first
    (ties in the order given). Actions the game calls twins in `world` (its `twin` hook:
    the same key) are worth the same: one of them is looked ahead for all."""
    twin = registry.spec_of(world).twin
    # Every key first, in the position as it is: its kingdoms, found once, stay among the
    # few positions the game keeps (tigris/kingdoms.py) while no look-ahead pushes them out.
    keys = [twin(world, a) for a in legal] if twin is not None else [None] * len(legal)
    found: dict = {}
    values = []
    for i, (a, key) in enumerate(zip(legal, keys, strict=True)):
        if key is None:
            value = one_ply(world, a, seat)
        elif key in found:
            value = found[key]
        else:
            value = found[key] = one_ply(world, a, seat)
        values.append((value, i))
    return [(v, legal[i]) for v, i in sorted(values, key=lambda x: (-x[0], x[1]))]



class GreedyBot:
    """`choose(info)`: the best action one ply ahead, by the game's standing, plus noise."""

    #: The level `make_bot` built it as (`pacing.pace` holds its answers to that level's
    #: time); None for a bot built directly.
    level: str | None = None

    def __init__(self, seed: int = 0, noise: float = 0.003):
        self.seed, self.noise = seed, noise

    def choose(self, info: SeatInfo) -> Action:
        rng = Rng(self.seed * 0x9E3779B1 ^ info.key)
        world = info.sample(rng)
        best: Action | None = None
        best_value = -1.0
        for action in info.legal:
            v = one_ply(world, action, info.seat) + self.noise * rng.below(1000) / 1000
            if v > best_value:
                best, best_value = action, v
        assert best is not None, "a seat asked to choose has a legal action"
        return best

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed})"
