"""The board editor for Euphrat & Tigris: the card game: cards, ships, face-down link cards
and leaders put at the places the board names (docs/positions.md):

    3.2   the card in column 3, row 2 (3.0 the head: a treasure or the red card)
    3     the slot under column 3: the card goes at the end of the column
    3|4   the gap between columns 3 and 4: the `links:` line

A column's cards stay contiguous: a card taken out of the middle closes the column up. A
leader or a ship is one piece: put elsewhere, it moves. A red card put on a head takes
its treasure to the points pile of the player to play; a treasure put back on a head
takes one from the piles (that player's first).
"""
from __future__ import annotations

import re

from ..editing import Editing, leader_palette, value_of, with_line
from .cards import COLUMNS, MAX_IN_COLUMN, SHIP_NAME, SHIPS, parse_pos, parse_target
from .diagram import LEADER_LETTER, SEAT_LETTER

_ROW = re.compile(r"^\s*(\d+):(.*)$")
CARDS = [("K", "black card"), ("R", "red card"), ("G", "green card"), ("B", "blue card"),
         ("T", "treasure")]
SHIP_CARDS = [(s, f"{SHIP_NAME[s]} ship") for s in SHIPS]
DOWN = [(f"~{c}", f"face-down {name} (a link)") for c, name in CARDS[:4]]
LEADER_CODES = {s + letter for s in SEAT_LETTER for letter in LEADER_LETTER.values()}


class Table:
    """The heads, the columns under them and the link cards, as the diagram's tokens."""

    def __init__(self, lines: list[str]):
        rows = {}
        for line in lines:
            m = _ROW.match(line)
            if m:
                rows[int(m.group(1))] = m.group(2).split("#", 1)[0].split()
        self.cols = [[c] for c in rows.get(0, ["T"] * COLUMNS)]
        for r in range(1, MAX_IN_COLUMN + 1):
            for i, token in enumerate(rows.get(r, [])[:COLUMNS]):
                if token != ".":
                    self.cols[i].append(token)
        self.links = {}
        for word in (value_of(lines, "links") or "").split(","):
            if len(word.split()) == 2:
                gap, token = word.split()
                self.links[gap] = token

    def cells(self):
        """(place, token) of every card on the table."""
        for i, col in enumerate(self.cols):
            for r, token in enumerate(col):
                yield f"{i + 1}.{r}", token
        yield from self.links.items()

    def get(self, place: str) -> str | None:
        if "|" in place:
            return self.links.get(place)
        c, r = (int(x) for x in place.split("."))
        col = self.cols[c - 1]
        return col[r] if r < len(col) else None

    def set(self, place: str, token: str | None) -> None:
        """The card at a place replaced (None: taken out, the column closing up)."""
        if "|" in place:
            if token is None:
                self.links.pop(place, None)
            else:
                self.links[place] = token
            return
        c, r = (int(x) for x in place.split("."))
        col = self.cols[c - 1]
        if token is None:
            del col[r]
        elif r < len(col):
            col[r] = token
        else:
            col.append(token)

    def written(self, lines: list[str]) -> list[str]:
        """The lines with the table's rows and links written in place of the old ones."""
        at = next((i for i, line in enumerate(lines) if _ROW.match(line)), len(lines))
        out = [line for line in lines if not _ROW.match(line)]
        at -= sum(1 for line in lines[:at] if _ROW.match(line))
        depth = max(len(col) for col in self.cols)
        rows = [f"{r}:   " + "".join(f"{(col[r] if r < len(col) else '.'):<7}"
                                       for col in self.cols).rstrip() for r in range(depth)]
        out[at:at] = rows
        gaps = sorted(self.links, key=lambda g: int(g.split("|")[0]))
        return with_line(out, "links", ", ".join(f"{g} {self.links[g]}" for g in gaps))


def card_of(token: str) -> str:
    return token.partition("@")[0]


def leader_of(token: str) -> str:
    return token.partition("@")[2]


