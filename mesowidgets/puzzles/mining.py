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
from mesogames.bots.ismcts import run_through
from mesogames.bots.review import estimates
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
    margin: dict = field(default_factory=dict)

    @property
    def actions(self) -> list[str]:
        """The solution's actions (the first move, then the solver's answers to the
        decisions it brings, where the game's puzzle is the rest of the turn)."""
        return [a.strip() for a in self.solution.split(";")]

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
        when = " this turn" if self.game in WHOLE_PART else ", in one move"
        text = f"{title}{when}. " + _told(
            self.game, Puzzle(widget_class(self.game), self.diagram, self.make_goal(),
                              title).game(), self.seat)
        return Puzzle(widget_class(self.game), self.diagram, self.make_goal(),
                      f"{title}: {self.source} ({self.difficulty})", goals.hint_for(self.goal),
                      goals.defence(self.game), text=text.strip(), solution=self.actions)


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


#: Games whose puzzle is the rest of the solver's turn: its last action and every decision
#: that action brings the solver (a conflict's commitment, which war first, a monument),
#: each of the solver's answers tried, the other seats answering with the defence. A
#: position with more of the turn left (a further action) is not mined: "pass" would be
#: the one first move that reaches the end of the turn's points. Other games: the solver's
#: one action, up to its next decision.
WHOLE_PART = frozenset({"tigris", "tigris_cards"})
#: The most ends of the solver's part one first move may lead to (the decisions it brings
#: tried one by one); past it the position is not mined.
MAX_ENDS = 64


class TooLong(Exception):
    """The solver's part holds a further action of the turn, or more than MAX_ENDS ends."""


def part_ends(game: Game, action: str, respond, solver: int, whole: bool):
    """The positions where the solver's part ends after `action` on a copy of `game`, each
    as (the solver's actions, the position, the kinds of event since `game`): the other
    seats answer with `respond`; with `whole` (WHOLE_PART), each of the solver's answers to
    the decisions the action brings is tried in turn. Raises TooLong (see WHOLE_PART)."""
    out: list = []

    def walk(before: Game, actions: list[str], kinds: frozenset) -> None:
        after = before.copy()
        kinds = kinds.union(e.kind for e in after.apply(actions[-1]))
        while respond and not after.over and after.to_move != solver:
            reply = respond(after)
            if reply is None:
                break
            kinds = kinds.union(e.kind for e in after.apply(reply))
        if not whole or after.over or after.to_move != solver:
            out.append((actions, after, kinds))
            if len(out) > MAX_ENDS:
                raise TooLong
            return
        if getattr(after, "decision", None) is None:      # a further action of the turn
            raise TooLong
        for answer in after.legal_actions():
            walk(after, actions + [str(answer)], kinds)

    walk(game, [action], frozenset())
    return out


def met(goal, key: str, end: Game, kinds: set) -> bool:
    """Whether the position `end` (reached with events of `kinds`) meets `goal` (of key
    `key`), the goal asked only where its evidence is there (`goals.EVIDENCE`)."""
    evidence = goals.EVIDENCE.get(key)
    if evidence is not None and not end.over and not kinds.intersection(evidence):
        return False
    return bool(goal(end)[0])


def reaches(game: Game, action: str, goal, respond, solver: int | None,
            whole: bool = False) -> list[str] | None:
    """The solver's actions, from `action` on, that reach `goal` (as `Puzzle.check` judges
    them), the other seats answering with `respond` until the solver's part ends; None if
    none do (`whole`: see `part_ends`)."""
    assert solver is not None, "a puzzle's position has a seat to move"
    for actions, end, _ in part_ends(game, action, respond, solver, whole):
        if goal(end)[0]:
            return actions
    return None


def only_moves(game: Game, wanted: list[tuple[str, object]], respond,
               whole: bool = False) -> dict:
    """{(goal key, value): the solver's actions} for each goal of `wanted` that exactly one
    legal first move reaches (with the actions of its part that do); every first move
    played once for all goals. Raises TooLong (see WHOLE_PART)."""
    solver = game.to_move
    assert solver is not None, "a puzzle's position has a seat to move"
    made = {(k, v): goal_of(k, solver, v) for k, v in wanted}
    winners: dict = {}
    for action in game.legal_actions():
        ends = part_ends(game, str(action), respond, solver, whole)
        for key, goal in list(made.items()):
            found = next((acts for acts, end, kinds in ends if met(goal, key[0], end, kinds)),
                         None)
            if found is not None:
                winners.setdefault(key, []).append(found)
                if len(winners[key]) > 1:       # two first moves reach it: no puzzle
                    del made[key]
        if not made:
            break
    return {key: found[0] for key, found in winners.items() if len(found) == 1}


def only_move(game: Game, goal, respond) -> str | None:
    """The one legal first move that reaches `goal`, or None (none or several do)."""
    solver, winner = game.to_move, None
    for action in game.legal_actions():
        if reaches(game, str(action), goal, respond, solver):
            if winner is not None:
                return None
            winner = str(action)
    return winner


