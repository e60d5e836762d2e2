"""Replays: every position of a game, as one seat saw it, packed for a page with no kernel."""
from __future__ import annotations

import base64
import gzip
import json
import re

import pytest

from mesowidgets import Replay
from tests.widget.games import GAMES


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_replay_holds_every_position_as_the_seat_saw_it(name):
    cls, options = GAMES[name]
    w = cls(seed=2, bots={s: "random" for s in range(options.get("players", 2))}, **options)
    game = w.game
    assert game.over
    replay = Replay(game, seat=0)
    assert len(replay.frames) == len(game.history) + 1
    assert replay.frames[0][0] == "The starting position"
    svg = __import__(f"mesogames.{game.name}", fromlist=["svg"]).svg
    assert replay.frames[3][1] == svg(game.position_at(3).view(0))
    page = replay._repr_html_()
    assert page == Replay(game, seat=0)._repr_html_(), "the same game, the same output"
    packed = re.search(r'<script type="application/gzip\+base64">([^<]+)</script>', page)[1]
    assert json.loads(gzip.decompress(base64.b64decode(packed))) == [list(f) for f in replay.frames]
    assert w.replay().frames[-1][1] == svg(game.view("public"))
