"""A game's review at a table: who may ask for it, computing it in the background the way
bots think, and what each seat's widget is shown of it (the synced `review` trait).

The numbers come from `mesogames.bots.review` (each decision searched from the deciding
seat's own information at that moment). They are kept on the table, one entry per decision
(`Table.reviews`), saved with the game (`Table.to_json`'s "review") and never computed
twice.

Who may ask:
  - once the game is over, anyone: the review covers every seat's decisions;
  - during the game, a player only, for its own decisions (what it knew then, nothing
    more), and only at a table where hints are on: a review that covered the other seats,
    or one at a table between people without hints, would be a hint machine.

What a widget is shown: during the game, its own seat's decisions only. After the game,
every seat's line and marks; another seat's moves (the one played and the better one) are
shown by their public notation (what the history shows every seat: a Tigris swap names how
many tiles, not which), so the review tells no more of another seat's hidden pieces than
the game's own record does.
"""
from __future__ import annotations

from mesogames.bots import review as engine_review
from mesogames.bots.ismcts import run_through
from mesogames.core import IllegalAction

from .thinking import Search

#: The keys of a saved review entry, and those of the synced points.
ENTRY_KEYS = {"at", "seat", "played", "public", "value", "best", "best_public",
              "best_value", "drop", "mark"}
THRESHOLDS = {"inaccuracy": engine_review.INACCURACY, "mistake": engine_review.MISTAKE,
              "blunder": engine_review.BLUNDER}


def wanted(table, viewer) -> list[int]:
    """The decisions `viewer` may have reviewed now (IllegalAction naming the rule if none
    may be: see the module docstring)."""
    game = table.game
    if not table.reviews_here or not table.plays:
        raise IllegalAction("review", "Reviews are computed where the game is kept: save it "
                            "and review it in a notebook with Widget.load(text).review().")
    if game.over:
        return [i for i, _ in engine_review.decisions(game)]
    if not table.hints:
        raise IllegalAction("review", "Hints are off at this table, so reviews are too until "
                            "the game is over (they are on when one person plays against "
                            "bots, or with hints=True).")
    if not isinstance(viewer, int) or isinstance(viewer, bool):
        raise IllegalAction("review", "During the game a review covers one player's own "
                            "decisions only: ask from that player's widget, or wait for "
                            "the end of the game.")
    return [i for i, seat in engine_review.decisions(game) if seat == viewer]


class Reviewer:
    """The review's search, run by `thinking.Search` as a bot's is: `thinking(game)` yields
    while it searches and returns {index: entry}; `progress()` is called after each
    decision (from the search's thread); `cancel` is set by Search."""

    def __init__(self, indices: list[int], progress=lambda: None,
                 iterations: int | None = None):
        self.indices, self.progress, self.iterations = indices, progress, iterations
        self.done, self.total = 0, len(indices)
        self.cancel = None

    def thinking(self, game):
        found = {}
        for index in self.indices:
            if self.cancel is not None and self.cancel():
                break
            found[index] = yield from engine_review.reviewing(game, index, self.iterations)
            self.done += 1
            self.progress()
        return found

    def choose(self, game):
        return run_through(self.thinking(game))


def start(table, viewer, wait: bool) -> None:
    """Compute what `viewer` may be shown and is not computed yet: now (`wait`), or in the
    background with progress shown (a review already under way is left to finish)."""
    missing = [i for i in wanted(table, viewer) if i not in table.reviews]
    if not missing:
        return
    if wait:
        table.reviews.update(Reviewer(missing).choose(table.game.copy()))
        table._changed()
        return
    if table.reviewing is not None:
        return
    search: Search | None = None

    def moved():        # on the search's thread: let the event loop refresh the widgets
        if search is not None:
            search._loop.add_callback(table.review_progress, search)

    reviewer = Reviewer(missing, moved)
    search = Search(reviewer, table.game.copy(), table._mark(), 0.0, table.reviewed)
    table.reviewing = search
    table._changed()
    search.start()


def keep(table, found: dict) -> None:
    """Keep the entries found that still fit the game's history (a take-back may have come
    while the review was computed)."""
    history = table.game._history
    for index, entry in found.items():
        if index < len(history) and history[index]["notation"] == entry["played"]:
            table.reviews[index] = entry


def shown(table, viewer) -> dict:
    """The synced `reviewed` trait for `viewer` once it asked for the review (until then the
    seat syncs {} without calling this)."""
    game = table.game
    try:
        indices = wanted(table, viewer)
    except IllegalAction:
        return {}
    names = [game.seat_name(s).capitalize() for s in range(game.players)]
    ready = [i for i in indices if i in table.reviews]
    search = table.reviewing
    if search is not None:      # counts of this viewer's decisions only, never another's
        mine = set(indices)
        pending = [i for i in search.bot.indices if i in mine]
        if pending:
            done = sum(1 for i in search.bot.indices[:search.bot.done] if i in mine)
            return {"computing": True, "done": len(ready) + done,
                    "total": len(ready) + len(pending), "seats": names}
    points = []
    for i in ready:
        e = table.reviews[i]
        own = viewer is None or e["seat"] == viewer
        points.append({"at": e["at"], "seat": e["seat"],
                       "played": e["played"] if own else e["public"],
                       "best": e["best"] if own else e["best_public"],
                       "value": e["value"], "best_value": e["best_value"],
                       "drop": e["drop"], "mark": e["mark"]})
    return {"computing": False, "seats": names, "points": points,
            "thresholds": dict(THRESHOLDS), "over": game.over}


def loaded(data, game) -> dict:
    """The review of a saved table, checked against its game ({} when none was saved);
    ValueError names what is wrong."""
    if data is None:
        return {}
    history = game._history
    if not isinstance(data, list) or len(data) > len(history):
        raise ValueError("the review must be a list of at most one entry per action.")
    out = {}
    for e in data:
        if not isinstance(e, dict) or set(e) != ENTRY_KEYS:
            raise ValueError("each review entry has the keys " + ", ".join(sorted(ENTRY_KEYS))
                             + ".")
        at = e["at"]
        if (not isinstance(at, int) or isinstance(at, bool) or not 0 <= at < len(history)
                or at in out or e["seat"] != history[at]["seat"]
                or e["played"] != history[at]["notation"]
                or e["public"] != history[at]["public"]):
            raise ValueError("a review entry does not match the game's history.")
        for key in ("value", "best_value"):
            v = e[key]
            if v is not None and (not isinstance(v, (int, float)) or isinstance(v, bool)
                                  or not 0 <= v <= 1):
                raise ValueError(f"a review entry's {key} is a win chance from 0 to 1.")
        if not all(isinstance(e[k], str) and len(e[k]) < 200
                   for k in ("best", "best_public", "mark")) or e["mark"] not in (
                       "", *THRESHOLDS) or not isinstance(e["drop"], (int, float)):
            raise ValueError("a review entry's better move and mark are short text.")
        out[at] = dict(e)
    return out


def saved(table) -> list[dict]:
    return [table.reviews[i] for i in sorted(table.reviews)]
