"""Conflicts: revolts (a leader placed beside a leader of its colour) and wars (two
kingdoms joined), and the final count of the points piles."""
from __future__ import annotations

from ..dynasties import attacker_first, weakest_first_counts, wild_counts
from .cards import COLOURS
from .kingdoms import cell_at, is_red, kingdom_of_column, leaders_in, side_cells, side_of_pos


def revolt(state: dict, attacker: int, att_pos: tuple, defender: int, def_pos: tuple) -> dict:
    """A revolt: red cards from hand, +1 for a leader standing on a red card."""
    return {"k": "conflict", "type": "revolt", "colour": state_colour(state, att_pos),
            "fight": "R", "att": attacker, "def": defender, "seat": attacker,
            "base": [int(is_red(cell_at(state, att_pos))), int(is_red(cell_at(state, def_pos)))],
            "n": [None, None]}


def state_colour(state: dict, pos: tuple) -> str:
    return cell_at(state, pos)["l"][1]


def war_conflicts(state: dict, link: int) -> list[str]:
    """Colours with two leaders in the kingdom holding the link card."""
    cols = kingdom_of_column(state, link)
    seen: dict[str, int] = {}
    for code in leaders_in(state, cols):
        seen[code[1]] = seen.get(code[1], 0) + 1
    return [c for c in COLOURS if seen.get(c, 0) >= 2]


def side_strength(state: dict, cols: list[int], link: int, left: bool, colour: str) -> int:
    """Cards of `colour` in a leader's former kingdom (ships and the face-down link card do
    not count; a treasure counts as a red card)."""
    n = 0
    for _, cell in side_cells(state, cols, link, left):
        if cell.get("down"):
            continue
        if cell["c"] == colour or (colour == "R" and cell["c"] == "T"):
            n += 1
    return n


def war(state: dict, link: int, colour: str, active: int) -> dict:
    cols = kingdom_of_column(state, link)
    owners = {}
    for code, pos in leaders_in(state, cols).items():
        if code[1] == colour:
            owners[int(code[0])] = side_of_pos(pos, link)
    a, b = list(owners)
    att, dfn = attacker_first(a, b, active, state["players"])
    base = [side_strength(state, cols, link, owners[s], colour) for s in (att, dfn)]
    return {"k": "conflict", "type": "war", "colour": colour, "fight": colour, "att": att,
            "def": dfn, "seat": att, "base": base, "n": [None, None], "link": link,
            "sides": [owners[att], owners[dfn]]}


def remove_loser_cards(state: dict, link: int, left: bool, colour: str) -> list[str]:
    """Remove every card of `colour` from the loser's former kingdom, except heads
    (treasures*) and cards carrying a leader; columns close upward. Returns the cards."""
    cols = kingdom_of_column(state, link)
    side = [c for c in cols if (c <= link) == left]
    removed = []
    for c in side:
        col = state["cols"][c]
        keep = [col[0]]
        for cell in col[1:]:
            if cell["c"] == colour and not cell["l"]:
                removed.append(cell["c"])
            else:
                keep.append(cell)
        state["cols"][c] = keep
    for c in side[:-1]:
        cell = state["gaps"][c]
        if cell is not None and cell["c"] == colour and not cell["l"] and not cell.get("down"):
            removed.append(cell["c"])
            state["gaps"][c] = None
    return removed


def weakest_first(pile: list[str]) -> list[int]:
    """The colour counts of a points pile, treasures placed as wild cards to lift the
    weakest colours, sorted from the weakest: the value compared between players."""
    return weakest_first_counts({c: pile.count(c) for c in COLOURS}, pile.count("T"))


def best_assignment(pile: list[str]) -> dict[str, int]:
    """Counts per colour with the treasures assigned (each to the weakest colour)."""
    return wild_counts({c: pile.count(c) for c in COLOURS}, pile.count("T"))
