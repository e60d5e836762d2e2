"""Starting a Tyrus game: shuffled tiles and election cards, the coin toss."""
from __future__ import annotations

from .. import options
from ..core import Rng, game_factory
from .rules import TyrusGame
from .tiles import ALL_TILES, BUILDINGS, SEATS, seat_of
from .turn import HAND


def empty_state() -> dict:
    return {
        "players": 2, "options": {}, "first": 0, "election": 1, "placed": 0,
        "card": None, "deck": [], "revealed_cards": [],
        "hands": [[], []], "supply": [[], []],
        "buildings": [{b: [] for b in BUILDINGS} for _ in (0, 1)],
        "discard": [[], []], "results": [], "counts": [], "over": False, "end": None,
    }


@game_factory
def new_game(players: int = 2, seed: int | None = None, first=None) -> TyrusGame:
    """A new game of Tyrus. `first` fixes the coin toss (0/'beige' or 1/'brown')."""
    options.players(players, (2,), "Tyrus")
    first = options.seat("first", first, SEATS, seat_of)
    assert seed is not None, "game_factory draws a seed left out"
    rng = Rng(seed)
    s = empty_state()
    s["first"] = rng.below(2) if first is None else first
    for seat in (0, 1):
        tiles = list(ALL_TILES)
        rng.shuffle(tiles)
        s["hands"][seat], s["supply"][seat] = tiles[:HAND], tiles[HAND:]
    deck = list("SSSMMMPPP")
    rng.shuffle(deck)
    s["card"] = deck.pop(0)
    s["deck"], s["revealed_cards"] = deck, [s["card"]]
    return TyrusGame(s, rng.state)
