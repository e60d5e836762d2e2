"""Positions edited piece by piece (the board editor): the shared half.

An editor holds a position as its diagram's lines. Each game's `Editing` (in
mesogames/<game>/editing.py) says which pieces a teacher may put down (`palette`), how a
piece is written onto a place of the board (`put`) or taken off it (`clear`), and which
lines are the draw piles that the editor leaves to the defaults (`pool`: the rest of the
pieces, shuffled, so that putting a piece on the board never overfills the bag). Every
edit is read back with the game's `from_diagram`, the one reading path: what the rules
refuse is refused with the line that says why, and nothing changes.
"""
from __future__ import annotations

import re

from .core import IllegalAction

RULE = "board editor"
_KEY = re.compile(r"^\s*([^:#]+?)\s*:(.*)$")


def split_lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.strip("\n").splitlines()]


def key_of(line: str) -> str | None:
    """The key of a `key: value` line (None for a title, a comment or a board row)."""
    m = _KEY.match(line)
    if not m or m.group(1).strip().isdigit():
        return None
    return " ".join(m.group(1).lower().split())


def value_of(lines: list[str], key: str) -> str | None:
    for line in lines:
        m = _KEY.match(line)
        if m and key_of(line) == key:
            return m.group(2).split("#", 1)[0].strip()
    return None


def with_line(lines: list[str], key: str, value: str | None) -> list[str]:
    """The lines with `key: value` set (replaced where it was, else added at the end);
    None or an empty value removes it (the diagram's default applies)."""
    out = [line for line in lines if key_of(line) != key]
    if value is None or not str(value).strip():
        return out
    at = next((i for i, line in enumerate(lines) if key_of(line) == key), None)
    new = f"{key}: {' '.join(str(value).split())}"
    if at is None:
        return out + [new]
    out.insert(at, new)
    return out


def without_pool(lines: list[str], pool: tuple) -> list[str]:
    return [line for line in lines if key_of(line) not in pool]


#: The four leaders of both Tigris games, as their diagrams write them after the seat's letter.
LEADERS = (("k", "king"), ("p", "priest"), ("t", "trader"), ("f", "farmer"))


def leader_palette(game, seat_letters: str) -> list[dict]:
    """Each seat's four leaders (both Tigris games: "ak" is the archer's king)."""
    out = []
    for seat in range(game.players):
        name = game.seat_name(seat)
        out += [{"piece": seat_letters[seat] + letter, "label": f"{name}'s {leader}",
                 "group": f"{name}'s leaders"} for letter, leader in LEADERS]
    return out


class Editing:
    """One game's editing: a subclass sets `pool` and writes `palette`, `put`, `clear`."""

    #: The draw-pile lines the editor leaves out (the rest of the pieces, shuffled).
    pool: tuple = ()

    def palette(self, game) -> list[dict]:
        """The pieces to put down: {"piece": token, "label": words, "group": a heading}."""
        raise NotImplementedError

    def put(self, lines: list[str], piece: str, place: str) -> list[str]:
        raise NotImplementedError

    def clear(self, lines: list[str], place: str) -> list[str]:
        raise NotImplementedError

    def refuse(self, why: str) -> IllegalAction:
        return IllegalAction(RULE, why)
