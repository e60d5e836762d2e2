"""The board editor for Tyrus: character tiles put in the six buildings (docs/positions.md).

A place is a building by its owner, `beige citadel`. The palette holds each player's
tiles that can go down, `beige S7`, as the diagram's counts allow them:
- a tile of the hand is placed in this election, when it is that player's turn to place
  (the player who starts it places the 1st, 3rd and 5th tile): `placed:` goes up by one;
- a tile of the discard is one placed in a past election that still lies in a building.
A tile already in a building moves. A tile of the supply is not drawn yet: write it into
the hand first. The eraser takes the building's last tile off: back to the hand when it
is the tile this election placed last (`placed:` goes down by one), else back to the
discard.
"""
from __future__ import annotations

from ..editing import Editing, value_of, with_line
from ..words import plural, possessive
from .tiles import ALL_TILES, BUILDINGS, SEATS
from .turn import PER_ELECTION


class TyrusEditing(Editing):
    pool = tuple(f"{s} supply" for s in SEATS) + ("cards",)

    def palette(self, game) -> list[dict]:
        out = []
        for i, seat in enumerate(SEATS):
            for what, group in (("hands", f"{possessive(seat)} hand"),
                                ("discard", f"{possessive(seat)} discard (past elections)")):
                out += [{"piece": f"{seat} {t}", "label": f"{possessive(seat)} {t}", "group": group}
                        for t in sorted(game.state[what][i], key=ALL_TILES.index)]
        return out

    def put(self, lines, piece, place):
        seat, _, tile = piece.partition(" ")
        tile = tile.strip().upper()
        if seat not in SEATS or tile not in ALL_TILES:
            raise self.refuse(f"{piece!r} is not a piece of the palette: write a player and a "
                              "tile, like 'beige S7'.")
        key = self._building(place)
        hand, discard = (self._tiles(lines, f"{seat} {w}") for w in ("hand", "discard"))
        there = next((b for b in self._keys() if tile in self._groups(lines, b)[seat]), None)
        if there is not None:                     # on the board already: it moves
            groups = self._groups(lines, there)
            groups[seat].remove(tile)
            lines = self._write(lines, there, groups)
        elif tile in discard:                     # a tile of a past election
            lines = with_line(lines, f"{seat} discard", " ".join(t for t in discard
                                                                  if t != tile))
        elif tile in hand:                        # placed now, in this election
            placed, next_seat = self._turn(lines)
            if placed >= 2 * PER_ELECTION - 1:
                raise self.refuse(f"This election has {placed} tiles placed; the sixth is "
                                  "counted at once: play it from the position (editor.game).")
            if next_seat != seat:
                raise self.refuse(f"The players place this election's tiles in turn, and with "
                                  f"{plural(placed, 'tile')} placed the next is "
                                  f"{possessive(next_seat)}: place a {next_seat} tile first, "
                                  f"or a tile of {possessive(seat)} discard.")
            lines = with_line(lines, f"{seat} hand", " ".join(t for t in hand if t != tile))
            lines = with_line(lines, "placed", str(placed + 1))
        else:
            raise self.refuse(f"{possessive(seat).capitalize()} {tile} is in the supply, not "
                              f"drawn yet: write it into the '{seat} hand' line first.")
        groups = self._groups(lines, key)
        groups[seat].append(tile)
        return self._write(lines, key, groups)

    def clear(self, lines, place):
        key = self._building(place)
        groups = self._groups(lines, key)
        owner = key.split()[0]
        order = [owner] + [s for s in SEATS if s != owner]
        seat = next((s for s in reversed(order) if groups[s]), None)
        if seat is None:
            raise self.refuse(f"The {key} holds no tile.")
        tile = groups[seat].pop()
        lines = self._write(lines, key, groups)
        placed, next_seat = self._turn(lines)
        if placed and next_seat != seat:         # the last placed in this election
            hand = self._tiles(lines, f"{seat} hand")
            lines = with_line(lines, f"{seat} hand", " ".join(hand + [tile]))
            return with_line(lines, "placed", str(placed - 1))
        discard = self._tiles(lines, f"{seat} discard")
        return with_line(lines, f"{seat} discard", " ".join(discard + [tile]))

    @staticmethod
    def _keys() -> list[str]:
        return [f"{owner} {b}" for owner in SEATS for b in BUILDINGS]

    def _building(self, place: str) -> str:
        words = place.lower().split()
        if len(words) != 2 or words[0] not in SEATS or words[1] not in BUILDINGS:
            raise self.refuse(f"{place!r} is not a building: write its owner and its name, "
                              "like 'beige citadel'.")
        return " ".join(words)

    @staticmethod
    def _tiles(lines, key) -> list[str]:
        return [w.upper() for w in (value_of(lines, key) or "").replace(",", " ").split()
                if w.upper() in ALL_TILES]

    @staticmethod
    def _turn(lines) -> tuple[int, str]:
        """The tiles placed in this election, and the player who places the next one."""
        written = value_of(lines, "placed") or "0"
        placed = int(written) if written.isdigit() else 0
        election = (value_of(lines, "election") or "1").split()[0]
        first = SEATS.index(value_of(lines, "first") or "beige") \
            if (value_of(lines, "first") or "beige") in SEATS else 0
        odd = not election.isdigit() or int(election) % 2 == 1
        starter = first if odd else 1 - first
        return placed, SEATS[starter if placed % 2 == 0 else 1 - starter]

    @staticmethod
    def _groups(lines, key) -> dict[str, list[str]]:
        groups: dict[str, list[str]] = {s: [] for s in SEATS}
        by: str | None = None
        for word in (value_of(lines, key) or "").replace(",", " ").split():
            if word.lower() in SEATS:
                by = word.lower()
            elif by is not None:
                groups[by].append(word.upper())
        return groups

    @staticmethod
    def _write(lines, key, groups):
        owner = key.split()[0]
        order = [owner] + [s for s in SEATS if s != owner]
        return with_line(lines, key, ", ".join(f"{s} {' '.join(groups[s])}" for s in order
                                               if groups[s]))


EDITING = TyrusEditing()
