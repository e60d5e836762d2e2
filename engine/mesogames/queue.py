"""The queue of pending decisions and automatic steps, shared by both Tigris games and Babel.

Every question a rule asks (reinforcements in a conflict, the order of a union's conflicts,
the treasure that stays, a monument, a ship, a point to bank...) waits in
`state["pending"]` as a plain entry (a JSON object: saved, copied and compared with the
state) whose `kind` names a `Kind`. The kind is the one place that knows the decision: the
seat it asks, its legal answers, how an answer applies, the rule it names, its words (`ask`
for a person at the table, `prompt` with the answers' notation) and what the front end sees
of it. Automatic steps (a union's wars, the end of a turn, the refill) are kinds too; they
run as soon as they reach the front of the queue.

A game lists its kinds (`kinds = register(...)`) and its turn actions (`turn_actions`);
`DecisionQueue` does the rest: who moves, the legal actions, applying an action, running the
queue until a seat must decide. The schema of each kind's view is in docs/decisions.md.
"""
from __future__ import annotations

from typing import Callable

from .core import Action, Event, IllegalAction


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
    #: False for a question of few answers that a bot answers one ply ahead, at the
    #: display's pace, its time left to the seat's other decisions (`DecisionQueue.in_a_row`):
    #: the card game's point to bank, ship and treasures. Its answer classes answer no
    #: searched kind (a test checks), so that the history tells its answers apart.
    searched = True
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

    def ask(self, game, d: dict) -> str:
        """What the seat must do, in words for a person at the table (the status line)."""
        return ""

    def prompt(self, game, d: dict) -> str:
        """What the seat must do with the notation of its answers, as the end of "X must
        first …" (`ask` itself where the words name the answers)."""
        return self.ask(game, d)

    def not_an_answer(self, game, d: dict, seat: int, action) -> IllegalAction:
        """The error for an action that does not answer the decision."""
        return IllegalAction(self.rule_for(game, d), f"{game.who(seat)} must first "
                             f"{self.prompt(game, d)}; {action} is not an answer.")

    def view(self, game, d: dict) -> dict:
        """What every seat sees of the decision, beside kind, seat, rule, prompt and ask."""
        return {}

    def public(self, game, d: dict) -> dict:
        """The decision in the synced view (docs/decisions.md)."""
        return {"kind": self.name, "seat": d.get("seat"), "rule": self.rule_for(game, d),
                "prompt": self.prompt(game, d), "ask": self.ask(game, d), **self.view(game, d)}


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


def quick_answers(kinds: dict[str, Kind]) -> frozenset[type]:
    """The action classes that answer the kinds a bot does not search (`Kind.searched`);
    none of them answers a searched kind too (a test checks)."""
    return frozenset(a for k in kinds.values() if not k.searched for a in k.answers)


#: A game's turn actions: action class -> function (game, seat, action) -> events.
TurnActions = dict[type[Action], Callable[..., list[Event]]]


