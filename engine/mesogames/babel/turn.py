"""A turn of Babel: the active player's actions in any order and number (move the pawn,
deploy a card, build a temple level, migrate once, use a run's power), the discard a
half-hand attack asks of the other player during the turn (the one question of the queue),
and end turn (reveal two temple cards; the other player draws three). On the first turn the
starting level 1 temple must be built, so every action that would make it impossible is
refused. After each action the temple sums may open the end phase or end the game."""
from __future__ import annotations

import pickle

from ..core import Event, IllegalAction
from ..phrases import say
from ..queue import Kind
from ..words import plural
from . import powers
from .actions import (
    EFFECTS,
    POWER_OF,
    SOURCES,
    Build,
    Deploy,
    Discard,
    EndTurn,
    Migrate,
    Move,
    Power,
)
from .cards import NATION_NAME, NATION_ONE, NATIONS, SEATS, a_card, hand_order, runs
from .powers import HALF
from .scoring import check_end, game_over

DRAW = 3
REVEAL = 2
MAX_LEVEL = 6
TURN_TEXT = "move, deploy, build, migrate, a power or end turn"


# ------------------------------------------------------------ legal actions
def turn_legal(game) -> list:
    """The actions of the active player when nobody owes a discard."""
    acts = _candidates(game)
    s = game.state
    if not s["start"][s["active"]]:
        return acts
    # First turn: keep only the actions after which the starting temple can still be built.
    # Each trial runs on a copy; the state object itself is never touched.
    frozen, rng = pickle.dumps(s), game.rng.state
    good = []
    for a in acts:
        game.state = pickle.loads(frozen)
        try:
            game._apply(a)
            good.append(a)
        except IllegalAction:
            pass
        finally:
            game.state, game.rng.state = s, rng
    return good


def _candidates(game) -> list:
    s = game.state
    seat = s["active"]
    hand = list(dict.fromkeys(s["hands"][seat]))
    pawn = s["pawns"][seat]
    acts: list = [Move(n) for n in hand if n != pawn]
    if pawn is not None:
        acts += [Deploy(n) for n in hand]
        nxt = game.level(seat, pawn) + 1
        if nxt <= MAX_LEVEL and len(game.cards(seat, pawn)) >= nxt:
            if nxt == 1 and s["start"][seat]:
                acts.append(Build(1, "start"))
            for c in (0, 1):
                if s["columns"][c] and s["columns"][c][-1] == nxt:
                    acts.append(Build(nxt, SEATS[c]))
    if not s["migrated"]:
        acts += [Migrate(a, b) for a in NATIONS if len(game.cards(seat, a)) >= 3
                 for b in NATIONS if b != a]
    if pawn is not None:
        found = runs(game.cards(seat, pawn))
        for nation, start, _ in found:
            at = start + 1 if sum(r[0] == nation for r in found) > 1 else 0
            acts += powers.legal(game, seat, pawn, nation, at)
    if not s["start"][seat]:
        acts.append(EndTurn())
    return acts


# ------------------------------------------------------------ checks
def check_fields(action) -> None:
    """Refuse actions built by hand with values no notation can produce."""
    for name in ("nation", "victim", "target"):
        value = getattr(action, name, "")
        if value or name == "nation" and hasattr(action, name):
            if value not in NATIONS:
                raise IllegalAction("notation", f"{value!r} is not a nation letter.")
    if isinstance(action, Migrate) and action.source not in NATIONS:
        raise IllegalAction("notation", f"{action.source!r} is not a site.")
    if isinstance(action, Build) and action.source not in SOURCES:
        raise IllegalAction("notation", f"{action.source!r} is not a temple column.")
    if isinstance(action, Power):
        if action.effect not in EFFECTS or action.effect not in ("halve",
                                                                  POWER_OF[action.nation]):
            raise IllegalAction("special abilities", f"The {NATION_NAME[action.nation]}' "
                                f"power is '{POWER_OF[action.nation]}' (or 'halve'), not "
                                f"{action.effect!r}.")
        if action.effect == "build" and action.source not in SEATS:
            raise IllegalAction("Persians", "The Persians build from a temple column: "
                                "north or south.")


