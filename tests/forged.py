"""A forged save, as a player who edits their save file would make one: a Tyrus game's
start rewritten as a diagram with the two seats' hands and supplies swapped, its actions
replayed there where they are still legal, and saved again (checksum and all): a valid
save of another game."""
from __future__ import annotations

from mesogames import tyrus


def swapped_hands(game):
    """`game` (Tyrus) forged: the same moves, from a start whose hands are swapped."""
    lines = game.position_at(0).diagram().splitlines()
    for pile in ("hand", "supply"):
        beige = lines.index(next(s for s in lines if s.startswith(f"beige {pile}:")))
        brown = lines.index(next(s for s in lines if s.startswith(f"brown {pile}:")))
        lines[beige], lines[brown] = "beige" + lines[brown][5:], "brown" + lines[beige][5:]
    forged = tyrus.from_diagram("\n".join(lines), seed=0)
    for notation in game.history:
        if forged.is_legal(notation):
            forged.apply(notation)
    assert forged.view(0)["hands"][0] != game.view(0)["hands"][0]
    return forged
