"""How well each seat stands in the card game, for the bots: the points piles (weakest
colour first, treasures wild), and what may still become points, each weighed by how much
a point of its colour would lift the seat's count (`need`): its leaders on the table (a
leader scores its colour in its kingdom while the kingdom's columns have room; the king
also scores the colours no leader there claims; a ship of its colour scores every turn; a
leader on a red card defends better), the cards in hand (a point is banked from hand), and
the catastrophe still in hand. What may still come counts less as the deck runs out. A
conflict under way counts as it is expected to end (`expected`): the loser's leader gone,
the winner's spoils in its pile."""
from __future__ import annotations

from ..dynasties.standing import needs
from .cards import COLOURS, MAX_IN_COLUMN, SHIPS, ship_colours
from .kingdoms import kingdoms

#: A leader's worth, in points of its colour's need, when its kingdom has room for cards.
LEAD = 0.3
#: The king's worth for each colour no leader of its kingdom claims (he stands in for it).
JOKER = 0.1
#: A leader's worth in a kingdom with a ship of its colour (a point every turn).
SHIP = 0.4
#: A leader on a red card (one more in a revolt).
ON_RED = 0.05
#: A card in hand (at most HAND_CAP of a colour count).
HAND, HAND_CAP = 0.08, 3
#: The catastrophe still in hand.
CATASTROPHE = 0.05
#: The deck size under which what may still come counts less (in proportion).
LATE = 20


def pile_needs(pile: list[str]) -> tuple[float, dict]:
    """`needs` of a points pile (its treasures wild)."""
    return needs({c: pile.count(c) for c in COLOURS}, pile.count("T"))


def expected(state: dict) -> tuple[str, int, list[str]] | None:
    """How the conflict under way is expected to end, if one is: (the leader that leaves,
    as its code; the winning seat; the cards it wins for its points pile). The loser is the
    side whose strength, with every card of the conflict's colour it holds (or those it has
    committed), does not beat the other's (a tie goes to the defender). The winner banks
    one of the cards played (or one from hand when none are), and in a war takes the
    loser's cards of the colour from its former kingdom. Without the leaver a leader placed
    into a revolt it cannot win counted as a leader on the table, and two easy bots could
    start such revolts turn after turn, and never end the game; without the spoils a bot
    started wars whose losses it did not see."""
    d = next((d for d in state["pending"] if d["kind"] == "conflict"), None)
    if d is None:
        return None
    strength, played = [], bool(state["table"])
    for i, seat in enumerate((d["attacker"], d["defender"])):
        added = d["added"][i]
        held = state["hands"][seat].count(d["fight"]) if added is None else added
        strength.append(d["base"][i] + held)
        played = played or held > 0
    lost = 0 if strength[0] <= strength[1] else 1
    sides = (d["attacker"], d["defender"])
    loser, winner = sides[lost], sides[1 - lost]
    spoils = [d["fight"]] if played else []
    if d["type"] == "war":
        spoils += [d["colour"]] * d["base"][lost]
    return f"{loser}{d['colour']}", winner, spoils


def standing(game) -> list[float]:
    s = game.state
    n = s["players"]
    outcome = expected(s)
    leaving, winner, spoils = outcome if outcome else (None, None, [])
    piles = [pile_needs(p + spoils if i == winner else p) for i, p in enumerate(s["piles"])]
    potential = [0.0] * n
    for cols in kingdoms(s):
        room, leaders, ships = 0, [], set()
        for c in cols:
            col = s["cols"][c]
            room += MAX_IN_COLUMN - (len(col) - 1)
            for cell in col:
                if cell["leader"]:
                    leaders.append((cell["leader"], cell["card"]))
                elif cell["card"] in SHIPS:
                    ships.update(ship_colours(cell["card"]))
        for c in cols[:-1]:
            cell = s["gaps"][c]
            if cell is not None and cell["leader"]:
                leaders.append((cell["leader"], cell["card"]))
        claimed = {code[1] for code, _ in leaders}
        open_ = min(1.0, room / 4)
        for code, card in leaders:
            if code == leaving:
                continue
            seat, colour = int(code[0]), code[1]
            need = piles[seat][1]
            v = LEAD * open_ * need[colour]
            if colour == "K":
                v += JOKER * open_ * sum(need[c] for c in COLOURS if c not in claimed)
            if colour in ships:
                v += SHIP * need[colour]
            if card in ("R", "T"):
                v += ON_RED * need[colour]
            potential[seat] += v
    for i, hand in enumerate(s["hands"]):
        need = piles[i][1]
        potential[i] += HAND * sum(need[c] * min(hand.count(c), HAND_CAP) for c in COLOURS)
        potential[i] += CATASTROPHE * bool(s["catastrophes"][i])
    late = min(1.0, len(s["deck"]) / LATE)
    return [piles[i][0] + late * potential[i] for i in range(n)]
