"""Tyrus: a level whose playout (`tyrus/playout.py`) is played by the searching seat from
its own sight (`SIGHTED = 0`: the opponent's face-down tiles and hand reckoned) and by the
opponent reading the whole sampled world, the seat's true hand with it: a pessimistic
playout, without the seat's own strategy fusion in it (issue 33).

    python benchmarks/paranoid.py tyrus BOT_A BOT_B GAMES [arena.py's options]

As `arena.py`, but a searching bot given `-o iterations=N` (BOT_A) plays so
(`sighted_regret.py`'s variant ` paranoid`). Runs on demand, never in the tests.
"""
import arena

import mesogames.tyrus.playout as playout
from mesogames import registry


class Paranoid:
    def __init__(self, bot):
        self.bot = bot

    def choose(self, info):
        hooks = registry.spec("tyrus")._loaded     # the playout hook as the search finds it
        plan, sighted = hooks.get("playout", playout.next_action), playout.SIGHTED

        def halved(world):
            playout.SIGHTED = int(world.to_move != info.seat)
            return playout.next_action(world)
        hooks["playout"] = halved
        try:
            return self.bot.choose(info)
        finally:
            hooks["playout"], playout.SIGHTED = plan, sighted


if __name__ == "__main__":
    plain = arena.bot

    def bot(name, seed, options):
        made = plain(name, seed, options)
        if name in ("medium", "hard") and "iterations" in options:
            return Paranoid(made)
        return made
    arena.bot = bot
    arena.main()
