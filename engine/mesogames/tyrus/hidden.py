"""Tyrus: where hidden pieces lie. The election cards to come and both supplies of tiles
are hidden from both players; a hand, and the tiles a player placed face down in the
buildings, from the other player (until the end of the game)."""
from __future__ import annotations


def hidden_zones(state: dict) -> dict:
    private = {seat: {"tiles": [("hands", seat)]} for seat in (0, 1)}
    if not state["over"]:
        for owner, buildings in enumerate(state["buildings"]):
            for name, entries in buildings.items():
                for i, entry in enumerate(entries):
                    private[entry["by"]]["tiles"].append(("buildings", owner, name, i, "tile"))
    return {"pool": {"elections": [("deck",)], "tiles": [("supply", 0), ("supply", 1)]},
            "private": private}
