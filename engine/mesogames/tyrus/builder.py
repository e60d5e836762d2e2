"""A Tyrus position built by name (the shape every game's builder shares is in
mesogames/builder.py):

    b = Builder()
    b.election(2, "S", placed=1)                 # the election's number, card, tiles placed
    b.line("first", "brown").line("results", "M brown")
    b.place("M7", "beige", "brown citadel")      # beige's tile, in brown's citadel
    b.hand("beige", "S7 S5 P6 ...")              # "..." draws the others
    b.pile("beige supply", "S4 S6")              # the top of beige's supply ("cards", ...)
    game = b.game(seed=1)

The tiles a builder leaves out are dealt as docs/positions.md says: hands, discards and
supplies of the sizes the rules fix.
"""
from __future__ import annotations

from ..builder import Builder as Base
from ..core import IllegalAction
from ..diagrams import RULE
from .tiles import BUILDINGS, SEATS, building_of_name, check_tile


class Builder(Base):
    """A Tyrus position, tile by tile (see the module's documentation)."""

    package = "tyrus"
    title = "Tyrus"
    seats = SEATS
    piles = ("cards",) + tuple(f"{s} {p}" for s in SEATS for p in ("supply", "discard"))

    def __init__(self):
        super().__init__()
        self._buildings = {(owner, b): [] for owner in SEATS for b in BUILDINGS}

    def election(self, number: int, card: str, placed: int = 0) -> "Builder":
        """The election under way (1 to 9), its card (S, M or P) and the tiles placed in it
        so far (0 to 5; who places next follows from it and from `first`)."""
        call = f"election({number!r}, {card!r}, placed={placed!r})"
        self._put("election", f"{number} {card}", call)
        return self._put("placed", str(placed), call)

    def place(self, tile: str, seat: str, where: str) -> "Builder":
        """place("M7", "beige", "brown citadel"): the seat's tile in a building, named by
        its owner and kind as in the notation."""
        call = f"place({tile!r}, {seat!r}, {where!r})"
        by = self._seat(seat)
        words = str(where).lower().split()
        if len(words) != 2:
            raise IllegalAction(RULE, f"{call}: name the building by its owner and kind, like "
                                "'brown citadel'.")
        owner, building = self._seat(words[0]), building_of_name(words[1])
        self._buildings[(owner, building)].append((by, check_tile(tile)))
        self._placed(f"{owner} {building}", call)
        return self

    def board_lines(self) -> list[str]:
        lines = []
        for (owner, b), entries in self._buildings.items():
            groups = [by + " " + " ".join(t for who, t in entries if who == by)
                      for by in SEATS if any(who == by for who, _ in entries)]
            if groups:
                lines.append(f"{owner} {b}: " + ", ".join(groups))
        return lines

    def size(self) -> int:
        return sum(len(e) for e in self._buildings.values())
