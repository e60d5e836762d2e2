"""A Tyrus position as readable text, and back.

    Tyrus
    election: 4 M                 # number, and the card: S general, M chief merchant, P high priest
    placed: 1                     # tiles placed so far in this election (0-5)
    first: beige                  # who won the coin toss (starts the odd elections)
    results: S beige, M brown, P void
    cards: P S M S P              # the election cards to come, top first
    beige hand: M10 M9 M8 S1 P2 S5 S6 P3   # `...` at the end: fill from the supply
    beige supply: S4 S6           # the top of beige's supply, next tile first
    beige discard: S10 P7 ...     # the tiles counted in past elections
    beige market: beige M2, brown P1   # whose tiles lie in beige's market: each seat names
                                  # its own tiles (beige's M2, and brown's P1 as a counter)
    brown hand: ...

A building line names the building's owner and the building; its value names, before each
group of tiles, the seat that placed them (`brown citadel: beige M7` is beige's 7
merchants in brown's citadel). Piles are written top first.

Every line is optional; what a line leaves out is as the rules set it up
(docs/rules/tyrus.md, "Positions"):
- each player has placed 3 tiles in each past election and, in this one, every other tile
  from the player who places first (beige in odd elections if beige won the toss); the
  tiles placed in this election lie in the buildings (`placed:` is checked against them);
- each player drew 9 tiles, then 3 after each election while the supply lasts (7 draws);
  so the hand, the supply and the discard have sizes the rules fix: a hand or a discard
  written must have its size, or end with `...` to be filled, shuffled from the seed;
- a hand or discard left out is filled the same way, from the tiles no line places; the
  rest is the supply, below the tiles the `supply:` line lists;
- the election cards not yet turned are shuffled from the seed below those `cards:` lists.
Lines may come in any order; `#` starts a comment. A line that cannot be read, writes a
tile twice, or contradicts these counts is refused, naming its line.
"""
from __future__ import annotations

from ..census import Census, deal, listed
from ..core import IllegalAction, Rng, game_factory
from ..diagrams import read_lines
from ..words import plural, possessive
from .rules import TyrusGame
from .tiles import ALL_TILES, BUILDING_OF, BUILDINGS, ELECTION_NAME, SEATS, check_tile, seat_of
from .turn import DRAW, ELECTIONS, HAND, PER_ELECTION

RULE = "position diagram"
#: "La pioche est épuisée au début de l'avant-dernière élection": 7 draws of 3.
DRAWS = (len(ALL_TILES) - HAND) // DRAW


def _corp(word: str) -> str:
    w = word.strip().upper()
    if w and w[0] in "SMP" and len(w) == 1:
        return w
    raise IllegalAction(RULE, f"{word!r} is not an election card: write S, M or P.")


def _tiles(text: str) -> list[str]:
    return [check_tile(t) for t in text.replace(",", " ").split()]


def _building(text: str, owner: int) -> list[dict]:
    """A building line's value: each group of tiles after the seat that placed them."""
    if "|" in text:
        raise IllegalAction(RULE, "name whose tiles they are instead of '|': write "
                            f"'{SEATS[owner]} S10, {SEATS[1 - owner]} M7' (the tiles of each "
                            "seat after its name).")
    entries, by = [], None
    for word in text.replace(",", " ").split():
        if word.lower() in SEATS:
            by = SEATS.index(word.lower())
        elif by is None:
            raise IllegalAction(RULE, f"name the seat before its tiles, like "
                                f"'{SEATS[owner]} {word}' ({word} placed by {SEATS[owner]}).")
        else:
            entries.append({"tile": check_tile(word), "by": by})
    return entries


