"""A turn of Tigris & Euphrates: up to two actions of the active player (place, move or
withdraw a leader, place a tile or a catastrophe, swap tiles, pass), then the end of the
turn (the monuments' points, the ziggurat's point), the refill of every hand and the end
of the game."""
from __future__ import annotations

from functools import lru_cache
from itertools import compress, repeat
from operator import eq

from ..core import Event, IllegalAction
from ..dynasties import COLOURS, LEADER_NAME, game_over, next_turn
from ..phrases import say
from ..queue import Step, TurnActions
from .actions import Catastrophe, Pass, PlaceLeader, PlaceTile, Swap, Withdraw, swap_of
from .board import CATASTROPHE, HAND, NEIGHBOURS, SIZE, TILE_NAME, square_name
from .conflicts import revolt
from .kingdoms import (
    beside_temple,
    components,
    group_of,
    kingdom_labels,
    leader_square,
    leaders_in,
    lonely_leaders,
    neighbour_kingdoms,
    without_square,
)
from .scoring import earns_bonus, monument_points, tile_point
from .structures import block

ACTIONS_PER_TURN = 2

#: Actions are immutable values: the placements of every colour on every square are made
#: once and shared by all legal listings (making them anew was a third of a listing).
TILE_AT = {c: tuple(PlaceTile(c, i) for i in range(SIZE)) for c in COLOURS}
LEADER_AT = {c: tuple(PlaceLeader(c, i) for i in range(SIZE)) for c in COLOURS}
CATASTROPHE_AT = tuple(Catastrophe(i) for i in range(SIZE))
SQUARES = range(SIZE)


# ------------------------------------------------------------ legal actions
def turn_legal(game) -> list:
    """The actions of the active player when no decision is pending."""
    s, seat = game.state, game.to_move
    hand = s["hands"][seat]
    tiles, leaders, river = s["tiles"], s["leaders"], game.side.river
    label, groups = components(s)
    standing = list(compress(SQUARES, leaders))        # a leader's code is never empty
    kings = {label[i] for i in standing}
    empty = [i for i in SQUARES if tiles[i] is None and leaders[i] is None]
    fronts: dict = {}          # id(group) -> (group, its empty neighbours), this listing only
    unites = _kingdoms_beside(label, groups, kings, fronts)
    by_temple = {n for i in compress(SQUARES, map(eq, tiles, repeat("R"))) for n in NEIGHBOURS[i]}
    spots = [i for i in empty if i in by_temple and i not in river]
    from_supply = [i for i in spots if unites[i] <= 1]
    acts: list = []
    mine = {leaders[i][1]: i for i in standing if leaders[i][0] == str(seat)}
    for colour in COLOURS:
        cur = mine.get(colour)
        if cur is None:
            acts += [LEADER_AT[colour][i] for i in from_supply]
            continue
        moved = _lifted(unites, label, groups, cur, standing, fronts)
        acts += [LEADER_AT[colour][i] for i in spots if moved[i] <= 1]
        acts.append(Withdraw(colour))
    fits = [i for i in empty if unites[i] <= 2]
    land = [i for i in fits if i not in river]
    for colour in sorted(set(hand), key=COLOURS.index):
        at = TILE_AT[colour]
        acts += [at[i] for i in fits if i in river] if colour == "B" else [at[i] for i in land]
    if s["catastrophes"][seat]:
        blocked = set(s["treasures"]) | set(s["buildings"].values())
        acts += [CATASTROPHE_AT[i] for i, t in enumerate(tiles)     # see catastrophe_rule
                 if leaders[i] is None and (t is None or t in "KRGB") and i not in blocked]
    acts += _swaps(tuple(sorted(hand)))
    acts.append(Pass())
    return acts


def turn_more_legal_than(game, n: int) -> bool:
    """`len(turn_legal(game)) > n`, counted from the hand's swaps and the pass first (every
    distinct selection of the hand is a swap; a hand of six offers at least six), so that
    the board is read only when they are not enough."""
    hand = game.state["hands"][game.to_move]
    selections = 1
    for colour in COLOURS:
        selections *= hand.count(colour) + 1
    return selections > n or len(turn_legal(game)) > n       # the swaps (selections - 1), the pass


