"""The referee under load: N Tyrus tables played at once by random clients over
websockets on 127.0.0.1, for a bounded time.

    python benchmarks/referee_load.py [--tables 10] [--seconds 30] [--db sqlite|postgresql|URL]

`--db sqlite` (default) uses a fresh SQLite file; `--db postgresql` starts a throwaway
PostgreSQL (Debian's package) in a temporary directory; a URL uses that database. The
referee runs as its own process (`python -m mesowidgets serve`); the clients, two per
table (one per seat), run in this one, on one asyncio loop. When a game ends its table is
replaced by a new one, so N tables are always in play. It stops by itself after
`--seconds`, then prints:

- actions/s: actions the referee stored, per second of play;
- intent-to-push latency, p50 and p99: from a client sending its intent to the other
  seat's connection receiving the push that shows it;
- the replay check: every table's stored actions, replayed from its start, lead to its
  stored state (and how many tables and actions that covered).

Runs on demand, never in the test suite.
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
from mesowidgets.referee.audit import check  # noqa: E402
from mesowidgets.referee.store import open_store  # noqa: E402
from tests.referee.servers import Postgres, RefereeProcess  # noqa: E402


class Seat:
    """One seat's connection: its state as pushed, and a future per awaited history length."""

    def __init__(self, ws):
        self.ws, self.state, self.waiters = ws, {}, {}
        self.pushed = asyncio.Event()

    def legal(self) -> list[str]:
        return [n for a in self.state.get("legal", []) for n in (
            [a["name"].replace("{place}", p) for p in a["places"]] if "places" in a
            else [a["name"]])]

    def apply(self, msg: dict) -> None:
        self.state.update(msg["push"])
        for name, ops in msg.get("patch", {}).items():
            self.state[name] = patches.apply(self.state[name], ops)


async def join(url: str, code: str) -> Seat:
    ws = await connect(url.replace("http", "ws") + "/ws", max_size=2 ** 24, proxy=None)
    await ws.send(json.dumps({"code": code}))
    json.loads(await ws.recv())                              # welcome
    seat = Seat(ws)
    seat.apply(json.loads(await ws.recv()))
    return seat


def create(url: str, rng: random.Random) -> dict:
    body = json.dumps({"game": "tyrus", "options": {"seed": rng.randrange(1 << 30)}}).encode()
    request = urllib.request.Request(url + "/tables", data=body, method="POST")
    with urllib.request.urlopen(request, timeout=60) as r:
        return json.loads(r.read())


async def table_loop(url: str, rng: random.Random, deadline: float, stats: dict) -> None:
    while time.monotonic() < deadline:
        made = await asyncio.to_thread(create, url, rng)
        stats["tables"].append(made["table"])
        seats = [await join(url, code) for code in made["seats"]]
        readers = [asyncio.create_task(read(s, stats)) for s in seats]
        try:
            while time.monotonic() < deadline and not seats[0].state["view"]["over"]:
                n = len(seats[0].state["history"])
                mover = next((s for s in seats if s.state["acting"] is not None), None)
                if len(seats[1].state["history"]) != n:
                    await wait_for_history(seats, n)
                    continue
                if mover is None:                     # not pushed yet: wait for the next
                    seats[0].pushed.clear()
                    await seats[0].pushed.wait()
                    continue
                other = seats[1 - seats.index(mover)]
                arrived = asyncio.get_running_loop().create_future()
                other.waiters[n + 1] = arrived
                sent = time.perf_counter()
                await mover.ws.send(json.dumps({"act": rng.choice(mover.legal()), "at": n}))
                await arrived
                stats["latency"].append(arrived.result() - sent)
                stats["actions"] += 1
                await wait_for_history(seats, n + 1)
            stats["games"] += seats[0].state["view"]["over"]
        finally:
            for r in readers:
                r.cancel()
            for s in seats:
                await s.ws.close()


async def wait_for_history(seats, n: int) -> None:
    for s in seats:
        while len(s.state["history"]) < n:
            s.pushed.clear()
            await s.pushed.wait()


async def read(seat: Seat, stats: dict) -> None:
    async for text in seat.ws:
        msg = json.loads(text)
        if "push" in msg:
            seat.apply(msg)
            seat.pushed.set()
            n = len(seat.state["history"])
            waiter = seat.waiters.pop(n, None)
            if waiter is not None and not waiter.done():
                waiter.set_result(time.perf_counter())
        elif msg.get("error"):
            stats["errors"].append(msg["error"])


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[q - 1] if len(values) > 1 else float("nan")


async def run(url: str, tables: int, seconds: float, seed: int) -> dict:
    stats = {"actions": 0, "latency": [], "tables": [], "games": 0, "errors": []}
    deadline = time.monotonic() + seconds
    started = time.monotonic()
    await asyncio.gather(*(table_loop(url, random.Random(seed * 1000 + i), deadline, stats)
                           for i in range(tables)))
    stats["elapsed"] = time.monotonic() - started
    return stats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--db", default="sqlite")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    work = pathlib.Path(tempfile.mkdtemp(prefix="meso-load-"))
    postgres = None
    if args.db == "sqlite":
        db = f"sqlite:///{work / 'referee.db'}"
    elif args.db == "postgresql":
        postgres = Postgres().start()
        db = postgres.database("load")
    else:
        db = args.db
    referee = RefereeProcess(db, work / "referee.log").start()
    try:
        stats = asyncio.run(run(referee.url, args.tables, args.seconds, args.seed))
    finally:
        referee.stop()
    store = open_store(db)
    problems = [p for t in stats["tables"] if (p := check(store, t))]
    stored = sum(store.load(t).version for t in stats["tables"])
    store.close()
    if postgres is not None:
        postgres.stop()
    kind = "PostgreSQL" if db.startswith("postgres") else "SQLite"
    lat = stats["latency"]
    print(f"{kind}, {args.tables} tables, {stats['elapsed']:.1f} s: "
          f"{stats['actions'] / stats['elapsed']:.1f} actions/s "
          f"({stats['actions']} actions, {stats['games']} games finished); "
          f"intent-to-push p50 {1000 * statistics.median(lat):.1f} ms, "
          f"p99 {1000 * percentile(lat, 99):.1f} ms; "
          f"replay check: {len(stats['tables']) - len(problems)} of {len(stats['tables'])} "
          f"tables ({stored} stored actions) lead to their stored state"
          + (f"; refused intents: {len(stats['errors'])}" if stats["errors"] else ""))
    for p in problems[:10]:
        print("  " + p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
