"""Can a seat tell what a bot holds from how long it takes? Twin positions, timed.

    python benchmarks/timing_leak.py [--games tyrus,babel,tigris_cards,tigris]
        [--levels random,easy,medium,hard] [--where local,referee] [--samples 400]
        [--pairs 8] [--parallel LEVEL=N ...] [--players 2] [--no-mover] [--raw FILE]
        [--worst]

For each game, `--pairs` twin positions are found by random play: the same public
position, seat 1 (the bot) to decide, the two differing only in what seat 0 (the
observer) cannot see (`Game.determinize(0, rng)`: seat 1's hand and the pool dealt anew,
each twin written as a diagram and read back, so both have the same empty history), and
chosen where the leak bites: the twins' legal actions for seat 1 differ in number, one
legal answer against several first. Each sample plays one twin (alternately, in a
shuffled order) and times the bot's answer as the observer sees it:

- local: at a kernel's table (`Table(..., background=True)`: the paced worker thread and
  the event loop), from the moment the decision starts to the answer landing on the loop;
- referee: over a websocket to a real `python -m mesowidgets serve` on 127.0.0.1 (every
  table seated beforehand in its SQLite file), from the push that says the bot is
  thinking to the push of its move.

The guesser knows which public position it is in (the pair): it takes each time less
that pair's median, and guesses the twin by the best threshold on it, with its
direction, fitted on one half of the samples and tested on the other half, both ways
(two-fold), so every sample is guessed once by a rule fitted without it. Its accuracy is
printed with a 95% Wilson interval, one line per game and level:

    tyrus hard: guess 51% of 400 (95% CI 46-56%)  [local; medians 2301 / 2302 ms]

With `--where referee` (and not `--no-mover`) a line "GAME mover" times a player's answer:
two players' connections, twin positions that differ in seat 1's hand, seat 0 plays the
same action in both, timed from its intent to its answer.

Paces are waits, so samples overlap: `--parallel LEVEL=N` runs N at once (defaults in
PARALLEL: fewer for the levels that use the CPU, whose computation must still fit inside
its pace while the others run). `--worst` prints instead each level's longest computation
(SeatInfo and choose, CPU time) over whole games of every game, 2 and 4 players: what
its pace must hold (mesogames/bots/pacing.py).

Runs on demand, never in the test suite. The figures in the README came from
`python benchmarks/timing_leak.py --samples 400`.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import math
import pathlib
import random
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from itertools import pairwise

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "engine"), str(ROOT)]

from mesogames import registry  # noqa: E402
from mesogames.bots import LEVELS, SeatInfo, make_bot  # noqa: E402
from mesogames.core import RandomBot, Rng  # noqa: E402

GAMES = registry.names()
#: Samples timed at once, by level (waiting costs no CPU; computing does).
PARALLEL = {"random": 8, "easy": 2, "medium": 2, "hard": 4}
TIMEOUT = 60.0


# --------------------------------------------------------------------- twin positions
def module(name: str):
    """The game's spec: its new_game, from_diagram..."""
    return registry.spec(name)


def new_game(name: str, players: int, seed: int):
    options = {"players": players}
    return module(name).new_game(seed=seed, **options)


def twins(name: str, players: int, count: int, mover: bool = False) -> list[dict]:
    """`count` twin pairs: {"diagrams": [a, b], "legal": [n_a, n_b], "act": notation}.
    Bot pairs: seat 1 to decide. Mover pairs: seat 0 to move, its first legal action
    (`act`, the same in both) hands the decision to seat 1, whose legal actions differ."""
    read = module(name).from_diagram
    found, same = [], []
    for seed in range(400):
        game, bot = new_game(name, players, 7000 + seed), RandomBot(seed)
        k = 0
        while not game.over and len(found) < 6 * count:
            k += 1
            seat = 0 if mover else 1
            if game.to_move == seat and k % 3 == 0:
                pair = [read(game.diagram(), seed=1),
                        read(game.determinize(0, Rng(k)).diagram(), seed=1)]
                if pair[0].view(0) == pair[1].view(0):
                    act = None
                    if mover:
                        act = str(pair[0].legal_actions()[0])
                        after = [g.copy() for g in pair]
                        for g in after:
                            g.apply(act)
                        legal = [len(g.legal_actions()) if g.to_move == 1 else 0
                                 for g in after]
                        if 0 in legal:
                            legal = [0, 0]
                    else:
                        legal = [len(g.legal_actions()) for g in pair]
                    if legal[0] != legal[1] or (not mover or legal[0]) and len(same) < count:
                        (found if legal[0] != legal[1] else same).append(
                            {"diagrams": [g.diagram() for g in pair], "legal": legal,
                             "act": act})
            game.apply(bot.choose(game))
        if len(found) >= 6 * count or seed >= 30 and len(found) + len(same) >= count:
            break
    # where the leak bites most: one legal answer against many, then the largest ratio;
    # where the twins' legal actions never differ in number (Tyrus), twins all the same
    found.sort(key=lambda p: (min(p["legal"]) != 1, -max(p["legal"]) / max(1, min(p["legal"]))))
    return (found + same)[:count]


