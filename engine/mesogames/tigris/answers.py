"""Tigris & Euphrates: the answers to pending decisions (reinforcements, the order of
wars, the treasure that stays, monuments, the ziggurat, buildings, the ziggurat's point)
and what they set off: the end of a conflict, leaders left without a temple."""
from __future__ import annotations

from ..core import Event, IllegalAction
from ..dynasties import COLOUR_NAME, LEADER_NAME, plural
from .actions import Bonus, ChooseWar, Commit, Decline, KeepTreasure
from .board import SIZE, TILE_NAME, monument_name, square_name, square_names
from .conflicts import remove_supporters, side, war
from .kingdoms import beside_temple
from .structures import block, cross


class Answers:
    """Mixin of `TigrisGame`: one method per kind of pending decision."""

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
            ("leaves" if len(removed) == 1 else "leave") + f" the board ({square_names(removed)})" \
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
            f"{square_names(d['options'])}."

    def _take_treasures(self, seat: int, taken: list[int], kept: int) -> list[Event]:
        s = self.state
        for i in taken:
            s["treasures"].remove(i)
        s["treasure_points"][seat] += len(taken)
        return [Event("treasures", f"{self.who(seat)}'s trader takes "
                      f"{plural(len(taken), 'treasure')} ({square_names(taken)}); the treasure on "
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
                        f"{square_names(squares)} face down and builds the "
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
                                f"{square_names(d['options'])}.")
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

