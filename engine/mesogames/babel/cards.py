"""Babel pieces: the five nations, the temple cards, the seats and the sites.

Nation cards are written by a letter: A Assyrians, H Hittites, M Medes, P Persians,
S Sumerians. Each construction site (chantier) has the colour of one nation, so a site is
named by its nation too. Temple cards are written by their level, 1 to 6.
"""
from __future__ import annotations

import unicodedata

from ..core import IllegalAction

#: Seat names. The board has one side per player; "north" and "south" name those sides.
SEATS = ("north", "south")

NATIONS = ("A", "H", "M", "P", "S")
NATION_NAME = {"A": "Assyrians", "H": "Hittites", "M": "Medes", "P": "Persians",
               "S": "Sumerians"}
#: One card's name in a sentence ("an Assyrians card" reads badly; "an Assyrian card").
NATION_ONE = {"A": "Assyrian", "H": "Hittite", "M": "Mede", "P": "Persian", "S": "Sumerian"}
#: Colours: the rulebook names red (Sumerians), yellow (Hittites) and green (Medes); the
#: other two are the engine's choice for pictures only.
NATION_COLOUR = {"A": "#3a6db5", "H": "#e0b72c", "M": "#3f9a4a", "P": "#8a4fa8",
                 "S": "#c0392b"}
CARDS_PER_NATION = 12
ALL_NATION_CARDS = tuple(n for n in NATIONS for _ in range(CARDS_PER_NATION))

LEVELS = (1, 2, 3, 4, 5, 6)
#: 10 of level 1, 9 of level 2, ... 5 of level 6: 45 temple cards.
TEMPLE_COUNT = {1: 10, 2: 9, 3: 8, 4: 7, 5: 6, 6: 5}
ALL_TEMPLE_CARDS = tuple(lv for lv in LEVELS for _ in range(TEMPLE_COUNT[lv]))

_ALIASES = {}
for _n, _name in NATION_NAME.items():
    for _alias in (_n, _name, NATION_ONE[_n]):
        _ALIASES[_alias.lower()] = _n
# French names, so a teacher may copy them from the rulebook.
_ALIASES.update({"assyriens": "A", "hittites": "H", "medes": "M", "perses": "P",
                 "sumeriens": "S"})


def _plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word.strip().lower())
                   if unicodedata.category(c) != "Mn")


def a_card(nation: str) -> str:
    """'an Assyrian card', 'a Hittite card'."""
    one = NATION_ONE[nation]
    return f"{'an' if one[0] in 'AEIOU' else 'a'} {one} card"


def cards_of(count: int, nation: str) -> str:
    """'1 Mede card', '2 Assyrian cards'."""
    return f"{count} {NATION_ONE[nation]} card{'' if count == 1 else 's'}"


def nation_of(word: str) -> str:
    """The nation letter of a word: a letter, an English or a French name."""
    key = _plain(word)
    if key not in _ALIASES:
        raise IllegalAction("notation", f"{word!r} is not a nation: say Assyrians, Hittites, "
                            "Medes, Persians or Sumerians (or A, H, M, P, S).")
    return _ALIASES[key]


def seat_of(word: str) -> int:
    key = word.strip().lower()
    if key not in SEATS:
        raise IllegalAction("notation", f"{word!r} is not a player: say north or south.")
    return SEATS.index(key)


def level_of(word: str) -> int:
    try:
        lv = int(word)
    except ValueError:
        lv = 0
    if lv not in LEVELS:
        raise IllegalAction("notation", f"{word!r} is not a temple level: say 1 to 6.")
    return lv


def hand_order(cards) -> list[str]:
    return sorted(cards, key=NATIONS.index)


def runs(column: list[str], nation: str | None = None) -> list[tuple[str, int, int]]:
    """The runs of three or more identical cards in a column: (nation, start, length), with
    `start` the 0-based index of the run's first card."""
    found = []
    i = 0
    while i < len(column):
        j = i
        while j < len(column) and column[j] == column[i]:
            j += 1
        if j - i >= 3 and (nation is None or column[i] == nation):
            found.append((column[i], i, j - i))
        i = j
    return found
