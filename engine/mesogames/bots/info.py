"""What a bot is given: what its seat may know, never the game.

`SeatInfo(game, seat)` keeps the seat's view, its legal actions, the history as the seat
reads it, and one sampled world (`Game.determinize`): a full game the seat cannot tell from
the true one, built from the sorted multiset of the pieces hidden from it. Nothing in it
depends on where the hidden pieces truly lie, so a bot that reads everything it holds
still plays the same move whatever the bag, the deck or the other hands hold.
"""
from __future__ import annotations

import hashlib

from .. import registry
from ..core import Action, Game, Rng


class SeatInfo:
    """One seat's information at a decision: `seat`, `view`, `history`, `legal`, and
    `sample(rng)`, a world consistent with it to search in."""

    def __init__(self, game: Game, seat: int):
        if game.to_move != seat:
            raise ValueError(f"{game.seat_name(seat)} is not to move.")
        self.seat = seat
        self.players = game.players
        self.game_name = game.name
        self.view = game.view(seat)
        self.history = game.history_for(seat)
        #: The decision's index among the seat's decisions in a row (`Game.in_a_row`; None
        #: for a question answered at the display's pace).
        self.in_a_row = game.in_a_row
        self._world = game.determinize(seat, Rng(0))
        # A search never reads a world's history (the seat's is `history`); without it,
        # each sampled world and each look-ahead copy is made without copying the game's
        # whole history (a third of a card-game search iteration late in a game).
        self._world._history = []
        self.legal: list[Action] = self._world.legal_actions()

    @property
    def to_move(self) -> int:
        return self.seat

    def legal_actions(self) -> list[Action]:
        return list(self.legal)

    def sample(self, rng: Rng) -> Game:
        """A world the seat cannot tell from the true one, drawn with `rng` (its history is
        empty: the seat's reading of the history is `history`)."""
        world = self._world.determinize(self.seat, rng)
        belief = _belief(self.game_name)
        if belief is not None:
            belief(world, self.seat, rng)
        return world

    @property
    def key(self) -> int:
        """A number that names this information (equal information, equal key): seeds a
        bot's search, so a bot with a fixed seed answers one position one way."""
        digest = hashlib.sha256(self._world.fingerprint().encode()).digest()
        return int.from_bytes(digest[:8], "big") ^ len(self.history)


def _belief(game_name: str):
    """The game's `belief` hook, `plausible(world, seat, rng)`, which deals the hidden
    pieces of a sampled world as a person would guess them (where the game has one), or
    None."""
    return registry.spec(game_name).belief
