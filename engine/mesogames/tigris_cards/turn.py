"""A turn of the card game: up to two actions of the active player (place or move a leader,
add a card to a column or between two treasures, play the catastrophe, pass), then the
end of the turn (the ships' points), the refill of every hand and the end of the game."""
from __future__ import annotations

from ..core import Event, IllegalAction
from ..dynasties import game_over, next_turn
from ..phrases import say
from ..queue import Step, TurnActions
from .actions import Catastrophe, Pass, PlaceLeader, PlayCard
from .cards import (
    COLOUR_NAME,
    COLOURS,
    COLUMNS,
    GAPS,
    HAND,
    KIND_NAME,
    LEADER_NAME,
    LINK_MINIMUM,
    MAX_IN_COLUMN,
    SHIPS,
    pos_str,
    ship_colours,
    target_str,
)
from .conflicts import revolt
from .kingdoms import (
    card_at,
    cell_at,
    cells_of,
    find_leader,
    kingdom_of_column,
    kingdoms,
    leader_of_colour,
    treasures_in_play,
)

ACTIONS_PER_TURN = 2


# ------------------------------------------------------------ legal actions
# Every turn action made once (actions are values): listing a turn's ~200 legal actions,
# which a bot's search does at every step, then builds none.
_POSITIONS = [("c", c, r) for c in range(COLUMNS) for r in range(MAX_IN_COLUMN + 1)] + \
    [("g", g) for g in range(GAPS)]
_LEADER = {colour: {pos: PlaceLeader(colour, pos) for pos in _POSITIONS} for colour in COLOURS}
_CARD_IN = {colour: [PlayCard(colour, ("col", i)) for i in range(COLUMNS)] for colour in COLOURS}
_CARD_LINK = {colour: [PlayCard(colour, ("g", g)) for g in range(GAPS)] for colour in COLOURS}
_CATASTROPHE = {pos: Catastrophe(pos) for pos in _POSITIONS}
_PASS = Pass()


def turn_legal(game) -> list:
    """The actions of the active player when no decision is pending."""
    s, seat = game.state, game.to_move
    hand = s["hands"][seat]
    acts: list = []
    cols, gaps = s["cols"], s["gaps"]
    cells: list[tuple[tuple, dict]] = [(("c", c, r), cell) for c, col in enumerate(cols)
                                       for r, cell in enumerate(col)]
    cells += [(("g", g), cell) for g, cell in enumerate(gaps) if cell is not None]
    kid = _kingdom_ids(s)
    free = [pos for pos, cell in cells
            if not (cell["leader"] or cell["card"] in SHIPS or cell.get("down"))]
    where = {cell["leader"]: pos for pos, cell in cells if cell["leader"]}
    for colour in COLOURS:
        cur = where.get(f"{seat}{colour}")
        mine = _LEADER[colour]
        if cur is None:
            acts += [mine[pos] for pos in free]
        else:
            here = kid[cur[1]]
            acts += [mine[pos] for pos in free if kid[pos[1]] != here]
    open_cols = [i for i, col in enumerate(cols) if len(col) - 1 < MAX_IN_COLUMN]
    links = [g for g in range(GAPS) if gaps[g] is None and len(cols[g]) > LINK_MINIMUM
             and len(cols[g + 1]) > LINK_MINIMUM]
    for colour in COLOURS:
        if colour not in hand:
            continue
        into, link = _CARD_IN[colour], _CARD_LINK[colour]
        acts += [into[i] for i in open_cols]
        acts += [link[g] for g in links]
    if s["catastrophes"][seat]:
        acts += [_CATASTROPHE[pos] for pos, cell in cells
                 if not cell["leader"] and cell["card"] not in SHIPS
                 and not (pos[0] == "c" and pos[2] == 0)]
    acts.append(_PASS)
    return acts


def turn_more_legal_than(game, n: int) -> bool:
    """`len(turn_legal(game)) > n`, counted from the pass and the cards of the hand's
    colours into the columns with room first (each is legal), so that the kingdoms are
    read only when those are not enough."""
    s = game.state
    colours = {c for c in s["hands"][game.to_move] if c in COLOURS}
    open_cols = sum(1 for col in s["cols"] if len(col) - 1 < MAX_IN_COLUMN)
    return 1 + len(colours) * open_cols > n or len(turn_legal(game)) > n


def _kingdom_ids(state: dict) -> list[int]:
    ids = [0] * COLUMNS
    for k in kingdoms(state):
        for c in k:
            ids[c] = k[0]
    return ids


