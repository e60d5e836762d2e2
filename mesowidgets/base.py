"""The shared widget base: one table shown for one seat, synced as small JSON.

Synced state (Python -> front end; big traits travel as patches, see patches.py): the
seat's view of the position shown, the legal actions of that seat (each described: name,
kind, piece, place; grouped on the wire: protocol.py, docs/actions.md), the history as that
seat may read it ({seat, name, place} per action), the cursor in the history, the seat's
event log, the last error, the table's notice, a take-back request, the hot-seat screen
and the lesson.

The front end changes nothing but through intents: an ipywidgets `update` of any trait is
refused (nothing changes, the front end is sent the true state again), so the seat a
widget speaks for is fixed in Python. Intents arrive as custom messages, each one intent
and the position it was made on: {"act": notation, "at": n}, {"seek": index},
{"undo": true, "at": n}, {"reveal": true}, {"next": true, "at": n}, the lesson's
{"previous": true, "at": n}, {"restart": true, "at": n} and {"explore": true|false, "at": n},
a puzzle's {"puzzle": "check" | "retry" | "hint" | "solution" | "next" | "previous", "at": n},
the board editor's {"edit": {"put": piece, "at": place} | {"clear": place} |
{"line": key, "value": text} | {"text": diagram}},
{"takeback": true|false, "at": n} (the answer to another player's take-back request).
Python checks each one; a malformed, stale or illegal intent only sets `error` (a sentence
naming the rule, at most a few hundred characters) and changes nothing.

What a widget shows and what its intents do are computed by its `Seat` (seat.py), the
same code the referee runs for each connection; a widget made by `join(url, code)` has a
`RemoteSeat` (remote.py) instead, whose traits come from the referee's pushes.
"""
from __future__ import annotations

import json
import logging
import pathlib
import sys
from types import ModuleType

import anywidget
import traitlets

from mesogames import registry
from mesogames.core import PUBLIC, Game, IllegalAction
from mesogames.words import listing

from . import patches
from .protocol import HOTSEAT, KEPT, PATCHED, RESUMED, SPECTATOR, WireEvents, expanded, sent_view
from .seat import Seat, _bounded
from .table import Table
from .thinking import in_kernel

STATIC = pathlib.Path(__file__).parent / "static"
#: Seconds a bot's move stays in view before the next bot moves (in a kernel).
BOT_PAUSE = 0.6
logger = logging.getLogger(__name__)


class Names(traitlets.List):
    """A list of strings, checked in one pass (the table's place names: 176 squares, which a
    List(Unicode()) checks one trait call at a time)."""

    info_text = "a list of strings"

    def validate_elements(self, obj, value):
        if not all(isinstance(item, str) for item in value):
            self.error(obj, value)
        return super().validate_elements(obj, value)


class Fields(traitlets.Dict):
    """A dict whose keys named in `per_key_traits` are checked by those traits, in one pass
    where each holds a value of its trait's own type (a str for Unicode...): the entries
    of the history, the event log and the legal actions, which traitlets' Dict checks one
    key at a time through each key's trait, copying the dict. Any other value is checked
    as Dict checks it."""

    def __init__(self, per_key_traits: dict, **kwargs):
        super().__init__(per_key_traits=per_key_traits, **kwargs)
        plain = {traitlets.Unicode: str, traitlets.Int: int, traitlets.Dict: dict,
                 traitlets.List: list}
        self._plain = tuple((key, plain.get(type(trait))) for key, trait in per_key_traits.items())

    def validate_elements(self, obj, value):
        for key, kind in self._plain:
            if key in value and value[key].__class__ is not kind:
                return super().validate_elements(obj, value)
        return value


_LEGAL_KEYS = {"name": traitlets.Unicode(), "kind": traitlets.Unicode(),
               "each": traitlets.Dict(), "subsets": traitlets.Dict(),
               "words": traitlets.Dict(),
               "tip": traitlets.Unicode()}
