"""Tigris & Euphrates (Knizia; 2009 edition), as a state machine (docs/rules/tigris.md).

A turn is up to two actions of the active player (`turn`). Every decision a rule asks for
is an entry of the pending queue (`mesogames.queue`), answered by an action of the seat
that decides; automatic steps sit in the same queue and run when they reach its front.
One rule topic, one file:

    turn.py         the actions of a turn, the end of a turn, the refill, the end
    conflicts.py    revolts and wars (on the skeleton in dynasties/conflicts.py)
    treasures.py    the treasures a trader takes at the end of an action
    structures.py   monuments, the ziggurat, civilization buildings
    scoring.py      points for tiles and monuments, the ziggurat's point, the result
"""
from __future__ import annotations

from ..core import Game
from ..dynasties import SEATS
from ..queue import DecisionQueue, register
from ..views import TigrisView
from . import conflicts, scoring, structures, treasures, turn
from .actions import Swap, parse_action
from .board import BOARDS, SIZE, square_name
from .view import seat_view

#: The board's squares, row by row: every place an action names.
PLACE_NAMES = [square_name(i) for i in range(SIZE)]


class TigrisGame(DecisionQueue, Game):
    name = "tigris"
    title = "Tigris & Euphrates"
    seat_names = SEATS
    kinds = register(*conflicts.KINDS, *treasures.KINDS, *structures.KINDS, *scoring.KINDS,
                     *turn.KINDS)
    turn_actions = turn.TURN_ACTIONS
    turn_text = turn.TURN_TEXT
    actions_per_turn = turn.ACTIONS_PER_TURN

    @property
    def side(self):
        return BOARDS[self.state["options"]["side"]]

    def parse_action(self, text: str):
        return parse_action(text)

    def _turn_legal(self) -> list:
        return turn.turn_legal(self)

    def _turn_more_legal_than(self, n: int) -> bool:
        return turn.turn_more_legal_than(self, n)

    def public_notation(self, action, seat: int) -> str:
        if isinstance(action, Swap):
            return f"swap {len(action.tiles)}"
        return str(action)

    def _view(self, seat) -> TigrisView:
        return seat_view(self, seat)

    def place_names(self) -> list[str]:
        return PLACE_NAMES

    place_sets = ("kingdoms",)

    def _result(self) -> dict:
        return scoring.result(self)
