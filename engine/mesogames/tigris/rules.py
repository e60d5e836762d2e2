"""Tigris & Euphrates (Knizia; 2009 edition), as a state machine (docs/rules/tigris.md).

A turn is up to two actions of the active player. Every decision a rule asks for
(reinforcements in a conflict, the order of a union's conflicts, which treasure stays,
building a monument, the ziggurat or a civilization building, the ziggurat's point) is a
pending decision in `state["pending"]`, answered by an action of the seat that decides.
Automatic steps (a union's conflicts, the building checks, the treasures at the end of an
action, the end of a turn, the refill) sit in the same queue and run when they reach its
front.
"""
from __future__ import annotations

from functools import lru_cache

from ..core import Event, Game, IllegalAction
from ..dynasties import COLOUR_NAME, COLOURS, LEADER_NAME, SEATS, PendingQueue, plural
from .actions import (Bonus, BuildBuilding, BuildMonument, BuildZiggurat, Catastrophe,
                      ChooseWar, Commit, Decline, KeepTreasure, Pass, PlaceLeader, PlaceTile,
                      Swap, Withdraw, parse_action, swap_of)
from .board import BOARDS, CATASTROPHE, NEIGHBOURS, SIZE, TILE_NAME, square_name
from .conflicts import revolt
from .kingdoms import (beside_temple, components, group_of, kingdom_labels, leader_of_colour,
                       leader_square, leaders_in, neighbour_kingdoms, without)
from .answers import Answers
from .steps import ACTIONS_PER_TURN, Steps
from .structures import block
from .view import seat_view


#: Actions are immutable values: the placements of every colour on every square are made
#: once and shared by all legal listings (making them anew was a third of a listing).
TILE_AT = {c: tuple(PlaceTile(c, i) for i in range(SIZE)) for c in COLOURS}
LEADER_AT = {c: tuple(PlaceLeader(c, i) for i in range(SIZE)) for c in COLOURS}
CATASTROPHE_AT = tuple(Catastrophe(i) for i in range(SIZE))


