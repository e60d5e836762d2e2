"""Tyrus (see docs/rules/tyrus.md), as a state machine. It asks no question out of turn, so
it needs no decision queue: the seat to move follows from the tiles placed. Its rules, a
topic a file:

    turn.py         placing a tile, the end of an election, the draws, the end
    scoring.py      counting an election's votes, the result
    view.py         what a seat sees
"""
from __future__ import annotations

from ..core import Event, Game
from . import scoring, turn
from .actions import Place, parse_action
from .tiles import SEATS
from .view import seat_view


class TyrusGame(Game):
    name = "tyrus"
    title = "Tyrus"
    seat_names = SEATS
    #: The elections counted (each record appended once, never changed after).
    appended_key = "counts"

    # ------------------------------------------------------------- turn order
    @property
    def to_move(self) -> int | None:
        s = self.state
        if s["over"]:
            return None
        starter = self.starter
        return starter if s["placed"] % 2 == 0 else 1 - starter

    @property
    def starter(self) -> int:
        """Who places first in the current election: the coin-toss winner in odd elections."""
        first = self.state["first"]
        return first if self.state["election"] % 2 == 1 else 1 - first

    @property
    def corporation(self) -> str:
        return self.state["card"]

    # ------------------------------------------------------------------ moves
    def parse_action(self, text: str) -> Place:
        return parse_action(text)

    def _legal(self) -> list:
        return turn.turn_legal(self)

    def public_notation(self, action, seat: int) -> str:
        return f"? {SEATS[action.owner]} {action.building}"

    def _apply(self, action) -> list[Event]:
        seat = self.to_move
        assert seat is not None, "the game is over"
        return turn.place(self, seat, action)

    # ----------------------------------------------------------------- elections
    def streak_winner(self) -> int | None:
        """A seat that won the last three elections, none of them void, else None."""
        last = self.state["results"][-3:]
        if len(last) == 3 and last[0] is not None and last.count(last[0]) == 3:
            return last[0]
        return None

    def representatives(self) -> list[int]:
        res = self.state["results"]
        return [res.count(0), res.count(1)]

    # ----------------------------------------------------------------- result, view
    def _result(self) -> dict:
        return scoring.result(self)

    def _view(self, seat) -> dict:
        return seat_view(self, seat)
