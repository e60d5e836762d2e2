"""Conflicts: internal ones (a leader placed in a kingdom holding a leader of its colour;
temples decide) and external ones (two kingdoms united by a tile; supporters decide), on
the skeleton both Tigris games share (`dynasties.conflicts`).

A conflict's entry adds to the shared keys `leaders` (the squares of the attacker's and
the defender's leaders) and `junction` (the junction tile of a war; None in a revolt).
"""
from __future__ import annotations

from ..core import Event, IllegalAction
from ..dynasties import COLOUR_NAME, COLOURS, LEADER_NAME, attacker_first
from ..dynasties.conflicts import Conflict, Order, Wars
from ..phrases import say
from .board import NEIGHBOURS, TILE_NAME, square_name, square_names
from .kingdoms import group_of, leaders_in, lonely_leaders, temples_beside
from .scoring import score


def revolt(state: dict, attacker: int, att_sq: int, defender: int, def_sq: int,
           colour: str) -> dict:
    """An internal conflict: "Attaquant et défenseur comptent d'abord les Temples voisins
    aux cases de leurs chefs" (a temple beside both counts for both)."""
    return {"kind": "conflict", "type": "revolt", "colour": colour, "fight": "R",
            "attacker": attacker, "defender": defender, "seat": attacker,
            "leaders": [att_sq, def_sq], "junction": None,
            "base": [temples_beside(state, att_sq), temples_beside(state, def_sq)],
            "added": [None, None]}


def war_colours(state: dict, junction: int) -> list[str]:
    """Colours with two leaders in the kingdom holding the junction tile."""
    seen: dict[str, int] = {}
    for code in leaders_in(state, group_of(state, junction)):
        seen[code[1]] = seen.get(code[1], 0) + 1
    return [c for c in COLOURS if seen.get(c, 0) >= 2]


def side(state: dict, junction: int, leader_sq: int) -> list[int]:
    """A leader's side of the union: its former kingdom, the junction tile left out."""
    return group_of(state, leader_sq, skip=junction)


def supporters(state: dict, squares, colour: str) -> int:
    """Face-up tiles of the conflict's colour on one side."""
    tiles = state["tiles"]
    return sum(1 for i in squares if tiles[i] == colour)


def war(state: dict, junction: int, colour: str, active: int) -> dict:
    """An external conflict of `colour` in the kingdom holding the junction tile."""
    owners = {int(code[0]): sq for code, sq in leaders_in(state, group_of(state, junction)).items()
              if code[1] == colour}
    a, b = list(owners)
    att, dfn = attacker_first(a, b, active, state["players"])
    base = [supporters(state, side(state, junction, owners[s]), colour) for s in (att, dfn)]
    return {"kind": "conflict", "type": "war", "colour": colour, "fight": colour,
            "attacker": att, "defender": dfn, "seat": att, "leaders": [owners[att], owners[dfn]],
            "base": base, "added": [None, None], "junction": junction}


def remove_supporters(state: dict, squares: list[int], colour: str) -> list[int]:
    """Take the loser's supporters off the board; returns their squares.

    Kept on the board: in a war of priests, "Les Temples portant un Trésor et ceux voisins
    à d'autres chefs"; with expansion 1, a tile carrying a civilization building (a
    building is moved only to a longer line, never taken off: docs/rules/tigris.md).
    """
    tiles, leaders = state["tiles"], state["leaders"]
    treasures = set(state["treasures"])
    buildings = {sq for sq in state["buildings"].values() if sq is not None}
    removed = []
    for i in squares:
        if tiles[i] != colour or i in buildings:
            continue
        if colour == "R" and (i in treasures or any(leaders[n] for n in NEIGHBOURS[i])):
            continue
        removed.append(i)
    for i in removed:
        tiles[i] = None
    return removed