class Counts:
    """What the rules fix for one seat at this point of the game: the tiles placed in this
    election and before, drawn, and so held in hand, in the supply and in the discard."""

    def __init__(self, s: dict, seat: int, counted: bool):
        e, placed = s["election"], s["placed"]
        starter = s["first"] if e % 2 == 1 else 1 - s["first"]
        self.now = (placed + 1) // 2 if seat == starter else placed // 2
        self.placed = PER_ELECTION * (e - 1) + self.now
        self.drawn = HAND + DRAW * min(e - 1, DRAWS)
        self.hand = self.drawn - self.placed
        self.supply = len(ALL_TILES) - self.drawn
        self.counted = counted
        self.why = (f"at election {e} with {plural(placed, 'tile')} placed, "
                    f"{SEATS[seat]} has drawn {self.drawn} and placed {self.placed}")


@game_factory
def from_diagram(text: str, seed: int | None = None) -> TyrusGame:
    """Build a position from its diagram (see the module's documentation)."""
    from .setup import empty_state
    fields, _ = read_lines(text, "tyrus")
    known = {"election", "placed", "first", "results", "cards"} | {
        f"{s} {w}" for s in SEATS for w in ("hand", "supply", "discard", *BUILDINGS)}
    fields.only(known)

    assert seed is not None, "game_factory draws a seed left out"
    rng = Rng(seed)
    s = empty_state()
    counted = _read_elections(fields, s, rng)
    for owner, oname in enumerate(SEATS):
        for b in BUILDINGS:
            entries = _building(fields.get(f"{oname} {b}", ""), owner)
            entries.sort(key=lambda e: e["by"] != owner)
            s["buildings"][owner][b] = entries
    for seat, name in enumerate(SEATS):
        _read_seat(fields, s, seat, name, Counts(s, seat, counted), rng)
    fields.last = fields.line = None        # from here on: the whole position
    game = TyrusGame(s, rng.state)
    streak = game.streak_winner() is not None
    if counted and not streak and s["election"] != ELECTIONS:
        raise IllegalAction(RULE, "Only the last election of a finished game stays counted: "
                            "write the next election with 0 tiles placed.")
    if streak and not counted:
        raise IllegalAction(RULE, "Three elections in a row were won already: the game is over; "
                            "write placed: 6.")
    if counted:
        s["over"], s["end"] = True, "streak" if streak else "nine elections"
    return game


def _read_elections(fields, s: dict, rng) -> bool:
    """The election, placed, first, results and cards lines; whether the current election
    is counted (the game is over)."""
    parts = fields.get("election", "1 S").split()
    try:
        s["election"] = int(parts[0])
    except (ValueError, IndexError):
        raise IllegalAction(RULE, "The election line needs a number and a card, like "
                            "'4 M'.") from None
    if not 1 <= s["election"] <= ELECTIONS:
        raise IllegalAction(RULE, f"There are {ELECTIONS} elections; {s['election']} is not one.")
    s["card"] = _corp(parts[1] if len(parts) > 1 else "")
    placed = fields.get("placed", "0").strip()
    if not (placed.isascii() and placed.isdigit()) or int(placed) > 2 * PER_ELECTION:
        raise IllegalAction(RULE, "The placed line needs a number from 0 to 6.")
    s["placed"] = int(placed)
    s["first"] = seat_of(fields.get("first", "beige"))
    past = [p.split() for p in fields.get("results", "").split(",") if p.strip()]
    counted = s["placed"] == 2 * PER_ELECTION   # the current election is counted: game over
    if len(past) != s["election"] - 1 + counted:
        raise IllegalAction(RULE, f"Election {s['election']} with {s['placed']} tiles placed needs "
                            f"{s['election'] - 1 + counted} results (0 to 5 tiles placed, or 6 "
                            "once the last election is counted), written like 'S beige, M void'.")
    for p in past:
        if len(p) != 2:
            raise IllegalAction(RULE, f"Write each result as a card and a winner: {' '.join(p)!r}.")
        s["revealed_cards"].append(_corp(p[0]))
        s["results"].append(None if p[1].lower() == "void" else seat_of(p[1]))
    if counted:
        if s["revealed_cards"].pop() != s["card"]:
            raise IllegalAction(RULE, "The last result must be the current election's card.")
    s["revealed_cards"].append(s["card"])
    census = Census({c: 3 for c in "SMP"}, lambda c: f"{c} election card")
    fields.last = "results" if "results" in fields else "election"
    census.take(s["revealed_cards"])
    order = census.take(_corp(c) for c in listed(fields.get("cards", ""))[0].split())
    rest = census.rest()
    rng.shuffle(rest)
    s["deck"] = order + rest
    return counted


