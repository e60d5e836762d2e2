"""Puzzles mined from played games: positions where exactly one first move of the seat to
move reaches a goal, checked by the engine.

    games = [self_play("tyrus", seed) for seed in range(4)]
    found = mine(games)                  # [MinedPuzzle, ...]
    save("tyrus", found, path)           # the set a notebook loads with load("tyrus")

For each position of each game and each goal the game offers (`goals.GOALS`: win the
election, raise a temple one level higher than the seat's tallest (2 or more), win a conflict, score
in a colour, win the game), every legal first move is played on the puzzle's own position
(read back from its diagram, as `Puzzle.game` makes it), the other seats answering with the
game's default defence (`goals.defence`) until the solver must decide again; the position
is kept only when exactly one first move, of three or more, reaches the goal. Its
difficulty is how often the easy and medium bots, a few seeded tries each, find that move.
"""
from __future__ import annotations

import importlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from mesogames import registry
from mesogames.bots import SeatInfo, make_bot
from mesogames.core import Game

from . import goals
from .puzzle import Puzzle, PuzzleSet

#: Where the mined sets are kept, one file a game.
MINED = Path(__file__).with_name("mined")
#: Search iterations of the medium bot where mining asks it (a count, not a time: the same
#: seed finds the same move on any machine).
MEDIUM_ITERATIONS = 200

#: Fewer legal first moves than this is no puzzle.
MIN_CHOICES = 3



@dataclass
class MinedPuzzle:
    """A mined position: its diagram (the engine's, read back by `from_diagram`), its goal
    (`goal` a function of `goals`, `seat`, its parameter `value`), the one move that reaches
    it, where it comes from, and how often each bot level found the move."""

    game: str
    diagram: str
    goal: str
    seat: int
    value: object
    solution: str
    source: str
    found: dict = field(default_factory=dict)

    @property
    def difficulty(self) -> str:
        """easy: the easy bot finds it most tries; medium: the medium bot does; else hard."""
        for level in ("easy", "medium"):
            hits, tries = self.found.get(level, (0, 1))
            if 2 * hits > tries:
                return level
        return "hard"

    def make_goal(self):
        return goal_of(self.goal, self.seat, self.value)

    def puzzle(self) -> Puzzle:
        choice = next(c for c in goals.goal_choices(self.game) if c.key == self.goal)
        title = choice.title(self.value)
        text = f"{title}, in one move. " + _told(self.game, Puzzle(
            widget_class(self.game), self.diagram, self.make_goal(), title).game(), self.seat)
        return Puzzle(widget_class(self.game), self.diagram, self.make_goal(),
                      f"{title}: {self.source} ({self.difficulty})", goals.hint_for(self.goal),
                      goals.defence(self.game), text=text.strip(), solution=[self.solution])


def goal_of(key: str, seat: int, value=None):
    fn = getattr(goals, key)
    return fn(seat) if value is None else fn(seat, value)


def widget_class(game_name: str):
    module, _, name = registry.spec(game_name).widget.partition(":")
    return getattr(importlib.import_module(module), name)


def _told(game_name: str, game: Game, seat: int) -> str:
    """What the solver is told of the hidden information the puzzle turns on, the other
    side's hand (as the hand-written puzzles do: late in a game the discards tell it)."""
    hands = game.state.get("hands")
    if not hands or game.players != 2:
        return ""
    other = 1 - seat
    if game_name == "tyrus":
        from mesogames.tyrus.tiles import ALL_TILES
        hand = " ".join(sorted(hands[other], key=ALL_TILES.index))
    else:
        hand = " ".join(sorted(str(h) for h in hands[other]))
    return f"{game.seat_name(other).capitalize()}'s hand: {hand or 'empty'}."


def candidate_goals(game_name: str, game: Game) -> list[tuple[str, object]]:
    """The goals tried at a position, as (goal key, parameter or None), for the seat to move."""
    seat = game.to_move
    if game_name == "tyrus":
        # Tyrus's defence answers only the election's last tile: before the fifth tile
        # of an election, no one move decides it.
        if game.state["placed"] < 4:
            return []
        return [("win_election", None), ("win_game", None)]
    if game_name == "babel":
        best = max(game.level(seat, site)  # type: ignore[attr-defined]
                   for site in game.state["sites"][seat])
        return [("temple_level", best + 1)] if 2 <= best + 1 <= 6 else []
    found: list[tuple[str, object]] = [("win_conflict", None)]
    if game_name == "tigris":
        found.append(("build_monument", None))
    return found + [("score", c) for c in goals.COLOURS]


