"""The actions of Euphrat & Tigris: the card game, and their notation.

    king 3.2            place (or move) your king onto the card at 3.2
    red 3               add a red card from your hand under column 3
    green 3|4           add a green card into the gap between columns 3 and 4 (a link)
    catastrophe 3.2     play your catastrophe on the card at 3.2 (or a gap card: 3|4)
    pass                end your turn now (a turn has up to two actions)
    commit 3            in a conflict, put 3 cards of the conflict's colour from hand
    bank green          put a green card from your hand on your points pile
    decline             do not take what is offered (points, a ship, treasures)
    ship blue-green     replace the four cards just lined up by the blue-green ship
    war green           resolve the green war next (the active player orders the wars)
    keep 3              keep the treasure of column 3 in play and take the other ones
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, IllegalAction
from ..dynasties import ChooseWar, Commit, Decline, Pass  # noqa: F401 (the actions both games have)
from .cards import (
    COLOUR_NAME,
    LEADER_NAME,
    SHIP_NAME,
    SHIP_OF_WORD,
    colour_of,
    leader_of,
    parse_pos,
    parse_target,
    pos_str,
    target_str,
)


@dataclass(frozen=True, repr=False)
class PlaceLeader(Action):
    kind = "leader"
    leader: str          # colour letter K R G B
    pos: tuple

    def __str__(self):
        return f"{LEADER_NAME[self.leader]} {pos_str(self.pos)}"

    def parts(self):
        return {"piece": self.leader, "place": pos_str(self.pos)}


@dataclass(frozen=True, repr=False)
class PlayCard(Action):
    kind = "card"
    colour: str
    target: tuple        # ("col", i) or ("g", i)

    def __str__(self):
        return f"{COLOUR_NAME[self.colour]} {target_str(self.target)}"

    def parts(self):
        return {"piece": self.colour, "place": target_str(self.target)}


@dataclass(frozen=True, repr=False)
class Catastrophe(Action):
    kind = "catastrophe"
    pos: tuple

    def __str__(self):
        return f"catastrophe {pos_str(self.pos)}"

    def parts(self):
        return {"place": pos_str(self.pos)}




@dataclass(frozen=True, repr=False)
class Bank(Action):
    kind = "bank"
    colour: str

    def __str__(self):
        return f"bank {COLOUR_NAME[self.colour]}"

    def parts(self):
        return {"piece": self.colour}



@dataclass(frozen=True, repr=False)
class BuildShip(Action):
    kind = "ship"
    ship: str

    def __str__(self):
        return f"ship {SHIP_NAME[self.ship]}"

    def parts(self):
        return {"piece": self.ship}



@dataclass(frozen=True, repr=False)
class KeepTreasure(Action):
    kind = "keep"
    column: int          # 0-7

    def __str__(self):
        return f"keep {self.column + 1}"

    def parts(self):
        return {"place": str(self.column + 1)}


def parse_action(text: str) -> Action:
    words = text.strip().lower().split()
    if not words:
        raise IllegalAction("notation", "An empty action: write e.g. 'red 3', 'king 3.2' or "
                            "'pass'.")
    head, rest = words[0], words[1:]

    def one(what: str) -> str:
        if len(rest) != 1:
            raise IllegalAction("notation", f"{text!r}: '{head}' takes one {what}.")
        return rest[0]

    if head in ("pass", "decline") and not rest:
        return Pass() if head == "pass" else Decline()
    if head == "commit":
        n = one("number")
        if not n.isdigit():
            raise IllegalAction("notation", f"{text!r}: write the number of cards, like commit 2.")
        return Commit(int(n))
    if head == "bank":
        return Bank(colour_of(one("colour")))
    if head == "war":
        return ChooseWar(colour_of(one("colour")))
    if head == "ship":
        w = one("ship")
        if w not in SHIP_OF_WORD:
            raise IllegalAction("notation", f"{w!r} is not a ship: say blue-black, blue-green "
                                "or blue-red.")
        return BuildShip(SHIP_OF_WORD[w])
    if head == "keep":
        c = one("column")
        if not (c.isdigit() and 1 <= int(c) <= 8):
            raise IllegalAction("notation", f"{text!r}: write the treasure's column, like keep 3.")
        return KeepTreasure(int(c) - 1)
    if head in ("catastrophe", "cat"):
        return Catastrophe(parse_pos(one("place")))
    try:
        leader = leader_of(head)
    except IllegalAction:
        leader = None
    if leader is not None:
        return PlaceLeader(leader, parse_pos(one("place")))
    try:
        colour = colour_of(head)
    except IllegalAction:
        raise IllegalAction("notation", f"Cannot read {text!r}: start with a leader (king 3.2), "
                            "a colour (red 3, green 3|4), catastrophe, pass, commit, bank, "
                            "decline, ship, war or keep.") from None
    return PlayCard(colour, parse_target(one("column or gap")))