class DecisionQueue:
    """Mixin of a game whose every decision waits in a queue (`queue`: `state["pending"]`
    unless the game keeps it otherwise): the seat to move is the one the first decision
    asks, else the active player (`active`: `state["turn"]` unless the game says otherwise).

    The game sets `kinds` (see `register`), `turn_actions` (action class -> function
    (game, seat, action) -> events, for the actions of a turn), `turn_text` (what a turn's
    actions are, for the error when an answer comes without a question), `actions_per_turn`
    (None: a turn ends by an action of its own), `seat_names`, and `_turn_legal()`.
    """
    #: The game's kinds of entry, by name (`register`).
    kinds: dict[str, Kind] = {}
    #: The actions of a turn and how each applies.
    turn_actions: TurnActions = {}
    #: What a turn's actions are, for the error when an answer comes without a question.
    turn_text = ""
    actions_per_turn: int | None = 2
    # Given by Game.
    state: dict
    seat_names: tuple[str, ...]

    def _turn_legal(self) -> list[Action]:
        """The actions of the active player when no decision is pending."""
        raise NotImplementedError

    @property
    def queue(self) -> list[dict]:
        """The decisions and steps under way, the first first."""
        return self.state["pending"]

    @property
    def to_move(self) -> int | None:
        if self.state["over"]:
            return None
        queue = self.queue
        return queue[0]["seat"] if queue else self.active

    @property
    def active(self) -> int:
        """The seat whose turn it is (another seat may be answering a question it asked)."""
        return self.state["turn"]

    @property
    def in_a_row(self) -> int | None:
        """The decision's step, which a bot's pace and budget follow (`Game.in_a_row`); None
        for a question of a kind that is not searched (`Kind.searched`), paced as the
        display is. The answers to such questions are skipped in the count, so that
        banking a point does not take the time of the turn's second action.
        In a game of so many actions a turn (both Tigris games), a decision of the seat
        whose turn it is counts its searched decisions since its turn's first action
        (another seat's answers between them skipped), so that an answer it gave just
        before its turn (a defender's commitment) does not count, as it would in its
        decisions in a row. Elsewhere (a question in another seat's turn, a game whose turn
        ends by an action of its own) the seat's searched decisions in a row.
        Public: the kind of the question, whose turn it is, its actions taken, and the kind
        of action of each of the history's entries."""
        queue = self.queue
        if queue and not self.kinds[queue[0]["kind"]].searched:
            return None
        quick = quick_answers(self.kinds)
        seat = self.to_move
        in_turn = self.actions_per_turn is not None and seat == self.active
        if not in_turn and not quick:
            return super().in_a_row  # type: ignore[misc]  # Game's, after this mixin
        taken = self.state["actions"] if in_turn else 0
        if in_turn and not taken:
            return 0
        index = 0
        for h in reversed(self._history):  # type: ignore[attr-defined]
            if h["seat"] != seat:
                if in_turn:
                    continue        # another seat's answer in this turn
                break
            kind = type(self.parse_action(h["notation"]))  # type: ignore[attr-defined]
            if kind in quick:
                continue
            index += 1
            if in_turn and kind in self.turn_actions:
                taken -= 1
                if not taken:
                    return index
        return index

    def who(self, seat: int) -> str:
        return self.seat_names[seat].capitalize()

    @property
    def decision(self) -> dict | None:
        """The pending decision (an entry of the queue), or None when the active player
        chooses an action."""
        queue = self.queue
        return queue[0] if queue else None

    def kind_of(self, d: dict) -> Kind:
        return self.kinds[d["kind"]]

    def decision_view(self) -> dict | None:
        """The pending decision as every seat sees it (docs/decisions.md)."""
        d = self.decision
        return None if d is None else self.kind_of(d).public(self, d)

    def _seat(self) -> int:
        """The seat to move (Game asks for legal actions or applies one only before the
        end)."""
        seat = self.to_move
        assert seat is not None, "the game is over"
        return seat

    def _legal(self) -> list:
        d = self.decision
        if d is not None:
            return self.kind_of(d).legal(self, d, self._seat())
        return self._turn_legal()

    def _more_legal_than(self, n: int) -> bool:
        d = self.decision
        if d is not None:
            return len(self.kind_of(d).legal(self, d, d["seat"])) > n
        return self._turn_more_legal_than(n)

    def _turn_more_legal_than(self, n: int) -> bool:
        """`len(self._turn_legal()) > n`; a game may count less than the whole listing."""
        return len(self._turn_legal()) > n

    def _apply(self, action) -> list[Event]:
        seat = self._seat()
        d = self.decision
        if d is None:
            act = self.turn_actions.get(type(action))
            if act is None:
                raise self._unasked(seat, action)
            events = act(self, seat, action)
        else:
            kind = self.kind_of(d)
            if not isinstance(action, kind.answers):
                raise kind.not_an_answer(self, d, seat, action)
            events = kind.apply(self, d, seat, action)
        self._advance(events)
        return events

    def _unasked(self, seat: int, action) -> IllegalAction:
        """The error for an action that is not one of a turn while no question is asked."""
        return IllegalAction("turn", f"{self.who(seat)} is taking the actions of a turn: "
                             f"{self.turn_text}; {action} answers no question now.")

    def _advance(self, events: list[Event]) -> None:
        """Run the automatic steps at the front of the queue until a seat must decide, the
        turn's actions go on, or the game is over."""
        s = self.state
        while not s["over"]:
            queue = self.queue
            if not queue:
                if self.actions_per_turn is None or s["actions"] < self.actions_per_turn:
                    return
                queue.append({"kind": "end of turn"})
            d = queue[0]
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
            name = d.get("kind") if isinstance(d, dict) else None
            kind = cls.kinds.get(name) if isinstance(name, str) else None
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