def unasked(game, seat: int, action) -> IllegalAction:
    """The error for an action that is not one of a turn while nobody owes a discard (one
    with impossible fields is refused for them first)."""
    check_fields(action)
    if isinstance(action, Discard):
        return IllegalAction(HALF, "Nobody owes a discard now: cards are discarded this way "
                             "only after a half-hand attack.")
    return IllegalAction("notation", f"{action!r} is not a Babel action.")


def start_temple_possible(game) -> bool:
    """Whether the active player can still build the starting card this turn (a quick,
    cautious test: a pawn move, a deployment and a migration are all it considers)."""
    s = game.state
    seat = s["active"]
    hand, pawn = s["hands"][seat], s["pawns"][seat]

    def free(site):
        return not game.temple(seat, site)

    if pawn is not None and free(pawn):
        if game.cards(seat, pawn) or hand:
            return True
        if not s["migrated"] and any(len(game.cards(seat, x)) >= 3 for x in NATIONS):
            return True
    return any(n != pawn and free(n) and (len(hand) >= 2 or game.cards(seat, n))
               for n in set(hand))


def after_action(game, events: list[Event]) -> list[Event]:
    """What follows every action but end turn: the first turn's temple must still be
    possible, then the temple sums may open the end phase or end the game."""
    s = game.state
    if s["start"][s["active"]] and not s["pending"] and not start_temple_possible(game):
        raise IllegalAction("first temple", "You must build your starting level 1 temple "
                            "this turn, and after this action you no longer could.")
    return events + check_end(game)


def _take_from_hand(game, seat: int, nation: str, rule: str, why: str) -> None:
    hand = game.state["hands"][seat]
    if nation not in hand:
        raise IllegalAction(rule, f"{game.who(seat)} holds no {NATION_ONE[nation]} card "
                            f"{why}.")
    hand.remove(nation)


# ------------------------------------------------------------ the actions
def move(game, seat: int, a: Move) -> list[Event]:
    s = game.state
    if s["pawns"][seat] == a.nation:
        raise IllegalAction("movement", f"Your pawn is already on the {NATION_NAME[a.nation]} "
                            "site.")
    _take_from_hand(game, seat, a.nation, "movement", "to discard for that site")
    s["discard"].append(a.nation)
    was = s["pawns"][seat]
    s["pawns"][seat] = a.nation
    came = say("ba.from quarry") if was is None else None
    return [Event.said("moved", say("ba.moved", seat=game.who(seat), card=a_card(a.nation),
                                    came=came, site=NATION_NAME[a.nation]),
                       {"seat": seat, "site": a.nation, "from": was})]


def deploy(game, seat: int, a: Deploy) -> list[Event]:
    s = game.state
    site = s["pawns"][seat]
    if site is None:
        raise IllegalAction("deployment", "Your pawn is still on the quarry: move it to a site "
                            "first; cards are deployed under the pawn's site.")
    _take_from_hand(game, seat, a.nation, "deployment", "to deploy")
    game.cards(seat, site).append(a.nation)
    return [Event.said("deployed", say("ba.deployed", seat=game.who(seat), card=a_card(a.nation),
                                       site=NATION_NAME[site], n=len(game.cards(seat, site))),
                       {"seat": seat, "site": site, "nation": a.nation})]


