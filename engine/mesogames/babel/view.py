"""What a seat sees of a Babel game (the `view` trait; None: the referee)."""
from __future__ import annotations

from .cards import NATIONS, SEATS
from .scoring import result

#: From this many cards on, a hand's size is public (below it, only its owner knows it).
SHOW_HAND_FROM = 4


def seat_view(game, seat) -> dict:
    s = game.state
    referee = seat is None
    me = seat if isinstance(seat, int) else None

    def hand_size(i):
        n = len(s["hands"][i])
        return n if referee or i == me or s["over"] or n >= SHOW_HAND_FROM else None

    view = {
        "game": game.name, "seat": me, "players": list(SEATS), "first": s["first"],
        "active": s["active"], "to_move": game.to_move, "turn": s["turn"],
        "phase": "over" if s["over"] else ("discard" if s["pending"] else "actions"),
        "pending_discard": s["pending"], "migrated": s["migrated"],
        "end_phase": s["end_phase"], "over": s["over"],
        "result": result(game) if s["over"] else None,
        "pawns": list(s["pawns"]),
        "sites": [{n: {"cards": list(game.cards(i, n)), "temple": list(game.temple(i, n)),
                       "level": game.level(i, n)} for n in NATIONS} for i in (0, 1)],
        "temple_sums": [game.temple_sum(0), game.temple_sum(1)],
        "columns": [list(c) for c in s["columns"]],
        "start_cards": list(s["start"]),
        "hands": [list(h) if referee or i == me else None for i, h in enumerate(s["hands"])],
        "hand_sizes": [hand_size(0), hand_size(1)],
        "deck_size": len(s["deck"]), "quarry_size": len(s["quarry"]),
        "discard": list(s["discard"]),
        "decision": game.decision_view(),
    }
    if referee:
        view["deck"] = list(s["deck"])
        view["quarry"] = list(s["quarry"])
    return view


def hidden_zones(state: dict) -> dict:
    """Where hidden cards lie (`Game.hidden_zones`, what `determinize` deals anew). The nation
    deck and the temple quarry are hidden from both players; a hand from the other player."""
    return {"pool": {"nations": [("deck",)], "temples": [("quarry",)]},
            "private": {seat: {"nations": [("hands", seat)]} for seat in (0, 1)}}
