"""An upper bound for a level against a yardstick: the level's search given both hands.

    python benchmarks/sighted.py GAME BOT_A BOT_B GAMES [arena.py's options]

As `arena.py`, but every search samples its worlds from the true game (the opponent's
hand and the tiles it laid face down as they are; only the order of the supplies still
to be drawn is shuffled), a bot no person could face. If even this search cannot beat a
yardstick's plan 75% of the time, what limits the level is its evaluation and its
playouts, not its guess of the hidden tiles (issue 33). Runs on demand, never in the
test suite.
"""
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


if __name__ == "__main__":
    arena.SeatInfo = Sighted
    arena.main()
