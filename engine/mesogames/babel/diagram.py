"""A Babel position as readable text, and back.

    Babel
    turn: 3 south              # the turn's number and whose turn it is
    first: north               # who played the first turn
    migrated: no               # whether the player to play has migrated this turn
    owed: 0                    # cards the other player still discards to a half-hand attack
    end phase: no
    over: no                   # or the reason: fifteen, twenty, nine, quarry
    deck: A H M P S S          # nation cards to draw, top first ("A H ..." : the rest below)
    discard: A S               # the discard pile, bottom first (top last)
    quarry: 1 2 6 3            # temple cards, top first ("1 2 ..." : the rest below)
    north column: 6 2          # north's temple column, bottom first: the top card (2) is last
    north start: no            # yes: still holds the starting level 1 card
    north pawn: Medes          # a site, or quarry
    north hand: A A H
    north Medes: A A S | 1 2 3 # the deployed cards in order | the temple, bottom level first
    south ...

Lines may come in any order; `#` starts a comment; nations are written A H M P S (or by
name); a site, hand or column not written is empty; a pawn not written is on the quarry;
`start` is "no" unless written. Every card is in exactly one place. Nation cards no line
mentions go to the deck, shuffled from the seed, when no `deck:` line is given or when
it ends with `...` (below the cards written); with a `deck:` line without `...` and no
`discard:` line they go to the discard. Temple cards no line mentions are shuffled into
the quarry when no `quarry:` line is given or when it ends with `...` (below the cards
written). Otherwise the lines must account for all 60 nation cards and all 45 temple
cards.
"""
from __future__ import annotations

from collections import Counter

from ..core import IllegalAction, Rng, game_factory
from ..diagrams import read_lines
from .cards import (ALL_NATION_CARDS, ALL_TEMPLE_CARDS, NATION_NAME, NATIONS, SEATS,
                    hand_order, level_of, nation_of, seat_of)
from .rules import END_REASONS, BabelGame

RULE = "position diagram"


def _nations(text: str) -> list[str]:
    return [nation_of(w) for w in text.replace(",", " ").replace("-", " ").split()]


def _levels(text: str) -> list[int]:
    return [level_of(w) for w in text.replace(",", " ").split()]


def _yes(text: str, key: str) -> bool:
    t = text.strip().lower()
    if t in ("yes", "y", "true", "1"):
        return True
    if t in ("no", "n", "false", "0", ""):
        return False
    raise IllegalAction(RULE, f"The {key!r} line takes yes or no, not {text!r}.")


