"""What a seat of Tigris & Euphrates may see: the view synced to its widget (its keys and
types: `views.TigrisView`)."""
from __future__ import annotations

from ..dynasties import COLOURS, LEADER_NAME, SEATS
from ..views import TigrisView
from .board import SQUARE_NAMES, monument_name
from .kingdoms import kingdoms
from .structures import block, cross


def seat_view(game, seat) -> TigrisView:
    """The view of `seat` (None: the referee; PUBLIC: a spectator)."""
    s = game.state
    referee = seat is None
    me = seat if isinstance(seat, int) else None
    open_scores = referee or s["over"] or s["options"].get("open_scores", False)
    on_board = {c for c in s["leaders"] if c}
    board = game.side
    view: TigrisView = {
        "game": game.name, "seat": me, "players": list(SEATS[:s["players"]]),
        "options": dict(s["options"]), "turn": s["turn"], "actions_taken": s["actions"],
        "to_move": game.to_move, "decision": game.decision_view(),
        "rivers": sorted(SQUARE_NAMES[i] for i in board.river),
        "priority": sorted(SQUARE_NAMES[i] for i in board.priority),
        "tiles": {SQUARE_NAMES[i]: t for i, t in enumerate(s["tiles"]) if t is not None},
        "leaders": {SQUARE_NAMES[i]: {"seat": int(c[0]), "colour": c[1],
                                     "name": LEADER_NAME[c[1]]}
                    for i, c in enumerate(s["leaders"]) if c},
        "treasures": sorted(SQUARE_NAMES[i] for i in s["treasures"]),
        "monuments": [{"colours": m["colours"], "name": monument_name(m["colours"]),
                       "squares": [SQUARE_NAMES[i] for i in block(m["at"])]}
                      for m in s["monuments"]],
        "available": list(s["available"]),
        "buildings": {c: (None if i is None else SQUARE_NAMES[i])
                      for c, i in s["buildings"].items()},
        "ziggurat": None if s["ziggurat"] is None else
        [SQUARE_NAMES[i] for i in cross(s["ziggurat"])],
        "junction": None if s["junction"] is None else SQUARE_NAMES[s["junction"]],
        "kingdoms": [[SQUARE_NAMES[i] for i in k] for k in kingdoms(s)],
        "hands": [sorted(h, key=COLOURS.index) if referee or me == i else None
                  for i, h in enumerate(s["hands"])],
        "hand_sizes": [len(h) for h in s["hands"]],
        "catastrophes": list(s["catastrophes"]),
        "scores": [dict(p) if open_scores or me == i else None
                   for i, p in enumerate(s["scores"])],
        "treasure_points": [t if open_scores or me == i else None
                            for i, t in enumerate(s["treasure_points"])],
        "table": list(s["table"]), "bag_size": len(s["bag"]), "out": s["out"],
        "leaders_in_supply": [[c for c in COLOURS if f"{i}{c}" not in on_board]
                              for i in range(s["players"])],
        "over": s["over"], "result": game.result() if s["over"] else None,
    }
    if referee:
        view["bag"] = list(s["bag"])
    return view


def hidden_zones(state: dict) -> dict:
    """Where hidden pieces lie (`Game.hidden_zones`, what `determinize` deals anew). The bag is
    hidden from everyone; the tiles behind a player's screen from the others (scores are
    numbers, not pieces: the view hides them; they are not listed here)."""
    return {"pool": {"tiles": [("bag",)]},
            "private": {seat: {"tiles": [("hands", seat)]} for seat in range(state["players"])}}
