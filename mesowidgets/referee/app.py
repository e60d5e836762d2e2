"""The referee over HTTP and websockets (Starlette).

    POST /tables          {"game": "tyrus", "options": {...}, "bots": {"1": "random"},
                          "undo": false} -> {"table", "game", "seats": [code per seat,
                          null for a bot's], "spectator": code}; 429 {"error", "limit"}
                          past a limit (tables-per-minute, max-tables)
    GET  /state           Authorization: Bearer <code> -> {"table", "game", "seat",
                          "seat_names", "state": the seat's traits}
    GET  /health          {"ok": true, "store": "sqlite" | "postgresql"}
    GET  /games           {"games": [{"name", "title", "players", "options"}]}: the games
                          it seats (every registered game, mesogames/registry.py)
    WS   /ws              the first message is {"code": "<join code>"}; the referee answers
                          {"welcome": {"table", "game", "seat", "seat_names"}} (or
                          {"refused": why} and closes: 4403, or 4429 when the code has
                          its most connections open), then pushes {"push": {trait:
                          value}, "patch": {trait: operations}, "version": n} whenever what
                          the seat sees changes. Every later message is an intent in the
                          widget's own shape ({"act": notation, "at": n}, {"seek": i}...);
                          each is answered, after the push it caused, by {"answer": k,
                          "error": why or ""} (k counts the connection's intents from 1),
                          before the other connections' pushes are computed.

Codes never travel in a URL (so never in an access log), nor into any log at any level
(logs.py). A connection's pushes and answers are sent in order; pushes for one table are
computed one after the other, each from the table as it is then, so no connection ever
receives an older state after a newer one.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time

import anyio
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from mesogames.core import IllegalAction

from ..protocol import MESSAGE_DEPTH, shallow
from . import logs
from .limits import LimitReached, Limits
from .service import SWEEP, Connection, Referee, is_hint
from .tables import catalogue

logger = logging.getLogger(__name__)
#: The longest message a client may send (an intent is a few dozen bytes).
MAX_MESSAGE = 4096
JOIN_TIMEOUT = 30.0


class Hub:
    """The connections of this process, by table, and the order of their pushes."""

    def __init__(self, referee: Referee):
        self.referee = referee
        self.tables: dict[str, set] = {}
        self._sockets: dict[Connection, WebSocket] = {}
        self._send_locks: dict[Connection, asyncio.Lock] = {}
        self._per_code: dict[tuple, int] = {}        # (table, seat) -> connections open
        self._push_locks: dict[str, asyncio.Lock] = {}
        self._bots: dict[str, asyncio.Task] = {}
        self.loop: asyncio.AbstractEventLoop | None = None

    def room(self, conn: Connection) -> str:
        """Why the connection's code may open no more connections ("" if it may)."""
        limits = self.referee.limits
        most, who = ((limits.spectators, "The spectator code") if isinstance(conn.who, str)
                     else (limits.connections_per_seat, "That seat's code"))
        if self._per_code.get((conn.table_id, conn.who), 0) < most:
            return ""
        option = "spectators" if isinstance(conn.who, str) else "connections-per-seat"
        return (f"{who} already has {most} connections open at this table, the most it may "
                f"(limit: {option}); close one first (rule: join).")

    def add(self, conn: Connection, ws: WebSocket) -> None:
        key = (conn.table_id, conn.who)
        self._per_code[key] = self._per_code.get(key, 0) + 1
        self.tables.setdefault(conn.table_id, set()).add(conn)
        self._sockets[conn] = ws
        self._send_locks[conn] = asyncio.Lock()

    def remove(self, conn: Connection) -> None:
        conns = self.tables.get(conn.table_id, set())
        if conn in conns:
            key = (conn.table_id, conn.who)
            self._per_code[key] -= 1
            if not self._per_code[key]:
                del self._per_code[key]
        conns.discard(conn)
        self._sockets.pop(conn, None)
        self._send_locks.pop(conn, None)
        self.release(conn.table_id)

    def release(self, table_id: str) -> None:
        """If nobody here watches the table and no bot of it moves, drop it from memory."""
        bots = self._bots.get(table_id)
        if not self.tables.get(table_id) and (bots is None or bots.done()):
            self.tables.pop(table_id, None)
            self._push_locks.pop(table_id, None)
            self._bots.pop(table_id, None)
            self.referee.evict(table_id)

    async def send(self, conn: Connection, text: str) -> None:
        lock = self._send_locks.get(conn)
        if lock is None:
            return
        async with lock:
            try:
                await self._sockets[conn].send_text(text)
            except (WebSocketDisconnect, RuntimeError, KeyError, OSError):
                pass                       # gone: its handler removes it

    async def push(self, table_id: str, only: Connection | None = None,
                   answer: tuple[Connection, str] | None = None) -> None:
        """Send each connection at the table what changed for it. `answer`: (the mover,
        its answer): the mover's push is computed and sent first, then its answer, and
        only then the other connections' pushes, so the time the mover waits for its
        answer does not follow what the others hold (their legal actions, their hands)."""
        lock = self._push_locks.setdefault(table_id, asyncio.Lock())
        async with lock:
            conns = [only] if only is not None else list(self.tables.get(table_id, ()))
            if answer is not None:
                mover, text = answer
                await self._send_payloads(table_id, [mover])
                await self.send(mover, text)
                conns = [c for c in conns if c is not mover]
            await self._send_payloads(table_id, conns)

    async def _send_payloads(self, table_id: str, conns: list) -> None:
        if conns:
            messages = await anyio.to_thread.run_sync(self.referee.payloads, table_id, conns)
            for conn, text in messages:
                await self.send(conn, text)

    def run_bots(self, table_id: str, retry: bool = False) -> None:
        """Let the table's bots move (a task per table; pushes after each move); `retry`:
        a bot that failed tries again."""
        task = self._bots.get(table_id)
        if task is None or task.done():
            self._bots[table_id] = asyncio.get_running_loop().create_task(
                self._bot_loop(table_id, retry))

    async def _bot_loop(self, table_id: str, retry: bool) -> None:
        try:
            while await anyio.to_thread.run_sync(self.referee.bot_start, table_id, retry):
                retry = False
                await self.push(table_id)              # "Brown is thinking…"
                await anyio.to_thread.run_sync(self.referee.bot_turn, table_id)
                await self.push(table_id)
        except Exception:
            logger.exception("The bots of table %s stopped", table_id)

    def notified(self, table_id: str | None, version: int | None) -> None:
        """A process stored an action (from the store's listener thread); None: the
        listener (re)started, so every table here is checked against the store."""
        if self.loop is None:
            return
        if table_id is None:
            asyncio.run_coroutine_threadsafe(self._catch_up_all(), self.loop)
        elif table_id in self.tables:
            asyncio.run_coroutine_threadsafe(self._catch_up(table_id, version), self.loop)

    async def _catch_up_all(self) -> None:
        for table_id in list(self.tables):
            await self._catch_up(table_id, None)

    async def _catch_up(self, table_id: str, version: int | None) -> None:
        if await anyio.to_thread.run_sync(self.referee.catch_up, table_id, version):
            await self.push(table_id)


