"""What a seat sees of a Tyrus game (the `view` trait; None: the referee, PUBLIC: a
spectator). Placed tiles are face down to the other seat until they are counted."""
from __future__ import annotations

from ..core import PUBLIC
from ..words import ordinal
from .scoring import result
from .tiles import ALL_TILES, BUILDING_OF, BUILDINGS, ELECTION_NAME, SEATS
from .turn import ELECTIONS, PER_ELECTION


def decision(game) -> dict:
    """The placement asked now (docs/decisions.md): which of the seat's three tiles of this
    election, and the building the election counts."""
    s = game.state
    tile = s["placed"] // 2 + 1
    building, name = BUILDING_OF[s["card"]], ELECTION_NAME[s["card"]]
    ask = (f"place your {ordinal(tile)} tile of {PER_ELECTION}; election {s['election']} "
           f"({name}) counts the {building}s")
    return {"kind": "place", "seat": game.to_move, "rule": "placing tiles",
            "prompt": ask + " (<tile> <side> <building>)", "ask": ask,
            "tile": tile, "of": PER_ELECTION, "building": building}


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
        "last_count": _count_view(s["counts"][-1]) if s["counts"] else None,
        "decision": None if s["over"] else decision(game),
        "over": s["over"],
        "result": result(game) if s["over"] else None,
    }
    if seat is None:
        view["deck"] = list(s["deck"])
        view["supply"] = [list(p) for p in s["supply"]]
    return view


def _count_view(record: dict) -> dict:
    """The last count as its panel shows it: the election, its corporation and winner, the
    tiles that counted on each side and the count's lines, which say the sums (the totals
    and scores stay in the state's record; the tiles turned face up are in the discard
    piles and the "revealed" event)."""
    shown = {k: record[k] for k in ("election", "corporation", "winner", "lines")}
    shown["sides"] = [{k: side[k] for k in ("seat", "votes", "counters", "guards")}
                      for side in record["sides"]]
    return shown


def hidden_zones(state: dict) -> dict:
    """Where hidden pieces lie (`Game.hidden_zones`, what `determinize` deals anew). The
    election cards to come and both supplies of tiles are hidden from both players; a hand,
    and the tiles a player placed face down in the buildings, from the other player (until
    the end of the game).

    Both colours have the same tiles (S1-S10, M1-M10, P1-P10), so each colour's tiles are a
    kind of their own ("beige tiles", "brown tiles"): a sampled world (`Game.determinize`)
    never deals a beige tile into brown's hand."""
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
