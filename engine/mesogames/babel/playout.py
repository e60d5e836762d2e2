"""How the bots' searches play on after their tree (bots/ismcts.py): the rest of the turn
under way and the next one, both seats as a plain builder would, instead of at random.

Six random actions after the tree rarely reached the other seat's turn, so the search did
not see the temples a plain builder (benchmarks/yardsticks/babel.py) would raise next
with the cards it had laid and the levels on top of the columns, nor what the seat's own
laid cards would build: it kept its hand, ended its turns, and lost the race for 15.
The plan played out here: build the next level where the pawn stands when a column shows
it, lay the cards still missing there (the nation at the end of the column first, so
runs form), else move to the site whose next level is the fewest cards away, else end
the turn; a half-hand attack is answered with the nation held least.

`next_action(world)`: that plan's action for the seat to move in `world` (a world sampled
from the searching seat's information), or None once the searching seat's turn comes
round again (the search then scores the position): every line of the search is scored
at the same point, after the other seat's answer, whether the tree ended in the
searching seat's turn or in the other's (a fixed number of turns instead gave the lines
that ended the turn in the tree one more turn of the searching seat's, and a search that
ended its turns at once)."""
from __future__ import annotations

from collections import Counter

from .actions import Build, Deploy, Discard, EndTurn, Move
from .cards import NATIONS, SEATS
from .turn import MAX_LEVEL

#: The attribute of a world that holds the turn its playout began in.
_BEGAN = "_playout_began"


def _next_level(world, seat: int, site: str) -> tuple[int, str] | None:
    """(the next level of the seat's temple at `site`, the column showing it on top), or
    None when neither column does."""
    nxt = world.level(seat, site) + 1
    if nxt > MAX_LEVEL:
        return None
    columns = world.state["columns"]
    for c in (1 - seat, seat):      # the other's column first: a level it cannot take
        if columns[c] and columns[c][-1] == nxt:
            return nxt, SEATS[c]
    return None


def _need(world, seat: int, site: str) -> int | None:
    """Cards still to lay at `site` before its next level can rise, or None."""
    found = _next_level(world, seat, site)
    return None if found is None else max(0, found[0] - len(world.cards(seat, site)))


def next_action(world):
    s = world.state
    if s["over"]:
        return None
    began = getattr(world, _BEGAN, None)
    if began is None:
        began = s["turn"]
        setattr(world, _BEGAN, began)
    searcher = getattr(world, "sampled_for", None)
    if s["turn"] > began and (searcher is None or s["active"] == searcher):
        return None
    seat = world.to_move
    hand = Counter(s["hands"][seat])
    if s["pending"]:
        if not hand:        # a sampled world the rules never reach
            return None
        return Discard(min(hand, key=lambda n: (hand[n], n)))
    if s["start"][seat]:
        return _first_turn(world)
    pawn = s["pawns"][seat]
    size = sum(hand.values())
    if pawn is not None:
        found = _next_level(world, seat, pawn)
        if found is not None:
            level, source = found
            laid = world.cards(seat, pawn)
            if len(laid) >= level:
                return Build(level, source)
            if level - len(laid) <= size:
                last = laid[-1] if laid else None
                nation = last if last in hand else max(hand, key=lambda n: (hand[n], n))
                return Deploy(nation)
    best = None
    for site in NATIONS:
        if site == pawn or not hand[site]:
            continue
        need = _need(world, seat, site)
        if need is not None and need + 1 <= size and (best is None or need < best[0]):
            best = (need, site)
    if best is not None:
        return Move(best[1])
    return EndTurn()


def _first_turn(world):
    """The first turn (the starting temple must rise): the first legal action of build,
    deploy, move, in that order (the rules refuse any that would forbid the temple)."""
    legal = world.legal_actions()
    for kind in (Build, Deploy, Move):
        for a in legal:
            if isinstance(a, kind):
                return a
    return legal[0] if legal else None
