"""`python -m mesowidgets serve [--db URL] [--host HOST] [--port PORT] [limits...]`: run
the referee (the limits: limits.py, `--help`)."""
from __future__ import annotations

import argparse
import logging

from .limits import Limits


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
    limits = Limits()
    parser.add_argument("--hints-per-table", type=int, default=limits.hints_per_table,
                        help="hint searches at once at one table (default %(default)s); "
                             "past that a seat is told the referee is busy")
    parser.add_argument("--hint-searches", type=int, default=limits.hint_searches,
                        help="hint searches at once in all, each in a process of its own "
                             "(default %(default)s)")
    parser.add_argument("--tables-per-minute", type=float, default=limits.tables_per_minute,
                        help="tables one client address may create a minute, on average "
                             "(default %(default)g); past that: 429")
    parser.add_argument("--table-burst", type=int, default=limits.table_burst,
                        help="tables one client address may create at once (default "
                             "%(default)s)")
    parser.add_argument("--max-tables", type=int, default=limits.max_tables,
                        help="tables open at once: in play here or waiting for a first "
                             "player (default %(default)s); past that: 429")
    parser.add_argument("--unjoined-minutes", type=float, default=limits.unjoined_minutes,
                        help="a table nobody joined within this many minutes is dropped "
                             "(default %(default)g)")
    parser.add_argument("--connections-per-seat", type=int,
                        default=limits.connections_per_seat,
                        help="connections at once with one seat's code (default "
                             "%(default)s)")
    parser.add_argument("--spectators", type=int, default=limits.spectators,
                        help="connections at once with a table's spectator code (default "
                             "%(default)s)")
    args = parser.parse_args(argv)
    for name in ("hints_per_table", "hint_searches", "tables_per_minute", "table_burst",
                 "max_tables", "unjoined_minutes", "connections_per_seat", "spectators"):
        if getattr(args, name) <= 0:
            parser.error(f"--{name.replace('_', '-')} must be more than 0")
    import uvicorn

    from .app import MAX_MESSAGE, create_app
    from .store import open_store
    logging.basicConfig(level=args.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    app = create_app(open_store(args.db), Limits(
        args.hints_per_table, args.hint_searches, args.tables_per_minute, args.table_burst,
        args.max_tables, args.unjoined_minutes, args.connections_per_seat, args.spectators))
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level,
                ws_max_size=MAX_MESSAGE * 4, ws_ping_interval=20, ws_ping_timeout=20)
