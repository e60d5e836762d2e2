"""Starting a game: the temples with their treasures on the board, the bag shuffled, six
tiles behind each screen, two catastrophes and four leaders in front of it."""
from __future__ import annotations

from .. import options
from ..core import Rng, game_factory
from ..dynasties import COLOURS, SEATS, seat_of
from .board import BOARDS, CATASTROPHES, HAND, MONUMENTS, SIZE, TILE_COUNTS, side_of
from .rules import TigrisGame


def full_bag() -> list[str]:
    """The 153 civilization tiles, in a fixed order."""
    return [c for c in COLOURS for _ in range(TILE_COUNTS[c])]


def empty_state(players: int, side: str = "classic", english: bool = False,
                buildings: bool = False, ziggurat: bool = False,
                open_scores: bool = False) -> dict:
    """A board with nothing on it and nobody's tiles drawn (a base for diagrams)."""
    return {
        "players": players,
        "options": {"side": side_of(side), "english": bool(english),
                    "buildings": bool(buildings), "ziggurat": bool(ziggurat),
                    "open_scores": bool(open_scores)},
        "first": 0, "turn": 0, "actions": 0, "turns": 1,
        "tiles": [None] * SIZE, "leaders": [None] * SIZE, "treasures": [],
        "monuments": [], "available": list(MONUMENTS),
        "buildings": {c: None for c in COLOURS}, "ziggurat": None, "junction": None,
        "hands": [[] for _ in range(players)], "catastrophes": [CATASTROPHES] * players,
        "scores": [{c: 0 for c in COLOURS} for _ in range(players)],
        "treasure_points": [0] * players,
        "bag": [], "out": 0, "table": [], "pending": [],
        "over": False, "end": None, "ending": False,
    }


@game_factory
def new_game(players: int = 4, seed: int | None = None, first=None, side: str = "classic",
             english: bool = False, buildings: bool = False,
             ziggurat: bool = False, open_scores: bool = False) -> TigrisGame:
    """A new game for 2-4 players (seats archer, lion, bull, pot, clockwise).

    `side`: "classic" (10 treasures) or "alternative" (14). `english=True` plays the
    English variant of the reinforcements; `buildings=True` expansion 1 (civilization
    buildings), `ziggurat=True` expansion 2. `first` fixes the first player (a seat's
    number or name); otherwise it is drawn at random.
    """
    options.players(players, (2, 3, 4), "Tigris & Euphrates")
    first = options.seat("first", first, SEATS[:players], lambda w: seat_of(w, players))
    side = options.choice("side", side, side_of, "'classic' or 'alternative'")
    for name, value in (("english", english), ("buildings", buildings),
                        ("ziggurat", ziggurat), ("open_scores", open_scores)):
        options.flag(name, value)
    assert seed is not None, "game_factory draws a seed left out"
    rng = Rng(seed)
    s = empty_state(players, side, english, buildings, ziggurat, open_scores)
    board = BOARDS[s["options"]["side"]]
    bag = full_bag()
    for i in board.starts:
        s["tiles"][i] = "R"
        bag.remove("R")
    s["treasures"] = sorted(board.starts)
    s["first"] = rng.below(players) if first is None else first
    s["turn"] = s["first"]
    rng.shuffle(bag)
    for seat in range(players):
        s["hands"][seat] = bag[:HAND]
        del bag[:HAND]
    s["bag"] = bag
    return TigrisGame(s, rng.state)