def _kingdoms_beside(label: list[int], groups: list[list[int]], kings: set[int],
                     fronts: dict) -> list[int]:
    """For each square, how many distinct kingdoms touch it (counted from the kingdoms'
    own squares, fewer than the empty ones)."""
    count = [0] * SIZE
    for k in kings:
        for n in _front(groups[k], label, fronts):
            count[n] += 1
    return count


def _lifted(unites: list[int], label: list[int], groups: list[list[int]], cur: int,
            standing: list[int], fronts: dict) -> list[int]:
    """`_kingdoms_beside` with the leader on `cur` lifted off the board: only its kingdom
    changes (it may split, or stop being a kingdom), so its front is taken off the counts
    and the fronts of the kingdoms it leaves are added."""
    count = list(unites)
    for n in _front(groups[label[cur]], label, fronts):
        count[n] -= 1
    moved_label, moved_groups = without_square(label, groups, cur)
    new = {moved_label[i] for i in standing if i != cur and moved_label[i] >= len(groups)}
    for k in new:
        for n in _front(moved_groups[k], moved_label, fronts):
            count[n] += 1
    return count


def _front(group: list[int], label: list[int], fronts: dict) -> set[int]:
    """The empty squares beside a group, kept by the group's identity for one listing: a
    leader lifted off the board (`without_square`) splits only its own group, into new lists, and
    no other group touches its square, so every other group's front stays true."""
    kept = fronts.get(id(group))
    if kept is None:               # the group is kept with its front: its id stays its own
        kept = fronts[id(group)] = (group, {n for q in group for n in NEIGHBOURS[q]
                                            if label[n] == -1})
    return kept[1]


@lru_cache(maxsize=256)
def _swaps(hand: tuple) -> list:
    """The swap actions of a hand (the same hands come back again and again)."""
    return [swap_of(t) for t in _sub_multisets(list(hand))]


def _sub_multisets(hand: list[str]) -> list[list[str]]:
    """Every non-empty selection of tiles from a hand (tiles of a colour are alike)."""
    counts = [hand.count(c) for c in COLOURS]
    out: list[list[str]] = [[]]
    for c, n in zip(COLOURS, counts, strict=True):
        out = [sel + [c] * k for sel in out for k in range(n + 1)]
    return [sel for sel in out if sel]


# ------------------------------------------------------------ the actions
def place_leader(game, seat: int, a: PlaceLeader) -> list[Event]:
    s = game.state
    rule = "placing a leader"
    cur = leader_square(s, seat, a.leader)
    where = square_name(a.square)
    name = LEADER_NAME[a.leader]
    if a.square == cur:
        raise IllegalAction(rule, f"{game.who(seat)}'s {name} already stands on {where}.")
    if s["tiles"][a.square] is not None or s["leaders"][a.square] is not None:
        raise IllegalAction(rule, f"{where} is not empty; a leader is placed on an empty "
                            "square.")
    if a.square in game.side.river:
        raise IllegalAction(rule, f"{where} is a river; no leader may stand on a river.")
    if not beside_temple(s, a.square):
        raise IllegalAction(rule, f"{where} has no temple beside it; a leader must be "
                            "placed next to a temple (side by side, not diagonally).")
    label, groups = components(s)
    if cur is not None:
        label, groups = without_square(label, groups, cur)
    kings = kingdom_labels(s, label, groups)
    if len(neighbour_kingdoms(s, a.square, label, kings)) > 1:
        raise IllegalAction(rule, f"A leader on {where} would unite two kingdoms; only a "
                            "civilization tile may do that.")
    s["actions"] += 1
    if cur is not None:
        s["leaders"][cur] = None
    s["leaders"][a.square] = f"{seat}{a.leader}"
    said = (say("tg.leader", seat=game.who(seat), leader=name, square=where) if cur is None
            else say("tg.leader moves", seat=game.who(seat), leader=name,
                     from_=square_name(cur), square=where))
    events = [Event.said("leader", said,
                         {"seat": seat, "leader": a.leader, "square": where,
                          "from": None if cur is None else square_name(cur)})]
    rival = [(int(code[0]), sq) for code, sq in leaders_in(s, group_of(s, a.square)).items()
             if code[1] == a.leader and int(code[0]) != seat]
    if rival:
        other, sq = rival[0]
        c = revolt(s, seat, a.square, other, sq, a.leader)
        s["pending"].append(c)
        events.append(Event.said("revolt", say("tg.revolt", leader=name, attacker=game.who(seat),
                                               n=c["base"][0], defender=game.who(other),
                                               d=c["base"][1]),
                                 {"colour": a.leader, "attacker": seat, "defender": other,
                                  "base": c["base"]}))
    s["pending"].append({"kind": "treasures"})
    return events


