"""A Tigris & Euphrates position built by name (the shape every game's builder shares is in
mesogames/builder.py):

    b = Builder(players=2)                   # and side=, english=, buildings=, ziggurat=
    b.turn("lion", actions=1)
    b.place("king", "lion", "F5")            # a leader: the piece, its owner, the square
    b.place("red", "F6").place("treasure", "F6")    # a temple, then a treasure on it
    b.place("catastrophe", "G7"); b.place("building", "F6")   # (expansion 1)
    b.place("face-down red", "H7")           # a tile under a monument or the ziggurat
    b.place("monument red-blue", "H7"); b.place("ziggurat", "J8")    # on such tiles
    b.clear("N5")                            # a starting temple taken away
    b.hand("lion", "red red blue ...")       # "..." draws the others from the bag
    b.pile("bag", "black red")               # the top of the bag
    b.line("lion points", "K1 R2")           # any other diagram line
    game = b.game(seed=1)

The board starts as the rules set it up: the side's starting temples with their treasures.
"""
from __future__ import annotations

from ..builder import Builder as Base
from ..core import IllegalAction
from ..diagrams import RULE
from ..dynasties import SEATS, leader_of
from .board import BOARDS, COLS, COLUMN_LETTERS, ROWS, parse_square, side_of, tile_of
from .diagram import LEADER_LETTER, SEAT_LETTER


class Builder(Base):
    """A Tigris & Euphrates position, piece by piece (see the module's documentation)."""

    package = "tigris"
    title = "Tigris & Euphrates"
    piles = ("bag", "out")

    def __init__(self, players: int = 2, side: str = "classic", english: bool = False,
                 buildings: bool = False, ziggurat: bool = False, open_scores: bool = False):
        super().__init__()
        if players not in (2, 3, 4):
            raise IllegalAction(RULE, "Tigris & Euphrates is for 2 to 4 players.")
        try:
            self.side = side_of(side)
        except ValueError as err:
            raise IllegalAction(RULE, str(err)) from None
        self.seats = SEATS[:players]
        self.options = [self.side] + [name for name, on in (
            ("english", english), ("buildings", buildings), ("ziggurat", ziggurat),
            ("open_scores", open_scores)) if on]
        board = BOARDS[self.side]
        self._river = board.river
        self._cells = ["R*" if i in board.starts else self._empty(i) for i in range(ROWS * COLS)]

    def turn(self, seat: str, actions: int = 0) -> "Builder":
        """Whose turn it is, and the actions already taken in it (0 to 2)."""
        return self._put("turn", f"{self._seat(seat)}, actions {actions}",
                         f"turn({seat!r}, actions={actions!r})")

    def place(self, piece: str, *where) -> "Builder":
        """place("king", "lion", "F5"): a leader of a seat; place("red", "F5") (or
        "temple", "face-down red"), place("treasure", "F5") on a temple, place("catastrophe",
        "F5"), place("building", "F5") on the tile there; place("monument red-blue", "F5")
        at the top-left of its four face-down tiles, place("ziggurat", "F5") at the centre
        of its cross."""
        call = f"place({', '.join(map(repr, (piece, *where)))})"
        if len(where) not in (1, 2):
            raise IllegalAction(RULE, f"{call}: say the piece, its owner for a leader, and the "
                                "square, like place('king', 'lion', 'F5').")
        i = parse_square(where[-1])
        word = " ".join(str(piece).lower().split())
        cell = self._cells[i]
        if len(where) == 2:
            seat = self.seats.index(self._seat(where[0]))
            cell = SEAT_LETTER[seat] + LEADER_LETTER[leader_of(word)]
        elif word == "treasure":
            if not cell.startswith("R"):
                raise IllegalAction(RULE, f"{call}: treasures lie on temples; place a red tile "
                                    f"on {where[-1]} first.")
            cell = "R*" + cell[2:] if cell.startswith("R*") else "R*" + cell[1:]
        elif word == "building":
            if cell[:1] not in ("K", "R", "G", "B"):
                raise IllegalAction(RULE, f"{call}: a building stands on a face-up tile; place "
                                    f"one on {where[-1]} first.")
            cell = cell.rstrip("#") + "#"
        elif word == "catastrophe":
            cell = "X"
        elif word.startswith("monument ") or word == "ziggurat":
            key = "monuments" if word != "ziggurat" else "ziggurat"
            value = f"{word.removeprefix('monument ')} {where[-1]}" if key == "monuments" \
                else where[-1]
            if key == "monuments" and "monuments" in self._lines:
                value = self._lines["monuments"] + ", " + value
            return self._put(key, value, call)
        else:
            down = word.startswith("face-down ")
            colour = tile_of(word.removeprefix("face-down "))
            cell = colour.lower() if down else colour
        self._cells[i] = cell
        self._placed(f"row {i // COLS + 1}", call)
        return self

    def clear(self, square: str) -> "Builder":
        """Empty a square (a starting temple taken away, say)."""
        i = parse_square(square)
        self._cells[i] = self._empty(i)
        self._placed(f"row {i // COLS + 1}", f"clear({square!r})")
        return self

    def head_lines(self) -> list[str]:
        return ["players: " + " ".join(self.seats), "options: " + " ".join(self.options)]

    def board_lines(self) -> list[str]:
        rows = ["#     " + "  ".join(COLUMN_LETTERS)]
        for r in range(ROWS):
            cells = self._cells[r * COLS:(r + 1) * COLS]
            rows.append(f"{r + 1:>2}:   " + " ".join(f"{c:<2}" for c in cells))
        return rows

    def size(self) -> int:
        return sum(c not in (".", "~") for c in self._cells)

    def _empty(self, i: int) -> str:
        return "~" if i in self._river else "."
