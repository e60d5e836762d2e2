"""The referee under load: N Tyrus tables played at once by random clients over
websockets on 127.0.0.1, for a bounded time; optionally beside people asking for hints
and connections held open doing nothing.

    python benchmarks/referee_load.py [--tables 10] [--seconds 30] [--db sqlite|postgresql|URL]
                                      [--processes 1] [--hints 45] [--idle 500] [--stall 30]

`--db sqlite` (default) uses a fresh SQLite file; `--db postgresql` starts a throwaway
PostgreSQL (Debian's package) in a temporary directory; a URL uses that database. The
referee runs as its own process (`python -m mesowidgets serve`, with its default limits
but for table creation, which this script does a lot of); the clients, two per table
(one per seat), run in this one, on one asyncio loop. When a game ends its table is
replaced by a new one, so N tables are always in play. With `--processes N` (PostgreSQL
only: an SQLite file has one referee process), N referee processes serve one database, as
a class spread over cores would be: the tables are spread over them (table i's seats join
process i mod N), and each table is created through the next process, so that every move
is made on a process other than the one that created the table. It stops by itself after
`--seconds`, then prints:

- actions/s: actions the referee stored, per second of play;
- intent-to-push latency, p50 and p99: from a client sending its intent to the other
  seat's connection receiving the push that shows it;
- the replay check: every table's stored actions, replayed from its start, lead to its
  stored state (and how many tables and actions that covered).

With `--hints N` or `--idle N`, the tables are played in quiet and loaded windows in
turn (`--rounds` of each, `--seconds` in all for each, so the machine's other work
weighs on both alike). In a loaded window N connections, each at a table of its own
against a bot, ask for a hint again and again (at once after a hint, `RETRY` seconds
after "busy", as a person clicking again would), and N more connections sit joined at
other tables, doing nothing (opened before the window, closed after it); both figures
are printed, and the loaded p99 as a multiple of the quiet one.

Every wait is bounded (`--stall` seconds): a refused move, or a push or answer that does
not come, stops the run with an error saying what was waited for. Runs on demand; the
suite runs it for a few seconds (tests/referee/test_load_benchmark.py).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import pathlib
import random
import statistics
import sys
import tempfile
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "engine"), str(ROOT)]

from websockets.asyncio.client import connect  # noqa: E402

from mesowidgets import patches  # noqa: E402
from mesowidgets.protocol import expanded  # noqa: E402
from mesowidgets.referee.audit import check  # noqa: E402
from mesowidgets.referee.store import open_store  # noqa: E402
from tests.referee.servers import UNLIMITED, Postgres, RefereeProcess  # noqa: E402

#: Idle connections per code: the referee's default --connections-per-seat.
PER_CODE = 4
#: How long a person told "busy" waits before asking for the hint again (seconds).
RETRY = 1.0


class Stalled(Exception):
    """Something the benchmark waited for did not come."""


class Seat:
    """One seat's connection: its state as pushed, a future per awaited history length,
    and the future of its next answer."""

    def __init__(self, ws, stall: float):
        self.ws, self.stall, self.state, self.waiters = ws, stall, {}, {}
        self.pushed = asyncio.Event()
        self.answer: asyncio.Future | None = None

    def legal(self) -> list[str]:
        state = self.state
        return [a["name"] for a in expanded(state.get("legal", []), state.get("place_names"),
                                            state.get("words"))]

    def apply(self, msg: dict) -> None:
        self.state.update(msg["push"])
        for name, ops in msg.get("patch", {}).items():
            self.state[name] = patches.apply(self.state[name], ops)

    async def within(self, awaitable, what: str):
        try:
            return await asyncio.wait_for(awaitable, self.stall)
        except asyncio.TimeoutError:
            raise Stalled(f"waited {self.stall:g} s for {what}") from None

    async def intent(self, msg: dict) -> str:
        """Send an intent; its answer's error ("" when done). The reader must be running."""
        self.answer = asyncio.get_running_loop().create_future()
        await self.ws.send(json.dumps(msg))
        return await self.within(self.answer, f"the answer to {msg}")


async def join(url: str, code: str, stall: float) -> Seat:
    ws = await asyncio.wait_for(connect(url.replace("http", "ws") + "/ws", max_size=2 ** 24,
                                        proxy=None), stall)
    seat = Seat(ws, stall)
    await ws.send(json.dumps({"code": code}))
    hello = json.loads(await seat.within(ws.recv(), "the welcome"))
    if "welcome" not in hello:
        raise Stalled(f"the referee refused a join: {hello}")
    seat.apply(json.loads(await seat.within(ws.recv(), "the first push")))
    return seat


def create(url: str, rng: random.Random, stall: float, bots: dict | None = None) -> dict:
    body = json.dumps({"game": "tyrus", "options": {"seed": rng.randrange(1 << 30),
                                                    "first": "beige"},
                       "bots": bots or {}}).encode()
    request = urllib.request.Request(url + "/tables", data=body, method="POST")
    with urllib.request.urlopen(request, timeout=stall) as r:
        return json.loads(r.read())