def withdraw(game, seat: int, a: Withdraw) -> list[Event]:
    s = game.state
    cur = leader_square(s, seat, a.leader)
    if cur is None:
        raise IllegalAction("withdrawing a leader", f"{game.who(seat)}'s "
                            f"{LEADER_NAME[a.leader]} is not on the board.")
    s["actions"] += 1
    s["leaders"][cur] = None
    return [Event.said("withdraw", say("tg.withdraw", seat=game.who(seat),
                                       leader=LEADER_NAME[a.leader], square=square_name(cur)),
                       {"seat": seat, "leader": a.leader, "square": square_name(cur)})]


def place_tile(game, seat: int, a: PlaceTile) -> list[Event]:
    s = game.state
    rule = "placing a civilization tile"
    where, kind = square_name(a.square), TILE_NAME[a.colour]
    if a.colour not in s["hands"][seat]:
        raise IllegalAction(rule, f"{game.who(seat)} has no {kind} tile behind their screen.")
    if s["tiles"][a.square] is not None or s["leaders"][a.square] is not None:
        raise IllegalAction(rule, f"{where} is not empty; a tile is placed on an empty "
                            "square.")
    river = a.square in game.side.river
    if a.colour == "B" and not river:
        raise IllegalAction(rule, f"{where} is land; farms (blue tiles) go on rivers only.")
    if a.colour != "B" and river:
        raise IllegalAction(rule, f"{where} is a river; only farms (blue tiles) go there.")
    label, groups = components(s)
    kings = kingdom_labels(s, label, groups)
    united = neighbour_kingdoms(s, a.square, label, kings)
    if len(united) > 2:
        raise IllegalAction(rule, f"A tile on {where} would unite {len(united)} kingdoms; "
                            "one tile may unite at most two.")
    s["actions"] += 1
    s["hands"][seat].remove(a.colour)
    s["tiles"][a.square] = a.colour
    events = [Event.said("tile", say("tg.tile", seat=game.who(seat), tile=kind, square=where),
                         {"seat": seat, "colour": a.colour, "square": where})]
    if len(united) == 2:
        s["junction"] = a.square
        events.append(Event.said("union", say("tg.union", tile=kind, square=where),
                                 {"square": where}))
        s["pending"].append({"kind": "wars"})
    else:
        events += tile_point(game, a.square, a.colour)
    s["pending"] += [{"kind": "check", "what": w, "square": a.square}
                     for w in ("monument", "ziggurat", "building")]
    s["pending"].append({"kind": "treasures"})
    return events


def catastrophe_rule(state: dict, i: int) -> str | None:
    """Why a catastrophe may not go on square i, or None."""
    t = state["tiles"][i]
    if state["leaders"][i] is not None:
        return "a leader stands there"
    if t == CATASTROPHE:
        return "a catastrophe is already there"
    if t is not None and t.islower():
        monument = any(i in block(m["at"]) for m in state["monuments"])
        return "a monument stands there" if monument else "the ziggurat stands there"
    if i in state["treasures"]:
        return "a treasure lies there"
    if i in state["buildings"].values():
        return "a civilization building stands there"
    return None


