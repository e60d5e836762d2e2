"""The shared widget base: one table shown for one seat, synced as small JSON.

Synced state (Python -> front end, always replaced whole): the seat's view of the position
shown, the legal actions of that seat, the history as that seat may read it ([seat,
notation] pairs: the list is re-sent whole at every action, so it is kept compact), the cursor in
the history, the seat's event log, the last error, the hot-seat screen and the lesson.

Intents (front end -> Python, as custom messages): {"act": notation}, {"seek": index},
{"undo": true}, {"reveal": true}, {"next": true}. Python checks each one with the engine;
a malformed or illegal intent only sets `error` and changes nothing.
"""
from __future__ import annotations

import pathlib

import anywidget
import traitlets

from engine.core import PUBLIC, Game, IllegalAction

from .table import Table

STATIC = pathlib.Path(__file__).parent / "static"
HOTSEAT = "hotseat"
LOG_LENGTH = 20


class GameWidget(anywidget.AnyWidget):
    """Base of the game widgets. A subclass sets `_esm`/`_css` and `engine_module`."""

    engine_module = None        # the engine package: new_game, from_diagram

    seat = traitlets.Any(None).tag(sync=True)          # int, None (referee) or "hotseat"
    seat_names = traitlets.List().tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    legal = traitlets.List().tag(sync=True)
    history = traitlets.List().tag(sync=True)
    cursor = traitlets.Int(0).tag(sync=True)           # actions shown; == len(history): live
    log = traitlets.List().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    screen = traitlets.Bool(False).tag(sync=True)      # hot seat: the hand is covered
    acting = traitlets.Any(None).tag(sync=True)        # the seat this widget acts for now
    lesson = traitlets.Dict().tag(sync=True)
    options = traitlets.Dict().tag(sync=True)          # undo allowed, bot seats

    def __init__(self, game: Game | None = None, *, seat=HOTSEAT, table: Table | None = None,
                 bots: dict | None = None, lesson=None, intro: str = "", undo: bool = True,
                 **new_game_options):
        if table is None:
            if game is None:
                game = self.engine_module.new_game(**new_game_options)
            elif new_game_options:
                raise TypeError("Give either a game or new-game options, not both.")
            table = Table(game, bots=bots, lesson=lesson, intro=intro, undo=undo)
        elif game is not None or bots or lesson:
            raise TypeError("A widget on an existing table takes its game from the table.")
        if seat not in (None, HOTSEAT) and seat not in range(table.game.players):
            raise ValueError(f"seat must be a seat number, None (referee) or {HOTSEAT!r}.")
        super().__init__()
        self.table = table
        self._hot_at = None          # hot seat: the seat whose hand is uncovered
        self._cursor_live = True
        self.seat = seat
        self.seat_names = list(table.game.seat_names[: table.game.players])
        table.attach(self)
        self.on_msg(self._on_intent)
        self.refresh()

    # ----------------------------------------------------------- construction
    @classmethod
    def for_seats(cls, game: Game | None = None, *, bots: dict | None = None, undo: bool = False,
                  **new_game_options) -> list["GameWidget"]:
        """One widget per human seat over one shared game; they all update together."""
        if game is None:
            game = cls.engine_module.new_game(**new_game_options)
        table = Table(game, bots=bots, undo=undo)
        return [cls(table=table, seat=s) for s in range(game.players) if s not in table.bots]

    @classmethod
    def from_diagram(cls, text: str, *, seat=None, **kwargs) -> "GameWidget":
        """A widget on a position written as a diagram (referee view by default)."""
        return cls(cls.engine_module.from_diagram(text), seat=seat, **kwargs)

    @property
    def game(self) -> Game:
        return self.table.game

    # --------------------------------------------------------------- Python API
    def play(self, *actions: str) -> list:
        """Apply actions in notation as this widget's seat would; returns the events."""
        events = []
        for a in actions:
            events += self.table.act(a, by=self._controller())
        return events

    def undo(self) -> list[str]:
        return self.table.undo(by=self._controller())

    def next_step(self):
        return self.table.next_step()

    def seek(self, index: int) -> None:
        """Show the position after `index` actions (the game itself is not changed)."""
        n = len(self.game.history)
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= n:
            raise IllegalAction("history", f"There is no position {index!r}; "
                                f"the history has positions 0 to {n}.")
        self._cursor_live = index == n
        self.cursor = index
        self.refresh()

    # ----------------------------------------------------------------- intents
    def _on_intent(self, _widget, content, _buffers=None) -> None:
        try:
            self._handle(content)
        except IllegalAction as err:
            self.error = str(err)
        else:
            self.error = ""

    def _handle(self, msg) -> None:
        if not isinstance(msg, dict) or len(msg) != 1:
            raise IllegalAction("message", f"Malformed message {msg!r}: expected one of "
                                "act, seek, undo, reveal, next.")
        (kind, value), = msg.items()
        if kind == "act":
            if not isinstance(value, str):
                raise IllegalAction("message", f"An act message carries notation text, "
                                    f"not {value!r}.")
            if not self._cursor_live:
                raise IllegalAction("history", "You are looking at an earlier position; "
                                    "go to the latest one to play.")
            if self.screen:
                raise IllegalAction("hot seat", "Uncover the hand first.")
            self.play(value)
        elif kind == "seek":
            self.seek(value)
        elif kind == "undo":
            self.undo()
        elif kind == "reveal":
            self._hot_at = self.game.to_move
            self.refresh()
        elif kind == "next":
            self.next_step()
        else:
            raise IllegalAction("message", f"Unknown message {kind!r}: expected one of "
                                "act, seek, undo, reveal, next.")

    # ------------------------------------------------------------------ sync
    def _controller(self):
        return self.seat if isinstance(self.seat, int) else None

    def _viewer(self):
        """Whose eyes: an int seat, None for the referee, PUBLIC behind the hot-seat screen."""
        if self.seat != HOTSEAT:
            return self.seat
        game = self.game
        humans = [s for s in range(game.players) if s not in self.table.bots]
        if game.over:
            return None
        if game.to_move != self._hot_at:
            return PUBLIC
        return self._hot_at if len(humans) > 1 else humans[0]

    def refresh(self) -> None:
        """Recompute every synced trait from the table (called after each change)."""
        game, table = self.game, self.table
        n = len(game.history)
        if self._cursor_live or self.cursor > n:
            self._cursor_live, cursor = True, n
        else:
            cursor = self.cursor
        viewer = self._viewer()
        if self.seat == HOTSEAT and len([s for s in range(game.players)
                                         if s not in table.bots]) == 1:
            self._hot_at = game.to_move
            viewer = self._viewer()
        shown = game if cursor == n else game.position_at(cursor)
        acting = game.to_move if (cursor == n and game.to_move is not None
                                  and game.to_move not in table.bots
                                  and (self._controller() is None
                                       or self._controller() == game.to_move)
                                  and viewer != PUBLIC) else None
        with self.hold_sync():
            self.view = shown.view(viewer)
            self.legal = [str(a) for a in game.legal_actions()] if acting is not None else []
            self.acting = acting
            self.history = [[h["seat"], h["notation"]] for h in game.history_for(viewer)]
            self.cursor = cursor
            self.screen = viewer == PUBLIC and not game.over
            self.log = [{"kind": seen["kind"], "text": seen["text"], "at": i}
                        for i, e in table.log[-LOG_LENGTH:]
                        if (seen := e.seen_by(viewer)) is not None]
            self.lesson = table.lesson_state if table.lesson or table.intro else {}
            self.options = {"undo": table.allow_undo, "bots": sorted(table.bots)}

    # ------------------------------------------------------------ notebooks
    def _repr_svg_(self):
        """The position as this widget's seat sees it, for places where no JavaScript runs."""
        return self.engine_module.svg(self.view) if hasattr(self.engine_module, "svg") else None

    def __repr__(self) -> str:
        seat = {None: "referee", HOTSEAT: "hot seat"}.get(self.seat, None)
        seat = seat or f"seat {self.game.seat_name(self.seat)}"
        return f"{type(self).__name__}({seat}, {self.game!r})"
