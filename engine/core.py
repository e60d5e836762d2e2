"""The contract every game follows: actions, events, errors, the seeded RNG, history.

A game is a state machine whose every decision is an action of one seat. A concrete game
subclasses `Game` and provides the rules through a handful of hooks (`_legal`, `_apply`,
`parse_action`, `_view`, `_dump`, `_load`, `_result`); this base class provides the
contract around them: applying an action atomically (an illegal action, or any error,
leaves the state exactly as before), history, undo, JSON round-trips and determinism.

Pure standard library; nothing here knows about Jupyter.
"""
from __future__ import annotations

import importlib
import json
import pickle
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable

__all__ = [
    "Action", "Event", "Game", "IllegalAction", "PUBLIC", "Rng", "RandomBot",
]

#: Pass as the seat of `Game.view` to get what a spectator (no seat) may see.
PUBLIC = "public"


class IllegalAction(ValueError):
    """An action the rules forbid. `rule` names the rule; the message explains it."""

    def __init__(self, rule: str, message: str):
        self.rule = rule
        self.reason = message
        super().__init__(f"{message} (rule: {rule})")


class Action:
    """An action of one seat. Concrete games use frozen dataclasses with `__str__` giving
    the notation, so that `game.parse_action(str(a)) == a`."""

    def notation(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"


@dataclass(frozen=True)
class Event:
    """Something an action caused, with a plain-language sentence.

    `text` is for everyone unless `private_to` is set; then only that seat reads `text`,
    and every other seat reads `public_text` (or nothing, if that is None).
    """

    kind: str
    text: str
    data: dict = field(default_factory=dict)
    private_to: int | None = None
    public_text: str | None = None

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


def _freeze(state: dict) -> bytes:
    """A compact snapshot of a state (pickle: several times faster than a deep copy or JSON
    here; states stay JSON-safe, which the JSON round-trip tests check)."""
    return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)


def _thaw(frozen: bytes) -> dict:
    return pickle.loads(frozen)


