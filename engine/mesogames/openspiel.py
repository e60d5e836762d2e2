"""The games as OpenSpiel games (the optional extra mesowidgets[rl]): importing this module
registers one Python game per registered game, "mesogames_<name>", with the game's options
as parameters (players, and e.g. english for Tigris & Euphrates).

    import pyspiel
    import mesogames.openspiel  # noqa: F401 (registers the games)
    game = pyspiel.load_game("mesogames_tyrus")
    state = game.new_initial_state()
    while state.is_chance_node():          # the deal: four draws of its seed
        state.apply_action(random.randrange(256))
    state.apply_action(state.legal_actions()[0])
    state.information_state_string(0); state.observation_tensor(1)

Imperfect information, sequential, zero-sum. Chance is explicit and all at the start: four
chance nodes of 256 outcomes each draw the seed of the deal; every later draw (the bag,
the deck) follows from the engine's seeded generator, which is part of the hidden state,
so the game needs no generator of OpenSpiel's own (a state serializes as the engine's save).
Actions are the engine's codes (mesogames/encoding.py); `resample_from_infostate(player,
sampler)` is the engine's `determinize` (a world the player cannot tell from this one,
with the game's belief where it has one). The
information state string is the player's view with the history as it reads it (perfect
recall); the observation string and tensor are its view only (`encoding.observe`; the
information state tensor is not provided: a seat's history has no fixed size).
"""
from __future__ import annotations

import json
from typing import Any

from . import encoding, registry, rl
from .core import PUBLIC, Rng, new_seed

pyspiel: Any = rl.need("pyspiel", "mesogames.openspiel")
np: Any = rl.need("numpy", "mesogames.openspiel")

#: The most actions a game may take (OpenSpiel's max_game_length; tests/engine/every_game).
LONGEST = 5000
#: The chance nodes that draw a deal's seed, and the outcomes of each.
SEED_DRAWS, SEED_OUTCOMES = 4, 256


def short_name(name: str) -> str:
    return f"mesogames_{name}"


class _World:
    """The engine's game inside a state: OpenSpiel clones a state by deep-copying its
    attributes, and a game copies faster by its own `copy`."""

    __slots__ = ("game",)

    def __init__(self, game):
        self.game = game

    def __deepcopy__(self, memo):
        return _World(self.game.copy())

    def __getstate__(self):
        return self.game.to_json()

    def __setstate__(self, text):
        self.game = registry.spec(json.loads(text)["game"]).game_class.from_json(text)


def _game_type(name: str):
    spec = registry.spec(name)
    return pyspiel.GameType(
        short_name=short_name(name), long_name=spec.title,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(spec.players), min_num_players=min(spec.players),
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=rl.options(name))


class MesoGame(pyspiel.Game):
    """One of the games with its options (`name`: set by each registered subclass)."""

    name = ""

    def __init__(self, params=None):
        params = dict(params or {})
        defaults = rl.options(self.name)
        self.options = {k: params.get(k, v) for k, v in defaults.items()}
        self._seeds = Rng(new_seed())       # resampling without OpenSpiel's sampler
        self.encoding = encoding.of(self.name, **self.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.num_distinct_actions,
            max_chance_outcomes=SEED_OUTCOMES,
            num_players=self.options["players"], min_utility=-1.0, max_utility=1.0,
            utility_sum=0.0, max_game_length=LONGEST)
        super().__init__(_game_type(self.name), info, self.options)

    def new_initial_state(self):
        return MesoState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"Observation parameters not supported; passed {params}.")
        return MesoObserver(self, iig_obs_type
                            or pyspiel.IIGObservationType(perfect_recall=False))


class MesoState(pyspiel.State):
    """A position: the engine's game (its `game` attribute) seen through action codes."""

    def __init__(self, game: MesoGame, world=None):
        super().__init__(game)
        self._seed: list[int] = []          # the chance outcomes drawn so far
        self._world = None if world is None else _World(world)

    @property
    def game(self):
        if self._world is None:
            raise ValueError("The deal is not drawn yet: apply the chance outcomes first.")
        return self._world.game

    def current_player(self):
        if self._world is None:
            return pyspiel.PlayerId.CHANCE
        mover = self.game.to_move
        return pyspiel.PlayerId.TERMINAL if mover is None else mover

    def chance_outcomes(self):
        return [(i, 1.0 / SEED_OUTCOMES) for i in range(SEED_OUTCOMES)]

    def _legal_actions(self, player):
        if self._world is None or player != self.game.to_move:
            return []
        return self.get_game().encoding.legal_codes(self.game)

    def _apply_action(self, action):
        if self._world is None:
            self._seed.append(int(action))
            if len(self._seed) == SEED_DRAWS:
                seed = int.from_bytes(bytes(self._seed), "big")
                meso = self.get_game()
                self._world = _World(registry.spec(meso.name).new_game(seed=seed,
                                                                       **meso.options))
            return
        self.game.apply(self.get_game().encoding.decode(int(action)))

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed byte {action}"
        return str(self.get_game().encoding.decode(int(action)))

    def is_terminal(self):
        return self._world is not None and self.game.over

    def returns(self):
        return [0.0] * self.num_players() if self._world is None else rl.returns(self.game)

    def resample_from_infostate(self, player, sampler=None):
        """A state `player` cannot tell from this one (the engine's `determinize`, then the
        game's belief, as the bots sample worlds), drawn with `sampler` (OpenSpiel's
        uniform sampler) or, without it, the game's own generator."""
        if sampler is None:
            rng = Rng(self.get_game()._seeds.next64())
        else:
            rng = Rng(int(sampler() * (1 << 53)))
        world = self.game.determinize(player, rng)
        belief = registry.spec(self.game.name).belief
        if belief is not None:
            belief(world, player, rng)
        return MesoState(self.get_game(), world)

    def __str__(self):
        return "(no deal yet)" if self._world is None else self.game.diagram()


class MesoObserver:
    """OpenSpiel's observer: the seat's view as a string and as `encoding.observe`'s
    numbers; with perfect recall, the string adds the history as the seat reads it."""

    def __init__(self, game: MesoGame, iig_obs_type):
        self.encoding, self.iig = game.encoding, iig_obs_type
        self.tensor = np.zeros(game.encoding.observation_size, np.float32)
        self.dict = {"observation": self.tensor}

    def _seat(self, player):
        kind = self.iig.private_info
        if kind == pyspiel.PrivateInfoType.ALL_PLAYERS:
            return None
        if kind == pyspiel.PrivateInfoType.NONE:
            return PUBLIC
        return player

    def set_from(self, state, player):
        if state._world is None:          # before the deal: nothing to see
            self.tensor.fill(0)
            return
        view = state.game.view(self._seat(player))
        self.tensor[:] = self.encoding.observe_view(view)

    def string_from(self, state, player):
        if state._world is None:          # the seed's bytes are hidden: only their count
            return f"dealing ({len(state._seed)} of {SEED_DRAWS} draws)"
        seat = self._seat(player)
        text = json.dumps(state.game.view(seat), sort_keys=True, separators=(",", ":"))
        if self.iig.perfect_recall:
            text += "\n" + " ".join(f"{h['seat']}:{h['notation']}"
                                    for h in state.game.history_for(seat))
        return text


def _register(name: str) -> type:
    cls = type(f"Meso_{name}", (MesoGame,), {"name": name})
    pyspiel.register_game(_game_type(name), cls)
    return cls


GAMES = {name: _register(name) for name in registry.names()}
