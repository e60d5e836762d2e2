"""Bots against bots: how often one level beats another, and how long each thinks.

    python benchmarks/arena.py GAME BOT_A BOT_B GAMES [--players N] [--seed S] [--stop N]
                               [-o KEY=VALUE] [-b KEY=VALUE] [-w NAME=VALUE]

GAME: tyrus, babel, tigris_cards, tigris. BOT_A, BOT_B: random, easy, medium, hard, or
`yard:NAME`, a scripted bot that plays a person's plan (benchmarks/yardsticks/, e.g.
yard:tyrus-current-election). Each
game seats BOT_A at one seat (rotated from game to game) and BOT_B at every other seat, and
each bot gets only its seat's information (`SeatInfo`). A shared first place counts as a
share of a win. Prints one line per pairing, e.g.

    tyrus (2 players): easy wins 20 of 20 (100%, 95% CI 84-100%), median think 0.01 s per
    decision (random 0.00 s); openskill easy 39.9±6.3, random 10.1±6.3

The openskill ratings (Plackett-Luce, every level starting at 25±8.3) are updated after
each game from its ranking; BOT_B's seats each play with BOT_B's rating and BOT_B takes
the mean of their updates (the same level cannot be told apart from itself).

`-o KEY=VALUE` (repeatable) passes an option to BOT_A, to try a setting against the
default, e.g. `-o rollout=0` or `-o seconds=1.0`; `-b KEY=VALUE` one to BOT_B (e.g. hard
against hard with ten times its iterations: `-o iterations=5000 -b iterations=500`).
`-w NAME=VALUE` (repeatable) changes a constant of the game's evaluation as BOT_A alone
sees it: one of its `standing` module (`mesogames.GAME.standing`), of its `belief`
module where it has one (the guess of the hidden pieces, e.g. Tyrus's `POWER`), of its
`playout` module (e.g. Tyrus's `SIGHTED`: `-w SIGHTED=1` is the playout as it shipped
before, reading both seats' tiles) or the
logistic's `SCALE` (`mesogames.bots.values`), to try a weight by play, e.g. `arena.py tigris_cards
easy easy 200 --players 4 -w SHIP=1.2` (a fair share is then 25%).

Runs on demand, never in the test suite; it takes minutes (hard thinks 2 s a decision).
Each game's result goes to stderr as it ends, so a long run shows its progress.
"""
import argparse
import faulthandler
import importlib
import math
import statistics
import sys
import time

import yardsticks
from openskill.models import PlackettLuce

from mesogames import registry
from mesogames.bots import LEVELS, SeatInfo, make_bot
from mesogames.words import ordinal

MODEL = PlackettLuce()
# A decision that takes longer than STUCK seconds has every thread's stack printed to
# stderr (again every STUCK seconds), and a game still going after LONG actions (a whole
# game is a few hundred) is reported with its last actions, so that a run that seems to
# hang says where. A game still going after STOP actions (`--stop`: bots that place and
# lose the same leaders over and over, or move a king about while the other passes, in
# Tigris & Euphrates, whose games are about 200 actions) is stopped and ranked by the
# count as it stands; the summary line says how many were.
STUCK, LONG, STOP = 120, 1000, 2000


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


class Reweighted:
    """A bot that chooses with some constants of the evaluation changed (`-w`), each given
    back its shipped value as soon as the bot has chosen."""

    def __init__(self, bot, game_name: str, weights: dict):
        spec = registry.spec(game_name)
        modules = [sys.modules[spec.standing.__module__],
                   importlib.import_module("mesogames.bots.values")]
        for hook in (spec.belief, spec.playout):
            if hook is not None:
                modules.append(sys.modules[hook.__module__])
        self.bot, self.weights = bot, []
        for name, value in weights.items():
            module = next((m for m in modules if type(getattr(m, name, None)) in (int, float)),
                          None)
            if module is None:
                raise SystemExit(f"-w {name}: no such number in "
                                 f"{' or '.join(m.__name__ for m in modules)}")
            self.weights.append((module, name, value))

    def choose(self, info):
        shipped = [(m, name, getattr(m, name)) for m, name, _ in self.weights]
        for m, name, value in self.weights:
            setattr(m, name, value)
        try:
            return self.bot.choose(info)
        finally:
            for m, name, value in shipped:
                setattr(m, name, value)


def play(game_name: str, a: str, b: str, games: int, players: int, seed: int,
         bot_options: dict | None = None, weights: dict | None = None,
         options_b: dict | None = None, stop: int = STOP) -> str:
    wins, median, players, rating, stopped = match(game_name, a, b, games, players, seed,
                                                   bot_options, weights, options_b, stop)
    lo, hi = wilson(wins, games)
    other = f" ({b} {median[b]:.2f} s)" if b != a else ""
    return (f"{game_name} ({players} players): {a} wins {wins:g} of {games} "
            f"({100 * wins / games:.0f}%, 95% CI {100 * lo:.0f}-{100 * hi:.0f}%), "
            f"median think {median[a]:.2f} s per decision{other}; openskill "
            f"{a} {rating['a'].mu:.1f}±{rating['a'].sigma:.1f}, "
            f"{b} {rating['b'].mu:.1f}±{rating['b'].sigma:.1f}"
            + (f"; {stopped} of the games stopped after {stop} actions, ranked as they stood"
               if stopped else ""))


