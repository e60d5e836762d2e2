"""A Tyrus position as readable text, and back.

    election: 4 M                 # number, and the card: S general, M chief merchant, P high priest
    placed: 0                     # tiles placed so far in this election (0-5)
    first: beige                  # who won the coin toss (starts the odd elections)
    results: S beige, M brown, P void
    cards: P S M S P              # optional: the cards to come, top first
    beige hand: M10 M9 M8 S1 P2
    beige supply: S4 S6 ...       # optional: top first; if absent, unlisted tiles, shuffled
    beige discard: S10            # optional
    beige market: M2 | P1         # the owner's tiles | the opponent's tiles in that building
    brown hand: ...

Lines may come in any order; `#` starts a comment; a building not written is empty. Every
tile of a colour is in exactly one place: hand, supply, discard or a building. Tiles no line
mentions go to the supply (shuffled from the seed) or, when a supply line is given, to the
discard. The election cards not yet seen are shuffled from the seed unless `cards:` fixes
their order.
"""
from __future__ import annotations

from ..core import IllegalAction, Rng, game_factory
from ..diagrams import read_lines
from .rules import ELECTIONS, HAND, TyrusGame
from .tiles import (ALL_TILES, BUILDING_OF, BUILDINGS, ELECTION_NAME, SEATS, check_tile,
                    seat_of)

RULE = "position diagram"


def _corp(word: str) -> str:
    w = word.strip().upper()
    if w and w[0] in "SMP" and len(w) == 1:
        return w
    raise IllegalAction(RULE, f"{word!r} is not an election card: write S, M or P.")


def _tiles(text: str) -> list[str]:
    return [check_tile(t) for t in text.replace(",", " ").split()]


@game_factory
def from_diagram(text: str, seed: int | None = None) -> TyrusGame:
    """Build a position from its diagram (see the module's documentation)."""
    from .setup import empty_state
    fields, _ = read_lines(text, "tyrus")
    known = {"election", "placed", "first", "results", "cards"} | {
        f"{s} {w}" for s in SEATS for w in ("hand", "supply", "discard", *BUILDINGS)}
    fields.only(known)

    rng = Rng(seed)
    s = empty_state()
    parts = fields.get("election", "1 S").split()
    try:
        s["election"] = int(parts[0])
    except (ValueError, IndexError):
        raise IllegalAction(RULE, "The election line needs a number and a card, like '4 M'.")
    if not 1 <= s["election"] <= ELECTIONS:
        raise IllegalAction(RULE, f"There are {ELECTIONS} elections; {s['election']} is not one.")
    s["card"] = _corp(parts[1] if len(parts) > 1 else "")
    try:
        s["placed"] = int(fields.get("placed", "0"))
    except ValueError:
        raise IllegalAction(RULE, "The placed line needs a number from 0 to 6.")
    s["first"] = seat_of(fields.get("first", "beige"))
    past = [p.split() for p in fields.get("results", "").split(",") if p.strip()]
    counted = s["placed"] == 6          # the current election is counted: the game is over
    if not 0 <= s["placed"] <= 6 or len(past) != s["election"] - 1 + counted:
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
    remaining = [c for c in "SMP" for _ in range(3 - s["revealed_cards"].count(c))]
    if any(s["revealed_cards"].count(c) > 3 for c in "SMP"):
        raise IllegalAction(RULE, "There are only three election cards of each kind.")
    if "cards" in fields:
        order = [_corp(c) for c in fields["cards"].split()]
        if sorted(order) != sorted(remaining):
            raise IllegalAction(RULE, f"The cards to come must be {' '.join(sorted(remaining))} "
                                "in some order.")
        s["deck"] = order
    else:
        rng.shuffle(remaining)
        s["deck"] = remaining

    for seat, name in enumerate(SEATS):
        seen: list[str] = []
        s["hands"][seat] = _tiles(fields.get(f"{name} hand", ""))
        seen += s["hands"][seat]
        for owner, oname in enumerate(SEATS):
            for b in BUILDINGS:
                line = fields.get(f"{oname} {b}", "")
                own, _, theirs = line.partition("|")
                mine = own if owner == seat else theirs
                for t in _tiles(mine):
                    s["buildings"][owner][b].append({"tile": t, "by": seat})
                    seen.append(t)
        s["discard"][seat] = _tiles(fields.get(f"{name} discard", ""))
        seen += s["discard"][seat]
        rest = [t for t in ALL_TILES if t not in seen]
        if f"{name} supply" in fields:
            s["supply"][seat] = _tiles(fields[f"{name} supply"])
            seen += s["supply"][seat]
            s["discard"][seat] += [t for t in ALL_TILES if t not in seen]
        else:
            rng.shuffle(rest)
            s["supply"][seat] = rest
            seen += rest
        dup = sorted({t for t in seen if seen.count(t) > 1})
        if dup:
            raise IllegalAction(RULE, f"{name.capitalize()}'s tile(s) {', '.join(dup)} are written "
                                "in more than one place; each tile is in one place only.")
        if len(s["hands"][seat]) > HAND:
            raise IllegalAction(RULE, f"{name.capitalize()} holds more than {HAND} tiles.")
    for owner in (0, 1):
        for entries in s["buildings"][owner].values():
            entries.sort(key=lambda e: e["by"] != owner)
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
    if game.to_move is not None and not s["hands"][game.to_move]:
        raise IllegalAction(RULE, f"{SEATS[game.to_move].capitalize()} is to place a tile but "
                            "holds none.")
    return game


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
        "results: " + ", ".join(f"{c} {'void' if r is None else SEATS[r]}"
                               for c, r in zip(s["revealed_cards"], s["results"])),
        "cards: " + " ".join(s["deck"]),
    ]
    for seat, name in enumerate(SEATS):
        lines.append(f"{name} hand: " + " ".join(sorted(s["hands"][seat], key=order)))
        lines.append(f"{name} supply: " + " ".join(s["supply"][seat]))
        lines.append(f"{name} discard: " + " ".join(sorted(s["discard"][seat], key=order)))
        for b in BUILDINGS:
            entries = s["buildings"][seat][b]
            own = [e["tile"] for e in entries if e["by"] == seat]
            theirs = [e["tile"] for e in entries if e["by"] != seat]
            if entries:
                lines.append(f"{name} {b}: {' '.join(own)} | {' '.join(theirs)}".rstrip(" |"))
    return "\n".join(lines) + "\n"



