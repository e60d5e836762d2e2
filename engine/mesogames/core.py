"""The contract every game follows: actions, events, errors, the seeded RNG, history.

A game is a state machine whose every decision is an action of one seat. A concrete game
subclasses `Game` and writes the rules in its methods (`to_move`, `_legal`, `_apply`,
`parse_action`, `_view`, `_result`); its other parts (new_game, the diagram, the picture,
the hidden zones...) are found through its spec in `registry.py`, and docs/adding-a-game.md
is the whole contract. This base class provides the contract around them: applying an
action atomically (an illegal action, or any error, leaves the state exactly as before),
history, undo, JSON round-trips and determinism.

Pure standard library; nothing here knows about Jupyter.
"""
from __future__ import annotations

import functools
import hashlib
import inspect
import json
import pickle
import secrets
from collections import Counter
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any, Callable, ClassVar, Iterable, Mapping, cast

from . import options, registry
from .phrases import spoken
from .words import plural

__all__ = [
    "Action", "Event", "Game", "IllegalAction", "InvalidSave", "PUBLIC", "Rng", "RandomBot",
    "describe_all", "freeze", "game_factory", "new_seed", "thaw",
]

#: The format name and version written in every saved game.
SAVE_FORMAT, SAVE_VERSION = "mesowidgets.game", 1
#: Limits on what a saved game may hold (a save larger than this is not a game).
MAX_ACTIONS, MAX_NOTATION = 100_000, 200

#: Pass as the seat of `Game.view` to get what a spectator (no seat) may see.
PUBLIC = "public"

#: Where a save's action list goes before it is spliced in (`Game._saved_actions`).
_SLOT = "\x00actions\x00"
_SLOT_JSON = json.dumps(_SLOT)
_encode_string = json.encoder.encode_basestring_ascii     # json.dumps of one str
#: Where the state's appended list goes in a fingerprint before it is spliced in
#: (`Game.fingerprint`).
_APPENDED_SLOT = "\x00appended\x00"
_APPENDED_SLOT_JSON = json.dumps(_APPENDED_SLOT)


class IllegalAction(ValueError):
    """An action the rules forbid. `rule` names the rule; the message explains it."""

    def __init__(self, rule: str, message: str):
        self.rule = rule
        self.reason = message
        super().__init__(f"{message} (rule: {rule})")


class InvalidSave(ValueError):
    """A saved game that cannot be loaded; the message says what is wrong with it."""


def new_seed() -> int:
    """A fresh seed from the operating system's entropy: deals nobody can rebuild."""
    return secrets.randbits(63)


def game_factory(fn: Callable) -> Callable:
    """Decorate a game's `new_game` or `from_diagram`: a seed left out (None) is drawn from
    the OS, and the game remembers the call that made it (`game.origin`), so a saved game
    is that call plus the actions, and replays exactly."""
    sig = inspect.signature(fn)

    @functools.wraps(fn)
    def factory(*args, **kwargs):
        bound = sig.bind(*args, **kwargs)
        bound.apply_defaults()
        call = dict(bound.arguments)
        if call.get("seed") is None:
            call["seed"] = new_seed()
        else:
            options.seed(call["seed"])
        if fn.__name__ == "from_diagram":
            game = _read_diagram(fn, call)
        else:
            game = fn(**call)
        game.origin = {fn.__name__: call}
        return game

    return factory


def _read_diagram(fn: Callable, call: dict) -> "Game":
    """A diagram reader's call: errors name their line; the position is checked."""
    from . import diagrams
    if not isinstance(call.get("text"), str):
        raise IllegalAction(diagrams.RULE, "A diagram is text.")
    try:
        game = fn(**call)
    except IllegalAction as err:
        raise diagrams.located(err) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as err:
        unread = IllegalAction(diagrams.RULE, f"cannot be read "
                                              f"({type(err).__name__}: {str(err)[:120]}).")
        raise diagrams.located(unread) from None
    return diagrams.checked(game, registry.spec_of(game))