def _read_seat(fields, s: dict, seat: int, name: str, counts: Counts, rng) -> None:
    """One seat's tiles: the buildings (read already), the hand, the discard, the supply;
    each tile once, each place of the size the rules give it."""
    census = Census({t: 1 for t in ALL_TILES}, lambda t: f"{possessive(name)} tile {t}")
    on_board = [e["tile"] for o in (0, 1) for b in BUILDINGS for e in s["buildings"][o][b]
                if e["by"] == seat]
    fields.last = min((f"{o} {b}" for o in SEATS for b in BUILDINGS if f"{o} {b}" in fields),
                      key=fields.lines.get, default=None)
    census.take(on_board)
    if not counts.counted and len(on_board) < counts.now:
        fields.last = "placed"
        raise IllegalAction(RULE, f"{counts.why}; the {plural(counts.now, 'tile')} "
                            f"{name} placed in this election lie in the buildings, which hold "
                            f"only {len(on_board)} of {possessive(name)} tiles.")
    sizes = {"hand": counts.hand, "discard": counts.placed - len(on_board)}
    if sizes["discard"] < 0:
        raise IllegalAction(RULE, f"{counts.why}: the buildings hold {len(on_board)} of "
                            f"{possessive(name)} tiles, more than were placed.")
    lists, fill = {}, {}
    for what in ("hand", "discard", "supply"):
        key = f"{name} {what}"
        value, more = listed(fields.get(key, "")) if key in fields else ("", True)
        lists[what] = census.take(_tiles(value))
        want = sizes.get(what, counts.supply)
        written = len(lists[what])
        if written > want or (what != "supply" and not more and written != want):
            fewer = ": write them all, or end the line with '...' to deal the others" \
                if written < want else ""
            raise IllegalAction(RULE, f"{counts.why}, so {possessive(name)} {what} holds "
                                f"{plural(want, 'tile')}; the line writes {written}{fewer}.")
        fill[what] = want - len(lists[what])
    fields.last = None
    rest = census.rest()
    rng.shuffle(rest)
    s["hands"][seat] = lists["hand"] + deal(rest, fill["hand"])
    s["discard"][seat] = lists["discard"] + deal(rest, fill["discard"])
    s["supply"][seat] = lists["supply"] + rest


def to_diagram(game: TyrusGame) -> str:
    """The position as a diagram that `from_diagram` reads back (the referee's knowledge)."""
    s = game.state
    order = ALL_TILES.index
    lines = [
        "Tyrus",
        f"election: {s['election']} {s['card']}   # {ELECTION_NAME[s['card']]}, "
        f"in the {BUILDING_OF[s['card']]}s",
        f"placed: {s['placed']}",
        f"first: {SEATS[s['first']]}",
        # The current election's card is turned but not yet counted: zip stops before it.
        "results: " + ", ".join(f"{c} {'void' if r is None else SEATS[r]}"
                               for c, r in zip(s["revealed_cards"], s["results"],
                                               strict=False)),
        "cards: " + " ".join(s["deck"]),
    ]
    for seat, name in enumerate(SEATS):
        lines.append(f"{name} hand: " + " ".join(sorted(s["hands"][seat], key=order)))
        lines.append(f"{name} supply: " + " ".join(s["supply"][seat]))
        lines.append(f"{name} discard: " + " ".join(sorted(s["discard"][seat], key=order)))
        for b in BUILDINGS:
            entries = s["buildings"][seat][b]
            groups = [f"{SEATS[by]} " + " ".join(e["tile"] for e in entries if e["by"] == by)
                      for by in (seat, 1 - seat) if any(e["by"] == by for e in entries)]
            if groups:
                lines.append(f"{name} {b}: " + ", ".join(groups))
    return "\n".join(lines) + "\n"



