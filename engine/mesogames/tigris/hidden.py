"""Tigris & Euphrates: where hidden pieces lie. The bag is hidden from everyone; the tiles
behind a player's screen from the others (scores are numbers, not pieces: the view hides
them; they are not listed here)."""
from __future__ import annotations


def hidden_zones(state: dict) -> dict:
    return {"pool": {"tiles": [("bag",)]},
            "private": {seat: {"tiles": [("hands", seat)]} for seat in range(state["players"])}}
