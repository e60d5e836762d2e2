"""An upper bound for a level against a yardstick: the level's search given both hands.

    python benchmarks/sighted.py GAME BOT_A BOT_B GAMES [--laid] [arena.py's options]

As `arena.py`, but every search samples its worlds from the true game (the opponent's
hand and the tiles it laid face down as they are; only the order of the supplies still
to be drawn is shuffled), a bot no person could face. If even this search cannot beat a
yardstick's plan 75% of the time, what limits the level is its evaluation and its
playouts, not its guess of the hidden tiles (issue 33). Runs on demand, never in the
test suite.

`--laid` (Tyrus): the search sees the tiles the opponent laid face down as they are, and
guesses its hand as before (the belief, `tyrus/belief.py`, deals it from the rest):
what a belief that read the opponent's plan perfectly could give at the most.
"""
import sys

import arena

from mesogames.bots.info import SeatInfo


class Sighted(SeatInfo):
    """A seat's information with the true game behind it: `sample` is the game itself."""

    def __init__(self, game, seat):
        super().__init__(game, seat)
        self._true = game.copy()
        self._true._history = []

    def sample(self, rng):
        world = self._true.copy()
        world.rng.state = rng.next64()
        supply = world.state.get("supply")
        if isinstance(supply, list):
            for pile in supply:
                if isinstance(pile, list):
                    rng.shuffle(pile)
        return world


class SeesLaid(Sighted):
    """Tyrus: the opponent's face-down tiles as they are, its hand and supply guessed."""

    def sample(self, rng):
        world = SeatInfo.sample(self, rng)
        true, other = self._true.state, 1 - self.seat
        s = world.state
        laid = [e["tile"] for owner in (0, 1) for b in s["buildings"][owner]
                for e in true["buildings"][owner][b] if e["by"] == other]
        pool = sorted(s["hands"][other] + s["supply"][other]
                      + [e["tile"] for owner in (0, 1) for b in s["buildings"][owner]
                         for e in s["buildings"][owner][b] if e["by"] == other])
        for tile in laid:
            pool.remove(tile)
        for owner in (0, 1):
            for b in s["buildings"][owner]:
                s["buildings"][owner][b] = [dict(e) for e in true["buildings"][owner][b]]
        rng.shuffle(pool)
        hand = len(s["hands"][other])
        s["hands"][other], s["supply"][other] = pool[:hand], pool[hand:]
        return world


if __name__ == "__main__":
    laid = "--laid" in sys.argv
    if laid:
        sys.argv.remove("--laid")
    arena.SeatInfo = SeesLaid if laid else Sighted
    arena.main()
