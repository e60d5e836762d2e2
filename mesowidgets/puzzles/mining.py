"""Puzzles mined from played games: positions where one move is clearly best for the seat to
move, as the bots' search judges it from that seat's information, with a goal that move
alone reaches, checked by the engine.

    games = [self_play("tyrus", seed) for seed in range(4)]
    found = mine(games)                  # [MinedPuzzle, ...]
    save("tyrus", found, path)           # the set a notebook loads with load("tyrus")

Each position of each game with three or more legal moves is read back from its diagram (as
`Puzzle.game` makes it) and goes through the stages `mine` counts (`STAGES`):

1. the goal, derived from what a move achieves (the game won, the election, a conflict,
   a monument, a treasure, a colour scored, a temple's level), the other seats answering
   with the game's default defence (`goals.defence`) until the solver must decide again,
   and no other legal first move reaching it (every one played by the engine:
   `only_goals`); a position where no move alone reaches a goal goes no further,
   unsearched, nor one where the only such move does nothing on the board (`obvious`:
   Babel's "end turn", the Tigris games' "pass" or "decline" as the first move) or commits
   everything to a conflict;
2. the margin: a search from the seat's information (the bots' ISMCTS, the hidden pieces
   sampled, never read) puts that move ahead of every other move by the game's margin;
3. a longer search that agrees, with the same margin;
4. the outcome flipping: the bots play the position out after that move and after the
   second best, and the seat wins a clear majority of the playouts after the one and
   loses one after the other.

Its difficulty is how often the easy and medium bots, a few seeded tries each, find the move.
"""
from __future__ import annotations

import importlib
import json
import time
from collections import Counter
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from pathlib import Path

from mesogames import registry
from mesogames.bots import SeatInfo, make_bot
from mesogames.bots.ismcts import run_through
from mesogames.bots.review import estimates
from mesogames.bots.values import values
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
    def confirmed(self) -> bool:
        """Whether the puzzle passed the margin stage (`clearly_best`, its record in
        `margin`): the search from the seat's information puts its solution clearly first,
        a longer search agrees, and the outcome flips. A set mined before that stage keeps
        its other puzzles unconfirmed: found by a goal only one move reaches."""
        return bool(self.margin.get("passed"))

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
                              title).game(), self.seat, self.goal)
        shown = f"{self.difficulty}, confirmed" if self.confirmed else self.difficulty
        return Puzzle(widget_class(self.game), self.diagram, self.make_goal(),
                      f"{title}: {self.source} ({shown})", goals.hint_for(self.goal),
                      goals.defence(self.game), text=text.strip(), solution=self.actions)


def goal_of(key: str, seat: int, value=None):
    fn = getattr(goals, key)
    return fn(seat) if value is None else fn(seat, value)


def widget_class(game_name: str):
    module, _, name = registry.spec(game_name).widget.partition(":")
    return getattr(importlib.import_module(module), name)


def _told(game_name: str, game: Game, seat: int, goal: str = "") -> str:
    """What the solver is told of the hidden information the puzzle turns on, the other
    side's hand (as the hand-written puzzles do: late in a game the discards tell it), and
    for a lead on the count in Tigris & Euphrates the other side's points (behind its
    screen)."""
    hands = game.state.get("hands")
    if not hands or game.players != 2:
        return ""
    other = 1 - seat
    if game_name == "tyrus":
        from mesogames.tyrus.tiles import ALL_TILES
        hand = " ".join(sorted(hands[other], key=ALL_TILES.index))
    else:
        hand = " ".join(sorted(str(h) for h in hands[other]))
    told = f"{game.seat_name(other).capitalize()}'s hand: {hand or 'empty'}."
    if game_name == "tigris" and goal == "take_lead":
        points = game.state["scores"][other]
        told += (" Its points: " + ", ".join(f"{goals.COLOUR_NAMES[c]} {points[c]}"
                                               for c in goals.COLOURS)
                 + f", treasures {game.state['treasure_points'][other]}.")
    return told


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


#: The kinds of action, per game, that do nothing on the board: Babel's "end turn" (the
#: end of the turn, the cards revealed), both Tigris games' "pass" and "decline", Tigris &
#: Euphrates' "swap" (tiles from behind the screen back to the bag: the swap that wins
#: the game is the whole hand swapped when the bag holds fewer tiles than it, which ends
#: the game at once; 4 of the first 17 confirmed puzzles of medium bots' endings were that
#: one trick, each found by the easy bot 3 of 3) (the games' actions modules; Tyrus has
#: none: every action places a tile).
IDLE = {"babel": frozenset({"end turn"}), "tigris": frozenset({"pass", "decline", "swap"}),
        "tigris_cards": frozenset({"pass", "decline"})}


