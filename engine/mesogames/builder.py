"""Positions built by name from Python, the same way for the four games.

Each game has a `Builder` (mesogames.tigris.Builder, ...tigris_cards, ...babel, ...tyrus)
of one shape:

    b = Builder(...)                   # the game's options, as for new_game
    b.place(piece, [seat,] where)      # a piece on the board; the seat for owned pieces
    b.hand(seat, pieces)               # "red red blue" (names or letters; "..." fills it)
    b.pile(name, pieces)               # a pile's top, top first: "bag", "deck", "quarry"...
    b.line(key, value)                 # any other line of the game's diagram
    b.diagram()                        # the position as the game's diagram (text)
    b.game(seed=1)                     # the Game: from_diagram(b.diagram(), seed=1)

Every method but the last two returns the builder, so calls chain. A builder writes the
game's diagram and reads it with the game's `from_diagram`: there is one reading path,
the defaults of docs/positions.md apply to what the builder leaves out, and a builder gives
the same game as the diagram it writes. Words a builder cannot place are refused at once;
what the rules refuse is refused by `game()`, naming the call that wrote it.
"""
from __future__ import annotations

import re
from typing import Self

from . import registry
from .census import MORE
from .core import IllegalAction
from .diagrams import RULE

_LINE = re.compile(r"^Line \d+ \(([^)]*)\): ")


class Builder:
    """The shared half of every game's builder: the lines written so far, the calls that
    wrote them, and the reading. A game's builder sets `package`, `seats` and `piles`, and
    writes its board in `board_lines()`."""

    package = ""              # "tigris": the registered game whose from_diagram reads it
    seats: tuple = ()
    piles: tuple = ()         # the pile lines of the game's diagram

    def __init__(self):
        self._lines: dict[str, str] = {}
        self._calls: dict[str, str] = {}     # a diagram key -> the call that wrote it last

    # ------------------------------------------------------------- the shared calls
    def hand(self, seat: str, pieces) -> Self:
        """A seat's hand: names or letters; ending with "..." fills it from the draw pile."""
        name = self._seat(seat)
        return self._put(f"{name} hand", self._pieces(pieces), f"hand({seat!r}, ...)")

    def pile(self, name: str, pieces) -> Self:
        """A pile, top first (the next piece drawn first); the rest of the pieces follow
        it, shuffled, unless a pile ends with "..." (the rest goes there)."""
        key = " ".join(str(name).lower().split())
        if key not in self.piles:
            raise IllegalAction(RULE, f"{name!r} is not a pile of this game: say "
                                + ", ".join(repr(p) for p in self.piles) + ".")
        return self._put(key, self._pieces(pieces), f"pile({name!r}, ...)")

    def line(self, key: str, value) -> Self:
        """Any line of the game's diagram (docs/positions.md), like line("lion points",
        "K1 R2")."""
        key = " ".join(str(key).lower().split())
        if not key or ":" in key or key.isdigit():
            raise IllegalAction(RULE, f"{key!r} is not a line of a diagram: give its key, "
                                "like 'first'.")
        return self._put(key, str(value), f"line({key!r}, ...)")

    def diagram(self) -> str:
        """The position as the game's diagram."""
        lines = [self.title] + self.head_lines() + self.board_lines()
        lines += [f"{k}: {v}" for k, v in self._lines.items()]
        return "\n".join(line.rstrip() for line in lines) + "\n"

    def game(self, seed: int | None = None):
        """The game at this position (what the builder left out is dealt from `seed`)."""
        try:
            return registry.spec(self.package).from_diagram(self.diagram(), seed=seed)
        except IllegalAction as err:
            raise self._told(err) from None

    def __repr__(self) -> str:
        return f"<{self.package}.Builder: {len(self._lines)} lines, {self.size()} on the board>"

    # ------------------------------------------------------------------ for games
    title = ""

    def head_lines(self) -> list[str]:
        """The lines a game's builder always writes first (players, options)."""
        return []

    def board_lines(self) -> list[str]:
        """The board, as the diagram's numbered rows or site lines."""
        return []

    def size(self) -> int:
        """How many pieces the builder placed on the board."""
        return 0

    def _put(self, key: str, value: str, call: str) -> Self:
        self._lines[key] = value
        self._calls[key] = call
        return self

    def _placed(self, key: str, call: str) -> None:
        """Remember that `call` wrote the diagram line `key` (a row, a site)."""
        self._calls[key] = call

    def _seat(self, seat) -> str:
        name = str(seat).strip().lower()
        if name not in self.seats:
            raise IllegalAction(RULE, f"{seat!r} is not a seat of this game: say "
                                + ", ".join(self.seats) + ".")
        return name

    def _pieces(self, pieces) -> str:
        """Pieces as a diagram line's value: a text, or a list of names."""
        if isinstance(pieces, str):
            return " ".join(pieces.replace(",", " ").split())
        return " ".join(MORE if p is Ellipsis else str(p) for p in pieces)

    def _told(self, err: IllegalAction) -> IllegalAction:
        """The reader's error told against the builder's call instead of the diagram's
        line number."""
        m = _LINE.match(err.reason)
        if not m:
            return err
        key = m.group(1)
        where = self._calls.get(key) or f"the {key} line"
        return IllegalAction(err.rule, f"{where}: {err.reason[m.end():]}")
