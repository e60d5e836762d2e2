"""Our hard bot against OpenSpiel's stock ISMCTSBot (random rollouts), through the
OpenSpiel adapter (mesogames.openspiel; needs the extra mesowidgets[rl]).

    python benchmarks/vs_openspiel.py GAME GAMES [--iterations N] [--time] [--seed S]
                                      [--players 2]

`hard` is ISMCTSBot with `iterations=N` (our search, our evaluation); OpenSpiel's bot is
`open_spiel.python.algorithms.ismcts.ISMCTSBot` with a RandomRolloutEvaluator (one random
game to the end per simulation, UCT c=2, as its example). By default both search N
iterations (judgement against judgement). With --time, OpenSpiel's bot searches as many
simulations as take the CPU time hard's N iterations take, both timed (process time) on
the same positions before the games: the count, not the clock, is what the games then
use, so the result does not depend on the machine's load. Seats alternate from game to
game; a shared first place counts as half a win. Prints, e.g.

    tyrus (2 players): hard (500 it.) wins 14 of 20 against OpenSpiel ISMCTS (500 sims)
    (70%, 95% CI 48-85%)

Each game's result goes to stderr as it ends. Runs on demand, never in the test suite.
"""
import argparse
import sys
import time

import numpy as np
from arena import wilson
from open_spiel.python.algorithms import ismcts as os_ismcts
from open_spiel.python.algorithms import mcts as os_mcts

import mesogames.openspiel as adapter
from mesogames import registry
from mesogames.bots import SeatInfo, make_bot
from mesogames.core import RandomBot

#: Positions timed for --time, and how far into a random game they are (a fraction).
CALIBRATION = (0.0, 0.2, 0.4, 0.6)
#: At most this many of OpenSpiel's simulations are timed per position (each plays a random
#: game to its end: a tenth of a second in Tigris & Euphrates); its rate per simulation is
#: what counts.
TIMED_SIMULATIONS = 30


def openspiel_bot(game, simulations: int, seed: int):
    rng = np.random.RandomState(seed)
    evaluator = os_mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    return os_ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=simulations,
                               random_state=rng)


def their_choice(os_game, bot, game):
    """OpenSpiel's bot's action in `game` (a state around a copy of it)."""
    state = adapter.MesoState(os_game, game.copy())
    return os_game.encoding.decode(int(bot.step(state)))


def positions(name: str, options: dict, seed: int) -> list:
    """Positions spread over a random game, each with a choice to make."""
    game, bot, out = registry.spec(name).new_game(seed=seed, **options), RandomBot(seed), []
    history = []
    while not game.over:
        history.append(game.copy())
        game.apply(bot.choose(game))
    for fraction in CALIBRATION:
        for g in history[int(fraction * len(history)):]:
            if len(g.legal_actions()) > 1:
                out.append(g)
                break
    return out


def calibrate(name: str, options: dict, os_game, iterations: int, seed: int) -> int:
    """OpenSpiel's simulations that take the CPU time of hard's `iterations`, both timed
    on the same positions (OpenSpiel's on at most TIMED_SIMULATIONS, at its rate); at least
    2 (its search's first simulation only adds the root: with one it cannot choose)."""
    ours = theirs = 0.0
    timed = min(iterations, TIMED_SIMULATIONS)
    for k, game in enumerate(positions(name, options, seed)):
        start = time.process_time()
        make_bot("hard", seed=k, iterations=iterations).choose(SeatInfo(game, game.to_move))
        ours += time.process_time() - start
        start = time.process_time()
        their_choice(os_game, openspiel_bot(os_game, timed, k), game)
        theirs += time.process_time() - start
    print(f"calibration: hard {ours:.2f} s of CPU for {iterations} iterations, OpenSpiel "
          f"{theirs:.2f} s for {timed} simulations, on the same positions", file=sys.stderr)
    return max(2, round(ours / (theirs / timed)))


def play(name: str, options: dict, os_game, games: int, iterations: int, sims: int,
         seed: int) -> float:
    won = 0.0
    for i in range(games):
        game = registry.spec(name).new_game(seed=seed + i, **options)
        ours = i % game.players
        hard = make_bot("hard", seed=seed + i, iterations=iterations)
        theirs = openspiel_bot(os_game, sims, seed + i)
        while not game.over:
            seat = game.to_move
            if seat == ours:
                action = hard.choose(SeatInfo(game, seat))
            else:
                action = their_choice(os_game, theirs, game)
            game.apply(action)
        first = game.result()["ranking"][0]
        share = 1 / len(first) if ours in first else 0.0
        won += share
        outcome = "won" if share == 1 else "shared" if share else "lost"
        print(f"game {i + 1}: hard at seat {ours} {outcome} ({won:g} of {i + 1})",
              file=sys.stderr, flush=True)
    return won


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=registry.names())
    parser.add_argument("games", type=int)
    parser.add_argument("--iterations", type=int, default=500)
    parser.add_argument("--time", action="store_true",
                        help="OpenSpiel's simulations calibrated to hard's CPU time")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    options = {"players": args.players}
    os_game = adapter.GAMES[args.game](options)
    sims = args.iterations
    if args.time:
        sims = calibrate(args.game, options, os_game, args.iterations, args.seed)
    won = play(args.game, options, os_game, args.games, args.iterations, sims, args.seed)
    low, high = wilson(won, args.games)
    print(f"{args.game} ({args.players} players): hard ({args.iterations} it.) wins {won:g} "
          f"of {args.games} against OpenSpiel ISMCTS ({sims} sims"
          f"{', equal CPU time' if args.time else ''}) ({100 * won / args.games:.0f}%, "
          f"95% CI {100 * low:.0f}-{100 * high:.0f}%)")


if __name__ == "__main__":
    main()