def obvious(game: Game, actions: list[str]) -> bool:
    """Whether the solution is no puzzle: a conflict's commitment of everything the seat
    may commit (against the strongest defence, the only one that wins is the largest), or
    a first move that does nothing on the board (`IDLE`: "win the game by ending the turn"
    asks the solver for nothing)."""
    if game.read_action(actions[0]).kind in IDLE.get(game.name, ()):
        return True
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


#: The margin stage (`clearly_best`): the search from the seat's information (the bots'
#: ISMCTS, `SEARCH` iterations) puts its most visited move's estimated win chance the
#: game's margin (`margin_of`) or more above every other move's it searched `MIN_VISITS`
#: times or more; a longer search (`LONGER` iterations, another seed) finds the same move
#: and the same margin; and the position played out by the bots (`PLAYOUT_LEVEL`,
#: `PLAYOUTS` seeded games each) after that move is won by the seat by a clear majority
#: (`CLEAR`), after the second move lost by one: the move turns the position's outcome.
MARGIN = 0.15
#: The margin per game where it is not `MARGIN`. In both Tigris games a position is scored
#: by a logistic of the standing, and one action of a long turn moves it little: the short
#: search's best is ahead of its second by 0.009 win chance at the median position, 0.041
#: at the 95th percentile (Tigris & Euphrates; the card game 0.002 and 0.040; Babel 0.015
#: and 0.18; game 0 of benchmarks/mine_puzzles.py's self-play), so 0.15 there asks for what
#: one position in a few hundred gives; 0.04 keeps about one in twenty for the longer search
#: and the playouts to judge.
MARGINS = {"tigris": 0.04, "tigris_cards": 0.04}
SEARCH, LONGER = 100, 400
#: Root actions searched fewer times than this have no estimate worth comparing.
MIN_VISITS = 3
#: Playouts a side. Three (the first sets) let a 2-1 split on each side flip the outcome;
#: nine with a clear majority each way (`CLEAR`: 6 of 9 won after the best move, 6 of 9
#: lost after the second) ask the playouts for a verdict chance rarely gives.
PLAYOUTS = 9
CLEAR = Fraction(2, 3)
PLAYOUT_LEVEL = "easy"
#: Actions a playout plays before the standing judges it, per game (none: to the end).
#: Tigris & Euphrates: an easy bots' game takes 12-15 s of CPU (about 200 actions), and
#: eighteen of them a candidate was more than the mining could pay; 60 actions (about 15
#: turns a side) and the standing's leader then (README, "Puzzles mined from games").
PLAYOUT_HORIZON: dict[str, int] = {"tigris": 60}
#: The stages `mine` counts: positions with three or more moves, the short search's
#: margin, a goal only that move reaches, the longer search's margin, the outcome flipping,
#: and the puzzles kept (past `not_easy`).
STAGES = ("positions", "goal", "margin", "longer", "flips", "kept")
#: The width, in actions left to the played game's end, of the phases `mine` counts.
PHASE = 20


def mover(game: Game) -> int:
    """The seat to move at a puzzle's position."""
    assert game.to_move is not None, "a puzzle's position has a seat to move"
    return game.to_move


def search(game: Game, iterations: int, seed: int, include=()) -> list:
    """[iterations, the search's move, its estimate, the best other move, its estimate] of
    one search from the seat's information only (`estimates`: the hidden pieces sampled,
    never read; its root holds the moves that look best one ply ahead and `include`)."""
    info = SeatInfo(game, mover(game))
    best, found = run_through(estimates(info, iterations, seed, list(include)))
    value, _ = found.get(best, (0.0, 0))
    others = [(v, str(a)) for a, (v, n) in found.items() if a != best and n >= MIN_VISITS]
    second, other = max(others) if others else (0.0, "")
    return [iterations, str(best), round(value, 3), other, round(second, 3)]


def margin_of(game_name: str) -> float:
    """The margin the search's move must lead the next by, in win chance (`MARGINS`)."""
    return MARGINS.get(game_name, MARGIN)


