"""The board of Tigris & Euphrates: its squares, both sides, the tiles and the pieces.

Squares are named as in the notation and on the drawn board: columns A-P from the left,
rows 1-11 from the top ("A1" is the top-left corner, "P11" the bottom-right). In the state
a square is an index, row * 16 + column.

Codes (one letter, as in the state and in the diagram):

    K black: settlement (Population)      R red: temple (Temple)
    G green: market (Marché)              B blue: farm (Ferme)
    a lower-case letter: that tile turned face down under a monument or the ziggurat
    X a catastrophe (Catastrophe)

The two sides were read off the printed boards (see ../shared/data/tigris-boards.txt, the
source of the maps below): `~` river, `T` a starting temple with a treasure, `P` the same
with a treasure a trader must take first.
"""
from __future__ import annotations

from ..core import IllegalAction
from ..dynasties import COLOUR_NAME, COLOUR_OF_WORD, COLOURS, PALETTE

ROWS, COLS = 11, 16
SIZE = ROWS * COLS
COLUMN_LETTERS = "ABCDEFGHIJKLMNOP"

MAPS = {
    "classic": (
        "....~~~~~.T.~...",
        ".P..~.......~..P",
        "...~~T......~~..",
        "~~~~.........~~~",
        ".............T~~",
        "..............~.",
        "~~~~....T...~~~.",
        ".P.~~~~.....~...",
        "......~~~~~~~.P.",
        ".....T..........",
        "..........T.....",
    ),
    "alternative": (
        "..~~T....T.....~",
        "..~~..........T~",
        ".P~~...........~",
        "..~...T....T~~~~",
        "..~.........~...",
        "..~T........~..P",
        "..~~........~~..",
        "P..~~~.T....T~..",
        ".....~~~.....~..",
        "....P.~~~~~~~~..",
        "......~..P....P.",
    ),
}
SIDES = tuple(MAPS)

#: Civilization tiles in the box (153): 57 temples, 36 farms, 30 markets, 30 settlements.
TILE_COUNTS = {"R": 57, "B": 36, "G": 30, "K": 30}
TILE_NAME = {c: PALETTE["colours"][c]["tile"] for c in COLOURS}
TILE_OF_WORD = {"settlement": "K", "population": "K", "temple": "R", "market": "G",
                "marche": "G", "marché": "G", "farm": "B", "ferme": "B"}
HAND = 6
CATASTROPHES = 2
#: The six monuments, each of two different colours, in the order of their names.
MONUMENTS = ("KR", "KG", "KB", "RG", "RB", "GB")
CATASTROPHE = "X"


#: Each square's name by its index ("A1", "B1", ... "P11"): what the view writes a few
#: hundred times per refresh.
SQUARE_NAMES = tuple(f"{COLUMN_LETTERS[i % COLS]}{i // COLS + 1}" for i in range(SIZE))


def square_name(i: int) -> str:
    return SQUARE_NAMES[i]


def square_names(squares) -> str:
    """"F5, G5, H6"."""
    return ", ".join(square_name(i) for i in squares)


def parse_square(text: str) -> int:
    t = text.strip().upper()
    if len(t) >= 2 and t[0] in COLUMN_LETTERS and t[1:].isdigit() and 1 <= int(t[1:]) <= ROWS:
        return (int(t[1:]) - 1) * COLS + COLUMN_LETTERS.index(t[0])
    raise IllegalAction("notation", f"{text!r} is not a square: write a column A-P and a row "
                        "1-11, like F7.")


def _neighbours(i: int) -> tuple[int, ...]:
    r, c = divmod(i, COLS)
    out = []
    if r > 0:
        out.append(i - COLS)
    if r < ROWS - 1:
        out.append(i + COLS)
    if c > 0:
        out.append(i - 1)
    if c < COLS - 1:
        out.append(i + 1)
    return tuple(out)


#: The orthogonal neighbours of each square.
NEIGHBOURS = tuple(_neighbours(i) for i in range(SIZE))


class Side:
    """One side of the board: where the rivers are and where the treasures start."""

    def __init__(self, name: str):
        rows = MAPS[name]
        cells = "".join(rows)
        self.name = name
        self.river = frozenset(i for i, ch in enumerate(cells) if ch == "~")
        self.starts = tuple(i for i, ch in enumerate(cells) if ch in "TP")
        self.priority = frozenset(i for i, ch in enumerate(cells) if ch == "P")


BOARDS = {name: Side(name) for name in SIDES}


def side_of(word: str) -> str:
    key = word.strip().lower()
    aliases = {"classic": "classic", "classique": "classic", "blue": "classic",
               "alternative": "alternative", "alternatif": "alternative"}
    if key not in aliases:
        raise ValueError(f"{word!r} is not a side of the board: say classic or alternative.")
    return aliases[key]


def tile_of(word: str) -> str:
    """A tile colour from a colour word (red) or a tile word (temple)."""
    key = word.strip().lower()
    if key in TILE_OF_WORD:
        return TILE_OF_WORD[key]
    if key in COLOUR_OF_WORD:
        return COLOUR_OF_WORD[key]
    raise IllegalAction("notation", f"{word!r} is not a civilization tile: say black "
                        "(settlement), red (temple), green (market) or blue (farm).")


def monument_name(m: str) -> str:
    return f"{COLOUR_NAME[m[0]]}-{COLOUR_NAME[m[1]]}"


def monument_of(word: str) -> str:
    parts = word.strip().lower().split("-")
    if len(parts) == 2 and all(p in COLOUR_OF_WORD for p in parts):
        pair = {COLOUR_OF_WORD[p] for p in parts}
        for m in MONUMENTS:
            if set(m) == pair:
                return m
    raise IllegalAction("notation", f"{word!r} is not a monument: name its two colours, like "
                        "red-blue.")
