"""The games, one declared spec each (as OpenSpiel's `register_game`): every list of games
(the referee's, the editor's, the bundle's entries, the widgets, the benchmarks, the tests'
parametrizations) is read from here, and every part of a game (its rules, diagram, picture,
hidden zones, standing, editor palette, builder) is found through its spec, never by
building a module's name from the game's.

    from mesogames import registry
    registry.names()                       # ("tigris", "tigris_cards", "babel", "tyrus")
    spec = registry.spec("tyrus")
    game = spec.new_game(seed=1)           # the hooks load when first used
    registry.spec_of(game).svg(game.view(None))

A spec names where each hook lives ("module:attribute", the module relative to the game's
package; "" for the package itself), so that nothing is imported until it is used: the
referee, which never imports widget code, reads the same specs as the widgets, whose class
a spec names as "mesowidgets.tyrus:TyrusWidget". docs/adding-a-game.md is the contract.

Standard library only; importing this module imports no game.
"""
from __future__ import annotations

import importlib
import json
import sys
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

__all__ = ["GameSpec", "HOOKS", "OPTIONAL_HOOKS", "listing", "names", "register", "spec",
           "spec_of", "specs", "unregister"]

#: What every game provides, and where by default ("module:attribute" in its package).
HOOKS: Mapping[str, str] = MappingProxyType({
    "new_game": ":new_game",            # new_game(players=..., seed=..., **options) -> Game
    "from_diagram": ":from_diagram",    # from_diagram(text, seed=...) -> Game
    "to_diagram": ":to_diagram",        # to_diagram(game) -> text
    "svg": ":svg",                      # svg(view) -> the static picture of a view
    "Builder": ":Builder",              # positions built by name (mesogames/builder.py)
    "hidden_zones": "view:hidden_zones",     # hidden_zones(state): Game.hidden_zones
    "standing": "standing:standing",    # standing(game) -> a number per seat (the bots)
    "editing": "editing:EDITING",       # the board editor's half (mesogames/editing.py)
})
#: What a game may provide (None where it does not).
OPTIONAL_HOOKS: Mapping[str, str] = MappingProxyType({
    "wary_standing": "standing:wary_standing",  # wary_standing(game, seat) (bots/values.py)
    "belief": "belief:plausible",       # plausible(world, seat, rng) (bots/info.py)
    "playout": "playout:next_action",   # next_action(world) -> action or None (bots/ismcts.py)
    "twin": "standing:twin",            # twin(game, action) -> a key or None (bots/greedy.py)
    "hint": "standing:hint",            # hint(game, seat) -> (action -> a number) (bots/greedy.py)
    # What learning libraries read (encoding.py): every action the game may ever have, in
    # a fixed order (action_space(**options) -> [Action, ...]), and a seat's view as a
    # fixed number of floats (observe(view) -> [float, ...]).
    "action_space": "encoding:action_space",
    "observation": "encoding:observe",
})


