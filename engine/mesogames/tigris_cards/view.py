"""What a seat of the card game may see: the view synced to its widget (its keys and
types: `views.CardView`)."""
from __future__ import annotations

from ..views import Card, CardView
from .cards import COLOURS, LEADER_NAME, SEATS
from .conflicts import weakest_first
from .kingdoms import kingdoms, treasures_in_play


def seat_view(game, seat) -> CardView:
    """The view of `seat` (None: the referee; PUBLIC: a spectator)."""
    s = game.state
    referee = seat is None
    me = seat if isinstance(seat, int) else None
    open_piles = referee or s["over"] or s["options"].get("open_piles", False)

    # Each cell's view, looked up by what it shows (`_Cells`): a face-down link card's
    # colour only for the referee and the player whose turn it is, who laid it.
    sees_down, cells = referee or me == s["turn"], _CELLS
    columns = [[cells[c["card"] if sees_down or not c.get("down") else None,
                      bool(c.get("down")), c["leader"] or None] for c in col]
               for col in s["cols"]]
    gaps = [None if g is None else cells[g["card"] if sees_down or not g.get("down") else None,
                                         bool(g.get("down")), g["leader"] or None]
            for g in s["gaps"]]
    on_board = {c["leader"] for col in s["cols"] for c in col if c["leader"]}
    on_board.update(g["leader"] for g in s["gaps"] if g and g["leader"])
    view: CardView = {
        "game": game.name, "seat": me, "players": list(SEATS[:s["players"]]),
        "options": dict(s["options"]), "turn": s["turn"], "actions_taken": s["actions"],
        "to_move": game.to_move, "decision": game.decision_view(),
        "columns": columns, "gaps": gaps,
        "kingdoms": [[c + 1 for c in k] for k in kingdoms(s)],
        "hands": [sorted(h, key="KRGB".index) if referee or me == i else None
                  for i, h in enumerate(s["hands"])],
        "hand_sizes": [len(h) for h in s["hands"]],
        "piles": [{"size": len(p), "top": p[-1] if p else None,
                   "cards": list(p) if open_piles else None,
                   # what the count compares: the weakest colour, treasures wild
                   "weakest": weakest_first(p)[0] if open_piles else None}
                  for p in s["piles"]],
        "table": list(s["table"]),
        "deck_size": len(s["deck"]), "discard": sorted(s["discard"]),
        "removed_size": len(s["removed"]),
        "catastrophes": list(s["catastrophes"]), "ships": list(s["ships"]),
        "leaders_in_supply": [[c for c in COLOURS if f"{i}{c}" not in on_board]
                              for i in range(s["players"])],
        "treasures_in_play": treasures_in_play(s),
        "over": s["over"], "result": game.result() if s["over"] else None,
    }
    if referee:
        view["deck"] = list(s["deck"])
        view["removed"] = list(s["removed"])
    return view


class _Cells(dict):
    """The views of board cells built so far, by what they show: (card or None where hidden,
    face down, leader such as "0R" or None). A cell showing the same is the same dict in
    every view, built once: a view costs a look-up per cell, and an unchanged cell is the
    same object from view to view. Views are read, never changed in place (`Game.view`).
    The keys are the rules' cards and leaders: a few hundred at most."""

    def __missing__(self, key: tuple) -> Card:
        card, down, leader = key
        cell: Card = {"card": card, "down": down, "leader": None if leader is None else {
            "seat": int(leader[0]), "colour": leader[1], "name": LEADER_NAME[leader[1]]}}
        self[key] = cell
        return cell


_CELLS = _Cells()


def hidden_zones(state: dict) -> dict:
    """Where hidden cards lie (`Game.hidden_zones`, what `determinize` deals anew). The deck
    and the cards set aside in a two-player game are hidden from everyone; a hand, and a
    points pile unless the piles are open, from the other players; a link card lying face
    down from all but the player whose turn it is (who laid it)."""
    private: dict[int, dict[str, list[tuple]]] = {seat: {"cards": [("hands", seat)], "points": []}
               for seat in range(state["players"])}
    if not state["options"].get("open_piles") and not state["over"]:
        for seat in range(state["players"]):
            private[seat]["points"].append(("piles", seat))
    for g, cell in enumerate(state["gaps"]):
        if cell is not None and cell.get("down"):
            private[state["turn"]]["cards"].append(("gaps", g, "card"))
    return {"pool": {"cards": [("deck",), ("removed",)]}, "private": private}
