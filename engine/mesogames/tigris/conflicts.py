"""Conflicts: internal ones (a leader placed in a kingdom holding a leader of its colour;
temples decide) and external ones (two kingdoms united by a tile; supporters decide)."""
from __future__ import annotations

from ..dynasties import COLOURS, attacker_first
from .board import NEIGHBOURS
from .kingdoms import components, group_of, leaders_in, temples_beside


def revolt(state: dict, attacker: int, att_sq: int, defender: int, def_sq: int,
           colour: str) -> dict:
    """An internal conflict: "Attaquant et défenseur comptent d'abord les Temples voisins
    aux cases de leurs chefs" (a temple beside both counts for both)."""
    return {"k": "conflict", "type": "revolt", "colour": colour, "fight": "R",
            "att": attacker, "def": defender, "seat": attacker, "at": [att_sq, def_sq],
            "base": [temples_beside(state, att_sq), temples_beside(state, def_sq)],
            "n": [None, None]}


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
    return {"k": "conflict", "type": "war", "colour": colour, "fight": colour,
            "att": att, "def": dfn, "seat": att, "at": [owners[att], owners[dfn]],
            "base": base, "n": [None, None], "junction": junction}


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


def kingdoms(state: dict) -> list[list[int]]:
    """Every kingdom, as its sorted squares, in the order of their first square."""
    label, groups = components(state)
    leaders = state["leaders"]
    return [sorted(g) for g in groups if any(leaders[i] for i in g)]
