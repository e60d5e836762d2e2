"""A game as an app page: the game's title, the choice of an opponent (a bot and its level,
or a friend at the same screen) and of the number of players where the game has a choice,
a New game button, and one table. Voilà shows it without code (`scripts/app GAME` serves
notebooks/GAME/app.ipynb, whose one cell is `GameApp("GAME")`).

The table is an ordinary widget: its result screen offers Rematch and New game at the end
(results.py, table.py's `restart`); the app's own New game starts a table anew with the
opponent and the players chosen above it, and closes the one before (its bot stops).
"""
from __future__ import annotations

import html

import ipywidgets

from mesogames import registry

#: The opponents offered: (label, bot level, or "" for a friend at the same screen).
OPPONENTS = (("A bot, easy", "easy"), ("A bot, medium", "medium"), ("A bot, hard", "hard"),
             ("A friend, at this screen", ""))


class GameApp(ipywidgets.VBox):
    """One game's page: `GameApp("tyrus")`; `level`: the bot chosen at first ("easy",
    "medium", "hard", or "" for a friend at the same screen)."""

    def __init__(self, game: str, level: str = "medium", players: int = 2):
        games = [spec.name for spec in registry.specs() if spec.widget]
        if game not in games:
            raise ValueError(f"No game {game!r}: the games are {', '.join(games)}.")
        spec = registry.spec(game)
        counts = spec.players
        if level not in dict((v, k) for k, v in OPPONENTS):
            raise ValueError(f"No opponent {level!r}: one of "
                             f"{', '.join(repr(v) for _, v in OPPONENTS)}.")
        if players not in counts:
            raise ValueError(f"{game} is played by {', '.join(map(str, counts))} players.")
        self.game_name = game
        self.widget_class = spec.widget_class()
        self.opponent = ipywidgets.Dropdown(options=OPPONENTS, value=level,
                                            description="Opponent")
        self.players = ipywidgets.Dropdown(options=[(str(n), n) for n in counts],
                                           value=players, description="Players",
                                           layout=ipywidgets.Layout(width="160px"),
                                           disabled=len(counts) == 1)
        new = ipywidgets.Button(description="New game", button_style="primary",
                                tooltip="Start a new game with the opponent chosen here")
        new.on_click(lambda _button: self.new_game())
        self.board = self._table()
        title = self.board.game.title
        heading = ipywidgets.HTML(f"<h1 class='mw-app-title'>{html.escape(title)}</h1>")
        choices = [self.opponent] + ([self.players] if len(counts) > 1 else []) + [new]
        self._above = (heading, ipywidgets.HBox(choices))
        super().__init__([*self._above, self.board])
        self.add_class("mw-app")

    def _table(self):
        n, level = self.players.value, self.opponent.value
        bots = {seat: level for seat in range(1, n)} if level else None
        return self.widget_class(players=n, bots=bots)

    def new_game(self) -> None:
        """A new table with the opponent and the players chosen (the one before closes)."""
        old, self.board = self.board, self._table()
        self.children = (*self._above, self.board)
        old.close()

    def __repr__(self) -> str:
        return f"GameApp({self.game_name!r}, {self.opponent.value!r}, {self.players.value})"