class TigrisConflict(Conflict):
    keys = frozenset({"kind", "type", "colour", "fight", "attacker", "defender", "seat",
                      "leaders", "junction", "base", "added"})

    def rule_for(self, game, d):
        return "internal conflict" if d["type"] == "revolt" else "external conflict"

    def word(self, fight):
        return TILE_NAME[fight]

    def counts(self, game, d, seat):
        """Any number it holds; with the English variant, the attacker only enough to lead,
        the defender only exactly enough to tie."""
        s = game.state
        have = s["hands"][seat].count(d["fight"])
        if not s["options"]["english"]:
            return list(range(have + 1))
        base = d["base"]
        if d["added"][0] is None:
            return [0] + [n for n in range(1, have + 1) if base[0] + n > base[1]]
        need = base[0] + d["added"][0] - base[1]
        return [0, need] if 0 < need <= have else [0]

    def refuse(self, game, d, seat, n):
        have = game.state["hands"][seat].count(d["fight"])
        if n > have:
            return super().refuse(game, d, seat, n)
        allowed = self.counts(game, d, seat)
        return IllegalAction("English variant", f"{game.who(seat)} may add "
                             + " or ".join(str(k) for k in allowed)
                             + f" {TILE_NAME[d['fight']]}s here: the attacker only enough to "
                             "lead, the defender only exactly enough to tie.")

    def resolve(self, game, d, winner, loser, strength):
        s = game.state
        att, dfn = strength
        lsq = d["leaders"][1] if winner == d["attacker"] else d["leaders"][0]
        colour, name = d["colour"], LEADER_NAME[d["colour"]]
        kind = "internal" if d["type"] == "revolt" else "external"
        s["out"] += len(s["table"])
        s["table"] = []
        tie = say("tg.tie") if att == dfn else None
        events = [Event.said("conflict", say(
            "tg.conflict", winner=game.who(winner), kind=kind, leader=name, high=max(att, dfn),
            low=min(att, dfn), tie=tie, loser=game.who(loser), square=square_name(lsq)),
            {"winner": winner, "loser": loser, "strength": [att, dfn], "colour": colour})]
        if d["type"] == "revolt":
            s["leaders"][lsq] = None
            score(s, winner, "R")
            events.append(Event.said("point", say("tg.revolt point", seat=game.who(winner)),
                                     {"seat": winner, "colour": "R", "points": 1}))
            return events
        squares = side(s, d["junction"], lsq)
        s["leaders"][lsq] = None
        removed = remove_supporters(s, squares, d["fight"])
        s["out"] += len(removed)
        points = 1 + len(removed)
        score(s, winner, colour, points)
        word = TILE_NAME[d["fight"]]
        scored = {"loser": game.who(loser), "winner": game.who(winner), "points": points,
                  "what": COLOUR_NAME[colour] + " point", "word": word}
        said = (say("tg.spoils", n=len(removed), verb="leaves" if len(removed) == 1 else "leave",
                    squares=square_names(removed), **scored) if removed
                else say("tg.no spoils", **scored))
        events.append(Event.said("spoils", said,
                                 {"seat": winner, "colour": colour, "points": points,
                                  "removed": [square_name(i) for i in removed]}))
        return events + lonely_leaders(game)

    def view(self, game, d):
        return {**super().view(game, d), "leaders": [square_name(i) for i in d["leaders"]]}


class TigrisWars(Wars):
    """"Si une tuile réunit des royaumes contenant des chefs de même couleur, un conflit
    externe éclate" (one per colour; the junction tile marks the union meanwhile)."""
    keys = frozenset({"kind"})
    title, where = "External conflict", "on their side"
    phrase = "tg.war"

    def colours(self, game, d):
        return war_colours(game.state, game.state["junction"])

    def war(self, game, d, colour):
        s = game.state
        return war(s, s["junction"], colour, s["turn"])

    def word(self, fight):
        return TILE_NAME[fight]

    def several(self, game, colours):
        return ("The united kingdom holds two leaders of each of these colours: "
                + ", ".join(f"{LEADER_NAME[c]}s" for c in colours)
                + f"; {game.who(game.state['turn'])} chooses the order of the conflicts.")

    def over(self, game, d):
        s = game.state
        junction, s["junction"] = s["junction"], None
        return [Event.said("junction", say("tg.junction", square=square_name(junction)),
                           {"square": square_name(junction)})]


WARS = TigrisWars()
KINDS = (TigrisConflict(), WARS,
         Order(WARS, lambda c: f"conflict of the {LEADER_NAME[c]}s", "external conflict"))
