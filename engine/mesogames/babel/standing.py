"""How well each player stands in Babel, for the bots: the temple sum (what wins), a
little for the nation cards in hand (the tie-break, and the means to act), and a little
more for the cards laid at a site towards its next level (a build needs as many of one's
cards there as the level). Without the laid cards a search kept its hand and ended its
turns, as laying a card lost a tenth and built nothing within its few random actions,
while a plain builder raised temples (benchmarks/yardsticks/babel.py) and halved the
search's full hand. The whole is counted in units of SPREAD temple levels."""
from __future__ import annotations

from .cards import NATIONS

#: What a card in hand is worth, in temple levels.
HAND = 0.1
#: What a card laid at a site is worth, in temple levels, up to as many as its next
#: level needs (0: laid cards count for nothing until a temple rises on them). Medium at
#: 300 iterations, seeds 1-20 (benchmarks/arena.py babel medium yard:babel-temples 20
#: -o iterations=300 -w DEPLOYED=0.25): 7 of 20 against yard:babel-temples (2 with 0).
DEPLOYED = 0.25
#: The standing is counted in units of this many temple levels. The search's value of a
#: position is a logistic of the standing's lead (bots/values.py, in units of 1): a lead of
#: 3 levels, common early in a race to 15, read as 95% won or lost, so a seat behind saw
#: every action alike and ended its turns with a full hand. Medium at 300 iterations
#: with the playout (playout.py), seeds 1-20 (benchmarks/arena.py babel medium
#: yard:babel-temples 20 -o iterations=300): 12 of 20 against yard:babel-temples with 3,
#: 5 of the first 9 with 1.
SPREAD = 3.0


def _progress(game, seat: int) -> int:
    """The seat's cards laid at its sites, each site's counted up to its next level (a
    complete temple's up to its six: without them, raising a temple to level 6 lost the
    worth of the cards it stood on, and a search left level 6 unbuilt)."""
    return sum(min(len(game.cards(seat, n)), min(game.level(seat, n) + 1, 6))
               for n in NATIONS)


def standing(game) -> list[float]:
    return [(game.temple_sum(seat) + HAND * len(game.state["hands"][seat])
             + (DEPLOYED * _progress(game, seat) if DEPLOYED else 0.0)) / SPREAD
            for seat in (0, 1)]
