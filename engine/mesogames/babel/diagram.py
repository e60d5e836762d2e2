"""A Babel position as readable text, and back.

    Babel
    turn: 3 south              # the turn's number and whose turn it is
    first: north               # who played the first turn
    migrated: no               # whether the player to play has migrated this turn
    owed: 0                    # cards the other player still discards to a half-hand attack
    end phase: no
    over: no                   # or the reason: fifteen, twenty, nine, quarry
    deck: A H M P S S          # the top of the nation cards' deck, next card first
    discard: A S               # the discard pile, top first
    quarry: 1 2 6 3            # the top of the temple cards' quarry, next card first
    north column: 2 6          # north's temple column, top first: 2 is the one to take
    north start: no            # whether north still holds the starting level 1 card
    north pawn: Medes          # a site, or quarry
    north hand: A A H          # `...` at the end: filled from the deck (see below)
    north Medes: A A S | 1 2 3 # the cards laid there, first laid first | the temple's levels
    south ...

Nations are written A H M P S (or by name, in English or French); temple cards by their
level. Piles are written top first: the deck, the quarry, the discard and each temple
column (the card you would take next comes first). A site's cards are a row, written in
the order they were laid (the last laid last, as the rulebook lists them); its temple by
its levels, lowest first (a temple rises level by level).

Every line but `turn:` is optional; what a line leaves out is as the rules set it up
(docs/rules/babel.md, "Positions"):
- a hand left out holds what the setup deals: 6 cards for the player to play (3 dealt and
  3 drawn at the start of the turn), 5 for the other, drawn from the deck; a hand ending
  with `...` is filled to that size the same way;
- `start` is yes for a player whose first turn is not over and who has built no temple
  yet (the starting level 1 card is built on the first turn), no otherwise;
- a pawn left out is on the quarry; a site, column or discard left out is empty;
- the nation cards no line places are shuffled from the seed into the deck below the
  cards the `deck:` line lists, or go to the discard when the `discard:` line ends with
  `...`; the temple cards no line places are shuffled into the quarry below the cards
  the `quarry:` line lists.
Every card is in exactly one place: a line that writes more cards of a kind than the game
has (12 per nation; 10, 9, 8, 7, 6, 5 temple cards of levels 1 to 6) is refused, naming
it. Lines may come in any order; `#` starts a comment.
"""
from __future__ import annotations

from ..census import Census, deal, holder_of_rest, listed
from ..core import IllegalAction, Rng, game_factory
from ..diagrams import read_lines
from .cards import (
    CARDS_PER_NATION,
    NATION_NAME,
    NATION_ONE,
    NATIONS,
    SEATS,
    TEMPLE_COUNT,
    hand_order,
    level_of,
    nation_of,
    seat_of,
)
from .rules import BabelGame
from .scoring import END_REASONS

RULE = "position diagram"
#: The hands the setup deals: "Le premier joueur reçoit 3 cartes et son adversaire en
#: reçoit 5", and the player to play has drawn 3 at the start of the turn.
HAND_TO_PLAY, HAND_WAITING = 6, 5


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


