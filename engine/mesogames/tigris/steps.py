"""Tigris & Euphrates: the automatic steps of the pending queue (a union's conflicts, the
building checks after a tile, the treasures at the end of an action, the end of a turn,
the refill and the end of the game) and the final result."""
from __future__ import annotations

from ..core import Event
from ..dynasties import (COLOUR_NAME, COLOURS, LEADER_NAME, plural, rank_by,
                         weakest_first_counts, wild_counts)
from .board import HAND, TILE_NAME, monument_name, square_name, square_names
from .conflicts import war, war_colours
from .kingdoms import components, leader_of_colour, leader_square, treasures_on
from .structures import block, blocks_with, cross, crosses_with, run_length, runs_through

ACTIONS_PER_TURN = 2


class Steps:
    """Mixin of `TigrisGame`: runs the queue until a seat must decide."""

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
                # The seat is asked even when "commit 0" is its only answer: answering for
                # it at once would tell the others that its hand lacks the colour.
                d["seat"] = d["att"] if d["n"][0] is None else d["def"]
                return
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
        label, groups = components(s)
        per_group: dict[int, int] = {}
        for i in s["treasures"]:
            per_group[label[i]] = per_group.get(label[i], 0) + 1
        for g in sorted(k for k, n in per_group.items() if n >= 2):
            found = treasures_on(s, groups[g])
            trader = leader_of_colour(s, groups[g], "G")
            if trader is None:
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
                          f"{plural(len(found) - 1, 'treasure')} of {square_names(found)} and "
                          "chooses "
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

