"""A static SVG picture of a Tyrus view, for notebooks read where no JavaScript runs.

It draws from a view (`game.view(seat)`), so it shows exactly what that seat may see.
The output is deterministic: no random ids, no timestamps.
"""
from __future__ import annotations

from html import escape

from .tiles import BUILDINGS, ELECTION_NAME, SEATS

CORP_FILL = {"S": "#b5473a", "M": "#c9962b", "P": "#3f6fa8"}
SEAT_FILL = ("#e9dcc0", "#7a4a26")
SEAT_INK = ("#3a2a10", "#f6ead8")
TILE_W, TILE_H, GAP = 30, 38, 4
BUILD_W, BUILD_H = 230, 120


def _tile(x: float, y: float, tile: str | None, by: int) -> str:
    if tile is None:
        return (f'<rect x="{x}" y="{y}" width="{TILE_W}" height="{TILE_H}" rx="4" '
                f'fill="{SEAT_FILL[by]}" stroke="#333" stroke-width="1"/>'
                f'<text x="{x + TILE_W / 2}" y="{y + 24}" text-anchor="middle" font-size="13" '
                f'fill="{SEAT_INK[by]}">?</text>')
    return (f'<rect x="{x}" y="{y}" width="{TILE_W}" height="{TILE_H}" rx="4" '
            f'fill="{CORP_FILL[tile[0]]}" stroke="{SEAT_FILL[by]}" stroke-width="3"/>'
            f'<text x="{x + TILE_W / 2}" y="{y + 16}" text-anchor="middle" font-size="11" '
            f'fill="#fff">{tile[0]}</text>'
            f'<text x="{x + TILE_W / 2}" y="{y + 31}" text-anchor="middle" font-size="13" '
            f'font-weight="bold" fill="#fff">{tile[1:]}</text>')


def svg(view: dict) -> str:
    """The SVG text of a view."""
    top = 1 if view.get("seat") in (0, None) else 0
    rows = (top, 1 - top)
    width = 3 * BUILD_W + 4 * 10
    parts = []
    y0 = 34
    title = (f"Election {view['election']} of {view['elections']}: "
             f"{ELECTION_NAME[view['card']]} (the {view['building']}s)")
    if view["over"] and view.get("result"):
        r = view["result"]
        title = ("Game over: a draw" if r["winner"] is None else
                 f"Game over: {SEATS[r['winner']]} wins ({r['reason']})")
    parts.append(f'<text x="10" y="22" font-size="15" font-weight="bold" fill="#222">'
                 f'{escape(title)}</text>')
    reps = view["representatives"]
    parts.append(f'<text x="{width - 10}" y="22" font-size="13" text-anchor="end" fill="#222">'
                 f'beige {reps[0]} – {reps[1]} brown</text>')
    for r, owner in enumerate(rows):
        y = y0 + r * (BUILD_H + 12)
        for i, b in enumerate(BUILDINGS):
            x = 10 + i * (BUILD_W + 10)
            live = b == view["building"] and not view["over"]
            parts.append(f'<rect x="{x}" y="{y}" width="{BUILD_W}" height="{BUILD_H}" rx="8" '
                         f'fill="{SEAT_FILL[owner]}" fill-opacity="0.35" stroke="'
                         f'{"#d4a017" if live else "#777"}" stroke-width="{3 if live else 1}"/>')
            parts.append(f'<text x="{x + 8}" y="{y + 18}" font-size="13" fill="#222">'
                         f'{SEATS[owner]} {b}</text>')
            for j, e in enumerate(view["buildings"][owner][b]):
                tx = x + 8 + (j % 7) * (TILE_W + GAP)
                ty = y + 26 + (j // 7) * (TILE_H + GAP)
                # the engine's {"tile", "by"}, or [tile, by] as a widget's view holds it
                tile, by = (e["tile"], e["by"]) if isinstance(e, dict) else e
                parts.append(_tile(tx, ty, tile, by))
    y = y0 + 2 * (BUILD_H + 12)
    seat = view.get("seat")
    hands = view["hands"]
    for s in (0, 1):
        if hands[s] is None:
            continue
        label = f"{SEATS[s]}'s hand" + ("" if seat is None else " (yours)")
        parts.append(f'<text x="10" y="{y + 14}" font-size="13" fill="#222">{label}</text>')
        for j, t in enumerate(hands[s]):
            parts.append(_tile(120 + j * (TILE_W + GAP), y, t, s))
        y += TILE_H + 8
    height = y + 6
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="sans-serif" role="img" '
            f'aria-label="Tyrus position">'
            f'<rect width="{width}" height="{height}" fill="#fbf8f1"/>' + "".join(parts) + "</svg>")
