"""How well each seat stands in the card game, for the bots: the count the winner is found
by (each colour's points, treasures wild, weighed weakest colour first: `weighted`), taken
over the points piles plus what may still become points, counted as a fraction of a card
of its colour: its leaders on the table (a leader scores its colour in its kingdom while
the kingdom's columns have room; the king also scores the colours no leader there claims;
a ship of its colour scores every turn; a leader on a red card defends better), the cards
in hand (a point is banked from hand), and the catastrophe still in hand. What may still
come counts less as the deck runs out. A conflict under way counts as it is expected to
end (`expected`): the loser's leader gone, the winner's spoils in its pile.

What may come is added to the piles' counts before they are weighed, rather than weighed
by the piles' needs: a point banked then always lifts the standing (it turns the fraction
a card in hand stood for into a whole card), where weighing by need made a first point in
a colour lower it (the colour fell from tied-weakest to strongest, and the seat's hand and
leaders of that colour counted for less): the bots declined their first points and the
defender of a revolt preferred to lose it.

`wary_standing` is the search's measure at the end of the seat's own turn (bots/ismcts.py):
the standing less what the seat's leaders stand to lose to revolts the other seats could
win on their next turns, which a search of the seat's own turn does not see. With two
players the plain standing counts the same loss for the seat whose turn it is not."""
from __future__ import annotations

from ..dynasties import wild_counts
from ..dynasties.standing import weighted
from .actions import PlaceLeader
from .cards import COLOURS, MAX_IN_COLUMN, SHIPS, ship_colours
from .kingdoms import card_at, cells_of, kingdom_of_column, kingdoms

#: A leader's worth, in cards of its colour, when its kingdom has room for cards.
LEAD = 0.3
#: The king's worth in each colour no leader of its kingdom claims (he stands in for it).
JOKER = 0.1
#: A leader's worth in a kingdom with a ship of its colour (a point every turn, for the
#: rest of the game: more than a card in hand or a leader's room). Easy bots with 1.2
#: rather than 0.4 won 162 of 300 four-player games seated two against two with 0.4, and
#: hard against three easy bots won 49 of 84 (58%), where with 0.4 it won 39.5 of the same
#: 84 (benchmarks/arena.py tigris_cards hard easy 6 --players 4 --seed S,
#: S = 300-323 and 420-479 by sixes). A fit of the weights to the winners of easy-bot
#: games (Texel's method) asked for 1.2 too, but its other weights played worse.
SHIP = 1.2
#: A leader on a red card (one more in a revolt).
ON_RED = 0.05
#: A card in hand (at most HAND_CAP of a colour count).
HAND, HAND_CAP = 0.08, 3
#: The catastrophe still in hand (in the count's units: it is no colour's).
CATASTROPHE = 0.05
#: How much of a leader's worth a revolt the seat could not win against it costs: about
#: the chance that one of the other seats starts it on its next turn (an even guess).
THREAT = 0.5
#: The deck size under which what may still come counts less (in proportion).
LATE = 20


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


def pile_counts(pile: list[str]) -> dict[str, int]:
    """A points pile's count per colour, its treasures placed where they count most."""
    return wild_counts({c: pile.count(c) for c in COLOURS}, pile.count("T"))


def _parts(s: dict):
    """(each seat's pile counts, each seat's count of what may come per colour, the
    `late` factor, and per leader on the table: (its seat, what it adds per colour, its
    kingdom's columns, its card))."""
    n = s["players"]
    outcome = expected(s)
    leaving, winner, spoils = outcome if outcome else (None, None, [])
    piles = [pile_counts(p + spoils if i == winner else p) for i, p in enumerate(s["piles"])]
    coming = [dict.fromkeys(COLOURS, 0.0) for _ in range(n)]
    placed = {}
    for cols in kingdoms(s):
        room, leaders = 0, []
        ships: set[str] = set()
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
            colour = code[1]
            adds = {colour: LEAD * open_ + SHIP * (colour in ships)
                    + ON_RED * (card in ("R", "T"))}
            if colour == "K":
                for c in COLOURS:
                    if c not in claimed:
                        adds[c] = adds.get(c, 0.0) + JOKER * open_
            more = coming[int(code[0])]
            for c, v in adds.items():
                more[c] += v
            placed[code] = (int(code[0]), adds, cols, card)
    for i, hand in enumerate(s["hands"]):
        for c in COLOURS:
            coming[i][c] += HAND * min(hand.count(c), HAND_CAP)
    return piles, coming, min(1.0, len(s["deck"]) / LATE), placed


