"""Euphrat & Tigris, the card game: where hidden cards lie. The deck and the cards set
aside in a two-player game are hidden from everyone; a hand, and a points pile unless the
piles are open, from the other players; a link card lying face down from all but the
player whose turn it is (who laid it)."""
from __future__ import annotations


def hidden_zones(state: dict) -> dict:
    private: dict[int, dict[str, list[tuple]]] = {seat: {"cards": [("hands", seat)], "points": []}
               for seat in range(state["players"])}
    if not state["options"].get("open_piles") and not state["over"]:
        for seat in range(state["players"]):
            private[seat]["points"].append(("piles", seat))
    for g, cell in enumerate(state["gaps"]):
        if cell is not None and cell.get("down"):
            private[state["turn"]]["cards"].append(("gaps", g, "card"))
    return {"pool": {"cards": [("deck",), ("removed",)]}, "private": private}