def build(game, seat: int, a: Build) -> list[Event]:
    s = game.state
    site = s["pawns"][seat]
    rule = "temple building"
    if site is None:
        raise IllegalAction(rule, "Your pawn is on the quarry; a temple is built at the "
                            "pawn's site.")
    nxt = game.level(seat, site) + 1
    if a.level != nxt:
        raise IllegalAction(rule, f"Levels are built in order: your temple at the "
                            f"{NATION_NAME[site]} site is level {nxt - 1}, so the next is "
                            f"{nxt}." if nxt <= MAX_LEVEL else
                            f"Your temple at the {NATION_NAME[site]} site is complete "
                            "(level 6).")
    have = len(game.cards(seat, site))
    if have < a.level:
        raise IllegalAction(rule, f"Level {a.level} needs at least {a.level} cards deployed "
                            f"on your side of the site; you have {have}.")
    if a.source == "start":
        if not s["start"][seat]:
            raise IllegalAction("first temple", "You no longer hold a starting level 1 card.")
        s["start"][seat] = False
        where = say("ba.start")
    else:
        column = s["columns"][SEATS.index(a.source)]
        if not column or column[-1] != a.level:
            top = column[-1] if column else "empty"
            raise IllegalAction(rule, f"Only the top card of a temple column may be taken; "
                                f"{a.source}'s top is {top}, not {a.level}.")
        column.pop()
        where = say("ba.from column", side=a.source)
    game.temple(seat, site).append(a.level)
    return [Event.said("built", say("ba.built", seat=game.who(seat), level=a.level,
                                    site=NATION_NAME[site], where=where),
                       {"seat": seat, "site": site, "level": a.level, "source": a.source})]


def migrate(game, seat: int, a: Migrate) -> list[Event]:
    s = game.state
    if s["migrated"]:
        raise IllegalAction("migration", "Migration is allowed only once per turn.")
    if a.source == a.target:
        raise IllegalAction("migration", "Cards migrate from one site to another site.")
    src = game.cards(seat, a.source)
    if len(src) < 3:
        raise IllegalAction("migration", f"Exactly 3 cards migrate; you have {len(src)} at "
                            f"the {NATION_NAME[a.source]} site.")
    moved = src[-3:]
    del src[-3:]
    game.cards(seat, a.target).extend(moved)
    s["migrated"] = True
    names = ", ".join(NATION_NAME[c] for c in moved)
    return [Event.said("migrated", say("ba.migrated", seat=game.who(seat),
                                       from_=NATION_NAME[a.source], names=names,
                                       to=NATION_NAME[a.target]),
                       {"seat": seat, "from": a.source, "to": a.target, "cards": moved})]


def power(game, seat: int, p: Power) -> list[Event]:
    s = game.state
    site = s["pawns"][seat]
    rule = "special abilities"
    if site is None:
        raise IllegalAction(rule, "Your pawn must be on the site where the ability is used.")
    column = game.cards(seat, site)
    found = runs(column, p.nation)
    name = NATION_NAME[p.nation]
    if not found:
        raise IllegalAction(rule, f"You need three {name} in a row on your side of the "
                            f"{NATION_NAME[site]} site.")
    if p.at:
        match = [r for r in found if r[1] < p.at <= r[1] + r[2]]
        if not match:
            raise IllegalAction(rule, f"No run of three {name} includes position {p.at}.")
        run = match[0]
    elif len(found) > 1:
        starts = " or ".join(f"at {r[1] + 1}" for r in found)
        raise IllegalAction(rule, f"Several runs of {name} lie there: add {starts}.")
    else:
        run = found[0]
    powers.check(game, seat, site, p)
    del column[run[1]]
    s["discard"].append(p.nation)
    did = powers.perform(game, seat, site, p)
    kind = "half-hand" if p.effect == "halve" else p.effect
    return [Event.said(kind, say("ba.power", seat=game.who(seat), card=a_card(p.nation),
                                 did=did),
                       {"seat": seat, "site": site, "nation": p.nation, "effect": p.effect})]