class TigrisGame(PendingQueue, Answers, Steps, Game):
    name = "tigris"
    title = "Tigris & Euphrates"
    seat_names = SEATS

    @property
    def side(self):
        return BOARDS[self.state["options"]["side"]]

    def parse_action(self, text: str):
        return parse_action(text)

    # ------------------------------------------------------------ legal moves
    def _legal(self) -> list:
        s, seat = self.state, self.to_move
        d = self.decision
        if d is not None:
            return self._answers(d, seat)
        hand = s["hands"][seat]
        tiles, leaders, river = s["tiles"], s["leaders"], self.side.river
        label, groups = components(s)
        standing = [i for i, code in enumerate(leaders) if code is not None]
        kings = {label[i] for i in standing}
        empty = [i for i in range(SIZE) if tiles[i] is None and leaders[i] is None]
        unites = _kingdoms_beside(label, groups, kings)
        by_temple = {n for i, t in enumerate(tiles) if t == "R" for n in NEIGHBOURS[i]}
        spots = [i for i in empty if i in by_temple and i not in river]
        from_supply = [i for i in spots if unites[i] <= 1]
        acts: list = []
        for colour in COLOURS:
            cur = leader_square(s, seat, colour)
            if cur is None:
                acts += [LEADER_AT[colour][i] for i in from_supply]
                continue
            moved_label, moved_groups = without(s, label, groups, cur)
            moved = _kingdoms_beside(moved_label, moved_groups,
                                     {moved_label[i] for i in standing if i != cur})
            acts += [LEADER_AT[colour][i] for i in spots if moved[i] <= 1]
            acts.append(Withdraw(colour))
        fits = [i for i in empty if unites[i] <= 2]
        for colour in sorted(set(hand), key=COLOURS.index):
            on_river = colour == "B"
            acts += [TILE_AT[colour][i] for i in fits if (i in river) == on_river]
        if s["catastrophes"][seat]:
            blocked = set(s["treasures"]) | set(s["buildings"].values())
            acts += [CATASTROPHE_AT[i] for i, t in enumerate(tiles)     # see _catastrophe_rule
                     if leaders[i] is None and (t is None or t in "KRGB") and i not in blocked]
        acts += _swaps(tuple(sorted(hand)))
        acts.append(Pass())
        return acts

    def _answers(self, d: dict, seat: int) -> list:
        k = d["k"]
        if k == "conflict":
            return [Commit(n) for n in self._commit_counts(d, seat)]
        if k == "order":
            return [ChooseWar(c) for c in d["colours"]]
        if k == "treasure":
            return [KeepTreasure(i) for i in d["options"]]
        if k == "monument":
            return [BuildMonument(m, tl) for tl, m in d["options"]] + [Decline()]
        if k == "ziggurat":
            return [BuildZiggurat(c) for c in d["options"]] + [Decline()]
        if k == "building":
            return [BuildBuilding(d["colour"], i) for i in d["options"]] + [Decline()]
        if k == "bonus":
            return [Bonus(c) for c in COLOURS]
        raise AssertionError(k)

    def _commit_counts(self, d: dict, seat: int) -> list[int]:
        """How many tiles the seat may add: any number it holds; with the English variant,
        the attacker only enough to lead, the defender only exactly enough to tie."""
        have = self.state["hands"][seat].count(d["fight"])
        if not self.state["options"]["english"]:
            return list(range(have + 1))
        if d["n"][0] is None:
            return [0] + [n for n in range(1, have + 1) if d["base"][0] + n > d["base"][1]]
        need = d["base"][0] + d["n"][0] - d["base"][1]
        return [0, need] if 0 < need <= have else [0]

    def public_notation(self, action, seat: int) -> str:
        if isinstance(action, Swap):
            return f"swap {len(action.tiles)}"
        return str(action)

    # ----------------------------------------------------------------- apply
    def _apply(self, action) -> list[Event]:
        seat = self.to_move
        d = self.decision
        if d is None:
            handlers = {PlaceLeader: self._place_leader, Withdraw: self._withdraw,
                        PlaceTile: self._place_tile, Catastrophe: self._catastrophe,
                        Swap: self._swap, Pass: self._pass}
            if type(action) not in handlers:
                raise IllegalAction("turn", f"{self.who(seat)} is taking the actions of a turn: "
                                    "place, move or withdraw a leader, place a tile or a "
                                    f"catastrophe, swap tiles or pass; {action} answers no "
                                    "question now.")
            events = handlers[type(action)](seat, action)
        else:
            expected = {"conflict": (Commit,), "order": (ChooseWar,),
                        "treasure": (KeepTreasure,), "monument": (BuildMonument, Decline),
                        "ziggurat": (BuildZiggurat, Decline),
                        "building": (BuildBuilding, Decline), "bonus": (Bonus,)}[d["k"]]
            if not isinstance(action, expected):
                raise IllegalAction(self._decision_rule(d), f"{self.who(seat)} must first "
                                    f"{self._decision_text(d)}; {action} is not an answer.")
            events = getattr(self, "_answer_" + d["k"])(seat, d, action)
        self._advance(events)
        return events

    def _decision_rule(self, d: dict) -> str:
        return {"conflict": "internal conflict" if d.get("type") == "revolt" else
                "external conflict", "order": "external conflict", "treasure": "treasures",
                "monument": "monuments", "ziggurat": "the ziggurat (expansion 2)",
                "building": "civilization buildings (expansion 1)",
                "bonus": "the ziggurat (expansion 2)"}[d["k"]]

    def _decision_text(self, d: dict) -> str:
        k = d["k"]
        if k == "conflict":
            return f"add {COLOUR_NAME[d['fight']]} tiles to the conflict (commit N)"
        if k == "order":
            return "choose which conflict to resolve next (war <colour>)"
        if k == "treasure":
            return "choose the treasure that stays (keep <square>)"
        if k == "monument":
            return "build a monument (monument <colours> <square>) or decline"
        if k == "ziggurat":
            return "build the ziggurat (ziggurat <square>) or decline"
        if k == "building":
            return f"place the {TILE_NAME[d['colour']]} building (building <colour> <square>) " \
                   "or decline"
        return "choose the colour of the ziggurat's point (bonus <colour>)"

    def _start_action(self, seat: int) -> None:
        self.state["actions"] += 1

    # ------------------------------------------------------------ the actions
    def _place_leader(self, seat: int, a: PlaceLeader) -> list[Event]:
        s = self.state
        rule = "placing a leader"
        cur = leader_square(s, seat, a.leader)
        where = square_name(a.square)
        name = LEADER_NAME[a.leader]
        if a.square == cur:
            raise IllegalAction(rule, f"{self.who(seat)}'s {name} already stands on {where}.")
        if s["tiles"][a.square] is not None or s["leaders"][a.square] is not None:
            raise IllegalAction(rule, f"{where} is not empty; a leader is placed on an empty "
                                "square.")
        if a.square in self.side.river:
            raise IllegalAction(rule, f"{where} is a river; no leader may stand on a river.")
        if not beside_temple(s, a.square):
            raise IllegalAction(rule, f"{where} has no temple beside it; a leader must be "
                                "placed next to a temple (side by side, not diagonally).")
        label, groups = components(s, skip=cur)
        kings = kingdom_labels(s, label, groups)
        if len(neighbour_kingdoms(s, a.square, label, kings)) > 1:
            raise IllegalAction(rule, f"A leader on {where} would unite two kingdoms; only a "
                                "civilization tile may do that.")
        self._start_action(seat)
        if cur is not None:
            s["leaders"][cur] = None
        s["leaders"][a.square] = f"{seat}{a.leader}"
        verb = f"moves their {name} from {square_name(cur)} to" if cur is not None else \
            f"places their {name} on"
        events = [Event("leader", f"{self.who(seat)} {verb} {where}.",
                        {"seat": seat, "leader": a.leader, "square": where,
                         "from": None if cur is None else square_name(cur)})]
        rival = [(int(code[0]), sq) for code, sq in leaders_in(s, group_of(s, a.square)).items()
                 if code[1] == a.leader and int(code[0]) != seat]
        if rival:
            other, sq = rival[0]
            c = revolt(s, seat, a.square, other, sq, a.leader)
            s["pending"].append(c)
            events.append(Event("revolt", f"Internal conflict of the {name}s: {self.who(seat)} "
                                f"attacks with {plural(c['base'][0], 'temple')} beside their "
                                f"{name}, {self.who(other)} defends with {c['base'][1]}.",
                                {"colour": a.leader, "attacker": seat, "defender": other,
                                 "base": c["base"]}))
        s["pending"].append({"k": "treasures"})
        return events

    def _withdraw(self, seat: int, a: Withdraw) -> list[Event]:
        s = self.state
        cur = leader_square(s, seat, a.leader)
        if cur is None:
            raise IllegalAction("withdrawing a leader", f"{self.who(seat)}'s "
                                f"{LEADER_NAME[a.leader]} is not on the board.")
        self._start_action(seat)
        s["leaders"][cur] = None
        return [Event("withdraw", f"{self.who(seat)} takes their {LEADER_NAME[a.leader]} back "
                      f"from {square_name(cur)}.", {"seat": seat, "leader": a.leader,
                                                    "square": square_name(cur)})]

    def _place_tile(self, seat: int, a: PlaceTile) -> list[Event]:
        s = self.state
        rule = "placing a civilization tile"
        where, kind = square_name(a.square), TILE_NAME[a.colour]
        if a.colour not in s["hands"][seat]:
            raise IllegalAction(rule, f"{self.who(seat)} has no {kind} tile behind their screen.")
        if s["tiles"][a.square] is not None or s["leaders"][a.square] is not None:
            raise IllegalAction(rule, f"{where} is not empty; a tile is placed on an empty "
                                "square.")
        river = a.square in self.side.river
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
        self._start_action(seat)
        s["hands"][seat].remove(a.colour)
        s["tiles"][a.square] = a.colour
        events = [Event("tile", f"{self.who(seat)} places a {kind} on {where}.",
                        {"seat": seat, "colour": a.colour, "square": where})]
        if len(united) == 2:
            s["junction"] = a.square
            events.append(Event("union", f"The {kind} on {where} unites two kingdoms: the "
                                "junction tile marks it, and no point is scored for it.",
                                {"square": where}))
            s["pending"].append({"k": "wars"})
        else:
            events += self._score_tile(a.square, a.colour)
        s["pending"] += [{"k": "check", "what": w, "at": a.square}
                         for w in ("monument", "ziggurat", "building")]
        s["pending"].append({"k": "treasures"})
        return events

    def _score_tile(self, i: int, colour: str) -> list[Event]:
        """The point for a tile placed in a kingdom: to the leader of its colour, or else
        to the king."""
        s = self.state
        group = group_of(s, i)
        scorer = leader_of_colour(s, group, colour) or \
            (leader_of_colour(s, group, "K") if colour != "K" else None)
        if scorer is None:
            return []
        seat, sq = scorer
        points = 1
        building = s["buildings"].get(colour)
        if building is not None and building in group:
            points = 2
        self._score(seat, colour, points)
        via = LEADER_NAME[s["leaders"][sq][1]]
        extra = f" (and one more for the {TILE_NAME[colour]} building)" if points == 2 else ""
        won = plural(points, COLOUR_NAME[colour] + " point")
        return [Event("point", f"{self.who(seat)} scores {won}"
                      f" through their {via} on {square_name(sq)}{extra}.",
                      {"seat": seat, "colour": colour, "points": points})]

    def _score(self, seat: int, colour: str, points: int = 1) -> None:
        self.state["scores"][seat][colour] += points

    def _catastrophe_rule(self, i: int) -> str | None:
        """Why a catastrophe may not go on square i, or None."""
        s = self.state
        t = s["tiles"][i]
        if s["leaders"][i] is not None:
            return "a leader stands there"
        if t == CATASTROPHE:
            return "a catastrophe is already there"
        if t is not None and t.islower():
            return "a monument stands there" if self._monument_at(i) else \
                "the ziggurat stands there"
        if i in s["treasures"]:
            return "a treasure lies there"
        if i in s["buildings"].values():
            return "a civilization building stands there"
        return None

    def _monument_at(self, i: int) -> dict | None:
        for m in self.state["monuments"]:
            if i in block(m["at"]):
                return m
        return None

    def _catastrophe(self, seat: int, a: Catastrophe) -> list[Event]:
        s = self.state
        rule, where = "catastrophes", square_name(a.square)
        if not s["catastrophes"][seat]:
            raise IllegalAction(rule, f"{self.who(seat)} has played both catastrophe tiles.")
        why = self._catastrophe_rule(a.square)
        if why:
            raise IllegalAction(rule, f"No catastrophe on {where}: {why}.")
        self._start_action(seat)
        s["catastrophes"][seat] -= 1
        old = s["tiles"][a.square]
        s["tiles"][a.square] = CATASTROPHE
        if old is not None:
            s["out"] += 1
        text = f"{self.who(seat)} places a catastrophe on {where}" + \
            (f", destroying the {TILE_NAME[old]} there." if old else ".")
        events = [Event("catastrophe", text, {"seat": seat, "square": where, "destroyed": old})]
        return events + self._lonely_leaders()

    def _swap(self, seat: int, a: Swap) -> list[Event]:
        s = self.state
        hand = list(s["hands"][seat])
        for c in a.tiles:
            if c not in hand:
                raise IllegalAction("swapping tiles", f"{self.who(seat)} does not hold the "
                                    f"tiles {a}: not enough {TILE_NAME[c]}s behind the screen.")
            hand.remove(c)
        self._start_action(seat)
        n = len(a.tiles)
        drawn = s["bag"][:n]
        del s["bag"][:n]
        s["hands"][seat] = hand + drawn
        s["out"] += n
        events = [Event("swap", f"{self.who(seat)} discards "
                        + ", ".join(TILE_NAME[c] for c in a.tiles) + " and draws "
                        + (", ".join(TILE_NAME[c] for c in drawn) or "nothing") + ".",
                        {"seat": seat, "discarded": a.tiles, "drawn": drawn}, private_to=seat,
                        public_text=f"{self.who(seat)} discards {plural(n, 'tile')} and draws "
                        f"{len(drawn)}.")]
        if len(drawn) < n:
            s["ending"] = True
            events.append(Event("bag empty", f"The bag runs out ({len(drawn)} of {n} tiles "
                                f"drawn): the game ends at the end of {self.who(seat)}'s turn.",
                                {}))
        return events

    def _pass(self, seat: int, a: Pass) -> list[Event]:
        self.state["actions"] = ACTIONS_PER_TURN
        return [Event("pass", f"{self.who(seat)} ends their turn.", {"seat": seat})]

    # ------------------------------------------------------------------- view
    def _view(self, seat) -> dict:
        return seat_view(self, seat)

def _kingdoms_beside(label: list[int], groups: list[list[int]], kings: set[int]) -> list[int]:
    """For each square, how many distinct kingdoms touch it (counted from the kingdoms'
    own squares, fewer than the empty ones)."""
    count = [0] * SIZE
    for k in kings:
        for n in {n for q in groups[k] for n in NEIGHBOURS[q] if label[n] == -1}:
            count[n] += 1
    return count


@lru_cache(maxsize=256)
def _swaps(hand: tuple) -> list:
    """The swap actions of a hand (the same hands come back again and again)."""
    return [swap_of(t) for t in _sub_multisets(list(hand))]


def _sub_multisets(hand: list[str]) -> list[list[str]]:
    """Every non-empty selection of tiles from a hand (tiles of a colour are alike)."""
    counts = [hand.count(c) for c in COLOURS]
    out: list[list[str]] = [[]]
    for c, n in zip(COLOURS, counts):
        out = [sel + [c] * k for sel in out for k in range(n + 1)]
    return [sel for sel in out if sel]
