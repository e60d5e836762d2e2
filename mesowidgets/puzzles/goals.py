"""Puzzle goals, each a function of the library: `win_conflict(0)` is the goal "the archer
wins a conflict", a `goal(game) -> (solved, the reason in a few words)` as `Puzzle` takes it.
The board editor offers them (`GOALS`, per game) and writes the call into its puzzle cell.

Each goal judges what happened since the puzzle's position (the events of the solver's
actions and the answers, replayed from the game's history) or the position reached.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from mesogames.core import Event, Game
from mesogames.words import plural

from .puzzle import Goal

#: Tigris colours as the editor offers them for "score in a colour".
COLOUR_NAMES = {"K": "black", "R": "red", "G": "green", "B": "blue"}


#: Per game, what `_replayed` read of it: its history, the seat to move at its start and
#: the events since.
_REPLAYED: WeakKeyDictionary[Game, tuple[tuple[str, ...], int | None, list[Event]]] = (
    WeakKeyDictionary())


def _replayed(game: Game) -> tuple[int | None, list[Event]]:
    """The seat to move at the puzzle's position (its start) and every event since, replayed
    from the history once for a game and its history (a miner asks several goals of each
    position it reaches: the replays were three quarters of the card game's goal stage)."""
    history = tuple(game.history)
    kept = _REPLAYED.get(game)
    if kept is None or kept[0] != history:
        start = game.position_at(0)
        seat = start.to_move
        events: list[Event] = []
        for notation in history:
            events += start.apply(notation)
        kept = _REPLAYED[game] = (history, seat, events)
    return kept[1], kept[2]


def _events(game: Game) -> list[Event]:
    """Every event since the puzzle's position (its start), replayed from the history."""
    return list(_replayed(game)[1])


def _who(game: Game, seat: int) -> str:
    return "you" if seat == _replayed(game)[0] else game.seat_name(seat)


def win_conflict(seat: int) -> Goal:
    """`seat` wins a conflict (a revolt or a war), in both Tigris games."""
    def goal(game):
        won = [e for e in _events(game) if e.kind == "conflict" and e.data.get("winner") == seat]
        if won:
            return True, won[0].text.rstrip(".")
        lost = [e for e in _events(game) if e.kind == "conflict"]
        return False, lost[0].text.rstrip(".") if lost else "no conflict was fought"
    return goal


#: The events that score points of a colour (Tigris & Euphrates: a tile's or a monument's
#: point, a war's spoils; the card game: a card banked).
SCORED = ("point", "spoils", "bank")


def score(seat: int, colour: str, points: int = 1) -> Goal:
    """`seat` scores `points` points (or more) of `colour` (K R G B), in both Tigris games
    (a point won, a war's spoils, or a card banked in the card game)."""
    def goal(game):
        got = sum(e.data.get("points", 1) for e in _events(game)
                  if e.kind in SCORED and e.data.get("seat") == seat
                  and (e.data.get("colour") or e.data.get("card")) == colour)
        name = COLOUR_NAMES.get(colour, colour)
        return got >= points, (f"{_who(game, seat)} scored {plural(got, name + ' point')} "
                               f"(the goal: {points})")
    return goal


def build_monument(seat: int) -> Goal:
    """`seat` builds a monument (Tigris & Euphrates)."""
    def goal(game):
        built = [e for e in _events(game) if e.kind == "monument" and e.data.get("seat") == seat]
        return bool(built), built[0].text.rstrip(".") if built else "no monument was built"
    return goal


def take_treasure(seat: int) -> Goal:
    """`seat` takes a treasure, in both Tigris games (a trader's kingdom holding two, the
    card game's treasure column won)."""
    def goal(game):
        taken = [e for e in _events(game) if e.kind == "treasures" and e.data.get("seat") == seat]
        return bool(taken), taken[0].text.rstrip(".") if taken else "no treasure was taken"
    return goal


def win_election(seat: int) -> Goal:
    """`seat` wins the next election counted (Tyrus)."""
    def goal(game):
        counted = [e for e in _events(game) if e.kind in ("elected", "void")]
        if not counted:
            return False, "the election is not counted yet"
        return (counted[0].kind == "elected" and counted[0].data.get("seat") == seat,
                counted[0].text.rstrip("."))
    return goal


def temple_level(seat: int, level: int) -> Goal:
    """One of `seat`'s temples reaches `level` or more (Babel)."""
    def goal(game):
        best = max(game.level(seat, site) for site in game.state["sites"][seat])
        who = _who(game, seat)
        return best >= level, f"the tallest temple of {who} has {best} levels (the goal: {level})"
    return goal


def win_game(seat: int) -> Goal:
    """`seat` wins the game (any game)."""
    def goal(game):
        if not game.over:
            return False, "the game is not over"
        winner = game.result().get("winner")
        return winner == seat, f"{game.result().get('reason', 'the game is over')}"
    return goal


def take_lead(seat: int) -> Goal:
    """`seat` leads alone on the final count, the game counted as if it ended now (both
    Tigris games: the weakest colour, treasures wild, ties to the next weakest)."""
    def goal(game):
        count = importlib.import_module(f"mesogames.{game.name}.scoring").result(game)
        weakest = [row["weakest_first"] for row in count["scores"]]
        best = max(weakest[o] for o in range(len(weakest)) if o != seat)
        return count["ranking"][0] == [seat], (
            f"the count, weakest colour first: {_who(game, seat)} "
            f"{'-'.join(map(str, weakest[seat]))} against "
            f"{'-'.join(map(str, best))}")
    return goal


@dataclass(frozen=True)
class GoalChoice:
    """A goal the editor offers: `key` (its function's name), its words, and the values
    its parameter may take (none: the goal takes only the seat)."""

    key: str
    label: str
    param: str = ""
    values: tuple = ()

    def call(self, seat: int, value) -> str:
        """The goal's call as the puzzle cell writes it."""
        extra = "" if not self.param else f", {value!r}"
        return f"goals.{self.key}({seat}{extra})"

    def title(self, value) -> str:
        """The goal in words, with its parameter ("Raise a temple to level 3")."""
        if not self.param:
            return self.label
        shown = str(COLOUR_NAMES.get(value, value))
        return (self.label.replace(" N", f" {shown}") if " N" in self.label
                else f"{self.label}: {shown}")

    def make(self, seat: int, value) -> Goal:
        fn = globals()[self.key]
        return fn(seat) if not self.param else fn(seat, value)


#: A hint per goal: what to look at, never the move.
HINTS = {
    "win_election": ("Count the votes each building gives once your opponent has answered "
                     "with his strongest tile: which of your tiles leaves him no answer?"),
    "win_game": "Look past this election: what does each tile leave for the count that ends it?",
    "temple_level": ("Count the cards you hold and the levels each of your sites can take: "
                     "only one move raises a temple that high."),
    "win_conflict": "Count the supporters each side can bring, yours after his strongest defence.",
    "score": "Which tile, and where, earns a point of that colour for a leader of yours?",
    "build_monument": "Look for a square of four tiles of one colour you can complete.",
    "take_treasure": "Which move wins you a treasure, whatever the answer?",
    "take_lead": ("Count each side's weakest colour (treasures wild) after your turn: "
                  "which move puts you ahead?"),
}


#: The kinds of event a goal reads, per goal: a position reached with none of them since
#: the puzzle's start (and not over) cannot meet it, so a miner need not ask the goal.
#: Goals not listed (a temple's level) read the position itself.
EVIDENCE = {"win_conflict": ("conflict",), "score": SCORED, "build_monument": ("monument",),
            "take_treasure": ("treasures",),
            "win_election": ("elected", "void")}


def hint_for(key: str) -> str:
    """The hint a puzzle of goal `key` gives (a goal function's name)."""
    return HINTS.get(key, "Which move reaches the goal whatever the answer?")


COLOURS = tuple(COLOUR_NAMES)
#: What the editor offers, per game, the first by default.
GOALS = {
    "tigris": (GoalChoice("win_conflict", "Win a conflict"),
               GoalChoice("score", "Score in a colour", "colour", COLOURS),
               GoalChoice("build_monument", "Build a monument"),
               GoalChoice("take_treasure", "Take a treasure"),
               GoalChoice("take_lead", "Take the lead on the count"),
               GoalChoice("win_game", "Win the game")),
    "tigris_cards": (GoalChoice("win_conflict", "Win a conflict"),
                     GoalChoice("score", "Score in a colour", "colour", COLOURS),
                     GoalChoice("take_treasure", "Take a treasure"),
                     GoalChoice("take_lead", "Take the lead on the count"),
                     GoalChoice("win_game", "Win the game")),
    "babel": (GoalChoice("temple_level", "Raise a temple to level N", "level",
                         (2, 3, 4, 5, 6)),
              GoalChoice("win_game", "Win the game")),
    "tyrus": (GoalChoice("win_election", "Win the election"),
              GoalChoice("win_game", "Win the game")),
}

#: What the editor offers for a game with no list above (a newly registered game).
ANY_GAME = (GoalChoice("win_game", "Win the game"),)


def goal_choices(game_name: str) -> tuple[GoalChoice, ...]:
    """The goals the editor offers for `game_name`, the first by default."""
    return GOALS.get(game_name, ANY_GAME)


#: The other seats' answer a puzzle written by the editor takes by default: the strongest
#: defence each game's puzzles already use (module, function).
DEFENCE = {"tigris": ("tigris", "strongest_defence"),
           "tigris_cards": ("tigris_cards", "lion_answers"),
           "babel": ("babel", "keeps_his_assyrians"),
           "tyrus": ("tyrus", "strongest_reply")}


def defence(game_name: str):
    """The default `respond` of a puzzle of `game_name` (DEFENCE; None for a game with
    none: the puzzle's other seats then answer as its author writes)."""
    if game_name not in DEFENCE:
        return None
    module, name = DEFENCE[game_name]
    return getattr(importlib.import_module(f"{__package__}.{module}"), name)
