"""What the board marks: computed here, drawn by each game's renderer (js/lib/marks.js).

`marks(...)` is the view's `marks` entry, from public information only (the events the
viewer may read, the history as the viewer reads it, the decision in the viewer's view):

- `from`, `to`: where the last action shown moved a piece from and to (a leader, Babel's
  pawn, a migration), so the square it left is marked as well as the one it reached;
- `fight`: the places of the leaders about to fight the pending war or revolt (or, while
  the order of wars is chosen, every leader at war);
- `hint`: the hint shown to the acting seat: its `name`, and the `kind`, `place`, `piece` and
  (for a piece already on the board) `from` it plays;
- `turn`: another seat's run of actions up to the position shown (a bot's long turn), step
  by step: {"seat", "done" (the turn is over), "first", "last"}: the history's actions
  first to last (numbered from 1), and what each did, the seat's events at that step (the
  front end reads both from the `history` and `events` traits).
- `review`: when the game's review (the `reviewed` trait) marks the decision taken at the
  position shown, the move `played` and the `better` one found, side by side: each its
  `name` (as the review's text reads it), `value` (the estimated win chance after it) and
  the `kind`, `place`, `piece` and `from` it plays, as the hint's. Another seat's moves are
  read by their public notation: of a move whose notation hides something (a Tyrus tile
  face down, a Tigris swap), only the place that notation names.

A key is absent when there is nothing to mark.
"""
from __future__ import annotations

from bisect import bisect_right

from mesogames.core import IllegalAction

#: Events whose data say where a piece came from (`from`) and went (`to`, else `square`
#: or `site`), in every game.
_TO_KEYS = ("to", "square", "site")
#: Events left out of a turn's steps (the next turn's announcement).
_QUIET = ("turn",)
#: A run of at least this many actions by another seat is listed step by step.
TURN_STEPS = 2


def marks(table, shown, cursor: int, viewer, view: dict, hint: dict | None,
          events: list[dict], reviewed: dict | None = None) -> dict:
    """The marks of the position `shown` (after `cursor` actions) in `view`, as `viewer`
    sees them; `hint`: the table's hint if it is shown to this viewer, else None;
    `events`: the event log as this viewer reads it (seat.py's `events` trait);
    `reviewed`: the review shown to this viewer (seat.py's `reviewed` trait)."""
    out: dict = {}
    log = table.log
    at = bisect_right(log, cursor, key=lambda item: item[0])
    while at and log[at - 1][0] == cursor:
        at -= 1
        event = log[at][1]
        data = event.data if event.private_to is None else {}     # public events only
        if data.get("from") and (to := next((data[k] for k in _TO_KEYS if data.get(k)), None)):
            out["from"], out["to"] = data["from"], to
    fight = _fighters(view)
    if fight:
        out["fight"] = fight
    if hint:
        out["hint"] = _hint(table.game, view, hint)
    turn = _turn(shown, cursor, viewer, events)
    if turn:
        out["turn"] = turn
    review = _review(table, shown, cursor, view, reviewed)
    if review:
        out["review"] = review
    return out


def _leader_places(view: dict) -> dict[tuple, str]:
    """(seat, colour) -> the place of that leader on the board, in both Tigris games."""
    out = {}
    if isinstance(view.get("leaders"), dict):                  # Tigris & Euphrates
        for square, leader in view["leaders"].items():
            out[(leader["seat"], leader["colour"])] = square
    for i, column in enumerate(view.get("columns") or []):     # the card game
        for r, cell in enumerate(column):
            if cell and cell.get("leader"):
                out[(cell["leader"]["seat"], cell["leader"]["colour"])] = f"{i + 1}.{r}"
    for g, cell in enumerate(view.get("gaps") or []):
        if cell and cell.get("leader"):
            out[(cell["leader"]["seat"], cell["leader"]["colour"])] = f"{g + 1}|{g + 2}"
    return out


def _fighters(view: dict) -> list[str]:
    """The places of the leaders in the pending conflict, or at war while its order is
    chosen."""
    d = view.get("decision")
    if not isinstance(d, dict):
        return []
    if d.get("kind") == "conflict":
        if d.get("leaders"):
            return list(d["leaders"])
        places = _leader_places(view)
        return [places[k] for k in ((d["attacker"], d["colour"]), (d["defender"], d["colour"]))
                if k in places]
    if d.get("kind") == "order" and view.get("junction") and view.get("kingdoms"):
        union = _union(view)
        return sorted(sq for (_, colour), sq in _leader_places(view).items()
                      if colour in d["colours"] and sq in union)
    return []


def _union(view: dict) -> set[str]:
    """Tigris & Euphrates: the squares of the kingdoms next to the junction tile."""
    junction = view["junction"]
    col, row = junction[0], int(junction[1:])
    near = {f"{chr(ord(col) + dc)}{row + dr}" for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))}
    return {sq for kingdom in view["kingdoms"] if near & set(kingdom) for sq in kingdom}


def _hint(game, view: dict, hint: dict) -> dict:
    """The hint's action as the board marks it: its place, its piece and, for a leader
    already on the board, the square it leaves."""
    return {"name": hint["name"], **_parts(game, view, hint["name"], hint["seat"])}


def _parts(game, view: dict, notation: str, seat: int) -> dict:
    """What the board marks of `seat`'s action `notation` in `game`: its kind, place and
    piece and, for a leader already on the board, the square it leaves."""
    out: dict = {}
    try:
        described = game.read_action(notation).describe()
    except IllegalAction:
        return out
    for key in ("kind", "place", "piece"):
        if isinstance(described.get(key), str):
            out[key] = described[key]
    if "place" not in out and isinstance(described.get("to"), str):   # a Babel migration
        out["place"] = described["to"]
    if described.get("kind") == "leader" and isinstance(described.get("piece"), str):
        square = _leader_places(view).get((seat, described["piece"]))
        if square:
            out["from"] = square
    return out


def _review(table, shown, cursor: int, view: dict, reviewed: dict | None) -> dict | None:
    """The move played and the better one at the marked decision taken at the position
    shown (after `cursor` actions), as the review shown reads them."""
    point = next((p for p in (reviewed or {}).get("points", ())
                  if p["at"] == cursor and p["mark"]), None)
    entry = table.reviews.get(cursor) if point else None
    if point is None or entry is None:
        return None
    out = {}
    for key, notation, text, value in (("played", entry["played"], point["played"],
                                        point["value"]),
                                       ("better", entry["best"], point["best"],
                                        point["best_value"])):
        parts = _parts(shown, view, notation, point["seat"])
        if text != notation:        # read by its public notation: "? <place>" at most
            parts = {"place": parts["place"]} if text == f"? {parts.get('place')}" else {}
        out[key] = {"name": text, "value": value, **parts}
    return out


def _turn(shown, cursor: int, viewer, events: list[dict]) -> dict | None:
    """Another seat's run of actions up to the position shown, step by step."""
    history = shown._history
    if not cursor or cursor > len(history):
        return None
    seat = history[cursor - 1]["seat"]
    if seat == viewer:
        return None
    start = cursor - 1
    while start > 0 and history[start - 1]["seat"] == seat and cursor - start < 40:
        start -= 1
    if cursor - start < TURN_STEPS:
        return None
    # The steps are the history's actions `first` to `last` (numbered from 1) and what each
    # did the seat's events at that step: the front end holds both traits already
    # (js/lib/marks.js reads them there), so they travel once.
    return {"seat": seat, "done": shown.to_move != seat, "first": start + 1, "last": cursor}