_ABSENT_KEYS = {"name": traitlets.Unicode(), "reason": traitlets.Unicode()}
_HISTORY_KEYS = {"seat": traitlets.Int(), "name": traitlets.Unicode(),
                 "place": traitlets.Unicode()}
_EVENT_KEYS = {"kind": traitlets.Unicode(), "text": traitlets.Unicode(), "at": traitlets.Int(),
               "say": traitlets.List()}


def _events_to_json(events: list, widget) -> list:
    """The event log as it travels to this widget's front end (protocol.WireEvents)."""
    wire = widget.__dict__.get("_wire_events")
    if wire is None:
        wire = widget.__dict__["_wire_events"] = WireEvents()
    return wire(events)


class GrowingList(traitlets.List):
    """A typed list that grows at its end (the history, the event log): the elements equal
    to those already at their index were checked when they were set, so only the rest are
    checked again (a long game's log is not re-validated at every action)."""

    def validate_elements(self, obj, value):
        old = obj._trait_values.get(self.name) if obj is not None else None
        if not old:
            return super().validate_elements(obj, value)
        if len(value) >= len(old) and value[:len(old)] == old:
            same = len(old)    # the usual case, compared at C speed (shared entries)
        else:
            same, limit = 0, min(len(old), len(value))
            while same < limit and old[same] == value[same]:
                same += 1
        tail = list(super().validate_elements(obj, value[same:]))
        # Keep the entries themselves where checking left them as they were (it copies
        # each dict): the next list, sharing them, then compares by reference.
        return old[:same] + (value[same:] if tail == value[same:] else tail)


