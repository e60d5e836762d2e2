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


#: Stands for the key of an action the game pairs with no twin (`Ranking.look`).
_ALONE = object()


class Ranking:
    """The one-ply ranking of `legal` in `world` for `seat` (`one_ply`), looked ahead a few
    actions at a time (`look`), so that a search can start from the ones that look most
    promising and value the rest while it iterates (bots/ismcts.py).

    The actions are taken in the order of the game's `hint` hook (a cheap guess, without
    looking ahead, of how good each is for the seat: highest first; in the order given
    where the game has none). Actions the game calls twins in `world` (its `twin` hook:
    the same key) are worth the same: one of them is looked ahead for all, and a twin of
    one already valued takes its value when its turn comes. The values do not depend on
    the order, only how soon each is known."""

    def __init__(self, world, seat: int, legal: list[Action]):
        spec = registry.spec_of(world)
        self.world, self.seat, self.legal = world, seat, legal
        self.twin = spec.twin
        order = list(range(len(legal)))
        if spec.hint is not None:
            guess = spec.hint(world, seat)
            hints = [guess(a) for a in legal]
            order.sort(key=lambda i: -hints[i])
        self._order = order[::-1]           # popped from the end: the next action last
        self._known: dict = {}              # a twin key looked ahead -> its value
        self._valued: list[tuple[float, int]] = []

    @property
    def done(self) -> bool:
        """Whether every action has its value."""
        return not self._order

    def look(self, n: int | None = None) -> None:
        """Value the next actions until `n` more look-aheads are done (one per group of
        twins; to the end by default)."""
        twin, known, order = self.twin, self._known, self._order
        batch: dict = {}                    # key (or (_ALONE, i)) -> indices, to look at
        # The keys first, in the position as it is: its kingdoms, found once, stay among
        # the few positions the game keeps (tigris/kingdoms.py) while no look-ahead pushes
        # them out.
        while order and (n is None or len(batch) < n):
            i = order.pop()
            key = twin(self.world, self.legal[i]) if twin is not None else None
            if key is not None and key in known:
                self._valued.append((known[key], i))
            else:
                batch.setdefault((_ALONE, i) if key is None else key, []).append(i)
        for key, group in batch.items():
            value = one_ply(self.world, self.legal[group[0]], self.seat)
            known[key] = value
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
