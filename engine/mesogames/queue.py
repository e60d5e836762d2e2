"""The queue of pending decisions and automatic steps, shared by both Tigris games.

Every question a rule asks (reinforcements in a conflict, the order of a union's conflicts,
the treasure that stays, a monument, a ship, a point to bank...) waits in
`state["pending"]` as a plain entry (a JSON object: saved, copied and compared with the
state) whose `kind` names a `Kind`. The kind is the one place that knows the decision: the
seat it asks, its legal answers, how an answer applies, the rule it names, its prompt and
what the front end sees of it. Automatic steps (a union's wars, the end of a turn, the
refill) are kinds too; they run as soon as they reach the front of the queue.

A game lists its kinds (`kinds = register(...)`) and its turn actions (`turn_actions`);
`DecisionQueue` does the rest: who moves, the legal actions, applying an action, running the
queue until a seat must decide. The schema of each kind's view is in docs/decisions.md.
"""
from __future__ import annotations

import re

from .core import Event, IllegalAction


class Kind:
    """One kind of entry in the pending queue. Kinds hold no state: every method receives
    the game and the entry `d`."""

    #: The entry's `kind`.
    name = ""
    #: The rule named by errors about this decision.
    rule = ""
    #: True for a decision a seat answers, False for an automatic step.
    asks = True
    #: The action classes that answer it.
    answers: tuple = ()
    #: The keys an entry of this kind has (checked when a diagram writes one).
    keys: frozenset = frozenset()
    #: Seat-valued keys (checked when a diagram writes one).
    seat_keys: tuple = ("seat",)

    def rule_for(self, game, d: dict) -> str:
        """The rule this decision names (a conflict names its kind of conflict)."""
        return self.rule

    def ready(self, game, d: dict) -> None:
        """Called when the decision reaches the front of the queue (a conflict sets the
        seat whose turn it is to commit)."""

    def legal(self, game, d: dict, seat: int) -> list:
        raise NotImplementedError

    def apply(self, game, d: dict, seat: int, action) -> list[Event]:
        """Answer the decision (the action is one of `answers`); the entry leaves the
        queue here unless the decision goes on."""
        raise NotImplementedError

    def run(self, game, d: dict) -> list[Event]:
        """An automatic step: do it (leaving the queue, or putting decisions before it)."""
        raise NotImplementedError

    def prompt(self, game, d: dict) -> str:
        """What the seat must do, as the end of "X must first …"."""
        return ""

    def view(self, game, d: dict) -> dict:
        """What every seat sees of the decision, beside kind, seat, rule and prompt."""
        return {}

    def public(self, game, d: dict) -> dict:
        """The decision in the synced view (docs/decisions.md); `ask` is the prompt for a
        person at the table, without the notation in parentheses."""
        prompt = self.prompt(game, d)
        return {"kind": self.name, "seat": d.get("seat"), "rule": self.rule_for(game, d),
                "prompt": prompt, "ask": re.sub(r"\s*\([^)]*\)", "", prompt),
                **self.view(game, d)}


class Step(Kind):
    """An automatic step of the queue."""
    asks = False
    seat_keys = ()


def register(*kinds: Kind) -> dict[str, Kind]:
    """A game's kinds, by name."""
    table = {}
    for k in kinds:
        assert k.name and k.name not in table, k.name
        table[k.name] = k
    return table


class DecisionQueue:
    """Mixin of a game whose every decision waits in `state["pending"]`: the seat to move
    is the one the first pending decision asks, else the active player (`state["turn"]`).

    The game sets `kinds` (see `register`), `turn_actions` (action class -> function
    (game, seat, action) -> events, for the actions of a turn), `turn_text` (what a turn's actions are, for the
    error when an answer comes without a question), `actions_per_turn`, `seat_names`, and
    `_turn_legal()`.
    """
    kinds: dict[str, Kind] = {}
    turn_actions: dict = {}
    turn_text = ""
    actions_per_turn = 2

    @property
    def to_move(self) -> int | None:
        s = self.state
        if s["over"]:
            return None
        if s["pending"]:
            return s["pending"][0]["seat"]
        return s["turn"]

    @property
    def active(self) -> int:
        """The seat whose turn it is (another seat may be answering a question it asked)."""
        return self.state["turn"]

    def who(self, seat: int) -> str:
        return self.seat_names[seat].capitalize()

    @property
    def decision(self) -> dict | None:
        """The pending decision (an entry of the queue), or None when the active player
        chooses an action."""
        return self.state["pending"][0] if self.state["pending"] else None

    def kind_of(self, d: dict) -> Kind:
        return self.kinds[d["kind"]]

    def decision_view(self) -> dict | None:
        """The pending decision as every seat sees it (docs/decisions.md)."""
        d = self.decision
        return None if d is None else self.kind_of(d).public(self, d)

    def _legal(self) -> list:
        d = self.decision
        if d is not None:
            return self.kind_of(d).legal(self, d, self.to_move)
        return self._turn_legal()

    def _more_legal_than(self, n: int) -> bool:
        d = self.decision
        if d is not None:
            return len(self.kind_of(d).legal(self, d, d["seat"])) > n
        return self._turn_more_legal_than(n)

    def _turn_legal(self) -> list:
        """The actions of the active player when no decision is pending."""
        raise NotImplementedError

    def _turn_more_legal_than(self, n: int) -> bool:
        """`len(self._turn_legal()) > n`; a game may count less than the whole listing."""
        return len(self._turn_legal()) > n

    def _apply(self, action) -> list[Event]:
        seat = self.to_move
        d = self.decision
        if d is None:
            act = self.turn_actions.get(type(action))
            if act is None:
                raise IllegalAction("turn", f"{self.who(seat)} is taking the actions of a turn: "
                                    f"{self.turn_text}; {action} answers no question now.")
            events = act(self, seat, action)
        else:
            kind = self.kind_of(d)
            if not isinstance(action, kind.answers):
                raise IllegalAction(kind.rule_for(self, d), f"{self.who(seat)} must first "
                                    f"{kind.prompt(self, d)}; {action} is not an answer.")
            events = kind.apply(self, d, seat, action)
        self._advance(events)
        return events

    def _advance(self, events: list[Event]) -> None:
        """Run the automatic steps at the front of the queue until a seat must decide, the
        turn's actions go on, or the game is over."""
        s = self.state
        while not s["over"]:
            if not s["pending"]:
                if s["actions"] < self.actions_per_turn:
                    return
                s["pending"].append({"kind": "end of turn"})
            d = s["pending"][0]
            kind = self.kind_of(d)
            if kind.asks:
                kind.ready(self, d)
                return
            events += kind.run(self, d)

    @classmethod
    def check_pending(cls, pending, players: int, rule: str) -> None:
        """Refuse a diagram's pending entries that no kind of this game could hold."""
        if not isinstance(pending, list):
            raise IllegalAction(rule, "pending: write a JSON list of the decisions under way.")
        for d in pending:
            kind = cls.kinds.get(d.get("kind")) if isinstance(d, dict) else None
            if kind is None:
                raise IllegalAction(rule, f"pending: {str(d)[:60]} is not a decision: each "
                                    "is an object whose kind is one of "
                                    + ", ".join(cls.kinds) + ".")
            if set(d) != set(kind.keys):
                raise IllegalAction(rule, f"pending: a {kind.name} entry has the keys "
                                    + ", ".join(sorted(kind.keys)) + ".")
            for key in kind.seat_keys:
                value = d[key]
                if isinstance(value, bool) or value not in range(players):
                    raise IllegalAction(rule, f"pending: {key} {str(value)[:20]} is not a "
                                        "seat.")
