"""A static SVG picture of a view of Tigris & Euphrates, for places without JavaScript.

It draws from a view (`game.view(seat)`), so it shows exactly what that seat may see.
Deterministic: no random ids, no timestamps.
"""
from __future__ import annotations

from html import escape

from ..dynasties import COLOUR_FILL as FILL
from ..dynasties import COLOUR_NAME, SEAT_FILL, SEATS, TREASURE_FILL, symbol_svg
from .board import COLS, COLUMN_LETTERS, ROWS, TILE_NAME, parse_square

CELL, MARGIN = 32, 16


def _xy(name: str) -> tuple[int, int]:
    i = parse_square(name)
    return MARGIN + (i % COLS) * CELL, MARGIN + (i // COLS) * CELL


def _square(name: str, view: dict) -> str:
    x, y = _xy(name)
    river = name in view["rivers"]
    parts = [f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" '
             f'fill="{"#a9cbe8" if river else "#e9dcb8"}" stroke="#c8b98f"/>']
    t = view["tiles"].get(name)
    label = f"{name}: {'river' if river else 'land'}"
    if t == "X":
        parts.append(f'<rect x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" '
                     'fill="#6b5a4a"/><path d="M{0} {1}l{2} {2}M{3} {1}l-{2} {2}" '
                     'stroke="#f3e6c8" stroke-width="2"/>'.format(x + 8, y + 8, CELL - 16,
                                                                  x + CELL - 8))
        label = f"{name}: catastrophe"
    elif t:
        colour = t.upper()
        down = t.islower()
        parts.append(f'<rect x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" '
                     f'rx="3" fill="{FILL[colour]}" opacity="{0.45 if down else 1}"/>')
        label = f"{name}: {COLOUR_NAME[colour]} {TILE_NAME[colour]}" + \
            (" face down" if down else "")
        if name in view["treasures"]:
            gold = TREASURE_FILL if name not in view["priority"] else "#fff1a8"
            parts.append(f'<polygon points="{x + CELL / 2},{y + 7} {x + CELL - 8},{y + CELL / 2} '
                         f'{x + CELL / 2},{y + CELL - 7} {x + 8},{y + CELL / 2}" fill="{gold}" '
                         'stroke="#6b4f00"/>')
            label += " with a treasure" + (" (taken first)" if name in view["priority"] else "")
        if name in view["buildings"].values():
            parts.append(f'<rect x="{x + 10}" y="{y + 10}" width="{CELL - 20}" '
                         f'height="{CELL - 20}" fill="#f3e6c8" stroke="#222"/>')
            label += " with its civilization building"
    ldr = view["leaders"].get(name)
    if ldr:
        cx, cy = x + CELL / 2, y + CELL / 2
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="{CELL / 2 - 4}" '
                     f'fill="{FILL[ldr["colour"]]}" stroke="{SEAT_FILL[ldr["seat"]]}" '
                     f'stroke-width="4"/>' + symbol_svg(ldr["seat"], cx, cy, CELL / 2 + 2))
        label = f"{name}: {SEATS[ldr['seat']]}'s {ldr['name']}"
    if view["junction"] == name:
        parts.append(f'<rect x="{x + 1}" y="{y + 1}" width="{CELL - 2}" height="{CELL - 2}" '
                     'fill="none" stroke="#ffef5a" stroke-width="3"/>')
        label += " (junction)"
    return f'<g aria-label="{escape(label)}">{"".join(parts)}</g>'


def _monument(m: dict) -> str:
    xs = sorted(_xy(n) for n in m["squares"])
    x, y = xs[0]
    a, b = FILL[m["colours"][0]], FILL[m["colours"][1]]
    return (f'<g aria-label="{escape(m["name"])} monument">'
            f'<rect x="{x + 6}" y="{y + 6}" width="{2 * CELL - 12}" height="{2 * CELL - 12}" '
            f'fill="{a}" stroke="#222"/><rect x="{x + 18}" y="{y + 18}" width="{2 * CELL - 36}" '
            f'height="{2 * CELL - 36}" fill="{b}" stroke="#222"/></g>')


def _ziggurat(squares: list[str]) -> str:
    x, y = _xy(squares[0])
    return (f'<g aria-label="the ziggurat"><rect x="{x - CELL + 6}" y="{y + 6}" '
            f'width="{3 * CELL - 12}" height="{CELL - 12}" fill="#c9a96e" stroke="#222"/>'
            f'<rect x="{x + 6}" y="{y - CELL + 6}" width="{CELL - 12}" height="{3 * CELL - 12}" '
            f'fill="#c9a96e" stroke="#222"/><rect x="{x + 9}" y="{y + 9}" width="{CELL - 18}" '
            f'height="{CELL - 18}" fill="#8a6a3a"/></g>')


def svg(view: dict) -> str:
    """The SVG text of a view."""
    width, height = 2 * MARGIN + COLS * CELL, 2 * MARGIN + ROWS * CELL + 24
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
             f'width="{width}" height="{height}" font-family="sans-serif" role="img" '
             f'aria-label="Tigris and Euphrates board">']
    for c in range(COLS):
        parts.append(f'<text x="{MARGIN + c * CELL + CELL / 2}" y="{MARGIN - 4}" font-size="10" '
                     f'text-anchor="middle">{COLUMN_LETTERS[c]}</text>')
    for r in range(ROWS):
        parts.append(f'<text x="{MARGIN / 2}" y="{MARGIN + r * CELL + CELL / 2 + 4}" '
                     f'font-size="10" text-anchor="middle">{r + 1}</text>')
    for r in range(ROWS):
        for c in range(COLS):
            parts.append(_square(f"{COLUMN_LETTERS[c]}{r + 1}", view))
    parts += [_monument(m) for m in view["monuments"]]
    if view["ziggurat"]:
        parts.append(_ziggurat(view["ziggurat"]))
    turn = "Game over" if view["over"] else f"{SEATS[view['turn']].capitalize()} to play"
    hands = ", ".join(f"{SEATS[i]} {n} tiles" for i, n in enumerate(view["hand_sizes"]))
    parts.append(f'<text x="{MARGIN}" y="{height - 8}" font-size="12">{escape(turn)} · '
                 f'{escape(hands)} · bag {view["bag_size"]}</text>')
    parts.append("</svg>")
    return "".join(parts)
