"""Scripted bots that play the plans a sensible person follows, as yardsticks for the
built-in levels (`benchmarks/arena.py GAME hard yard:NAME N`). Each chooses from its
seat's information only (`SeatInfo`: its view, its legal actions, the history as it reads
it), never the game. One module a game; `BOTS` maps each name to its class."""
from __future__ import annotations

from . import babel, dynasties, tyrus

BOTS = {**tyrus.BOTS, **babel.BOTS, **dynasties.BOTS}


def make(name: str, seed: int = 0):
    """The yardstick `name` (without its `yard:` prefix)."""
    if name not in BOTS:
        raise ValueError(f"No yardstick {name!r}; there are {', '.join(sorted(BOTS))}.")
    bot = BOTS[name](seed=seed)
    bot.level = f"yard:{name}"
    return bot
