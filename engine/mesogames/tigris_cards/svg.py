"""A static SVG picture of a view of Euphrat & Tigris: the card game.

It draws from a view (`game.view(seat)`), so it shows exactly what that seat may see.
Deterministic: no random ids, no timestamps.
"""
from __future__ import annotations

from html import escape

from ..dynasties import COLOUR_FILL, SEAT_FILL, TREASURE_FILL, symbol_svg
from .cards import COLOUR_NAME, LEADER_NAME, SHIP_NAME

#: A treasure is a red card with a gold frame; ships are sea blue; a hidden card is brown.
FILL = {**COLOUR_FILL, "T": COLOUR_FILL["R"], "SK": "#7fa7d9", "SG": "#7fa7d9", "SR": "#7fa7d9",
        None: "#9a8f7d"}
CW, CH, GAPW, ROWH = 46, 30, 30, 34


def _card(x: float, y: float, cell: dict, label: str) -> str:
    code = cell["card"]
    text = {"T": "T", None: "?"}.get(code, code if code and code[0] != "S" else "ship")
    if code and code[0] == "S":
        text = SHIP_NAME[code].split("-")[1][0].upper() + "⛵"
    out = [f'<g aria-label="{escape(label)}"><rect x="{x}" y="{y}" width="{CW}" height="{CH}" '
           f'rx="4" fill="{FILL[code]}" stroke="{TREASURE_FILL if code == "T" else "#222"}" '
           f'stroke-width="{3 if code == "T" else 1}"/>'
           f'<text x="{x + 8}" y="{y + 19}" font-size="12" fill="#fff">{escape(text)}</text>']
    ldr = cell["leader"]
    if ldr:
        out.append(f'<circle cx="{x + CW - 12}" cy="{y + CH / 2}" r="10" '
                   f'fill="{FILL[ldr["colour"]]}" stroke="{SEAT_FILL[ldr["seat"]]}" '
                   f'stroke-width="3"/>' + symbol_svg(ldr["seat"], x + CW - 12, y + CH / 2, 13))
    out.append("</g>")
    return "".join(out)


def svg(view: dict) -> str:
    """The SVG text of a view."""
    parts = []
    x0, y0 = 10, 40
    step = CW + GAPW
    width = x0 * 2 + 8 * CW + 7 * GAPW
    players = view["players"]
    if view["over"] and view.get("result"):
        r = view["result"]
        title = ("Game over: a tie for first place" if r["winner"] is None else
                 f"Game over: {players[r['winner']]} wins")
    else:
        title = (f"{players[view['turn']]}'s turn, {view['actions_taken']} action(s) taken; "
                 f"{players[view['to_move']]} to move")
    parts.append(f'<text x="{x0}" y="22" font-size="15" font-weight="bold" fill="#222">'
                 f'{escape(title)}</text>')
    depth = max(len(c) for c in view["columns"])
    for i, col in enumerate(view["columns"]):
        x = x0 + i * step
        parts.append(f'<text x="{x + CW / 2}" y="{y0 - 4}" font-size="11" text-anchor="middle" '
                     f'fill="#555">{i + 1}</text>')
        for r, cell in enumerate(col):
            parts.append(_card(x, y0 + r * ROWH, cell, f"{i + 1}.{r}"))
    for g, cell in enumerate(view["gaps"]):
        if cell is not None:
            gx = x0 + g * step + CW + (GAPW - CW) / 2
            parts.append(_card(gx, y0 + 6, cell, f"{g + 1}|{g + 2}"))
    y = y0 + max(depth, 2) * ROWH + 16
    for seat, name in enumerate(players):
        pile = view["piles"][seat]
        hand = view["hands"][seat]
        hand_text = (" ".join(COLOUR_NAME[c] for c in hand) if hand is not None
                     else f"{view['hand_sizes'][seat]} cards")
        top = COLOUR_NAME[pile["top"]] if pile["top"] else "-"
        supply = ", ".join(LEADER_NAME[c] for c in view["leaders_in_supply"][seat]) or "none"
        line = (f"{name}: hand {hand_text}; points pile {pile['size']} (top {top}); "
                f"leaders at home: {supply}"
                + ("" if view["catastrophes"][seat] else "; catastrophe used"))
        parts.append(f'<circle cx="{x0 + 6}" cy="{y - 4}" r="6" fill="{SEAT_FILL[seat]}"/>'
                     f'<text x="{x0 + 18}" y="{y}" font-size="12" fill="#222">'
                     f'{escape(line)}</text>')
        y += 18
    parts.append(f'<text x="{x0}" y="{y}" font-size="12" fill="#222">deck {view["deck_size"]}'
                 f' cards; ships left: {", ".join(SHIP_NAME[s] for s in view["ships"]) or "none"}'
                 f'</text>')
    height = y + 12
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="sans-serif" role="img" '
            f'aria-label="Euphrat and Tigris card game position">'
            f'<rect width="{width}" height="{height}" fill="#fbf8f1"/>' + "".join(parts) + "</svg>")