@game_factory
def from_diagram(text: str, seed: int | None = None) -> BabelGame:
    """Build a position from its diagram (see the module's documentation)."""
    from .setup import empty_state
    def words(parts: list[str]) -> list[str]:
        if len(parts) == 2 and parts[0] in SEATS and parts[1] not in (
                "column", "start", "pawn", "hand"):
            parts[1] = NATION_NAME[nation_of(parts[1])].lower()
        return parts

    fields, _ = read_lines(text, "babel", words=words)
    sites = [NATION_NAME[n].lower() for n in NATIONS]
    known = {"turn", "first", "migrated", "owed", "end phase", "over", "deck", "discard",
             "quarry"} | {f"{s} {w}" for s in SEATS
                          for w in ("column", "start", "pawn", "hand", *sites)}
    fields.only(known)

    rng = Rng(seed)
    s = empty_state()
    turn = fields.get("turn", "1 north").split()
    try:
        s["turn"] = int(turn[0])
        s["active"] = seat_of(turn[1]) if len(turn) > 1 else 0
    except (ValueError, IndexError):
        raise IllegalAction(RULE, "The turn line needs a number and a player, like '3 south'.")
    if s["turn"] < 1:
        raise IllegalAction(RULE, "Turns are numbered from 1.")
    s["first"] = seat_of(fields.get("first", SEATS[s["active"] if s["turn"] % 2 else
                                                    1 - s["active"]]))
    s["migrated"] = _yes(fields.get("migrated", "no"), "migrated")
    try:
        s["pending"] = int(fields.get("owed", "0"))
    except ValueError:
        raise IllegalAction(RULE, "The owed line takes a number of cards.")
    s["end_phase"] = _yes(fields.get("end phase", "no"), "end phase")
    over = fields.get("over", "no").strip().lower()
    if over not in ("no", *END_REASONS):
        raise IllegalAction(RULE, f"The over line takes no or a reason: {', '.join(END_REASONS)}.")
    if over != "no":
        s["over"], s["end"] = True, over

    nations: list[str] = []
    temples: list[int] = []
    for seat, name in enumerate(SEATS):
        s["hands"][seat] = hand_order(_nations(fields.get(f"{name} hand", "")))
        nations += s["hands"][seat]
        s["columns"][seat] = _levels(fields.get(f"{name} column", ""))
        temples += s["columns"][seat]
        s["start"][seat] = _yes(fields.get(f"{name} start", "no"), f"{name} start")
        temples += [1] * s["start"][seat]
        pawn = fields.get(f"{name} pawn", "quarry").strip()
        s["pawns"][seat] = None if pawn.lower() in ("quarry", "") else nation_of(pawn)
        for n in NATIONS:
            line = fields.get(f"{name} {NATION_NAME[n].lower()}", "")
            cards, _, temple = line.partition("|")
            s["sites"][seat][n]["cards"] = _nations(cards)
            s["sites"][seat][n]["temple"] = _levels(temple)
            nations += s["sites"][seat][n]["cards"]
            temples += s["sites"][seat][n]["temple"]
    s["discard"] = _nations(fields.get("discard", ""))
    nations += s["discard"]

    def rest(everything, used, what):
        left = Counter(everything)
        left.subtract(Counter(used))
        extra = sorted(k for k, v in left.items() if v < 0)
        if extra:
            raise IllegalAction(RULE, f"Too many {what} of {', '.join(map(str, extra))}: "
                                "every card is in one place only.")
        return sorted(left.elements(), key=list(dict.fromkeys(everything)).index)

    deck_more = fields.get("deck", "").rstrip().endswith("...")
    quarry_more = fields.get("quarry", "").rstrip().endswith("...")
    if "deck" in fields and not deck_more:
        s["deck"] = _nations(fields["deck"])
        left = rest(ALL_NATION_CARDS, nations + s["deck"], "nation cards")
        if "discard" in fields and left:
            raise IllegalAction(RULE, f"{len(left)} nation cards are in no line; with both a "
                                "deck and a discard line every card must be written.")
        s["discard"] += left
    else:
        top = _nations(fields.get("deck", "").replace("...", " "))
        left = rest(ALL_NATION_CARDS, nations + top, "nation cards")
        rng.shuffle(left)
        s["deck"] = top + left
    if "quarry" in fields and not quarry_more:
        s["quarry"] = _levels(fields["quarry"])
        left = rest(ALL_TEMPLE_CARDS, temples + s["quarry"], "temple cards")
        if left:
            raise IllegalAction(RULE, f"Temple cards {' '.join(map(str, left))} are in no line; "
                                "with a quarry line every temple card must be written.")
    else:
        top = _levels(fields.get("quarry", "").replace("...", " "))
        left = rest(ALL_TEMPLE_CARDS, temples + top, "temple cards")
        rng.shuffle(left)
        s["quarry"] = top + left
    for seat in (0, 1):
        for n in NATIONS:
            t = s["sites"][seat][n]["temple"]
            if sorted(t) != t or len(set(t)) != len(t):
                raise IllegalAction(RULE, f"A temple rises level by level: "
                                    f"{' '.join(map(str, t))} is not in increasing order.")
    if s["pending"] and len(s["hands"][1 - s["active"]]) < s["pending"]:
        raise IllegalAction(RULE, "The player who owes a discard holds too few cards.")
    fields.last = fields.line = None        # from here on: the whole position
    return BabelGame(s, rng.state)


def to_diagram(game: BabelGame) -> str:
    """The position as a diagram that `from_diagram` reads back (the referee's knowledge)."""
    s = game.state

    def yn(b):
        return "yes" if b else "no"

    lines = [
        "Babel",
        f"turn: {s['turn']} {SEATS[s['active']]}",
        f"first: {SEATS[s['first']]}",
        f"migrated: {yn(s['migrated'])}",
        f"owed: {s['pending']}",
        f"end phase: {yn(s['end_phase'])}",
        f"over: {s['end'] if s['over'] else 'no'}",
        "deck: " + " ".join(s["deck"]),
        "discard: " + " ".join(s["discard"]),
        "quarry: " + " ".join(map(str, s["quarry"])),
    ]
    for seat, name in enumerate(SEATS):
        pawn = s["pawns"][seat]
        lines += [
            f"{name} column: " + " ".join(map(str, s["columns"][seat])),
            f"{name} start: {yn(s['start'][seat])}",
            f"{name} pawn: {'quarry' if pawn is None else NATION_NAME[pawn]}",
            f"{name} hand: " + " ".join(s["hands"][seat]),
        ]
        for n in NATIONS:
            site = s["sites"][seat][n]
            if site["cards"] or site["temple"]:
                lines.append(f"{name} {NATION_NAME[n]}: {' '.join(site['cards'])} | "
                             f"{' '.join(map(str, site['temple']))}".rstrip(" |"))
    return "\n".join(line.rstrip() for line in lines) + "\n"
