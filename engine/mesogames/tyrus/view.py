"""What a seat sees of a Tyrus game (the `view` trait; None: the referee, PUBLIC: a
spectator). Placed tiles are face down to the other seat until they are counted."""
from __future__ import annotations

from ..core import PUBLIC
from .scoring import result
from .tiles import ALL_TILES, BUILDING_OF, BUILDINGS, SEATS
from .turn import ELECTIONS


def seat_view(game, seat) -> dict:
    s = game.state
    sees_all = seat is None or s["over"]

    def tile(entry):
        shown = sees_all or entry["by"] == seat
        return {"tile": entry["tile"] if shown else None, "by": entry["by"]}

    counts_left = {c: s["deck"].count(c) for c in "SMP"}
    view = {
        "game": game.name, "seat": None if seat in (None, PUBLIC) else seat,
        "players": list(SEATS), "first": s["first"], "starter": game.starter,
        "election": s["election"], "elections": ELECTIONS,
        "card": s["card"], "building": BUILDING_OF[s["card"]],
        "placed": s["placed"], "to_move": game.to_move,
        "results": list(s["results"]), "representatives": game.representatives(),
        "cards_left": counts_left,
        "buildings": [{b: [tile(e) for e in s["buildings"][o][b]] for b in BUILDINGS}
                      for o in (0, 1)],
        "hands": [sorted(h, key=ALL_TILES.index) if sees_all or seat == i else None
                  for i, h in enumerate(s["hands"])],
        "hand_sizes": [len(h) for h in s["hands"]],
        "supply_sizes": [len(p) for p in s["supply"]],
        "discard": [sorted(d, key=ALL_TILES.index) for d in s["discard"]],
        "last_count": s["counts"][-1] if s["counts"] else None,
        "over": s["over"],
        "result": result(game) if s["over"] else None,
    }
    if seat is None:
        view["deck"] = list(s["deck"])
        view["supply"] = [list(p) for p in s["supply"]]
    return view
