"""What the four games' diagram readers share: the "key: value" lines with their line
numbers, errors that name the line they come from, and the checks every position read
from a diagram passes before it is handed out.

A reader collects its lines into `Fields` (`fields.put(key, value, line)`) and reads them
back with `get` and `[]`; an IllegalAction raised while it reads names the line of the
key read last ("Line 7 (pending): ..."). `checked(game)` then plays the position a
little on a copy: a diagram that reads but cannot be played is refused now, naming the
position, instead of crashing later. Counting the pieces a diagram places and dealing the
rest is `census.py`'s; the conventions every format shares are in docs/positions.md.
"""
from __future__ import annotations

import contextvars
from typing import Callable

from . import pending
from .core import IllegalAction, RandomBot

RULE = "position diagram"
_reading: contextvars.ContextVar = contextvars.ContextVar("diagram_fields", default=None)


class Fields(dict):
    """The "key: value" lines of a diagram, remembering the line of each key and the key
    read last (errors are told against it)."""

    def __init__(self):
        super().__init__()
        self.lines: dict[str, int] = {}
        self.last: str | None = None
        self.line: int | None = None      # the line being read, while reading lines
        _reading.set(self)

    def put(self, key: str, value: str, line: int) -> None:
        if key in self:
            raise IllegalAction(RULE, f"Line {line} ({key}): the line {key!r} is written "
                                f"twice (first on line {self.lines[key]}).")
        self[key] = value
        self.lines[key] = line

    def get(self, key, default=None):
        self.last = key
        return super().get(key, default)

    def __getitem__(self, key):
        self.last = key
        return super().__getitem__(key)

    def only(self, known: set[str]) -> None:
        """Refuse lines no reader of this game knows."""
        unknown = set(self) - known
        if unknown:
            self.last = min(unknown, key=lambda k: self.lines[k])
            raise IllegalAction(RULE, "Unknown line(s): " + ", ".join(sorted(unknown)) + ".")

    def where(self) -> str:
        """"Line 7 (pending)" for the key read last, or the line being read."""
        if self.last in self.lines:
            return f"Line {self.lines[self.last]} ({self.last})"
        if self.last is not None:
            return f"The {self.last} line (left out)"
        if self.line is not None:
            return f"Line {self.line}"
        return "The position"


def read_players(fields: Fields, seats: tuple, default: str) -> int:
    """The players line of the Tigris games: 2 to 4 seats in the seats' order."""
    names = fields.get("players", default).lower().split()
    n = len(names)
    if names != list(seats[:n]) or n < 2:
        raise IllegalAction(RULE, "players: write 2 to 4 seats in the order "
                            + " ".join(seats) + ".")
    return n


def read_turn(fields: Fields, state: dict, seats: tuple, example: str) -> None:
    """The turn, first and turns lines of the Tigris games: the active seat and the actions
    it took ("lion, actions 1"), who played first, the turn's number."""
    n = state["players"]
    turn = fields.get("turn", f"{seats[0]}, actions 0").replace(",", " ").split()
    if not turn or turn[0].lower() not in seats[:n]:
        raise IllegalAction(RULE, "turn: write the active seat and the actions taken, like "
                            f"{example!r}.")
    state["turn"] = seats.index(turn[0].lower())
    if len(turn) == 3 and turn[1] == "actions" and turn[2] in "012":
        state["actions"] = int(turn[2])
    elif len(turn) != 1:
        raise IllegalAction(RULE, "turn: write the actions taken as 'actions 0', 1 or 2.")
    first = fields.get("first", seats[state["turn"]]).lower()
    if first not in seats[:n]:
        raise IllegalAction(RULE, f"first: {first!r} is not a seat of this game.")
    state["first"] = seats.index(first)
    turns = fields.get("turns", "1")
    if not (turns.isascii() and turns.isdigit()) or int(turns) < 1:
        raise IllegalAction(RULE, "turns: write the turn's number, 1 or more.")
    state["turns"] = int(turns)


def read_pending(fields: Fields, state: dict, game_class, codecs: dict) -> None:
    """The pending line: the decisions and steps under way (mesogames/pending.py; the kinds
    in docs/decisions.md), each checked by its kind; `codecs`: how the game writes seats
    and places."""
    if "pending" not in fields:
        return
    state["pending"] = pending.read(fields["pending"], codecs, RULE)
    game_class.check_pending(state["pending"], state["players"], RULE)


