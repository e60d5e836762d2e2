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
    (ties in the order given): a `Ranking` looked ahead to the end."""
    ranking = Ranking(world, seat, legal)
    ranking.look()
    return ranking.best()


class Ranking:
    """The one-ply ranking of `legal` in `world` for `seat` (`one_ply`), looked ahead a few
    actions at a time (`look`), so that a search can start from the ones that look most
    promising and value the rest while it iterates (bots/ismcts.py).

    Actions the game calls twins in `world` (its `twin` hook: the same key) are worth the
    same: one of them is looked ahead for all. The groups are looked ahead in the order of
    the game's `hint` hook (a cheap guess, without looking ahead, of how good an action is
    for the seat: highest first; in the order given where the game has none); the values
    do not depend on that order, only how soon each is known."""

    def __init__(self, world, seat: int, legal: list[Action]):
        spec = registry.spec_of(world)
        twin, hint = spec.twin, spec.hint
        self.world, self.seat, self.legal = world, seat, legal
        # Every key first, in the position as it is: its kingdoms, found once, stay among
        # the few positions the game keeps (tigris/kingdoms.py) while no look-ahead pushes
        # them out.
        groups: dict = {}
        for i, a in enumerate(legal):
            key = twin(world, a) if twin is not None else None
            groups.setdefault(("alone", i) if key is None else ("twin", key), []).append(i)
        todo = list(groups.values())        # each group by its first action, in legal's order
        if hint is not None:
            guess = [hint(world, seat, legal[g[0]]) for g in todo]
            order = sorted(range(len(todo)), key=lambda k: -guess[k])
            todo = [todo[k] for k in order]
        self._todo = todo[::-1]             # popped from the end: the next group last
        self._valued: list[tuple[float, int]] = []

    @property
    def done(self) -> bool:
        """Whether every action has its value."""
        return not self._todo

    @property
    def left(self) -> int:
        """Look-aheads still to do (one per group of twins)."""
        return len(self._todo)

    def look(self, n: int | None = None) -> None:
        """Look `n` more groups of twins ahead (all that are left by default)."""
        for _ in range(len(self._todo) if n is None else min(n, len(self._todo))):
            group = self._todo.pop()
            value = one_ply(self.world, self.legal[group[0]], self.seat)
            self._valued += [(value, i) for i in group]

    def best(self, width: int | None = None) -> list[tuple[float, Action]]:
        """(value, action) of the `width` best actions valued so far (all by default),
        best first, ties in the order of `legal`."""
        order = sorted(self._valued, key=lambda x: (-x[0], x[1]))[:width]
        return [(v, self.legal[i]) for v, i in order]


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
