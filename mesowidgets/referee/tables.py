"""Tables as the referee keeps them: created from a request, written to and read from the
store, and replayed from their stored actions.

A referee table is a `Table` whose bots do not move inside a player's action: the referee
moves each bot in a transaction of its own (service.py), so a player's move is stored and
pushed at once and a slow bot never holds the table's lock. A bot's move is stored like a
player's, so the stored actions replay exactly.

A stored table (its record) is JSON: {"table": Table.to_json(), "request": a take-back
waiting for agreement or null, "problem": the table's notice}.
"""
from __future__ import annotations

import inspect
import json

from mesogames import registry
from mesogames.bots import LEVELS
from mesogames.core import Game, IllegalAction

from ..seat import Seat
from ..table import Table


def games() -> tuple[str, ...]:
    """The games a referee seats, by their engine name: every registered game."""
    return registry.names()


class RefereeTable(Table):
    """A table whose bots the referee moves, one stored action each, and whose hints the
    referee searches away from the table (service.py)."""

    #: The hint a seat just asked for, to be searched by the referee: (seat, mark).
    asked: tuple | None = None
    #: Reviews are computed in a notebook (Widget.load(saved).review()), not by the referee.
    reviews_here = False

    def _run_bots(self) -> list:
        return []

    def ask_hint(self, seat: int, **_options) -> None:
        """Note the hint `seat` asks for (checked as at any table); the referee searches it
        off the table's lock and shows it if the table is still where it was asked."""
        self.check_hint(seat)
        self.asked = (seat, self._mark())

    def bot_move(self, seat: int, action) -> None:
        """The bot of `seat` plays `action` (an Action or its notation)."""
        if seat not in self.bots or self.game.to_move != seat:
            raise IllegalAction("seats", f"It is not {self.game.seat_name(seat)}'s bot's turn.")
        self._apply(action)
        self.request = None
        self.problem = ""

    def bot_failed(self, seat: int, err: Exception) -> None:
        """A bot's failure, told to every seat (its details go to the referee's log only:
        an exception's text may name hidden pieces)."""
        name = self.game.seat_name(seat)
        self.problem = (f"The bot playing {name} failed; the game waits for {name}. The "
                        "referee lets it try again when a player joins the table again.")


def catalogue() -> list[dict]:
    """What a client may ask for (GET /games): each game's name, title, player counts and
    new-game options."""
    return [{"name": spec.name, "title": spec.title, "players": list(spec.players),
             "options": [p for p in inspect.signature(spec.new_game).parameters if p != "seed"]}
            for spec in registry.specs()]


def game_class(name: str) -> type[Game]:
    return registry.spec(name).game_class


def new_table(game: str, options: dict, bots: dict, undo: bool) -> RefereeTable:
    """A new table from a creation request; IllegalAction("table", ...) says what is wrong.
    Without a seed the deal comes from the OS (and stays in the table, secret)."""
    if not isinstance(game, str) or game not in games():
        raise IllegalAction("table", f"The referee seats {', '.join(games())}; "
                            f"not {str(game)[:40]!r}.")
    factory = registry.spec(game).new_game
    allowed = [p for p in inspect.signature(factory).parameters if p != "seed"] + ["seed"]
    if not isinstance(options, dict) or not set(options) <= set(allowed) or not all(
            isinstance(v, (str, int, bool)) and len(str(v)) < 40 for v in options.values()):
        raise IllegalAction("table", f"{game} takes the options {', '.join(allowed)}, each a "
                            "short text, number or true/false.")
    if not isinstance(bots, dict) or not all(
            _seat_number(k) is not None and isinstance(v, str) and v in LEVELS
            for k, v in bots.items()):
        raise IllegalAction("table", "bots maps seat numbers (0, 1...) to levels "
                            f"({', '.join(LEVELS)}).")
    if not isinstance(undo, bool):
        raise IllegalAction("table", "undo is true or false.")
    try:
        engine_game = factory(**options)
        table = RefereeTable(engine_game, bots={_seat_number(k): v for k, v in bots.items()},
                             undo=undo)
    except (ValueError, TypeError) as err:
        raise IllegalAction("table", f"That table cannot be set: {str(err)[:200]}") from None
    if not table.humans:
        raise IllegalAction("table", "A table at the referee needs at least one player.")
    return table


def _seat_number(key) -> int | None:
    """A bot's seat as a request names it: a number, or its ASCII digits ("1"; not "١")."""
    if isinstance(key, int) and not isinstance(key, bool):
        return key if 0 <= key < 100 else None
    if isinstance(key, str) and key.isascii() and key.isdigit() and len(key) < 3:
        return int(key)
    return None


def record(table: RefereeTable) -> str:
    """The table as stored."""
    return json.dumps({"table": table.to_json(), "request": table.request,
                       "problem": table.problem}, sort_keys=True, separators=(",", ":"))


def restore(game: str, text: str) -> RefereeTable:
    """A table from its record (its game replayed and checked by the engine)."""
    data = json.loads(text)
    table = RefereeTable.from_json(data["table"], game_class(game))
    table.request, table.problem = data["request"], data["problem"]
    return table


def apply_stored(table: RefereeTable, seat: int | str, intent: dict) -> None:
    """Apply one stored action as the referee applied it: a bot's move, or a seat's intent
    (through that seat's `Seat`, as its connection did)."""
    if "bot" in intent:
        assert isinstance(seat, int), "a bot's move is stored with its seat"
        table.bot_move(seat, intent["bot"])
    elif "problem" in intent:
        table.problem = intent["problem"]
    else:
        Seat(table, seat).handle(intent)
