"""Territories and kingdoms: squares joined side by side by tiles and leaders.

"Les cases occupées par une tuile Civilisation ou un jeton Chef qui se touchent par un
côté [...] forment un territoire. Si un territoire comprend au moins un chef, il constitue
un royaume." Tiles turned face down under a monument still join ("Même retournées, les
quatre tuiles conservent leur fonction de lien"); catastrophes do not. A leader left
without a temple beside it goes home.
"""
from __future__ import annotations

from itertools import compress

from ..core import Event
from ..dynasties import LEADER_NAME
from ..phrases import say
from .board import CATASTROPHE, NEIGHBOURS, SIZE, square_name


def joins(state: dict, i: int) -> bool:
    """Whether square i holds a piece that joins its neighbours (a tile or a leader)."""
    t = state["tiles"][i]
    return (t is not None and t != CATASTROPHE) or state["leaders"][i] is not None


def components(state: dict, skip: int | None = None) -> tuple[list[int], list[list[int]]]:
    """(label of each square, the groups): every group of joined squares, with the
    square `skip` left out (a leader being moved, or the junction tile). Squares that join
    nothing have label -1. The result is shared: do not change it.

    Kept for the last few positions asked: a position's kingdoms are asked for several
    times per action (legal actions, the tile's score, the treasures at the end of the
    action). A position is found by comparing the board's lists, which is cheaper than
    hashing them."""
    tiles, leaders = state["tiles"], state["leaders"]
    for entry in _RECENT:
        if entry[2] == skip and entry[0] == tiles and entry[1] == leaders:
            return entry[3]
    found = _components(tiles, leaders, skip)
    _RECENT.insert(0, (list(tiles), list(leaders), skip, found))
    del _RECENT[_KEEP:]             # each step is atomic, so bots' threads may share it
    return found


#: (tiles, leaders, skip, (label, groups)) of the positions asked last, newest first.
_RECENT: list = []
_KEEP = 16


def _components(tiles: list, leaders: list, skip: int | None):
    occupied = [(t is not None and t != CATASTROPHE) or code is not None
                for t, code in zip(tiles, leaders, strict=True)]
    if skip is not None:
        occupied[skip] = False
    label = [-1] * SIZE
    groups: list[list[int]] = []
    neighbours = NEIGHBOURS
    for start in compress(range(SIZE), occupied):
        if label[start] == -1:
            g = len(groups)             # the flood of _flood, inlined: the hot loop of a turn
            label[start] = g
            group = [start]
            for q in group:             # the list grows while it is read: breadth first
                for n in neighbours[q]:
                    if label[n] == -1 and occupied[n]:
                        label[n] = g
                        group.append(n)
            groups.append(group)
    return label, groups


def _flood(start: int, g: int, label: list[int], old: int, joins: list[bool]) -> list[int]:
    """Label with g every square reachable from `start` through squares labelled `old`
    where joins[square] holds; returns them."""
    label[start] = g
    group = [start]
    k = 0
    while k < len(group):
        for n in NEIGHBOURS[group[k]]:
            if label[n] == old and joins[n]:
                label[n] = g
                group.append(n)
        k += 1
    return group


def without_square(label: list[int], groups: list[list[int]],
                   skip: int) -> tuple[list[int], list[list[int]]]:
    """`components(state, skip)` computed from `components(state)`: only the group that
    held `skip` can split, so only its squares are searched again. The groups it splits
    into come last."""
    old = label[skip]
    if old < 0:
        return label, groups
    label = list(label)
    groups = list(groups)
    members = sorted(set(groups[old]) - {skip})
    inside = [False] * SIZE
    for m in members:
        inside[m] = True
    label[skip] = -1
    groups[old] = []
    for start in members:
        if label[start] == old:
            groups.append(_flood(start, len(groups), label, old, inside))
    return label, groups


def kingdoms(state: dict) -> list[list[int]]:
    """Every kingdom, as its sorted squares, in the order of their first square."""
    label, groups = components(state)
    leaders = state["leaders"]
    return [sorted(g) for g in groups if any(leaders[i] for i in g)]


def group_of(state: dict, i: int, skip: int | None = None) -> list[int]:
    """The squares joined to square i (which must hold a piece)."""
    label, groups = components(state, skip)
    return groups[label[i]] if label[i] >= 0 else []


def leaders_in(state: dict, squares) -> dict[str, int]:
    """{leader code ("0K": seat 0's king): square} for the leaders on `squares`."""
    leaders = state["leaders"]
    return {leaders[i]: i for i in squares if leaders[i] is not None}


def leader_square(state: dict, seat: int, colour: str) -> int | None:
    try:
        return state["leaders"].index(f"{seat}{colour}")
    except ValueError:
        return None


def leader_of_colour(state: dict, squares, colour: str) -> tuple[int, int] | None:
    """(seat, square) of the leader of `colour` on `squares`, if any."""
    for code, i in leaders_in(state, squares).items():
        if code[1] == colour:
            return int(code[0]), i
    return None


def kingdom_labels(state: dict, label: list[int], groups: list[list[int]]) -> set[int]:
    """The labels of the groups that are kingdoms (hold at least one leader)."""
    return {label[i] for i in compress(range(SIZE), state["leaders"]) if label[i] >= 0}


def neighbour_kingdoms(state: dict, i: int, label: list[int], kings: set[int]) -> set[int]:
    """The distinct kingdoms beside square i."""
    return {label[n] for n in NEIGHBOURS[i] if label[n] in kings}


def beside_temple(state: dict, i: int) -> bool:
    return any(state["tiles"][n] == "R" for n in NEIGHBOURS[i])


def temples_beside(state: dict, i: int) -> int:
    return sum(1 for n in NEIGHBOURS[i] if state["tiles"][n] == "R")


def treasures_on(state: dict, squares) -> list[int]:
    on = set(state["treasures"])
    return sorted(i for i in squares if i in on)


def lonely_leaders(game) -> list[Event]:
    """"Lorsque le dernier Temple situé à proximité immédiate d'un chef disparaît, le
    chef est immédiatement repris par son propriétaire"."""
    s = game.state
    events = []
    for i in range(SIZE):
        code = s["leaders"][i]
        if code is not None and not beside_temple(s, i):
            s["leaders"][i] = None
            events.append(Event.said("lonely", say(
                "tg.lonely", seat=game.who(int(code[0])), leader=LEADER_NAME[code[1]],
                square=square_name(i)),
                {"seat": int(code[0]), "leader": code[1], "square": square_name(i)}))
    return events
