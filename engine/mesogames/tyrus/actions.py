"""The Tyrus action and its notation.

    M10 beige market        place the tile M10 face down in beige's market

A turn is one placement: a character tile of one's own colour from hand, into either
player's citadel, market or temple.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, IllegalAction
from .tiles import SEATS, building_of_name, check_tile, seat_of


@dataclass(frozen=True, repr=False)
class Place(Action):
    """Place one character tile, face down, in a building (owner's side, building)."""

    kind = "place"

    tile: str
    owner: int
    building: str

    def __str__(self) -> str:
        return f"{self.tile} {SEATS[self.owner]} {self.building}"

    def parts(self) -> dict:
        return {"piece": self.tile, "place": f"{SEATS[self.owner]} {self.building}"}


def parse_action(text: str) -> Place:
    parts = text.replace("@", " ").split()
    if len(parts) != 3:
        raise IllegalAction("notation",
                            f"{text!r} is not a placement: write tile, side and building, "
                            "like 'M10 beige market'.")
    return Place(check_tile(parts[0]), seat_of(parts[1]), building_of_name(parts[2]))
