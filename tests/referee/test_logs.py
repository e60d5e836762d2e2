"""The referee's log, at its most talkative, never holds a join code nor what a seat was
sent: the websockets library traces every frame and header at DEBUG, and uvicorn's TRACE
level (for an app served by one's own uvicorn) dumps every request's headers."""
from __future__ import annotations

import json
import logging
import threading
import urllib.request

import pytest
from websockets.sync.client import connect

from mesowidgets.referee import create_table
from mesowidgets.remote import ws_url
from tests.referee.servers import RefereeProcess, free_port, wait_healthy
from tests.referee.wire import Client


def play_a_little(url: str) -> tuple[list[str], list]:
    """Join, move, read a state, send a malformed join: the codes used and a hand seen."""
    made = create_table(url, "tyrus", seed=5, first="beige")
    beige = Client(url, made.seats[0])
    hand = beige.state["view"]["hands"][0]
    assert beige.intent({"act": beige.legal()[0], "at": 0}) == ""
    request = urllib.request.Request(url + "/state",
                                     headers={"Authorization": f"Bearer {made.seats[1]}"})
    with urllib.request.urlopen(request, timeout=30) as r:
        assert json.loads(r.read())["seat"] == 1
    with connect(ws_url(url), proxy=None) as ws:
        ws.send(json.dumps({"code": made.spectator, "x": [1]}) + "}")
        assert "refused" in json.loads(ws.recv(timeout=30))
    beige.close()
    return [*made.seats, made.spectator], hand


def check(text: str, codes: list[str], hand: list) -> None:
    for code in codes:
        assert code not in text
    assert json.dumps(hand)[1:-1] not in text.replace(" ", "")
    assert "Traceback" not in text


def test_no_join_code_reaches_the_log_at_debug(tmp_path):
    log = tmp_path / "referee.log"
    server = RefereeProcess(f"sqlite:///{tmp_path / 'r.db'}", log, log_level="debug").start()
    try:
        codes, hand = play_a_little(server.url)
    finally:
        server.stop()
    text = log.read_text()
    assert "DEBUG" in text and "connection open" in text      # it did log, verbosely
    check(text, codes, hand)


class Lines(logging.Handler):
    def __init__(self):
        super().__init__(1)
        self.lines: list[str] = []

    def emit(self, record):
        self.lines.append(f"{record.levelname} {record.getMessage()}")


def test_no_join_code_reaches_the_log_of_an_app_served_at_trace(tmp_path):
    import uvicorn

    from mesowidgets.referee.app import create_app
    from mesowidgets.referee.store import open_store
    app = create_app(open_store(f"sqlite:///{tmp_path / 'r.db'}"))
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port,
                                           log_level="trace"))
    handler = Lines()
    logging.getLogger("uvicorn").addHandler(handler)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        wait_healthy(f"http://127.0.0.1:{port}")
        codes, hand = play_a_little(f"http://127.0.0.1:{port}")
    finally:
        server.should_exit = True
        thread.join(30)
        logging.getLogger("uvicorn").removeHandler(handler)
    text = "\n".join(handler.lines)
    assert "DEBUG = connection is OPEN" in text                # it did log, verbosely
    check(text, codes, hand)


def test_the_command_line_refuses_an_unknown_log_level():
    from mesowidgets.referee.cli import serve
    with pytest.raises(SystemExit):
        serve(["--log-level", "trace"])
