"""Toy, a game small enough to read in one sitting, registered by the tests to show that a
game is one registry entry plus its own code (docs/adding-a-game.md).

Eight cards, 1 to 8. Each of two players (north, south) holds two cards; the rest are
the deck, face down. In turn, a player plays a card of their hand face up onto their
row, then draws the deck's top card, if any. When both hands are empty, the larger row
total wins (equal totals share first place). Notation: "play 5".

A real game splits this into files by role (rules.py, setup.py, diagram.py, view.py,
standing.py, svg.py, builder.py, editing.py: the defaults of mesogames.registry.HOOKS);
Toy keeps everything in this module and points its spec's hooks here (`SPEC`).
"""
from __future__ import annotations

from dataclasses import dataclass

from mesogames import options
from mesogames.builder import Builder as SharedBuilder
from mesogames.core import Action, Event, Game, IllegalAction, Rng, game_factory
from mesogames.diagrams import RULE, Fields
from mesogames.editing import Editing, value_of, with_line
from mesogames.registry import GameSpec

SEATS = ("north", "south")
CARDS = tuple(range(1, 9))
HAND = 2


@dataclass(frozen=True, repr=False)
class Play(Action):
    kind = "play"
    card: int

    def __str__(self):
        return f"play {self.card}"

    def parts(self):
        return {"piece": str(self.card), "place": "row"}


class ToyGame(Game):
    name = "toy"
    title = "Toy"
    seat_names = SEATS

    @property
    def to_move(self):
        s = self.state
        for seat in (s["turn"], 1 - s["turn"]):
            if s["hands"][seat]:
                return seat
        return None

    def _legal(self):
        return [Play(c) for c in sorted(self.state["hands"][self.to_move])]

    def _apply(self, action):
        s, seat = self.state, self.to_move
        if not isinstance(action, Play) or action.card not in s["hands"][seat]:
            raise IllegalAction("play", f"{SEATS[seat].capitalize()} holds no {action}: play "
                                "a card of your hand.")
        s["hands"][seat].remove(action.card)
        s["rows"][seat].append(action.card)
        if s["deck"]:
            s["hands"][seat].append(s["deck"].pop(0))
        s["turn"] = 1 - seat
        return [Event("play", f"{SEATS[seat].capitalize()} plays {action.card}.")]

    def parse_action(self, text):
        word, _, card = text.strip().partition(" ")
        if word != "play" or not card.isdigit():
            raise IllegalAction("notation", f"{text!r} is not an action: write 'play 5'.")
        return Play(int(card))

    def _view(self, seat):
        s = self.state
        hands = [list(h) if seat is None or seat == i else None
                 for i, h in enumerate(s["hands"])]
        return {"turn": s["turn"], "hands": hands, "hand_sizes": [len(h) for h in s["hands"]],
                "rows": [list(r) for r in s["rows"]], "deck": len(s["deck"]),
                "over": self.over}

    def _result(self):
        totals = standing(self)
        best = max(totals)
        first = [i for i in (0, 1) if totals[i] == best]
        ranking = [first] + ([[1 - first[0]]] if len(first) == 1 else [])
        return {"ranking": ranking, "winner": first[0] if len(first) == 1 else None,
                "reason": "the larger row", "totals": totals}


def _deal(rng: Rng, hands: list, rows: list, deck: list | None) -> dict:
    rest = [c for c in CARDS if c not in sum(hands + rows, [])]
    if deck is None:
        rng.shuffle(rest)
        deck = rest
    elif sorted(deck) != rest:
        raise IllegalAction(RULE, "deck: write every card that is nowhere else, once.")
    return {"players": 2, "turn": 0, "hands": hands, "rows": rows, "deck": deck}


@game_factory
def new_game(players: int = 2, seed: int | None = None) -> ToyGame:
    options.players(players, (2,), "Toy")
    rng = Rng(seed)
    deck = list(CARDS)
    rng.shuffle(deck)
    state = _deal(rng, [deck[:HAND], deck[HAND:2 * HAND]], [[], []], deck[2 * HAND:])
    return ToyGame(state, rng.state)


