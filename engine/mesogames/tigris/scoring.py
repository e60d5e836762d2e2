"""Victory points: a tile's point (to the leader of its colour, else the king; two with
the building of its colour, expansion 1), the monuments' points at the end of a turn, the
ziggurat's point (expansion 2), and the final count (the weakest colour wins, treasures
wild)."""
from __future__ import annotations

from ..core import Event
from ..dynasties import (
    COLOUR_NAME,
    COLOURS,
    LEADER_NAME,
    rank_by,
    weakest_first_counts,
    wild_counts,
)
from ..phrases import say
from ..queue import Kind
from .actions import Bonus
from .board import TILE_NAME, monument_name, square_name
from .kingdoms import components, group_of, leader_of_colour, leader_square
from .structures import block


def score(state: dict, seat: int, colour: str, points: int = 1) -> None:
    state["scores"][seat][colour] += points


def tile_point(game, i: int, colour: str) -> list[Event]:
    """The point for a tile placed in a kingdom: to the leader of its colour, or else
    to the king."""
    s = game.state
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
    score(s, seat, colour, points)
    via = LEADER_NAME[s["leaders"][sq][1]]
    extra = say("tg.building point", tile=TILE_NAME[colour]) if points == 2 else None
    return [Event.said("point", say("tg.point", seat=game.who(seat), points=points,
                                    what=COLOUR_NAME[colour] + " point", via=via,
                                    square=square_name(sq), extra=extra),
                       {"seat": seat, "colour": colour, "points": points})]


def monument_points(game) -> list[Event]:
    """At the end of the active player's turn, a point for each of their leaders sharing a
    kingdom with a monument of its colour."""
    s = game.state
    active = s["turn"]
    events = []
    label, groups = components(s)
    for colour in COLOURS:
        sq = leader_square(s, active, colour)
        if sq is None:
            continue
        group = set(groups[label[sq]])
        for m in s["monuments"]:
            if colour in m["colours"] and group & set(block(m["at"])):
                score(s, active, colour)
                events.append(Event.said("point", say(
                    "tg.monument point", seat=game.who(active), leader=LEADER_NAME[colour],
                    monument=monument_name(m["colours"]), colour=COLOUR_NAME[colour]),
                    {"seat": active, "colour": colour, "points": 1}))
    return events


def earns_bonus(game) -> bool:
    """Whether the active player's king shares a kingdom with the ziggurat (expansion 2)."""
    s = game.state
    king = leader_square(s, s["turn"], "K")
    if s["ziggurat"] is None or king is None:
        return False
    label, _ = components(s)
    return label[king] == label[s["ziggurat"]]


class BonusPoint(Kind):
    """The point of the active player's choice that a king beside the ziggurat earns."""
    name = "bonus"
    rule = "the ziggurat (expansion 2)"
    answers = (Bonus,)
    keys = frozenset({"kind", "seat"})

    def legal(self, game, d, seat):
        return [Bonus(c) for c in COLOURS]

    def apply(self, game, d, seat, a):
        game.state["pending"].pop(0)
        score(game.state, seat, a.colour)
        return [Event.said("point", say("tg.ziggurat point", seat=game.who(seat),
                                        colour=COLOUR_NAME[a.colour]),
                           {"seat": seat, "colour": a.colour, "points": 1})]

    def ask(self, game, d):
        return "choose the colour of the ziggurat's point"

    def prompt(self, game, d):
        return f"{self.ask(game, d)} (bonus <colour>)"


def result(game) -> dict:
    s = game.state
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


KINDS = (BonusPoint(),)
