"""Babel as a sensible newcomer plays it: raise temples, use three of a kind.

Both bots read their seat's view only (their hand, every deployed card and temple, both
temple columns; the opponent's hand only as a count).

    temples   a builder: build whenever a temple can rise (the highest level first), go to
              the site where the next level lies on top of a column with the fewest cards
              missing, lay the cards that are missing there (the nation already laid
              there first, so that runs form), and end the turn with a few cards kept.
    powers    the same builder, but three of a kind come first: it lays the nation it
              holds most of where it stands, and uses a run's power as soon as it does
              something worth it (destroy or steal a temple of level 3 or more, build
              skipping a level, take or desert two cards or more, halve a hand of 6).
"""
from __future__ import annotations

from collections import Counter

from mesogames.babel.actions import Build, Deploy, Discard, EndTurn, Migrate, Move, Power

NATIONS = "AHMPS"
#: Cards a builder keeps in hand at the end of its turn when it can (moves cost a card).
KEEP = 2


def _tops(view) -> set:
    return {col[-1] for col in view["columns"] if col}


def _need(view, seat, site) -> int | None:
    """Cards still to lay at `site` before its next level can be built, or None when no
    column shows that level."""
    here = view["sites"][seat][site]
    nxt = here["level"] + 1
    if nxt > 6 or nxt not in _tops(view):
        return None
    return max(0, nxt - len(here["cards"]))


def _power_worth(view, seat, a: Power) -> float:
    """How much a power does, in temple levels or cards."""
    other = 1 - seat
    site = view["pawns"][seat]
    theirs = view["sites"][other][site]
    if a.effect == "destroy":
        return theirs["level"] - 1
    if a.effect == "steal":
        return 2 * theirs["level"]
    if a.effect == "build":
        return a.level
    if a.effect == "desert":
        return theirs["cards"].count(a.victim) - 1
    if a.effect == "take":
        cards = theirs["cards"]
        return (cards.count(cards[-1]) if cards else 0) - 1
    if a.effect == "halve":
        size = view["hand_sizes"][other]     # None: fewer than 4, not told
        return (size or 2) // 2 - 2
    return 0


class Temples:
    """Build, go where the next level is nearest, lay what is missing, keep a few cards."""

    runs_first = False

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, info):
        view, seat, legal = info.view, info.seat, info.legal
        hand = Counter(view["hands"][seat] or [])
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:          # after the opponent's halve: give up the loneliest nation
            return min(discards, key=lambda a: (hand[a.nation], a.nation))
        builds = [a for a in legal if isinstance(a, Build)]
        powers = [a for a in legal if isinstance(a, Power)]
        good_powers = sorted(((_power_worth(view, seat, a), str(a), a) for a in powers),
                             reverse=True)
        threshold = 1 if self.runs_first else 3
        if good_powers and good_powers[0][0] >= threshold and self.runs_first:
            return good_powers[0][2]
        if builds:
            return max(builds, key=lambda a: (a.level, a.source != "start", str(a)))
        if good_powers and good_powers[0][0] >= threshold:
            return good_powers[0][2]
        pawn = view["pawns"][seat]
        size = sum(hand.values())
        deploys = {a.nation: a for a in legal if isinstance(a, Deploy)}
        if pawn is not None and deploys:
            need = _need(view, seat, pawn)
            laid = view["sites"][seat][pawn]["cards"]
            if (need and need <= size) or (self.runs_first and size > KEEP):
                return deploys[self._card(laid, hand, deploys)]
        migrate = self._migrate(view, seat, legal)
        if migrate is not None:
            return migrate
        moves = [a for a in legal if isinstance(a, Move)]
        if moves and size > 1:
            target = self._target(view, seat, hand)
            if target is not None and target != pawn:
                move = next((a for a in moves if a.nation == target), None)
                if move is not None:
                    return move
        if pawn is not None and deploys and size > KEEP + 2:
            laid = view["sites"][seat][pawn]["cards"]
            return deploys[self._card(laid, hand, deploys)]
        end = [a for a in legal if isinstance(a, EndTurn)]
        if end:
            return end[0]
        if moves and pawn is None:      # the first turn: leave the quarry
            target = self._target(view, seat, hand) or max(hand, key=lambda n: hand[n])
            return next((a for a in moves if a.nation == target), moves[0])
        return sorted(legal, key=str)[0]

    def _card(self, laid: list, hand: Counter, deploys: dict) -> str:
        """The nation to lay: continue the run at the site's end, else the most held."""
        if laid and laid[-1] in deploys and (hand[laid[-1]] or not self.runs_first):
            return laid[-1]
        return max(deploys, key=lambda n: (hand[n], n))

    @staticmethod
    def _target(view, seat, hand: Counter):
        """The site with the next level on a column and the fewest cards missing, among
        those the seat can move to (it holds a card of that nation, discarded to move)."""
        best = None
        for site in NATIONS:
            need = _need(view, seat, site)
            if need is None or not hand[site]:
                continue
            cost = need + (1 if view["pawns"][seat] != site else 0)
            if cost <= sum(hand.values()) and (best is None or cost < best[0]):
                best = (cost, site)
        return None if best is None else best[1]

    @staticmethod
    def _migrate(view, seat, legal):
        """Three cards moved to a site where they make the next level buildable."""
        for a in legal:
            if not isinstance(a, Migrate):
                continue
            need = _need(view, seat, a.target)
            if need is not None and 0 < need <= 3 and view["pawns"][seat] == a.target \
                    and _need(view, seat, a.source) is None:
                return a
        return None


class Powers(Temples):
    """Three of a kind first: lay the nation most held, use a power as soon as it pays."""

    runs_first = True


BOTS = {"babel-temples": Temples, "babel-powers": Powers}