class Game:
    """Base of every game. Subclasses set `name` and implement the hooks below."""

    name: ClassVar[str] = "game"
    #: The seat names used in notation and text (e.g. colours); indexed by seat.
    seat_names: tuple[str, ...] = ()

    def __init__(self, state: dict, rng_state: int):
        self.state = state
        self.rng = Rng(rng_state)
        self._history: list[dict] = []   # {"seat", "notation", "public"}
        self._undo_stack: list[tuple[dict, int]] = []
        self._last_events: list[Event] = []

    # ----------------------------------------------------------------- hooks
    @property
    def to_move(self) -> int | None:
        """The seat that must decide now; None when the game is over."""
        raise NotImplementedError

    def _legal(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        """Check `action` (raise IllegalAction) and perform it on `self.state`."""
        raise NotImplementedError

    def parse_action(self, text: str) -> Action:
        raise NotImplementedError

    def _view(self, seat) -> dict:
        raise NotImplementedError

    def _result(self) -> dict:
        raise NotImplementedError

    def public_notation(self, action: Action, seat: int) -> str:
        """The notation as seats other than `seat` (the actor) may read it."""
        return str(action)

    @classmethod
    def _options(cls, state: dict) -> dict:
        return state.get("options", {})

    # ------------------------------------------------------------- contract
    @property
    def over(self) -> bool:
        return self.to_move is None

    def legal_actions(self) -> list[Action]:
        return [] if self.over else self._legal()

    def apply(self, action: Action | str) -> list[Event]:
        """Apply `action` (an action or its notation) for the seat to move.

        Returns the events it caused. Raises IllegalAction, naming the rule, when the
        rules forbid it; the state is then exactly as it was.
        """
        if self.over:
            raise IllegalAction("end of the game", "The game is over; no action can be taken.")
        if isinstance(action, str):
            action = self.parse_action(action)
        elif not isinstance(action, Action):
            raise IllegalAction("notation", f"Not an action: {action!r}.")
        seat = self.to_move
        saved = (_freeze(self.state), self.rng.state)
        try:
            events = self._apply(action)
        except BaseException:
            self.state, self.rng.state = _thaw(saved[0]), saved[1]
            raise
        self._undo_stack.append(saved)
        self._history.append({
            "seat": seat, "notation": str(action),
            "public": self.public_notation(action, seat),
        })
        self._last_events = events
        return events

    def is_legal(self, action: Action | str) -> bool:
        try:
            a = self.parse_action(action) if isinstance(action, str) else action
        except IllegalAction:
            return False
        return a in self.legal_actions()

    @property
    def history(self) -> list[str]:
        """Every action taken, in notation."""
        return [h["notation"] for h in self._history]

    def history_for(self, seat) -> list[dict]:
        """The history as `seat` may read it: [{"seat", "notation"}, ...]."""
        return [
            {"seat": h["seat"],
             "notation": h["notation"] if seat is None or seat == h["seat"] else h["public"]}
            for h in self._history
        ]

    @property
    def last_events(self) -> list[Event]:
        return list(self._last_events)

    def undo(self) -> str:
        """Take back the last action; returns its notation. The state is restored exactly."""
        if not self._undo_stack:
            raise IllegalAction("undo", "There is no action to take back.")
        frozen, self.rng.state = self._undo_stack.pop()
        self.state = _thaw(frozen)
        self._last_events = []
        return self._history.pop()["notation"]

    def view(self, seat=None) -> dict:
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
        """The full state and RNG, plus the starting position and the history.

        The undo stack is not written out: `from_json` rebuilds it by replaying the
        history from the starting position, and checks that the replay arrives at the
        stored state (so a hand-edited or corrupted file is refused, not half-loaded).
        """
        start = self._undo_stack[0] if self._undo_stack else None
        return json.dumps({
            "game": self.name, "state": self.state, "rng": self.rng.state,
            "start": [_thaw(start[0]), start[1]] if start else None,
            "history": [h["notation"] for h in self._history],
        }, sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Game":
        data = json.loads(text)
        if data.get("game") != cls.name:
            raise ValueError(f"This is a {data.get('game')!r} game, not {cls.name!r}.")
        if not data["history"]:
            return cls(data["state"], data["rng"])
        state, rng = data["start"]
        game = cls(_thaw(_freeze(state)), rng)
        for notation in data["history"]:
            game.apply(notation)
        if game.fingerprint() != json.dumps([data["state"], data["rng"]], sort_keys=True,
                                            separators=(",", ":")):
            raise ValueError("The history does not lead to the stored state.")
        return game

    def copy(self) -> "Game":
        return type(self).from_json(self.to_json())

    def fingerprint(self) -> str:
        """The state and RNG only (not the history): equal positions, equal prints."""
        return json.dumps([self.state, self.rng.state], sort_keys=True, separators=(",", ":"))

    def position_at(self, index: int) -> "Game":
        """A copy of the game as it was after the first `index` actions."""
        if not 0 <= index <= len(self._history):
            raise IndexError(f"No position {index}; the history has {len(self._history)} actions.")
        g = self.copy()
        while len(g._history) > index:
            g.undo()
        return g

    # --------------------------------------------------------------- pictures
    def _game_module(self, name: str):
        """A module of this game's package, e.g. engine.tyrus.diagram for name "diagram"."""
        return importlib.import_module(f"{type(self).__module__.rpartition('.')[0]}.{name}")

    def diagram(self) -> str:
        """The position as a text diagram (the format is in the game's diagram module)."""
        return self._game_module("diagram").to_diagram(self)

    def _repr_svg_(self) -> str:
        """The referee's picture of the position (notebooks without JavaScript)."""
        return self._game_module("svg").svg(self.view(None))

    def __repr__(self) -> str:
        status = "over" if self.over else f"{self.seat_name(self.to_move)} to move"
        return f"<{type(self).__name__} {self.players} players, {len(self._history)} actions, {status}>"


class RandomBot:
    """Plays any game through the contract: a uniformly random legal action.

    The choice depends only on the bot's seed and the position (the game's RNG state and
    the number of actions taken), so the same game always gets the same answer, even
    after an undo.
    """

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise IllegalAction("end of the game", "There is no legal action to choose.")
        rng = Rng(self.seed * 0x9E3779B1 ^ game.rng.state ^ (len(game.history) << 40))
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
