"""Euphrat & Tigris: the card game (see docs/rules/tigris-cards.md), on the queue of
decisions both Tigris games share (`mesogames.queue`). Its rules, a topic a file:

    turn.py         the actions of a turn, the end of a turn, the refill, the end
    conflicts.py    revolts and wars (on the skeleton in dynasties/conflicts.py)
    scoring.py      banking points, ships, treasures, the result
"""
from __future__ import annotations

from ..core import Game
from ..queue import DecisionQueue, register
from ..views import CardView
from . import conflicts, scoring, turn
from .actions import PlayCard, parse_action
from .cards import COLUMNS, GAPS, MAX_IN_COLUMN, SEATS, pos_str, target_str
from .view import seat_view

#: Every place an action names: the cards' places column by column (heads first), the
#: columns, the gaps between them.
PLACE_NAMES = ([pos_str(("c", c, r)) for c in range(COLUMNS) for r in range(MAX_IN_COLUMN + 1)]
               + [target_str(("col", c)) for c in range(COLUMNS)]
               + [pos_str(("g", g)) for g in range(GAPS)])


class TigrisCardsGame(DecisionQueue, Game):
    name = "tigris_cards"
    title = "Euphrat & Tigris: the card game"
    seat_names = SEATS
    #: Every card that reaches a points pile does so in public (see Game.determinize).
    public_record_kinds = frozenset({"points"})
    kinds = register(*conflicts.KINDS, *scoring.KINDS, *turn.KINDS)
    turn_actions = turn.TURN_ACTIONS
    turn_text = turn.TURN_TEXT
    actions_per_turn = turn.ACTIONS_PER_TURN

    def parse_action(self, text: str):
        return parse_action(text)

    def _turn_legal(self) -> list:
        return turn.turn_legal(self)

    def _turn_more_legal_than(self, n: int) -> bool:
        return turn.turn_more_legal_than(self, n)

    def public_notation(self, action, seat: int) -> str:
        if isinstance(action, PlayCard) and action.target[0] == "g":
            return f"? {target_str(action.target)}"
        return str(action)

    def _result(self) -> dict:
        return scoring.result(self)

    def place_names(self) -> list[str]:
        return PLACE_NAMES

    def _view(self, seat) -> CardView:
        return seat_view(self, seat)
