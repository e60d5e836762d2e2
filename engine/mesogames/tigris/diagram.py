"""A position of Tigris & Euphrates as readable text, and back.

    Tigris & Euphrates
    players: archer lion bull           # 2-4 seats, always in this clockwise order
    options: classic english            # the side (classic or alternative), and any of
                                        # english, buildings (expansion 1), ziggurat (2),
                                        # open_scores (points in the open)
    turn: lion, actions 1               # whose turn, actions taken so far this turn
    #     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P
     1:   .  .  .  .  ~  ~  ~  ~  ~  .  R* .  ~  .  .  .
     2:   .  R* .  .  ~  .  ak R  .  .  .  .  ~  .  .  R*
    ...
    archer hand: K R R G B B            # or red red green ...; `...` at the end: fill to 6
    archer points: K1 R0 G2 B0 T1      # victory points per colour; T: treasures taken
    archer catastrophes: 1             # catastrophe tiles still in hand (default 2)
    monuments: red-blue F7             # each at the top-left square of its four tiles
    ziggurat: F7                       # centre of the cross (expansion 2)
    buildings: green F7                # civilization buildings (expansion 1)
    bag: K R R G                       # the top of the bag, next tile first
    out: R R K                         # tiles out of the game (removed in conflicts)
    first: archer                      # who started
    turns: 1                           # turns begun so far
    junction: F7, table tiles: R R, over: bag        # mid-action or ended
    pending: treasure seat=lion options=[N5,I7] squares=[N5,I7,O9]; treasures
                                 # the decisions under way (mesogames/pending.py)

The board: 11 rows of 16 cells. `.` an empty square (`~` an empty river square: the
rivers come from the side, so both mean empty), `K R G B` a civilization tile (black
settlement, red temple, green market, blue farm), lower case the same tile face down
under a monument or the ziggurat, `*` after a tile a treasure on it, `#` after a tile a
civilization building on it, `X` a catastrophe, and two letters a leader: its owner
(a archer, l lion, b bull, p pot) and the leader (k king, p priest, t trader, f farmer).

Every line is optional; what a line leaves out is as the rules set it up
(docs/rules/tigris.md, "Positions"):
- a board row left out is as at the start: its starting temples, each with its treasure,
  on the side's sphinx squares (a row written is exactly what it shows);
- a hand left out is six tiles drawn from the bag; a hand ending with `...` is filled
  to six the same way;
- the tiles no line places are shuffled from the seed into the bag, below the tiles the
  `bag:` line lists (top first), or go where the one line ending with `...` says
  (`out: ...`: out of the game).
Lines may come in any order; `#` at the start of a line, or after a space, starts a
comment. A line that cannot be read, or writes more tiles of a colour than the game
has, is refused naming its line.
"""
from __future__ import annotations

import re

from ..census import Census, deal, holder_of_rest, listed
from ..core import IllegalAction, Rng, game_factory
from ..diagrams import board_rows, closing_lines, read_lines, read_pending, read_players, read_turn
from ..dynasties import COLOUR_NAME, COLOUR_OF_WORD, COLOURS, SEATS
from ..pending import Codec, seat_codecs
from ..words import plural
from .board import (
    BOARDS,
    CATASTROPHE,
    CATASTROPHES,
    COLS,
    COLUMN_LETTERS,
    HAND,
    ROWS,
    TILE_COUNTS,
    TILE_OF_WORD,
    monument_name,
    monument_of,
    parse_square,
    square_name,
)
from .rules import TigrisGame
from .structures import block, cross

RULE = "position diagram"
SEAT_LETTER = "albp"
LEADER_LETTER = {"K": "k", "R": "p", "G": "t", "B": "f"}
LETTER_LEADER = {v: k for k, v in LEADER_LETTER.items()}


def _cell_str(s: dict, i: int, river: frozenset) -> str:
    t, code = s["tiles"][i], s["leaders"][i]
    if code:
        return SEAT_LETTER[int(code[0])] + LEADER_LETTER[code[1]]
    if t is None:
        return "~" if i in river else "."
    if t == CATASTROPHE:
        return "X"
    mark = "*" if i in s["treasures"] else ""
    mark += "#" if i in s["buildings"].values() else ""
    return t + mark


def _tiles(text: str) -> list[str]:
    """Tiles by letter (K R G B), colour (black red green blue) or name (temple...)."""
    out = []
    for w in text.replace(",", " ").split():
        c = COLOUR_OF_WORD.get(w.lower()) or TILE_OF_WORD.get(w.lower())
        if c is None:
            raise IllegalAction(RULE, f"{w!r} is not a tile: write K, R, G or B (or black, "
                                "red, green, blue).")
        out.append(c)
    return out


def _strip_comment(raw: str) -> str:
    line = raw.strip()
    if line.startswith("#"):
        return ""
    cut = line.find(" #")
    return line if cut < 0 else line[:cut]


