"""What the four games' diagram readers share: the "key: value" lines with their line
numbers, errors that name the line they come from, and the checks every position read
from a diagram passes before it is handed out.

A reader collects its lines into `Fields` (`fields.put(key, value, line)`) and reads them
back with `get` and `[]`; an IllegalAction raised while it reads names the line of the
key read last ("Line 7 (pending): ..."). `checked(game)` then plays the position a
little on a copy: a diagram that reads but cannot be played is refused now, naming the
position, instead of crashing later.
"""
from __future__ import annotations

import contextvars
from typing import Callable

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

    def where(self) -> str:
        """"Line 7 (pending)" for the key read last, or the line being read."""
        if self.last in self.lines:
            return f"Line {self.lines[self.last]} ({self.last})"
        if self.last is not None:
            return f"The {self.last} line (left out)"
        if self.line is not None:
            return f"Line {self.line}"
        return "The position"


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


def checked(game, module, playout: int = 40):
    """Refuse a position that reads but cannot be used: every view, the legal actions,
    the diagram read back, and a short random playout on a copy must all work."""
    try:
        game.legal_actions()
        for seat in [None, "public", *range(game.players)]:
            game.view(seat)
        text = module.to_diagram(game)
        if module.to_diagram(module.from_diagram.__wrapped__(text, seed=0)) != text:
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
