"""One pair of eyes at a table: what a seat is shown, and what its intents do.

A `Seat` holds what belongs to one viewer and not to the table: which seat it speaks for,
where its cursor is in the history, and whose hand a hot seat has uncovered. From the table
and these it computes every synced trait (`traits()`), and it checks and carries out the
viewer's intents (`handle`). A local widget (base.py) and a connection at the referee
(referee/) both use it, so a seat looks and plays the same in a notebook and across the
network: one source of truth for what a seat may see and do.

Intents are front-end messages, each one intent and the position it was made on:
{"act": notation, "at": n}, {"seek": index}, {"undo": true, "at": n}, {"reveal": true},
{"next": true, "at": n}, the lesson's {"previous": true, "at": n}, {"restart": true,
"at": n} and {"explore": true|false, "at": n}, {"takeback": true|false, "at": n} (the
answer to another player's take-back request), {"hint": true, "at": n}, a puzzle's
{"puzzle": "check" | "retry" | "hint" | "solution" | "next" | "previous", "at": n}, the board
editor's {"edit": {"put": piece, "at": place} | {"clear": place} | {"line": key, "value":
text} | {"text": diagram}}, and once the game is over the result screen's {"rematch": true,
"at": n} and {"newgame": true, "at": n} (table.py's `restart`), and {"review": true}
(review.py). A malformed, stale or illegal one raises IllegalAction naming
the rule, and changes nothing.
"""
from __future__ import annotations

from typing import Callable

from mesogames.core import PUBLIC, IllegalAction
from mesogames.words import article, possessive, took_back
from mesogames.words import plural as _count

from . import review as reviews
from .marks import marks
from .patches import Log
from .protocol import (
    HOTSEAT,
    INTENTS,
    POSITIONAL,
    SPECTATOR,
    as_values,
    grouped,
    hoisted,
    mask,
    shallow,
)
from .results import result_screen
from .table import Table
from .thinking import in_kernel

ERROR_LENGTH = 300


