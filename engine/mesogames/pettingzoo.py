"""The games as PettingZoo AEC environments (the optional extra mesowidgets[rl]).

    from mesogames.pettingzoo import env
    e = env("tyrus")                       # options as new_game's: env("tigris", players=4)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, done, cut, info = e.last()
        e.step(None if done or cut else int(obs["action_mask"].nonzero()[0][0]))

An agent is a seat ("player_0" ...); its observation is {"observation": the seat's view as
`encoding.observe`'s numbers, "action_mask": 1 for each legal action code}. Rewards come
at the end (`rl.returns`: 1 for a win of two players, -1 for a loss).
"""
from __future__ import annotations

from typing import Any

from . import encoding, registry, rl

_pz: Any = rl.need("pettingzoo", "mesogames.pettingzoo")
spaces: Any = rl.need("gymnasium.spaces", "mesogames.pettingzoo")
np: Any = rl.need("numpy", "mesogames.pettingzoo")


class MesoEnv(_pz.AECEnv):
    """One game with its options; `reset(seed=...)` deals a new one."""

    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, name: str, render_mode: str | None = None, **options):
        super().__init__()
        self.name = name
        self.options = {**rl.options(name), **options}
        self.metadata = {**self.metadata, "name": f"mesogames_{name}_v0"}
        self.render_mode = render_mode
        self.encoding = encoding.of(name, **self.options)
        self.possible_agents = [f"player_{i}" for i in range(self.options["players"])]
        n, size = self.encoding.num_distinct_actions, self.encoding.observation_size
        space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8)})
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.game = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        self.game = registry.spec(self.name).new_game(seed=seed, **self.options)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game.to_move]

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.encoding.num_distinct_actions, np.int8)
        if seat == self.game.to_move:
            mask[self.encoding.legal_codes(self.game)] = 1
        return {"observation": np.asarray(self.encoding.observe(self.game, seat), np.float32),
                "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(self.encoding.decode(int(action)))
        if self.game.over:
            for a, value in zip(self.agents, rl.returns(self.game), strict=True):
                self.rewards[a] = value
            self.terminations = dict.fromkeys(self.agents, True)
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.game.to_move]
        self._accumulate_rewards()

    def render(self):
        return None if self.game is None or self.render_mode is None else self.game.diagram()

    def close(self):
        pass


def env(name: str, **options) -> MesoEnv:
    """The AEC environment of game `name` (a registered game) with new-game `options`."""
    registry.spec(name)
    return MesoEnv(name, **options)
