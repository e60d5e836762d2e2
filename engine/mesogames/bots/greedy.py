"""The easy bot: one ply of look-ahead. It tries every legal action in one sampled world and
plays the one after which its seat stands best (`values`), with a little noise so it is not
the same opponent every game."""
from __future__ import annotations

from ..core import Action, Rng
from .info import SeatInfo
from .values import values


class GreedyBot:
    """`choose(info)`: the best action one ply ahead, by the game's standing, plus noise."""

    def __init__(self, seed: int = 0, noise: float = 0.02):
        self.seed, self.noise = seed, noise

    def choose(self, info: SeatInfo) -> Action:
        rng = Rng(self.seed * 0x9E3779B1 ^ info.key)
        world = info.sample(rng)
        best, best_value = None, -1.0
        for action in info.legal:
            after = world.copy()
            after._apply(action)            # legal in the world: no refusal, no snapshot
            v = values(after)[info.seat] + self.noise * rng.below(1000) / 1000
            if v > best_value:
                best, best_value = action, v
        return best

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed})"