# ------------------------------------------------------------ the actions
def place_leader(game, seat: int, a: PlaceLeader) -> list[Event]:
    s = game.state
    rule = "placing leaders"
    cell = cell_at(s, a.pos)
    if cell is None:
        raise IllegalAction(rule, f"There is no card at {pos_str(a.pos)}; a leader stands on "
                            "a civilization card.")
    if cell["card"] in SHIPS:
        raise IllegalAction(rule, "Leaders may not be placed on ships.")
    if cell.get("down"):
        raise IllegalAction(rule, "The link card is face down until the wars are over.")
    if cell["leader"]:
        raise IllegalAction(rule, f"A leader already stands on {pos_str(a.pos)}.")
    cur = find_leader(s, seat, a.leader)
    target = kingdom_of_column(s, a.pos[1])
    if cur is not None and cur[1] in target:
        raise IllegalAction(rule, "A leader moves from one kingdom to another; "
                            f"{pos_str(a.pos)} is in the kingdom it stands in already.")
    name = f"{game.who(seat)}'s {LEADER_NAME[a.leader]}"
    other = leader_of_colour(s, target, a.leader)
    if cur is not None:
        card_at(s, cur)["leader"] = None
        text = f"{name} moves from {pos_str(cur)} to {pos_str(a.pos)}."
    else:
        text = f"{name} is placed on {pos_str(a.pos)}."
    cell["leader"] = f"{seat}{a.leader}"
    s["actions"] += 1
    events = [Event("leader", text, {"seat": seat, "leader": a.leader,
                                     "from": cur and pos_str(cur), "to": pos_str(a.pos)})]
    if other is not None:
        d = revolt(s, seat, a.pos, other[0], other[1])
        s["pending"].insert(0, d)
        events.append(Event("revolt", f"Revolt: {name} challenges {game.who(other[0])}'s "
                            f"{LEADER_NAME[a.leader]}. Each commits red cards; "
                            f"{game.who(seat)} starts with {d['base'][0]}, "
                            f"{game.who(other[0])} with {d['base'][1]} (a leader on a red "
                            "card adds 1).",
                            {"attacker": seat, "defender": other[0], "base": d["base"]}))
    return events


def play_card(game, seat: int, a: PlayCard) -> list[Event]:
    s = game.state
    hand = s["hands"][seat]
    word = COLOUR_NAME[a.colour]
    if a.colour not in hand:
        raise IllegalAction("placing cards", f"{game.who(seat)} has no {word} card in hand.")
    if a.target[0] == "col":
        return _add_to_column(game, seat, a.colour, a.target[1])
    g = a.target[1]
    if s["gaps"][g] is not None:
        raise IllegalAction("placing cards", f"The gap {target_str(a.target)} is filled "
                            "already.")
    if len(s["cols"][g]) <= LINK_MINIMUM or len(s["cols"][g + 1]) <= LINK_MINIMUM:
        raise IllegalAction("placing cards", "A card goes between two treasures only when "
                            "each of the two columns holds at least 3 cards.")
    hand.remove(a.colour)
    s["gaps"][g] = {"card": a.colour, "leader": None, "down": True}
    s["actions"] += 1
    s["pending"].insert(0, {"kind": "wars", "link": g})
    where = target_str(a.target)
    return [Event("link", f"{game.who(seat)} joins two kingdoms with a {word} card, face "
                  f"down, in the gap {where}.", {"seat": seat, "gap": where, "card": a.colour},
                  private_to=seat, public_text=f"{game.who(seat)} joins two kingdoms with a "
                  f"card, face down, in the gap {where}.")]


def _add_to_column(game, seat: int, colour: str, i: int) -> list[Event]:
    s = game.state
    col = s["cols"][i]
    if len(col) - 1 >= MAX_IN_COLUMN:
        raise IllegalAction("placing cards", f"Column {i + 1} holds 8 cards already; a column "
                            "holds at most 8.")
    s["hands"][seat].remove(colour)
    col.append({"card": colour, "leader": None})
    s["actions"] += 1
    word = COLOUR_NAME[colour]
    events = [Event.said("card", say("tc.card", seat=game.who(seat), word=word,
                                     kind=KIND_NAME[colour], column=i + 1,
                                     place=f"{i + 1}.{len(col) - 1}"),
                         {"seat": seat, "card": colour, "column": i + 1})]
    cols = kingdom_of_column(s, i)
    scorer = leader_of_colour(s, cols, colour)
    if scorer is None and colour != "K":
        scorer = leader_of_colour(s, cols, "K")
    if scorer is not None:
        s["pending"].append({"kind": "bank", "seat": scorer[0], "colour": colour,
                             "why": "score"})
    rows = col[1:]
    if len(rows) >= 4 and all(c["card"] == colour for c in rows[-4:]):
        options = [x for x in SHIPS if x in s["ships"] and (colour == "B" or x[1] == colour)]
        if options:
            s["pending"].append({"kind": "ship", "seat": seat, "colour": colour, "column": i,
                                 "options": options})
    return events