class Seat:
    """A viewer of `table`: `seat` is a seat number, None (the referee: every seat's
    hidden pieces, acts for whoever is to move), HOTSEAT (one screen passed around) or
    SPECTATOR (the public view, no actions). `changed()` is called when something only this
    viewer sees moved (its cursor, a hand uncovered); table changes reach every viewer
    through the table itself."""

    def __init__(self, table: Table, seat, changed: Callable[[], None] = lambda: None,
                 logs_in_place: bool = False):
        if seat not in (None, HOTSEAT, SPECTATOR) and (
                isinstance(seat, bool) or seat not in range(table.game.players)):
            raise ValueError(f"seat must be a seat number, None (referee), {HOTSEAT!r} or "
                             f"{SPECTATOR!r}.")
        self.table, self.seat, self.changed = table, seat, changed
        self.cursor_live = True
        self.cursor = table.game.actions_taken
        self.hot_at = None           # hot seat: the seat whose hand is uncovered
        self.review_asked = False    # this viewer asked for the review (review.py)
        #: The history and event log as last shown, to extend rather than rebuild (each
        #: action adds to their end): see `_Grown`. `logs_in_place`: each grows in place,
        #: a `patches.Log` (a referee connection's, which reads only their new ends).
        self.logs_in_place = logs_in_place
        self._shown_history: dict = {}      # viewer -> _Grown
        self._shown_events: dict = {}
        #: The words each viewer's legal actions were written with (protocol.hoisted),
        #: and the descriptions of the actions it was listed (core.describe_all).
        self._words: dict = {}             # viewer -> kind -> field -> value -> word
        self._described: dict = {}         # viewer -> action -> its description

    @property
    def game(self):
        return self.table.game

    # --------------------------------------------------------------- Python API
    def play(self, *actions: str) -> list:
        """Apply actions in notation as this seat would; returns the events."""
        self._player()
        events = []
        for a in actions:
            events += self.table.act(a, by=self.controller())
        return events

    def undo(self) -> list[str]:
        self._player()
        return self.table.undo(by=self.controller())

    def hint(self, **options) -> dict | None:
        acting = self.acting(self.live_cursor(), self.viewer())
        if acting is None:
            raise IllegalAction("hints", "A hint is for the player who is to decide now.")
        return self.table.ask_hint(acting, **options)

    def seek(self, index: int) -> None:
        """Show the position after `index` actions (the game itself is not changed)."""
        n = self.game.actions_taken
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= n:
            raise IllegalAction("history", f"There is no position {_bounded(repr(index), 40)}; "
                                f"the history has positions 0 to {n}.")
        self.cursor_live = index == n
        self.cursor = index
        self.changed()

    def review(self, wait: bool = True) -> dict | None:
        """Compute the review this viewer may see (review.py) and show it; `wait`: now,
        returning it, else in the background with progress shown (returns None)."""
        self.table.review(self.viewer(), wait)
        self.review_asked = True
        self.changed()
        return reviews.shown(self.table, self.viewer()) if wait else None

    def _player(self) -> None:
        if self.seat == SPECTATOR:
            raise IllegalAction("seats", "A spectator watches the game; only the players act.")

    # ----------------------------------------------------------------- intents
    def handle(self, msg) -> None:
        """Carry out one intent (the message shapes are in the module docstring), holding
        the table's lock: the position it names is the one it is carried out on."""
        with self.table.lock:
            self._handle(msg)

    def _handle(self, msg) -> None:
        kinds = " , ".join(INTENTS).replace(" ,", ",")
        if not isinstance(msg, dict) or not 1 <= len(msg) <= 2 or any(
                not isinstance(k, str) for k in msg) or not shallow(msg):
            raise IllegalAction("message", f"A message is one intent ({kinds}) and the "
                                "position it was made on.")
        kind = next((k for k in msg if k != "at"), None)
        if kind not in INTENTS or set(msg) - {kind, "at"}:
            raise IllegalAction("message", f"Unknown message {_bounded(repr(kind), 40)}: "
                                f"expected one of {kinds}.")
        value = msg[kind]
        if "at" in msg or kind in POSITIONAL:
            at = msg.get("at")
            n = self.game.actions_taken
            if not isinstance(at, int) or isinstance(at, bool):
                raise IllegalAction("message", f"{article(kind).capitalize()} message says the "
                                    "position it was made on: \"at\", the number of actions "
                                    "played.")
            if at != n:
                raise IllegalAction("position", f"That was made on the position after "
                                    f"{_count(at, 'action')}; the game has moved on to "
                                    f"{_count(n, 'action')}. Look again and choose anew.")
        if kind not in ("seek", "review"):
            self._player()
        if kind == "act":
            if not isinstance(value, str):
                raise IllegalAction("message", "An act message carries notation text.")
            if not self.cursor_live:
                raise IllegalAction("history", "You are looking at an earlier position; "
                                    "go to the latest one to play.")
            if self.screened():
                raise IllegalAction("hot seat", "Uncover the hand first.")
            self.play(value)
        elif kind == "seek":
            self.seek(value)
        elif kind == "takeback":
            if not isinstance(value, bool):
                raise IllegalAction("message", "A takeback answer is true (agree) or false.")
            if not isinstance(self.seat, int):
                raise IllegalAction("undo", "Only a player's own widget answers a take-back.")
            self.table.answer(self.seat, value)
        elif kind == "puzzle":
            if not isinstance(value, str):
                raise IllegalAction("message", "A puzzle message names a button: check, "
                                    "retry, hint, solution, next or previous.")
            self.table.command(value)
        elif kind == "edit":
            self.table.edit(value)
        elif kind == "explore":
            if not isinstance(value, bool):
                raise IllegalAction("message", "An explore message is true (try it yourself) "
                                    "or false (back to the lesson).")
            self.table.explore(value)
        elif value is not True:
            raise IllegalAction("message", f"{article(kind).capitalize()} message carries true.")
        elif kind == "undo":
            self.undo()
        elif kind == "review":
            self.review(wait=not in_kernel())      # in a kernel: in the background
        elif kind == "hint":
            self.hint(wait=False)
        elif kind == "reveal":
            self.hot_at = self.game.to_move
            self.changed()
        elif kind == "previous":
            self.table.previous_step()
        elif kind in ("rematch", "newgame"):
            self.table.restart(rotate=kind == "newgame")
        elif kind == "restart":
            self.table.restart_lesson()
        else:
            self.table.next_step()

    # ------------------------------------------------------------------ sight
    def _history(self, viewer) -> list[dict]:
        """The history as `viewer` may read it (Game.history_for), one entry per action."""
        return self._shown_history.setdefault(viewer, _Grown(self.logs_in_place)).update(
            self.game._history, lambda h: _entry(self.game.read_history(h, viewer)))

    def _events(self, viewer) -> list[dict]:
        """The event log as `viewer` may read it."""
        return self._shown_events.setdefault(viewer, _Grown(self.logs_in_place)).update(
            self.table.log,
            lambda item: None if (seen := item[1].seen_by(viewer)) is None
            else _event(seen, item[0], item[1].said_to(viewer)))

    def controller(self):
        """Who this viewer acts as: its seat, or None ("any human seat")."""
        return self.seat if isinstance(self.seat, int) else None

    def viewer(self):
        """Whose eyes: an int seat, None for the referee, PUBLIC for a spectator and behind
        the hot-seat screen (and, once the game is over, at a hot seat of several players:
        what the rules show everyone at the end, never the referee's view)."""
        if self.seat == SPECTATOR:
            return PUBLIC
        if self.seat != HOTSEAT:
            return self.seat
        game = self.game
        humans = self.table.humans
        if len(humans) == 1:
            return humans[0]
        if game.over or game.to_move != self.hot_at:
            return PUBLIC
        return self.hot_at

    def screened(self) -> bool:
        """A hot seat's screen is up (the hand covered)."""
        return self.seat == HOTSEAT and self.viewer() == PUBLIC and not self.game.over

    def live_cursor(self) -> int:
        n = self.game.actions_taken
        if self.cursor_live or self.cursor > n:
            self.cursor_live, self.cursor = True, n
        return self.cursor

    def acting(self, cursor: int, viewer) -> int | None:
        """The seat this viewer acts for now, if any."""
        game, table = self.game, self.table
        if (cursor == game.actions_taken and game.to_move is not None and table.plays
                and game.to_move not in table.bots and self.seat != SPECTATOR
                and (self.controller() is None or self.controller() == game.to_move)
                and viewer != PUBLIC):
            return game.to_move
        return None

    def traits(self) -> dict:
        """Every synced trait but the seat's name, its seat and its last error (read
        holding the table's lock: never a table halfway through a change)."""
        with self.table.lock:
            return self._traits()

    def _traits(self) -> dict:
        game, table = self.game, self.table
        n = game.actions_taken
        cursor = self.live_cursor()
        viewer = self.viewer()
        shown = game if cursor == n else game.position_at(cursor)
        acting = self.acting(cursor, viewer)
        request = table.request or {}
        listed = game.legal_actions() if acting is not None else []
        hint = table.hint
        shown_hint = hint if hint and acting == hint["seat"] else None
        view = shown.view(viewer)
        events = self._events(viewer)
        # Neither the result screen nor the review exists before the end or the ask: a
        # click in a game that goes on does not reach their modules.
        reviewed = reviews.shown(table, viewer) if self.review_asked else {}
        marked = marks(table, shown, cursor, viewer, view, shown_hint, events, reviewed)
        if marked:                            # nothing to mark: no key (docs/decisions.md)
            view["marks"] = marked
        as_values(view)          # Tyrus's last count and building tiles as values
        places = game.place_names() or []
        if game.place_sets:
            index = {p: i for i, p in enumerate(places)}
            for key in game.place_sets:
                view[key] = [mask(group, index) for group in view[key]]
        described = self._described.setdefault(viewer, {})
        legal, words = hoisted(grouped(listed, game, places, described),
                               self._words.get(viewer, {}))
        self._words[viewer] = words
        return {
            "view": view,
            "legal": legal,
            "place_names": places,
            "words": words,
            "absent": game.absent(listed) if acting is not None else [],
            "acting": acting,
            "history": self._history(viewer),
            "cursor": cursor,
            "screen": self.screened(),
            "events": events,
            "notice": table.problem or self._taken_back(viewer),
            "request": {"kind": request["kind"], "by": request["by"],
                        "waiting": list(request["waiting"]),
                        "count": n - request["to"]} if request else {},
            "lesson": table.lesson_state if table.lesson or table.intro else {},
            "puzzle": table.puzzle_state,
            "editing": table.editor_state,
            "options": {"undo": table.allow_undo, "bots": sorted(table.bots),
                        "hints": table.hints,
                        # why Take back is refused now ("": it is offered)
                        "takeback": self._takeback_refusal()},
            "suggestion": ({"name": shown_hint["name"], "text": shown_hint["text"]}
                           if shown_hint else {}),
            "thinking": table.thinking,
            "result": result_screen(game) if game.over else {},
            "reviewed": reviewed,
        }


    def _takeback_refusal(self) -> str:
        """Why the table refuses this viewer's Take back now ("" when it may ask)."""
        if self.seat == SPECTATOR or not self.table.allow_undo:
            return "Taking back actions is switched off here."
        return self.table.takeback_refusal(self.controller())

    def _taken_back(self, viewer) -> str:
        """The last take-back in words, as `viewer` may read its moves ("" if none)."""
        taken = self.table.taken_back
        if not taken:
            return ""
        game, by = self.game, taken["by"]
        first, *after = taken["actions"]
        answers: list[list] = []
        for h in after:
            if answers and answers[-1][0] == h["seat"]:
                answers[-1][1] += 1
            else:
                answers.append([h["seat"], 1])
        whose = "your" if by == viewer else possessive(game.seat_name(by).capitalize())
        return took_back(whose, game.read_history(first, viewer)["notation"],
                         [(game.seat_name(s), n) for s, n in answers])