def end_turn(game, seat: int, a: EndTurn) -> list[Event]:
    s = game.state
    if s["start"][seat]:
        raise IllegalAction("first temple", "You must build your starting level 1 temple on "
                            "your first turn before ending it.")
    revealed = sorted(s["quarry"][:REVEAL], reverse=True)
    del s["quarry"][:REVEAL]
    s["columns"][seat].extend(revealed)
    shown = " and ".join(map(str, revealed)) or "nothing (the quarry is empty)"
    events = [Event.said("revealed", say("ba.revealed", seat=game.who(seat), shown=shown,
                                         side=SEATS[seat]),
                         {"seat": seat, "cards": revealed})]
    if not s["quarry"]:
        return events + game_over(game, "quarry")
    s["active"] = 1 - seat
    s["turn"] += 1
    s["migrated"] = False
    events += draw(game, s["active"])
    return events


def draw(game, seat: int) -> list[Event]:
    """The three cards `seat` draws at the start of its turn (the discard reshuffled into a
    new deck when the deck runs out)."""
    s = game.state
    drawn, events = [], []
    for _ in range(DRAW):
        if not s["deck"]:
            if not s["discard"]:
                break
            s["deck"] = s["discard"]
            s["discard"] = []
            game.rng.shuffle(s["deck"])
            events.append(Event.said("reshuffled", say("ba.reshuffled", n=len(s["deck"])),
                                     {"cards": len(s["deck"])}))
        drawn.append(s["deck"].pop(0))
    s["hands"][seat] = hand_order(s["hands"][seat] + drawn)
    who = game.who(seat)
    names = ", ".join(NATION_NAME[c] for c in hand_order(drawn)) or "nothing"
    events.append(Event.said("drew", say("ba.drew", seat=who, names=names),
                             {"seat": seat, "cards": drawn}, private_to=seat,
                             public=say("ba.draws", seat=who, n=len(drawn))))
    return events


def _acting(do):
    """A turn action: its fields checked, then done, then what follows every action."""
    def act(game, seat: int, action) -> list[Event]:
        check_fields(action)
        return after_action(game, do(game, seat, action))
    return act


TURN_ACTIONS = {Move: _acting(move), Deploy: _acting(deploy), Build: _acting(build),
                Migrate: _acting(migrate), Power: _acting(power), EndTurn: end_turn}


# ------------------------------------------------------------ the discard
class HalfHandDiscard(Kind):
    """After a half-hand attack the other player discards half their hand, rounded down,
    one card of their choice at a time, during the attacker's turn. The entry is made from
    the number of cards owed (`state["pending"]`, the diagram's `owed:` line)."""
    name = "discard"
    rule = HALF
    answers = (Discard,)
    keys = frozenset({"kind", "seat", "owed"})

    def legal(self, game, d, seat):
        return [Discard(n) for n in dict.fromkeys(game.state["hands"][seat])]

    def apply(self, game, d, seat, a):
        check_fields(a)
        s = game.state
        _take_from_hand(game, seat, a.nation, HALF, "to discard")
        s["discard"].append(a.nation)
        s["pending"] -= 1
        more = (say("ba.more", n=s["pending"]) if s["pending"] else
                say("ba.plays on", seat=game.who(s["active"])))
        # The discard changes nothing of the attacker's: whether its starting temple can
        # still rise was settled by its own actions (a world a search samples may deal it
        # a hand where it cannot; that is not the discarding seat's doing).
        return [Event.said("discarded", say(
            "ba.discarded", seat=game.who(seat), card=a_card(a.nation), more=more),
            {"seat": seat, "nation": a.nation})] + check_end(game)

    def not_an_answer(self, game, d, seat, action):
        return IllegalAction(HALF, f"{game.who(seat)} must first discard {d['owed']} more "
                             "card(s) of their choice, like 'discard Medes'.")

    def ask(self, game, d):
        return f"discard {plural(d['owed'], 'card')} of your choice (a half-hand attack)"

    def prompt(self, game, d):
        return f"discard {plural(d['owed'], 'card')} of your choice (discard <nation>)"


KINDS = (HalfHandDiscard(),)