async def read(seat: Seat) -> None:
    async for text in seat.ws:
        msg = json.loads(text)
        if "push" in msg:
            seat.apply(msg)
            seat.pushed.set()
            n = len(seat.state["history"])
            waiter = seat.waiters.pop(n, None)
            if waiter is not None and not waiter.done():
                waiter.set_result(time.perf_counter())
        elif "answer" in msg and seat.answer is not None and not seat.answer.done():
            seat.answer.set_result(msg["error"])


async def table_loop(url: str, rng: random.Random, deadline: float, phase: dict,
                     stall: float, stats: dict, creator: str | None = None) -> None:
    """Play tables one after another on the referee at `url` until `deadline`, each
    created through `creator` (by default the same referee)."""
    while time.monotonic() < deadline:
        made = await asyncio.to_thread(create, creator or url, rng, stall)
        stats["tables"].append(made["table"])
        seats = [await join(url, code, stall) for code in made["seats"]]
        readers = [asyncio.create_task(read(s)) for s in seats]
        try:
            while time.monotonic() < deadline and not seats[0].state["view"]["over"]:
                n = len(seats[0].state["history"])
                mover = next((s for s in seats if s.state["acting"] is not None), None)
                if len(seats[1].state["history"]) != n:
                    await wait_for_history(seats, n)
                    continue
                if mover is None:                     # not pushed yet: wait for the next
                    seats[0].pushed.clear()
                    await seats[0].within(seats[0].pushed.wait(), "a push saying who acts")
                    continue
                other = seats[1 - seats.index(mover)]
                arrived = asyncio.get_running_loop().create_future()
                other.waiters[n + 1] = arrived
                action = rng.choice(mover.legal())
                sent = time.perf_counter()
                error = await mover.intent({"act": action, "at": n})
                if error:
                    raise Stalled(f"the referee refused {action!r} at {n}: {error}")
                await other.within(arrived, f"the push of {action!r} to the other seat")
                phase["latency"].append(arrived.result() - sent)
                phase["actions"] += 1
                await wait_for_history(seats, n + 1)
            phase["games"] += seats[0].state["view"]["over"]
        finally:
            for r in readers:
                r.cancel()
            for s in seats:
                await s.ws.close()


async def wait_for_history(seats, n: int) -> None:
    for s in seats:
        while len(s.state["history"]) < n:
            s.pushed.clear()
            await s.within(s.pushed.wait(), f"a push showing {n} actions")


async def hint_loop(url: str, rng: random.Random, asking: asyncio.Event, hints: dict,
                    stall: float) -> None:
    """One person asking for hints again and again at a table of their own with a bot,
    while `asking` is set (until cancelled)."""
    made = await asyncio.to_thread(create, url, rng, stall, {"1": "random"})
    seat = await join(url, made["seats"][0], stall)
    reader = asyncio.create_task(read(seat))
    hints["joined"] += 1
    try:
        while True:
            await asking.wait()
            error = await seat.intent({"hint": True, "at": len(seat.state["history"])})
            if not error:
                hints["shown"] += 1
            elif "busy" in error:
                hints["busy"] += 1
                await asyncio.sleep(RETRY)
            else:
                raise Stalled(f"a hint was refused: {error}")
    finally:
        reader.cancel()
        await seat.ws.close()


async def open_idle(url: str, n: int, rng: random.Random, stall: float) -> list[Seat]:
    """N connections joined at tables of their own (PER_CODE per code), never speaking."""
    idle: list[Seat] = []
    while len(idle) < n:
        made = await asyncio.to_thread(create, url, rng, stall)
        codes = [c for c in made["seats"] + [made["spectator"]] for _ in range(PER_CODE)]
        for code in codes[: n - len(idle)]:
            seat = await join(url, code, stall)
            seat.reader = asyncio.create_task(read(seat))
            idle.append(seat)
    return idle


def percentile(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100)[q - 1] if len(values) > 1 else float("nan")


async def play(urls: list[str], tables: int, seconds: float, seed: int, stall: float,
               stats: dict, phase: dict) -> None:
    """Play the tables for `seconds`, adding to `phase`'s figures: table i on the referee
    urls[i mod N], created through the next one (the same one when there is one)."""
    deadline = time.monotonic() + seconds
    started = time.monotonic()
    n = len(urls)
    await asyncio.gather(*(table_loop(urls[i % n], random.Random(seed * 1000 + i), deadline,
                                      phase, stall, stats, urls[(i + 1) % n])
                           for i in range(tables)))
    phase["elapsed"] += time.monotonic() - started


def new_phase() -> dict:
    return {"actions": 0, "latency": [], "games": 0, "elapsed": 0.0}