class GameWidget(anywidget.AnyWidget):
    """Base of the game widgets. A subclass sets `game_name`, a registered game
    (mesogames/registry.py); its spec gives the engine and the front end's entry."""

    game_name = ""              # the registered game this widget plays
    #: What this game's view holds that its front end never draws, left out of what
    #: travels (protocol.sent_view); Python's view keeps it for bots and scripts.
    unsent_view: tuple[str, ...] = ()
    #: The lists of this game's view whose length only its front end draws: each travels as
    #: that length, `<key>_size` (protocol.sent_view); Python's view keeps the list.
    counted_view: tuple[str, ...] = ()
    spec: registry.GameSpec     # its spec (set from game_name)
    #: The engine package: new_game, from_diagram (set from the spec).
    engine_module: ModuleType

    def __init_subclass__(cls, **kwargs):
        if cls.__dict__.get("game_name"):
            spec = cls.spec = registry.spec(cls.game_name)
            cls.engine_module = spec.module
            if spec.entry:
                for key, suffix in (("_esm", "js"), ("_css", "css")):
                    if key not in cls.__dict__:
                        setattr(cls, key, STATIC / f"{spec.entry}.{suffix}")
        super().__init_subclass__(**kwargs)

    # Typed traits (checked whenever Python sets them): what each holds is in the module
    # docstring and, for the view, legal actions and decisions, in docs/.
    seat = traitlets.Union([traitlets.Int(), traitlets.Unicode()], allow_none=True,
                           default_value=None, help="a seat, None (referee) or \"hotseat\""
                           ).tag(sync=True)
    seat_names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    view = traitlets.Dict(help="the position as this seat may see it").tag(
        sync=True, to_json=lambda view, widget: sent_view(view, widget.unsent_view,
                                                  widget.counted_view))
    legal = traitlets.List(Fields(_LEGAL_KEYS),
                           help="this seat's legal actions, described and grouped "
                                "(docs/actions.md)"
                           ).tag(sync=True)
    place_names = Names(help="every place the game's actions name, when they are fixed: "
                             "the legal actions' place masks index it (docs/actions.md)"
                        ).tag(sync=True)
    words = traitlets.Dict(help="how the legal actions' names write their values, kind by "
                                "kind, for the entries whose words are 1 (docs/actions.md)"
                           ).tag(sync=True)
    history = GrowingList(Fields(_HISTORY_KEYS),
                             help="{seat, name, place?} per action, as this seat may read it"
                             ).tag(sync=True)
    absent = traitlets.List(Fields(_ABSENT_KEYS),
                            help="actions this seat may look for that the rules refuse now, "
                                 "each with the rule's reason").tag(sync=True)
    cursor = traitlets.Int(0, help="actions shown; == len(history): live").tag(sync=True)
    events = GrowingList(Fields(_EVENT_KEYS),
                            help="the event log this seat may read (each event with its "
                                 "phrase, `say`, where it has one: the front end is sent that "
                                 "rather than the text)"
                            ).tag(sync=True, to_json=_events_to_json)
    error = traitlets.Unicode("", help="why this widget's last intent failed").tag(sync=True)
    notice = traitlets.Unicode("", help="the table's news (a failing bot...)").tag(sync=True)
    request = traitlets.Dict(help="a take-back waiting for answers").tag(sync=True)
    screen = traitlets.Bool(False, help="hot seat: the hand is covered").tag(sync=True)
    acting = traitlets.Int(None, allow_none=True,
                           help="the seat this widget acts for now").tag(sync=True)
    lesson = traitlets.Dict().tag(sync=True)
    editing = traitlets.Dict(help="the board editor: its palette, the diagram's lines and "
                                 "the cells to paste").tag(sync=True)
    puzzle = traitlets.Dict(help="the puzzle on the board: goal, verdict, the hint and the "
                                 "solution once asked, the set's score").tag(sync=True)
    suggestion = traitlets.Dict(per_key_traits={"name": traitlets.Unicode(),
                                                "text": traitlets.Unicode()},
                                help="the hint this seat asked for, until the next action"
                                ).tag(sync=True)
    thinking = traitlets.Int(None, allow_none=True,
                             help="the seat whose bot is thinking now").tag(sync=True)
    result = traitlets.Dict(help="once the game is over, the result screen: title, reason, "
                                 "what the points count, one row per seat best first "
                                 "(results.py)").tag(sync=True)
    reviewed = traitlets.Dict(help="the game's review once asked (review.py): each seat's "
                                 "estimated win chance at its decisions, the better moves "
                                 "and the marks, or the progress while it is computed"
                                 ).tag(sync=True)
    options = traitlets.Dict(per_key_traits={"undo": traitlets.Bool(),
                                             "bots": traitlets.List(traitlets.Int()),
                                             "hints": traitlets.Bool()},
                             help="take-back allowed, bot seats, hints allowed").tag(sync=True)

    def __init__(self, game: Game | None = None, *, seat=HOTSEAT, table: Table | None = None,
                 bots: dict | None = None, lesson=None, intro: str = "", undo: bool = True,
                 remote=None, **new_game_options):
        if remote is not None:              # join(): the game lives at the referee
            if game is not None or table is not None or bots or lesson or new_game_options:
                raise TypeError("A widget joined to a referee's table takes everything "
                                "from the referee.")
            self._start(remote, None, remote.welcome["seat_names"])
            return
        if table is None:
            if game is None:
                game = self.engine_module.new_game(**new_game_options)
            elif new_game_options:
                raise TypeError("Give either a game or new-game options, not both.")
            table = Table(game, bots=bots, lesson=lesson, intro=intro, undo=undo,
                          **thinking_options(bots, game.players))
        elif game is not None or bots or lesson:
            raise TypeError("A widget on an existing table takes its game from the table.")
        self._start(Seat(table, seat), table,          # Seat checks the seat
                    list(table.game.seat_names[: table.game.players]))

    def _reseat(self, seat) -> None:
        """The table now holds another position (the next puzzle of a set): a player's
        widget takes the seat to move there, at the latest position."""
        if isinstance(self.seat, int):
            self.seat = self._seat.seat = seat
        table = self.table
        assert table is not None, "a table in this kernel (a puzzle set's)"
        self.seat_names = list(table.game.seat_names[: table.game.players])
        self._seat.cursor_live, self._seat.hot_at = True, None
        self._seat.review_asked = False

    def _start(self, viewer, table: Table | None, seat_names: list[str]) -> None:
        """The widget over `viewer` (a Seat at `table`, or a joined widget's RemoteSeat
        with no table here)."""
        self._sent: dict = {}            # what the front end holds, trait by trait
        self._sizes: dict = {}           # the length of its JSON text, where known
        self._kept: dict = {}            # RESUMED traits: the last values it kept (KEPT)
        self._patches = 0
        super().__init__()
        self._sent = json.loads(json.dumps(self.get_state()))
        self._held_before()
        self.table = table
        viewer.changed = self.refresh
        self._seat = viewer
        self.seat = viewer.seat
        self.seat_names = seat_names
        if table is not None:
            table.attach(self)
        self.refresh()

    # ----------------------------------------------------------- construction
    @classmethod
    def for_seats(cls, game: Game | None = None, *, bots: dict | None = None, undo: bool = False,
                  **new_game_options) -> list["GameWidget"]:
        """One widget per human seat over one shared game; they all update together."""
        if game is None:
            game = cls.engine_module.new_game(**new_game_options)
        table = Table(game, bots=bots, undo=undo, **thinking_options(bots, game.players))
        return [cls(table=table, seat=s) for s in range(game.players) if s not in table.bots]

    @classmethod
    def editor(cls, diagram: str | None = None, **new_game_options) -> "GameWidget":
        """A board editor (mesowidgets/editor.py) on `diagram`, or on the start of a game
        with these options: put pieces on the board with clicks, write hands and piles,
        and read back `widget.diagram` or a lesson or puzzle cell
        (`widget.table.cell("puzzle")`)."""
        from .editor import EditorTable
        return cls(table=EditorTable(cls, diagram, **new_game_options), seat=None)

    @property
    def diagram(self) -> str:
        """The position shown, as a diagram (the editor's text for a board editor)."""
        return self._local_table().diagram

    @classmethod
    def from_diagram(cls, text: str, *, seat=None, seed: int | None = None,
                     **kwargs) -> "GameWidget":
        """A widget on a position written as a diagram (referee view by default); `seed`
        shuffles what the diagram leaves out (a secret one when not given)."""
        return cls(cls.engine_module.from_diagram(text, seed=seed), seat=seat, **kwargs)

    @classmethod
    def join(cls, url: str, code: str, *, timeout: float = 30.0) -> "GameWidget":
        """A widget for the seat (or spectator) that `code` opens at the referee at `url`:
        it looks and plays like a local one, but the game lives at the referee and this
        kernel receives only what that seat may see. Joining again with the same code (after
        a kernel restart) resumes the game."""
        from .remote import RemoteSeat
        remote = RemoteSeat(url, code, timeout=timeout)
        game = remote.welcome["game"]
        if game != cls.spec.name:
            remote.close()
            raise ValueError(f"That code is for a {game} table, not for {cls.__name__}.")
        return cls(remote=remote)

    @classmethod
    def create_table(cls, url: str, *, bots: dict | None = None, undo: bool = False,
                     **options):
        """A new table of this game at the referee at `url`: an Invitation holding one
        secret code per seat (None for a bot's) and a spectator code."""
        from .referee.client import create_table
        return create_table(url, cls.spec.name, bots=bots,
                            undo=undo, **options)

    def wait(self, until=None, timeout: float = 60.0) -> bool:
        """A joined widget: wait until `until(widget)` holds (by default: until this seat
        is to act, or the game is over), as the referee's pushes arrive; whether it did.
        (In a notebook, pushes show by themselves; this is for scripts.)"""
        if self.table is not None:
            raise TypeError("Only a widget joined to a referee's table waits for others.")
        until = until or (lambda w: w.acting is not None or w.view.get("over"))
        return self._seat.wait(lambda: until(self), timeout)

    def send_intent(self, msg: dict) -> None:
        """Handle one intent as if the front end had sent it (its error, if any, goes to
        `error`, like a click's)."""
        self._on_intent(self, msg)

    @property
    def remote(self) -> bool:
        """Whether this widget plays at a referee's table (joined with `join`)."""
        return self.table is None

    @property
    def game(self) -> Game:
        return self._local_table().game

    def _local_table(self) -> Table:
        if self.table is None:
            raise AttributeError("This widget plays at a referee's table: the game lives "
                                 "there, and this kernel sees only the seat's view.")
        return self.table

    # --------------------------------------------------------------- Python API
    def play(self, *actions: str) -> list:
        """Apply actions in notation as this widget's seat would; returns the events."""
        return self._seat.play(*actions)

    def legal_actions(self) -> list[str]:
        """The notation of every action this widget's seat may take now, from the legal
        actions it was sent: the same at a local table and at a referee's. None while
        another seat is to decide, or while a hot seat's hand is covered."""
        return [entry["name"] for entry in expanded(self.legal, self.place_names, self.words)]

    def undo(self) -> list[str]:
        return self._seat.undo()

    def hint(self, seconds: float | None = None) -> dict:
        """The hard bot's suggestion for this widget's seat, from what that seat may see:
        {"name": the action's notation, "text": a one-line reason}; also shown on the
        widget until the next action. `seconds`: how long to search (the hard bot's time
        by default)."""
        found = self._seat.hint(seconds=seconds)
        return {"name": found["name"], "text": found["text"]}

    def review(self, wait: bool | None = None) -> dict | None:
        """The game's review as this widget's seat may see it (mesowidgets/review.py: once
        the game is over every seat's decisions, during it the seat's own only, where hints
        are on), also shown on the widget: {"seats", "points": [{"at", "seat", "played",
        "best", "value", "best_value", "drop", "mark"}, ...], "thresholds", "over"}; each
        decision is searched from the deciding seat's information (mesogames.bots.review).
        Computed once and saved with the game. `wait`: compute now and return it (the
        default outside a kernel); else compute in the background with a progress bar
        and return None."""
        self._local_table()
        return self._seat.review(wait=not in_kernel() if wait is None else wait)

    def next_step(self):
        """The lesson's next step: its action played, its words shown."""
        return self._local_table().next_step()

    def previous_step(self) -> None:
        """The lesson one step back."""
        self._local_table().previous_step()

    def restart_lesson(self) -> None:
        """The lesson from its start."""
        self._local_table().restart_lesson()

    def lesson_end(self):
        """A copy of the game with the rest of the lesson played; the board stays where it
        is (a notebook cell that prints the end position does not move the lesson on)."""
        return self._local_table().lesson_end()

    def seek(self, index: int) -> None:
        """Show the position after `index` actions (the game itself is not changed)."""
        self._seat.seek(index)

    def rematch(self) -> None:
        """Once the game is over: the same seats and bots, a new secret deal (the result
        screen's Rematch button; Table.restart)."""
        self._seat.handle({"rematch": True, "at": len(self.history)})

    def new_game(self) -> None:
        """Once the game is over: the same options, a new secret deal, every person and bot
        moved round to the next seat (the result screen's New game button)."""
        self._seat.handle({"newgame": True, "at": len(self.history)})

    # ------------------------------------------------------------------ wire
    def _send(self, msg, buffers=None) -> None:
        super()._send(comm_data(msg), buffers)

    def send_state(self, key=None) -> None:
        """Send the traits that changed; a big trait that changed a little goes as a patch
        (`_patch`: {"seq", "ops": {trait: operations}}) that the front end applies to its
        copy. A full send (a front end asking for the state) sends everything whole.
        A RESUMED trait is patched against whichever of its last values that the front
        end keeps gives the shortest patch, named in `from` (protocol.RESUMED)."""
        state = self.get_state(key=key)
        if key is None or not state:
            self._sent.update(json.loads(json.dumps(state)))
            self._sizes.clear()
            self._held_before()
            super().send_state(key)
            return
        whole, ops, bases = {}, {}, {}
        for name, value in state.items():
            old = self._sent.get(name)
            if name in PATCHED:
                base = None
                if name in RESUMED and self._kept.get(name):
                    value, change, self._sizes[name], base = self._resumed(name, old, value)
                else:
                    value, change, self._sizes[name] = patches.sized_change(
                        old, value, self._sizes.get(name))
                if change is not None:
                    ops[name] = change
                    if base is not None:
                        bases[name] = base
                else:
                    whole[name] = value
            else:
                whole[name] = value
            self._sent[name] = value
            if name in RESUMED and value and value != old:    # as the front end keeps them
                kept = [(value, self._sizes.get(name)), *self._kept.get(name, [])]
                self._kept[name] = kept[:KEPT]
        if ops:
            self._patches += 1
            whole["_patch"] = {"seq": self._patches, "ops": ops}
            if bases:
                whole["_patch"]["from"] = bases
        self._send({"method": "update", "state": whole, "buffer_paths": []})

    def _resumed(self, name: str, old, value) -> tuple:
        """`sized_change` of a RESUMED trait from `old` (the value the front end holds) or
        from one of the values it keeps, whichever gives the shortest patch (the first of
        them where several do), and that value's place among those kept (None: `old`)."""
        bases: list[tuple[int | None, object, int | None]] = [(None, old, self._sizes.get(name))]
        for k, (kept, size) in enumerate(self._kept[name]):
            # a value kept twice (a decision asked again) gives the same patch twice: the
            # first is tried alone
            if not any(kept == base for _, base, _ in bases):
                bases.append((k, kept, size))
        # A value the front end holds or keeps as it is (a turn's actions back unchanged):
        # it gives the empty patch, which no other beats, and the others are not diffed.
        same = next((b for b in bases if type(b[1]) is type(value) and b[1] == value), None)
        best, shortest = None, 0
        for i, base, size in bases if same is None else [same]:
            held, change, length = patches.sized_change(base, value, size, whole=False)
            if change is not None:
                n = len(patches.compact(change))
                if best is None or n < shortest:
                    best, shortest = (held, change, length, i), n
        return (*patches.sent_whole(value), None) if best is None else best

    def _held_before(self) -> None:
        """After the front end was sent every trait whole: the RESUMED traits' values it
        keeps, those that are not empty (it keeps them as they arrive: js/lib/patch.js)."""
        self._kept = {name: [(self._sent[name], None)] for name in RESUMED
                      if self._sent.get(name)}

    # ----------------------------------------------------------------- intents
    def _handle_msg(self, msg) -> None:
        """Every message from the front end. State updates are refused (the front end is
        sent the true state again); custom messages are intents; nothing else is heard."""
        content = msg.get("content") if isinstance(msg, dict) else None
        data = content.get("data") if isinstance(content, dict) else None
        if not isinstance(data, dict):
            data = {}
        method = data.get("method")
        if method == "update":
            state = data.get("state")
            keys = [k for k in state if k in self.keys] if isinstance(state, dict) else []
            self.error = ("The front end changes nothing but through intents; "
                          "the widget's state stays as Python set it (rule: intents).")
            self.send_state(keys or None)
        elif method == "request_state":
            self.send_state()
        elif method == "custom":
            self._on_intent(self, data.get("content"), msg.get("buffers"))
        else:
            self.error = "A message the widget does not know was ignored (rule: message)."

    def _on_intent(self, _widget, content, buffers=None) -> None:
        try:
            if buffers:
                raise IllegalAction("message", "Intents carry no binary buffers.")
            self._handle(content)
        except IllegalAction as err:
            # a lesson's refusal is the lesson talking to a student: no "(rule: lesson)" tag
            self.error = _bounded(err.reason if err.rule == "lesson" else str(err))
        except Exception:        # a bug must not escape into the notebook as a traceback
            logger.exception("Unexpected error while handling an intent")
            self.error = ("That message could not be handled; nothing changed "
                          "(rule: message).")
        else:
            self.error = ""

    def _handle(self, msg) -> None:
        self._seat.handle(msg)

    # ------------------------------------------------------------------ sync
    def refresh(self) -> None:
        """Recompute every synced trait from the table (called after each change)."""
        traits = self._seat.traits()
        held = self._trait_values
        with self.hold_sync():
            for name, value in traits.items():
                old = held.get(name)
                if type(old) is type(value) and old == value:
                    continue     # unchanged (most traits at most actions): not checked again
                setattr(self, name, value)

    def close(self) -> None:
        """Close the widget; when the table's last widget closes, a bot's search stops."""
        table = getattr(self, "table", None)
        if table is not None:
            table.detach(self)
        seat = getattr(self, "_seat", None)
        if table is None and seat is not None:
            seat.close()
        super().close()

    # ------------------------------------------------------------ notebooks
    def _repr_svg_(self):
        """The position as this widget's seat sees it, for places where no JavaScript runs."""
        return self.spec.svg(self.view)

    def __repr__(self) -> str:
        if self.table is None:
            who = ("spectator" if self.seat == SPECTATOR
                   else f"seat {self.seat_names[self.seat]}")
            return (f"{type(self).__name__}({who} at a referee's table, "
                    f"{len(self.history)} actions)")
        game = self.game
        if self.seat is None:
            seat = "referee"
        elif self.seat == SPECTATOR:
            seat = "spectator"
        elif self.seat == HOTSEAT:
            humans, bots = self.table.humans, len(self.table.bots)
            people = listing(game.seat_name(s) for s in humans)
            against = f" against the {'bot' if bots == 1 else 'bots'}" if bots else ""
            seat = (f"hot seat of {people}" if len(humans) > 1 else people) + against
        else:
            seat = f"seat {game.seat_name(self.seat)}"
        return f"{type(self).__name__}({seat}, {game!r})"

    def replay(self, title: str = ""):
        """The game's positions as pictures to step through without a kernel (as this
        widget's seat sees them; the public view for a hot seat or the referee)."""
        from .replay import Replay
        seat = self.seat if isinstance(self.seat, int) else PUBLIC
        return Replay(self._local_table().game, seat=seat, title=title)

    # ---------------------------------------------------------------- saving
    def save(self) -> str:
        """The whole table as JSON text: the game (its seed or starting diagram and the
        actions), the bot seats, the take-back setting and the lesson's position."""
        return self._local_table().to_json()

    @classmethod
    def load(cls, text: str, *, seat=HOTSEAT, bots: dict | None = None, lesson=None,
             intro: str = "") -> "GameWidget":
        """A widget on a table saved by `save` (replayed and checked; InvalidSave names
        what is wrong). Lessons and bots that are objects are code: pass them again."""
        table = Table.from_json(text, cls.game_class(), bots=bots, lesson=lesson, intro=intro)
        options = thinking_options(table.bots, table.game.players)
        table.background, table.pause = options["background"], options["pause"]
        table._run_bots()
        return cls(table=table, seat=seat)

    @classmethod
    def game_class(cls) -> type[Game]:
        """The engine's Game class of this widget's game."""
        return cls.spec.game_class

def comm_data(msg: dict):
    """A message as it is handed to the kernel's comm. In Pyodide (JupyterLite), the
    kernel turns a Python message into JavaScript with `toJs`, where None becomes
    `undefined` and its key is then dropped from the JSON: a trait set back to None (no
    bot thinking any more) would never reach the page. There the message goes as the
    JavaScript object parsed from its JSON text, which keeps every null."""
    if sys.platform != "emscripten":
        return msg
    import js  # Pyodide's bridge to the page's JavaScript

    return js.JSON.parse(json.dumps(msg))


def thinking_options(bots, players: int) -> dict:
    """How a widget's table runs its bots: in a kernel, when people play them, on a worker
    thread with a pause of BOT_PAUSE seconds after each move; elsewhere (scripts, tests),
    and at a table of bots only (whose game is wanted played out), inline, without pause."""
    background = bool(bots) and len(bots) < players and in_kernel()
    return {"background": background, "pause": BOT_PAUSE if background else 0.0}