def obvious(game: Game, actions: list[str]) -> bool:
    """Whether the solution is no puzzle: a conflict's commitment of everything the seat
    may commit (against the strongest defence, the only one that wins is the largest)."""
    d = getattr(game, "decision", None)
    return bool(d and d.get("kind") == "conflict"
                and actions[0] == str(game.legal_actions()[-1]))


def rate(mined: MinedPuzzle, tries: int = 3) -> dict:
    """How many of `tries` seeded tries each of the easy and medium bots finds the move."""
    game = mined.puzzle().game()
    found = {}
    for level, options in (("easy", {}), ("medium", {"iterations": MEDIUM_ITERATIONS})):
        hits = sum(str(make_bot(level, seed=s, **options).choose(SeatInfo(game, mined.seat)))
                   == mined.actions[0] for s in range(tries))
        found[level] = [hits, tries]
    return found


#: The margin test (`margin_test`): the solution's estimated win chance ahead of the best
#: other move's by this much, in a search from the seat's information of SEARCH
#: iterations and in a longer one of LONGER, and on the other side of even (the move the
#: puzzle asks for wins, the others lose: the position's outcome flips).
MARGIN = 0.15
SEARCH, LONGER = 100, 400
#: Root actions searched fewer times than this have no estimate worth comparing.
MIN_VISITS = 3


def margin_test(mined: MinedPuzzle) -> dict:
    """The search's word on a puzzle: {"passed", "searches": [[iterations, the solution's
    estimate, the best other move, its estimate], ...]}. Each search is the bots' (ISMCTS
    from the seat's information only: the hidden pieces sampled, never read), its root
    holding the moves that look best one ply ahead and the solution's first move."""
    game = mined.puzzle().game()
    info = SeatInfo(game, mined.seat)
    first = game.read_action(mined.actions[0])
    searches, passed = [], True
    for iterations, seed in ((SEARCH, 0), (LONGER, 1)):
        _, found = run_through(estimates(info, iterations, seed, [first]))
        solution, visits = found.get(first, (0.0, 0))
        others = [(v, str(a)) for a, (v, n) in found.items() if a != first and n >= MIN_VISITS]
        second, other = max(others) if others else (0.0, "")
        searches.append([iterations, round(solution, 3), other, round(second, 3)])
        passed = (passed and visits >= MIN_VISITS and solution - second >= MARGIN
                  and solution >= 0.5 > second)
    return {"passed": passed, "searches": searches}


def mine(games, game_name: str | None = None, *, tries: int = 3, limit: int | None = None,
         names: list[str] | None = None, margin: bool = False,
         only_margin: bool = False, not_easy: bool = False) -> list[MinedPuzzle]:
    """Puzzles from the positions of `games` (played games, their histories replayed):
    each a position, a goal and the only first move that reaches it, rated by the bots
    (`tries` seeded tries each; 0: not rated). Positions already found are kept once;
    `names` name the games in each puzzle's source (by default "game 0", "game 1"...).
    A conflict's commitment of everything the seat may commit is no puzzle (`obvious`), and
    a game gives each goal's solution once (bots that leave a move on the board turn after
    turn would give the same puzzle again and again). `margin`: run the margin test on
    each (`margin_test`, kept in its `margin`); `only_margin`: keep only those it passes;
    `not_easy`: leave out a puzzle whose move the easy bot (one ply of look-ahead) finds in
    any of its tries (the card game's: banking the point a card earns is what it sees)."""
    found: list[MinedPuzzle] = []
    seen: set[str] = set()
    for number, played in enumerate(games):
        name = game_name or played.name
        cls, respond = widget_class(name), goals.defence(name)
        whole = name in WHOLE_PART
        motifs: set[tuple] = set()
        position = played.position_at(0)
        for index in range(len(played.history)):
            if index:
                position.apply(played.history[index - 1])
            if position.over or not position.more_legal_than(MIN_CHOICES - 1):
                continue
            diagram = position.diagram()
            if diagram in seen:
                continue
            game = cls.engine_module.from_diagram(diagram, seed=0)
            wanted = [(k, v) for k, v in candidate_goals(name, game)
                      if not goal_of(k, game.to_move, v)(game)[0]]
            if not wanted or len(game.legal_actions()) < MIN_CHOICES:
                continue
            try:
                solved = only_moves(game, wanted, respond, whole)
            except TooLong:
                continue
            for (key, value), actions in solved.items():
                motif = (key, value, tuple(actions))
                if obvious(game, actions) or motif in motifs:
                    continue
                motifs.add(motif)
                puzzle = MinedPuzzle(name, diagram, key, game.to_move, value,
                                     "; ".join(actions),
                                     f"{names[number] if names else f'game {number}'}, "
                                     f"action {index}")
                if margin or only_margin:
                    puzzle.margin = margin_test(puzzle)
                    if only_margin and not puzzle.margin["passed"]:
                        continue
                if tries:
                    puzzle.found = rate(puzzle, tries)
                    if not_easy and puzzle.found["easy"][0]:
                        continue
                seen.add(diagram)
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
