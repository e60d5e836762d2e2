"""A position of Euphrat & Tigris: the card game as readable text, and back.

    Euphrat & Tigris: the card game
    players: archer lion bull pot      # 2-4 seats, always in this clockwise order
    turn: pot, actions 1               # whose turn, actions taken so far this turn
    first: archer                      # optional: who started
    options: open_piles                # optional: the points piles lie open
    #    1      2      3      4      5      6      7      8
    0:   T   .  T   .  T   G  T   .  R   .  T   .  T   .  T
    1:   R      G@at   K      .      .      .      .      .
    2:   B      .      G      .      .      .      .      .
    archer hand: K K R G G B B B
    archer pile: R G T                  # bottom first: the last card is the top one
    archer catastrophe: used            # optional: "yes" (held, the default) or "used"
    deck: K R R G ...                   # optional: top first
    discard: K B                        # optional: cards out of the game, face up
    removed: ...                        # 2 players: the 30 cards set aside unseen
    table cards: R R                    # cards committed to the conflict under way
    pending: bank seat=archer colour=G why=score   # the decisions under way, if any
                                        # (mesogames/pending.py)
    over: deck                          # a finished game: why it ended

The table: row `0:` holds the eight heads with the seven gaps between them (15 cells,
`.` for an empty gap); rows `1:` to `8:` hold the cards under the heads (8 cells, `.`
where a column is shorter). Cards: K black, R red, G green, B blue, T treasure, SK SG SR
the ships blue-black, blue-green, blue-red. A face-down link card is written `~G`. A
leader on a card is `@` + its owner (a archer, l lion, b bull, p pot) + the leader
(k king, p priest, t trader, f farmer): `G@at` is a green card carrying archer's trader.

Lines may come in any order; `#` starts a comment. Cards no line mentions go into the deck,
shuffled from the seed, or, when a deck line is given, to the discard pile. The ships and
leaders not on the table are in their owners' supply.
"""
from __future__ import annotations

import re

from ..core import IllegalAction, Rng, game_factory
from ..diagrams import (board_rows, closing_lines, read_lines, read_pending, read_pool,
                        read_players, read_turn)
from ..pending import Codec, seat_codecs
from .cards import COLUMNS, COUNTS, GAPS, MAX_IN_COLUMN, SEATS, SHIPS
from .rules import TigrisCardsGame

RULE = "position diagram"
SEAT_LETTER = "albp"
LEADER_LETTER = {"K": "k", "R": "p", "G": "t", "B": "f"}
LETTER_LEADER = {v: k for k, v in LEADER_LETTER.items()}
CARD_CODES = ("K", "R", "G", "B", "T") + SHIPS


def _cell_str(cell: dict | None) -> str:
    if cell is None:
        return "."
    t = ("~" if cell.get("down") else "") + cell["card"]
    if cell["leader"]:
        t += "@" + SEAT_LETTER[int(cell["leader"][0])] + LEADER_LETTER[cell["leader"][1]]
    return t


def _cell(token: str, players: int, gap: bool) -> dict | None:
    t = token.strip()
    if t == ".":
        return None
    card, _, ldr = t.partition("@")
    down = card.startswith("~")
    card = card.lstrip("~").upper()
    if card not in CARD_CODES:
        raise IllegalAction(RULE, f"{token!r} is not a card: write K R G B T SK SG SR or '.'.")
    if down and not gap:
        raise IllegalAction(RULE, f"{token!r}: only a link card in a gap lies face down.")
    cell = {"card": card, "leader": None}
    if gap:
        cell["down"] = down
    if ldr:
        ldr = ldr.lower()
        if len(ldr) != 2 or ldr[0] not in SEAT_LETTER[:players] or ldr[1] not in LETTER_LEADER:
            raise IllegalAction(RULE, f"{token!r}: write a leader as @ + owner (a l b p) + "
                                "leader (k p t f), like G@at.")
        cell["leader"] = f"{SEAT_LETTER.index(ldr[0])}{LETTER_LEADER[ldr[1]]}"
    return cell


def _cards(text: str) -> list[str]:
    out = []
    for w in text.replace(",", " ").split():
        c = w.upper()
        if c not in ("K", "R", "G", "B", "T"):
            raise IllegalAction(RULE, f"{w!r} is not a card: write K, R, G, B or T.")
        out.append(c)
    return out


