"""The view contract: what each game's view (`game.view(seat)`, the `view` trait of its
widget) and each of its decisions (`view["decision"]`, docs/decisions.md) holds, as
TypedDicts. The games build their views to these types (mypy checks them) and the tests
check every view and decision met in random games against them; docs/decisions.md is
checked against `DECISIONS`.

Colours are letters `K R G B`; seats are numbers; squares of Tigris & Euphrates are names
(`F7`); columns of the card game count from 1.
"""
# No `from __future__ import annotations`: TypedDict reads NotRequired from the evaluated
# annotations (at run time, `__required_keys__` and `__optional_keys__`).
from typing import Any, Literal, NotRequired, TypedDict

# ----------------------------------------------------------------- decisions


class Decision(TypedDict):
    """What every decision has (`queue.Kind.public`)."""
    kind: str                   # which question: a key of DECISIONS[game]
    seat: int                   # the seat that answers now
    rule: str                   # the rule it rests on, as named in errors
    prompt: str                 # what the seat must do, in words, with its notation
    ask: str                    # the prompt without its notation


class Conflict(Decision):
    type: Literal["revolt", "war"]
    colour: str                 # the leaders'
    fight: str                  # the colour committed
    attacker: int
    defender: int
    base: list[int]             # [attacker's, defender's] strength before commitments
    added: list[int | None]     # [attacker's, defender's] commitments, None until made


class TigrisConflict(Conflict):
    leaders: list[str]          # [attacker's, defender's] squares


class Order(Decision):
    colours: list[str]          # the colours at war, in the order K R G B


class TigrisTreasure(Decision):
    options: list[str]          # the squares that may stay
    squares: list[str]          # every treasure of the kingdom


class MonumentOption(TypedDict):
    monument: str               # its two colours
    name: str
    square: str                 # top-left
    squares: list[str]          # the four


class Monument(Decision):
    square: str                 # the tile just placed
    options: list[MonumentOption]


class ZigguratOption(TypedDict):
    square: str                 # the cross's centre
    squares: list[str]          # the five


class Ziggurat(Decision):
    square: str
    options: list[ZigguratOption]


class Building(Decision):
    square: str
    colour: str
    options: list[str]          # the squares it may go on


class Bonus(Decision):
    pass


class Bank(Decision):
    colour: str                 # the point's colour
    why: Literal["score", "spoils", "ship"]


class Ship(Decision):
    colour: str                 # the four cards'
    column: int
    options: list[str]          # the ships that may be built


class CardTreasure(Decision):
    columns: list[int]          # the columns whose treasure may stay


class Discard(Decision):
    pass                        # how many: the view's pending_discard


class TyrusPlace(Decision):
    tile: int                   # which of the seat's tiles of this election, from 1
    of: int                     # how many each seat places in an election (3)
    building: str               # the building this election counts


#: Each game's decisions by kind (docs/decisions.md documents each).
DECISIONS: dict[str, dict[str, type]] = {
    "tigris": {"conflict": TigrisConflict, "order": Order, "treasure": TigrisTreasure,
               "monument": Monument, "ziggurat": Ziggurat, "building": Building,
               "bonus": Bonus},
    "tigris_cards": {"conflict": Conflict, "order": Order, "bank": Bank, "ship": Ship,
                     "treasure": CardTreasure},
    "babel": {"discard": Discard},
    "tyrus": {"place": TyrusPlace},
}

# --------------------------------------------------------------------- views


class Leader(TypedDict):
    seat: int
    colour: str
    name: str                   # "king", "priest"...


class View(TypedDict):
    """What every game's view has."""
    game: str
    seat: int | None            # the seat it is for; None for the referee and spectators
    players: list[str]          # the seat names
    to_move: int | None         # None once the game is over
    hands: list[list[str] | None]   # None where the seat may not see it
    over: bool
    result: dict[str, Any] | None   # once over: the game's result