def _read_cell(s: dict, i: int, tok: str, players: int) -> None:
    if tok in (".", "~"):
        return
    if tok == "X":
        s["tiles"][i] = CATASTROPHE
        return
    if len(tok) == 2 and tok[0] in SEAT_LETTER and tok[1] in LETTER_LEADER:
        if SEAT_LETTER.index(tok[0]) >= players:
            raise IllegalAction(RULE, f"{square_name(i)}: {tok!r} belongs to no seat of this game.")
        s["leaders"][i] = f"{SEAT_LETTER.index(tok[0])}{LETTER_LEADER[tok[1]]}"
        return
    base, marks = tok[0], tok[1:]
    if base.upper() not in COLOURS or set(marks) - {"*", "#"} or len(set(marks)) != len(marks):
        raise IllegalAction(RULE, f"{square_name(i)}: {tok!r} is not a square: write . ~ X, a "
                            "tile K R G B (lower case face down) with * for a treasure and # "
                            "for a building, or a leader like ak.")
    s["tiles"][i] = base
    if "*" in marks:
        if base.upper() != "R":
            raise IllegalAction(RULE, f"{square_name(i)}: treasures lie on temples (R*).")
        s["treasures"].append(i)
    if "#" in marks:
        if base.islower() or s["buildings"][base] is not None:
            raise IllegalAction(RULE, f"{square_name(i)}: one building of each colour, on a "
                                "face-up tile.")
        s["buildings"][base] = i


@game_factory
def from_diagram(text: str, seed: int | None = None) -> TigrisGame:
    """Build a position from its diagram (see the module's documentation)."""
    from .setup import empty_state
    fields, rows = read_lines(text, "tigris", rows=range(1, ROWS + 1), strip=_strip_comment)
    n = read_players(fields, SEATS, "archer lion")
    fields.only({"players", "options", "turn", "first", "turns", "monuments", "ziggurat",
                 "buildings", "bag", "out", "junction", "table tiles", "pending", "over"}
                | {f"{x} {w}" for x in SEATS[:n] for w in ("hand", "points", "catastrophes")})
    options = fields.get("options", "classic").replace(",", " ").lower().split()
    sides = [o for o in options if o in BOARDS]
    if len(sides) > 1 or set(options) - set(BOARDS) - {"english", "buildings", "ziggurat",
                                                      "open_scores"}:
        raise IllegalAction(RULE, "options: a side (classic or alternative) and any of english, "
                            "buildings, ziggurat.")
    s = empty_state(n, sides[0] if sides else "classic", "english" in options,
                    "buildings" in options, "ziggurat" in options, "open_scores" in options)
    board = BOARDS[s["options"]["side"]]
    census = Census({c: TILE_COUNTS[c] for c in COLOURS}, lambda c: f"{COLOUR_NAME[c]} tile")

    read_turn(fields, s, SEATS, "lion, actions 1")
    _read_board(fields, rows, s, board, census)
    _read_structures(fields, s)

    hands = {}
    for seat, name in enumerate(SEATS[:n]):
        key = f"{name} hand"
        if key in fields:
            tiles, more = _listed_tiles(fields, key, census)
            s["hands"][seat] = tiles
            if len(tiles) > HAND:
                raise IllegalAction(RULE, f"{name.capitalize()} holds at most {HAND} tiles.")
            if more:
                hands[seat] = HAND - len(tiles)
        else:
            hands[seat] = HAND       # a hand left out is full, drawn from the bag
        _read_points(fields, s, seat, name)
    _check_catastrophes(fields, s)
    s["table"] = census.take(_tiles(fields.get("table tiles", "")))
    if "junction" in fields:
        s["junction"] = parse_square(fields["junction"])
    read_pending(fields, s, TigrisGame, pending_codecs(s["players"]))
    if "over" in fields:
        s["over"], s["end"] = True, fields["over"]
    bag, _ = _listed_tiles(fields, "bag", census)
    out, _ = _listed_tiles(fields, "out", census)
    holder = holder_of_rest(fields, ["bag", "out"], "bag")

    assert seed is not None, "game_factory draws a seed left out"
    rng = Rng(seed)
    rest = census.rest()
    rng.shuffle(rest)
    for seat, wanted in hands.items():
        s["hands"][seat] += deal(rest, wanted)
    s["bag"] = bag + (rest if holder == "bag" else [])
    s["out"] = len(out) + (len(rest) if holder == "out" else 0)
    fields.last = fields.line = None        # from here on: the whole position
    _check_treasures(fields, s)
    return TigrisGame(s, rng.state)


def _listed_tiles(fields, key: str, census: Census) -> tuple[list[str], bool]:
    """The tiles a line lists (taken from the census), and whether it ends with `...`."""
    if key not in fields:
        return [], False
    value, more = listed(fields[key])
    return census.take(_tiles(value)), more


