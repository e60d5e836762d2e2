"""A seat at a referee's table, seen from a player's kernel.

`GameWidget.join(url, code)` gives a widget of the same class as a local one, whose
`Seat` is a `RemoteSeat`: its traits are what the referee pushes for that seat (computed
there by the same `Seat` code a local widget uses), its intents go to the referee, and the
referee's answer sets the widget's `error`. The kernel never holds the game: only what
the seat may see ever reaches it.

A thread keeps the websocket: it reads pushes and answers, and reconnects with the same
code when the connection drops (a referee restarted, a network hiccup); meanwhile the
widget's `notice` says so. In a kernel, pushes are applied to the widget on the kernel's
event loop (like a bot's move, see thinking.py); elsewhere (scripts, tests) on the thread.
"""
from __future__ import annotations

import json
import threading
import time
import urllib.parse
from functools import partial

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from mesogames.core import IllegalAction

from . import patches
from .protocol import EachEvent, spoken_event
from .thinking import event_loop, in_kernel

#: How long a Python call waits for the referee's answer, in seconds.
ANSWER_TIMEOUT = 30.0
LOST = "The connection to the referee was lost; joining again…"


class Refused(IllegalAction):
    """An intent the referee refused; its text is the referee's, whole."""

    def __init__(self, text: str):
        ValueError.__init__(self, text)
        self.rule, self.reason = "referee", text


def ws_url(url: str) -> str:
    """The referee's websocket address from its HTTP(S) address."""
    parts = urllib.parse.urlsplit(url)
    scheme = {"http": "ws", "https": "wss", "ws": "ws", "wss": "wss"}.get(parts.scheme)
    if scheme is None or not parts.netloc:
        raise ValueError(f"A referee's address looks like http://host:port; got {url!r}.")
    return urllib.parse.urlunsplit((scheme, parts.netloc, parts.path.rstrip("/") + "/ws", "", ""))


