"""Tyrus: how much a belief variant's choices lose, judged decision by decision by a search
that sees both hands (issue 33), a measure far less noisy than whole games.

    python benchmarks/sighted_regret.py [GAMES] [--iterations N] [--judge M]

Positions come from games of `yard:tyrus-least-material` (our seat, a cheap stand-in)
against each Tyrus yardstick. At each of our decisions a judge, medium's search given
the true game (`sighted.py`) at M iterations, values the root's actions; each variant of
medium (N iterations, its own seat's information only) chooses, and its regret is the
judge's value of the judge's choice less the judge's value of the variant's (an action
the judge visited fewer than 10 times counts as the judge's least valued one). Printed:
the mean regret (in the standing's logistic value, 0-1) and how often the variant chose
as the judge did. Variants: the belief as `belief_gap.py` names them, `voting K`
(`voting.py`: K worlds searched alone, voting) and `observed` (`observed.py`: the
opponent's tiles keyed in the tree by where they were laid); a variant's name ending in ` sighted`
plays out each world with the playout reading both seats' tiles (`tyrus/playout.py`'s
`SIGHTED`, as it shipped before), else as each seat would see them; ` paranoid`: the
searching seat plays its playout from its own sight, the opponent reading both (`hopeful`:
the other way round). The judge plays out
its worlds as `--judge-playout` says (by default `sighted`, as when the figures in the
README before the seat-blind playout were taken). Runs on demand, never in the tests.
"""
import argparse
import statistics

import belief_gap
import yardsticks
from observed import Observed
from sighted import Sighted
from voting import Voting

import mesogames.bots.info as info_module
import mesogames.tyrus.playout as playout
from mesogames import registry
from mesogames.bots import ISMCTSBot, SeatInfo


def judge(game, seat: int, iterations: int, seed: int, sighted: int):
    bot = ISMCTSBot(seed=seed, seconds=None, iterations=iterations)
    shipped, playout.SIGHTED = playout.SIGHTED, sighted
    try:
        best = bot.choose(Sighted(game, seat))
    finally:
        playout.SIGHTED = shipped
    assert bot.tree is not None
    values = {n.action: n.total[seat] / n.visits for n in bot.tree.children.values()
              if n.visits >= 10}
    return best, values


def choose(name: str, info, iterations: int, seed: int):
    shipped, sighted = info_module._belief, playout.SIGHTED
    hooks = registry.spec("tyrus")._loaded     # the playout hook as the search finds it
    plan = hooks.get("playout", playout.next_action)
    if name.endswith(" sighted"):
        name, playout.SIGHTED = name[:-len(" sighted")], 1
    for half, searcher_sees in ((" paranoid", 0), (" hopeful", 1)):
        if name.endswith(half):
            name = name[:-len(half)]

            def halved(world, searcher_sees=searcher_sees):
                playout.SIGHTED = searcher_sees if world.to_move == info.seat \
                    else 1 - searcher_sees
                return playout.next_action(world)
            hooks["playout"] = halved
    try:
        if name.startswith("voting "):
            return Voting(seed, iterations, int(name.split()[1])).choose(info)
        if name == "observed":
            return Observed(seed=seed, seconds=None, iterations=iterations).choose(info)
        hook = belief_gap.variant(name)
        info_module._belief = lambda _name: hook
        return ISMCTSBot(seed=seed, seconds=None, iterations=iterations).choose(info)
    finally:
        info_module._belief, playout.SIGHTED = shipped, sighted
        hooks["playout"] = plan
        belief_gap.variant("POWER=1")
        belief_gap.belief._draw = belief_gap.PLAIN_DRAW
        belief_gap.belief.STRONGEST = 0


def run(opponent: str, games: int, iterations: int, judged: int, names: list[str],
        judge_sighted: int) -> None:
    regret = {n: [] for n in names}
    same = {n: 0 for n in names}
    new_game = registry.spec("tyrus").new_game
    for g in range(games):
        game = new_game(seed=1 + g)
        seat = g % 2
        bots = {seat: yardsticks.make("tyrus-least-material", seed=g),
                1 - seat: yardsticks.make(opponent, seed=g)}
        while not game.over:
            info = SeatInfo(game, game.to_move)
            if game.to_move == seat and len(info.legal) > 1:
                best, values = judge(game, seat, judged, 7 + g, judge_sighted)
                floor = min(values.values())
                for n in names:
                    action = choose(n, info, iterations, 11 + g)
                    regret[n].append(values[best] - values.get(action, floor))
                    same[n] += action == best
            game.apply(bots[game.to_move].choose(info))
    decisions = len(regret[names[0]])
    print(f"against yard:{opponent} ({games} games, {decisions} decisions; variants at "
          f"{iterations} iterations, the judge at {judged}):")
    for n in names:
        print(f"  {n:16s} regret {statistics.mean(regret[n]):.4f}, "
              f"the judge's choice {100 * same[n] / decisions:.0f}%", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=4)
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--judge", type=int, default=3000)
    parser.add_argument("--variants", default="POWER=1,strongest, POWER=1,"
                        "held, POWER=3,adaptive K=2")
    parser.add_argument("--against", default="tyrus-current-election,tyrus-least-material",
                        help="the yardsticks whose games give the positions")
    parser.add_argument("--judge-playout", choices=("sighted", "blind"), default="sighted",
                        help="the judge's playout: reading both seats' tiles, or each "
                        "seat's own sight")
    args = parser.parse_args()
    names = [v.strip() for v in args.variants.split(",")]
    # "held, POWER=3" holds a comma: join it back
    joined = []
    for v in names:
        if v.startswith("POWER=") and joined and joined[-1] in ("held", "strongest"):
            joined[-1] = f"{joined[-1]}, {v}"
        else:
            joined.append(v)
    for opponent in args.against.split(","):
        run(opponent, args.games, args.iterations, args.judge, joined,
            int(args.judge_playout == "sighted"))


if __name__ == "__main__":
    main()