class _Grown:
    """A list built from a source list that grows at its end (the game's history, the
    table's event log), one entry per source item (or none), for one viewer: the entries
    of the items already seen are kept, those of the new ones added. Any other change of
    the source (a take-back pops items, a restart or a reload gives a new list) is seen
    by identity: the last item seen is no longer at its place, and all is built again.
    The list returned is a new one each time, sharing its entries (which are never
    changed in place) with the one before; `in_place`: the same `patches.Log`, grown in
    place, as long as the source only grows (a new one where it did not)."""

    def __init__(self, in_place: bool = False):
        self.in_place = in_place
        self.source: list | None = None
        self.seen, self.last = 0, None
        self.built: list = Log() if in_place else []

    def update(self, source: list, make) -> list:
        """The list of `source`'s entries; `make(item)` is an item's entry (or None)."""
        seen = self.seen
        if (source is not self.source or len(source) < seen
                or (seen and source[seen - 1] is not self.last)):
            self.source, seen, self.built = source, 0, Log() if self.in_place else []
        if seen == len(source):
            return self.built
        new = [entry for item in source[seen:] if (entry := make(item)) is not None]
        if self.in_place:
            self.built.extend(new)
        elif new:
            self.built = self.built + new
        self.seen, self.last = len(source), source[-1] if source else None
        return self.built