def ahead(game: Game, row: list, move: str | None = None) -> bool:
    """Whether a `search` row puts its move (`move`, when given) the game's margin ahead of
    the next (`margin_of`)."""
    return ((move is None or row[1] == move) and bool(row[3])
            and row[2] - row[4] >= margin_of(game.name) - 1e-9)


def playout(game: Game, action: str, seed: int) -> bool:
    """Whether the seat to move wins one seeded game played out by the bots of
    `PLAYOUT_LEVEL` after `action` (each told only its seat's information); where the game
    has a `PLAYOUT_HORIZON`, a game not over after that many actions is judged by the
    standing (`values`: the seat's standing ahead of every other seat's)."""
    seat, world = mover(game), game.copy()
    world.apply(action)
    bots = [make_bot(PLAYOUT_LEVEL, seed=seed * world.players + s)
            for s in range(world.players)]
    for _ in range(PLAYOUT_HORIZON.get(game.name, 10**9)):
        if world.over:
            break
        world.apply(bots[mover(world)].choose(SeatInfo(world, mover(world))))
    if world.over:
        return world.result().get("winner") == seat
    return values(world)[seat] > 0.5


def outcomes(game: Game, action: str, playouts: int, stop) -> str:
    """The seat's results of seeded playouts after `action` ("1" won, "0" lost, one a seed
    in order), stopped early where `stop(wins, losses)` says the verdict is known."""
    out = ""
    for seed in range(playouts):
        out += "1" if playout(game, action, seed) else "0"
        if stop(out.count("1"), out.count("0")):
            break
    return out


def wins(game: Game, action: str, playouts: int = PLAYOUTS) -> int:
    """How many of `playouts` seeded playouts after `action` the seat to move wins."""
    return outcomes(game, action, playouts, lambda won, lost: False).count("1")


