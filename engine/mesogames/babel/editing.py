"""The board editor for Babel: nation cards, temple levels and pawns put at the five
construction sites (docs/positions.md).

A place is a site, named by its nation's letter (`H`), or one player's half of it
(`north H`). The palette holds each player's pieces, so a piece goes to its owner's half
wherever the site is clicked:

    north A         an Assyrian card laid at the end of north's cards at the site
    north temple    the next level of north's temple at the site (1, then 2, ... 6)
    north pawn      north's pawn moved to the site

The eraser on a player's half takes off the card laid last there, or when no card is
left, the temple's top level; on the site's name, the pawns standing there go back to
the quarry.
"""
from __future__ import annotations

from ..editing import Editing, value_of, with_line
from ..words import possessive
from .cards import NATION_NAME, NATION_ONE, NATIONS, SEATS, nation_of

TEMPLE_TOP = 6


class BabelEditing(Editing):
    pool = ("deck", "quarry")

    def palette(self, game) -> list[dict]:
        out = []
        for seat in SEATS:
            group = f"{possessive(seat)} pieces"
            mine = possessive(seat)
            out += [{"piece": f"{seat} {n}", "label": f"{mine} {NATION_ONE[n]} card",
                     "group": group} for n in NATIONS]
            out += [{"piece": f"{seat} temple", "label": f"{mine} temple level", "group": group},
                    {"piece": f"{seat} pawn", "label": f"{mine} pawn", "group": group}]
        return out

    def put(self, lines, piece, place):
        seat, _, what = piece.partition(" ")
        nation = self._site(place)[1]
        if seat not in SEATS or not what:
            raise self.refuse(f"{piece!r} is not a piece of the palette.")
        site = f"{seat} {NATION_NAME[nation].lower()}"
        if what == "pawn":
            return with_line(lines, f"{seat} pawn", NATION_NAME[nation])
        cards, levels = self._at(lines, site)
        if what == "temple":
            level = max(levels, default=0) + 1
            if level > TEMPLE_TOP:
                raise self.refuse(f"{possessive(seat).capitalize()} temple at the "
                                  f"{NATION_NAME[nation]} site has all {TEMPLE_TOP} levels.")
            return self._write(lines, site, cards, levels + [level])
        try:
            card = nation_of(what)
        except Exception:
            raise self.refuse(f"{piece!r} is not a piece of the palette.") from None
        return self._write(lines, site, cards + [card], levels)

    def clear(self, lines, place):
        seat, nation = self._site(place)
        if seat is None:
            there = [s for s in SEATS if (value_of(lines, f"{s} pawn") or "").lower()
                     == NATION_NAME[nation].lower()]
            if not there:
                raise self.refuse(f"No pawn stands at the {NATION_NAME[nation]} site: click a "
                                  "player's half of it to take a card or a level off.")
            for s in there:
                lines = with_line(lines, f"{s} pawn", "quarry")
            return lines
        site = f"{seat} {NATION_NAME[nation].lower()}"
        cards, levels = self._at(lines, site)
        if cards:
            return self._write(lines, site, cards[:-1], levels)
        if levels:
            return self._write(lines, site, cards, levels[:-1])
        raise self.refuse(f"{possessive(seat).capitalize()} half of the "
                          f"{NATION_NAME[nation]} site is empty.")

    def _site(self, place: str) -> tuple[str | None, str]:
        """(the seat or None, the nation) of a place: 'H' or 'north H'."""
        words = place.split()
        seat = words.pop(0).lower() if len(words) == 2 and words[0].lower() in SEATS else None
        try:
            if len(words) != 1:
                raise ValueError
            return seat, nation_of(words[0])
        except Exception:
            raise self.refuse(f"{place!r} is not a site: write a nation's letter (A H M P S), "
                              "or a player's half of a site, like 'north H'.") from None

    @staticmethod
    def _at(lines, site) -> tuple[list[str], list[int]]:
        cards, _, levels = (value_of(lines, site) or "").partition("|")
        return cards.split(), [int(x) for x in levels.split() if x.isdigit()]

    @staticmethod
    def _write(lines, site, cards, levels):
        value = " ".join(cards) + (" | " + " ".join(map(str, levels)) if levels else "")
        return with_line(lines, site, value.strip())


EDITING = BabelEditing()
