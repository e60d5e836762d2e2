"""What a learning library needs from a game, public and the same on every machine: a
numeric code for every action the game can ever have, and each seat's observation as a
fixed-size list of numbers (mesogames.openspiel and mesogames.pettingzoo build on this).

    from mesogames import encoding
    enc = encoding.of("tigris", players=2)
    enc.num_distinct_actions          # every action of the game: 3922
    code = enc.encode(action)         # an int in range(num_distinct_actions)
    enc.decode(code) == action        # no game needed: the action is built from the code
    enc.legal_codes(game)             # the codes of game.legal_actions(), ascending
    enc.observe(game, seat)           # floats, enc.observation_size of them, from the view

Codes come from the actions' own fields, never from the order of a position's legal
actions: each game's `action_space` hook (registry.py, `<game>/encoding.py`) lists every
action the rules could ever allow, kind by kind, field by field in nested loops over fixed
domains (squares, colours, tiles...), and an action's code is its index there. The
observation comes from the seat's view only (`observe(view)`, each game's `observation`
hook), so it holds nothing the seat may not see.

Standard library only: a list of floats (numpy, where wanted, takes it as it is).
"""
from __future__ import annotations

import itertools
from typing import Any, Callable, Iterable, Sequence

from . import registry
from .core import Action, Game, IllegalAction

__all__ = ["Encoding", "kinds", "of"]


def kinds(cls: type, **domains: Sequence) -> list[Action]:
    """Every action of class `cls` whose fields take the values of `domains` (the fields
    in the class's order, nested loops, the first field outermost)."""
    names = list(domains)
    return [cls(**dict(zip(names, values, strict=True)))
            for values in itertools.product(*(domains[n] for n in names))]


class Encoding:
    """The action codes and the observation of one game with its options."""

    def __init__(self, name: str, actions: Iterable[Action], observe: Callable,
                 observation_size: int):
        self.game = name
        self._actions = tuple(actions)
        self._codes = {_key(a): i for i, a in enumerate(self._actions)}
        if len(self._codes) != len(self._actions):
            raise ValueError(f"{name}: the action space lists an action twice.")
        self._observe = observe
        self.observation_size = observation_size

    @property
    def num_distinct_actions(self) -> int:
        return len(self._actions)

    def encode(self, action: Action) -> int:
        try:
            return self._codes[_key(action)]
        except (KeyError, TypeError, AttributeError):
            raise IllegalAction("action codes", f"{action!r} is no action of {self.game}'s "
                                "action space.") from None

    def decode(self, code: int) -> Action:
        if not isinstance(code, int) or isinstance(code, bool) \
                or not 0 <= code < len(self._actions):
            raise IllegalAction("action codes", f"{code!r} is no action code: they are "
                                f"0 to {len(self._actions) - 1}.")
        return self._actions[code]

    def legal_codes(self, game: Game) -> list[int]:
        """The codes of `game`'s legal actions, ascending."""
        return sorted(self.encode(a) for a in game.legal_actions())

    def observe(self, game: Game, seat: int) -> list[float]:
        """`seat`'s observation: numbers read from `game.view(seat)` only."""
        return self.observe_view(game.view(seat))

    def observe_view(self, view) -> list[float]:
        out = [float(x) for x in self._observe(view)]
        if len(out) != self.observation_size:
            raise ValueError(f"{self.game}: an observation of {len(out)} numbers, not "
                             f"{self.observation_size}.")
        return out


def _key(action: Action) -> tuple:
    """An action as a dictionary key: its class and fields (a frozen dataclass's __dict__),
    hashed and compared in C, several times faster than the dataclass's own hash."""
    return (type(action), *action.__dict__.values())


_MEMO: dict = {}


def of(name: str, **options: Any) -> Encoding:
    """The encoding of game `name` with new-game `options` (players=..., the variant's
    options); the same object for the same arguments."""
    key = (name, tuple(sorted(options.items())))
    if key not in _MEMO:
        spec = registry.spec(name)
        space, observe = spec.load("action_space"), spec.load("observation")
        if space is None or observe is None:
            raise LookupError(f"{spec.title} has no action space or observation hook.")
        first = spec.new_game(seed=0, **options)
        _MEMO[key] = Encoding(name, space(**options), observe, len(observe(first.view(0))))
    return _MEMO[key]


class Features:
    """An observation written field by field (each game's `observe`): numbers, one-hots
    and counts over fixed domains, so that its length never depends on the position."""

    def __init__(self) -> None:
        self.out: list[float] = []

    def num(self, *values) -> "Features":
        self.out.extend(0.0 if v is None else float(v) for v in values)
        return self

    def onehot(self, value, domain: Sequence) -> "Features":
        self.out.extend(1.0 if value == d else 0.0 for d in domain)
        return self

    def counts(self, items: Iterable, domain: Sequence) -> "Features":
        items = list(items or ())
        self.out.extend(float(items.count(d)) for d in domain)
        return self

    def padded(self, values: Iterable, length: int) -> "Features":
        values = [0.0 if v is None else float(v) for v in list(values or ())[:length]]
        self.out.extend(values + [0.0] * (length - len(values)))
        return self