def _start_row(board, r: int) -> list[str]:
    """Row r as at the start of the game: its starting temples with their treasures."""
    return ["R*" if (r - 1) * COLS + c in board.starts else
            "~" if (r - 1) * COLS + c in board.river else "." for c in range(COLS)]


def _read_board(fields, rows, s: dict, board, census: Census) -> None:
    """The board rows: a row left out is as at the start (its temples and treasures)."""
    river = board.river
    for r, cells in board_rows(fields, rows, ROWS, COLS, "one per column A-P"):
        for c, tok in enumerate(cells or _start_row(board, r)):
            _read_cell(s, (r - 1) * COLS + c, tok, s["players"])
        row = s["tiles"][(r - 1) * COLS:r * COLS]
        census.take(t.upper() for t in row if t and t != CATASTROPHE)
        for i in range((r - 1) * COLS, r * COLS):
            t = s["tiles"][i]
            if t in ("B", "b") and i not in river or t and t in "KRGkrg" and i in river:
                raise IllegalAction(RULE, f"{square_name(i)}: farms lie on rivers, other "
                                    "tiles on land.")
            if s["leaders"][i] and i in river:
                raise IllegalAction(RULE, f"{square_name(i)}: no leader stands on a river.")
            if s["leaders"][i] and s["leaders"].index(s["leaders"][i]) != i:
                first = square_name(s["leaders"].index(s["leaders"][i]))
                raise IllegalAction(RULE, f"{square_name(i)}: each player has one leader of "
                                    f"each colour, and this one stands on {first} already.")
    s["treasures"].sort()


def _read_structures(fields, s: dict) -> None:
    """The monuments, the ziggurat and the civilization buildings."""
    down = {i for i, t in enumerate(s["tiles"]) if t and t.islower()}
    covered: set[int] = set()
    for word in filter(None, (w.strip() for w in fields.get("monuments", "").split(","))):
        parts = word.split()
        if len(parts) != 2:
            raise IllegalAction(RULE, "monuments: write each as colours and square, like "
                                "red-blue F7.")
        m, tl = monument_of(parts[0]), parse_square(parts[1])
        squares = set(block(tl)) if tl % COLS < COLS - 1 and tl // COLS < ROWS - 1 else set()
        colours = {s["tiles"][i] for i in squares}
        if len(squares) != 4 or len(colours) != 1 or not squares <= down or \
                colours.pop().upper() not in m or m not in s["available"]:
            raise IllegalAction(RULE, f"The {monument_name(m)} monument stands once, on four "
                                "face-down tiles of one of its colours.")
        s["monuments"].append({"colours": m, "at": tl})
        s["available"].remove(m)
        covered |= squares
    if "ziggurat" in fields:
        centre = parse_square(fields["ziggurat"])
        squares = set(cross(centre))
        if not squares or not squares <= down - covered or \
                len({s["tiles"][i] for i in squares}) != 1:
            raise IllegalAction(RULE, "The ziggurat covers a cross of five face-down tiles of "
                                "one colour.")
        s["ziggurat"] = centre
        covered |= squares
    if down - covered:
        fields.last = None
        raise IllegalAction(RULE, "Face-down tiles lie under a monument or the ziggurat: "
                            + ", ".join(square_name(i) for i in sorted(down - covered)) + ".")
    for word in filter(None, (w.strip() for w in fields.get("buildings", "").split(","))):
        parts = word.split()
        if len(parts) != 2 or parts[0].lower() not in ("black", "red", "green", "blue"):
            raise IllegalAction(RULE, "buildings: write each as colour and square, like green F7.")
        c, i = "KRGB"[("black", "red", "green", "blue").index(parts[0].lower())], \
            parse_square(parts[1])
        if s["tiles"][i] != c or s["buildings"][c] not in (None, i):
            raise IllegalAction(RULE, f"The {parts[0]} building stands once, on a face-up "
                                f"{parts[0]} tile.")
        s["buildings"][c] = i


def _read_points(fields, s: dict, seat: int, name: str) -> None:
    for w in fields.get(f"{name} points", "").replace(",", " ").split():
        c, v = w[:1].upper(), w[1:]
        if c not in COLOURS + ("T",) or not v.isdigit():
            raise IllegalAction(RULE, f"{name} points: write colours and numbers, like "
                                "K1 R0 G2 B0 T1.")
        if c == "T":
            s["treasure_points"][seat] = int(v)
        else:
            s["scores"][seat][c] = int(v)
    cat = fields.get(f"{name} catastrophes", str(CATASTROPHES))
    if cat not in ("0", "1", "2"):
        raise IllegalAction(RULE, f"{name} catastrophes: write 0, 1 or 2.")
    s["catastrophes"][seat] = int(cat)


