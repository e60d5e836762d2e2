"""`python -m mesowidgets serve [--db URL] [--host HOST] [--port PORT]`: run the referee."""
from __future__ import annotations

import argparse
import logging


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
    args = parser.parse_args(argv)
    import uvicorn

    from .app import MAX_MESSAGE, create_app
    from .store import open_store
    logging.basicConfig(level=args.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    app = create_app(open_store(args.db))
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level,
                ws_max_size=MAX_MESSAGE * 4, ws_ping_interval=20, ws_ping_timeout=20)
