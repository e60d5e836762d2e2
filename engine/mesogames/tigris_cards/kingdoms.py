"""The table: columns under the treasures, gaps between them, kingdoms, leaders.

State shape: `cols` is a list of 8 columns; a column is a list of cells, the head (the
treasure or the red card that replaced it) first. `gaps` is a list of 7 cells or None. A
cell is {"card": card code, "leader": leader or None} (gap cells also carry "down": face down);
a leader is written "<seat><colour>", e.g. "2G" for seat 2's trader.

A kingdom is a run of columns joined by filled gaps (horizontal links exist only between
the heads: "Les liaisons horizontales ne peuvent se faire qu'entre les cartes Trésor*"),
so kingdoms are identified by their column ranges.
"""
from __future__ import annotations

from collections.abc import Sequence

from .cards import COLUMNS


def kingdoms(state: dict) -> list[list[int]]:
    """The kingdoms as lists of column indices, left to right."""
    out, run = [], [0]
    for i in range(1, COLUMNS):
        if state["gaps"][i - 1] is not None:
            run.append(i)
        else:
            out.append(run)
            run = [i]
    out.append(run)
    return out


def kingdom_of_column(state: dict, col: int) -> list[int]:
    lo = col
    while lo > 0 and state["gaps"][lo - 1] is not None:
        lo -= 1
    hi = col
    while hi < COLUMNS - 1 and state["gaps"][hi] is not None:
        hi += 1
    return list(range(lo, hi + 1))


def cell_at(state: dict, pos: Sequence) -> dict | None:
    if pos[0] == "g":
        return state["gaps"][pos[1]]
    col = state["cols"][pos[1]]
    return col[pos[2]] if pos[2] < len(col) else None


def card_at(state: dict, pos: Sequence) -> dict:
    """The card at `pos`, where one lies (under a leader, say)."""
    cell = cell_at(state, pos)
    assert cell is not None, f"no card at {pos}"
    return cell


def cells_of(state: dict, cols: list[int]):
    """(pos, cell) for every card of the columns `cols` and the gaps between them."""
    for c in cols:
        for r, cell in enumerate(state["cols"][c]):
            yield ("c", c, r), cell
    for c in cols[:-1]:
        cell = state["gaps"][c]
        if cell is not None:
            yield ("g", c), cell


def all_cells(state: dict):
    return cells_of(state, list(range(COLUMNS)))


def leaders_in(state: dict, cols: list[int]) -> dict[str, list]:
    """leader code -> pos for every leader standing in the columns (and gaps between)."""
    return {cell["leader"]: pos for pos, cell in cells_of(state, cols) if cell["leader"]}


def find_leader(state: dict, seat: int, colour: str):
    code = f"{seat}{colour}"
    for pos, cell in all_cells(state):
        if cell["leader"] == code:
            return pos
    return None


def leader_of_colour(state: dict, cols: list[int], colour: str):
    """(seat, pos) of the leader of `colour` in these columns, or None (several: first)."""
    for pos, cell in cells_of(state, cols):
        if cell["leader"] and cell["leader"][1] == colour:
            return int(cell["leader"][0]), pos
    return None


def is_red(cell: dict) -> bool:
    """A red card: a temple, or a treasure ("carte rouge (carte Temple ou Trésor)")."""
    return cell["card"] in ("R", "T") and not cell.get("down")


def treasure_columns(state: dict, cols: list[int]) -> list[int]:
    return [c for c in cols if state["cols"][c][0]["card"] == "T"]


def treasures_in_play(state: dict) -> int:
    return sum(1 for col in state["cols"] if col[0]["card"] == "T")


def side_cells(state: dict, cols: list[int], link: int, left: bool):
    """Cells of one side of the link gap `link` within the kingdom `cols` (the link card
    itself excluded): the kingdom a leader stood in before the link was made."""
    side = [c for c in cols if (c <= link) == left]
    return cells_of(state, side) if side else iter(())


def side_of_pos(pos: Sequence, link: int) -> bool:
    """True when `pos` is left of the link gap."""
    return pos[1] <= link if pos[0] == "c" else pos[1] < link
