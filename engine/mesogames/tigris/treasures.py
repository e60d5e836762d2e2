"""Treasures: at the end of every action, the trader of a kingdom holding two or more
treasures takes all but one for its owner, the priority treasures (corners, or outside the
rivers on the alternative side) first; its owner chooses which stays when that is a
choice."""
from __future__ import annotations

from ..core import Event, IllegalAction
from ..dynasties import plural
from ..phrases import say
from ..queue import Kind, Step
from .actions import KeepTreasure
from .board import square_name, square_names
from .kingdoms import components, leader_of_colour, treasures_on


def take(game, seat: int, taken: list[int], kept: int) -> list[Event]:
    s = game.state
    for i in taken:
        s["treasures"].remove(i)
    s["treasure_points"][seat] += len(taken)
    return [Event.said("treasures", say("tg.treasures", seat=game.who(seat), n=len(taken),
                                        squares=square_names(taken), kept=square_name(kept)),
                       {"seat": seat, "taken": [square_name(i) for i in taken],
                   "kept": square_name(kept)})]


class Treasures(Step):
    """"le royaume [...] compte plus d'un Trésor à la fin d'une action": its trader's
    owner takes all but one, the priority treasures first."""
    name = "treasures"
    keys = frozenset({"kind"})

    def run(self, game, d):
        s = game.state
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
            first = [i for i in found if i in game.side.priority]
            rest = [i for i in found if i not in game.side.priority]
            options = rest if rest else first
            if len(options) == 1:
                return take(game, seat, [i for i in found if i != options[0]], options[0])
            s["pending"].insert(0, {"kind": "treasure", "seat": seat, "options": options,
                                    "squares": found})
            return [Event("treasure choice", f"{game.who(seat)}'s trader will take "
                          f"{plural(len(found) - 1, 'treasure')} of {square_names(found)} and "
                          "chooses which stays.", {"seat": seat})]
        s["pending"].pop(0)
        return []


class TreasureChoice(Kind):
    """Which treasure stays (the others go to the trader's owner)."""
    name = "treasure"
    rule = "treasures"
    answers = (KeepTreasure,)
    keys = frozenset({"kind", "seat", "options", "squares"})

    def legal(self, game, d, seat):
        return [KeepTreasure(i) for i in d["options"]]

    def apply(self, game, d, seat, a):
        if a.square not in d["options"]:
            where = "in a corner" if game.state["options"]["side"] == "classic" else \
                "outside the rivers"
            raise IllegalAction(self.rule, f"The treasure on {square_name(a.square)} may not "
                                f"be the one left: the trader takes the treasures {where} "
                                f"first; leave one of {square_names(d['options'])}.")
        game.state["pending"].pop(0)
        return take(game, seat, [i for i in d["squares"] if i != a.square], a.square)

    def ask(self, game, d):
        return "choose the treasure that stays"

    def prompt(self, game, d):
        return f"{self.ask(game, d)} (keep <square>)"

    def view(self, game, d):
        return {"options": [square_name(i) for i in d["options"]],
                "squares": [square_name(i) for i in d["squares"]]}


KINDS = (Treasures(), TreasureChoice())
