"""The table keeps every move a player made: a failing bot (or a puzzle's scripted reply)
never makes an accepted move look refused; the hot seat at the end shows what the rules
reveal, not the referee's view."""
from __future__ import annotations

import json

from mesogames.core import RandomBot, play_random
from mesowidgets import Puzzle, TigrisCardsWidget, TyrusWidget
from tests.widget.frontend import legal, send


class Broken:
    def choose(self, game):
        raise RuntimeError("out of ideas")


class Illegal:
    def choose(self, game):
        return "no such move"


def test_a_failing_bot_leaves_the_move_standing_and_says_so():
    for bot in (Broken(), Illegal()):
        w = TyrusWidget(seed=2, first="beige", bots={1: bot})
        move = legal(w)[0]
        send(w, {"act": move})
        assert w.error == "", "the player's move was accepted"
        assert w.game.history == [move] and w.history[0]["name"] == move
        assert "The bot playing brown failed" in w.notice
        assert w.game.to_move == 1 and w.acting is None
        w.table.bots[1] = RandomBot(seed=1)
        w.table.run_bots()
        assert w.notice == "" and w.game.to_move == 0 and len(w.game.history) == 2


def test_a_puzzles_failing_reply_keeps_the_solvers_move():
    diagram = TyrusWidget(seed=4, first="beige").game.diagram()
    puzzle = Puzzle(TyrusWidget, diagram, lambda g: (False, "never"), "Broken reply",
                    respond=lambda g: "nonsense")
    w = puzzle.widget()
    move = legal(w)[0]
    send(w, {"act": move})
    assert w.error == "" and w.game.history[0] == move
    assert "failed" in w.notice


def test_the_hot_seat_after_the_end_shows_the_public_end_not_the_referees_view():
    game = TigrisCardsWidget.engine_module.new_game(players=2, seed=6)
    for _ in play_random(game, 6):
        pass
    w = TigrisCardsWidget(game)
    assert game.over and {**w.view, "marks": None} == {**game.view("public"), "marks": None}
    assert "removed" not in w.view and "deck" not in w.view
    secret = game.state["removed"]
    assert secret and json.dumps(sorted(secret)) not in json.dumps(w.view)
    w.seek(3)
    assert {**w.view, "marks": None} == {**game.position_at(3).view("public"), "marks": None}
