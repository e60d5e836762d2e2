"""What Knizia's two Mesopotamian games share: the four dynasties (seats), the four
colours and their leaders, the words of the notation, the actions both have (pass,
commit, war, decline), who attacks in a conflict, and the final count (the weakest colour
wins, treasures wild). The conflict skeleton both games build on is in `conflicts`.

Used by `mesogames.tigris` (the board game) and `mesogames.tigris_cards` (the card game).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..core import Action, Event, IllegalAction
from ..phrases import say

#: The vocabulary and colours both Tigris games and their front ends share (palette.json).
PALETTE = json.loads((Path(__file__).parent / "palette.json").read_text(encoding="utf-8"))
SEATS = tuple(seat["name"] for seat in PALETTE["seats"])
#: Each dynasty's symbol (bow, lion, bull, pot): an SVG path in a 24x24 box.
SEAT_SYMBOL = tuple(seat["symbol"] for seat in PALETTE["seats"])


def symbol_svg(seat: int, cx: float, cy: float, size: float) -> str:
    """A dynasty's symbol centred on (cx, cy), `size` wide, as a white line (for the static
    SVGs; the widget draws the same path, js/lib/dynasty.js)."""
    k = size / 24
    return (f'<path d="{SEAT_SYMBOL[seat]}" transform="translate({cx - size / 2:g} '
            f'{cy - size / 2:g}) scale({k:g})" fill="none" stroke="#fff" '
            f'stroke-width="{2.4 / k:g}" stroke-linecap="round" stroke-linejoin="round"/>')
SEAT_FILL = tuple(seat["fill"] for seat in PALETTE["seats"])
SEAT_FR = {"arc": 0, "archer": 0, "lion": 1, "bull": 2, "taureau": 2, "buffle": 2,
           "pot": 3, "vase": 3, "poterie": 3}

COLOURS = tuple(PALETTE["colours"])     # K R G B: black, red, green, blue
COLOUR_NAME = {c: PALETTE["colours"][c]["name"] for c in COLOURS} | {"T": "treasure"}
COLOUR_FILL = {c: PALETTE["colours"][c]["fill"] for c in COLOURS}
TREASURE_FILL = PALETTE["treasure"]["fill"]
COLOUR_OF_WORD = {"black": "K", "k": "K", "noir": "K", "red": "R", "r": "R", "rouge": "R",
                  "green": "G", "g": "G", "vert": "G", "blue": "B", "b": "B", "bleu": "B"}
LEADER_NAME = {c: PALETTE["colours"][c]["leader"] for c in COLOURS}
LEADER_OF_WORD = {"king": "K", "roi": "K", "priest": "R", "pretre": "R", "prêtre": "R",
                  "trader": "G", "marchand": "G", "farmer": "B", "fermier": "B"}


def colour_of(word: str) -> str:
    key = word.strip().lower()
    if key not in COLOUR_OF_WORD:
        raise IllegalAction("notation", f"{word!r} is not a colour: say black, red, green or blue.")
    return COLOUR_OF_WORD[key]


def leader_of(word: str) -> str:
    key = word.strip().lower()
    if key not in LEADER_OF_WORD:
        raise IllegalAction("notation",
                            f"{word!r} is not a leader: say king, priest, trader or farmer.")
    return LEADER_OF_WORD[key]


def seat_of(word: str, players: int = 4) -> int:
    key = word.strip().lower()
    if key not in SEAT_FR or SEAT_FR[key] >= players:
        raise IllegalAction("notation", f"{word!r} is not a player: say "
                            + ", ".join(SEATS[:players]) + ".")
    return SEAT_FR[key]


def plural(n: int, word: str) -> str:
    """"1 tile", "2 tiles"."""
    return f"{n} {word}" + ("" if n == 1 else "s")


def attacker_first(a: int, b: int, active: int, players: int) -> tuple[int, int]:
    """(attacker, defender) of a conflict between seats a and b: the active player, or else
    the one seated nearest after the active player, clockwise, attacks."""
    return (a, b) if (a - active) % players <= (b - active) % players else (b, a)


def wild_counts(counts: dict[str, int], wild: int) -> dict[str, int]:
    """Counts per colour with `wild` treasures added one by one to the weakest colour: the
    assignment that makes the weakest-first list as strong as it can be."""
    counts = {c: counts.get(c, 0) for c in COLOURS}
    for _ in range(wild):
        counts[min(COLOURS, key=lambda c: counts[c])] += 1
    return counts


def weakest_first_counts(counts: dict[str, int], wild: int) -> list[int]:
    """The value compared between players at the end: colour counts, treasures wild,
    sorted from the weakest (ties go to the next weakest colour, and so on)."""
    return sorted(wild_counts(counts, wild).values())


def rank_by(values: list) -> list[list[int]]:
    """Seats grouped by equal value, best (largest) first."""
    seats = sorted(range(len(values)), key=lambda i: values[i], reverse=True)
    ranking: list[list[int]] = []
    for i in seats:
        if ranking and values[ranking[-1][0]] == values[i]:
            ranking[-1].append(i)
        else:
            ranking.append([i])
    return ranking


def next_turn(game) -> Event:
    """The next seat clockwise becomes the active player."""
    s = game.state
    s["turn"] = (s["turn"] + 1) % s["players"]
    s["actions"] = 0
    s["turns"] += 1
    return Event.said("turn", say("dy.turn", seat=game.who(s["turn"])), {"seat": s["turn"]})


def game_over(game, end: str, why: list) -> Event:
    """End the game (`end`: the state's name for why, `why`: its phrase) and say who won."""
    s = game.state
    s["over"], s["end"] = True, end
    r = game.result()
    win = say("dy.tie") if r["winner"] is None else say("dy.wins", seat=game.who(r["winner"]))
    return Event.said("game over", say("dy.game over", why=why, win=win), r)


# ------------------------------------------------------------ shared actions
@dataclass(frozen=True, repr=False)
class Pass(Action):
    kind = "pass"

    def __str__(self):
        return "pass"


@dataclass(frozen=True, repr=False)
class Commit(Action):
    kind = "commit"
    count: int

    def __str__(self):
        return f"commit {self.count}"

    def parts(self):
        return {"count": self.count}


@dataclass(frozen=True, repr=False)
class ChooseWar(Action):
    kind = "war"
    colour: str

    def __str__(self):
        return f"war {COLOUR_NAME[self.colour]}"

    def parts(self):
        return {"piece": self.colour}


@dataclass(frozen=True, repr=False)
class Decline(Action):
    kind = "decline"

    def __str__(self):
        return "decline"