def _census() -> tuple[Census, Census]:
    nations = Census({n: CARDS_PER_NATION for n in NATIONS}, lambda n: f"{NATION_ONE[str(n)]} card")
    temples = Census(TEMPLE_COUNT, lambda lv: f"level {lv} temple card")
    return nations, temples


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

    s = empty_state()
    _read_turn(fields, s)
    nations, temples = _census()
    hands = {}
    for seat, name in enumerate(SEATS):
        size = HAND_TO_PLAY if seat == s["active"] else HAND_WAITING
        key = f"{name} hand"
        if key in fields:
            value, more = listed(fields[key])
            s["hands"][seat] = nations.take(_nations(value))
            if more:
                hands[seat] = size - len(s["hands"][seat])
        else:
            hands[seat] = size
        column = temples.take(_levels(fields.get(f"{name} column", "")))
        s["columns"][seat] = column[::-1]          # written top first, kept bottom first
        pawn = fields.get(f"{name} pawn", "quarry").strip()
        s["pawns"][seat] = None if pawn.lower() in ("quarry", "") else nation_of(pawn)
        for n in NATIONS:
            line = fields.get(f"{name} {NATION_NAME[n].lower()}", "")
            cards, _, temple = line.partition("|")
            levels = _levels(temple)
            if len(set(levels)) != len(levels):
                raise IllegalAction(RULE, "A temple has each level once: "
                                    f"{' '.join(map(str, levels))}.")
            s["sites"][seat][n]["cards"] = nations.take(_nations(cards))
            s["sites"][seat][n]["temple"] = temples.take(sorted(levels))
    for seat, name in enumerate(SEATS):
        first_turn = s["turn"] <= (1 if seat == s["first"] else 2)
        built = any(s["sites"][seat][n]["temple"] for n in NATIONS)
        s["start"][seat] = _yes(fields.get(f"{name} start",
                                           "yes" if first_turn and not built else "no"),
                                f"{name} start")
        if s["start"][seat]:
            temples.take([1])
    discard, _ = _listed(fields, "discard", nations, _nations)
    deck, _ = _listed(fields, "deck", nations, _nations)
    holder = holder_of_rest(fields, ["deck", "discard"], "deck")
    quarry, _ = _listed(fields, "quarry", temples, _levels)

    assert seed is not None, "game_factory draws a seed left out"
    rng = Rng(seed)
    rest = nations.rest()
    rng.shuffle(rest)
    for seat, wanted in hands.items():
        s["hands"][seat] += deal(rest, wanted)
    s["hands"] = [hand_order(hand) for hand in s["hands"]]
    s["deck"] = deck + (rest if holder == "deck" else [])
    s["discard"] = (discard + (rest if holder == "discard" else []))[::-1]
    left = temples.rest()
    rng.shuffle(left)
    s["quarry"] = quarry + left
    fields.last = None
    if s["pending"] and len(s["hands"][1 - s["active"]]) < s["pending"]:
        fields.last = "owed"
        raise IllegalAction(RULE, "The player who owes a discard holds too few cards.")
    fields.last = fields.line = None        # from here on: the whole position
    return BabelGame(s, rng.state)


def _listed(fields, key: str, census: Census, parse) -> tuple[list, bool]:
    """The cards a pile's line lists, top first (taken from the census), and whether the
    line ends with `...` (the rest goes there)."""
    if key not in fields:
        return [], False
    value, more = listed(fields[key])
    return census.take(parse(value)), more


def _read_turn(fields, s: dict) -> None:
    """The turn, first, migrated, owed, end phase and over lines."""
    turn = fields.get("turn", "1 north").split()
    try:
        s["turn"] = int(turn[0])
        s["active"] = seat_of(turn[1]) if len(turn) > 1 else 0
    except (ValueError, IndexError):
        raise IllegalAction(RULE, "The turn line needs a number and a player, like "
                            "'3 south'.") from None
    if s["turn"] < 1:
        raise IllegalAction(RULE, "Turns are numbered from 1.")
    s["first"] = seat_of(fields.get("first", SEATS[s["active"] if s["turn"] % 2 else
                                                    1 - s["active"]]))
    if (s["first"] == s["active"]) != (s["turn"] % 2 == 1):
        raise IllegalAction(RULE, "The first player plays the odd turns: "
                            f"{SEATS[s['first']]} cannot be first if {SEATS[s['active']]} "
                            f"plays turn {s['turn']}.")
    s["migrated"] = _yes(fields.get("migrated", "no"), "migrated")
    owed = fields.get("owed", "0").strip()
    if not (owed.isascii() and owed.isdigit()) or len(owed) > 2:
        raise IllegalAction(RULE, "The owed line takes a number of cards: 0 or more.")
    s["pending"] = int(owed)
    s["end_phase"] = _yes(fields.get("end phase", "no"), "end phase")
    over = fields.get("over", "no").strip().lower()
    if over not in ("no", *END_REASONS):
        raise IllegalAction(RULE, f"The over line takes no or a reason: {', '.join(END_REASONS)}.")
    if over != "no":
        s["over"], s["end"] = True, over


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
        "discard: " + " ".join(s["discard"][::-1]),
        "quarry: " + " ".join(map(str, s["quarry"])),
    ]
    for seat, name in enumerate(SEATS):
        pawn = s["pawns"][seat]
        lines += [
            f"{name} column: " + " ".join(map(str, s["columns"][seat][::-1])),
            f"{name} start: {yn(s['start'][seat])}",
            f"{name} pawn: {'quarry' if pawn is None else NATION_NAME[pawn]}",
            f"{name} hand: " + " ".join(s["hands"][seat]),
        ]
        for n in NATIONS:
            site = s["sites"][seat][n]
            if site["cards"] or site["temple"]:
                temple = ["|", *map(str, site["temple"])] if site["temple"] else []
                lines.append(f"{name} {NATION_NAME[n]}: " + " ".join(site["cards"] + temple))
    return "\n".join(line.rstrip() for line in lines) + "\n"
