"""A static SVG picture of a Babel view, for notebooks read where no JavaScript runs.

It draws from a view (`game.view(seat)`), so it shows exactly what that seat may see:
the five sites with each side's deployed cards and temple, the two temple columns, the
quarry and deck counts, the pawns, and the hands as far as the seat may see them.
Deterministic: no random ids, no timestamps.
"""
from __future__ import annotations

from html import escape

from .cards import NATION_COLOUR, NATION_NAME, NATIONS, SEATS

CARD_W, CARD_H, GAP = 22, 16, 3
SITE_W = 132
LEFT = 120
BAND_H = 34
TEMPLE_FILL = "#d9c9a3"


def _nation_card(x, y, n, w=CARD_W, h=CARD_H) -> str:
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="3" fill="{NATION_COLOUR[n]}" '
            f'stroke="#333" stroke-width="0.6"><title>{NATION_NAME[n]}</title></rect>'
            f'<text x="{x + w / 2}" y="{y + h - 4}" text-anchor="middle" font-size="11" '
            f'font-weight="bold" fill="#fff">{n}</text>')


def _temple_card(x, y, level, w=CARD_W, h=CARD_H) -> str:
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="2" fill="{TEMPLE_FILL}" '
            f'stroke="#6b5a35" stroke-width="0.8"/>'
            f'<text x="{x + w / 2}" y="{y + h - 4}" text-anchor="middle" font-size="11" '
            f'fill="#3b2f14">{level}</text>')


def _text(x, y, s, size=12, anchor="start", weight="normal", fill="#222") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}">{escape(str(s), quote=False)}</text>')


def _side(view, seat, y, downward) -> tuple[list[str], int]:
    """One player's side of the five sites: temple next to the band, cards beyond it."""
    parts = []
    rows = max([len(view["sites"][seat][n]["cards"]) for n in NATIONS] + [1])
    height = 6 * (CARD_H + 1) + 8 + rows * (CARD_H + 2)
    for i, n in enumerate(NATIONS):
        x = LEFT + i * SITE_W
        site = view["sites"][seat][n]
        for k, lv in enumerate(site["temple"]):
            ty = y + (k * (CARD_H + 1) if downward else height - (k + 1) * (CARD_H + 1))
            parts.append(_temple_card(x + 8, ty, lv, w=30))
        for k, c in enumerate(site["cards"]):
            base = 6 * (CARD_H + 1) + 8 + k * (CARD_H + 2)
            cy = y + (base if downward else height - base - CARD_H)
            parts.append(_nation_card(x + 8, cy, c, w=CARD_W + 26))
        if site["temple"]:
            tx, ty = x + 46, y + (12 if downward else height - 4)
            parts.append(_text(tx, ty, f"level {site['level']}", size=10, fill="#555"))
    return parts, height


def svg(view: dict) -> str:
    """The SVG text of a view."""
    me = view.get("seat")
    top = 1 - me if me in (0, 1) else 0
    bottom = 1 - top
    width = LEFT + 5 * SITE_W + 10
    parts = []
    if view["over"] and view.get("result"):
        r = view["result"]
        title = ("Game over: a draw" if r["winner"] is None else
                 f"Game over: {SEATS[r['winner']]} wins ({r['reason']})")
    else:
        title = f"Babel, turn {view['turn']}: {SEATS[view['active']]} to play"
        if view["phase"] == "discard":
            title += (f"; {SEATS[1 - view['active']]} discards {view['pending_discard']} "
                      "more")
        if view["end_phase"]:
            title += " (end phase)"
    parts.append(_text(10, 20, title, size=15, weight="bold"))
    sums = view["temple_sums"]
    parts.append(_text(width - 10, 20, f"temples: north {sums[0]}, south {sums[1]}", size=13,
                       anchor="end"))
    y = 32
    side_parts, h_top = _side(view, top, y, downward=False)
    parts.append(_text(10, y + 14, f"{SEATS[top]}'s side", size=12, weight="bold"))
    parts += side_parts
    y += h_top + 4
    # The band of the five sites, with the pawns.
    for i, n in enumerate(NATIONS):
        x = LEFT + i * SITE_W
        parts.append(f'<rect x="{x}" y="{y}" width="{SITE_W - 8}" height="{BAND_H}" rx="6" '
                     f'fill="{NATION_COLOUR[n]}" fill-opacity="0.85" stroke="#333"/>')
        parts.append(_text(x + (SITE_W - 8) / 2, y + 21, NATION_NAME[n], size=12,
                           anchor="middle", weight="bold", fill="#fff"))
        for seat, dy in ((top, 4), (bottom, BAND_H - 14)):
            if view["pawns"][seat] == n:
                parts.append(f'<g aria-label="{SEATS[seat]}\'s pawn"><title>{SEATS[seat]}\'s '
                             f'pawn</title><circle cx="{x + SITE_W - 20}" cy="{y + dy + 6}" '
                             f'r="7" fill="{"#111" if seat else "#fff"}" stroke="#111"/></g>')
    quarry = f"quarry {view['quarry_size']}"
    on_quarry = [SEATS[s] for s in (0, 1) if view["pawns"][s] is None]
    parts.append(f'<rect x="8" y="{y}" width="{LEFT - 16}" height="{BAND_H}" rx="6" '
                 f'fill="{TEMPLE_FILL}" stroke="#6b5a35"/>')
    parts.append(_text(LEFT / 2, y + 15, quarry, size=11, anchor="middle"))
    if on_quarry:
        parts.append(_text(LEFT / 2, y + 28, "pawns: " + ", ".join(on_quarry), size=9,
                           anchor="middle"))
    y += BAND_H + 4
    side_parts, h_bottom = _side(view, bottom, y, downward=True)
    parts += side_parts
    parts.append(_text(10, y + h_bottom - 4, f"{SEATS[bottom]}'s side", size=12, weight="bold"))
    y += h_bottom + 10
    # Temple columns (the last card is on top and may be taken), deck and discard.
    for seat in (top, bottom):
        parts.append(_text(10, y + 12, f"{SEATS[seat]}'s column", size=12))
        col = view["columns"][seat]
        for k, lv in enumerate(col):
            parts.append(_temple_card(LEFT + k * (CARD_W + GAP), y, lv))
        if col:
            parts.append(_text(LEFT + len(col) * (CARD_W + GAP) + 4, y + 12, "← top", size=10,
                               fill="#555"))
        y += CARD_H + 8
    discard = view["discard"]
    parts.append(_text(10, y + 12, f"deck {view['deck_size']}, discard {len(discard)}"
                       + (f" (top: {NATION_NAME[discard[-1]]})" if discard else ""), size=12))
    y += CARD_H + 8
    for seat in (top, bottom):
        hand = view["hands"][seat]
        size = view["hand_sizes"][seat]
        label = f"{SEATS[seat]}'s hand"
        if hand is None:
            label += f": {size} cards" if size is not None else ": fewer than 4 cards"
            parts.append(_text(10, y + 12, label, size=12))
        else:
            parts.append(_text(10, y + 12, label, size=12))
            for k, c in enumerate(hand):
                parts.append(_nation_card(LEFT + k * (CARD_W + GAP), y, c))
        y += CARD_H + 8
    height = y + 4
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="sans-serif" role="img" '
            f'aria-label="Babel position">'
            f'<rect width="{width}" height="{height}" fill="#fbf8f1"/>' + "".join(parts) + "</svg>")
