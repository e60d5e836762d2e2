"""How well each seat stands in a game of Tigris & Euphrates, for the bots: the points
(weakest colour first, treasures wild), and what may still become points, each weighed by
how much a point of its colour would lift the seat's count (`needs`): its leaders in
kingdoms (a leader scores the tiles of its colour placed in its kingdom; the king also
those of the colours no leader there claims; a monument of its colour scores every turn;
the temples beside it defend it in a revolt, the tiles of its colour in its kingdom in a
war), a trader in a kingdom with treasures (wild points), the tiles behind the screen and
the catastrophes still in front of it. What may still come counts less as the game nears
its end (the bag running out, or the last treasures)."""
from __future__ import annotations

from collections import Counter

from ..dynasties import COLOURS
from ..dynasties.standing import needs
from .actions import Catastrophe, PlaceTile
from .board import BOARDS, NEIGHBOURS
from .kingdoms import components
from .structures import block

#: A leader's worth in a kingdom, in points of its colour's need.
LEAD = 0.3
#: The king's worth for each colour no leader of its kingdom claims (he scores its tiles).
JOKER = 0.06
#: A leader's worth in a kingdom with a monument of its colour (a point every turn).
MONUMENT = 0.5
#: Per temple beside a leader (its strength in a revolt), at most GUARD_CAP of them.
GUARD, GUARD_CAP = 0.04, 3
#: Per tile of a leader's colour in its kingdom (its strength in a war), at most
#: BACKING_CAP of them.
BACKING, BACKING_CAP = 0.02, 5
#: A trader's worth per treasure in its kingdom (at most two), in points of the weakest
#: colour's need (a treasure counts in any colour).
TRADE = 0.25
#: A tile behind the screen, at most HAND_CAP of a colour.
HAND, HAND_CAP = 0.04, 2
#: A catastrophe still in front of the screen.
CATASTROPHE = 0.05
#: Tiles in the bag, and treasures on the board beyond the last two, under which what may
#: still come counts less (in proportion).
LATE_BAG, LATE_TREASURES = 20, 3


def standing(game) -> list[float]:
    s = game.state
    n = s["players"]
    counts = [needs(s["scores"][i], s["treasure_points"][i]) for i in range(n)]
    potential = [0.0] * n
    tiles, leaders = s["tiles"], s["leaders"]
    label, groups = components(s)
    kingdoms: dict[int, list[tuple[int, str, int]]] = {}
    for q, code in enumerate(leaders):
        if code is not None:
            kingdoms.setdefault(label[q], []).append((int(code[0]), code[1], q))
    treasures = s["treasures"]
    for g, found in kingdoms.items():
        squares = groups[g]
        inside = set(squares)
        colours = Counter(tiles[q] for q in squares)      # face-up tiles by colour
        monuments = {c for m in s["monuments"] if inside.intersection(block(m["at"]))
                     for c in m["colours"]}
        claimed = {colour for _, colour, _ in found}
        riches = min(2, sum(1 for q in treasures if q in inside))
        for seat, colour, q in found:
            need = counts[seat][1]
            guard = sum(1 for m in NEIGHBOURS[q] if tiles[m] == "R")
            potential[seat] += need[colour] * (
                LEAD + MONUMENT * (colour in monuments) + GUARD * min(guard, GUARD_CAP)
                + BACKING * min(colours[colour], BACKING_CAP))
            if colour == "K":
                potential[seat] += JOKER * sum(need[c] for c in COLOURS if c not in claimed)
            if colour == "G":
                potential[seat] += TRADE * riches * max(need.values())
    for i, hand in enumerate(s["hands"]):
        need = counts[i][1]
        potential[i] += HAND * sum(need[c] * min(hand.count(c), HAND_CAP) for c in COLOURS)
        potential[i] += CATASTROPHE * s["catastrophes"][i]
    late = max(0.0, min(1.0, len(s["bag"]) / LATE_BAG,
                        (len(treasures) - 2) / LATE_TREASURES))
    return [counts[i][0] + late * potential[i] for i in range(n)]


def twin(game, action):
    """A key shared by actions after which the game goes on the same way for every seat
    (bots/greedy.py looks one of them ahead for all), or None. A tile or a catastrophe put
    on an empty square whose four neighbours are empty joins no kingdom, scores no point,
    builds nothing and takes nothing: the same tile on any such square of land (or of
    river) leaves every seat standing the same, and so does the catastrophe on any of them.
    Checked against looking every action ahead (tests/engine/test_tigris_standing.py)."""
    if not isinstance(action, (PlaceTile, Catastrophe)):
        return None
    s = game.state
    tiles, leaders, q = s["tiles"], s["leaders"], action.square
    if tiles[q] is not None or leaders[q] is not None or any(
            tiles[m] is not None or leaders[m] is not None for m in NEIGHBOURS[q]):
        return None
    river = q in BOARDS[s["options"]["side"]].river
    return ("tile", action.colour, river) if isinstance(action, PlaceTile) \
        else ("catastrophe", river)
