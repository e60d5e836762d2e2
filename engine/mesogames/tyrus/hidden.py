"""Tyrus: where hidden pieces lie. The election cards to come and both supplies of tiles
are hidden from both players; a hand, and the tiles a player placed face down in the
buildings, from the other player (until the end of the game).

Both colours have the same tiles (S1-S10, M1-M10, P1-P10), so each colour's tiles are a
kind of their own ("beige tiles", "brown tiles"): a sampled world (`Game.determinize`)
never deals a beige tile into brown's hand."""
from __future__ import annotations

from .tiles import SEATS


def hidden_zones(state: dict) -> dict:
    kind = [f"{name} tiles" for name in SEATS]
    private: dict[int, dict[str, list[tuple]]] = {seat: {kind[seat]: [("hands", seat)]}
                                                  for seat in (0, 1)}
    if not state["over"]:
        for owner, buildings in enumerate(state["buildings"]):
            for name, entries in buildings.items():
                for i, entry in enumerate(entries):
                    private[entry["by"]][kind[entry["by"]]].append(
                        ("buildings", owner, name, i, "tile"))
    return {"pool": {"elections": [("deck",)], kind[0]: [("supply", 0)],
                     kind[1]: [("supply", 1)]},
            "private": private}