def match(game_name: str, a: str, b: str, games: int, players: int, seed: int,
          bot_options: dict | None = None, weights: dict | None = None,
          options_b: dict | None = None, stop: int = STOP):
    """(BOT_A's wins, {bot: median seconds a decision}, players, {"a", "b": openskill
    rating}, how many games were stopped unfinished) over `games` games."""
    new_game = registry.spec(game_name).new_game
    wins, stopped = 0.0, 0
    think: dict[str, list[float]] = {a: [], b: []}
    rating = {"a": MODEL.rating(name=a), "b": MODEL.rating(name=b)}
    for g in range(games):
        setup = {"players": players}
        game = new_game(seed=seed + g, **setup)
        seat_a = g % game.players
        levels = {s: (a if s == seat_a else b) for s in range(game.players)}
        bots = {s: bot(level, seed + 97 * g + s,
                       (bot_options or {}) if s == seat_a else (options_b or {}))
                for s, level in levels.items()}
        if weights:
            bots[seat_a] = Reweighted(bots[seat_a], game_name, weights)
        played = 0
        while not game.over:
            seat = game.to_move
            info = SeatInfo(game, seat)
            start = time.perf_counter()
            faulthandler.dump_traceback_later(STUCK, repeat=True)
            action = bots[seat].choose(info)
            faulthandler.cancel_dump_traceback_later()
            think[levels[seat]].append(time.perf_counter() - start)
            game.apply(action)
            played += 1
            if played % LONG == 0:
                print(f"game {g + 1} (seed {seed + g}): {played} actions and not over; the "
                      f"last: {', '.join(map(str, game.history[-8:]))}", file=sys.stderr,
                      flush=True)
            if played >= stop:
                stopped += 1
                break
        # a stopped game is ranked by the count as it stands (the game's own count, which
        # `result()` gives only once the game is over)
        ranking = (game.result() if game.over else game._result())["ranking"]
        rate(rating, ranking, seat_a)
        first = ranking[0]
        if seat_a in first:
            wins += 1 / len(first)
        place = next(p for p, seats in enumerate(ranking) if seat_a in seats)
        outcome = ("wins" if first == [seat_a] else "shares first" if seat_a in first
                   else f"loses ({ordinal(1 + sum(map(len, ranking[:place])))})")
        cut = "" if game.over else f" (stopped after {stop} actions, ranked as it stood)"
        print(f"game {g + 1} of {games} (seed {seed + g}, {a} at seat {seat_a}): {a} "
              f"{outcome}{cut}; {wins:g} so far", file=sys.stderr, flush=True)
    median = {k: statistics.median(v) if v else 0.0 for k, v in think.items()}
    return wins, median, game.players, rating, stopped


def rate(rating: dict, ranking: list, seat_a: int) -> None:
    """One game's ranking (lists of seats, tied seats together) into the ratings of BOT_A
    ("a") and BOT_B ("b"): each seat a player, BOT_B's seats with BOT_B's rating, BOT_B
    taking the mean of their updates."""
    seats = sorted(s for tied in ranking for s in tied)
    place = {s: p for p, tied in enumerate(ranking) for s in tied}
    teams = [[MODEL.rating(mu=rating[k].mu, sigma=rating[k].sigma)]
             for k in ("a" if s == seat_a else "b" for s in seats)]
    rated = MODEL.rate(teams, ranks=[place[s] for s in seats])
    new_a = [t[0] for s, t in zip(seats, rated, strict=True) if s == seat_a]
    new_b = [t[0] for s, t in zip(seats, rated, strict=True) if s != seat_a]
    rating["a"] = MODEL.rating(mu=new_a[0].mu, sigma=new_a[0].sigma, name=rating["a"].name)
    rating["b"] = MODEL.rating(mu=statistics.mean(r.mu for r in new_b),
                               sigma=statistics.mean(r.sigma for r in new_b),
                               name=rating["b"].name)


def bot(name: str, seed: int, options: dict):
    """A level by name (`make_bot`), or a yardstick (`yard:NAME`)."""
    if name.startswith("yard:"):
        return yardsticks.make(name[len("yard:"):], seed=seed)
    return make_bot(name, seed=seed, **options)


def level(name: str) -> str:
    if name in LEVELS or name.startswith("yard:") and name[5:] in yardsticks.BOTS:
        return name
    raise argparse.ArgumentTypeError(
        f"{name!r}: a level ({', '.join(LEVELS)}) or yard:NAME, NAME one of "
        f"{', '.join(sorted(yardsticks.BOTS))}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=registry.names())
    parser.add_argument("bot_a", type=level)
    parser.add_argument("bot_b", type=level)
    parser.add_argument("games", type=int)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stop", type=int, default=STOP,
                        help="stop a game after so many actions, ranked as it stands")
    parser.add_argument("-o", "--option", action="append", default=[], metavar="KEY=VALUE",
                        help="an option for BOT_A (a number), e.g. rollout=0")
    parser.add_argument("-b", "--option-b", action="append", default=[],
                        metavar="KEY=VALUE", help="an option for BOT_B, e.g. iterations=500")
    parser.add_argument("-w", "--weight", action="append", default=[], metavar="NAME=VALUE",
                        help="a constant of the evaluation as BOT_A sees it, e.g. SHIP=1.2")
    args = parser.parse_args()
    options, weights = numbers(args.option), numbers(args.weight)
    shown = "".join(f" [{o}]" for o in args.option + args.weight) + "".join(
        f" [{args.bot_b} {o}]" for o in args.option_b)
    print(play(args.game, args.bot_a, args.bot_b, args.games, args.players, args.seed,
               options, weights, numbers(args.option_b), args.stop) + shown, flush=True)


def numbers(pairs: list[str]) -> dict:
    """KEY=VALUE pairs as {KEY: an int, or a float when VALUE has a point}."""
    return {k: float(v) if "." in v else int(v) for k, v in (p.split("=", 1) for p in pairs)}


if __name__ == "__main__":
    main()
