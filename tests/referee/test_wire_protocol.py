"""The referee's HTTP and websocket API: every malformed or illegal message gets a clear
error naming the rule and changes nothing; codes open exactly their seat."""
from __future__ import annotations

import json
import logging
import urllib.error
import urllib.request

import pytest

from mesowidgets.referee import create_table
from mesowidgets.referee.store import open_store
from tests.referee.servers import InProcessReferee
from tests.referee.wire import Client


@pytest.fixture(scope="module")
def referee(tmp_path_factory):
    server = InProcessReferee(f"sqlite:///{tmp_path_factory.mktemp('wire') / 'r.db'}").start()
    yield server
    server.stop()

#: JSON nested 1,000 deep: 2 KB, and deeper than Python's json parser recurses.
DEEP = "[" * 1000 + "]" * 1000


class Records(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        self.records.append(record)


@pytest.fixture
def logged():
    """What the in-process referee logs during a test (uvicorn's loggers do not propagate
    to the root: listen on both)."""
    handler = Records()
    loggers = [logging.getLogger(), logging.getLogger("uvicorn")]
    for logger in loggers:
        logger.addHandler(handler)
    yield handler.records
    for logger in loggers:
        logger.removeHandler(handler)


def post(url, body) -> tuple[int, dict]:
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    request = urllib.request.Request(url + "/tables", data=data, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def get_state(url, code) -> tuple[int, dict]:
    headers = {"Authorization": f"Bearer {code}"} if code else {}
    try:
        with urllib.request.urlopen(urllib.request.Request(url + "/state", headers=headers),
                                    timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


@pytest.mark.parametrize("body, words", [
    ({"game": "chess"}, "seats"),
    ({"game": "tyrus", "options": {"colour": "red"}}, "options"),
    ({"game": "tyrus", "options": {"seed": [1]}}, "options"),
    ({"game": "tyrus", "bots": {"1": "genius"}}, "levels"),
    ({"game": "tyrus", "bots": {"7": "random"}}, "seat"),
    ({"game": "tyrus", "bots": {"0": "random", "1": "random"}}, "at least one player"),
    ({"game": "tyrus", "undo": "yes"}, "undo"),
    ({"game": "tyrus", "secret": 1}, "table request is"),
    (b"{not json", "JSON"),
    (b"x" * 10000, "at most"),
    (DEEP.encode(), "nested at most"),
    (b'{"game": "tyrus", "options": {"first": ' + DEEP.encode() + b"}}", "nested at most"),
    ({"game": "tyrus", "options": {"first": 2}}, "first takes 0 or 'beige', 1 or 'brown'"),
    ({"game": "tyrus", "options": {"first": True}}, "first takes"),
    ({"game": "tigris", "options": {"side": 2}}, "side takes 'classic' or 'alternative'"),
    ({"game": "tigris", "options": {"english": "yes"}}, "english takes True or False"),
    ({"game": "tigris", "options": {"players": 9}}, "players takes 2, 3 or 4"),
    ({"game": "babel", "options": {"seed": -1}}, "seed takes a whole number"),
    ({"game": "tyrus", "bots": {"\u0661": "random"}}, "seat numbers"),
    ({"game": "tyrus", "bots": {"1": ["random"]}}, "levels"),
    ({"game": "tyrus", "bots": {"1": {"a": 1}}}, "levels"),
])
def test_a_bad_table_request_is_refused_with_a_reason(referee, body, words, logged):
    status, answer = post(referee.url, body)
    assert status == 400 and words in answer["error"]
    assert not [r for r in logged if r.levelno >= logging.WARNING]


def test_codes_open_their_own_seat_only(referee):
    made = create_table(referee.url, "tyrus", seed=4, first="beige")
    assert len(set(made.seats + [made.spectator])) == 3
    assert "codes" in repr(made) and made.seats[0] not in repr(made)
    for seat, code in enumerate(made.seats):
        status, answer = get_state(referee.url, code)
        assert status == 200 and answer["seat"] == seat
        view = answer["state"]["view"]
        assert view["hands"][seat] and view["hands"][1 - seat] is None
    status, answer = get_state(referee.url, made.spectator)
    assert answer["seat"] == "spectator" and answer["state"]["view"]["hands"] == [None, None]
    for code in (None, "", made.seats[0][:-1], made.seats[0] + "x", "x" * 500):
        status, answer = get_state(referee.url, code)
        assert status == 403 and "(rule: join)" in answer["error"]
    store = open_store(referee.referee.store.path)
    assert made.seats[0] not in json.dumps(store._connection().execute(
        "SELECT * FROM meso_codes").fetchall())            # kept as digests only


def test_a_bad_code_is_refused_on_the_websocket(referee):
    for code in ["nope", "", 12]:
        c = Client(referee.url, code)
        assert "refused" in c.hello and "rule: join" in c.hello["refused"]
        c.close()


@pytest.mark.parametrize("frame, words", [
    (b"\x00\x01", "one intent as JSON"),
    ("{nope", "one intent as JSON"),
    ("x" * 5000, "at most"),
    ("[1, 2]", "rule: message"),
    ('{"fly": 1}', "Unknown message"),
    ('{"act": "S1 beige citadel"}', "\"at\""),
    ('{"act": "S1 beige citadel", "at": 5}', "rule: position"),
    ('{"act": 7, "at": 0}', "notation text"),
    ('{"act": "S99 beige citadel", "at": 0}', "rule:"),
    ('{"seek": 3}', "no position 3"),
    ('{"undo": true, "at": 0}', "rule: undo"),
    ('{"takeback": true, "at": 0}', "rule: undo"),
    ('{"next": true, "at": 0}', "lesson"),
    ('{"hint": true, "at": 0}', "rule: hints"),
    (DEEP, "deep (rule: message)"),
    ('{"act": ' + DEEP[100:-100] + ', "at": 0}', "rule: message"),
    ('{"seek": [[[[[[1]]]]]]}', "rule: message"),
    ('{"edit": {"put": ' + json.dumps(list(range(40))) + '}}', "rule: message"),
])
def test_a_malformed_or_illegal_message_is_answered_and_changes_nothing(referee, frame, words,
                                                                        logged):
    made = create_table(referee.url, "tyrus", seed=6, first="beige")
    beige, brown = (Client(referee.url, c) for c in made.seats)
    before = referee.referee.store.load(made.table)
    frames = len(brown.frames)
    error = beige.send_raw(frame)
    assert words in error and len(error) <= 300
    after = referee.referee.store.load(made.table)
    assert (after.version, after.record) == (before.version, before.record)
    assert beige.intent({"act": beige.legal()[0], "at": 0}) == ""   # the connection still plays
    brown.at_version(1)
    assert len(brown.frames) == frames + 1
    beige.close()
    brown.close()
    assert not [r for r in logged if r.levelno >= logging.WARNING]


@pytest.mark.parametrize("first", [DEEP, '{"code": ' + DEEP + "}", "[1]", '{"code": [[[[[[]]]]]]}'])
def test_a_malformed_join_is_refused_and_logs_nothing(referee, first, logged):
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    from mesowidgets.remote import ws_url
    with connect(ws_url(referee.url), proxy=None) as ws:
        ws.send(first)
        assert "rule: join" in json.loads(ws.recv(timeout=30))["refused"]
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=30)
        assert ws.close_code == 4403
    assert not [r for r in logged if r.levelno >= logging.WARNING]


def test_joining_says_what_is_wrong(referee):
    from mesogames.core import IllegalAction
    from mesowidgets import BabelWidget, TyrusWidget
    from tests.referee.servers import free_port
    made = create_table(referee.url, "tyrus", seed=1)
    with pytest.raises(ValueError, match="for a tyrus table, not for BabelWidget"):
        BabelWidget.join(referee.url, made.seats[0])
    with pytest.raises(IllegalAction, match="No table has that code"):
        TyrusWidget.join(referee.url, "not-a-code")
    with pytest.raises(ConnectionError, match="Cannot reach the referee"):
        TyrusWidget.join(f"http://127.0.0.1:{free_port()}", made.seats[0])
    with pytest.raises(ValueError, match="looks like http://host:port"):
        TyrusWidget.join("127.0.0.1:8765", made.seats[0])
    w = TyrusWidget.join(referee.url, made.seats[1])
    assert repr(w) == "TyrusWidget(seat brown at a referee's table, 0 actions)"
    with pytest.raises(AttributeError, match="lives there"):
        w.save()
    w.close()


def test_a_failing_bot_is_told_without_its_secrets_and_tries_again_on_a_join(referee):
    from mesogames.bots import make_bot

    class Broken:
        def choose(self, info):
            raise RuntimeError(f"my hand is {info.view['hands'][1]}")

    made = referee.referee.create("tyrus", {"seed": 3, "first": "brown"}, {1: "random"})
    live = referee.referee.live(made["table"])
    live.table.bots[1] = Broken()
    me = Client(referee.url, made["seats"][0])
    while not me.state["notice"]:
        me._read()
    assert me.state["notice"].startswith("The bot playing brown failed; the game waits")
    assert "my hand" not in json.dumps(me.frames) and me.state["history"] == []
    me.close()
    live = referee.referee.live(made["table"])      # reloaded: the level's bot again
    live.table.bots[1] = make_bot("random", seed=1)
    again = Client(referee.url, made["seats"][0])
    while not again.state["history"]:
        again._read()
    assert again.state["notice"] == "" and again.state["acting"] == 0
    store = referee.referee.store
    assert [json.loads(i) for _, _, i in store.actions(made["table"])][0]["problem"]
    from mesowidgets.referee.audit import check
    assert check(store, made["table"]) == ""
    again.close()
