"""Points piles: banking a card for a point (the card of the point's colour, from hand),
ships built of four cards of a colour, the treasures a trader takes for red cards, and the
final count (the strongest weakest colour wins, treasures wild)."""
from __future__ import annotations

from ..core import Event, IllegalAction
from ..dynasties import Decline, plural, rank_by
from ..phrases import say
from ..queue import Kind
from .actions import Bank, BuildShip, KeepTreasure
from .cards import COLOUR_NAME, LEADER_NAME, SHIP_NAME
from .conflicts import best_assignment, weakest_first

WHY = {"score": "a point", "spoils": "the spoils of the conflict", "ship": "the ship's point"}


class BankChoice(Kind):
    """A point offered (`why`: score, spoils or ship): bank a card of its colour from hand,
    or decline. Asked even without the colour in hand, so nobody learns what the hand
    lacks."""
    name = "bank"
    rule = "victory points"
    answers = (Bank, Decline)
    # Bank or decline: one ply ahead agreed with a 5,000-iteration search on 25 of 25 of
    # them in 4-player games between easy bots, where the turn's actions agreed on 30 of
    # 75 and a commitment in the seat's own turn on 21 of 50
    # (benchmarks/one_ply_agreement.py tigris_cards; docs/bots.md).
    searched = False
    keys = frozenset({"kind", "seat", "colour", "why"})

    def legal(self, game, d, seat):
        hand = game.state["hands"][seat]
        return ([Bank(d["colour"])] if d["colour"] in hand else []) + [Decline()]

    def apply(self, game, d, seat, a):
        s = game.state
        word, why = COLOUR_NAME[d["colour"]], WHY[d["why"]]
        if isinstance(a, Bank):
            if a.colour != d["colour"]:
                raise IllegalAction(self.rule, f"The point offered is {word}; bank a {word} "
                                    "card or decline.")
            if a.colour not in s["hands"][seat]:
                raise IllegalAction(self.rule, f"{game.who(seat)} holds no {word} card to "
                                    "bank; decline.")
        s["pending"].pop(0)
        if isinstance(a, Decline):
            return [Event.said("decline", say("tc.no bank", seat=game.who(seat), why=why,
                                              word=word), {"seat": seat})]
        s["hands"][seat].remove(a.colour)
        s["piles"][seat].append(a.colour)
        return [Event.said("bank", say("tc.bank", seat=game.who(seat), word=word, why=why),
                           {"seat": seat, "card": a.colour})]

    def ask(self, game, d):
        return f"bank a {COLOUR_NAME[d['colour']]} card or decline"

    def view(self, game, d):
        return {"colour": d["colour"], "why": d["why"]}


class ShipChoice(Kind):
    """Four cards of a colour at the foot of a column: build a ship of that colour (any
    ship for blue) in their place, or decline."""
    name = "ship"
    rule = "ships"
    answers = (BuildShip, Decline)
    searched = False        # a ship or none, as a point to bank (Decline answers both)
    keys = frozenset({"kind", "seat", "colour", "column", "options"})

    def legal(self, game, d, seat):
        return [BuildShip(x) for x in d["options"]] + [Decline()]

    def apply(self, game, d, seat, a):
        s = game.state
        if isinstance(a, BuildShip) and a.ship not in d["options"]:
            raise IllegalAction(self.rule, f"The {SHIP_NAME[a.ship]} ship cannot be built "
                                "here: " + ("it is in play already." if a.ship not in s["ships"]
                                            else f"four {COLOUR_NAME[d['colour']]} cards build "
                                            f"the blue-{COLOUR_NAME[d['colour']]} ship."))
        s["pending"].pop(0)
        if isinstance(a, Decline):
            return [Event("decline", f"{game.who(seat)} builds no ship.", {"seat": seat})]
        col = s["cols"][d["column"]]
        events = [Event.said("ship", say("tc.ship", seat=game.who(seat),
                                         colour=COLOUR_NAME[d["colour"]],
                                         column=d["column"] + 1, ship=SHIP_NAME[a.ship]),
                             {"seat": seat, "ship": a.ship, "column": d["column"] + 1})]
        for cell in col[-4:]:
            s["discard"].append(cell["card"])
            if cell["leader"]:
                owner, colour = int(cell["leader"][0]), cell["leader"][1]
                events.append(Event.said("withdrawn", say("tc.withdrawn", seat=game.who(owner),
                                                          leader=LEADER_NAME[colour]),
                                         {"seat": owner, "leader": colour}))
        del col[-4:]
        col.append({"card": a.ship, "leader": None})
        s["ships"].remove(a.ship)
        return events

    def ask(self, game, d):
        return "build a ship or decline"

    def view(self, game, d):
        return {"colour": d["colour"], "column": d["column"] + 1, "options": list(d["options"])}


class TreasureChoice(Kind):
    """A kingdom with two treasures or more after a link: its trader's owner may take all
    but one, each replaced by a red card from hand, or decline."""
    name = "treasure"
    rule = "treasures"
    answers = (KeepTreasure, Decline)
    searched = False        # which treasure stays, rare (about 3 a game); Decline as above
    keys = frozenset({"kind", "seat", "columns"})

    def legal(self, game, d, seat):
        enough = game.state["hands"][seat].count("R") >= len(d["columns"]) - 1
        return [KeepTreasure(c) for c in d["columns"] if enough] + [Decline()]

    def apply(self, game, d, seat, a):
        s = game.state
        if isinstance(a, KeepTreasure):
            if a.column not in d["columns"]:
                raise IllegalAction(self.rule, f"Column {a.column + 1} has no treasure in this "
                                    "kingdom.")
            taken = [c for c in d["columns"] if c != a.column]
            if s["hands"][seat].count("R") < len(taken):
                raise IllegalAction(self.rule, "Each treasure taken is replaced by a red card "
                                    f"from hand: {game.who(seat)} needs "
                                    f"{plural(len(taken), 'red card')}; decline.")
        s["pending"].pop(0)
        if isinstance(a, Decline):
            return [Event("decline", f"{game.who(seat)} leaves the treasures in play.",
                          {"seat": seat})]
        for c in taken:
            s["hands"][seat].remove("R")
            s["cols"][c][0]["card"] = "R"
            s["piles"][seat].append("T")
        cols = ", ".join(str(c + 1) for c in taken)
        where = f"the treasure of column {cols}, replaced" if len(taken) == 1 else \
            f"the treasures of columns {cols}, each replaced"
        return [Event.said("treasures", say("tc.treasures", seat=game.who(seat), where=where,
                                            kept=a.column + 1),
                           {"seat": seat, "taken": [c + 1 for c in taken],
                            "kept": a.column + 1})]

    def ask(self, game, d):
        return "choose the treasure that stays or decline"

    def prompt(self, game, d):
        return "choose the treasure that stays (keep <column>) or decline"

    def view(self, game, d):
        return {"columns": [c + 1 for c in d["columns"]]}


def result(game) -> dict:
    s = game.state
    values = [weakest_first(p) for p in s["piles"]]
    ranking = rank_by(values)
    return {"ranking": ranking,
            "winner": ranking[0][0] if len(ranking[0]) == 1 else None,
            "reason": "the strongest weakest colour (treasures wild; ties go to the next "
                      "weakest colour)", "end": s["end"],
            "scores": [{"colours": best_assignment(p), "weakest_first": values[i],
                        "treasures": p.count("T")} for i, p in enumerate(s["piles"])]}


KINDS = (BankChoice(), ShipChoice(), TreasureChoice())