def plan(pairs: list, samples: int, seed: int = 0) -> list[tuple[int, int]]:
    """(pair, twin) per sample: each pair's twins alternate; the order shuffled."""
    out = [(j % len(pairs), (j // len(pairs)) % 2) for j in range(samples)]
    random.Random(seed).shuffle(out)
    return out


# --------------------------------------------------------------------- local timing
def local_times(name: str, level: str, pairs: list, order: list, parallel: int) -> list:
    from mesowidgets.table import Table

    read = module(name).from_diagram

    async def one(sem, pair, twin):
        async with sem:
            game = read(pairs[pair]["diagrams"][twin], seed=1)
            landed = asyncio.Event()
            out = []

            def changed():
                if not out:
                    out.append(time.monotonic() - start)
                    landed.set()
            start = time.monotonic()
            table = Table(game, bots={1: level}, background=True, pause=0.0)
            table.on_change(changed)
            await asyncio.wait_for(landed.wait(), TIMEOUT)
            table.cancel_search()
            return out[0]

    async def main():
        sem = asyncio.Semaphore(parallel)
        return await asyncio.gather(*(one(sem, p, t) for p, t in order))
    return asyncio.run(main())


# ------------------------------------------------------------------ referee timing
class Server:
    """Tables seated in a fresh SQLite file, then a real referee process serving it."""

    def __init__(self, folder: pathlib.Path):
        from mesowidgets.referee.service import Referee
        from mesowidgets.referee.store import open_store

        self.db = f"sqlite:///{folder / 'referee.db'}"
        self.folder = folder
        self.referee = Referee(open_store(self.db))
        self.process = None

    def seat(self, name: str, diagram: str, bots: dict) -> list:
        from mesowidgets.referee.tables import RefereeTable

        game = module(name).from_diagram(diagram, seed=1)
        return self.referee.seat(name, RefereeTable(game, bots=bots))["seats"]

    def start(self) -> str:
        from tests.referee.servers import RefereeProcess

        self.referee.store.close()
        self.process = RefereeProcess(self.db, self.folder / "referee.log").start()
        return self.process.url

    def stop(self) -> None:
        if self.process is not None:
            self.process.stop()


def join(url: str, code: str):
    from websockets.sync.client import connect

    from mesowidgets.remote import ws_url

    ws = connect(ws_url(url), proxy=None, open_timeout=TIMEOUT)
    ws.send(json.dumps({"code": code}))
    assert "welcome" in json.loads(ws.recv(timeout=TIMEOUT))
    return ws


def bot_time(url: str, code: str) -> float:
    """From the push that says seat 1 is thinking to the push of its move."""
    ws = join(url, code)
    try:
        thinking = None
        while True:
            msg = json.loads(ws.recv(timeout=TIMEOUT))
            if "push" not in msg:
                continue
            if thinking is None and msg["push"].get("thinking") == 1:
                thinking = time.monotonic()
            if msg["version"] >= 1:
                return time.monotonic() - thinking
    finally:
        ws.close()


def mover_time(url: str, codes: list, act: str) -> float:
    """Seat 0's intent to its answer, seat 1 connected too."""
    mine, other = join(url, codes[0]), join(url, codes[1])
    try:
        json.loads(mine.recv(timeout=TIMEOUT))           # the first pushes
        json.loads(other.recv(timeout=TIMEOUT))
        start = time.monotonic()
        mine.send(json.dumps({"act": act, "at": 0}))
        while True:
            msg = json.loads(mine.recv(timeout=TIMEOUT))
            if "answer" in msg:
                assert msg["error"] == "", msg
                return time.monotonic() - start
    finally:
        mine.close()
        other.close()


# ----------------------------------------------------------------------- guessing
def fit(train: list[tuple[float, int]]) -> tuple[float, int]:
    """The threshold and direction that label `train` best: twin = direction if t > cut."""
    best = (-1, 0.0, 1)
    times = sorted({t for t, _ in train})
    cuts = [times[0] - 1] + [(a + b) / 2 for a, b in pairwise(times)]
    for cut in cuts:
        for direction in (0, 1):
            right = sum((direction if t > cut else 1 - direction) == y for t, y in train)
            if right > best[0]:
                best = (right, cut, direction)
    return best[1], best[2]


def guessed(samples: list[tuple[int, int, float]]) -> tuple[int, int]:
    """Right guesses, two-fold, and the samples guessed. The guesser knows the public
    position (the pair): it takes each time less its pair's median time on the training
    half, and guesses by one threshold and direction fitted there."""
    right = total = 0
    seen: dict = {}
    folds: tuple[list, list] = ([], [])
    for sample in samples:          # each twin of each pair split evenly between the folds
        k = seen[sample[:2]] = seen.get(sample[:2], -1) + 1
        folds[k % 2].append(sample)
    for test, train in (folds, folds[::-1]):
        middle = {pair: statistics.median([t for p, _, t in train if p == pair])
                  for pair in {p for p, _, _ in train}}
        cut, direction = fit([(t - middle[p], y) for p, y, t in train])
        right += sum((direction if t - middle.get(p, 0.0) > cut else 1 - direction) == y
                     for p, y, t in test)
        total += len(test)
    return right, total


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


RAW: list = []          # with --raw FILE: every sample, written there as JSON


def report(label: str, where: str, order: list, times: list) -> None:
    samples = [(p, y, t) for (p, y), t in zip(order, times, strict=True)]
    RAW.append({"line": label, "where": where, "samples": samples})
    k, n = guessed(samples)
    lo, hi = wilson(k, n)
    med = [1000 * statistics.median([t for _, y, t in samples if y == twin]) for twin in (0, 1)]
    print(f"{label}: guess {100 * k / n:.0f}% of {n} (95% CI {100 * lo:.0f}-{100 * hi:.0f}%)"
          f"  [{where}; medians {med[0]:.0f} / {med[1]:.0f} ms]", flush=True)


# --------------------------------------------------------------------------- worst
def worst(games: list, seeds: int = 2) -> None:
    """Each level's longest computation (SeatInfo + choose; a search's set-up and first
    iteration), CPU time, over whole games of easy bots."""
    from mesogames.bots import ISMCTSBot

    for name in games:
        for players in sorted({min(module(name).players), max(module(name).players)}):
            most = {"random": 0.0, "easy": 0.0, "search set-up": 0.0}
            for seed in range(seeds):
                game = new_game(name, players, 500 + seed)
                easy, rnd = make_bot("easy"), make_bot("random")
                k = 0
                while not game.over:
                    t0 = time.process_time()
                    info = SeatInfo(game, game.to_move)
                    t1 = time.process_time()
                    action = easy.choose(info)
                    t2 = time.process_time()
                    rnd.choose(info)
                    t3 = time.process_time()
                    most["easy"] = max(most["easy"], t2 - t0)
                    most["random"] = max(most["random"], t1 - t0 + t3 - t2)
                    if k % 15 == 0 and len(info.legal) > 1:
                        t4 = time.process_time()
                        ISMCTSBot(0, seconds=None, iterations=1).choose(info)
                        most["search set-up"] = max(most["search set-up"],
                                                    t1 - t0 + time.process_time() - t4)
                    k += 1
                    game.apply(action)
            print(f"{name}, {players} players: longest " + ", ".join(
                f"{what} {1000 * t:.0f} ms" for what, t in most.items()), flush=True)


# ---------------------------------------------------------------------------- main
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--where", default="local,referee")
    parser.add_argument("--samples", type=int, default=400)
    parser.add_argument("--pairs", type=int, default=8)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--parallel", nargs="*", default=[], help="LEVEL=N")
    parser.add_argument("--no-mover", action="store_true")
    parser.add_argument("--worst", action="store_true")
    parser.add_argument("--raw", help="write every sample (pair, twin, seconds) here")
    args = parser.parse_args()
    try:
        run(args)
    finally:
        if args.raw:
            pathlib.Path(args.raw).write_text(json.dumps(RAW))


def run(args) -> None:
    games, levels = args.games.split(","), args.levels.split(",")
    if args.worst:
        worst(games)
        return
    parallel = dict(PARALLEL)
    for item in args.parallel:
        level, n = item.split("=")
        parallel[level] = int(n)
    where = args.where.split(",")
    for name in games:
        pairs = twins(name, args.players, args.pairs)
        print(f"# {name}: {len(pairs)} twin pairs, seat 1's legal actions "
              + ", ".join(f"{a}/{b}" for a, b in (p["legal"] for p in pairs)), flush=True)
        order = plan(pairs, args.samples)
        if "local" in where:
            for level in levels:
                times = local_times(name, level, pairs, order, parallel[level])
                report(f"{name} {level}", "local", order, times)
        if "referee" in where:
            with tempfile.TemporaryDirectory(prefix="timing-leak-") as folder:
                server = Server(pathlib.Path(folder))
                codes = {level: [server.seat(name, pairs[p]["diagrams"][t], {1: level})[0]
                                 for p, t in order] for level in levels}
                movers = [] if args.no_mover else twins(name, args.players, args.pairs,
                                                        mover=True)
                mover_order = plan(movers, args.samples) if movers else []
                mover_codes = [server.seat(name, movers[p]["diagrams"][t], {})
                               for p, t in mover_order]
                url = server.start()
                try:
                    for level in levels:
                        with ThreadPoolExecutor(parallel[level]) as pool:
                            times = list(pool.map(partial(bot_time, url), codes[level]))
                        report(f"{name} {level}", "referee", order, times)
                    if movers:
                        print(f"# {name} mover: seat 1's legal actions after the move "
                              + ", ".join(f"{a}/{b}" for a, b in (p["legal"] for p in movers)),
                              flush=True)
                        times = [mover_time(url, c, movers[p]["act"])
                                 for c, (p, _) in zip(mover_codes, mover_order, strict=True)]
                        report(f"{name} mover", "referee", mover_order, times)
                finally:
                    server.stop()


if __name__ == "__main__":
    main()
