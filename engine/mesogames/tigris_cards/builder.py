"""A position of Euphrat & Tigris: the card game built by name (the shape every game's
builder shares is in mesogames/builder.py):

    b = Builder(players=2)                   # and open_piles=
    b.turn("archer", actions=0)
    b.place("red", "3")                      # a card under column 3 (below the last one)
    b.place("red", "8.0")                    # a card at its place: the red that replaced
                                             # the treasure at the head of column 8
    b.place("green", "3|4")                  # a card in the gap 3|4 ("face-down green")
    b.place("ship blue-black", "5")          # a ship under column 5
    b.place("king", "archer", "3.0")         # a leader on a card: column 3, row 0 (the head)
    b.hand("archer", "green green red ...")  # "..." draws the others from the deck
    b.pile("deck", "red red")                # the top of the deck; "archer pile" top first
    b.line("archer catastrophe", "used")     # any other diagram line
    game = b.game(seed=1)

Places are written as in the notation: a column `3`, a card `3.2` (row 0 is the head), a
gap `3|4`. The table starts as the rules set it up: eight treasures, nothing under them.
"""
from __future__ import annotations

from ..builder import Builder as Base
from ..core import IllegalAction
from ..diagrams import RULE
from ..dynasties import COLOUR_OF_WORD, SEATS, leader_of
from .cards import COLUMNS, GAPS, MAX_IN_COLUMN
from .diagram import LEADER_LETTER, SEAT_LETTER

SHIP_OF_WORD = {"ship blue-black": "SK", "ship blue-green": "SG", "ship blue-red": "SR",
                "sk": "SK", "sg": "SG", "sr": "SR"}


class Builder(Base):
    """A position of the card game, card by card (see the module's documentation)."""

    package = "tigris_cards"
    title = "Euphrat & Tigris: the card game"

    def __init__(self, players: int = 2, open_piles: bool = False):
        super().__init__()
        if players not in (2, 3, 4):
            raise IllegalAction(RULE, "Euphrat & Tigris: the card game is for 2 to 4 players.")
        self.seats = SEATS[:players]
        self.piles = ("deck", "discard", "removed") + tuple(f"{s} pile" for s in self.seats)
        self.open_piles = open_piles
        self._cols = [["T"] for _ in range(COLUMNS)]       # the head, then the cards under it
        self._gaps = ["."] * GAPS

    def turn(self, seat: str, actions: int = 0) -> "Builder":
        """Whose turn it is, and the actions already taken in it (0 to 2)."""
        return self._put("turn", f"{self._seat(seat)}, actions {actions}",
                         f"turn({seat!r}, actions={actions!r})")

    def place(self, piece: str, *where) -> "Builder":
        """place("red", "3"): a card under column 3; place("red", "3.0"): a card at its
        place (here the head); place("green", "3|4"): a link card;
        place("ship blue-black", "5"): a ship; place("king", "archer", "3.2"): a leader on
        the card at column 3, row 2 (row 0: the head)."""
        call = f"place({', '.join(map(repr, (piece, *where)))})"
        if len(where) not in (1, 2):
            raise IllegalAction(RULE, f"{call}: say the piece, its owner for a leader, and the "
                                "place, like place('king', 'archer', '3.0').")
        word = " ".join(str(piece).lower().split())
        place = str(where[-1]).strip()
        if len(where) == 2:
            seat = self.seats.index(self._seat(where[0]))
            col, row = self._card(place, call)
            cell = self._cols[col][row].split("@")[0]
            self._cols[col][row] = f"{cell}@{SEAT_LETTER[seat]}{LEADER_LETTER[leader_of(word)]}"
            self._placed("row 0" if row == 0 else f"row {row}", call)
            return self
        card = self._code(word, call)
        if "|" in place:
            gap = self._gap(place, call)
            self._gaps[gap] = card
            self._placed("links", call)
            return self
        if "." in place:                 # a card put at its place: the head is 3.0
            col, row = self._card(place, call, extend=True)
            if row == len(self._cols[col]):
                self._cols[col].append(card)
            else:
                self._cols[col][row] = card
            self._placed(f"row {row}", call)
            return self
        col = self._column(place, call)
        if len(self._cols[col]) > MAX_IN_COLUMN:
            raise IllegalAction(RULE, f"{call}: a column holds {MAX_IN_COLUMN} cards under its "
                                "head.")
        self._cols[col].append(card)
        self._placed(f"row {len(self._cols[col]) - 1}", call)
        return self

    def head_lines(self) -> list[str]:
        lines = ["players: " + " ".join(self.seats)]
        return lines + (["options: open_piles"] if self.open_piles else [])

    def board_lines(self) -> list[str]:
        depth = max(len(c) for c in self._cols)
        rows = [f"{r}:   " + "".join(f"{c[r] if r < len(c) else '.':<7}" for c in self._cols)
                for r in range(depth)]
        links = [f"{g + 1}|{g + 2} {c}" for g, c in enumerate(self._gaps) if c != "."]
        return rows + (["links: " + ", ".join(links)] if links else [])

    def size(self) -> int:
        return sum(len(c) - 1 for c in self._cols) + sum(g != "." for g in self._gaps)

    # ------------------------------------------------------------ places and cards
    def _code(self, word: str, call: str) -> str:
        down = word.startswith("face-down ")
        word = word.removeprefix("face-down ")
        code = SHIP_OF_WORD.get(word) or COLOUR_OF_WORD.get(word) or \
            {"treasure": "T", "t": "T"}.get(word)
        if code is None:
            raise IllegalAction(RULE, f"{call}: {word!r} is not a card: say black, red, green, "
                                "blue, treasure or a ship (ship blue-black, blue-green, "
                                "blue-red).")
        return ("~" if down else "") + code

    def _column(self, text: str, call: str) -> int:
        if not (text.isdigit() and 1 <= int(text) <= COLUMNS):
            raise IllegalAction(RULE, f"{call}: {text!r} is not a column: say 1 to {COLUMNS}.")
        return int(text) - 1

    def _gap(self, text: str, call: str) -> int:
        left, _, right = text.partition("|")
        if not (left.isdigit() and right.isdigit() and 1 <= int(left) < COLUMNS
                and int(right) == int(left) + 1):
            raise IllegalAction(RULE, f"{call}: {text!r} is not a gap: say 1|2 to 7|8.")
        return int(left) - 1

    def _card(self, text: str, call: str, extend: bool = False) -> tuple[int, int]:
        """The column and row of a card's place (`extend`: or the place below the last)."""
        col, _, row = text.partition(".")
        c = self._column(col, call)
        if not (row.isdigit() and int(row) < len(self._cols[c]) + extend):
            raise IllegalAction(RULE, f"{call}: no card at {text!r}: column {c + 1} holds rows "
                                f"0 to {len(self._cols[c]) - 1} (place the cards first).")
        return c, int(row)
