"""A game as an app page (mesowidgets/app.py, served by Voilà from notebooks/GAME/app.ipynb):
the game's title, a choice of opponent and level (and of players where the game has one),
New game, one table; the notebook is one cell of code and no words."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from mesogames import registry
from mesowidgets import GameApp, TigrisWidget, TyrusWidget

NOTEBOOKS = Path(__file__).parents[2] / "notebooks"


def test_an_app_page_has_a_title_a_choice_of_opponent_and_one_table():
    app = GameApp("tyrus")
    heading, choices, board = app.children
    assert heading.value == "<h1 class='mw-app-title'>Tyrus</h1>"
    assert [label for label, _ in app.opponent.options] == [
        "A bot, easy", "A bot, medium", "A bot, hard", "A friend, at this screen"]
    assert isinstance(board, TyrusWidget) and board.table.bot_specs == {1: "medium"}
    assert [type(c).__name__ for c in choices.children] == ["Dropdown", "Button"]
    assert repr(app) == "GameApp('tyrus', 'medium', 2)"


def test_new_game_starts_a_table_with_the_opponent_chosen_and_closes_the_one_before():
    app = GameApp("tigris", level="easy")
    first = app.board
    app.opponent.value, app.players.value = "hard", 3
    assert app.board is first, "a choice waits for New game"
    app.new_game()
    assert app.children[-1] is app.board and app.board is not first
    assert isinstance(app.board, TigrisWidget) and app.board.game.players == 3
    assert app.board.table.bot_specs == {1: "hard", 2: "hard"}
    assert first.comm is None, "the table before is closed"
    app.opponent.value = ""
    app.new_game()
    assert app.board.table.bots == {} and app.board.game.players == 3


def test_an_app_refuses_what_it_does_not_offer():
    with pytest.raises(ValueError, match="No game 'chess'"):
        GameApp("chess")
    with pytest.raises(ValueError, match="No opponent 'expert'"):
        GameApp("tyrus", level="expert")
    with pytest.raises(ValueError, match="played by 2 players"):
        GameApp("babel", players=3)


@pytest.mark.parametrize("game", registry.names())
def test_each_game_has_an_app_notebook_of_one_cell_and_no_words(game):
    nb = nbformat.read(NOTEBOOKS / game / "app.ipynb", 4)
    assert [c.cell_type for c in nb.cells] == ["code"], "no words, nothing but the app"
    assert nb.cells[0].outputs == []
    scope: dict = {}
    exec(compile(nb.cells[0].source + "\n_app = " + nb.cells[0].source.splitlines()[-1],
                 "app", "exec"), scope)
    assert isinstance(scope["_app"], GameApp) and scope["_app"].game_name == game