@game_factory
def from_diagram(text: str, seed: int | None = None) -> TigrisCardsGame:
    """Build a position from its diagram (see the module's documentation)."""
    from .setup import empty_state
    fields, rows = read_lines(text, "euphrat", rows=range(MAX_IN_COLUMN + 1))
    n = read_players(fields, SEATS, " ".join(SEATS))
    fields.only({"players", "turn", "first", "options", "deck", "discard", "removed",
                 "table cards", "pending", "over", "turns"}
                | {f"{s} {w}" for s in SEATS[:n] for w in ("hand", "pile", "catastrophe")})
    options = fields.get("options", "").replace(",", " ").split()
    if set(options) - {"open_piles"}:
        raise IllegalAction(RULE, "The only option is open_piles.")
    s = empty_state(n, "open_piles" in options)

    read_turn(fields, s, SEATS, "pot, actions 1")

    fields.last = "row 0"
    head = rows.get(0, ["T", "."] * (COLUMNS - 1) + ["T"])
    if len(head) != COLUMNS + GAPS:
        raise IllegalAction(RULE, "Row 0 holds the 8 heads and the 7 gaps between them: 15 cells.")
    for i in range(COLUMNS):
        h = _cell(head[2 * i], n, False)
        if h is None or h["card"] not in ("T", "R"):
            raise IllegalAction(RULE, f"The head of column {i + 1} is a treasure (T) or the red "
                                "card (R) that replaced it.")
        s["cols"][i] = [h]
    for g in range(GAPS):
        s["gaps"][g] = _cell(head[2 * g + 1], n, True)
    for r, cells in board_rows(fields, rows, MAX_IN_COLUMN, COLUMNS, "one per column ('.' if empty)"):
        for i, tok in enumerate(cells):
            cell = _cell(tok, n, False)
            if cell is None:
                continue
            if len(s["cols"][i]) != r:
                raise IllegalAction(RULE, f"Column {i + 1} has a hole above row {r}: columns "
                                    "close upward.")
            s["cols"][i].append(cell)

    for seat, name in enumerate(SEATS[:n]):
        s["hands"][seat] = _cards(fields.get(f"{name} hand", ""))
        s["piles"][seat] = _cards(fields.get(f"{name} pile", ""))
        cat = fields.get(f"{name} catastrophe", "yes").lower()
        if cat not in ("yes", "used"):
            raise IllegalAction(RULE, f"{name} catastrophe: write yes or used.")
        s["catastrophes"][seat] = cat == "yes"
        if len(s["hands"][seat]) > 8 or "T" in s["hands"][seat]:
            raise IllegalAction(RULE, f"{name.capitalize()} holds at most 8 cards, no treasure.")
    s["table"] = _cards(fields.get("table cards", ""))
    s["discard"] = _cards(fields.get("discard", ""))
    s["removed"] = _cards(fields.get("removed", ""))
    read_pending(fields, s, TigrisCardsGame, pending_codecs(s["players"]))
    if "over" in fields:
        s["over"], s["end"] = True, fields["over"]

    board = [cell for col in s["cols"] for cell in col] + [g for g in s["gaps"] if g]
    codes = [c["card"] for c in board]
    seen = [c for c in codes if c not in SHIPS] + sum(s["hands"], []) + sum(s["piles"], []) \
        + s["table"] + s["discard"] + s["removed"]
    s["ships"] = [x for x in SHIPS if x not in codes]
    if len(s["ships"]) + sum(1 for c in codes if c in SHIPS) != len(SHIPS):
        raise IllegalAction(RULE, "Each of the three ships is on the table once at most.")
    leaders = [c["leader"] for c in board if c["leader"]]
    if len(set(leaders)) != len(leaders):
        raise IllegalAction(RULE, "A leader stands in one place only.")
    rest = []
    for c, total in COUNTS.items():
        k = seen.count(c)
        if k > total:
            raise IllegalAction(RULE, f"There are only {total} cards {c}; the diagram shows {k}.")
        rest += [c] * (total - k)
    if "T" in rest:
        raise IllegalAction(RULE, "Every treasure is at the head of a column or on a points pile.")
    rng = Rng(seed)
    s["deck"], left = read_pool(fields, "deck", rest, rng, _cards, "card")
    s["discard"] += left
    fields.last = fields.line = None        # from here on: the whole position
    return TigrisCardsGame(s, rng.state)


def to_diagram(game: TigrisCardsGame) -> str:
    """The position as a diagram that `from_diagram` reads back (the referee's knowledge)."""
    s = game.state
    n = s["players"]
    lines = ["Euphrat & Tigris: the card game",
             "players: " + " ".join(SEATS[:n]),
             f"turn: {SEATS[s['turn']]}, actions {s['actions']}",
             f"first: {SEATS[s['first']]}",
             f"turns: {s['turns']}"]
    if s["options"].get("open_piles"):
        lines.append("options: open_piles")
    lines.append("#    " + "".join(f"{i + 1:<14}" for i in range(COLUMNS)).rstrip())
    head = []
    for i in range(COLUMNS):
        head.append(_cell_str(s["cols"][i][0]))
        if i < GAPS:
            head.append(_cell_str(s["gaps"][i]))
    lines.append("0:   " + " ".join(f"{t:<6}" for t in head).rstrip())
    depth = max(len(c) for c in s["cols"]) - 1
    for r in range(1, depth + 1):
        cells = [_cell_str(c[r]) if r < len(c) else "." for c in s["cols"]]
        lines.append(f"{r}:   " + "".join(f"{t:<14}" for t in cells).rstrip())
    for seat, name in enumerate(SEATS[:n]):
        lines.append(f"{name} hand: " + " ".join(s["hands"][seat]))
        lines.append(f"{name} pile: " + " ".join(s["piles"][seat]))
        lines.append(f"{name} catastrophe: " + ("yes" if s["catastrophes"][seat] else "used"))
    lines.append("deck: " + " ".join(s["deck"]))
    lines.append("discard: " + " ".join(s["discard"]))
    if s["removed"]:
        lines.append("removed: " + " ".join(s["removed"]))
    if s["table"]:
        lines.append("table cards: " + " ".join(s["table"]))
    lines += closing_lines(s, pending_codecs(s["players"]))
    return "\n".join(line.rstrip() for line in lines) + "\n"


#: Columns written from 1, as in notation; a link by its gap, "3|4".
COLUMN = Codec(lambda n: str(n + 1), lambda w: int(w) - 1 if w.isdigit() else None)
GAP = Codec(lambda g: f"{g + 1}|{g + 2}",
            lambda w: int(w.split("|")[0]) - 1 if re.fullmatch(r"\d\|\d", w) else None)
#: A war across a link: each side's leader is left (True) or right of the link.
SIDE = Codec(lambda left: "left" if left else "right", {"left": True, "right": False}.get)


def pending_codecs(players: int) -> dict[str, Codec]:
    """How the pending line writes seats, columns and gaps (mesogames/pending.py)."""
    return {**seat_codecs(SEATS[:players]), "column": COLUMN, "columns": COLUMN,
            "link": GAP, "sides": SIDE}
