"""What the referee's log never holds: what a client sent or was sent.

A join code travels in a websocket's first message and in GET /state's Authorization
header, and every push carries a seat's hidden pieces. The websockets library, under
uvicorn, traces each frame and header at DEBUG ("< TEXT '{"code": ...}'", "> TEXT ...",
"< authorization: ..."), and uvicorn's TRACE level dumps every ASGI scope, headers
included. `quiet()` filters those lines out of the loggers that carry them, whatever the
log level, so `--log-level debug` shows connections opening and closing, never their
content. Logger filters survive uvicorn's own logging configuration (dictConfig adds
handlers and levels; it keeps filters).
"""
from __future__ import annotations

import logging

#: Where frames, headers and ASGI messages are traced.
LOGGERS = ("uvicorn.error", "uvicorn.asgi", "uvicorn.access", "websockets",
           "websockets.server", "websockets.protocol")


class Unsent(logging.Filter):
    """Drops a frame or header trace ("< ..." in, "> ..." out) and anything below DEBUG."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno < logging.DEBUG:
            return False
        return not (record.levelno == logging.DEBUG and isinstance(record.msg, str)
                    and record.msg.startswith(("< ", "> ")))


def quiet() -> None:
    """Install the filter (once) on every logger that traces what a client sent."""
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, Unsent) for f in logger.filters):
            logger.addFilter(Unsent())