def create_app(store, limits: Limits | None = None, clock=time.time) -> Starlette:
    logs.quiet()
    referee = Referee(store, limits, clock)
    hub = Hub(referee)

    async def sweep():
        while True:
            await asyncio.sleep(SWEEP)
            try:
                await anyio.to_thread.run_sync(referee.expire)
            except Exception:
                logger.exception("Could not drop the tables nobody joined")

    @contextlib.asynccontextmanager
    async def lifespan(app):
        hub.loop = asyncio.get_running_loop()
        store.listen(hub.notified)
        sweeper = asyncio.get_running_loop().create_task(sweep())
        yield
        sweeper.cancel()
        for task in hub._bots.values():
            task.cancel()
        referee.close()
        store.close()

    async def create_table(request: Request):
        try:
            raw = await _bounded_body(request, 4096)
            try:
                body = _loads(raw)
            except ValueError:
                body = None
            if not isinstance(body, dict) or not set(body) <= {"game", "options", "bots", "undo"}:
                raise IllegalAction("table", "A table request is JSON: {\"game\", \"options\", "
                                    f"\"bots\", \"undo\"}}, nested at most {MESSAGE_DEPTH} deep.")
            client = request.client.host if request.client else "unknown"
            made = await anyio.to_thread.run_sync(
                lambda: referee.create(str(body.get("game")), body.get("options") or {},
                                       body.get("bots") or {}, body.get("undo", False), client))
        except IllegalAction as err:
            return JSONResponse({"error": str(err)[:300]}, status_code=400)
        except LimitReached as err:
            return JSONResponse({"error": str(err), "limit": err.limit}, status_code=429)
        return JSONResponse(made, status_code=201)

    async def state(request: Request):
        auth = request.headers.get("authorization", "")
        code = auth[len("Bearer "):] if auth.startswith("Bearer ") else None
        try:
            found = await anyio.to_thread.run_sync(referee.state, code)
        except IllegalAction as err:
            return JSONResponse({"error": str(err)}, status_code=403)
        hub.release(found["table"])             # a look is no reason to keep it in memory
        return JSONResponse(found)

    async def health(request: Request):
        return JSONResponse({"ok": True, "store": store.kind})

    async def games(request: Request):
        return JSONResponse({"games": catalogue()})

    async def hint(conn: Connection, msg) -> str:
        asked = await anyio.to_thread.run_sync(referee.ask_hint, conn, msg)
        return asked if isinstance(asked, str) else await asyncio.wrap_future(asked)

    async def play(ws: WebSocket):
        await ws.accept()
        try:
            with anyio.fail_after(JOIN_TIMEOUT):
                first = await _receive(ws)
            code = _loads(first).get("code") if first and len(first) <= MAX_MESSAGE else None
            conn = await anyio.to_thread.run_sync(referee.admit, code)
        except (IllegalAction, ValueError, AttributeError, TimeoutError) as err:
            why = (str(err) if isinstance(err, IllegalAction)
                   else "The first message is {\"code\": \"<your join code>\"} (rule: join).")
            await ws.send_text(json.dumps({"refused": why}))
            await ws.close(code=4403)
            return
        except WebSocketDisconnect:
            return
        full = hub.room(conn)
        if full:
            await ws.send_text(json.dumps({"refused": full}))
            await ws.close(code=4429, reason="too many connections with that code")
            return
        hub.add(conn, ws)
        try:
            welcome = await anyio.to_thread.run_sync(referee.welcome, conn)
            await hub.send(conn, json.dumps({"welcome": welcome}))
            await hub.push(conn.table_id, only=conn)
            if await anyio.to_thread.run_sync(referee.bot_waits, conn.table_id, True):
                hub.run_bots(conn.table_id, retry=True)
            answered = 0
            while True:
                text = await _receive(ws)
                answered += 1
                try:
                    if text is None or len(text) > MAX_MESSAGE:
                        raise ValueError
                    msg = _loads(text)
                except ValueError:
                    error = (f"A message is one intent as JSON, at most {MAX_MESSAGE} "
                             f"characters and {MESSAGE_DEPTH} deep (rule: message).")
                    await hub.send(conn, json.dumps({"answer": answered, "error": error}))
                    continue
                if is_hint(msg):           # searched apart: waited for without a thread
                    error = await hint(conn, msg)
                else:
                    error = await anyio.to_thread.run_sync(referee.handle, conn, msg)
                reply = json.dumps({"answer": answered, "error": error})
                if error and is_hint(msg):            # a refused hint changed nothing
                    await hub.send(conn, reply)
                else:
                    await hub.push(conn.table_id, answer=(conn, reply))
                if await anyio.to_thread.run_sync(referee.bot_waits, conn.table_id):
                    hub.run_bots(conn.table_id)
        except WebSocketDisconnect:
            pass
        finally:
            hub.remove(conn)

    app = Starlette(routes=[Route("/tables", create_table, methods=["POST"]),
                            Route("/state", state), Route("/health", health),
                            Route("/games", games),
                            WebSocketRoute("/ws", play)], lifespan=lifespan)
    app.state.referee, app.state.hub = referee, hub
    return app


def _loads(text):
    """A client's JSON, at most MESSAGE_DEPTH deep; ValueError for anything else (json's
    own parser raises RecursionError on deep nesting: that is a malformed message too)."""
    try:
        value = json.loads(text)
    except RecursionError:
        raise ValueError("too deep") from None
    if not shallow(value, items=MAX_MESSAGE):
        raise ValueError("too deep")
    return value


async def _receive(ws: WebSocket) -> str | None:
    """The next text message (None for a binary one)."""
    message = await ws.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    return message.get("text")


async def _bounded_body(request: Request, limit: int) -> bytes:
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise IllegalAction("table", f"A table request is at most {limit} bytes.")
    return body
