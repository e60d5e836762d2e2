"""A Babel position built by name (the shape every game's builder shares is in
mesogames/builder.py):

    b = Builder()
    b.turn("north", number=5)
    b.place("Sumerians", "north", "Hittites")    # a nation card laid at north's site
    b.place("temple 2", "north", "Hittites")     # a level of north's temple there
    b.place("pawn", "north", "Hittites")         # north's pawn on that site
    b.hand("north", "A H S")                     # "..." draws the others from the deck
    b.pile("north column", "2 6")                # north's temple column, top first
    b.pile("quarry", "1 2")                      # the top of the quarry ("deck", "discard")
    b.line("migrated", "yes")                    # any other diagram line
    game = b.game(seed=1)
"""
from __future__ import annotations

from ..builder import Builder as Base
from ..core import IllegalAction
from ..diagrams import RULE
from .cards import NATION_NAME, NATIONS, SEATS, level_of, nation_of


class Builder(Base):
    """A Babel position, card by card (see the module's documentation)."""

    package = "babel"
    title = "Babel"
    seats = SEATS
    piles = ("deck", "discard", "quarry", "north column", "south column")

    def __init__(self):
        super().__init__()
        self._sites = {(seat, n): ([], []) for seat in SEATS for n in NATIONS}

    def turn(self, seat: str, number: int = 1) -> "Builder":
        """The turn's number and whose turn it is (the first player plays the odd ones)."""
        return self._put("turn", f"{number} {self._seat(seat)}",
                         f"turn({seat!r}, number={number!r})")

    def place(self, piece, seat: str, site: str) -> "Builder":
        """place("Sumerians", "north", "Hittites"): a nation card laid at a site, after
        those laid before; place("temple 2", ...): a temple level there; place("pawn", ...):
        the seat's pawn on the site (or "quarry")."""
        call = f"place({piece!r}, {seat!r}, {site!r})"
        name = self._seat(seat)
        word = " ".join(str(piece).lower().split())
        if word == "pawn":
            where = "quarry" if str(site).strip().lower() == "quarry" else \
                NATION_NAME[nation_of(site)]
            return self._put(f"{name} pawn", where, call)
        nation = nation_of(site)
        cards, temple = self._sites[(name, nation)]
        if word.startswith("temple "):
            level = level_of(word.removeprefix("temple "))
            if level in temple:
                raise IllegalAction(RULE, f"{call}: a temple has each level once.")
            temple.append(level)
        else:
            cards.append(nation_of(word))
        self._placed(f"{name} {NATION_NAME[nation].lower()}", call)
        return self

    def board_lines(self) -> list[str]:
        lines = []
        for (seat, n), (cards, temple) in self._sites.items():
            if cards or temple:
                levels = " ".join(map(str, sorted(temple)))
                lines.append(f"{seat} {NATION_NAME[n]}: {' '.join(cards)}"
                             + (f" | {levels}" if levels else ""))
        return lines

    def size(self) -> int:
        return sum(len(c) + len(t) for c, t in self._sites.values())