class RemoteSeat:
    """The `Seat` of a widget joined to a referee's table."""

    def __init__(self, url: str, code: str, timeout: float = ANSWER_TIMEOUT):
        self.url, self._code, self.timeout = ws_url(url), code, timeout
        self.changed = lambda: None
        self._showing = threading.RLock()  # one refresh at a time, each of the latest state
        self.welcome: dict = {}
        self.state: dict = {}            # the traits as last pushed
        self._spoken = EachEvent(spoken_event)   # the pushed log with its texts
        self._news = 0                   # pushes received and notices set so far
        self._shown = 0                  # of which the widget shows the first `_shown`
        self.notice = ""                 # this link's own news (connection lost)
        self._cond = threading.Condition()
        self._ws: ClientConnection | None = None
        self._generation = 0             # connections made so far
        self._sent = 0                   # intents sent on the current connection
        self._answers: dict[tuple[int, int], str] = {}
        self._closed = threading.Event()
        self._ready = threading.Event()
        self._failure: Exception | None = None
        self._loop = event_loop() if in_kernel() else None
        self._thread = threading.Thread(target=self._run, name="mesowidgets-referee",
                                        daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            self.close()
            raise TimeoutError(f"The referee at {url} did not answer in {timeout:g} s.")
        if self._failure is not None:
            self.close()
            raise self._failure

    # ---------------------------------------------------------------- seat
    @property
    def seat(self):
        return self.welcome["seat"]

    def traits(self) -> dict:
        with self._cond:
            state = dict(self.state)
        if "events" in state:                 # pushed as phrases: their texts again
            state["events"] = self._spoken(state["events"])
        if self.notice:
            state["notice"] = self.notice
        return state

    def handle(self, msg) -> None:
        """Send one intent and wait for the referee's answer; Refused if it refused."""
        error = self._request(msg)
        self._show()
        if error:
            raise Refused(error)

    def play(self, *actions: str) -> list:
        """Play actions as this seat; returns the events this seat saw them cause."""
        seen = len(self.state.get("events", []))
        for action in actions:
            self.handle({"act": action, "at": len(self.state.get("history", []))})
        return self._spoken(self.state.get("events", []))[seen:]

    def undo(self) -> list:
        self.handle({"undo": True, "at": len(self.state.get("history", []))})
        return []

    def seek(self, index) -> None:
        self.handle({"seek": index})

    def hint(self, seconds=None, **_options) -> dict:
        self.handle({"hint": True, "at": len(self.state.get("history", []))})
        found = self.state.get("suggestion") or {}
        if not found:
            raise IllegalAction("hints", "The referee is still looking for a hint; it will "
                                "show on the board.")
        return found

    def wait(self, predicate, timeout: float) -> bool:
        """Wait until `predicate()` holds, looking again after each push is shown; whether
        it did. The predicate reads the widget between two refreshes, never during one (a
        refresh sets the traits one by one: halfway, `acting` may be the new position's
        and `history` still the old one's). In a kernel the cell that waits holds the event
        loop, where pushes are shown: they are shown here instead."""
        deadline = time.monotonic() + timeout
        while True:
            if self._loop is not None:
                self._show()
            with self._showing:
                with self._cond:
                    seen = self._shown
                if predicate():
                    return True
            with self._cond:
                if not self._cond.wait_for(partial(self._news_since, seen),
                                           timeout=max(0.0, deadline - time.monotonic())):
                    with self._showing:
                        return bool(predicate())

    def _news_since(self, seen: int) -> bool:
        """Whether there is more to look at than the `seen` news shown: in a kernel, news
        received (this thread shows it); elsewhere, news shown by the thread that received
        it."""
        return (self._news if self._loop is not None else self._shown) != seen

    def close(self) -> None:
        self._closed.set()
        ws = self._ws
        if ws is not None:
            try:
                ws.close()
            except Exception:       # closing a broken socket: nothing more to do
                pass

    # ---------------------------------------------------------------- wire
    def _request(self, msg) -> str:
        with self._cond:
            ws, generation = self._ws, self._generation
            if ws is None:
                return LOST
            self._sent += 1
            key = (generation, self._sent)
            try:
                ws.send(json.dumps(msg, separators=(",", ":")))
            except (ConnectionClosed, OSError, TypeError, ValueError) as err:
                if isinstance(err, (TypeError, ValueError)):
                    self._sent -= 1
                    return "An intent is JSON: texts, numbers, true/false (rule: message)."
                return LOST
            answered = self._cond.wait_for(
                lambda: key in self._answers or self._generation != generation,
                timeout=self.timeout)
            if key in self._answers:
                return self._answers.pop(key)
            if not answered:
                return f"The referee did not answer in {self.timeout:g} s (rule: referee)."
            return LOST

    def _run(self) -> None:
        delay = 0.2
        while not self._closed.is_set():
            try:
                with connect(self.url, open_timeout=self.timeout, max_size=2 ** 24,
                             proxy=None) as ws:
                    ws.send(json.dumps({"code": self._code}))
                    hello = json.loads(ws.recv(timeout=self.timeout))
                    if "refused" in hello:
                        why = hello["refused"]
                        if self._ready.is_set():          # the table is gone
                            self._tell(why)
                        self._fail(IllegalAction("join", why.removesuffix(" (rule: join)")))
                        return
                    with self._cond:
                        self.welcome = hello["welcome"]
                        self._ws, self._sent = ws, 0
                        self._generation += 1
                    delay = 0.2
                    for text in ws:
                        self._receive(json.loads(text))
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError) as err:
                if not self._ready.is_set():
                    self._fail(ConnectionError(f"Cannot reach the referee at {self.url}: {err}"))
                    return
            except InvalidURI as err:
                self._fail(ValueError(str(err)))
                return
            with self._cond:
                self._ws = None
                self._generation += 1
                self._cond.notify_all()
            if self._closed.is_set():
                return
            self._tell(LOST)
            self._closed.wait(delay)
            delay = min(delay * 2, 5.0)

    def _tell(self, notice: str) -> None:
        """Set this link's news and show it."""
        with self._cond:
            self.notice = notice
            self._news += 1
        self._changed()

    def _fail(self, err: Exception) -> None:
        self._failure = err
        self._ready.set()

    def _receive(self, msg: dict) -> None:
        with self._cond:
            if "push" in msg:
                self._news += 1
                self.state.update(msg["push"])
                for name, ops in msg.get("patch", {}).items():
                    self.state[name] = patches.apply(self.state[name], ops)
                self.notice = ""
            elif "answer" in msg:
                self._answers[(self._generation, msg["answer"])] = msg["error"]
            self._cond.notify_all()
        if "push" in msg:
            if not self._ready.is_set():
                self._ready.set()
            else:
                self._changed()

    def _changed(self) -> None:
        """Show what was pushed: on the kernel's event loop in a kernel."""
        if self._loop is not None:
            self._loop.add_callback(self._show)
        else:
            self._show()

    def _show(self) -> None:
        with self._showing:
            with self._cond:
                news = self._news
            self.changed()
            with self._cond:
                self._shown = max(self._shown, news)
                self._cond.notify_all()