class TigrisCardsEditing(Editing):
    pool = ("deck", "removed")

    def palette(self, game) -> list[dict]:
        out = [{"piece": c, "label": label, "group": "cards"} for c, label in CARDS]
        out += [{"piece": c, "label": label, "group": "ships and link cards"}
                for c, label in SHIP_CARDS + DOWN]
        return out + leader_palette(game, SEAT_LETTER)

    def put(self, lines, piece, place):
        table = Table(lines)
        place = self._place(place)
        if piece in LEADER_CODES:
            return self._lead(lines, table, piece, place)
        cards = {c for c, _ in CARDS + SHIP_CARDS + DOWN}
        if piece not in cards:
            raise self.refuse(f"{piece!r} is not a piece of the palette.")
        if "." not in place and "|" not in place:                 # the slot under a column
            place = f"{place}.{len(table.cols[int(place) - 1])}"
        if piece.startswith("~") and "|" not in place:
            raise self.refuse("Only a link card, in a gap between two heads, lies face down.")
        if "." in place and len(table.cols[int(place.split('.')[0]) - 1]) > MAX_IN_COLUMN \
                and table.get(place) is None:
            raise self.refuse(f"Column {place.split('.')[0]} holds {MAX_IN_COLUMN} cards under "
                              "its head at most.")
        if piece in SHIPS:                                        # one of each: it moves
            for where, token in list(table.cells()):
                if card_of(token) == piece and where != place:
                    table.set(where, None)
        old = table.get(place)
        if place.endswith(".0"):
            lines = self._head(lines, card_of(old), piece)
        table.set(place, piece + (f"@{leader_of(old)}" if old and leader_of(old) else ""))
        return table.written(lines)

    def clear(self, lines, place):
        table = Table(lines)
        place = self._place(place)
        if "." not in place and "|" not in place:                 # the slot: the last card
            col = table.cols[int(place) - 1]
            if len(col) == 1:
                raise self.refuse(f"Column {place} holds no card under its head.")
            place = f"{place}.{len(col) - 1}"
        token = table.get(place)
        if token is None:
            raise self.refuse(f"There is no card at {place}.")
        if leader_of(token):                                      # the leader first
            table.set(place, card_of(token))
        elif place.endswith(".0"):
            raise self.refuse("A column's head stays: put a treasure (T) or the red card (R) "
                              "on it instead.")
        else:
            table.set(place, None)
        return table.written(lines)

    def _place(self, place: str) -> str:
        try:
            pos = parse_target(place) if "." not in place else parse_pos(place)
        except Exception:
            raise self.refuse(f"{place!r} is not a place of the table: write 3.2 (a card), "
                              "3 (under column 3) or 3|4 (a gap).") from None
        if pos[0] == "col":
            return str(pos[1] + 1)
        return place.strip()

    def _lead(self, lines, table, leader, place):
        if "." not in place and "|" not in place:               # the slot: the last card
            place = f"{place}.{len(table.cols[int(place) - 1]) - 1}"
        token = table.get(place)
        if token is None:
            raise self.refuse(f"A leader stands on a card, and there is none at {place}.")
        for where, other in list(table.cells()):                  # one leader, one place
            if leader_of(other) == leader:
                table.set(where, card_of(other))
        table.set(place, f"{card_of(token)}@{leader}")
        return table.written(lines)

    def _head(self, lines, old: str, new: str) -> list[str]:
        """A head turned from a treasure to the red card or back: the treasure goes to (or
        comes from) a points pile, the player to play's first."""
        if {old, new} != {"T", "R"}:
            return lines
        seats = (value_of(lines, "players") or "archer lion").split()
        turn = (value_of(lines, "turn") or seats[-1]).replace(",", " ").split()[0]
        order = [turn] + [s for s in seats if s != turn]
        if new == "R":
            pile = value_of(lines, f"{turn} pile") or ""
            return with_line(lines, f"{turn} pile", f"T {pile}")
        for seat in order:
            cards = (value_of(lines, f"{seat} pile") or "").split()
            if "T" in cards:
                cards.remove("T")
                return with_line(lines, f"{seat} pile", " ".join(cards) or None)
        return lines            # no pile holds one: the reader counts the treasures


EDITING = TigrisCardsEditing()
