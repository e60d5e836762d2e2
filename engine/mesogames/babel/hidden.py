"""Babel: where hidden cards lie. The nation deck and the temple quarry are hidden from
both players; a hand from the other player."""
from __future__ import annotations


def hidden_zones(state: dict) -> dict:
    return {"pool": {"nations": [("deck",)], "temples": [("quarry",)]},
            "private": {seat: {"nations": [("hands", seat)]} for seat in (0, 1)}}