def needed(playouts: int) -> int:
    """The wins of `playouts` that make a clear majority (`CLEAR` of them, rounded up)."""
    return -(-playouts * CLEAR.numerator // CLEAR.denominator)


def flips(game: Game, best: str, second: str, playouts: int = PLAYOUTS) -> list:
    """[[best, wins, played, outcomes], [second, wins, played, outcomes]]: the playouts
    after each move (`outcomes`), each side stopped as soon as it cannot pass `flipped`
    (the second not played at all when the best fails)."""
    need = needed(playouts)
    after_best = outcomes(game, best, playouts, lambda won, lost: lost > playouts - need)
    rows = [[best, after_best.count("1"), len(after_best), after_best]]
    if after_best.count("1") >= need:
        after = outcomes(game, second, playouts, lambda won, lost: won > playouts - need)
    else:
        after = ""
    return rows + [[second, after.count("1"), len(after), after]]


def flipped(rows: list) -> bool:
    """Whether `flips` rows say the outcome turns: the seat wins a clear majority (`CLEAR`)
    of the playouts after the best move and loses one after the second. With three
    playouts a side (the first sets' records) that is 2 or 3 wins against 0 or 1."""
    (_, best, n, *_), (_, second, m, *_) = rows
    return bool(n and m) and best >= needed(n) and m - second >= needed(m)


def clearly_best(game: Game, move: str | None = None, short: list | None = None,
                 spent: dict | None = None) -> dict:
    """The margin stage on the position `game` (the seat to move's move `move`, or whichever
    the search prefers): {"passed", "searches": [`search` rows, short then longer],
    "playouts": `flips` rows}; it stops at the first stage that fails. `short`: the short
    search's row where it was run already. `spent`: a Counter adding the CPU seconds of
    each part ("search", "longer", "playouts")."""
    spent = {} if spent is None else spent
    out: dict = {"passed": False, "searches": [], "playouts": []}
    include = [game.read_action(move)] if move else []
    with cpu(spent, "search"):
        row = short or search(game, SEARCH, 0, include)
    out["searches"].append(row)
    if not ahead(game, row, move):
        return out
    move = row[1]
    with cpu(spent, "longer"):
        longer = search(game, LONGER, 1, [game.read_action(move)])
    out["searches"].append(longer)
    if not ahead(game, longer, move):
        return out
    with cpu(spent, "playouts"):
        out["playouts"] = flips(game, move, longer[3])
    out["passed"] = flipped(out["playouts"])
    return out


@contextmanager
def cpu(spent: dict, part: str):
    """Adds the CPU seconds of the block to `spent[part]`."""
    start = time.process_time()
    try:
        yield
    finally:
        spent[part] = spent.get(part, 0.0) + time.process_time() - start


def margin_test(mined: MinedPuzzle) -> dict:
    """The margin stage on a kept puzzle, its solution's first move the one asked for."""
    return clearly_best(mined.puzzle().game(), mined.actions[0])


def derived_goals(game_name: str, game: Game, ends) -> list[tuple[str, object]]:
    """The goals the solver's part `ends` (`part_ends` of one first move) reach that were not
    reached at `game`, as (goal key, parameter or None), the game won first."""
    seat = mover(game)
    wanted: list[tuple[str, object]] = [("win_game", None)]
    if game_name == "tyrus":
        wanted.append(("win_election", None))
    elif game_name == "babel":
        now = max(game.level(seat, site)  # type: ignore[attr-defined]
                  for site in game.state["sites"][seat])
        reached = max(end.level(seat, site) for _, end, _ in ends  # type: ignore[attr-defined]
                      for site in end.state["sites"][seat])
        wanted += [("temple_level", level) for level in range(reached, now, -1)
                   if 2 <= level <= 6]
    else:
        wanted.append(("win_conflict", None))
        if game_name == "tigris":
            wanted.append(("build_monument", None))
        wanted.append(("take_treasure", None))
        wanted += [("score", c) for c in goals.COLOURS] + [("take_lead", None)]
    return [(k, v) for k, v in wanted if not goal_of(k, seat, v)(game)[0]
            and any(met(goal_of(k, seat, v), k, end, kinds) for _, end, kinds in ends)]


def goal_for(game_name: str, game: Game, move: str, respond,
             whole: bool) -> tuple[str, object, list[str]] | None:
    """The goal derived from what `move` achieves (`derived_goals`, in their order) that no
    other first move reaches, with the solver's actions that reach it; None if none.
    Raises TooLong (see WHOLE_PART)."""
    wanted = derived_goals(game_name, game, part_ends(game, move, respond, mover(game), whole))
    solved = only_moves(game, wanted, respond, whole) if wanted else {}
    for key, value in wanted:
        actions = solved.get((key, value))
        if actions and actions[0] == move:
            return key, value, actions
    return None


def only_goals(game_name: str, game: Game, respond, whole: bool) -> dict:
    """{first move: (goal key, value, the solver's actions)} for each legal first move that
    alone reaches a goal derived from what it achieves (`derived_goals`), the first such
    goal in their order: what `goal_for` gives each move, every first move played once by
    the engine alone. Empty where no goal has a single move: no search need look at the
    position. Raises TooLong (see WHOLE_PART)."""
    seat = mover(game)
    reached: dict = {}          # first move -> [(key, value, actions)] in derived order
    count: Counter = Counter()
    for action in game.legal_actions():
        move = str(action)
        ends = part_ends(game, move, respond, seat, whole)
        rows = []
        for key, value in derived_goals(game_name, game, ends):
            goal = goal_of(key, seat, value)
            actions = next(acts for acts, end, kinds in ends if met(goal, key, end, kinds))
            rows.append((key, value, actions))
            count[key, value] += 1
        reached[move] = rows
    out = {}
    for move, rows in reached.items():
        alone = [row for row in rows if count[row[0], row[1]] == 1]
        if alone:
            out[move] = alone[0]
    return out


def mine(games, game_name: str | None = None, *, tries: int = 3, limit: int | None = None,
         names: list[str] | None = None, not_easy: bool = False,
         stages: Counter | None = None, spent: dict | None = None,
         candidates: list | None = None, last: int | None = None,
         phases: Counter | None = None, undecided: float | None = None,
         looked: set[str] | None = None) -> list[MinedPuzzle]:
    """Puzzles from the positions of `games` (played games, their histories replayed), each
    position read back from its diagram as the puzzle shows it, with three or more legal
    moves: the search from the seat's information puts one move ahead of the others by
    `MARGIN` (`search`); the goal is derived from what that move achieves (`goal_for`: the
    game won, an election, a conflict, a monument, a treasure, a colour scored, a temple's
    level) and no other first move may reach it (the other seats answering with the game's
    defence); a longer search agrees and the outcome flips (`clearly_best`). Each is rated
    by the bots (`tries` seeded tries each; 0: not rated). Positions already found are kept once;
    `names` name the games in each puzzle's source (by default "game 0", "game 1"...). A
    conflict's commitment of everything the seat may commit, or a first move that does
    nothing on the board (`IDLE`), is no puzzle (`obvious`: such a position stops at the
    goal stage, not counted as passing it), and a game gives each goal's solution once.
    `not_easy`: leave out a puzzle whose move the easy bot (one ply of look-ahead) finds
    in any of its tries. `stages`: a Counter that
    counts the positions reaching each stage (`STAGES`); `spent`, the CPU seconds of each
    part ("goal", "search", "longer", "playouts", "rating"). The goal comes first: it is
    the engine's alone, and a position where no move alone reaches a goal needs no search.
    `candidates`: a list given the stages' record of each position that passed the longer
    search, as (source, move, record); each record (a puzzle's `margin`) holds in "left" the
    actions the played game had left from its position and in "goal" the goal's key and
    value (where the candidates come from). `last`: only the positions with at
    most that many actions left to the played game's end (late in a game, where the
    playouts' outcome is the game's). `phases`: a Counter of (stage, actions left rounded
    down to a multiple of `PHASE`) for the positions reaching each stage. `undecided`: only
    the positions whose value to the seat to move (`values`: the standing squashed) lies
    within that of an even 0.5 (a game already decided gives no move that turns it).
    `looked`: the diagrams of the positions mined already, each position mined here added
    (another ending of a game that reaches a position again does not mine it twice)."""
    stages = Counter() if stages is None else stages
    phases = Counter() if phases is None else phases
    spent = {} if spent is None else spent
    found: list[MinedPuzzle] = []
    seen: set[str] = set()
    left = 0

    def reached(stage: str) -> None:
        stages[stage] += 1
        phases[stage, left // PHASE * PHASE] += 1
    for number, played in enumerate(games):
        name = game_name or played.name
        cls, respond = widget_class(name), goals.defence(name)
        whole = name in WHOLE_PART
        motifs: set[tuple] = set()
        start = 0 if last is None else max(0, len(played.history) - last)
        position = played.position_at(start)
        for index in range(start, len(played.history)):
            if index > start:
                position.apply(played.history[index - 1])
            left = len(played.history) - index
            if position.over or not position.more_legal_than(MIN_CHOICES - 1):
                continue
            if undecided is not None and abs(values(position)[mover(position)] - 0.5) > undecided:
                continue
            diagram = position.diagram()
            if diagram in seen or (looked is not None and diagram in looked):
                continue
            if looked is not None:
                looked.add(diagram)
            game = cls.engine_module.from_diagram(diagram, seed=0)
            if len(game.legal_actions()) < MIN_CHOICES:
                continue
            reached("positions")
            try:
                with cpu(spent, "goal"):
                    alone = {move: row for move, row in
                             only_goals(name, game, respond, whole).items()
                             if not obvious(game, row[2])
                             and (row[0], row[1], tuple(row[2])) not in motifs}
            except TooLong:
                continue
            if not alone:       # no move alone reaches a goal: no search needed
                continue
            reached("goal")
            with cpu(spent, "search"):
                row = search(game, SEARCH, 0, [game.read_action(m) for m in alone])
            if not ahead(game, row) or row[1] not in alone:
                continue
            reached("margin")
            key, value, actions = alone[row[1]]
            motif = (key, value, tuple(actions))
            margin = {**clearly_best(game, row[1], row, spent), "left": left,
                      "goal": [key, value]}
            source = f"{names[number] if names else f'game {number}'}, action {index}"
            if margin["playouts"]:
                reached("longer")
                if candidates is not None:
                    candidates.append((source, row[1], margin))
            if not margin["passed"]:
                continue
            reached("flips")
            motifs.add(motif)
            puzzle = MinedPuzzle(name, diagram, key, game.to_move, value, "; ".join(actions),
                                 source, margin=margin)
            if tries:
                with cpu(spent, "rating"):
                    puzzle.found = rate(puzzle, tries)
                if not_easy and puzzle.found["easy"][0]:
                    continue
            reached("kept")
            seen.add(diagram)
            found.append(puzzle)
            if limit is not None and len(found) >= limit:
                return found
    return found


#: The most actions a self-play game may take: the easy bots can lose and place the same
#: leaders in revolts forever (Tigris & Euphrates, seed 5006 of the easy bots: from about
#: action 170 a farmer's and a trader's revolts repeat, the bag stays at 35 tiles, 1550
#: actions in 29 s of CPU and on; seed 5008 too); their finished games take 150-270 actions
#: (seeds 1000-1021 and 5000-5010), one 451.
MOST_ACTIONS = 500


class Unfinished(Exception):
    """A self-play game not over after `MOST_ACTIONS`; `game` is it as it stands."""

    def __init__(self, game: Game):
        super().__init__(f"not over after {len(game.history)} actions")
        self.game = game


def self_play(game_name: str, seed: int, levels=("easy", "medium"),
              iterations: int = 60, most: int = MOST_ACTIONS) -> Game:
    """A finished seeded game between bots of `levels` (rotated by seed), each told only its
    seat's information; the medium bot searches `iterations` times a decision. Raises
    Unfinished when the game is not over after `most` actions."""
    return _played(registry.spec(game_name).new_game(players=2, seed=seed), seed, levels,
                   iterations, most)


def play_on(played: Game, start: int, seed: int, levels=("easy", "medium"),
            iterations: int = 60, most: int = MOST_ACTIONS) -> Game:
    """Another ending of the finished game `played`: its position after its first `start`
    actions played to the end by bots of `levels` seeded by `seed` (as `self_play` seeds
    them), each told only its seat's information. A late position played on again costs
    its last actions, not a whole game's. Raises Unfinished as `self_play` does."""
    return _played(played.position_at(start), seed, levels, iterations, most)


def even_points(played: Game, last: int | None = None, within: float = 0.1) -> list[int]:
    """The indices (actions played before it) of the positions of the finished game
    `played`, of its last `last` actions (all: None), whose value to the seat to move
    (`values`: the standing squashed) lies within `within` of an even 0.5: where the game
    is still open, so that endings played on from there (`play_on`) are close more often
    than whole games (an easy bots' Tigris game is decided long before its end)."""
    start = 0 if last is None else max(0, len(played.history) - last)
    position, out = played.position_at(start), []
    for index in range(start, len(played.history)):
        if index > start:
            position.apply(played.history[index - 1])
        seat = position.to_move
        if seat is not None and abs(values(position)[seat] - 0.5) <= within:
            out.append(index)
    return out


def _played(game: Game, seed: int, levels, iterations: int, most: int) -> Game:
    """`game` played to its end by bots of `levels` (rotated by seed, seeded by `seed`);
    Unfinished when it is not over after `most` actions in all."""
    bots = [make_bot(level, seed=seed + i, **({"iterations": iterations}
                                                if level not in ("random", "easy") else {}))
            for i, level in enumerate(levels[seed % 2:] + levels[:seed % 2])]
    while not game.over:
        if len(game.history) >= most:
            raise Unfinished(game)
        game.apply(bots[mover(game)].choose(SeatInfo(game, mover(game))))
    return game


def added(kept: list[MinedPuzzle], new: list[MinedPuzzle]) -> list[MinedPuzzle]:
    """`kept` with the puzzles of `new` added, each position once: a new confirmed puzzle
    takes the place of a kept unconfirmed one of the same position, else the kept one stays."""
    out = {p.diagram: p for p in kept}
    for p in new:
        if p.diagram not in out or (p.confirmed and not out[p.diagram].confirmed):
            out[p.diagram] = p
    return list(out.values())


def save(game_name: str, puzzles: list[MinedPuzzle], path: Path | None = None) -> Path:
    path = path or MINED / f"{game_name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    rows = [{k: v for k, v in asdict(p).items() if k != "game"} for p in puzzles]
    path.write_text(json.dumps(rows, indent=1) + "\n")
    return path


def mined(game_name: str, path: Path | None = None) -> list[MinedPuzzle]:
    """The mined puzzles kept for `game_name` (at `path`: a set saved elsewhere)."""
    rows = json.loads((path or MINED / f"{game_name}.json").read_text())
    return [MinedPuzzle(game_name, **row) for row in rows]


def load(game_name: str) -> PuzzleSet:
    """The mined set of `game_name` as a `PuzzleSet`, easiest first, the confirmed ones
    (`MinedPuzzle.confirmed`) first among equals."""
    order = {"easy": 0, "medium": 1, "hard": 2}
    kept = sorted(mined(game_name), key=lambda p: (order[p.difficulty], not p.confirmed))
    return PuzzleSet([p.puzzle() for p in kept],
                     title=f"Puzzles mined from games of {registry.spec(game_name).title}")
