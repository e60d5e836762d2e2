"""A game on the table: one engine game, the seats' bots, the event log, a lesson script,
take-backs and saving.

Several widgets can show one table, one per seat (or a hot seat, or the referee). Every
change goes through the table, which then refreshes all its widgets; the widgets only
translate front-end intents into table calls and table state into synced traits.

A take-back never undoes a draw or a reveal: the table notes, for every action, whose
hidden pieces it changed (the pool of the bag or deck, or a seat's hand), and refuses to
take back past an action that drew from the pool or showed another seat's hidden pieces.
Taking back another player's action needs that player's agreement.

Every change is atomic: the table's `lock` (re-entrant: a change refreshes the widgets,
which read the table, and a listener may act again) is held by each method that changes
the table, by a bot's answer arriving on the event loop, and by a `Seat` while it checks
an intent against the position and carries it out or computes what a viewer is shown. Two
Python threads acting on one table are served one after the other.
"""
from __future__ import annotations

import functools
import inspect
import json
import threading
import weakref
from typing import Callable, Self

from mesogames import registry
from mesogames.bots import LEVELS, THINK, SeatInfo, advice, make_bot
from mesogames.bots.pacing import CLOCK, pace
from mesogames.core import Event, Game, IllegalAction, InvalidSave, read_envelope

from . import review
from .lesson import LessonScript, LessonStep
from .thinking import Search

#: A controller: who issues an action. An int seat, or None for "any human seat"
#: (the referee's or the hot seat's widget).
Controller = int | None
TABLE_FORMAT, TABLE_VERSION = "mesowidgets.table", 1
#: Where the saved game goes in a saved table before it is spliced in (`Table.to_json`).
_GAME_SLOT = "\x00game\x00"
_GAME_SLOT_JSON = json.dumps(_GAME_SLOT)


def atomic(method: Callable) -> Callable:
    """`method`, run holding the table's lock."""
    @functools.wraps(method)
    def locked(self, *args, **kwargs):
        with self.lock:
            return method(self, *args, **kwargs)
    return locked


