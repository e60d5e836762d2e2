"""The checks of a new game's options, shared by the four games' `new_game` (and the seed
check of every factory): a wrong option is refused with a ValueError that names it and
says what it takes, before anything is built.

Types are checked as well as values: a board side is a text, a flag is True or False (not
1, not "yes"), a seat is a whole number in range or the seat's name (not 1.0, not True).
A referee passes a table request's options here as they came, so every one of them must
be refused cleanly, never half-used.
"""
from __future__ import annotations

from typing import Callable, Sequence

#: Seeds are whole numbers the seeded generator holds whole (64 bits).
SEED_LIMIT = 1 << 64


def _shown(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def refuse(option: str, takes: str, value) -> ValueError:
    """The error for a wrong option: '<option> takes <what>; not <value>.'"""
    return ValueError(f"{option} takes {takes}; not {_shown(value)}.")


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def players(value, allowed: tuple[int, ...], title: str) -> int:
    """The number of players, one of `allowed`."""
    if not _whole(value) or value not in allowed:
        counts = (f"{allowed[0]}" if len(allowed) == 1
                  else ", ".join(map(str, allowed[:-1])) + f" or {allowed[-1]}")
        raise refuse("players", f"{counts} ({title} is for {counts} players)", value)
    return value


def seed(value) -> int:
    """A seed: a whole number from 0 to 2**64 - 1."""
    if not _whole(value) or not 0 <= value < SEED_LIMIT:
        raise refuse("seed", "a whole number from 0 to 2**64 - 1 (or None: a deal from the "
                     "operating system)", value)
    return value


def flag(option: str, value) -> bool:
    """An on/off option: True or False."""
    if not isinstance(value, bool):
        raise refuse(option, "True or False", value)
    return value


def seat(option: str, value, names: Sequence[str],
         seat_of: Callable[[str], int]) -> int | None:
    """A seat: None (drawn from the seed), its number, or its name (`seat_of` reads one)."""
    takes = (", ".join(f"{i} or {n!r}" for i, n in enumerate(names))
             + ", or None (drawn at random)")
    if value is None:
        return None
    if _whole(value) and 0 <= value < len(names):
        return value
    if isinstance(value, str) and len(value) < 40:
        try:
            found = seat_of(value)
        except ValueError:              # IllegalAction included
            found = None
        if found is not None and 0 <= found < len(names):
            return found
    raise refuse(option, takes, value)


def choice(option: str, value, read: Callable[[str], str], takes: str) -> str:
    """A named choice: a text `read` accepts (it raises ValueError otherwise)."""
    if isinstance(value, str) and len(value) < 40:
        try:
            return read(value)
        except ValueError:
            pass
    raise refuse(option, takes, value)
