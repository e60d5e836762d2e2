"""The board editor for Tigris & Euphrates: tiles, treasures, catastrophes, buildings and
leaders put on the squares of the diagram's rows (docs/positions.md)."""
from __future__ import annotations

import re

from ..core import IllegalAction
from ..editing import RULE, Editing, leader_palette
from .board import COLS, ROWS, parse_square
from .diagram import LEADER_LETTER, SEAT_LETTER

_ROW = re.compile(r"^\s*(\d+):(.*)$")
TILES = [("R", "red temple"), ("R*", "red temple with a treasure"), ("B", "blue farm"),
         ("G", "green market"), ("K", "black settlement"), ("X", "catastrophe")]


class TigrisEditing(Editing):
    pool = ("bag",)

    def palette(self, game) -> list[dict]:
        return ([{"piece": t, "label": label, "group": "tiles"} for t, label in TILES]
                + leader_palette(game, SEAT_LETTER))

    def put(self, lines, piece, place):
        tokens = {t for t, _ in TILES} | {s + letter for s in SEAT_LETTER
                                          for letter in LEADER_LETTER.values()}
        if piece not in tokens:
            raise IllegalAction(RULE, f"{piece!r} is not a piece of the palette.")
        if len(piece) == 2 and piece[1] in LEADER_LETTER.values():
            lines = self._moved(lines, piece)       # a leader stands on one square only
        return self._write(lines, place, piece)

    @staticmethod
    def _moved(lines, leader):
        """The lines with `leader` taken off the square it stood on."""
        out = []
        for line in lines:
            m = _ROW.match(line)
            if m and re.search(rf"(?<!\S){leader}(?!\S)", m.group(2)):
                line = line[: m.start(2)] + re.sub(rf"(?<!\S){leader}(?!\S)", ". ",
                                                     m.group(2))
            out.append(line)
        return out

    def clear(self, lines, place):
        return self._write(lines, place, ".")

    def _write(self, lines, place, token):
        try:
            i = parse_square(place)
        except IllegalAction:
            raise IllegalAction(RULE, f"{place!r} is not a square of the board.") from None
        row, col = divmod(i, COLS)
        out = list(lines)
        for k, line in enumerate(out):
            m = _ROW.match(line)
            if m and int(m.group(1)) == row + 1:
                cells = m.group(2).split("#", 1)[0].split()
                if len(cells) != COLS:
                    raise IllegalAction(RULE, f"Row {row + 1} does not hold {COLS} cells.")
                cells[col] = token
                out[k] = f"{row + 1:2}:   " + "  ".join(f"{c:<2}" for c in cells).rstrip()
                return out
        raise IllegalAction(RULE, f"The diagram has no row {row + 1} (of {ROWS}).")


EDITING = TigrisEditing()
