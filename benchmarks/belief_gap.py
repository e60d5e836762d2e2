"""How far Tyrus's belief (`tyrus/belief.py`) guesses the opponent's hidden tiles from the
truth, at a seat's decisions in games against a yardstick (issue 33).

    python benchmarks/belief_gap.py [GAMES] [--samples N]

Our seat plays `yard:tyrus-least-material` (a cheap stand-in for the search: only the
positions matter here), the other seat each yardstick in turn. At each of our decisions
after an election's first tile, N worlds are drawn as the search draws them
(`SeatInfo.sample`) under each variant of the belief, and compared with the true game:

    margin     our score less the opponent's in the election under way, as the tiles laid
               count it: the mean absolute error and the mean error (bias; + : the worlds
               reckon the opponent's face-down tiles weaker than they are)
    potential  what the opponent's hand can still add to that election
               (`tyrus/playout._best`, the playout's own reckoning): the mean absolute error

Variants: `uniform` (the rules' determinization alone), `POWER=p` (the belief, a
face-down tile drawn by its value to p), `adaptive` (p inferred from the opponent's tiles
revealed so far, public information: 1 + K * (their mean value - 5.5), with two tiles at
5.5 as a prior), `held` (what the opponent did not lay: as a plan that lays its strongest
first leaves its hand, no tile of a kind it laid in the election under way stronger than
the weakest it laid there) and `strongest` (the belief's `STRONGEST`, shipped off: each
tile it laid in the election under way the strongest of its kind among it and its hand;
the other variants without it). Runs on demand, never in the test suite; a few minutes.
"""
import argparse
import statistics
import sys

import yardsticks

from mesogames import registry
from mesogames.bots import SeatInfo
from mesogames.core import Rng
from mesogames.tyrus import belief
from mesogames.tyrus.playout import _best, _sums
from mesogames.tyrus.scoring import count_election
from mesogames.tyrus.tiles import BUILDING_OF, value

PLAIN_DRAW, PLAIN_PLAUSIBLE = belief._draw, belief.plausible


def margin(world, seat: int) -> int:
    sides = count_election(world.state["buildings"], world.state["card"])["sides"]
    return sides[seat]["score"] - sides[1 - seat]["score"]


def potential(world, seat: int) -> int:
    s, other = world.state, 1 - seat
    sums = _sums(world, s["card"])
    left = (6 - s["placed"]) // 2        # the opponent's placements still to come
    return _best(s["hands"][other], left, s["card"], sums[other])


def draw_real(pool, kind, rng):
    """`belief._draw` with a power that need not be a whole number."""
    fits = [t for t in pool if t[0] == kind]
    if not fits:
        tile = pool[rng.below(len(pool))]
    else:
        weights = [value(t) ** belief.POWER for t in fits]
        pick = rng.below(1 << 30) / (1 << 30) * sum(weights)
        tile = fits[-1]
        for candidate, w in zip(fits, weights, strict=True):
            if pick < w:
                tile = candidate
                break
            pick -= w
    pool.remove(tile)
    return tile


def adaptive(k: float):
    def plausible(world, seat, rng):
        seen = world.state["discard"][1 - seat]
        mean = (sum(map(value, seen)) + 2 * 5.5) / (len(seen) + 2)
        belief.POWER = max(-4.0, min(5.0, 1 + k * (mean - 5.5)))
        PLAIN_PLAUSIBLE(world, seat, rng)
    return plausible


def held_back(world, seat, rng):
    """The hand as a plan that lays its strongest first leaves it: no tile of a kind the
    opponent laid in the election under way stronger than the weakest it laid there (such
    tiles swapped with ones of its supply, where it has any)."""
    s, other = world.state, 1 - seat
    building = BUILDING_OF[s["card"]]
    laid = [e["tile"] for owner in (0, 1) for e in s["buildings"][owner][building]
            if e["by"] == other]
    cap = {}
    for t in laid:
        cap[t[0]] = min(cap.get(t[0], 11), value(t))
    hand, supply = s["hands"][other], s["supply"][other]

    def fits(t):
        return value(t) <= cap.get(t[0], 10)
    for i, t in enumerate(hand):
        if not fits(t):
            spare = [j for j, u in enumerate(supply) if fits(u)]
            if spare:
                j = spare[rng.below(len(spare))]
                hand[i], supply[j] = supply[j], t


def variant(name: str):
    """Set the belief up as `name` says; returns the function the worlds call."""
    belief._draw, belief.TRUST, belief.POWER, belief.STRONGEST = draw_real, 0.8, 1, 0
    if name == "uniform":
        return None
    if name.startswith("held, POWER="):
        belief.POWER = float(name[len("held, POWER="):])

        def plausible(world, seat, rng):
            PLAIN_PLAUSIBLE(world, seat, rng)
            held_back(world, seat, rng)
        return plausible
    if name.startswith("strongest, POWER="):
        belief.POWER, belief.STRONGEST = float(name[len("strongest, POWER="):]), 1
        return PLAIN_PLAUSIBLE
    if name.startswith("POWER="):
        belief.POWER = float(name[6:])
        return PLAIN_PLAUSIBLE
    return adaptive(float(name[len("adaptive K="):]))


def run(opponent: str, games: int, samples: int, names: list[str]) -> None:
    import mesogames.bots.info as info_module
    errors = {n: {"margin": [], "bias": [], "potential": []} for n in names}
    shipped = info_module._belief
    new_game = registry.spec("tyrus").new_game
    for g in range(games):
        game = new_game(seed=1 + g)
        seat = g % 2
        bots = {seat: yardsticks.make("tyrus-least-material", seed=g),
                1 - seat: yardsticks.make(opponent, seed=g)}
        while not game.over:
            info = SeatInfo(game, game.to_move)
            if game.to_move == seat and game.state["placed"] > 0:
                true_margin, true_potential = margin(game, seat), potential(game, seat)
                for n in names:
                    hook = variant(n)
                    info_module._belief = lambda _name, hook=hook: hook
                    rng = Rng(1234 + g)
                    worlds = [info.sample(rng) for _ in range(samples)]
                    ms = [margin(w, seat) for w in worlds]
                    errors[n]["margin"].append(statistics.mean(abs(m - true_margin)
                                                               for m in ms))
                    errors[n]["bias"].append(statistics.mean(ms) - true_margin)
                    errors[n]["potential"].append(statistics.mean(
                        abs(potential(w, seat) - true_potential) for w in worlds))
                info_module._belief = shipped
                belief._draw, belief.TRUST, belief.POWER = PLAIN_DRAW, 0.8, 1
                belief.STRONGEST = 0
            game.apply(bots[game.to_move].choose(info))
    print(f"against yard:{opponent} ({games} games, "
          f"{len(errors[names[0]]['margin'])} decisions, {samples} worlds each):")
    for n, e in errors.items():
        print(f"  {n:16s} margin {statistics.mean(e['margin']):.2f} "
              f"(bias {statistics.mean(e['bias']):+.2f}), "
              f"potential {statistics.mean(e['potential']):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=10)
    parser.add_argument("--samples", type=int, default=60)
    args = parser.parse_args()
    names = ["uniform", "POWER=0", "POWER=1", "POWER=3", "adaptive K=1", "adaptive K=2",
             "held, POWER=1", "held, POWER=3", "strongest, POWER=0",
             "strongest, POWER=1"]
    for opponent in ("tyrus-current-election", "tyrus-least-material"):
        run(opponent, args.games, args.samples, names)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
