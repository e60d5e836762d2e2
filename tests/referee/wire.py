"""A bare websocket client of the referee, as a test sees the wire: every frame it
receives is kept, byte for byte."""
from __future__ import annotations

import json

from websockets.sync.client import connect

from mesowidgets import patches
from mesowidgets.protocol import expanded
from mesowidgets.remote import ws_url

TIMEOUT = 60.0


class Client:
    def __init__(self, url: str, code: str):
        self.ws = connect(ws_url(url), proxy=None, open_timeout=TIMEOUT)
        self.ws.send(json.dumps({"code": code}))
        self.frames: list[str] = []          # every frame after the welcome
        self.hello = json.loads(self.ws.recv(timeout=TIMEOUT))
        self.state: dict = {}
        self.version = -1
        self.sent = 0
        if "welcome" in self.hello:
            self._read()                     # the first push: the whole state

    def _read(self) -> dict:
        text = self.ws.recv(timeout=TIMEOUT)
        self.frames.append(text)
        msg = json.loads(text)
        if "push" in msg:
            self.state.update(msg["push"])
            for name, ops in msg.get("patch", {}).items():
                self.state[name] = patches.apply(self.state[name], ops)
            self.version = msg["version"]
        return msg

    def send_raw(self, data) -> str:
        """Send one frame (text or bytes); the referee's answer to it."""
        self.ws.send(data)
        self.sent += 1
        while True:
            msg = self._read()
            if "answer" in msg:
                assert msg["answer"] == self.sent
                return msg["error"]

    def intent(self, msg: dict) -> str:
        return self.send_raw(json.dumps(msg))

    def at_version(self, version: int) -> None:
        """Read pushes until the state pushed is the table's `version`."""
        while self.version < version:
            self._read()

    @property
    def at(self) -> int:
        return len(self.state["history"])

    def legal(self) -> list[str]:
        state = self.state
        return [a["name"] for a in expanded(state["legal"], state.get("place_names"),
                                            state.get("words"))]

    def close(self) -> None:
        self.ws.close()