@game_factory
def from_diagram(text: str, seed: int | None = None) -> ToyGame:
    """title "Toy", then the lines turn, <seat> hand, <seat> row, deck (all optional)."""
    fields = Fields()
    lines = text.strip().splitlines()
    if not lines or lines[0].strip() != "Toy":
        raise IllegalAction(RULE, "A Toy diagram starts with the line 'Toy'.")
    for number, line in enumerate(lines[1:], 2):
        key, colon, value = line.partition(":")
        if not colon:
            raise IllegalAction(RULE, f"Line {number}: write 'key: value'.")
        fields.put(key.strip().lower(), value.strip(), number)
    fields.only({"turn", "deck"} | {f"{s} {w}" for s in SEATS for w in ("hand", "row")})
    seen: list[int] = []

    def cards(key):
        found = [int(w) for w in fields.get(key, "").split() if w.isdigit()]
        if len(found) != len(fields.get(key, "").split()) or not set(found) <= set(CARDS) \
                or set(found) & set(seen) or len(set(found)) != len(found):
            raise IllegalAction(RULE, f"{fields.where()}: write cards 1 to 8, each once.")
        seen.extend(found)
        return found

    hands = [cards(f"{s} hand") for s in SEATS]
    rows = [cards(f"{s} row") for s in SEATS]
    deck = cards("deck") if "deck" in fields else None
    turn = fields.get("turn", "north")
    if turn not in SEATS:
        raise IllegalAction(RULE, f"{fields.where()}: write north or south.")
    fields.last = None
    state = _deal(Rng(seed), hands, rows, deck)
    state["turn"] = SEATS.index(turn)
    return ToyGame(state, Rng(seed).next64())


def to_diagram(game: ToyGame) -> str:
    s = game.state
    lines = ["Toy", f"turn: {SEATS[s['turn']]}"]
    for i, seat in enumerate(SEATS):
        lines += [f"{seat} hand: {' '.join(map(str, s['hands'][i]))}",
                  f"{seat} row: {' '.join(map(str, s['rows'][i]))}"]
    lines.append(f"deck: {' '.join(map(str, s['deck']))}")
    return "\n".join(line.rstrip() for line in lines) + "\n"


def hidden_zones(state: dict) -> dict:
    return {"pool": {"cards": [("deck",)]},
            "private": {seat: {"cards": [("hands", seat)]} for seat in (0, 1)}}


def standing(game: ToyGame) -> list[float]:
    return [float(sum(row)) for row in game.state["rows"]]


def svg(view: dict) -> str:
    rows = " / ".join(" ".join(map(str, row)) for row in view["rows"])
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="20"><text y="15">' \
           f"{rows}</text></svg>"


class Builder(SharedBuilder):
    package = "toy"
    seats = SEATS
    piles = ("deck",)
    title = "Toy"


class ToyEditing(Editing):
    pool = ("deck",)

    def palette(self, game):
        return [{"piece": str(c), "label": f"card {c}", "group": "cards"} for c in CARDS]

    def put(self, lines, piece, place):
        key = self._row(place)
        if piece not in map(str, CARDS):
            raise self.refuse(f"{piece!r} is not a card: write 1 to 8.")
        for other in [f"{s} {w}" for s in SEATS for w in ("hand", "row")]:
            words = (value_of(lines, other) or "").split()
            if piece in words:
                lines = with_line(lines, other, " ".join(w for w in words if w != piece))
        return with_line(lines, key, f"{value_of(lines, key) or ''} {piece}")

    def clear(self, lines, place):
        key = self._row(place)
        words = (value_of(lines, key) or "").split()
        if not words:
            raise self.refuse(f"The {key} holds no card.")
        return with_line(lines, key, " ".join(words[:-1]))

    def _row(self, place):
        if place not in (f"{s} row" for s in SEATS):
            raise self.refuse(f"{place!r} is not a row: write 'north row' or 'south row'.")
        return place


EDITING = ToyEditing()

#: Toy's registry entry: everything a test registers to add the game.
SPEC = GameSpec(
    name="toy", title="Toy", players=(2,), game="ToyGame", package=__name__,
    widget="tests.toy.widget:ToyWidget", entry="toy",
    hooks={hook: f":{attribute}" for hook, attribute in [
        ("hidden_zones", "hidden_zones"), ("standing", "standing"), ("editing", "EDITING")]})
