"""The actions of Tigris & Euphrates, and their notation.

A turn (up to two actions):

    king F7             place your king on F7, or move it there if it is on the board
    withdraw king       take your king back from the board (retirer un chef)
    red F7              place a red tile (temple) from behind your screen on F7
                        (tile words work too: settlement, temple, market, farm)
    catastrophe F7      place one of your two catastrophe tiles on F7
    swap red red blue   discard these tiles from behind your screen and draw as many
    pass                end your turn now

Answers to what a rule asks (one seat decides; see `TigrisGame.decision`):

    commit 3            in a conflict, add 3 tiles of its colour from behind your screen
    war green           the active player chooses which conflict of a union comes next
    keep F7             the trader's owner leaves the treasure on F7 and takes the others
    monument red-blue F7  build that monument on the square of four whose top-left is F7
    ziggurat F7         build the ziggurat on the cross centred on F7 (expansion 2)
    building green F7   put the market building on F7 (expansion 1)
    bonus red           the point of your choice that the ziggurat gives
    decline             do not build what could be built
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, IllegalAction
from ..dynasties import (  # noqa: F401 (the actions both games have)
    COLOUR_NAME,
    COLOURS,
    LEADER_NAME,
    LEADER_OF_WORD,
    ChooseWar,
    Commit,
    Decline,
    Pass,
    colour_of,
    leader_of,
)
from .board import monument_name, monument_of, parse_square, square_name, tile_of


@dataclass(frozen=True, repr=False)
class PlaceLeader(Action):
    kind = "leader"
    leader: str          # colour letter K R G B
    square: int

    def __str__(self):
        return f"{LEADER_NAME[self.leader]} {square_name(self.square)}"

    def parts(self):
        return {"piece": self.leader, "place": square_name(self.square)}


@dataclass(frozen=True, repr=False)
class Withdraw(Action):
    kind = "withdraw"
    leader: str

    def __str__(self):
        return f"withdraw {LEADER_NAME[self.leader]}"

    def parts(self):
        return {"piece": self.leader}


@dataclass(frozen=True, repr=False)
class PlaceTile(Action):
    kind = "tile"
    colour: str
    square: int

    def __str__(self):
        return f"{COLOUR_NAME[self.colour]} {square_name(self.square)}"

    def parts(self):
        return {"piece": self.colour, "place": square_name(self.square)}


@dataclass(frozen=True, repr=False)
class Catastrophe(Action):
    kind = "catastrophe"
    square: int

    def __str__(self):
        return f"catastrophe {square_name(self.square)}"

    def parts(self):
        return {"place": square_name(self.square)}


@dataclass(frozen=True, repr=False)
class Swap(Action):
    kind = "swap"
    tiles: str           # colour letters, in the order K R G B

    def __str__(self):
        return "swap " + " ".join(COLOUR_NAME[c] for c in self.tiles)

    def parts(self):
        return {"pieces": list(self.tiles)}





@dataclass(frozen=True, repr=False)
class KeepTreasure(Action):
    kind = "keep"
    square: int

    def __str__(self):
        return f"keep {square_name(self.square)}"

    def parts(self):
        return {"place": square_name(self.square)}


@dataclass(frozen=True, repr=False)
class BuildMonument(Action):
    kind = "monument"
    monument: str        # two colour letters, as in board.MONUMENTS
    square: int          # top-left square of the four

    def __str__(self):
        return f"monument {monument_name(self.monument)} {square_name(self.square)}"

    def parts(self):
        return {"piece": self.monument, "place": square_name(self.square)}


@dataclass(frozen=True, repr=False)
class BuildZiggurat(Action):
    kind = "ziggurat"
    square: int          # centre of the cross

    def __str__(self):
        return f"ziggurat {square_name(self.square)}"

    def parts(self):
        return {"place": square_name(self.square)}


@dataclass(frozen=True, repr=False)
class BuildBuilding(Action):
    kind = "building"
    colour: str
    square: int

    def __str__(self):
        return f"building {COLOUR_NAME[self.colour]} {square_name(self.square)}"

    def parts(self):
        return {"piece": self.colour, "place": square_name(self.square)}


@dataclass(frozen=True, repr=False)
class Bonus(Action):
    kind = "bonus"
    colour: str

    def __str__(self):
        return f"bonus {COLOUR_NAME[self.colour]}"

    def parts(self):
        return {"piece": self.colour}



def swap_of(colours) -> Swap:
    return Swap("".join(sorted(colours, key=COLOURS.index)))


def parse_action(text: str) -> Action:
    """An action from its notation (see the module docstring)."""
    if not isinstance(text, str):
        raise IllegalAction("notation", f"Not an action: {text!r}.")
    words = text.strip().split()
    if not words:
        raise IllegalAction("notation", "An empty action: write e.g. 'red F7' or 'pass'.")
    head, rest = words[0].lower(), words[1:]

    def one(what: str) -> str:
        if len(rest) != 1:
            raise IllegalAction("notation", f"{text!r}: write {head} {what}.")
        return rest[0]

    if head in ("pass", "decline") and not rest:
        return Pass() if head == "pass" else Decline()
    if head in LEADER_OF_WORD:
        return PlaceLeader(leader_of(head), parse_square(one("and a square, like F7")))
    if head in ("withdraw", "retirer"):
        return Withdraw(leader_of(one("and a leader, like king")))
    if head == "catastrophe":
        return Catastrophe(parse_square(one("and a square, like F7")))
    if head == "swap":
        if not rest:
            raise IllegalAction("notation", "swap: list the tiles to discard, like swap red blue.")
        return swap_of(tile_of(w) for w in rest)
    if head == "commit":
        n = one("and a number, like 2")
        if not n.isdigit():
            raise IllegalAction("notation", f"{n!r} is not a number of tiles.")
        return Commit(int(n))
    if head == "war":
        return ChooseWar(colour_of(one("and a colour, like green")))
    if head == "keep":
        return KeepTreasure(parse_square(one("and a square, like F7")))
    if head == "monument":
        if len(rest) != 2:
            raise IllegalAction("notation", "monument: name it and its top-left square, like "
                                "monument red-blue F7.")
        return BuildMonument(monument_of(rest[0]), parse_square(rest[1]))
    if head == "ziggurat":
        return BuildZiggurat(parse_square(one("and the centre square, like F7")))
    if head == "building":
        if len(rest) != 2:
            raise IllegalAction("notation", "building: give its colour and a square, like "
                                "building green F7.")
        return BuildBuilding(colour_of(rest[0]), parse_square(rest[1]))
    if head == "bonus":
        return Bonus(colour_of(one("and a colour, like red")))
    try:
        colour = tile_of(head)
    except IllegalAction:
        raise IllegalAction("notation", f"{text!r} is not an action: start with a leader (king, "
                            "priest, trader, farmer), a tile colour, withdraw, catastrophe, "
                            "swap, pass, commit, war, keep, monument, ziggurat, building, "
                            "bonus or decline.") from None
    return PlaceTile(colour, parse_square(one("and a square, like F7")))