#: Events whose numbers the front end draws (a result card): a conflict's winner, loser
#: and both strengths, public in every game.
RESULT_EVENTS = ("conflict",)
#: Events that score (the front end shows a brief +N where it happened and on the seat's
#: panel), public in both Tigris games: kind -> the data key of the colour scored.
GAIN_EVENTS = {"point": "colour", "bank": "card"}


def _event(seen: dict, at: int, say: list | None = None) -> dict:
    """An event as the `events` trait holds it: its kind, text and step, and its phrase
    where it has one (`say`: the front end is sent that rather than the text,
    protocol.WireEvents)."""
    event = {"kind": seen["kind"], "text": seen["text"], "at": at}
    if say is not None:
        event["say"] = say
    data = seen["data"]
    if seen["kind"] in RESULT_EVENTS and "strength" in data:
        event["result"] = {k: data[k] for k in ("winner", "loser", "strength")}
    if seen["kind"] in GAIN_EVENTS and "seat" in data:
        event["gain"] = {"seat": data["seat"], "colour": data[GAIN_EVENTS[seen["kind"]]],
                         "points": data.get("points", 1)}
    return event


def _entry(h: dict) -> dict:
    """A history entry as synced: seat, name (notation) and place where it names one."""
    entry = {"seat": h["seat"], "name": h["notation"]}
    if h["place"] is not None:
        entry["place"] = h["place"]
    return entry


def _bounded(text: str, limit: int = ERROR_LENGTH) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
