"""Tigris & Euphrates and its card game as a sensible person plays them: a leader of each
colour on the board early, kingdoms joined (a war) only when ahead, the weakest colour fed.

Both bots look at each legal action in one world their seat cannot tell from the true one
(`SeatInfo.sample`: the other hands and the bag or deck dealt as the seat may guess
them), follow the questions the action asks to their end (a war's or a revolt's sides
commit what looks best one ply ahead, as a player who adds up the strengths on the
board), and play the action after which their own plan looks best. They count their own
points and leaders only, never the standing the built-in levels use.

    leaders   a leader of every colour on the board first (each worth more than a point),
              then points, the weakest colour's first.
    weakest   points in the weakest colour first (then the next weakest...), a leader on
              the board worth a point; a war or a revolt entered only where it does not
              cost a leader.

In both, a leader lost counts against the action: a kingdom is joined, a revolt started,
only where the seat comes out ahead.
"""
from __future__ import annotations

from mesogames.bots.ismcts import answer
from mesogames.core import Rng
from mesogames.dynasties import wild_counts
from mesogames.tigris_cards.standing import pile_counts

#: Questions followed after an action, at most (a union's wars, their sides' answers).
FOLLOW = 24


def _counts(world, seat: int) -> list[int]:
    """The seat's points per colour, treasures wild, weakest first."""
    s = world.state
    if world.name == "tigris":
        counts = wild_counts(s["scores"][seat], s["treasure_points"][seat])
    else:
        counts = pile_counts(s["piles"][seat])
    return sorted(counts.values())


def _leaders(world, seat: int) -> int:
    return 4 - len(world.view(seat)["leaders_in_supply"][seat])


def _after(world, action, seat: int):
    """`world` after `action` and the questions it asks (of any seat), answered."""
    after = world.copy()
    after.play(action)
    for _ in range(FOLLOW):
        if after.over or after.decision is None:
            break
        after.play(answer(after))
    return after


class Plan:
    """`choose(info)`: the action after which `worth` (of the seat's points, weakest first,
    and its leaders on the board) is highest; ties to the first listed."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def worth(self, counts: list[int], leaders: int) -> float:
        raise NotImplementedError

    def choose(self, info):
        seat = info.seat
        if len(info.legal) == 1:
            return info.legal[0]
        world = info.sample(Rng(self.seed * 0x9E3779B1 ^ info.key))
        if world.decision is not None and world.decision.get("seat") == seat \
                and world.active != seat:
            return answer(world)            # another seat's turn asks: answer it
        best, best_worth = info.legal[0], None
        for action in info.legal:
            after = _after(world, action, seat)
            worth = self.worth(_counts(after, seat), _leaders(after, seat))
            if best_worth is None or worth > best_worth + 1e-9:
                best, best_worth = action, worth
        return best


class Leaders(Plan):
    """A leader of every colour on the board first, then points, the weakest first."""

    def worth(self, counts, leaders):
        return 3.0 * leaders + 2.0 * counts[0] + 1.0 * counts[1] + 0.3 * sum(counts)


class Weakest(Plan):
    """Points in the weakest colour first; a leader on the board worth a point."""

    def worth(self, counts, leaders):
        return 4.0 * counts[0] + 2.0 * counts[1] + 1.0 * counts[2] + 0.5 * counts[3] \
            + 1.5 * leaders


BOTS = {"tigris-leaders": Leaders, "tigris-weakest": Weakest,
        "tigris_cards-leaders": Leaders, "tigris_cards-weakest": Weakest}
