"""Cards, leaders, dynasties and board positions of Euphrat & Tigris: the card game.

Card codes (one letter, as in the state and the diagram):

    K black (people, "Peuple")      R red (temples, "Temples")
    G green (markets, "Marchés")    B blue (farms, "Fermes")
    T treasure (red with a yellow dragon, "Trésor")
    SK, SG, SR the ships blue-black, blue-green, blue-red ("Bateau")

Positions (notation): the eight columns are numbered 1-8 from the left. `3.0` is the
head of column 3 (its treasure, or the red card that replaced it), `3.1` the first card
under it, ... `3.8` the last. `3|4` is the gap between the heads of columns 3 and 4.
"""
from __future__ import annotations

from ..core import IllegalAction
from ..dynasties import (  # noqa: F401
    COLOUR_NAME,
    COLOUR_OF_WORD,
    COLOURS,
    LEADER_NAME,
    LEADER_OF_WORD,
    SEAT_FR,
    SEATS,
    colour_of,
    leader_of,
    seat_of,
)

KIND_NAME = {"K": "people", "R": "temple", "G": "market", "B": "farm"}

SHIPS = ("SK", "SG", "SR")
SHIP_NAME = {"SK": "blue-black", "SG": "blue-green", "SR": "blue-red"}
SHIP_OF_WORD = {v: k for k, v in SHIP_NAME.items()} | {s.lower(): s for s in SHIPS}

#: How many of each civilization card (193 in all, with the 8 treasures).
COUNTS = {"K": 40, "G": 40, "R": 65, "B": 40, "T": 8}
TOTAL_CARDS = 193
HAND = 8
COLUMNS = 8
GAPS = COLUMNS - 1
MAX_IN_COLUMN = 8         # cards under the head
LINK_MINIMUM = 3          # cards under each neighbouring head before a gap may be filled
TWO_PLAYER_REMOVED = 30


def ship_colours(ship: str) -> tuple[str, str]:
    """The two leader colours a ship serves: blue and its other colour."""
    return ("B", ship[1])


# ---------------------------------------------------------------- positions
# A position is a tuple: ("c", column, row) with column 0-7 and row 0-8 (0 = head), or
# ("g", gap) with gap 0-6 (between columns gap and gap + 1).

def pos_str(pos: tuple) -> str:
    if pos[0] == "g":
        return f"{pos[1] + 1}|{pos[1] + 2}"
    return f"{pos[1] + 1}.{pos[2]}"


def parse_pos(text: str) -> tuple:
    t = text.strip()
    if "|" in t:
        a, _, b = t.partition("|")
        if a.isdigit() and b.isdigit() and 1 <= int(a) <= GAPS and int(b) == int(a) + 1:
            return ("g", int(a) - 1)
        raise IllegalAction("notation", f"{text!r} is not a gap: write two neighbouring "
                            "columns, like 3|4.")
    a, dot, b = t.partition(".")
    if dot and a.isdigit() and b.isdigit() and 1 <= int(a) <= COLUMNS \
            and 0 <= int(b) <= MAX_IN_COLUMN:
        return ("c", int(a) - 1, int(b))
    raise IllegalAction("notation", f"{text!r} is not a card's place: write column.row, like "
                        "3.2 (3.0 is the treasure heading column 3), or a gap like 3|4.")


def parse_target(text: str) -> tuple:
    """Where a card is added: a column number (`3`) or a gap (`3|4`)."""
    t = text.strip()
    if "|" in t:
        return parse_pos(t)
    if t.isdigit() and 1 <= int(t) <= COLUMNS:
        return ("col", int(t) - 1)
    raise IllegalAction("notation", f"{text!r} is not a column or a gap: write 1-8 or 3|4.")


def target_str(target: tuple) -> str:
    return f"{target[1] + 1}" if target[0] == "col" else pos_str(target)