class Action:
    """An action of one seat. Concrete games use frozen dataclasses with `__str__` giving
    the notation, so that `game.parse_action(str(a)) == a`.

    Besides its notation, an action describes itself for a front end (`describe()`): its
    `kind` (a class attribute, one word per sort of action), and `parts()`, what it moves
    and where: `piece`, `place` and whatever else the game documents (docs/actions.md).
    A front end groups and lights the legal actions by these fields, never by parsing
    notation, and sends back the chosen action's name (its notation). The place of an
    action is public in every game (only what is placed may be hidden), so the history
    carries it for every seat."""

    kind: ClassVar[str] = "action"

    def notation(self) -> str:
        return str(self)

    def parts(self) -> dict:
        """The action's fields beyond its kind, named as docs/actions.md names them."""
        return {}

    def describe(self) -> dict:
        """{"name": notation, "kind": ..., **parts()}: the action as a front end reads it."""
        return {"name": str(self), "kind": self.kind, **self.parts()}

    @property
    def place(self) -> str | None:
        """Where the action happens, as the front end names places (None: nowhere)."""
        return self.parts().get("place")

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"


#: How many descriptions a `describe_all` memo keeps (it starts again when full).
DESCRIBED_MAX = 4096


def describe_all(actions: Iterable[Action], memo: dict | None = None,
                 shared: bool = False) -> list[dict]:
    """Each action's `describe()`, a new dict each (the caller may add keys to it; its
    values are shared and never changed). `memo`: descriptions already made, by action
    (a description depends on the action's fields only, and most of a position's legal
    actions were legal in the one before); kept by the caller for one seat, so that how
    long this takes depends only on what that seat was shown. `shared`: the memo's own
    dicts rather than copies, for a caller that only reads them."""
    out = []
    memo = {} if memo is None else memo
    for action in actions:
        try:
            described = memo.get(action)
        except TypeError:                  # an action that cannot be a key: not kept
            out.append(action.describe())
            continue
        if described is None:
            if len(memo) >= DESCRIBED_MAX:
                memo.clear()
            described = memo[action] = action.describe()
        out.append(described if shared else dict(described))
    return out


class _Unspoken:
    """The mark of an event's text not spoken yet (`SpokenText`); pickled by name."""

    def __reduce__(self):
        return "UNSPOKEN"

    def __repr__(self):
        return "UNSPOKEN"


UNSPOKEN = _Unspoken()


class SpokenText:
    """An event's text field (`text`, `public_text`) that an event made by `Event.said`
    speaks from its phrase only when it is first read: a search applies thousands of
    actions whose sentences nobody reads (speaking them was about a sixth of a Tyrus
    search's time, a tenth of Babel's). A dataclass field whose default is a descriptor
    (the dataclasses documentation, "Descriptor-typed fields")."""

    def __init__(self, phrase: str, default: object = UNSPOKEN):
        self.phrase, self.default = phrase, default

    def __set_name__(self, owner, name: str) -> None:
        self.slot = "_" + name

    def __get__(self, obj, owner=None):
        if obj is None:
            if self.default is UNSPOKEN:
                raise AttributeError(self.slot)     # the field has no default
            return self.default
        value = obj.__dict__[self.slot]
        if value is UNSPOKEN:
            value = obj.__dict__[self.slot] = spoken(obj.__dict__[self.phrase])
        return value

    def __set__(self, obj, value) -> None:
        obj.__dict__[self.slot] = value


@dataclass(frozen=True)
class Event:
    """Something an action caused, with a plain-language sentence.

    `text` is for everyone unless `private_to` is set; then only that seat reads `text`,
    and every other seat reads `public_text` (or nothing, if that is None).

    An event made by `said` also carries its sentence as the phrasebook's key and values
    (`say`, and `public_say` for `public_text`: phrases.py), which is how it travels to a
    front end; its texts are those lists spoken, when first read.
    """

    kind: str
    text: str = SpokenText("say")  # type: ignore[assignment]
    data: dict = field(default_factory=dict)
    private_to: int | None = None
    public_text: str | None = SpokenText("public_say", None)  # type: ignore[assignment]
    say: list | None = field(default=None, compare=False)
    public_say: list | None = field(default=None, compare=False)

    @classmethod
    def said(cls, kind: str, say: list, data: dict | None = None, private_to: int | None = None,
             public: list | None = None) -> "Event":
        """An event whose sentence is a phrase (`phrases.say(...)`); `public`: the phrase
        every other seat reads when it is `private_to` one."""
        unspoken = cast(str, UNSPOKEN)      # spoken by SpokenText when first read
        return cls(kind, unspoken, {} if data is None else data, private_to,
                   None if public is None else unspoken, say, public)

    def said_to(self, seat) -> list | None:
        """The phrase of the text `seat` reads (`seen_by`), if it has one."""
        if self.private_to is None or seat is None or seat == self.private_to:
            return self.say
        return self.public_say

    def seen_by(self, seat) -> dict | None:
        """The event as `seat` may see it (None: the referee sees all), or None."""
        if self.private_to is None or seat is None or seat == self.private_to:
            return {"kind": self.kind, "text": self.text, "data": self.data}
        if self.public_text is None:
            return None
        return {"kind": self.kind, "text": self.public_text, "data": {}}


