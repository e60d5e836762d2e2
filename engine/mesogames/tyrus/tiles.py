"""Tyrus pieces: character tiles, corporations, buildings, and who neutralizes whom (the
placement that names them is in actions.py)."""
from __future__ import annotations

from ..core import IllegalAction

SEATS = ("beige", "brown")

#: Corporation letter -> (name of one, name of many).
CORPORATIONS = {"S": ("soldier", "soldiers"), "M": ("merchant", "merchants"),
                "P": ("priest", "priests")}

#: The building where each corporation's representative is elected, and its card's name.
BUILDING_OF = {"S": "citadel", "M": "market", "P": "temple"}
ELECTION_NAME = {"S": "general", "M": "chief merchant", "P": "high priest"}
BUILDINGS = ("citadel", "market", "temple")
CORP_OF_BUILDING = {b: c for c, b in BUILDING_OF.items()}

#: COUNTER[c] is the corporation that neutralizes c ("1 merchant neutralizes 1 soldier",
#: "1 soldier neutralizes 1 priest", "1 priest neutralizes 1 merchant").
COUNTER = {"S": "M", "P": "S", "M": "P"}

ALL_TILES = tuple(f"{c}{v}" for c in "SMP" for v in range(1, 11))


def check_tile(text: str) -> str:
    t = text.strip().upper()
    if t not in ALL_TILES:
        raise IllegalAction("character tiles",
                            f"{text!r} is not a tile: write a corporation letter (S soldiers, "
                            "M merchants, P priests) and a value from 1 to 10, like M10.")
    return t


def corp(tile: str) -> str:
    return tile[0]


def value(tile: str) -> int:
    return int(tile[1:])


def describe(tile: str) -> str:
    one, many = CORPORATIONS[corp(tile)]
    return f"{value(tile)} {one if value(tile) == 1 else many}"


def seat_of(name: str) -> int:
    key = name.strip().lower()
    aliases = {"beige": 0, "brown": 1, "marron": 1}
    if key not in aliases:
        raise IllegalAction("buildings", f"{name!r} is not a player: say beige or brown.")
    return aliases[key]


def building_of_name(name: str) -> str:
    key = name.strip().lower()
    if key not in BUILDINGS:
        raise IllegalAction("buildings",
                            f"{name!r} is not a building: say citadel, market or temple.")
    return key
