"""A position of Euphrat & Tigris: the card game as readable text, and back.

    Euphrat & Tigris: the card game
    players: archer lion bull pot      # 2-4 seats, always in this clockwise order
    turn: pot, actions 1               # whose turn, actions taken so far this turn
    first: archer                      # who started
    options: open_piles                # the points piles lie open
    #    1      2      3      4      5      6      7      8
    0:   T      T      T      T      R      T      T      T     # the heads
    1:   R      G@at   K      .      .      .      .      .     # the cards under them
    2:   B      .      G      .      .      .      .      .
    links: 3|4 ~G                       # the link cards in the gaps between the heads
    archer hand: K K R G G B B B       # or black black red ...; `...`: fill to 8
    archer pile: R G T                  # the points pile, top first
    archer catastrophe: used            # "yes" (held, the default) or "used"
    deck: K R R G                       # the top of the deck, next card first
    discard: K B                        # cards out of the game, face up, top first
    removed: ...                        # 2 players: the 30 cards set aside unseen
    table cards: R R                    # cards committed to the conflict under way
    pending: bank seat=archer colour=G why=score   # the decisions under way, if any
                                        # (mesogames/pending.py)
    over: deck                          # a finished game: why it ended

The table: row `0:` holds the eight heads (a treasure `T`, or the red card `R` that
replaced it); rows `1:` to `8:` the cards under them, row 1 just under the head (8 cells
each, `.` where a column is shorter). The gaps between the heads are named as in the
notation, `3|4`, on the `links:` line. Cards: K black, R red, G green, B blue, T
treasure, SK SG SR the ships blue-black, blue-green, blue-red. A face-down link card is
written `~G`. A leader on a card is `@` + its owner (a archer, l lion, b bull, p pot) + the
leader (k king, p priest, t trader, f farmer): `G@at` is a green card carrying archer's
trader.

Every line is optional; what a line leaves out is as the rules set it up
(docs/rules/tigris-cards.md, "Positions"):
- row 0 left out: eight treasures;
- a hand left out is eight cards drawn from the deck; a hand ending with `...` is
  filled to eight the same way;
- with 2 players, a `removed:` line left out sets 30 cards aside, unseen;
- the cards no line places are shuffled from the seed into the deck, below the cards the
  `deck:` line lists (top first), or go where the one line ending with `...` says
  (`discard: ...`, `removed: ...`).
Every pile is written top first. The ships and leaders not on the table are in their
owners' supply. Lines may come in any order; `#` starts a comment. A line that cannot be
read, or writes more cards of a colour than the game has, is refused naming its line.
"""
from __future__ import annotations

import re

from ..census import Census, deal, holder_of_rest, listed
from ..core import IllegalAction, Rng, game_factory
from ..diagrams import board_rows, closing_lines, read_lines, read_pending, read_players, read_turn
from ..dynasties import COLOUR_NAME, COLOUR_OF_WORD
from ..pending import Codec, seat_codecs
from ..words import plural
from .cards import COLUMNS, COUNTS, GAPS, HAND, MAX_IN_COLUMN, SEATS, SHIPS, TWO_PLAYER_REMOVED
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
    cell: dict[str, str | bool | None] = {"card": card, "leader": None}
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
        c = COLOUR_OF_WORD.get(w.lower(), w.upper())
        if c not in ("K", "R", "G", "B", "T"):
            raise IllegalAction(RULE, f"{w!r} is not a card: write K, R, G, B or T.")
        out.append(c)
    return out


def _listed_cards(fields, key: str, census: Census) -> tuple[list[str], bool]:
    """The cards a line lists (taken from the census), and whether it ends with `...`."""
    if key not in fields:
        return [], False
    value, more = listed(fields[key])
    return census.take(_cards(value)), more


@game_factory
def from_diagram(text: str, seed: int | None = None) -> TigrisCardsGame:
    """Build a position from its diagram (see the module's documentation)."""
    from .setup import empty_state
    fields, rows = read_lines(text, "euphrat", rows=range(MAX_IN_COLUMN + 1))
    n = read_players(fields, SEATS, " ".join(SEATS))
    fields.only({"players", "turn", "first", "options", "links", "deck", "discard", "removed",
                 "table cards", "pending", "over", "turns"}
                | {f"{s} {w}" for s in SEATS[:n] for w in ("hand", "pile", "catastrophe")})
    options = fields.get("options", "").replace(",", " ").split()
    if set(options) - {"open_piles"}:
        raise IllegalAction(RULE, "The only option is open_piles.")
    s = empty_state(n, "open_piles" in options)
    census = Census(COUNTS, lambda c: "treasure" if c == "T" else f"{COLOUR_NAME[c]} card")

    read_turn(fields, s, SEATS, "pot, actions 1")
    _read_table(fields, rows, s, census)

    hands = {}
    for seat, name in enumerate(SEATS[:n]):
        key = f"{name} hand"
        if key in fields:
            s["hands"][seat], more = _listed_cards(fields, key, census)
            if len(s["hands"][seat]) > HAND or "T" in s["hands"][seat]:
                raise IllegalAction(RULE, f"{name.capitalize()} holds at most {HAND} cards, "
                                    "no treasure.")
            if more:
                hands[seat] = HAND - len(s["hands"][seat])
        else:
            hands[seat] = HAND       # a hand left out is full, drawn from the deck
        pile, _ = _listed_cards(fields, f"{name} pile", census)
        s["piles"][seat] = pile[::-1]            # written top first, kept bottom first
        cat = fields.get(f"{name} catastrophe", "yes").lower()
        if cat not in ("yes", "used"):
            raise IllegalAction(RULE, f"{name} catastrophe: write yes or used.")
        s["catastrophes"][seat] = cat == "yes"
    s["table"] = census.take(_cards(fields.get("table cards", "")))
    discard, _ = _listed_cards(fields, "discard", census)
    removed, _ = _listed_cards(fields, "removed", census)
    deck, _ = _listed_cards(fields, "deck", census)
    holder = holder_of_rest(fields, ["deck", "discard", "removed"], "deck")
    read_pending(fields, s, TigrisCardsGame, pending_codecs(s["players"]))
    if "over" in fields:
        s["over"], s["end"] = True, fields["over"]
    fields.last = None
    if census.left["T"]:
        raise IllegalAction(RULE, "Every treasure is at the head of a column or on a points "
                            f"pile: {plural(census.left['T'], 'treasure')} missing.")

    assert seed is not None, "game_factory draws a seed left out"
    rng = Rng(seed)
    rest = census.rest()
    rng.shuffle(rest)
    for seat, wanted in hands.items():
        s["hands"][seat] += deal(rest, wanted)
    if n == 2 and "removed" not in fields:     # the rules set 30 cards aside, unseen
        removed = deal(rest, TWO_PLAYER_REMOVED)
    s["deck"] = deck + (rest if holder == "deck" else [])
    s["discard"] = (discard + (rest if holder == "discard" else []))[::-1]
    s["removed"] = removed + (rest if holder == "removed" else [])
    fields.last = fields.line = None        # from here on: the whole position
    return TigrisCardsGame(s, rng.state)


