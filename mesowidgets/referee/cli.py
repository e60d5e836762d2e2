"""`python -m mesowidgets serve [--db URL] [--host HOST] [--port PORT] [limits...]`: run
the referee (the limits: limits.py, `--help`)."""
from __future__ import annotations

import argparse
import logging

from .limits import Limits

#: The limits a `serve` option sets: (Limits field, its type, what it means).
LIMIT_OPTIONS = [
    ("hints_per_table", int, "hint searches at once at one table; past that a seat is told "
                             "the referee is busy"),
    ("hint_searches", int, "hint searches at once in all, each in a process of its own"),
    ("tables_per_minute", float, "tables one client address may create a minute, on "
                                 "average; past that: 429"),
    ("table_burst", int, "tables one client address may create at once"),
    ("max_tables", int, "tables open at once: in play here or waiting for a first player; "
                        "past that: 429"),
    ("unjoined_minutes", float, "a table nobody joined within this many minutes is dropped"),
    ("connections_per_seat", int, "connections at once with one seat's code"),
    ("spectators", int, "connections at once with a table's spectator code"),
]


def serve(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m mesowidgets serve",
        description="Run the referee: tables played from several kernels, each seat shown "
                    "only what it may see.")
    parser.add_argument("--db", default="sqlite:///referee.db",
                        help="sqlite:///path.db (default: referee.db here) or "
                             "postgresql://user@host/dbname")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (0.0.0.0: every interface)")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--log-level", default="info",
                        choices=["critical", "error", "warning", "info", "debug"])
    for name, kind, text in LIMIT_OPTIONS:
        parser.add_argument(f"--{name.replace('_', '-')}", type=kind,
                            default=getattr(Limits, name), help=f"{text} (default %(default)s)")
    args = parser.parse_args(argv)
    for name, _, _ in LIMIT_OPTIONS:
        if getattr(args, name) <= 0:
            parser.error(f"--{name.replace('_', '-')} must be more than 0")
    import uvicorn

    from .app import MAX_MESSAGE, create_app
    from .store import open_store
    logging.basicConfig(level=args.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    limits = Limits(**{name: getattr(args, name) for name, _, _ in LIMIT_OPTIONS})
    app = create_app(open_store(args.db), limits)
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level,
                ws_max_size=MAX_MESSAGE * 4, ws_ping_interval=20, ws_ping_timeout=20)
