"""The special abilities (capacités spéciales): the ones a run allows, checks, then the
effect.

Each function takes the game, the acting seat, the site and the Power action. `check`
raises IllegalAction naming the rule and changes nothing; `perform` mutates the state
(the run's card is already discarded) and returns the events' sentences. The discard a
half-hand attack then asks of the other player is a question of the turn (turn.py).
"""
from __future__ import annotations

from ..core import IllegalAction
from ..phrases import say
from .actions import Power
from .cards import NATION_NAME, NATIONS, SEATS, cards_of

HALF = "half-hand attack"


def _who(seat: int) -> str:
    return SEATS[seat].capitalize()


def legal(game, seat: int, site: str, nation: str, at: int) -> list[Power]:
    """The abilities the run of `nation` at `site` (written `at`) allows now."""
    s = game.state
    theirs = game.cards(1 - seat, site)
    out = [Power(nation, "halve", at=at)]
    if nation == "A":
        out.append(Power("A", "destroy", at=at))
    elif nation == "H":
        out.append(Power("H", "steal", at=at))
    elif nation == "M":
        out += [Power("M", "desert", victim=v, at=at) for v in NATIONS if v in theirs]
    elif nation == "S":
        out.append(Power("S", "take", at=at))
    elif nation == "P":
        lv = game.level(seat, site) + 2
        out += [Power("P", "build", level=lv, source=SEATS[c], at=at) for c in (0, 1)
                if s["columns"][c] and s["columns"][c][-1] == lv]
    good = []
    for p in out:
        try:
            check(game, seat, site, p)
        except IllegalAction:
            continue
        good.append(p)
    return good


def check(game, seat: int, site: str, p) -> None:
    s = game.state
    other = 1 - seat
    mine, theirs = game.cards(seat, site), game.cards(other, site)
    own_level, their_temple = game.level(seat, site), game.temple(other, site)
    where = f"the {NATION_NAME[site]} site"
    if p.effect == "halve":
        if len(s["hands"][other]) < 2:
            raise IllegalAction(HALF, f"{_who(other)} holds fewer than 2 cards: half of it, "
                                "rounded down, is nothing to discard.")
    elif p.effect == "destroy":
        if not their_temple:
            raise IllegalAction("Assyrians", f"{_who(other)} has no temple at {where} to destroy.")
    elif p.effect == "steal":
        if not their_temple:
            raise IllegalAction("Hittites",
                                f"{_who(other)} has no temple at {where} to steal from.")
        top = their_temple[-1]
        if top <= own_level:
            raise IllegalAction("Hittites", f"The stolen card must be higher than the top of your "
                                f"own temple there: {top} is not higher than {own_level}.")
        if len(mine) < top:
            raise IllegalAction("Hittites", f"Stealing a level {top} needs at least {top} cards "
                                f"deployed on your side (the discarded Hittite counts); you have "
                                f"{len(mine)}.")
    elif p.effect == "desert":
        if p.victim not in theirs:
            raise IllegalAction("Medes",
                                f"{_who(other)} has no {NATION_NAME[p.victim]} at {where}.")
    elif p.effect == "build":
        if p.level != own_level + 2:
            raise IllegalAction("Persians", f"The Persians skip exactly one level: on level "
                                f"{own_level} they build level {own_level + 2}, not {p.level}.")
        if len(mine) < p.level:
            raise IllegalAction("Persians", f"Level {p.level} needs at least {p.level} cards "
                                f"deployed on your side (the discarded Persian counts); you have "
                                f"{len(mine)}.")
        column = s["columns"][SEATS.index(p.source)]
        if not column or column[-1] != p.level:
            top = column[-1] if column else "empty"
            raise IllegalAction("Persians", f"The level {p.level} card must be on top of a "
                                f"temple column; the top of {p.source}'s is {top}.")
    elif p.effect == "take":
        if not theirs:
            raise IllegalAction("Sumerians",
                                f"{_who(other)} has no cards at {where} to take over.")


def tip(game, seat: int, site: str, p) -> str:
    """What the ability will do, in a sentence (a button's tooltip), from what is public:
    the sites, the temples, the columns and the number of cards in each hand."""
    s = game.state
    other = 1 - seat
    them = _who(other)
    where = f"the {NATION_NAME[site]} site"
    theirs = game.cards(other, site)
    if p.effect == "halve":
        n = len(s["hands"][other])
        return f"{them} discards half of their {n} cards, {n // 2}, of their choice."
    if p.effect == "destroy":
        levels = ", ".join(map(str, game.temple(other, site)))
        return (f"Destroy {them}'s temple at {where} (levels {levels}): its cards go back onto "
                "the quarry.")
    if p.effect == "steal":
        top = game.temple(other, site)[-1]
        return f"Steal the level {top} from the top of {them}'s temple at {where} onto yours."
    if p.effect == "desert":
        gone = sum(1 for c in theirs if c == p.victim)
        return f"{them}'s {cards_of(gone, p.victim)} at {where} desert: they are discarded."
    if p.effect == "build":
        return (f"Skip a level: build level {p.level} at {where} from {p.source}'s temple "
                "column.")
    if p.effect == "take":
        last = theirs[-1]
        taken = sum(1 for c in theirs if c == last)
        return f"{them}'s {cards_of(taken, last)} at {where} join your side."
    raise AssertionError(p.effect)


def perform(game, seat: int, site: str, p) -> list:
    """Carry out the power `p` at `site`; what it did, as a phrase (mesogames/phrases.py)."""
    s = game.state
    other = 1 - seat
    who, them = _who(seat), _who(other)
    where = NATION_NAME[site]
    mine, theirs = game.cards(seat, site), game.cards(other, site)
    if p.effect == "halve":
        n = len(s["hands"][other])
        s["pending"] = n // 2
        return say("ba.halve", them=them, n=n, half=n // 2)
    if p.effect == "destroy":
        temple = game.temple(other, site)
        cards = sorted(temple, reverse=True)
        # Highest first onto the quarry, so the lowest ends on top (quarry[0] is the top).
        s["quarry"][:0] = cards[::-1]
        temple.clear()
        return say("ba.destroy", seat=who, them=them, site=where,
                   cards=", ".join(map(str, cards)))
    if p.effect == "steal":
        card = game.temple(other, site).pop()
        game.temple(seat, site).append(card)
        return say("ba.steal", seat=who, level=card, them=them, site=where)
    if p.effect == "desert":
        gone = [c for c in theirs if c == p.victim]
        theirs[:] = [c for c in theirs if c != p.victim]
        s["discard"].extend(gone)
        return say("ba.desert", seat=who, them=them, cards=cards_of(len(gone), p.victim),
                   site=where)
    if p.effect == "build":
        card = s["columns"][SEATS.index(p.source)].pop()
        game.temple(seat, site).append(card)
        return say("ba.skip", seat=who, level=card, site=where, side=p.source)
    if p.effect == "take":
        last = theirs[-1]
        taken = [c for c in theirs if c == last]
        theirs[:] = [c for c in theirs if c != last]
        mine.extend(taken)
        return say("ba.take", seat=who, them=them, cards=cards_of(len(taken), last), site=where)
    raise AssertionError(p.effect)

