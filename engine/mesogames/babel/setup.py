"""Starting a Babel game: shuffled nation cards and temple quarry, the starting hands."""
from __future__ import annotations

from .. import options
from ..core import Rng, game_factory
from . import turn
from .cards import ALL_NATION_CARDS, ALL_TEMPLE_CARDS, NATIONS, SEATS, hand_order, seat_of
from .rules import BabelGame

FIRST_HAND, SECOND_HAND = 3, 5


def empty_state() -> dict:
    return {
        "players": 2, "options": {}, "first": 0, "active": 0, "turn": 1,
        "deck": [], "discard": [], "quarry": [], "columns": [[], []],
        "hands": [[], []], "start": [True, True], "pawns": [None, None],
        "sites": [{n: {"cards": [], "temple": []} for n in NATIONS} for _ in (0, 1)],
        "migrated": False, "pending": 0, "end_phase": False, "over": False, "end": None,
    }


@game_factory
def new_game(players: int = 2, seed: int | None = None, first=None) -> BabelGame:
    """A new game of Babel. `first` fixes the first player (0/'north' or 1/'south');
    by default it is drawn from the seed. The first player has already drawn the first
    turn's 3 cards (6 in hand; the other player holds 5)."""
    options.players(players, (2,), "Babel")
    first = options.seat("first", first, SEATS, seat_of)
    assert seed is not None, "game_factory draws a seed left out"
    rng = Rng(seed)
    s = empty_state()
    s["first"] = rng.below(2) if first is None else first
    s["active"] = s["first"]
    # One level 1 card per player is set aside as their starting card; the rest is the quarry.
    quarry = list(ALL_TEMPLE_CARDS)
    quarry.remove(1)
    quarry.remove(1)
    rng.shuffle(quarry)
    s["quarry"] = quarry
    deck = list(ALL_NATION_CARDS)
    rng.shuffle(deck)
    first_seat = s["first"]
    s["hands"][first_seat] = hand_order(deck[:FIRST_HAND])
    s["hands"][1 - first_seat] = hand_order(deck[FIRST_HAND:FIRST_HAND + SECOND_HAND])
    s["deck"] = deck[FIRST_HAND + SECOND_HAND:]
    game = BabelGame(s, rng.state)
    turn.draw(game, first_seat)     # phase 1 of the very first turn
    return game


__all__ = ["new_game", "empty_state"]
