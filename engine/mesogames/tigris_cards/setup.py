"""Starting a game: eight treasures in a row, 185 cards shuffled, eight to each hand."""
from __future__ import annotations

from .. import options
from ..core import Rng, game_factory
from ..dynasties import SEATS, seat_of
from .cards import COLUMNS, COUNTS, GAPS, HAND, SHIPS, TWO_PLAYER_REMOVED
from .rules import TigrisCardsGame


def full_deck() -> list[str]:
    """The 185 civilization cards other than the treasures, in a fixed order."""
    return [c for c in "KRGB" for _ in range(COUNTS[c])]


def empty_state(players: int, open_piles: bool = False) -> dict:
    return {
        "players": players, "options": {"open_piles": bool(open_piles)},
        "first": 0, "turn": 0, "actions": 0, "turns": 1,
        "cols": [[{"card": "T", "leader": None}] for _ in range(COLUMNS)],
        "gaps": [None] * GAPS,
        "hands": [[] for _ in range(players)], "piles": [[] for _ in range(players)],
        "deck": [], "discard": [], "removed": [], "table": [],
        "catastrophes": [True] * players, "ships": list(SHIPS),
        "pending": [], "over": False, "end": None,
    }


@game_factory
def new_game(players: int = 4, seed: int | None = None, first=None,
             open_piles: bool = False) -> TigrisCardsGame:
    """A new game for 2-4 players (seats archer, lion, bull, pot, clockwise).

    `first` fixes the first player (a seat's number or name); otherwise it is drawn at random.
    `open_piles=True` plays with the points piles sorted and open ("les joueurs peuvent
    décider de trier leurs cartes et de les laisser visible").
    """
    options.players(players, (2, 3, 4), "Euphrat & Tigris: the card game")
    first = options.seat("first", first, SEATS[:players], lambda w: seat_of(w, players))
    options.flag("open_piles", open_piles)
    assert seed is not None, "game_factory draws a seed left out"
    rng = Rng(seed)
    s = empty_state(players, open_piles)
    s["first"] = rng.below(players) if first is None else first
    s["turn"] = s["first"]
    deck = full_deck()
    rng.shuffle(deck)
    for seat in range(players):
        s["hands"][seat] = deck[:HAND]
        del deck[:HAND]
    if players == 2:
        s["removed"] = deck[:TWO_PLAYER_REMOVED]
        del deck[:TWO_PLAYER_REMOVED]
    s["deck"] = deck
    return TigrisCardsGame(s, rng.state)