def closing_lines(state: dict, codecs: dict) -> list[str]:
    """The last lines of a Tigris game's diagram: the decisions under way, the end."""
    lines = []
    if state["pending"]:
        lines.append("pending: " + pending.write(state["pending"], codecs))
    if state["over"]:
        lines.append(f"over: {state['end']}")
    return lines


def board_rows(fields: Fields, rows: dict[int, list[str]], count: int, width: int,
               cells: str):
    """The numbered board rows 1..count, each [] when absent or exactly `width` cells;
    yields (row number, its cells). `cells` says what a row holds, for the error."""
    for r in range(1, count + 1):
        found = rows.get(r, [])
        fields.last = f"row {r}"
        if f"row {r}" in fields.lines and len(found) != width:
            raise IllegalAction(RULE, f"Row {r} holds {width} cells, {cells}.")
        yield r, found


def strip_comment(raw: str) -> str:
    """A line without its comment: `#` starts one anywhere."""
    return raw.split("#", 1)[0].strip()


def read_lines(text: str, header: str, *, rows: range | None = None,
               strip: Callable[[str], str] = strip_comment,
               words: Callable[[list[str]], list[str]] | None = None
               ) -> tuple[Fields, dict[int, list[str]]]:
    """Every game's diagram lines: blank lines, comments and the header line (starting
    with `header`) skipped; `key: value` lines into Fields (keys lower case, spaces
    folded, `words` may rename them); with `rows`, numbered lines are board rows."""
    fields, board = Fields(), {}
    for lineno, raw in enumerate(text.splitlines(), 1):
        fields.line = lineno
        line = strip(raw)
        if not line or line.lower().startswith(header):
            continue
        if ":" not in line:
            raise IllegalAction(RULE, f"Line {lineno}: cannot read {raw.strip()[:60]!r}: "
                                "write 'key: value'.")
        key, value = line.split(":", 1)
        parts = key.lower().split()
        key = " ".join(words(parts) if words else parts)
        if rows is not None and key.isascii() and key.isdigit():
            r = int(key)
            if r not in rows or r in board:
                raise IllegalAction(RULE, f"Line {lineno}: row {key} is not a row of the "
                                    "board or is written twice.")
            board[r] = value.split()
            fields.lines[f"row {r}"] = lineno
            continue
        fields.put(key, value.strip(), lineno)
    return fields, board


def located(err: IllegalAction) -> IllegalAction:
    """`err` with the line it comes from, if a reader was reading and did not say it."""
    fields = _reading.get()
    if fields is None or err.reason.startswith(("Line ", "The position")):
        return err
    reason = err.reason
    if fields.last and reason.lower().startswith(f"{fields.last}: "):
        reason = reason[len(fields.last) + 2:]         # "Line 4 (turn): ...", said once
    return IllegalAction(err.rule, f"{fields.where()}: {reason}")


def checked(game, spec, playout: int = 40):
    """Refuse a position that reads but cannot be used: every view, the legal actions,
    the diagram read back (with the game's `spec`), and a short random playout on a copy
    must all work."""
    try:
        game.legal_actions()
        for seat in [None, "public", *range(game.players)]:
            game.view(seat)
        text = spec.to_diagram(game)
        if spec.to_diagram(spec.from_diagram.__wrapped__(text, seed=0)) != text:
            raise ValueError("its diagram does not read back to the same position")
        trial = game.copy()
        bot = RandomBot(seed=0)
        for _ in range(playout):
            if trial.over or not trial.legal_actions():
                break         # (a stuck position is the teacher's to write; a crash is not)
            trial.apply(bot.choose(trial))
    except IllegalAction as err:
        raise IllegalAction(RULE, f"The position cannot be played: {err.reason}") from err
    except Exception as err:          # a position that breaks the rules' assumptions
        raise IllegalAction(RULE, f"The position cannot be played "
                            f"({type(err).__name__}: {str(err)[:160]}).") from err
    finally:
        _reading.set(None)
    return game