@dataclass(frozen=True)
class GameSpec:
    """One game, declared: its names, its player counts, where its parts live."""

    #: The engine's name: `Game.name`, the `game` of saves and of the referee's requests.
    name: str
    #: Its name for people: `Game.title`.
    title: str
    #: The player counts `new_game` takes.
    players: tuple[int, ...]
    #: The package's `Game` subclass, by its name in the package ("TyrusGame").
    game: str
    #: The engine package ("" for mesogames.<name>).
    package: str = ""
    #: New-game options worth playing in the tests and benchmarks, the first the default
    #: (each gives one case of the generic suite, tests/engine/test_every_game.py).
    variants: tuple[Mapping[str, Any], ...] = ({},)
    #: The widget class, "module:Class" (loaded by widget code only; "" for none).
    widget: str = ""
    #: The front end's entry, js/<entry>.js, bundled to mesowidgets/static/ ("" for none).
    entry: str = ""
    #: Hooks found elsewhere than `HOOKS` and `OPTIONAL_HOOKS` say ("hook": "module:attr").
    hooks: Mapping[str, str] = field(default_factory=dict)
    _loaded: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self):
        if not self.package:
            object.__setattr__(self, "package", f"mesogames.{self.name}")
        unknown = set(self.hooks) - set(HOOKS) - set(OPTIONAL_HOOKS)
        if unknown:
            raise ValueError(f"{self.name}: no hook called {', '.join(sorted(unknown))}; the "
                             f"hooks are {', '.join([*HOOKS, *OPTIONAL_HOOKS])}.")

    # ---------------------------------------------------------------- loading
    @property
    def module(self):
        """The engine package."""
        return importlib.import_module(self.package)

    def load(self, hook: str):
        """A hook of the game (HOOKS or OPTIONAL_HOOKS); None for an optional one the game
        does not provide."""
        if hook not in self._loaded:
            self._loaded[hook] = self._find(hook)
        return self._loaded[hook]

    def _find(self, hook: str):
        optional = hook in OPTIONAL_HOOKS
        where = self.hooks.get(hook) or HOOKS.get(hook) or OPTIONAL_HOOKS.get(hook)
        if where is None:
            raise KeyError(f"No hook called {hook!r}.")
        module_name, _, attribute = where.rpartition(":")
        if not module_name:
            full = self.package
        elif "." in module_name:
            full = module_name
        else:
            full = f"{self.package}.{module_name}"
        try:
            module = importlib.import_module(full)
        except ModuleNotFoundError as error:
            if optional and error.name == full:
                return None
            raise
        if optional:
            return getattr(module, attribute, None)
        return getattr(module, attribute)

    @property
    def game_class(self) -> type:
        return getattr(self.module, self.game)

    def widget_class(self) -> type:
        """The widget class (imports widget code: never from the engine or the referee)."""
        if not self.widget:
            raise LookupError(f"{self.title} has no widget.")
        module_name, _, name = self.widget.partition(":")
        return getattr(importlib.import_module(module_name), name)

    # The hooks by name, for readers (spec.new_game(seed=1), spec.svg(view)...).
    new_game = property(lambda self: self.load("new_game"))
    from_diagram = property(lambda self: self.load("from_diagram"))
    to_diagram = property(lambda self: self.load("to_diagram"))
    svg = property(lambda self: self.load("svg"))
    Builder = property(lambda self: self.load("Builder"))
    hidden_zones = property(lambda self: self.load("hidden_zones"))
    standing = property(lambda self: self.load("standing"))
    editing = property(lambda self: self.load("editing"))
    wary_standing = property(lambda self: self.load("wary_standing"))
    belief = property(lambda self: self.load("belief"))
    playout = property(lambda self: self.load("playout"))
    twin = property(lambda self: self.load("twin"))
    hint = property(lambda self: self.load("hint"))

    def variant_id(self, options: Mapping[str, Any]) -> str:
        """A short name for one of `variants` (a test id): the game's name, with the
        player count where the variants differ in it."""
        counts = {v.get("players") for v in self.variants}
        return self.name if len(counts) < 2 else f"{self.name}-{options.get('players')}"


_SPECS: dict[str, GameSpec] = {}


def register(game: GameSpec) -> GameSpec:
    """Add a game (a name may be registered once)."""
    if game.name in _SPECS:
        raise ValueError(f"A game called {game.name!r} is registered already.")
    _SPECS[game.name] = game
    return game


def unregister(name: str) -> None:
    """Remove a game (a test's toy game, when the test is done)."""
    del _SPECS[name]


def specs() -> tuple[GameSpec, ...]:
    """Every registered game, in the order registered."""
    return tuple(_SPECS.values())


def names() -> tuple[str, ...]:
    """The registered games' names, in the order registered."""
    return tuple(_SPECS)


def spec(name: str) -> GameSpec:
    """The game called `name`; a KeyError lists the games when there is none."""
    try:
        return _SPECS[name]
    except (KeyError, TypeError):
        raise KeyError(f"No game called {str(name)[:40]!r}; the games are "
                       f"{', '.join(_SPECS)}.") from None


def spec_of(game) -> GameSpec:
    """The spec of a `Game` (or of a Game class)."""
    return spec(game.name)


def listing() -> list[dict]:
    """The games as the front end's build reads them (js/games.json)."""
    return [{"name": s.name, "title": s.title, "entry": s.entry} for s in specs()]


# ------------------------------------------------------------------ the four games
register(GameSpec(
    name="tigris", title="Tigris & Euphrates", players=(2, 3, 4), game="TigrisGame",
    variants=({"players": 2}, {"players": 4, "english": True, "buildings": True,
                               "ziggurat": True}),
    widget="mesowidgets.tigris:TigrisWidget", entry="tigris"))
register(GameSpec(
    name="tigris_cards", title="Euphrat & Tigris: the card game", players=(2, 3, 4),
    game="TigrisCardsGame", variants=({"players": 2}, {"players": 3}),
    widget="mesowidgets.tigris_cards:TigrisCardsWidget", entry="tigris_cards"))
register(GameSpec(
    name="babel", title="Babel", players=(2,), game="BabelGame",
    widget="mesowidgets.babel:BabelWidget", entry="babel"))
register(GameSpec(
    name="tyrus", title="Tyrus", players=(2,), game="TyrusGame",
    widget="mesowidgets.tyrus:TyrusWidget", entry="tyrus"))


if __name__ == "__main__":
    # python -m mesogames.registry > js/games.json: the list the front end's build reads.
    json.dump(listing(), sys.stdout, indent=2)
    sys.stdout.write("\n")
