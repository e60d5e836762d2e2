"""What the OpenSpiel and PettingZoo adapters share: the optional import with its clear
error, the options a game takes, and each seat's returns from a result."""
from __future__ import annotations

import importlib
import inspect

from . import registry

EXTRA = "mesowidgets[rl]"


def need(module: str, purpose: str):
    """Import an optional library of the `rl` extra, or say how to install it."""
    try:
        return importlib.import_module(module)
    except ImportError as error:
        raise ImportError(f"{purpose} needs {module.split('.')[0]}, part of the optional "
                          f"extra: pip install '{EXTRA}' ({error}).") from None


def options(name: str) -> dict:
    """The new-game options of game `name` a learning library may set, with their defaults
    (numbers, true/false and words; the seed is the library's own)."""
    out = {}
    for key, p in inspect.signature(registry.spec(name).new_game).parameters.items():
        if key in ("seed", "first"):
            continue
        if isinstance(p.default, (bool, int, str)):
            out[key] = p.default
    out["players"] = registry.spec(name).players[0]
    return out


def returns(game) -> list[float]:
    """Each seat's return at the end: the seats ranked below it less those ranked above
    it, over the other seats (1 for a win of two players, -1 for a loss, 0 for a tie)."""
    if not game.over:
        return [0.0] * game.players
    ranking = game.result()["ranking"]
    place = {seat: i for i, group in enumerate(ranking) for seat in group}
    n = game.players
    return [sum((place[s] < place[o]) - (place[s] > place[o]) for o in range(n)) / (n - 1)
            for s in range(n)]