class DynastyView(View):
    """What the views of both Tigris games have."""
    options: dict[str, Any]
    turn: int                   # the active player
    actions_taken: int          # this turn
    decision: dict[str, Any] | None   # a Decision of DECISIONS[game], by its kind
    hand_sizes: list[int]
    table: list[str]            # tiles or cards played this turn, not yet drawn again
    catastrophes: list[Any]     # per seat: how many left, or whether it is left
    leaders_in_supply: list[list[str]]


class PlacedMonument(TypedDict):
    colours: str
    name: str
    squares: list[str]


class TigrisView(DynastyView):
    rivers: list[str]
    priority: list[str]
    tiles: dict[str, str]       # square -> tile (X: a catastrophe)
    leaders: dict[str, Leader]  # square -> leader
    treasures: list[str]
    monuments: list[PlacedMonument]
    available: list[str]        # the monuments not yet built
    buildings: dict[str, str | None]    # colour -> square (the buildings option)
    ziggurat: list[str] | None
    junction: str | None        # the tile that joined kingdoms, while their wars last
    kingdoms: list[list[str]]
    scores: list[dict[str, int] | None]
    treasure_points: list[int | None]
    bag_size: int
    out: int                    # tiles out of the game
    bag: NotRequired[list[str]]     # the referee's view only


class Card(TypedDict):
    card: str | None            # None: face down, and this seat may not see it
    down: bool
    leader: Leader | None


class Pile(TypedDict):
    size: int
    top: str | None
    cards: list[str] | None     # None where the piles are secret
    weakest: int | None         # what the count compares: the weakest colour, treasures wild


class CardView(DynastyView):
    columns: list[list[Card]]
    gaps: list[Card | None]     # the link cards between columns
    kingdoms: list[list[int]]
    piles: list[Pile]
    deck_size: int
    discard: list[str]
    removed_size: int
    ships: list[str]
    treasures_in_play: int
    deck: NotRequired[list[str]]        # the referee's view only
    removed: NotRequired[list[str]]     # the referee's view only


class Site(TypedDict):
    cards: list[str]            # the nation cards there, by nation letter
    temple: list[int]           # the temple's levels
    level: int


class BabelView(View):
    first: int
    active: int                 # whose turn it is (the other seat may be discarding)
    turn: int
    phase: Literal["actions", "discard", "over"]
    pending_discard: int        # cards the other seat still discards
    migrated: bool
    end_phase: bool
    pawns: list[str | None]     # each seat's pawn's site (None before it is placed)
    sites: list[dict[str, Site]]    # per seat: nation letter -> site
    temple_sums: list[int]
    columns: list[list[int]]    # each seat's building column
    start_cards: list[bool]
    hand_sizes: list[int | None]    # None while a hand under the showing size is secret
    deck_size: int
    quarry_size: int
    discard: list[str]
    decision: Discard | None
    deck: NotRequired[list[str]]        # the referee's view only
    quarry: NotRequired[list[int]]      # the referee's view only


class Tile(TypedDict):
    tile: str | None            # None: face down, and this seat may not see it
    by: int


class TyrusView(View):
    first: int
    starter: int
    election: int
    elections: int
    card: str                   # the corporation of this election
    building: str
    placed: int
    results: list[int | None]   # each election's winner, None for a tie
    representatives: list[int]
    cards_left: dict[str, int]
    buildings: list[dict[str, list[Tile]]]   # per seat: building -> its tiles
    hand_sizes: list[int]
    supply_sizes: list[int]
    discard: list[list[str]]
    last_count: dict[str, Any] | None
    decision: TyrusPlace | None         # the placement asked now (None once over)
    deck: NotRequired[list[str]]        # the referee's view only
    supply: NotRequired[list[list[str]]]    # the referee's view only


#: Each game's view.
VIEWS: dict[str, type] = {"tigris": TigrisView, "tigris_cards": CardView, "babel": BabelView,
                          "tyrus": TyrusView}