async def run(urls: list[str], args) -> dict:
    url = urls[0]              # the hint askers and idle connections: the first referee
    stats = {"tables": [], "phases": [new_phase()],
             "hints": {"joined": 0, "shown": 0, "busy": 0}, "idle": 0}
    if not (args.hints or args.idle):
        await play(urls, args.tables, args.seconds, args.seed, args.stall, stats,
                   stats["phases"][0])
        return stats
    stats["phases"].append(new_phase())
    asking = asyncio.Event()
    hints = stats["hints"]
    askers = [asyncio.create_task(hint_loop(url, random.Random(args.seed * 7 + i), asking,
                                            hints, args.stall))
              for i in range(args.hints)]
    try:
        asking.set()                  # every asker joined, a hint shown (the referee's
        deadline = time.monotonic() + args.stall        # hint processes started)
        while hints["joined"] < args.hints or args.hints and not hints["shown"]:
            if any(a.done() for a in askers) or time.monotonic() > deadline:
                break
            await asyncio.sleep(0.05)
        asking.clear()
        hints["shown"] = hints["busy"] = 0         # counted while the tables play
        window = args.seconds / args.rounds
        for r in range(args.rounds):  # quiet and loaded windows in turn: the machine's
            await play(urls, args.tables, window, args.seed + 2 * r, args.stall, stats,
                       stats["phases"][0])                          # other load hits both
            idle = await open_idle(url, args.idle, random.Random(args.seed + r), args.stall)
            asking.set()
            await play(urls, args.tables, window, args.seed + 2 * r + 1, args.stall, stats,
                       stats["phases"][1])
            asking.clear()
            for seat in idle:
                seat.reader.cancel()
                await seat.ws.close()
            stats["idle"] = len(idle)
            failed = [a for a in askers if a.done()]
            if failed:
                await failed[0]               # raises what stopped it
    finally:
        for a in askers:
            a.cancel()
        await asyncio.gather(*askers, return_exceptions=True)
    return stats


def describe(phase: dict) -> str:
    lat = phase["latency"]
    return (f"{phase['actions'] / phase['elapsed']:.1f} actions/s ({phase['actions']} actions, "
            f"{phase['games']} games finished); intent-to-push p50 "
            f"{1000 * statistics.median(lat):.1f} ms, p99 {1000 * percentile(lat, 99):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--db", default="sqlite")
    parser.add_argument("--processes", type=int, default=1,
                        help="referee processes on the one database (PostgreSQL only)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hints", type=int, default=0,
                        help="connections asking for hints, each at a table with a bot")
    parser.add_argument("--idle", type=int, default=0,
                        help="connections joined at other tables, doing nothing")
    parser.add_argument("--rounds", type=int, default=3,
                        help="with --hints or --idle: quiet and loaded windows in turn, this "
                             "many of each, --seconds in all for each")
    parser.add_argument("--stall", type=float, default=30.0,
                        help="the longest wait for a push or an answer, in seconds")
    args = parser.parse_args()
    if args.processes < 1:
        parser.error("--processes: at least 1")
    if args.processes > 1 and not args.db.startswith(("postgresql", "postgres://")):
        parser.error("--processes N needs PostgreSQL (--db postgresql or its URL): an "
                     "SQLite file is served by one referee process")
    work = pathlib.Path(tempfile.mkdtemp(prefix="meso-load-"))
    postgres = None
    if args.db == "sqlite":
        db = f"sqlite:///{work / 'referee.db'}"
    elif args.db == "postgresql":
        postgres = Postgres().start()
        db = postgres.database("load")
    else:
        db = args.db
    referees = []
    try:
        for k in range(args.processes):
            referees.append(RefereeProcess(db, work / f"referee-{k}.log",
                                           options=UNLIMITED).start())
        stats = asyncio.run(run([r.url for r in referees], args))
    except Stalled as err:
        print(f"The benchmark stalled: {err}. The referees' logs: {work}/referee-*.log",
              file=sys.stderr)
        sys.exit(2)
    finally:
        for referee in referees:
            referee.stop()
    store = open_store(db)
    problems = [p for t in stats["tables"] if (p := check(store, t))]
    stored = sum(store.load(t).version for t in stats["tables"])
    store.close()
    if postgres is not None:
        postgres.stop()
    kind = "PostgreSQL" if db.startswith("postgres") else "SQLite"
    quiet = stats["phases"][0]
    processes = f", {args.processes} referee processes" if args.processes > 1 else ""
    print(f"{kind}{processes}, {args.tables} tables, {quiet['elapsed']:.1f} s: "
          f"{describe(quiet)}")
    if len(stats["phases"]) > 1:
        loaded, hints = stats["phases"][1], stats["hints"]
        ratio = percentile(loaded["latency"], 99) / percentile(quiet["latency"], 99)
        print(f"with {args.hints} connections asking hints ({hints['shown']} shown, "
              f"{hints['busy']} answered busy) and {stats['idle']} idle connections, "
              f"{loaded['elapsed']:.1f} s: {describe(loaded)}; p99 {ratio:.2f}x quiet")
    print(f"replay check: {len(stats['tables']) - len(problems)} of {len(stats['tables'])} "
          f"tables ({stored} stored actions) lead to their stored state")
    for p in problems[:10]:
        print("  " + p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
