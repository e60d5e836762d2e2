"""Where monuments, the ziggurat (expansion 2) and civilization buildings (expansion 1) may
stand: squares of four, crosses of five and lines of three tiles of one colour.

Only face-up tiles count: a tile turned under a monument has lost its colour ("elles
perdent leurs autres fonctions").
"""
from __future__ import annotations

from .board import COLS, NEIGHBOURS, ROWS


def block(top_left: int) -> tuple[int, int, int, int]:
    """The four squares of the square of four whose top-left square is given."""
    return (top_left, top_left + 1, top_left + COLS, top_left + COLS + 1)


def blocks_with(state: dict, i: int) -> list[int]:
    """Top-left squares of the squares of four, containing square i, made of four face-up
    tiles of the colour of the tile on i."""
    colour = state["tiles"][i]
    if colour not in ("K", "R", "G", "B"):
        return []
    r, c = divmod(i, COLS)
    out = []
    for dr in (-1, 0):
        for dc in (-1, 0):
            rr, cc = r + dr, c + dc
            if 0 <= rr < ROWS - 1 and 0 <= cc < COLS - 1:
                tl = rr * COLS + cc
                if all(state["tiles"][j] == colour for j in block(tl)):
                    out.append(tl)
    return out


def cross(centre: int) -> tuple[int, ...]:
    """The five squares of the cross centred on `centre` (none if it touches an edge)."""
    n = NEIGHBOURS[centre]
    return (centre, *n) if len(n) == 4 else ()


def crosses_with(state: dict, i: int) -> list[int]:
    """Centres of the crosses of five face-up tiles of one colour that contain square i."""
    colour = state["tiles"][i]
    if colour not in ("K", "R", "G", "B"):
        return []
    out = []
    for centre in sorted((i, *NEIGHBOURS[i])):
        squares = cross(centre)
        if squares and all(state["tiles"][j] == colour for j in squares):
            out.append(centre)
    return out


def runs_through(state: dict, i: int) -> list[list[int]]:
    """The horizontal and the vertical line of face-up tiles of the colour of the tile on
    i that pass through i (each at least the square i itself)."""
    colour = state["tiles"][i]
    r, c = divmod(i, COLS)
    lines = []
    for step, limit in ((1, lambda j: j // COLS == r), (COLS, lambda j: 0 <= j < ROWS * COLS)):
        line = [i]
        j = i - step
        while limit(j) and j >= 0 and state["tiles"][j] == colour:
            line.insert(0, j)
            j -= step
        j = i + step
        while j < ROWS * COLS and limit(j) and state["tiles"][j] == colour:
            line.append(j)
            j += step
        lines.append(line)
    return lines


def run_length(state: dict, i: int) -> int:
    """The longer of the two lines through i (what a building on i stands on now)."""
    if state["tiles"][i] not in ("K", "R", "G", "B"):
        return 0
    return max(len(line) for line in runs_through(state, i))
