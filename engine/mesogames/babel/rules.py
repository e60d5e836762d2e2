"""Babel (see docs/rules/babel.md), as a state machine on the queue of decisions the other
games share (`mesogames.queue`). Its rules, a topic a file:

    turn.py         the actions of a turn, the first temple, the discard a half-hand
                    attack asks, end turn and the draw
    powers.py       the special abilities: which a run allows, their checks and effects
    scoring.py      temple sums, the end phase, the end of the game, the result
    view.py         what a seat sees

The state (a plain JSON dict):

    players, options, first (seat), active (whose turn), turn (1, 2, ...)
    deck       nation cards to draw, top first        discard   bottom first, top last
    quarry     temple cards, top first                columns   [north, south]: each player's
                                                                 temple column, bottom first
    hands      [north, south], sorted A H M P S       start     [bool, bool]: still holds the
                                                                 starting level 1 card
    pawns      [site or None (the quarry), ...]
    sites      [north, south]: {nation: {"cards": [...], "temple": [levels bottom first]}}
    migrated   whether the active player migrated this turn
    pending    the number of cards the other player still owes to a half-hand attack: the
               queue's one possible entry (`queue`), kept as a number as saves and the
               diagram's `owed:` line have it
    end_phase, over, end (the reason the game ended)
"""
from __future__ import annotations

from dataclasses import replace

from ..core import Game, IllegalAction
from ..queue import DecisionQueue, register
from . import powers, scoring, turn
from .actions import EndTurn, Power, parse_action
from .cards import NATIONS, SEATS, runs
from .view import seat_view


class BabelGame(DecisionQueue, Game):
    name = "babel"
    title = "Babel"
    seat_names = SEATS
    kinds = register(*turn.KINDS)
    turn_actions = turn.TURN_ACTIONS
    turn_text = turn.TURN_TEXT
    actions_per_turn = None         # a turn ends with "end turn"
    #: The seat a world sampled by `determinize` was sampled for (None: a true game).
    sampled_for: int | None = None

    # ------------------------------------------------------------- the queue
    @property
    def queue(self) -> list[dict]:
        s = self.state
        if s["pending"] and not s["over"]:
            return [{"kind": "discard", "seat": 1 - s["active"], "owed": s["pending"]}]
        return []

    @property
    def active(self) -> int:
        return self.state["active"]

    def _turn_legal(self) -> list:
        return turn.turn_legal(self)

    def _unasked(self, seat: int, action) -> IllegalAction:
        return turn.unasked(self, seat, action)

    # ------------------------------------------------------------- accessors
    def cards(self, seat: int, site: str) -> list:
        return self.state["sites"][seat][site]["cards"]

    def temple(self, seat: int, site: str) -> list:
        return self.state["sites"][seat][site]["temple"]

    def level(self, seat: int, site: str) -> int:
        t = self.temple(seat, site)
        return t[-1] if t else 0

    def temple_sum(self, seat: int) -> int:
        """The sum of the player's temples' values (each temple's value is its level); read
        after every action of a search (the end's check), so without a call a temple."""
        sites = self.state["sites"][seat]
        return sum(t[-1] for n in NATIONS if (t := sites[n]["temple"]))

    def parse_action(self, text: str):
        """The action a notation names. A power's `at N` is written the canonical way: the
        position of the run's first card, and nothing when the column has only that run."""
        action = parse_action(text)
        s = self.state
        if isinstance(action, Power) and action.at and not s["over"] and self.decision is None:
            pawn = s["pawns"][s["active"]]
            found = runs(self.cards(s["active"], pawn), action.nation) if pawn else []
            for _, start, length in found:
                if start < action.at <= start + length:
                    return replace(action, at=start + 1 if len(found) > 1 else 0)
        return action

    def determinize(self, seat: int, rng) -> "BabelGame":
        """`Game.determinize`, the world remembering the seat it was sampled for
        (`sampled_for`): the search's playout (playout.py) stops where that seat's turn
        comes round again, whichever seat's turn the tree ended in."""
        world = super().determinize(seat, rng)
        assert isinstance(world, BabelGame)
        world.sampled_for = seat
        return world

    # ----------------------------------------------------------------- explaining
    def tip(self, action) -> str | None:
        if isinstance(action, Power) and not self.over:
            seat = self.state["active"]
            return powers.tip(self, seat, self.state["pawns"][seat], action)
        return None

    def awaited(self) -> list:
        """End turn, which the first turn refuses until the starting temple is built."""
        return [] if self.over or self.decision is not None else [EndTurn()]

    # ----------------------------------------------------------------- result, view
    def _result(self) -> dict:
        return scoring.result(self)

    def _view(self, seat) -> dict:
        return seat_view(self, seat)


__all__ = ["BabelGame"]