def _check_catastrophes(fields, s: dict) -> None:
    """Two catastrophe tiles a player ("deux tuiles Catastrophe"): those on the board and
    those still held add up to no more."""
    n, on_board = s["players"], s["tiles"].count(CATASTROPHE)
    held = sum(s["catastrophes"])
    if on_board + held <= CATASTROPHES * n:
        return
    written = [f"{x} catastrophes" for x in SEATS[:n] if f"{x} catastrophes" in fields]
    rows = [f"row {i // COLS + 1}" for i, t in enumerate(s["tiles"]) if t == CATASTROPHE]
    fields.last = max(written, key=fields.lines.get) if written else rows[-1]
    raise IllegalAction(RULE, f"the board holds {plural(on_board, 'catastrophe')} and the "
                        f"players hold {held}: {n} players have {CATASTROPHES * n}, two each. "
                        "Write how many each still holds on its catastrophes line (2 when "
                        "left out).")


def _check_treasures(fields, s: dict) -> None:
    """A turn cannot begin with 2 treasures or fewer on the board: the last one ended the
    game ("il ne reste plus sur la carte qu'un ou deux Trésors")."""
    left = len(s["treasures"])
    if left > 2 or s["over"] or s["actions"] or s["pending"]:
        return
    if any(f"row {r}" in fields.lines for r in range(1, ROWS + 1)):
        fields.last = min((f"row {r}" for r in range(1, ROWS + 1) if f"row {r}" in fields.lines),
                          key=fields.lines.get)
    raise IllegalAction(RULE, f"the board holds {plural(left, 'treasure')}: the game ends when "
                        "a turn ends with 2 treasures or fewer, so no turn begins with so few. "
                        "Mark the treasures (R*) on their temples, leave out the rows whose "
                        "starting temples stand as at the start, or write 'over: treasures'.")


def to_diagram(game: TigrisGame) -> str:
    """The position as a diagram that `from_diagram` reads back (the referee's knowledge)."""
    s = game.state
    n = s["players"]
    o = s["options"]
    river = BOARDS[o["side"]].river
    lines = ["Tigris & Euphrates",
             "players: " + " ".join(SEATS[:n]),
             "options: " + " ".join([o["side"]] + [k for k in ("english", "buildings",
                                                               "ziggurat", "open_scores")
                                                     if o[k]]),
             f"turn: {SEATS[s['turn']]}, actions {s['actions']}",
             f"first: {SEATS[s['first']]}",
             f"turns: {s['turns']}",
             "#     " + "  ".join(COLUMN_LETTERS)]
    for r in range(ROWS):
        cells = [_cell_str(s, r * COLS + c, river) for c in range(COLS)]
        lines.append(f"{r + 1:>2}:   " + " ".join(f"{t:<2}" for t in cells).rstrip())
    if s["monuments"]:
        lines.append("monuments: " + ", ".join(
            f"{monument_name(m['colours'])} {square_name(m['at'])}" for m in s["monuments"]))
    if s["ziggurat"] is not None:
        lines.append(f"ziggurat: {square_name(s['ziggurat'])}")
    for seat, name in enumerate(SEATS[:n]):
        lines.append(f"{name} hand: " + " ".join(sorted(s["hands"][seat], key=COLOURS.index)))
        lines.append(f"{name} points: " + " ".join(f"{c}{s['scores'][seat][c]}" for c in COLOURS)
                     + f" T{s['treasure_points'][seat]}")
        lines.append(f"{name} catastrophes: {s['catastrophes'][seat]}")
    lines.append("bag: " + " ".join(s["bag"]))
    if s["out"]:
        lines.append("out: " + " ".join(out_of_game(s)))
    if s["junction"] is not None:
        lines.append(f"junction: {square_name(s['junction'])}")
    if s["table"]:
        lines.append("table tiles: " + " ".join(s["table"]))
    lines += closing_lines(s, pending_codecs(s["players"]))
    return "\n".join(line.rstrip() for line in lines) + "\n"


def out_of_game(s: dict) -> list[str]:
    """The colours of the tiles out of the game: the box less every tile in play."""
    seen = [t.upper() for t in s["tiles"] if t and t != CATASTROPHE] + \
        sum(s["hands"], []) + s["table"] + s["bag"]
    return [c for c in COLOURS for _ in range(TILE_COUNTS[c] - seen.count(c))]


SQUARE = Codec(square_name,
               lambda w: parse_square(w) if re.fullmatch(r"[A-Pa-p]\d\d?", w) else None)


def pending_codecs(players: int) -> dict[str, Codec]:
    """How the pending line writes seats and squares (mesogames/pending.py)."""
    return {**seat_codecs(SEATS[:players]), "leaders": SQUARE, "junction": SQUARE,
            "square": SQUARE, "squares": SQUARE, "options": SQUARE}