def reaches(game: Game, action: str, goal, respond, solver: int | None) -> bool:
    """Whether `action` on a copy of `game`, the other seats answering with `respond` until
    the solver decides again, reaches `goal` (as `Puzzle.check` judges a one-move answer)."""
    after = game.copy()
    after.apply(action)
    while respond and not after.over and after.to_move != solver:
        reply = respond(after)
        if reply is None:
            break
        after.apply(reply)
    return bool(goal(after)[0])


def only_move(game: Game, goal, respond) -> str | None:
    """The one legal first move that reaches `goal`, or None (none or several do)."""
    solver, winner = game.to_move, None
    for action in game.legal_actions():
        if reaches(game, str(action), goal, respond, solver):
            if winner is not None:
                return None
            winner = str(action)
    return winner


def rate(mined: MinedPuzzle, tries: int = 3) -> dict:
    """How many of `tries` seeded tries each of the easy and medium bots finds the move."""
    game = mined.puzzle().game()
    found = {}
    for level, options in (("easy", {}), ("medium", {"iterations": MEDIUM_ITERATIONS})):
        hits = sum(str(make_bot(level, seed=s, **options).choose(SeatInfo(game, mined.seat)))
                   == mined.solution for s in range(tries))
        found[level] = [hits, tries]
    return found


def mine(games, game_name: str | None = None, *, tries: int = 3, limit: int | None = None,
         names: list[str] | None = None) -> list[MinedPuzzle]:
    """Puzzles from the positions of `games` (played games, their histories replayed):
    each a position, a goal and the only first move that reaches it, rated by the bots
    (`tries` seeded tries each; 0: not rated). Positions already found are kept once;
    `names` name the games in each puzzle's source (by default "game 0", "game 1"...)."""
    found: list[MinedPuzzle] = []
    seen: set[str] = set()
    for number, played in enumerate(games):
        name = game_name or played.name
        cls, respond = widget_class(name), goals.defence(name)
        for index in range(len(played.history)):
            position = played.position_at(index)
            if position.over:
                continue
            diagram = position.diagram()
            if diagram in seen:
                continue
            game = cls.engine_module.from_diagram(diagram, seed=0)
            if len(game.legal_actions()) < MIN_CHOICES:
                continue
            for key, value in candidate_goals(name, game):
                goal = goal_of(key, game.to_move, value)
                if goal(game)[0]:
                    continue
                move = only_move(game, goal, respond)
                if move is None:
                    continue
                seen.add(diagram)
                puzzle = MinedPuzzle(name, diagram, key, game.to_move, value, move,
                                     f"{names[number] if names else f'game {number}'}, "
                                     f"action {index}")
                if tries:
                    puzzle.found = rate(puzzle, tries)
                found.append(puzzle)
                if limit is not None and len(found) >= limit:
                    return found
                break
    return found


def self_play(game_name: str, seed: int, levels=("easy", "medium"),
              iterations: int = 60) -> Game:
    """A finished seeded game between bots of `levels` (rotated by seed), each told only its
    seat's information; the medium bot searches `iterations` times a decision."""
    game = registry.spec(game_name).new_game(players=2, seed=seed)
    bots = [make_bot(level, seed=seed + i, **({"iterations": iterations}
                                                if level not in ("random", "easy") else {}))
            for i, level in enumerate(levels[seed % 2:] + levels[:seed % 2])]
    while not game.over:
        game.apply(bots[game.to_move].choose(SeatInfo(game, game.to_move)))
    return game


def save(game_name: str, puzzles: list[MinedPuzzle], path: Path | None = None) -> Path:
    path = path or MINED / f"{game_name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    rows = [{k: v for k, v in asdict(p).items() if k != "game"} for p in puzzles]
    path.write_text(json.dumps(rows, indent=1) + "\n")
    return path


def mined(game_name: str) -> list[MinedPuzzle]:
    """The mined puzzles kept for `game_name`."""
    rows = json.loads((MINED / f"{game_name}.json").read_text())
    return [MinedPuzzle(game_name, **row) for row in rows]


def load(game_name: str) -> PuzzleSet:
    """The mined set of `game_name` as a `PuzzleSet`, easiest first."""
    order = {"easy": 0, "medium": 1, "hard": 2}
    kept = sorted(mined(game_name), key=lambda p: order[p.difficulty])
    return PuzzleSet([p.puzzle() for p in kept], title=f"Puzzles mined from {game_name} games")