class Table(LessonScript):
    """Holds one engine game and everything around it that is not a rule."""

    def __init__(self, game: Game, bots: dict | None = None, undo: bool = True,
                 lesson: list | None = None, intro: str = "", background: bool = False,
                 pause: float = 0.0, hints: bool | None = None):
        self.lock = threading.RLock()
        self.game = game
        self.bot_specs = {}
        for seat, spec in (bots or {}).items():
            if (isinstance(seat, bool) or not isinstance(seat, int)
                    or seat not in range(game.players)):
                raise ValueError(f"No seat {seat!r} for a bot in a {game.players}-player game.")
            self.bot_specs[seat] = spec
        self.bots = {seat: _bot(spec, seat) for seat, spec in self.bot_specs.items()}
        self.allow_undo = undo
        self.lesson = [s if isinstance(s, LessonStep) else LessonStep(**s)
                       if isinstance(s, dict) else LessonStep(*s) for s in lesson or []]
        self._lesson_marks: list[int] = []   # history length after each step played
        #: The asking steps the student answered, each with its note ("", or why another
        #: move was accepted).
        self._found: dict[int, str] = {}
        self._lesson_start = len(game.history)
        #: The student left the script ("Try it yourself"): moves are free until the lesson
        #: is taken up again.
        self.exploring = False
        self.intro = intro
        #: For each action of the history: whose hidden pieces it changed ("pool" or seats),
        #: and the event log: (history length after the action, event). A game that comes
        #: with a history (a loaded one) is replayed once to rebuild both.
        self._seals, self.log = _replay(game)
        #: The hidden census after the last action (_census_of): (game, its state, the
        #: length of its undo stack, the census).
        self._census: tuple | None = None
        #: A take-back waiting for other players' agreement: {"by", "to", "waiting"}.
        self.request: dict | None = None
        #: A problem of the table itself (a failing bot), shown to everyone until the next action.
        self.problem = ""
        #: The last take-back, until the next action: {"by": seat, "actions": the history
        #: entries taken back} (each viewer is told it in words, as it may read them).
        self.taken_back: dict | None = None
        self._widgets: weakref.WeakSet = weakref.WeakSet()
        self._listeners: list[Callable[[], None]] = []
        #: Bots think on a worker thread (in a kernel) or inline (scripts and tests);
        #: `pause`: seconds between a bot's move and the next one, so a person can follow.
        self.background, self.pause = background, pause
        #: The seat whose bot is thinking now (background only), and its search.
        self.thinking: int | None = None
        self._search: Search | None = None
        #: Whether a human seat may ask for a hint (by default: when one human plays bots).
        self.hints = len(self.humans) == 1 and bool(self.bots) if hints is None else hints
        #: The last hint, until the next action: {"seat", "name", "text"}.
        self.hint: dict | None = None
        self._hinting: Search | None = None
        #: The review's entries, one per decision reviewed (review.py), and its search
        #: while it is computed in the background.
        self.reviews: dict[int, dict] = {}
        self.reviewing: Search | None = None
        self._run_bots()

    #: Whether moves are played at this table (a board editor only puts pieces down).
    plays = True
    #: Whether a review may be computed at this table (review.py; not by the referee).
    reviews_here = True

    @property
    def humans(self) -> list[int]:
        return [s for s in range(self.game.players) if s not in self.bots]

    # --------------------------------------------------------------- wiring
    def attach(self, widget) -> None:
        self._widgets.add(widget)

    def detach(self, widget) -> None:
        """A widget closed; with none left, nobody waits for a bot's move: stop its search."""
        self._widgets.discard(widget)
        if not self._widgets:
            self.cancel_search()

    def on_change(self, callback: Callable[[], None]) -> None:
        """Call `callback()` after every change of the game (for notebooks and tests)."""
        self._listeners.append(callback)

    def _changed(self) -> None:
        for w in list(self._widgets):
            w.refresh()
        for cb in self._listeners:
            cb()

    # --------------------------------------------------------------- actions
    next_step = atomic(LessonScript.next_step)
    previous_step = atomic(LessonScript.previous_step)
    restart_lesson = atomic(LessonScript.restart_lesson)
    explore = atomic(LessonScript.explore)

    @atomic
    def act(self, notation: str, by: Controller = None) -> list[Event]:
        """Apply an action for the seat to move, if `by` may act for it."""
        game = self.game
        seat = game.to_move
        if seat is None:
            raise IllegalAction("end of the game", "The game is over; no action can be taken.")
        if seat in self.bots:
            raise IllegalAction("seats",
                                f"{game.seat_name(seat).capitalize()} is played by the bot.")
        if by is not None and by != seat:
            raise IllegalAction("turn order", f"It is {game.seat_name(seat)}'s turn to decide, "
                                f"not {game.seat_name(by)}'s.")
        if self.lesson and not self.exploring:
            return self._lesson_move(notation)
        events = self._apply(notation)
        self.request = None
        self.problem = ""
        if self.background:             # refresh first: see _search_after_refresh
            self._search_after_refresh()
            return events
        events += self._run_bots()
        self._changed()
        return events

    def _search_after_refresh(self) -> None:
        """Show the position, then start the bot to move thinking, its pace counted from
        before the refresh: its seat's `SeatInfo` (whose cost follows its hand: its legal
        actions) is built after the widgets show the move that led to it."""
        started = self.clock.now()
        if self._search is None and self.game.to_move in self.bots:
            self.thinking = self.game.to_move
        self._changed()
        self._start_search(started)

    def _apply(self, action) -> list[Event]:
        game = self.game
        self.hint, self.taken_back = None, None
        before = self._census_of(game)
        events = game.apply(action)
        after = game.hidden_census()
        self._seals.append(game.secrets_changed(before, after))
        # The census after this action is the next one's before (while nothing but an
        # action of this table changes the game: see _census_of).
        self._census = (game, game.state, len(game._undo_stack), after)
        n = game.actions_taken
        self.log.extend((n, e) for e in events)
        return events

    def _census_of(self, game: Game) -> dict:
        """`game.hidden_census()`, kept from the last action where the game is still where
        that action left it: the same game and state object (an undo or a refused action
        puts a new one), and no action applied or undone since."""
        kept = self._census
        if (kept is not None and kept[0] is game and kept[1] is game.state
                and kept[2] == len(game._undo_stack)):
            return kept[3]
        return game.hidden_census()

    def _run_bots(self) -> list[Event]:
        """Let the bots answer, each given only what its seat may know (`SeatInfo`). A bot
        that fails leaves the game where it was before its move (the players' moves stand)
        and the failure is reported to every widget. In the background, the search starts
        here and its move lands later (`_searched`)."""
        if self.background:
            self._start_search()
            return []
        events = []
        while (seat := self.game.to_move) is not None and seat in self.bots:
            try:
                action = self.bots[seat].choose(SeatInfo(self.game, seat))
                events += self._apply(action)
            except Exception as err:      # a bot is user code: report, never lose a move
                self._bot_failed(seat, err)
                break
        return events

    def _bot_failed(self, seat: int, err: Exception) -> None:
        name = self.game.seat_name(seat)
        self.problem = (f"The bot playing {name} failed ({type(err).__name__}: "
                        f"{str(err)[:160]}); the game waits for {name}. "
                        "Call table.run_bots() to let it try again.")

    def _mark(self) -> tuple:
        return self.game.actions_taken, self.game.fingerprint()

    #: The clock a bot's answer is paced by (mesogames/bots/pacing.py; tests set a fake).
    clock = CLOCK

    def _start_search(self, started: float | None = None) -> None:
        """Start the bot to move thinking; its answer is held until its pace has passed
        since now (before its seat's information is even gathered), so the time it takes
        tells nothing of its hand."""
        seat = self.game.to_move
        if self._search is not None or seat is None or seat not in self.bots:
            return
        started = self.clock.now() if started is None else started
        self.thinking = seat
        bot = self.bots[seat]
        release = started + pace(bot, self.game.name, self.game.in_a_row)
        self._search = Search(bot, SeatInfo(self.game, seat), self._mark(), self.pause,
                              self._searched, release=release, clock=self.clock).start()

    @atomic
    def _searched(self, search: Search, action, error) -> None:
        """A search's answer, back on the kernel's event loop."""
        if search is not self._search:
            return                         # cancelled: a take-back or a closed widget
        self._search, self.thinking = None, None
        if search.mark != self._mark():
            self._start_search()
        elif error is not None:
            self._bot_failed(search.info.seat, error)
        else:
            try:
                self._apply(action)
            except Exception as err:       # an illegal answer is the bot's failure
                self._bot_failed(search.info.seat, err)
            else:
                self._search_after_refresh()
                return
        self._changed()

    # ------------------------------------------------------------------ hints
    def ask_hint(self, seat: int, *, seconds: float | None = None,
                 wait: bool = True) -> dict | None:
        """The hard bot's suggestion for `seat`, from that seat's information only, with a
        one-line reason, shown on that seat's widgets until the next action. `wait`: search
        now and return it; else, at a table whose bots think in the background, search on
        a worker thread, show it when ready, and return None."""
        self.check_hint(seat)
        info = SeatInfo(self.game, seat)       # the seat's information only
        if wait or not self.background:
            self.hint = {"seat": seat, **advice(info, seconds=seconds)}
            self._changed()
            return self.hint
        if self._hinting is None:
            self._hinting = Search(_Adviser(seconds), info, self._mark(), 0.0,
                                   self._hinted).start()
        return None

    def check_hint(self, seat: int) -> None:
        """IllegalAction if `seat` may not ask for a hint now."""
        if not self.hints:
            raise IllegalAction("hints", "Hints are off at this table (they are on when one "
                                "person plays against bots, or with hints=True).")
        if seat not in self.humans or self.game.to_move != seat:
            raise IllegalAction("hints", "A hint is for the player who is to decide now.")

    @atomic
    def _hinted(self, search: Search, found, error) -> None:
        if search is not self._hinting:
            return
        self._hinting = None
        if error is None and search.mark == self._mark():
            self.hint = {"seat": search.info.seat, **found}
            self._changed()

    # ----------------------------------------------------------------- review
    def review(self, viewer, wait: bool = True) -> None:
        """Compute the review `viewer` may see (review.py: who may ask, and what for)."""
        with self.lock:
            review.start(self, viewer, wait)

    @atomic
    def review_progress(self, search: Search) -> None:
        if search is self.reviewing:
            self._changed()

    @atomic
    def reviewed(self, search: Search, found, error) -> None:
        """The background review's entries, back on the kernel's event loop; then what
        the widgets that asked still miss (a game that ended meanwhile) is computed."""
        if search is not self.reviewing:
            return
        self.reviewing = None
        if error is None and found:
            review.keep(self, found)
        if error is not None:
            # every seat sees the table's problem: no error text (it may name a hand)
            self.problem = f"The review failed ({type(error).__name__}); ask for it again."
        else:
            for widget in list(self._widgets):
                seat = getattr(widget, "_seat", None)
                if seat is not None and seat.review_asked:
                    try:
                        review.start(self, seat.viewer(), False)
                    except IllegalAction:
                        pass
        self._changed()

    def _cancel_review(self) -> None:
        if self.reviewing is not None:
            self.reviewing.cancel()
            self.reviewing = None

    @atomic
    def cancel_search(self) -> None:
        """Stop the bot that is thinking, if any; its answer is dropped."""
        if self._search is not None:
            self._search.cancel()
            self._search, self.thinking = None, None

    @atomic
    def run_bots(self) -> list[Event]:
        """Let the bots try again after a failure."""
        self.problem = ""
        events = self._run_bots()
        self._changed()
        return events

    # ------------------------------------------------------------- take-back
    @atomic
    def undo(self, by: Controller = None) -> list[str]:
        """Take back the last action of `by` (None: of the last human to act) and the
        actions after it. Refused past a draw or a reveal; another human's actions are
        only taken back when that player agrees (the request waits for `answer`). What
        was taken back is kept in `taken_back` for the widgets to say (until the next
        action)."""
        k, requester, others = self._takeback_plan(by)
        if by is not None and others:
            self.request = {"kind": "takeback", "by": requester, "to": k,
                            "at": self.game.actions_taken, "waiting": others}
            self._changed()
            return []
        return self._take_back(k, requester)

    def takeback_refusal(self, by: int | None = None) -> str:
        """Why the rules of this table refuse `by` a take-back now ("" when they allow it,
        perhaps with other players' agreement): what `undo` would answer, without trying."""
        with self.lock:
            try:
                self._takeback_plan(by)
            except IllegalAction as err:
                return err.reason
            return ""

    def _takeback_plan(self, by: int | None) -> tuple[int, int, list[int]]:
        """The take-back `by` may ask for: the index of the first action it takes back, the
        seat asking, the other humans who must agree; IllegalAction naming the rule if none."""
        if not self.allow_undo:
            raise IllegalAction("undo", "Taking back actions is switched off at this table.")
        history = self.game._history
        k = next((i for i in range(len(history) - 1, -1, -1)
                  if (history[i]["seat"] not in self.bots if by is None
                      else history[i]["seat"] == by)), None)
        if k is None:
            raise IllegalAction("undo", "There is no action of a player to take back."
                                if by is None else "You have no action to take back.")
        requester = history[k]["seat"]
        for i in range(k, len(history)):
            sealed = self._seals[i]
            if "pool" in sealed or any(s != requester for s in sealed):
                raise IllegalAction("undo", "A take-back never undoes a draw or a reveal: "
                                    f"action {i + 1} showed hidden pieces, so the game "
                                    "cannot go back before it.")
        others = sorted({h["seat"] for h in history[k:]
                         if h["seat"] not in self.bots and h["seat"] != requester})
        return k, requester, others

    @atomic
    def answer(self, seat: int, agree: bool) -> list[str]:
        """A player's answer to the take-back request waiting for them."""
        req = self.request
        if req is None or seat not in req["waiting"]:
            raise IllegalAction("undo", "No take-back is waiting for your answer.")
        if req["at"] != self.game.actions_taken:
            self.request = None
            raise IllegalAction("undo", "The game has moved on since the take-back was asked.")
        if not agree:
            self.request = None
            self.problem = (f"{self.game.seat_name(seat).capitalize()} does not agree to take "
                            "back the moves.")
            self._changed()
            return []
        req["waiting"].remove(seat)
        if req["waiting"]:
            self._changed()
            return []
        return self._take_back(req["to"], req["by"])

    def _take_back(self, k: int, requester: int | None = None) -> list[str]:
        """Go back to the position after `k` actions; `requester`: the seat whose take-back
        this is (None: a lesson going back), recorded in `taken_back`."""
        self.cancel_search()
        self._cancel_review()
        self.reviews = {i: e for i, e in self.reviews.items() if i < k}
        self.hint = None
        game = self.game
        gone = game._history[k:]
        taken = [game.undo() for _ in range(len(game.history) - k)]
        self.taken_back = {"by": requester, "actions": gone} if requester is not None else None
        del self._seals[k:]
        n = len(game.history)
        self.log = [(i, e) for i, e in self.log if i <= n]
        while self._lesson_marks and self._lesson_marks[-1] > n:
            self._lesson_marks.pop()
            self._found.pop(len(self._lesson_marks), None)
        self.request = None
        self.problem = ""
        self._changed()
        return taken

    # ------------------------------------------------------------- restarts
    @atomic
    def restart(self, rotate: bool = False) -> None:
        """After the end: the result screen's Rematch (`rotate` False) or New game (True).

        Both start a new engine game on this same table, so every widget of the table
        follows: the same game options and number of players, a new secret deal (the seed
        comes from the OS even when the finished game had one: a rematch must not replay
        the same deal), the history, the log and any take-back request cleared, the bots
        made anew from their levels. A rematch keeps every person and bot on their seat;
        a new game moves each of them round to the next seat (so another player begins
        and each plays another colour), the widgets of seats going with their players."""
        game = self.game
        if not game.over:
            raise IllegalAction("end of the game", "A rematch or a new game is offered once "
                                "the game is over; this one goes on.")
        if type(self) is not Table or self.lesson or self.intro:
            raise IllegalAction("end of the game", "A rematch or a new game is for a table "
                                "played here; a referee's table, a lesson, a puzzle or a board "
                                "editor does not start again: ask for a new table.")
        if any(not isinstance(spec, str) for spec in self.bot_specs.values()):
            raise IllegalAction("end of the game", "A bot given as an object cannot be made "
                                "anew; start a new table with it.")
        game_spec = registry.spec_of(game)
        (how, call), = (getattr(game, "origin", None) or {"": {}}).items()
        takes = inspect.signature(game_spec.new_game).parameters
        options = ({k: v for k, v in call.items() if k != "seed"} if how == "new_game" else
                   {k: v for k, v in game.state.get("options", {}).items() if k in takes})
        options["players"] = game.players
        self.cancel_search()
        self._cancel_review()
        self.reviews = {}
        n = game.players
        shift = 1 if rotate else 0
        self.bot_specs = {(seat + shift) % n: spec for seat, spec in self.bot_specs.items()}
        self.bots = {seat: _bot(spec, seat) for seat, spec in self.bot_specs.items()}
        self.game = game_spec.new_game(**options)
        self._seals, self.log = [], []
        self._lesson_marks, self._found = [], {}
        self._lesson_start = 0
        self.request, self.problem, self.hint, self.taken_back = None, "", None, None
        for widget in list(self._widgets):
            widget._reseat((widget.seat + shift) % n if isinstance(widget.seat, int)
                           else widget.seat)
        self._run_bots()
        self._changed()

    @property
    def diagram(self) -> str:
        """The position as a diagram (a board editor keeps the teacher's text)."""
        return self.game.diagram()

    # ---------------------------------------------------------------- puzzle
    @property
    def puzzle_state(self) -> dict:
        """The puzzle on the board (mesowidgets/puzzles/session.py); none here."""
        return {}

    def command(self, name: str) -> None:
        raise IllegalAction("puzzle", "This table has no puzzle.")

    @property
    def editor_state(self) -> dict:
        """The board editor's palette and lines (mesowidgets/editor.py); none here."""
        return {}

    def edit(self, op) -> None:
        raise IllegalAction("board editor", "This widget is not a board editor: make one "
                            "with Widget.editor().")

    # ---------------------------------------------------------------- saving
    def to_json(self) -> str:
        """The whole table: the saved game, the bot seats, the take-back setting, the
        lesson's position (the log is rebuilt by replaying) and the review computed so far
        (review.py; the key is left out when there is none, as saves before it were)."""
        specs = {}
        for seat, spec in self.bot_specs.items():
            if not isinstance(spec, str):
                raise ValueError(f"The bot of seat {seat} is an object ({spec!r}); only bots "
                                 "named by a level can be saved. Pass it again to from_json.")
            specs[str(seat)] = spec
        data = {"format": TABLE_FORMAT, "version": TABLE_VERSION, "game": _GAME_SLOT,
                "bots": specs, "undo": self.allow_undo, "lesson_marks": self._lesson_marks}
        if self.reviews:
            data["review"] = review.saved(self)
        text = json.dumps(data, sort_keys=True, separators=(",", ":"))
        # The saved game is written as json.dumps would write it back (sorted, compact): it
        # is spliced in, not read and written out again (its action list grows with the game).
        head, slot, tail = text.partition(_GAME_SLOT_JSON)
        if _GAME_SLOT_JSON in tail:      # a bot named like the slot: the long way
            data["game"] = json.loads(self.game.to_json())
            return json.dumps(data, sort_keys=True, separators=(",", ":"))
        return head + self.game.to_json() + tail

    @classmethod
    def from_json(cls, text, game_class: type[Game], *, bots: dict | None = None,
                  lesson: list | None = None, intro: str = "") -> Self:
        """Load a table written by `to_json` (the lesson script, and bots that are objects,
        are code: pass them again). InvalidSave names what is wrong."""
        def bad(why: str):
            return InvalidSave(f"Not a valid saved {game_class.title} table: {why}")

        keys = {"format", "version", "game", "bots", "undo", "lesson_marks"}
        try:
            data = read_envelope(text, keys | {"review"}, TABLE_FORMAT, TABLE_VERSION, bad)
        except InvalidSave:             # a save with no review (as every save before it)
            data = read_envelope(text, keys, TABLE_FORMAT, TABLE_VERSION, bad)
        game = game_class.from_json(json.dumps(data["game"]))
        specs = data["bots"]
        if (not isinstance(specs, dict) or not all(
                isinstance(k, str) and k.isascii() and k.isdigit() and len(k) < 3
                and isinstance(v, str) and len(v) < 40 for k, v in specs.items())):
            raise bad("bots must map seat numbers to bot names.")
        if not isinstance(data["undo"], bool):
            raise bad("undo must be true or false.")
        marks = data["lesson_marks"]
        if (not isinstance(marks, list) or len(marks) > len(lesson or [])
                or not all(isinstance(m, int) and not isinstance(m, bool) for m in marks)
                or marks != sorted(marks) or any(not 0 <= m <= len(game.history) for m in marks)):
            raise bad("the lesson's position does not fit the lesson and the game.")
        merged = {int(k): v for k, v in specs.items()}
        merged.update(bots or {})
        try:
            table = cls(game, bots=merged, undo=data["undo"], lesson=lesson,
                        intro=intro)
        except ValueError as err:
            raise bad(str(err)) from None
        table._lesson_marks = list(marks)
        try:
            table.reviews = review.loaded(data.get("review"), game)
        except ValueError as err:
            raise bad(str(err)) from None
        return table


def _replay(game) -> tuple[list[set], list[tuple[int, Event]]]:
    """What each action already in the history drew or revealed, and the events it caused."""
    if not game.history:
        return [], []
    g = game.position_at(0)
    seals, log = [], []
    for n, notation in enumerate(game.history, 1):
        before = g.hidden_census()
        log += [(n, e) for e in g.apply(notation)]
        seals.append(g.secrets_changed(before))
    return seals, log


class _Adviser:
    """The hint's search, run like a bot's: `choose` returns the advice."""

    def __init__(self, seconds):
        self.seconds = seconds

    def choose(self, info):
        return advice(info, seconds=self.seconds)


def _bot(spec, seat):
    if isinstance(spec, str) and spec in LEVELS:
        # A table's answers are paced: a search spends its budget even without a choice.
        return make_bot(spec, seed=1000 + int(seat), **({"spend": True} if spec in THINK
                                                         else {}))
    if hasattr(spec, "choose"):
        return spec
    raise ValueError(f"A bot is a level ({', '.join(LEVELS)}) or an object with "
                     f"choose(info); got {spec!r}.")
