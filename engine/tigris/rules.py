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

from ..core import Event, Game, IllegalAction
from ..dynasties import (COLOUR_NAME, COLOURS, LEADER_NAME, SEATS, plural, rank_by,
                         weakest_first_counts, wild_counts)
from .actions import (Bonus, BuildBuilding, BuildMonument, BuildZiggurat, Catastrophe,
                      ChooseWar, Commit, Decline, KeepTreasure, Pass, PlaceLeader, PlaceTile,
                      Swap, Withdraw, parse_action, swap_of)
from .board import (BOARDS, CATASTROPHE, HAND, NEIGHBOURS, SIZE, TILE_NAME,
                    monument_name, square_name)
from .conflicts import kingdoms, remove_supporters, revolt, side, war, war_colours
from .kingdoms import (beside_temple, components, group_of, kingdom_labels, leader_of_colour,
                       leader_square, leaders_in, neighbour_kingdoms, treasures_on, without)
from .structures import block, blocks_with, cross, crosses_with, run_length, runs_through

ACTIONS_PER_TURN = 2


def _names(squares) -> str:
    return ", ".join(square_name(i) for i in squares)


class TigrisGame(Game):
    name = "tigris"
    seat_names = SEATS

    # ------------------------------------------------------------- turn order
    @property
    def to_move(self) -> int | None:
        s = self.state
        if s["over"]:
            return None
        if s["pending"]:
            return s["pending"][0]["seat"]
        return s["turn"]

    def who(self, seat: int) -> str:
        return SEATS[seat].capitalize()

    @property
    def decision(self) -> dict | None:
        """The pending decision, or None when the active player chooses an action."""
        return self.state["pending"][0] if self.state["pending"] else None

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
        kings = kingdom_labels(s, label, groups)
        empty = [i for i in range(SIZE) if tiles[i] is None and leaders[i] is None]
        unites = _kingdoms_beside(empty, label, kings)
        by_temple = {n for i, t in enumerate(tiles) if t == "R" for n in NEIGHBOURS[i]}
        spots = [i for i in empty if i in by_temple and i not in river]
        from_supply = [i for i in spots if unites[i] <= 1]
        acts: list = []
        for colour in COLOURS:
            cur = leader_square(s, seat, colour)
            if cur is None:
                acts += [PlaceLeader(colour, i) for i in from_supply]
                continue
            moved_label, moved_groups = without(s, label, groups, cur)
            moved = _kingdoms_beside(spots, moved_label,
                                     kingdom_labels(s, moved_label, moved_groups))
            acts += [PlaceLeader(colour, i) for i in spots if moved[i] <= 1]
            acts.append(Withdraw(colour))
        fits = [i for i in empty if unites[i] <= 2]
        for colour in sorted(set(hand), key=COLOURS.index):
            acts += [PlaceTile(colour, i) for i in fits if (i in river) == (colour == "B")]
        if s["catastrophes"][seat]:
            acts += [Catastrophe(i) for i in range(SIZE) if self._catastrophe_rule(i) is None]
        acts += [swap_of(t) for t in _sub_multisets(hand)]
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
        return [Event("point", f"{self.who(seat)} scores {plural(points, COLOUR_NAME[colour] + ' point')}"
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
            return "a monument stands there" if self._monument_at(i) else "the ziggurat stands there"
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

    # -------------------------------------------------------------- answers
    def _answer_conflict(self, seat: int, d: dict, a: Commit) -> list[Event]:
        allowed = self._commit_counts(d, seat)
        if a.count not in allowed:
            have = self.state["hands"][seat].count(d["fight"])
            word = TILE_NAME[d["fight"]]
            if a.count > have:
                raise IllegalAction(self._decision_rule(d), f"{self.who(seat)} holds only "
                                    f"{plural(have, word)}.")
            raise IllegalAction("English variant", f"{self.who(seat)} may add "
                                + " or ".join(str(n) for n in allowed) + f" {word}s here: "
                                "the attacker only enough to lead, the defender only exactly "
                                "enough to tie.")
        return self._commit(d, seat, a.count)

    def _commit(self, d: dict, seat: int, n: int) -> list[Event]:
        s = self.state
        idx = 0 if d["n"][0] is None else 1
        for _ in range(n):
            s["hands"][seat].remove(d["fight"])
        s["table"] += [d["fight"]] * n
        d["n"][idx] = n
        role = "attacker" if idx == 0 else "defender"
        events = [Event("commit", f"{self.who(seat)} ({role}) adds "
                        f"{plural(n, TILE_NAME[d['fight']])}: strength {d['base'][idx] + n}.",
                        {"seat": seat, "count": n, "strength": d["base"][idx] + n})]
        if idx == 1:
            events += self._resolve(d)
        else:
            d["seat"] = d["def"]
        return events

    def _resolve(self, d: dict) -> list[Event]:
        s = self.state
        s["pending"].remove(d)
        att, dfn = d["base"][0] + d["n"][0], d["base"][1] + d["n"][1]
        if att > dfn:
            winner, loser, lsq = d["att"], d["def"], d["at"][1]
        else:
            winner, loser, lsq = d["def"], d["att"], d["at"][0]
        colour, name = d["colour"], LEADER_NAME[d["colour"]]
        kind = "internal" if d["type"] == "revolt" else "external"
        s["out"] += len(s["table"])
        s["table"] = []
        tie = " (a tie goes to the defender)" if att == dfn else ""
        events = [Event("conflict", f"{self.who(winner)} wins the {kind} conflict of the "
                        f"{name}s {max(att, dfn)} to {min(att, dfn)}{tie}; {self.who(loser)}'s "
                        f"{name} leaves {square_name(lsq)} and returns to its owner. The "
                        "tiles added are out of the game.",
                        {"winner": winner, "loser": loser, "strength": [att, dfn],
                         "colour": colour})]
        if d["type"] == "revolt":
            s["leaders"][lsq] = None
            self._score(winner, "R")
            events.append(Event("point", f"{self.who(winner)} scores 1 red point for the "
                                "victory.", {"seat": winner, "colour": "R", "points": 1}))
            return events
        squares = side(s, d["junction"], lsq)
        s["leaders"][lsq] = None
        removed = remove_supporters(s, squares, d["fight"])
        s["out"] += len(removed)
        points = 1 + len(removed)
        self._score(winner, colour, points)
        word = TILE_NAME[d["fight"]]
        gone = f"{plural(len(removed), word)} of {self.who(loser)}'s side " + \
            ("leaves" if len(removed) == 1 else "leave") + f" the board ({_names(removed)})" \
            if removed else f"no {word} of {self.who(loser)}'s side leaves the board"
        events.append(Event("spoils", f"{gone}; {self.who(winner)} scores "
                            f"{plural(points, COLOUR_NAME[colour] + ' point')}.",
                            {"seat": winner, "colour": colour, "points": points,
                             "removed": [square_name(i) for i in removed]}))
        return events + self._lonely_leaders()

    def _lonely_leaders(self) -> list[Event]:
        """"Lorsque le dernier Temple situé à proximité immédiate d'un chef disparaît, le
        chef est immédiatement repris par son propriétaire"."""
        s = self.state
        events = []
        for i in range(SIZE):
            code = s["leaders"][i]
            if code is not None and not beside_temple(s, i):
                s["leaders"][i] = None
                events.append(Event("lonely", f"{self.who(int(code[0]))}'s "
                                    f"{LEADER_NAME[code[1]]} on {square_name(i)} has no temple "
                                    "beside it any more and returns to its owner.",
                                    {"seat": int(code[0]), "leader": code[1],
                                     "square": square_name(i)}))
        return events

    def _answer_order(self, seat: int, d: dict, a: ChooseWar) -> list[Event]:
        s = self.state
        if a.colour not in d["colours"]:
            raise IllegalAction("external conflict", f"There is no conflict of "
                                f"{LEADER_NAME[a.colour]}s to resolve.")
        s["pending"].pop(0)
        w = war(s, s["junction"], a.colour, s["turn"])
        s["pending"].insert(0, w)
        return [Event("order", f"{self.who(seat)} has the conflict of the "
                      f"{LEADER_NAME[a.colour]}s resolved next.", {"colour": a.colour})] + \
            self._war_opened(w)

    def _war_opened(self, w: dict) -> list[Event]:
        name, word = LEADER_NAME[w["colour"]], TILE_NAME[w["fight"]]
        return [Event("war", f"External conflict of the {name}s: {self.who(w['att'])} attacks "
                      f"with {plural(w['base'][0], word)} on their side, {self.who(w['def'])} "
                      f"defends with {w['base'][1]}.",
                      {"colour": w["colour"], "attacker": w["att"], "defender": w["def"],
                       "base": w["base"]})]

    def _answer_treasure(self, seat: int, d: dict, a: KeepTreasure) -> list[Event]:
        if a.square not in d["options"]:
            raise IllegalAction("treasures", f"The treasure on {square_name(a.square)} may not "
                                "be the one left: " + self._treasure_why(d))
        self.state["pending"].pop(0)
        return self._take_treasures(seat, [i for i in d["squares"] if i != a.square], a.square)

    def _treasure_why(self, d: dict) -> str:
        where = "in a corner" if self.state["options"]["side"] == "classic" else \
            "outside the rivers"
        return f"the trader takes the treasures {where} first; leave one of " \
            f"{_names(d['options'])}."

    def _take_treasures(self, seat: int, taken: list[int], kept: int) -> list[Event]:
        s = self.state
        for i in taken:
            s["treasures"].remove(i)
        s["treasure_points"][seat] += len(taken)
        return [Event("treasures", f"{self.who(seat)}'s trader takes "
                      f"{plural(len(taken), 'treasure')} ({_names(taken)}); the treasure on "
                      f"{square_name(kept)} stays.",
                      {"seat": seat, "taken": [square_name(i) for i in taken],
                       "kept": square_name(kept)})]

    def _answer_monument(self, seat: int, d: dict, a) -> list[Event]:
        s = self.state
        s["pending"].pop(0)
        if isinstance(a, Decline):
            return [Event("decline", f"{self.who(seat)} builds no monument; this square of "
                          "four will never carry one.", {"seat": seat})]
        if [a.square, a.monument] not in d["options"]:
            raise IllegalAction("monuments", f"The {monument_name(a.monument)} monument cannot "
                                f"stand on the square of four from {square_name(a.square)}: "
                                "it needs four tiles of one of its colours, just completed, "
                                "and the monument still available.")
        squares = block(a.square)
        for i in squares:
            s["tiles"][i] = s["tiles"][i].lower()
        s["monuments"].append({"m": a.monument, "at": a.square})
        s["available"].remove(a.monument)
        events = [Event("monument", f"{self.who(seat)} turns the four tiles "
                        f"{_names(squares)} face down and builds the "
                        f"{monument_name(a.monument)} monument on them.",
                        {"seat": seat, "monument": a.monument, "square": square_name(a.square)})]
        return events + self._lonely_leaders()

    def _answer_ziggurat(self, seat: int, d: dict, a) -> list[Event]:
        s = self.state
        s["pending"].pop(0)
        if isinstance(a, Decline):
            return [Event("decline", f"{self.who(seat)} does not build the ziggurat.",
                          {"seat": seat})]
        if a.square not in d["options"]:
            raise IllegalAction("the ziggurat (expansion 2)", "The ziggurat needs a cross of "
                                f"five tiles of one colour, just completed, centred on "
                                f"{square_name(a.square)}.")
        for i in cross(a.square):
            s["tiles"][i] = s["tiles"][i].lower()
        s["ziggurat"] = a.square
        events = [Event("ziggurat", f"{self.who(seat)} covers the cross of five around "
                        f"{square_name(a.square)} with the ziggurat.",
                        {"seat": seat, "square": square_name(a.square)})]
        return events + self._lonely_leaders()

    def _answer_building(self, seat: int, d: dict, a) -> list[Event]:
        s = self.state
        s["pending"].pop(0)
        kind = TILE_NAME[d["colour"]]
        if isinstance(a, Decline):
            return [Event("decline", f"{self.who(seat)} leaves the {kind} building where it "
                          "is.", {"seat": seat})]
        if a.colour != d["colour"] or a.square not in d["options"]:
            raise IllegalAction("civilization buildings (expansion 1)", f"The {kind} building "
                                "may go on a tile of the line just made: "
                                f"{_names(d['options'])}.")
        old = s["buildings"][a.colour]
        s["buildings"][a.colour] = a.square
        verb = "builds" if old is None else f"moves from {square_name(old)}"
        return [Event("building", f"{self.who(seat)} {verb} the {kind} building "
                      f"{'on' if old is None else 'to'} {square_name(a.square)}.",
                      {"seat": seat, "colour": a.colour, "square": square_name(a.square),
                       "from": None if old is None else square_name(old)})]

    def _answer_bonus(self, seat: int, d: dict, a: Bonus) -> list[Event]:
        self.state["pending"].pop(0)
        self._score(seat, a.colour)
        return [Event("point", f"{self.who(seat)}'s king beside the ziggurat earns "
                      f"1 {COLOUR_NAME[a.colour]} point.", {"seat": seat, "colour": a.colour,
                                                             "points": 1})]

    # -------------------------------------------------------- automatic steps
    def _advance(self, events: list[Event]) -> None:
        s = self.state
        while not s["over"]:
            if not s["pending"]:
                if s["actions"] < ACTIONS_PER_TURN:
                    return
                s["pending"].append({"k": "endturn"})
            d = s["pending"][0]
            k = d["k"]
            if k == "conflict":
                seat = d["att"] if d["n"][0] is None else d["def"]
                d["seat"] = seat
                if self._commit_counts(d, seat) != [0]:
                    return
                events += self._commit(d, seat, 0)
            elif k == "wars":
                events += self._wars_step(d)
            elif k == "check":
                s["pending"].pop(0)
                events += self._check(d["what"], d["at"])
            elif k == "treasures":
                events += self._treasures_step(d)
            elif k == "endturn":
                events += self._end_turn()
            elif k == "refill":
                events += self._refill()
            else:
                return

    def _wars_step(self, d: dict) -> list[Event]:
        s = self.state
        junction = s["junction"]
        colours = war_colours(s, junction)
        if len(colours) == 1:
            w = war(s, junction, colours[0], s["turn"])
            s["pending"].insert(0, w)
            return self._war_opened(w)
        if colours:
            s["pending"].insert(0, {"k": "order", "seat": s["turn"], "colours": colours})
            return [Event("wars", "The united kingdom holds two leaders of each of these "
                          "colours: " + ", ".join(f"{LEADER_NAME[c]}s" for c in colours)
                          + f"; {self.who(s['turn'])} chooses the order of the conflicts.",
                          {"colours": colours})]
        s["pending"].pop(0)
        s["junction"] = None
        return [Event("junction", f"No conflict remains; the junction tile leaves "
                      f"{square_name(junction)}.", {"square": square_name(junction)})]

    def _check(self, what: str, at: int) -> list[Event]:
        """After a tile's conflicts: may the active player build on what the tile made?"""
        s = self.state
        opts = s["options"]
        seat = s["turn"]
        if what == "monument":
            options = [[tl, m] for tl in blocks_with(s, at)
                       if not set(block(tl)) & set(s["buildings"].values())
                       for m in s["available"] if s["tiles"][at] in m]
            if options:
                s["pending"].insert(0, {"k": "monument", "seat": seat, "options": options,
                                        "at": at})
        elif what == "ziggurat" and opts["ziggurat"] and s["ziggurat"] is None:
            options = [c for c in crosses_with(s, at)
                       if not set(cross(c)) & set(s["buildings"].values())]
            if options:
                s["pending"].insert(0, {"k": "ziggurat", "seat": seat, "options": options,
                                        "at": at})
        elif what == "building" and opts["buildings"] and s["tiles"][at] in COLOURS:
            colour = s["tiles"][at]
            old = s["buildings"][colour]
            now = 0 if old is None else run_length(s, old)
            options = sorted({i for line in runs_through(s, at) if len(line) >= 3
                              and len(line) > now for i in line} - {old})
            if options:
                s["pending"].insert(0, {"k": "building", "seat": seat, "colour": colour,
                                        "options": options, "at": at})
        return []

    def _treasures_step(self, d: dict) -> list[Event]:
        """"le royaume [...] compte plus d'un Trésor à la fin d'une action": its trader's
        owner takes all but one, the priority treasures first."""
        s = self.state
        for group in kingdoms(s):
            found = treasures_on(s, group)
            trader = leader_of_colour(s, group, "G")
            if len(found) < 2 or trader is None:
                continue
            seat = trader[0]
            first = [i for i in found if i in self.side.priority]
            rest = [i for i in found if i not in self.side.priority]
            options = rest if rest else first
            if len(options) == 1:
                return self._take_treasures(seat, [i for i in found if i != options[0]],
                                            options[0])
            s["pending"].insert(0, {"k": "treasure", "seat": seat, "options": options,
                                    "squares": found})
            return [Event("treasure choice", f"{self.who(seat)}'s trader will take "
                          f"{plural(len(found) - 1, 'treasure')} of {_names(found)} and chooses "
                          "which stays.", {"seat": seat})]
        s["pending"].pop(0)
        return []

    def _end_turn(self) -> list[Event]:
        s = self.state
        s["pending"].pop(0)
        active = s["turn"]
        events = []
        label, groups = components(s)
        for colour in COLOURS:
            sq = leader_square(s, active, colour)
            if sq is None:
                continue
            group = set(groups[label[sq]])
            for m in s["monuments"]:
                if colour in m["m"] and group & set(block(m["at"])):
                    self._score(active, colour)
                    events.append(Event("point", f"{self.who(active)}'s "
                                        f"{LEADER_NAME[colour]} shares a kingdom with the "
                                        f"{monument_name(m['m'])} monument: 1 "
                                        f"{COLOUR_NAME[colour]} point.",
                                        {"seat": active, "colour": colour, "points": 1}))
        bonus = []
        king = leader_square(s, active, "K")
        if s["ziggurat"] is not None and king is not None and \
                label[king] == label[s["ziggurat"]]:
            bonus.append({"k": "bonus", "seat": active})
        s["pending"][0:0] = bonus + [{"k": "refill"}]
        return events

    def _refill(self) -> list[Event]:
        s = self.state
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
            events.append(Event("draw", f"{self.who(seat)} draws "
                                + (", ".join(TILE_NAME[c] for c in drawn) or "nothing") + ".",
                                {"seat": seat, "tiles": drawn}, private_to=seat,
                                public_text=f"{self.who(seat)} draws "
                                f"{plural(len(drawn), 'tile')}."))
            if len(drawn) < want:
                s["ending"] = True
                break
        if s["ending"] or len(s["treasures"]) <= 2:
            s["over"] = True
            s["end"] = "bag" if s["ending"] else "treasures"
            why = ("the bag cannot give a player six tiles again" if s["ending"] else
                   f"only {plural(len(s['treasures']), 'treasure')} "
                   f"{'is' if len(s['treasures']) == 1 else 'are'} left on the board")
            r = self._result()
            win = ("A tie for first place." if r["winner"] is None else
                   f"{self.who(r['winner'])} wins.")
            return events + [Event("game over", f"The game ends: {why}. {win}", r)]
        s["turn"] = (s["turn"] + 1) % n
        s["actions"] = 0
        s["turns"] += 1
        events.append(Event("turn", f"{self.who(s['turn'])}'s turn.", {"seat": s["turn"]}))
        return events

    # ----------------------------------------------------------------- result
    def _result(self) -> dict:
        s = self.state
        values = [weakest_first_counts(s["scores"][i], s["treasure_points"][i])
                  for i in range(s["players"])]
        ranking = rank_by(values)
        return {"ranking": ranking,
                "winner": ranking[0][0] if len(ranking[0]) == 1 else None,
                "reason": "the most points in one's weakest colour (treasures wild; ties go "
                          "to the next weakest colour)", "end": s["end"],
                "scores": [{"colours": wild_counts(s["scores"][i], s["treasure_points"][i]),
                            "points": dict(s["scores"][i]),
                            "treasures": s["treasure_points"][i],
                            "weakest_first": values[i]} for i in range(s["players"])]}

    # ------------------------------------------------------------------- view
    def _view(self, seat) -> dict:
        s = self.state
        referee = seat is None
        me = seat if isinstance(seat, int) else None
        open_scores = referee or s["over"] or s["options"].get("open_scores", False)
        d = self.decision
        on_board = {c for c in s["leaders"] if c}
        side = self.side
        view = {
            "game": self.name, "seat": me, "players": list(SEATS[:s["players"]]),
            "options": dict(s["options"]), "turn": s["turn"], "actions_taken": s["actions"],
            "to_move": self.to_move, "decision": None,
            "rivers": sorted(square_name(i) for i in side.river),
            "priority": sorted(square_name(i) for i in side.priority),
            "tiles": {square_name(i): t for i, t in enumerate(s["tiles"]) if t is not None},
            "leaders": {square_name(i): {"seat": int(c[0]), "colour": c[1],
                                         "name": LEADER_NAME[c[1]]}
                        for i, c in enumerate(s["leaders"]) if c},
            "treasures": sorted(square_name(i) for i in s["treasures"]),
            "monuments": [{"m": m["m"], "name": monument_name(m["m"]),
                           "squares": [square_name(i) for i in block(m["at"])]}
                          for m in s["monuments"]],
            "available": list(s["available"]),
            "buildings": {c: (None if i is None else square_name(i))
                          for c, i in s["buildings"].items()},
            "ziggurat": None if s["ziggurat"] is None else
            [square_name(i) for i in cross(s["ziggurat"])],
            "junction": None if s["junction"] is None else square_name(s["junction"]),
            "kingdoms": [[square_name(i) for i in k] for k in kingdoms(s)],
            "hands": [sorted(h, key=COLOURS.index) if referee or me == i else None
                      for i, h in enumerate(s["hands"])],
            "hand_sizes": [len(h) for h in s["hands"]],
            "catastrophes": list(s["catastrophes"]),
            "scores": [dict(p) if open_scores or me == i else None
                       for i, p in enumerate(s["scores"])],
            "treasure_points": [t if open_scores or me == i else None
                                for i, t in enumerate(s["treasure_points"])],
            "table": list(s["table"]), "bag_size": len(s["bag"]), "out": s["out"],
            "leaders_in_supply": [[c for c in COLOURS if f"{i}{c}" not in on_board]
                                  for i in range(s["players"])],
            "over": s["over"], "result": self._result() if s["over"] else None,
        }
        if d is not None:
            view["decision"] = _decision_view(d)
        if referee:
            view["bag"] = list(s["bag"])
        return view


def _kingdoms_beside(squares, label: list[int], kings: set[int]) -> dict[int, int]:
    """For each square, how many distinct kingdoms touch it."""
    out = {}
    for i in squares:
        seen = {label[n] for n in NEIGHBOURS[i]}
        out[i] = len(seen & kings)
    return out


def _decision_view(d: dict) -> dict:
    """A pending decision for the front end, squares by name."""
    out = {k: v for k, v in d.items() if k not in ("options", "at", "squares", "junction")}
    if "at" in d:
        out["at"] = [square_name(i) for i in d["at"]] if isinstance(d["at"], list) else \
            square_name(d["at"])
    if "squares" in d:
        out["squares"] = [square_name(i) for i in d["squares"]]
    if d["k"] == "monument":
        out["options"] = [{"monument": m, "name": monument_name(m), "square": square_name(tl),
                           "squares": [square_name(i) for i in block(tl)]}
                          for tl, m in d["options"]]
    elif d["k"] == "ziggurat":
        out["options"] = [{"square": square_name(c), "squares": [square_name(i) for i in cross(c)]}
                          for c in d["options"]]
    elif "options" in d:
        out["options"] = [square_name(i) for i in d["options"]]
    return out


def _sub_multisets(hand: list[str]) -> list[list[str]]:
    """Every non-empty selection of tiles from a hand (tiles of a colour are alike)."""
    counts = [hand.count(c) for c in COLOURS]
    out: list[list[str]] = [[]]
    for c, n in zip(COLOURS, counts):
        out = [sel + [c] * k for sel in out for k in range(n + 1)]
    return [sel for sel in out if sel]