def catastrophe(game, seat: int, a: Catastrophe) -> list[Event]:
    s = game.state
    rule = "catastrophe"
    if not s["catastrophes"][seat]:
        raise IllegalAction(rule, f"{game.who(seat)} has played their catastrophe already; "
                            "it is played once a game.")
    cell = cell_at(s, a.pos)
    if cell is None:
        raise IllegalAction(rule, f"There is no card at {pos_str(a.pos)}.")
    if a.pos[0] == "c" and a.pos[2] == 0:
        raise IllegalAction(rule, "A catastrophe cannot remove a treasure (or the red card "
                            "that replaced it at the head of a column).")
    if cell["card"] in SHIPS:
        raise IllegalAction(rule, "A catastrophe cannot remove a ship.")
    if cell["leader"]:
        raise IllegalAction(rule, "A catastrophe cannot remove a card a leader stands on.")
    s["catastrophes"][seat] = False
    if a.pos[0] == "g":
        s["gaps"][a.pos[1]] = None
        extra = " The two kingdoms it joined are separated again."
    else:
        s["cols"][a.pos[1]].pop(a.pos[2])
        extra = f" Column {a.pos[1] + 1} closes upward."
    s["discard"].append(cell["card"])
    s["actions"] += 1
    return [Event("catastrophe", f"{game.who(seat)} plays the catastrophe on the "
                  f"{COLOUR_NAME[cell['card']]} card at {pos_str(a.pos)}; both leave the game."
                  + extra, {"seat": seat, "pos": pos_str(a.pos), "card": cell["card"]})]


def pass_turn(game, seat: int, a: Pass) -> list[Event]:
    game.state["pending"].append({"kind": "end of turn"})
    return [Event.said("pass", say("tc.pass", seat=game.who(seat)), {"seat": seat})]


TURN_ACTIONS: TurnActions = {PlaceLeader: place_leader, PlayCard: play_card,
                             Catastrophe: catastrophe, Pass: pass_turn}
TURN_TEXT = "place or move a leader, add a card, play the catastrophe or pass"


# ------------------------------------------------------- the end of a turn
class EndOfTurn(Step):
    """A point to bank for each leader of the active player in a kingdom with a ship of
    its colour, then the refill."""
    name = "end of turn"
    keys = frozenset({"kind"})

    def run(self, game, d):
        s = game.state
        s["pending"].pop(0)
        active = s["turn"]
        bonus = []
        for colour in COLOURS:
            pos = find_leader(s, active, colour)
            if pos is None:
                continue
            for _, cell in cells_of(s, kingdom_of_column(s, pos[1])):
                if cell["card"] in SHIPS and colour in ship_colours(cell["card"]):
                    bonus.append({"kind": "bank", "seat": active, "colour": colour,
                                  "why": "ship"})
                    break
        s["pending"][0:0] = bonus + [{"kind": "refill"}]
        return []


class Refill(Step):
    """Every hand back to eight cards from the deck; the game ends when the deck cannot do
    it, one treasure or none is left in play, or no card can be added anywhere."""
    name = "refill"
    keys = frozenset({"kind"})

    def run(self, game, d):
        s = game.state
        s["pending"].pop(0)
        need = sum(HAND - len(h) for h in s["hands"])
        full = all(len(c) - 1 >= MAX_IN_COLUMN for c in s["cols"]) and \
            all(g is not None for g in s["gaps"])
        if len(s["deck"]) < need:
            return [game_over(game, "deck", say("tc.deck"))]
        if treasures_in_play(s) <= 1:
            return [game_over(game, "treasures", say("tc.one treasure"))]
        if full:
            return [game_over(game, "table full", say("tc.table full"))]
        events = []
        n = s["players"]
        for k in range(n):
            seat = (s["turn"] + k) % n
            want = HAND - len(s["hands"][seat])
            if want:
                drawn = s["deck"][:want]
                del s["deck"][:want]
                s["hands"][seat].extend(drawn)
                who = game.who(seat)
                said = (say("tc.draw", seat=who, n=len(drawn),
                            cards=[COLOUR_NAME[c] for c in drawn]) if drawn
                        else say("tc.draw none", seat=who))
                events.append(Event.said("draw", said, {"seat": seat, "cards": drawn},
                                         private_to=seat,
                                         public=say("tc.draws", seat=who, n=want)))
        return events + [next_turn(game)]


KINDS = (EndOfTurn(), Refill())