class Rng:
    """A small seeded generator (SplitMix64) whose whole state is one integer.

    Chosen over `random.Random` so the state is a single JSON number and the draws do not
    depend on the Python version's shuffle algorithm: same seed, same game, everywhere.
    """

    MASK = (1 << 64) - 1

    def __init__(self, state: int):
        self.state = state & self.MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & self.MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self.MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self.MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def freeze(state: dict) -> bytes:
    """A compact snapshot of a state (pickle: several times faster than a deep copy or JSON
    here; states stay JSON-safe, which the JSON round-trip tests check). `thaw` gives it
    back; a search may keep snapshots to return to."""
    return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)


def thaw(frozen: bytes) -> dict:
    """The state `freeze` took, as a new object."""
    return pickle.loads(frozen)


#: Each Game class's `hidden_zones` hook, once looked up (Game.hidden_zones).
_ZONES: dict[type, Callable[[dict], dict]] = {}


class Game:
    """Base of every game. Subclasses set `name` and implement the hooks below."""

    name: ClassVar[str] = "game"
    #: The game's name for people ("Tigris & Euphrates").
    title: ClassVar[str] = "game"
    #: The seat names used in notation and text (e.g. colours); indexed by seat.
    seat_names: tuple[str, ...] = ()
    #: Kinds of hidden pieces whose places the public record tells (see `determinize`).
    public_record_kinds: ClassVar[frozenset] = frozenset()
    #: The key of a state list that only grows at its end, each element never changed once
    #: appended (Tyrus: the elections counted), or None. A fingerprint (the checksum each
    #: save carries) encodes each of its elements once, not every time (`fingerprint`).
    appended_key: ClassVar[str | None] = None

    def __init__(self, state: dict, rng_state: int):
        self.state = state
        self.rng = Rng(rng_state)
        self._history: list[dict] = []   # {"seat", "notation", "public", "place"}
        self._undo_stack: list[tuple[bytes, int]] = []
        #: The history's entries saved so far and each one's JSON (`_saved_actions`).
        self._encoded: tuple[list[dict], list[str]] = ([], [])
        #: The appended list's elements encoded so far and each one's JSON (`fingerprint`).
        self._appended: tuple[list, list[str]] = ([], [])
        #: How the game began: {"new_game": {...}} or {"from_diagram": {...}} (the call's
        #: arguments, seed included), set by `game_factory`; None for a game built from a
        #: raw state (its save then starts from the diagram of its first position).
        self.origin: dict | None = None

    # ----------------------------------------------------------------- hooks
    @property
    def to_move(self) -> int | None:
        """The seat that must decide now; None when the game is over."""
        raise NotImplementedError

    @property
    def active(self) -> int | None:
        """The seat whose turn it is; a game where other seats answer questions during a
        turn (a revolt's defender, a point to bank) tells it apart from `to_move`."""
        return self.to_move

    def _legal(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        """Check `action` (raise IllegalAction) and perform it on `self.state`."""
        raise NotImplementedError

    def parse_action(self, text: str) -> Action:
        raise NotImplementedError

    def _view(self, seat) -> Mapping[str, Any]:
        raise NotImplementedError

    def _result(self) -> dict:
        raise NotImplementedError

    def public_notation(self, action: Action, seat: int) -> str:
        """The notation as seats other than `seat` (the actor) may read it."""
        return str(action)

    def hidden_zones(self) -> dict:
        """Where the pieces nobody or only their owner may see lie in the state:
        {"pool": {kind: [path, ...]}, "private": {seat: {kind: [path, ...]}}}. A path (a
        tuple of keys) leads to a list of pieces or to one piece; a kind names what the
        pieces are ("tiles", "cards"...). The pool is hidden from every seat (the bag, the
        deck); a seat's private zones are hidden from every other seat (its hand). The
        game's `hidden_zones` hook (registry.py); used by the table (what a take-back may
        not undo) and by the non-interference tests. The table takes a census before and
        after every action, so the hook is looked up once per class (a game's spec does not
        change while its class lives), not in the registry at each call."""
        hook = _ZONES.get(type(self))
        if hook is None:
            hook = _ZONES[type(self)] = registry.spec_of(self).hidden_zones
        return hook(self.state)

    def hidden_pieces(self, seat) -> Counter:
        """The pieces `seat` may not see, as a multiset of (kind, piece)."""
        if seat is None:
            return Counter()
        return Counter(_pieces(self.state, _hidden_from(self.hidden_zones(), seat)))

    def hidden_census(self) -> dict:
        """The multiset of pieces in the pool and in each seat's private zones."""
        zones = self.hidden_zones()
        census = {"pool": Counter(_pieces(self.state, zones["pool"]))}
        for owner, owned in zones["private"].items():
            census[owner] = Counter(_pieces(self.state, owned))
        return census

    def determinize(self, seat: int, rng: "Rng") -> "Game":
        """A world `seat` cannot tell from this one: a copy in which every piece hidden from
        `seat` (the pool and the other seats' private zones, `hidden_zones`) is dealt anew
        at random among the places such pieces lie, kind by kind, and the RNG that will
        draw the next pieces is drawn from `rng` too (ISMCTS's sampled world).

        The copy depends on the true game only through what the seat may know: its view,
        and the multiset of each kind of hidden piece (all pieces minus those in sight). The
        pieces are sorted before they are dealt, so two games that differ only in where
        hidden pieces lie give the same world for the same `rng`. It has no undo and no
        origin, and its history reads as `seat` may read it. Kinds in
        `public_record_kinds` stay where they are: the public record (every action and its
        events) tells where each of those pieces went (the card game's points piles)."""
        g = type(self)(thaw(freeze(self.state)), rng.next64())
        g._history = [{**h, "notation": h["notation"] if h["seat"] == seat else h["public"]}
                      for h in self._history]
        groups = _hidden_from(g.hidden_zones(), seat)
        for kind in sorted(groups):
            if kind in self.public_record_kinds:
                continue
            slots = [slot for path in groups[kind] for slot in _slots(g.state, path)]
            pieces = sorted(container[key] for container, key in slots)
            rng.shuffle(pieces)
            for (container, key), piece in zip(slots, pieces, strict=True):
                container[key] = piece
        return g

    def secrets_changed(self, before: dict, after: dict | None = None) -> set:
        """Given `hidden_census()` taken before an action (and `after` it, when the caller
        has it already): the seats whose hidden pieces the action drew or revealed ("pool"
        for the pool), i.e. what a take-back may not undo."""
        after = self.hidden_census() if after is None else after
        return {k for k in set(before) | set(after) if not _same_count(before.get(k), after.get(k))}

    # ------------------------------------------------------------- contract
    @property
    def over(self) -> bool:
        return self.to_move is None

    def legal_actions(self) -> list[Action]:
        return [] if self.over else self._legal()

    def more_legal_than(self, n: int) -> bool:
        """Whether more than `n` actions are legal: `len(self.legal_actions()) > n`, which a
        game may answer without listing them (a search asks it of every action it looks
        one ply ahead of, to follow the small questions an action asks at once)."""
        return not self.over and self._more_legal_than(n)

    def _more_legal_than(self, n: int) -> bool:
        return len(self._legal()) > n

    def apply(self, action: Action | str) -> list[Event]:
        """Apply `action` (an action or its notation) for the seat to move.

        Returns the events it caused. Raises IllegalAction, naming the rule, when the
        rules forbid it; the state is then exactly as it was.
        """
        seat = self.to_move
        if seat is None:
            raise IllegalAction("end of the game", "The game is over; no action can be taken.")
        if isinstance(action, str):
            action = self.read_action(action)
        elif not isinstance(action, Action):
            raise IllegalAction("notation", f"Not an action: {_bounded(repr(action))}.")
        saved = (freeze(self.state), self.rng.state)
        try:
            events = self._apply(action)
        except BaseException:
            self.state, self.rng.state = thaw(saved[0]), saved[1]
            raise
        self._undo_stack.append(saved)
        self._history.append({
            "seat": seat, "notation": str(action),
            "public": self.public_notation(action, seat), "place": action.place,
        })
        return events

    def play(self, action: Action) -> list[Event]:
        """Apply a legal `action` fast, for a search on a copy (`copy`, `determinize`): the
        rules' own check and nothing more, so no snapshot, history or undo. An illegal
        action raises IllegalAction but may leave the state half-changed: never call it on
        a game someone else reads (use `apply`)."""
        return self._apply(action)

    # ------------------------------------------------------------- explaining
    def place_names(self) -> list[str] | None:
        """Every place this game's actions can name, in an order that never changes
        (Tigris & Euphrates: its squares), or None where they are few or not fixed. A
        front end receives them once; the legal actions it is sent may then name their
        places by their positions in this list (docs/actions.md)."""
        return None

    #: Keys of the view that hold lists of places (each a list of names in `place_names`):
    #: a front end is sent each list as a mask over `place_names` (docs/actions.md), so a
    #: kingdom that splits or joins rewrites a few characters, not its every square.
    place_sets: tuple[str, ...] = ()

    def tip(self, action: Action) -> str | None:
        """What a legal action will do, in a sentence, where its name does not say it (a
        button's tooltip); None where it does. Says only what the seat to move may know."""
        return None

    def awaited(self) -> list[Action]:
        """Actions the seat to move may look for now that the rules do not always allow
        (Babel's End turn, say); `absent` tells why when they are refused."""
        return []

    def absent(self, legal: list | None = None) -> list[dict]:
        """{"name", "reason"} for each awaited action that is not legal now: the rule's own
        refusal, found by trying the action on a copy (this game is not touched). `legal`:
        the legal actions, when the caller has listed them already."""
        awaited = self.awaited()
        if not awaited:                 # most games, most of the time: nothing to list
            return []
        names = set(map(str, self.legal_actions() if legal is None else legal))
        out = []
        for action in awaited:
            if str(action) in names:
                continue
            try:
                self.copy().apply(action)
            except IllegalAction as refused:
                out.append({"name": str(action), "reason": refused.reason})
        return out

    def read_action(self, text: str) -> Action:
        """`parse_action` behind a guard: notation is short, its numbers are ASCII digits,
        and anything unreadable is an IllegalAction naming the notation rule."""
        if not isinstance(text, str):
            raise IllegalAction("notation", f"Notation is text, not {_bounded(repr(text))}.")
        if len(text) > MAX_NOTATION:
            raise IllegalAction("notation", f"An action is at most {MAX_NOTATION} characters "
                                f"of notation; this one has {len(text)}.")
        if any((ch.isdigit() or ch.isnumeric()) and ch not in "0123456789" for ch in text):
            raise IllegalAction("notation", f"Numbers in notation are written with the digits "
                                f"0 to 9: {_bounded(repr(text))}.")
        if any(run > 6 for run in map(len, _digit_runs(text))):
            raise IllegalAction("notation", "No number in notation has more than 6 digits.")
        try:
            return self.parse_action(text)
        except IllegalAction:
            raise
        except (ValueError, TypeError, KeyError, IndexError) as err:
            raise IllegalAction("notation", f"Cannot read {_bounded(repr(text))} as an action "
                                f"({_bounded(str(err), 80)}).") from None

    def is_legal(self, action: Action | str) -> bool:
        try:
            a = self.read_action(action) if isinstance(action, str) else action
        except IllegalAction:
            return False
        return a in self.legal_actions()

    @property
    def actions_taken(self) -> int:
        """How many actions the game has seen (the history's length, without building it)."""
        return len(self._history)

    @property
    def in_a_row(self) -> int | None:
        """How many actions the seat to move has just taken in a row (the history's last
        entries by that seat): its decision's index in its turn (0 for the first; public,
        from the seats of the history only), which a bot's pace and budget follow. A game
        of pending questions counts its own way and says None for a question a bot answers
        at the display's pace (`queue.DecisionQueue.in_a_row`)."""
        seat, count = self.to_move, 0
        for h in reversed(self._history):
            if h["seat"] != seat:
                break
            count += 1
        return count

    @property
    def history(self) -> list[str]:
        """Every action taken, in notation."""
        return [h["notation"] for h in self._history]

    def history_for(self, seat) -> list[dict]:
        """The history as `seat` may read it: [{"seat", "notation", "place"}, ...] (the
        place of an action is public; None where it names none)."""
        return [self.read_history(h, seat) for h in self._history]

    @staticmethod
    def read_history(h: dict, seat) -> dict:
        """One entry of the history as `seat` may read it (see `history_for`)."""
        return {"seat": h["seat"],
                "notation": h["notation"] if seat is None or seat == h["seat"] else h["public"],
                "place": h["place"]}

    def undo(self) -> str:
        """Take back the last action; returns its notation. The state is restored exactly."""
        if not self._undo_stack:
            raise IllegalAction("undo", "There is no action to take back.")
        frozen, self.rng.state = self._undo_stack.pop()
        self.state = thaw(frozen)
        return self._history.pop()["notation"]

    def view(self, seat=None) -> Mapping[str, Any]:
        """What `seat` may see, JSON-safe. None: the referee's full view; PUBLIC: a spectator."""
        if seat is not None and seat != PUBLIC and seat not in range(self.players):
            raise ValueError(f"No seat {seat!r} in a {self.players}-player game.")
        return self._view(seat)

    def result(self) -> dict:
        """When the game is over: {"ranking": [[seats], ...], "winner", "reason", ...}."""
        if not self.over:
            raise IllegalAction("end of the game", "The game is not over yet.")
        return self._result()

    @property
    def players(self) -> int:
        return self.state["players"]

    def seat_name(self, seat: int) -> str:
        return self.seat_names[seat] if seat < len(self.seat_names) else f"seat {seat}"

    # ------------------------------------------------------------ persistence
    def to_json(self) -> str:
        """The saved game: how it began (the new-game call with its seed, or a diagram) and
        the actions, plus a checksum of the position they lead to.

        Nothing else is written: `from_json` rebuilds the start, replays every action with
        the rules (so undo works after loading) and checks the checksum, so an edited or
        corrupted file is refused with one clear error, never half-loaded.
        """
        text = json.dumps({
            "format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.name,
            "origin": self._save_origin(), "actions": _SLOT, "checksum": self.checksum(),
        }, sort_keys=True, separators=(",", ":"))
        # "actions" sorts first: the first slot is its value.
        return text.replace(_SLOT_JSON, self._saved_actions(), 1)

    def _saved_actions(self) -> str:
        """The actions' JSON array, as json.dumps writes it. The history changes only at
        its end (an action appended, one undone), so each entry is encoded once and kept
        beside the entry it came from: a save encodes only what is new since the last, and
        a late action's save costs what an early one's does (the referee saves the table
        after every action)."""
        entries, texts = self._encoded
        history = self._history
        same = min(len(entries), len(history))
        while same and entries[same - 1] is not history[same - 1]:
            same -= 1
        del entries[same:], texts[same:]
        for h in history[same:]:
            entries.append(h)
            texts.append(_encode_string(h["notation"]))
        return "[" + ",".join(texts) + "]"

    def _save_origin(self) -> dict:
        if self.origin is not None:
            return self.origin
        first = self.position_at(0) if self._history else self
        return {"from_diagram": {"text": first.diagram(), "seed": 0},
                "rng": first.rng.state}

    def checksum(self) -> str:
        """A short digest of the position (state and RNG)."""
        return hashlib.sha256(self.fingerprint().encode()).hexdigest()[:32]

    @classmethod
    def from_json(cls, text) -> "Game":
        """Load a saved game written by `to_json`; InvalidSave names what is wrong."""
        try:
            return cls._load(text)
        except InvalidSave:
            raise
        except IllegalAction as err:
            raise InvalidSave(f"Not a valid saved {cls.title} game: {err}") from None
        except (ValueError, TypeError, KeyError, IndexError, AttributeError,
                RecursionError, OverflowError) as err:
            raise InvalidSave(f"Not a valid saved {cls.title} game: "
                              f"{_bounded(type(err).__name__ + ': ' + str(err))}") from None

    @classmethod
    def _load(cls, text) -> "Game":
        def bad(why: str):
            return InvalidSave(f"Not a valid saved {cls.title} game: {why}")

        data = read_envelope(text, {"format", "version", "game", "origin", "actions",
                                    "checksum"}, SAVE_FORMAT, SAVE_VERSION, bad)
        if data["game"] != cls.name:
            raise bad(f"it is a saved {_bounded(repr(data['game']))} game.")
        actions = data["actions"]
        if (not isinstance(actions, list) or len(actions) > MAX_ACTIONS
                or not all(isinstance(a, str) and len(a) <= MAX_NOTATION for a in actions)):
            raise bad(f"the actions must be a list of at most {MAX_ACTIONS} texts of at most "
                      f"{MAX_NOTATION} characters.")
        game = cls._rebuild(data["origin"], bad)
        for i, notation in enumerate(actions, 1):
            try:
                game.apply(notation)
            except IllegalAction as err:
                raise bad(f"action {i} ({notation!r}) is not legal there: {err}") from None
        if data["checksum"] != game.checksum():
            raise bad("its actions do not lead to the position it was saved at "
                      "(the checksum differs).")
        return game

    @classmethod
    def _rebuild(cls, origin, bad) -> "Game":
        """The starting position a save names."""
        spec = registry.spec_of(cls)
        if not isinstance(origin, dict) or not origin:
            raise bad("the origin must say how the game began.")
        rng = origin.get("rng")
        kinds = [k for k in origin if k != "rng"]
        if len(kinds) != 1 or kinds[0] not in ("new_game", "from_diagram") or (
                rng is not None and (not isinstance(rng, int) or isinstance(rng, bool)
                                     or not 0 <= rng < 1 << 64)):
            raise bad("the origin is new_game or from_diagram, with its arguments.")
        factory = spec.load(kinds[0])
        call = origin[kinds[0]]
        allowed = tuple(inspect.signature(factory).parameters)
        if (not isinstance(call, dict) or not set(call) <= set(allowed)
                or not all(v is None or isinstance(v, (str, int, bool)) for v in call.values())
                or not isinstance(call.get("seed"), int) or isinstance(call["seed"], bool)):
            raise bad(f"{kinds[0]} takes " + ", ".join(allowed) + " (a whole-number seed "
                      "included), each a text, number or true/false.")
        try:
            game = factory(**call)
        except (IllegalAction, ValueError, TypeError) as err:
            raise bad(f"its starting position cannot be built: {_bounded(str(err))}") from None
        if not isinstance(game, cls):
            raise bad("its starting position is another game's.")
        if rng is not None:
            game.rng.state = rng
        return game

    def copy(self) -> "Game":
        """An independent copy: same position, history and undo."""
        g = type(self)(thaw(freeze(self.state)), self.rng.state)
        g._history = [dict(h) for h in self._history]
        g._undo_stack = list(self._undo_stack)      # frozen snapshots: never mutated
        g.origin = self.origin
        return g

    def fingerprint(self) -> str:
        """The state and RNG only (not the history): equal positions, equal prints. The
        state's appended list (`appended_key`) is spliced in from its elements' kept
        encodings, so a fingerprint late in a game encodes what an early one does."""
        key = self.appended_key
        items = self.state.get(key) if key is not None else None
        if isinstance(items, list):
            text = json.dumps([{**self.state, key: _APPENDED_SLOT}, self.rng.state],
                              sort_keys=True, separators=(",", ":"))
            if text.count(_APPENDED_SLOT_JSON) == 1:   # else a string like the slot: long way
                head, _, tail = text.partition(_APPENDED_SLOT_JSON)
                return head + self._appended_json(items) + tail
        return json.dumps([self.state, self.rng.state], sort_keys=True, separators=(",", ":"))

    def _appended_json(self, items: list) -> str:
        """`items` (the appended list) as json.dumps writes it, each element encoded once
        and kept beside the element it came from (a state thawed anew has new elements,
        encoded again)."""
        entries, texts = self._appended
        same = min(len(entries), len(items))
        for i in range(same):
            if entries[i] is not items[i]:
                same = i
                break
        del entries[same:], texts[same:]
        for item in items[same:]:
            entries.append(item)
            texts.append(json.dumps(item, sort_keys=True, separators=(",", ":")))
        return "[" + ",".join(texts) + "]"

    def position_at(self, index: int) -> "Game":
        """A copy of the game as it was after the first `index` actions."""
        if not 0 <= index <= len(self._history):
            raise IndexError(f"No position {index}; the history has {len(self._history)} actions.")
        g = self.copy()
        while len(g._history) > index:
            g.undo()
        return g

    # --------------------------------------------------------------- pictures
    def diagram(self) -> str:
        """The position as a text diagram (the format is in the game's diagram module)."""
        return registry.spec_of(self).to_diagram(self)

    def _repr_svg_(self) -> str:
        """The referee's picture of the position (notebooks without JavaScript)."""
        return registry.spec_of(self).svg(self.view(None))

    def __repr__(self) -> str:
        mover = self.to_move
        status = "over" if mover is None else f"{self.seat_name(mover)} to move"
        actions = plural(len(self._history), "action")
        return f"<{type(self).__name__} {self.players} players, {actions}, {status}>"


def _slots(state: dict, path: tuple) -> list[tuple]:
    """(container, key) of each piece at `path` (a tuple of keys to a list of pieces or to
    one piece; None there is no piece)."""
    parent = state
    for key in path[:-1]:
        parent = parent[key]
    value = parent[path[-1]]
    if isinstance(value, list):
        return [(value, i) for i in range(len(value))]
    return [] if value is None else [(parent, path[-1])]


def _same_count(a: Counter | None, b: Counter | None) -> bool:
    """`a == b` for two multisets (Counter: a piece missing counts 0), compared as plain
    dicts first, at C speed: most of a census stays the same at an action (Counter's own
    comparison looks up each piece in Python)."""
    return (a.__class__ is b.__class__ is Counter and dict.__eq__(a, b) is True) or a == b


def _pieces(state: dict, zones: dict) -> list:
    """The pieces in `zones` ({kind: [path, ...]}), as (kind, piece) pairs (the pieces
    `_slots` finds, in its order; a list's taken whole, not slot by slot: a table's census
    counts them after every action)."""
    out: list = []
    for kind, paths in zones.items():
        for path in paths:
            parent = state
            for key in path[:-1]:
                parent = parent[key]
            value = parent[path[-1]]
            if isinstance(value, list):
                out.extend(zip(repeat(kind), value))
            elif value is not None:
                out.append((kind, value))
    return out


def _hidden_from(zones: dict, seat) -> dict[str, list]:
    """{kind: [path, ...]} of the zones hidden from `seat`: the pool and every other seat's
    private zones (`hidden_zones`)."""
    groups: dict[str, list] = {k: list(paths) for k, paths in zones["pool"].items()}
    for owner, owned in zones["private"].items():
        if owner != seat:
            for kind, paths in owned.items():
                groups.setdefault(kind, []).extend(paths)
    return groups


def read_envelope(text, keys: set, fmt: str, version: int, bad: Callable) -> dict:
    """A saved file's JSON object, checked: exactly `keys`, this format and version.
    `bad(why)` makes the error to raise."""
    if not isinstance(text, (str, bytes)):
        raise bad("a save is JSON text.")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise bad("the text is not JSON.") from None
    if not isinstance(data, dict) or set(data) != keys:
        raise bad("it must be a JSON object with exactly the keys "
                  + ", ".join(sorted(keys)) + ".")
    if data["format"] != fmt or data["version"] != version:
        raise bad(f"the format is not {fmt} version {version}.")
    return data


def _digit_runs(text: str) -> list[str]:
    runs, cur = [], ""
    for ch in text:
        if ch in "0123456789":
            cur += ch
        elif cur:
            runs.append(cur)
            cur = ""
    return runs + [cur] if cur else runs


def _bounded(text: str, limit: int = 200) -> str:
    """`text` cut to `limit` characters, so no error repeats a huge input whole."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class RandomBot:
    """Plays any game through the contract: a uniformly random legal action.

    The choice depends only on the bot's seed and the position (what its seat knows, or for
    a game its RNG state and the number of actions taken), so the same position always gets
    the same answer, even after an undo.
    """

    #: The level `make_bot` built it as (`pacing.pace` holds its answers to that level's
    #: time); None for a bot built directly.
    level: str | None = None

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, game) -> Action:
        """`game`: a seat's information (`mesogames.bots.SeatInfo`, whose `key` names it) or,
        in scripts, a game."""
        actions = game.legal_actions()
        if not actions:
            raise IllegalAction("end of the game", "There is no legal action to choose.")
        key = getattr(game, "key", None)
        if key is None:
            key = game.rng.state ^ (game.actions_taken << 40)
        rng = Rng(self.seed * 0x9E3779B1 ^ key)
        return actions[rng.below(len(actions))]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"


def play_random(game: Game, seed: int = 0, max_actions: int = 100_000) -> Iterable[Action]:
    """Play `game` to its end with random legal actions, yielding each action applied."""
    bot = RandomBot(seed)
    for _ in range(max_actions):
        if game.over:
            return
        action = bot.choose(game)
        game.apply(action)
        yield action
    raise RuntimeError("The game did not end within max_actions.")