def _count(pile: dict, coming: dict, late: float) -> float:
    return weighted(sorted(pile[c] + late * coming[c] for c in COLOURS))


def standing(game) -> list[float]:
    """Each seat's count; with two players, the seat whose turn it is not counts less what
    its leaders stand to lose to the revolts the other could win on its turn (`_threat`).
    Two-player searches look through the other seat's replies, but with a few hundred
    iterations they seldom find its revolt among them: the medium bot spent its red cards
    as points and lost its leaders to a yardstick that held its red cards for revolts."""
    s = game.state
    parts = _parts(s)
    out = _standing(s, parts)
    if s["players"] == 2:
        waiting = 1 - s["turn"]
        out[waiting] -= _threat(s, parts, waiting)
    return out


def _standing(s: dict, parts) -> list[float]:
    piles, coming, late, _ = parts
    return [_count(piles[i], coming[i], late) + late * CATASTROPHE * bool(s["catastrophes"][i])
            for i in range(s["players"])]


def wary_standing(game, seat: int) -> list[float]:
    """The standing of the other seats, and `seat`'s less what it stands to lose to the
    revolts the other seats could win against its leaders on their next turns
    (`_threat`)."""
    s = game.state
    parts = _parts(s)
    out = _standing(s, parts)
    out[seat] -= _threat(s, parts, seat)
    return out


def _threat(s: dict, parts, seat: int) -> float:
    """What `seat` stands to lose to the revolts the other seats could win against its
    leaders: for each of its leaders, whether another seat with a leader of that colour
    elsewhere (or in supply) could bring it onto a free card of the kingdom and, with the
    red cards in its hand (and a red card to stand on), beat the leader's defence (the
    seat's red cards and the card the leader stands on; a tie goes to the defender). Each
    such leader costs THREAT of its worth."""
    piles, coming, late, placed = parts
    defence = s["hands"][seat].count("R")
    reds = {o: s["hands"][o].count("R") for o in range(s["players"]) if o != seat}
    base, lost = None, 0.0
    for code, (owner, adds, cols, card) in placed.items():
        if owner != seat:
            continue
        held = defence + (card in ("R", "T"))
        rivals = [r for o, r in reds.items() if r + 1 > held       # + 1: a red card to stand on
                  and placed.get(f"{o}{code[1]}", (0, 0, None))[2] != cols]
        if not rivals:
            continue
        free = [cell["card"] for _, cell in cells_of(s, cols)
                if not cell["leader"] and cell["card"] not in SHIPS and not cell.get("down")]
        if not free:
            continue
        bonus = any(c in ("R", "T") for c in free)
        if max(rivals) + bonus > held:
            if base is None:
                base = _count(piles[seat], coming[seat], late)
            without = dict(coming[seat])
            for c, v in adds.items():
                without[c] -= v
            lost += THREAT * (base - _count(piles[seat], without, late))
    return lost


def twin(game, action):
    """A key shared by actions after which every seat stands the same (`standing`, and the
    questions the action asks the seat at once), or None: bots/greedy.py looks one of them
    ahead for all. A leader placed on any card of one kingdom counts for that kingdom, and
    its card only as red or not (ON_RED, and a leader's strength in a revolt): the same key.
    Checked against looking every action ahead (tests/engine/test_tigris_cards_standing.py)."""
    if not isinstance(action, PlaceLeader):
        return None
    s = game.state
    return ("leader", action.leader, tuple(kingdom_of_column(s, action.pos[1])),
            card_at(s, action.pos)["card"] in ("R", "T"))
