"""A level's search split among a few sampled worlds, each searched alone, voting on the
action (determinized search, "perfect information Monte Carlo"), against the single tree
over every sampled world of ISMCTS (`bots/ismcts.py`), whose averages over worlds mix in
one tree (strategy fusion).

    python benchmarks/voting.py GAME BOT_A BOT_B GAMES --worlds K [arena.py's options]

As `arena.py`, but BOT_A (medium or hard, at `-o iterations=N`) draws K worlds from its
seat's information (its belief, as the level does), searches each with N/K iterations as
if it were the true game (`sighted.py`'s search, in a guessed world), and plays the
action with the most of the worlds' visit shares. Runs on demand, never in the tests.
"""
import sys
from collections import defaultdict

import arena

from mesogames.bots import ISMCTSBot
from mesogames.core import Rng


class OneWorld:
    """A seat's information whose every sample is one world (its supplies still to be drawn
    shuffled anew)."""

    def __init__(self, info, world):
        self._info, self._world = info, world

    def __getattr__(self, name):
        return getattr(self._info, name)

    def sample(self, rng):
        world = self._world.copy()
        world._history = []
        world.rng.state = rng.next64()
        supply = world.state.get("supply")
        if isinstance(supply, list):
            for pile in supply:
                if isinstance(pile, list):
                    rng.shuffle(pile)
        return world


class Voting:
    def __init__(self, seed, iterations, worlds):
        self.seed, self.iterations, self.worlds = seed, iterations, worlds

    def choose(self, info):
        if len(info.legal) == 1:
            return info.legal[0]
        rng = Rng(self.seed * 0x9E3779B1 ^ info.key ^ 0x5A5A)
        share = defaultdict(float)
        for k in range(self.worlds):
            world = info.sample(rng)
            world._history = []
            sub = ISMCTSBot(seed=self.seed * 31 + k, seconds=None,
                            iterations=max(1, self.iterations // self.worlds))
            sub.choose(OneWorld(info, world))
            children = [n for n in sub.tree.children.values() if n.action in info.legal]
            total = sum(n.visits for n in children) or 1
            for n in children:
                share[n.action] += n.visits / total
        return max(info.legal, key=lambda a: (share.get(a, 0.0), str(a)))


if __name__ == "__main__":
    i = sys.argv.index("--worlds")
    worlds = int(sys.argv[i + 1])
    del sys.argv[i:i + 2]
    plain = arena.bot

    def bot(name, seed, options):
        if name in ("medium", "hard") and "iterations" in options:
            return Voting(seed, options["iterations"], worlds)
        return plain(name, seed, options)
    arena.bot = bot
    arena.main()