def catastrophe(game, seat: int, a: Catastrophe) -> list[Event]:
    s = game.state
    rule, where = "catastrophes", square_name(a.square)
    if not s["catastrophes"][seat]:
        raise IllegalAction(rule, f"{game.who(seat)} has played both catastrophe tiles.")
    why = catastrophe_rule(s, a.square)
    if why:
        raise IllegalAction(rule, f"No catastrophe on {where}: {why}.")
    s["actions"] += 1
    s["catastrophes"][seat] -= 1
    old = s["tiles"][a.square]
    s["tiles"][a.square] = CATASTROPHE
    if old is not None:
        s["out"] += 1
    said = say("tg.catastrophe", seat=game.who(seat), square=where,
               destroying=["tg.destroying", TILE_NAME[old]] if old else None)
    events = [Event.said("catastrophe", said, {"seat": seat, "square": where,
                                               "destroyed": old})]
    return events + lonely_leaders(game)


def swap(game, seat: int, a: Swap) -> list[Event]:
    s = game.state
    hand = list(s["hands"][seat])
    for c in a.tiles:
        if c not in hand:
            raise IllegalAction("swapping tiles", f"{game.who(seat)} does not hold the "
                                f"tiles {a}: not enough {TILE_NAME[c]}s behind the screen.")
        hand.remove(c)
    s["actions"] += 1
    n = len(a.tiles)
    drawn = s["bag"][:n]
    del s["bag"][:n]
    s["hands"][seat] = hand + drawn
    s["out"] += n
    who = game.who(seat)
    events = [Event.said("swap", say("tg.swap", seat=who,
                                     tiles=", ".join(TILE_NAME[c] for c in a.tiles),
                                     drawn=", ".join(TILE_NAME[c] for c in drawn) or "nothing"),
                         {"seat": seat, "discarded": a.tiles, "drawn": drawn}, private_to=seat,
                         public=say("tg.swapped", seat=who, n=n, drawn=len(drawn)))]
    if len(drawn) < n:
        s["ending"] = True
        events.append(Event.said("bag empty", say("tg.bag empty", drawn=len(drawn), n=n,
                                                  seat=who)))
    return events


def pass_turn(game, seat: int, a: Pass) -> list[Event]:
    game.state["actions"] = ACTIONS_PER_TURN
    return [Event.said("pass", say("tg.pass", seat=game.who(seat)), {"seat": seat})]


TURN_ACTIONS: TurnActions = {PlaceLeader: place_leader, Withdraw: withdraw,
                             PlaceTile: place_tile, Catastrophe: catastrophe, Swap: swap,
                             Pass: pass_turn}
TURN_TEXT = "place, move or withdraw a leader, place a tile or a catastrophe, swap tiles or pass"


# ------------------------------------------------------- the end of a turn
class EndOfTurn(Step):
    """The monuments' points, then the ziggurat's point (a decision), then the refill."""
    name = "end of turn"
    keys = frozenset({"kind"})

    def run(self, game, d):
        s = game.state
        s["pending"].pop(0)
        events = monument_points(game)
        bonus = [{"kind": "bonus", "seat": s["turn"]}] if earns_bonus(game) else []
        s["pending"][0:0] = bonus + [{"kind": "refill"}]
        return events


class Refill(Step):
    """Every hand back to six tiles from the bag, from the active player on; the game ends
    when the bag cannot do it or two treasures or fewer are left."""
    name = "refill"
    keys = frozenset({"kind"})

    def run(self, game, d):
        s = game.state
        s["pending"].pop(0)
        events = []
        n = s["players"]
        for k in range(n):
            seat = (s["turn"] + k) % n
            want = HAND - len(s["hands"][seat])
            if want <= 0:
                continue
            drawn = s["bag"][:want]
            del s["bag"][:want]
            s["hands"][seat].extend(drawn)
            who = game.who(seat)
            said = (say("draw", seat=who, n=len(drawn), tiles=[TILE_NAME[c] for c in drawn])
                    if drawn else say("draw none", seat=who))
            events.append(Event.said("draw", said, {"seat": seat, "tiles": drawn},
                                     private_to=seat,
                                     public=say("draws", seat=who, n=len(drawn))))
            if len(drawn) < want:
                s["ending"] = True
                break
        if s["ending"]:
            return events + [game_over(game, "bag", say("tg.bag"))]
        left = len(s["treasures"])
        if left <= 2:
            return events + [game_over(game, "treasures", say(
                "tg.few treasures", n=left, verb="is" if left == 1 else "are"))]
        return events + [next_turn(game)]


KINDS = (EndOfTurn(), Refill())