def _read_table(fields, rows, s: dict, census: Census) -> None:
    """Row 0 (the heads), the links in the gaps, rows 1-8 (the columns), the ships."""
    n = s["players"]
    fields.last = "row 0"
    head = rows.get(0, ["T"] * COLUMNS)
    if len(head) == COLUMNS + GAPS:
        raise IllegalAction(RULE, "Row 0 holds the 8 heads, one per column like every row; "
                            "write the link cards of the gaps on a 'links:' line, like "
                            "'links: 3|4 ~G'.")
    if len(head) != COLUMNS:
        raise IllegalAction(RULE, "Row 0 holds the 8 heads: a treasure (T) or the red card "
                            "(R) that replaced it, one per column.")
    for i in range(COLUMNS):
        h = _cell(head[i], n, False)
        if h is None or h["card"] not in ("T", "R"):
            raise IllegalAction(RULE, f"The head of column {i + 1} is a treasure (T) or the red "
                                "card (R) that replaced it.")
        s["cols"][i] = [h]
    census.take(c[0]["card"] for c in s["cols"])
    for word in filter(None, (w.strip() for w in fields.get("links", "").split(","))):
        parts = word.split()
        gap = GAP.read(parts[0]) if len(parts) == 2 else None
        if gap is None or not 0 <= gap < GAPS or parts[0] != GAP.write(gap):
            raise IllegalAction(RULE, "links: write each as the gap and the card, like "
                                "'3|4 ~G' (the gaps are 1|2 to 7|8).")
        if s["gaps"][gap] is not None:
            raise IllegalAction(RULE, f"The gap {parts[0]} holds one card.")
        s["gaps"][gap] = _cell(parts[1], n, True)
    census.take(g["card"] for g in s["gaps"] if g and g["card"] not in SHIPS)
    for r, cells in board_rows(fields, rows, MAX_IN_COLUMN, COLUMNS,
                               "one per column ('.' if empty)"):
        for i, tok in enumerate(cells):
            cell = _cell(tok, n, False)
            if cell is None:
                continue
            if len(s["cols"][i]) != r:
                raise IllegalAction(RULE, f"Column {i + 1} has a hole above row {r}: columns "
                                    "close upward.")
            s["cols"][i].append(cell)
            if cell["card"] not in SHIPS:
                census.take([cell["card"]])
    fields.last = None
    board = [cell for col in s["cols"] for cell in col] + [g for g in s["gaps"] if g]
    codes = [c["card"] for c in board]
    s["ships"] = [x for x in SHIPS if x not in codes]
    if len(s["ships"]) + sum(1 for c in codes if c in SHIPS) != len(SHIPS):
        raise IllegalAction(RULE, "Each of the three ships is on the table once at most.")
    leaders = [c["leader"] for c in board if c["leader"]]
    if len(set(leaders)) != len(leaders):
        raise IllegalAction(RULE, "A leader stands in one place only.")


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
    lines.append("#    " + "".join(f"{i + 1:<7}" for i in range(COLUMNS)).rstrip())
    lines.append("0:   " + "".join(f"{_cell_str(c[0]):<7}" for c in s["cols"]).rstrip())
    depth = max(len(c) for c in s["cols"]) - 1
    for r in range(1, depth + 1):
        cells = [_cell_str(c[r]) if r < len(c) else "." for c in s["cols"]]
        lines.append(f"{r}:   " + "".join(f"{t:<7}" for t in cells).rstrip())
    links = [f"{GAP.write(g)} {_cell_str(cell)}" for g, cell in enumerate(s["gaps"]) if cell]
    if links:
        lines.append("links: " + ", ".join(links))
    for seat, name in enumerate(SEATS[:n]):
        lines.append(f"{name} hand: " + " ".join(s["hands"][seat]))
        lines.append(f"{name} pile: " + " ".join(s["piles"][seat][::-1]))
        lines.append(f"{name} catastrophe: " + ("yes" if s["catastrophes"][seat] else "used"))
    lines.append("deck: " + " ".join(s["deck"]))
    lines.append("discard: " + " ".join(s["discard"][::-1]))
    if s["removed"] or n == 2:       # left out, 2 players would set 30 cards aside
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
