"""The kernel's CPU per action over whole games: does a click cost more late in a game?

For each game, seeded random games played to their end in two places:
- widget: a plain Table with one seat's widget (its comm sends nothing: the messages are
  built, diffed and serialized, not sent); every seat's action is played at the table and
  the widget refreshes;
- referee: a referee table (the service in process, a SQLite store in a temporary folder,
  no network) with 4 connections (every seat's, then spectators up to 4): each action is an
  intent of the mover's connection (`Referee.handle`), then every connection's push is
  computed (`Referee.payloads`).
Prints, per game and place, the process time per action over the first and the last 10%
of the actions (mean), their ratio, and a whole game's total (mean). A short game's 10% is
a few actions (Tyrus: 5), so more seeds are played, after the N asked for, until each 10%
pools at least 200 actions (Tyrus 40 games, Babel 20, Tigris & Euphrates 12: with 50, a
ratio moved by 0.2 from run to run); the line says how many actions each mean is over, and
how many games.

    python benchmarks/kernel_cpu.py [game ...] [--games N] [--seed S]
"""
import statistics
import tempfile
import time
from functools import partial

from games import WIDGETS, Comm, chosen_games, game_parser

from mesogames.core import RandomBot
from mesowidgets.referee.service import Referee
from mesowidgets.referee.store import open_store
from mesowidgets.table import Table

CONNECTIONS = 4
#: The fewest actions a first or last 10% mean is over (pooled over seeds).
POOLED = 200


def widget_game(cls, seed: int) -> list[float]:
    """Process time of each action of one random game at a table with one seat's widget."""
    table = Table(cls.engine_module.new_game(seed=seed), undo=False)
    widget = cls(table=table, seat=0)
    widget.comm = Comm()
    bot = RandomBot(seed)
    times = []
    while not table.game.over:
        action = str(bot.choose(table.game))
        start = time.process_time()
        table.act(action, by=table.game.to_move)
        times.append(time.process_time() - start)
    widget.close()
    return times


def referee_game(name: str, seed: int, folder: str) -> list[float]:
    """Process time of each action of one random game at a referee table: the mover's
    intent handled, then every connection's push."""
    referee = Referee(open_store(f"sqlite:///{folder}/{name}-{seed}.db"))
    made = referee.create(name, {"seed": seed})
    codes = [c for c in made["seats"] if c is not None]
    codes += [made["spectator"]] * (CONNECTIONS - len(codes))
    conns = [referee.admit(code) for code in codes]
    seats = {conn.who: conn for conn in conns if isinstance(conn.who, int)}
    referee.payloads(made["table"], conns)
    game = referee.live(made["table"]).table.game
    bot = RandomBot(seed)
    times = []
    while not game.over:
        n = len(game.history)
        action = str(bot.choose(game))
        start = time.process_time()
        error = referee.handle(seats[game.to_move], {"act": action, "at": n})
        referee.payloads(made["table"], conns)
        times.append(time.process_time() - start)
        assert not error, error
        game = referee.live(made["table"]).table.game
    referee.close()
    return times


def tenths(times: list[float]) -> int:
    """How many actions a game's first (and last) 10% is."""
    return max(1, len(times) // 10)


def played(play, seed: int, count: int) -> list[list[float]]:
    """`count` games from `seed` on, and more until each 10% pools POOLED actions."""
    games: list[list[float]] = []
    while len(games) < count or sum(map(tenths, games)) < POOLED:
        games.append(play(seed + len(games)))
    return games


def line(name: str, place: str, games: list[list[float]]) -> str:
    first, last = [], []
    for times in games:
        k = tenths(times)
        first += times[:k]
        last += times[-k:]
    mean = statistics.mean
    actions = mean(len(t) for t in games)
    return (f"{name:13} {place:8} {actions:4.0f} actions: first 10% {mean(first) * 1000:6.2f} ms "
            f"/ last 10% {mean(last) * 1000:6.2f} ms per action (last/first "
            f"{mean(last) / mean(first):.2f}); a whole game {mean(map(sum, games)):.2f} s "
            f"[{len(first)} actions a 10%, {len(games)} games]")


def main() -> None:
    parser = game_parser(__doc__.splitlines()[0])
    parser.add_argument("--games", dest="count", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for name in chosen_games(parser, args):
            cls = WIDGETS[name]
            print(line(name, "widget", played(partial(widget_game, cls), args.seed,
                                              args.count)), flush=True)
            print(line(name, "referee", played(partial(referee_game, name, folder=folder),
                                               args.seed, args.count)), flush=True)


if __name__ == "__main__":
    main()
