"""The medium and hard bots: information-set Monte Carlo tree search (Cowling, Powley and
Whitehouse's single-observer ISMCTS, as in OpenSpiel).

One tree over the bot's information: each iteration samples a world the seat cannot tell
from the true one (`SeatInfo.sample`), walks the tree choosing among the actions legal in
that world (UCB with availability counts: a child's exploration term counts the times it
was available, not its parent's visits), adds one node, plays a short random rollout (or
the game's plain plan, where it has a `playout` hook: Tyrus to the end of the election,
Babel until the searching seat's turn comes round), and scores the position for every
seat (`values`: the result, or each seat's standing), so the seat to move at each node
maximises its own value: 3- and 4-player games work as 2-player ones do. The move
played is the root's most visited child.

Two things keep a few hundred iterations useful when a seat has hundreds of legal actions
(a Tigris & Euphrates turn): the root searches only the `width` actions that look best one
ply ahead (the easy bot's measure; valued lazily, the most promising by the game's `hint`
first, SETUP of them before the first iteration and LATER before each next one, so the
search starts at once, where the game has a hint), and below the root a node grows
children progressively (at most 1 + sqrt(visits) of them), so the search goes deep rather
than wide. Where the tree holds the seat's own turn only (a bounded horizon, below), the
seat's nodes add their children best first by that one-ply measure, so the turn's second
action is searched among the ones that look best rather than among a few drawn at random.

Per game, a few settings suit its kind of decisions (the tables below, each with the
arena figures it rests on): random actions after the tree, visits each root action starts
with at its one-ply value, the exploration constant, and with 3-4 players how far into
the other seats' actions the tree looks. Where that horizon is bounded, the questions the
seat's own turn asks the other seats (a revolt's defender, a point to bank, a war's
sides) are answered as the easy bot would, without noise, and do not count against it, so
the tree still holds the whole turn and sees what its actions hand the others; and the
position it ends in is scored `wary` of the seat (the game's standing less what the seat
stands to lose to the other seats' next turns, where the game has a `wary_standing`).

A turn of several actions is searched once and refined: where the seat decides again after
its own action, the search starts from the node of its last tree that the history since
leads to (`reuse`), so the visits its first decision spent on the turn's later actions are
not thrown away, and a decision late in a long turn with no time of its own plays what the
turn's search so far preferred.
"""
from __future__ import annotations

import math
import time

from .. import registry
from ..core import Action, Rng
from .greedy import FOLLOW, Ranking, one_ply, ranked
from .info import SeatInfo
from .pacing import think
from .values import values

#: Random actions played after the tree before a position is scored, per game (6 when not
#: listed). The card game's answers come in long chains of small questions (bank a point?
#: build a ship?) that random play answers badly: scoring the position where the tree
#: ends plays better (benchmarks/arena.py tigris_cards medium easy, 20 games, seed 31:
#: 11 wins with 0, 9 with 6; 12 games, seed 11: 7 and 6).
#: Tyrus: random tiles thrown into random buildings made the count of the election under
#: way (which its standing now weighs) a lottery (benchmarks/arena.py tyrus medium
#: yard:tyrus-current-election 20 --seed 1: 6 wins with 6, 11 with 0); a game with a
#: `playout` hook (Tyrus: tyrus/playout.py) plays its plain plan instead, unless the bot
#: is given `rollout`.
ROLLOUT = {"tigris_cards": 0, "tyrus": 0}
#: Visits each root action starts with, at its one-ply value (prior knowledge, as Gelly and
#: Silver initialise MoGo's nodes), per game (none when not listed): the search then needs
#: evidence to prefer an action the one-ply look-ahead ranks lower. The card game's
#: differences between actions are small against the noise of a few hundred sampled games
#: (benchmarks/arena.py tigris_cards hard easy 6 --players 4 --seed 7: hard wins 1 of 6
#: without, 4 of 6 with 8).
PRIOR = {"tigris_cards": 8}
#: The exploration constant of UCB, per game (0.7 when not listed). The card game's values
#: differ little between actions (a leader placed, a card kept for later: a few hundredths
#: of a point): with 0.7 the visits spread almost evenly over the root's actions and the
#: most visited one was nearly a draw among them; 0.25 lets such differences steer. With
#: it and the card game's standing of what may still become points (benchmarks/arena.py
#: tigris_cards medium easy 15 [--seed 16] -o iterations=1000: 12 + 13 of 30 won, 20 of
#: 30 before; hard at 4500 iterations: 20 of the 21 games played, 3 of 6 with 4 players).
EXPLORE = {"tigris_cards": 0.25}
#: With three or four players, how many actions of the other seats the tree looks through
#: before it scores a position, per game (no bound when not listed). In the card game the
#: tree holds the seat's own turn only: the opponents' replies, each found by a few
#: visits, only added noise (benchmarks/arena.py tigris_cards hard easy 6 --players 4).
HORIZON = {"tigris_cards": 0}
#: Games whose nodes below the root add the action of the game's plain plan (its `playout`
#: hook) first, when it is legal and not yet tried, instead of one drawn at random
#: (progressive bias from a prior): a random first child made the value of each root
#: action the value of a random next action, which in Babel (a turn of many actions, a
#: move costing a card) left the search moving its pawn about and ending turns at random.
#: In Tyrus the thrifty plan's tile first lifted medium against
#: `yard:tyrus-current-election` from 87 to 114 of the same 200 games (600 iterations,
#: seeds 1-200; docs/bots.md).
PLAN_FIRST = frozenset({"babel", "tyrus"})
#: How many of the root's actions (groups of twins: greedy.Ranking) are looked ahead one ply
#: before the first iteration, and how many more before each later iteration until all
#: are, in a game with a `hint` hook (all of them at once in the others): the search
#: starts on the ones the hint rates highest, and the root's
#: `width` best are those of the actions valued so far. A Tigris & Euphrates turn has
#: about 85 groups (of ~370 legal actions), each look-ahead ~0.2 ms against an iteration's
#: ~3.4 ms (benchmarks/think_iterations.py).
SETUP, LATER = 12, 8
#: The fewest visits a tree kept from the turn's last decision needs (`ISMCTSBot.reuse`)
#: to choose a decision that has no time of its own to search (late in a Babel turn)
#: rather than the game's plan or the action that looks best one ply ahead.
REUSED = 20


def answer(world):
    """The answer the seat to move likes best one ply ahead (the easy bot's, without noise)."""
    seat, legal = world.to_move, world.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return max(legal, key=lambda a: one_ply(world, a, seat, depth=0))


def run_through(steps):
    """What a resumable computation (a generator: `ISMCTSBot.thinking`, a review) returns,
    run in one go."""
    while True:
        try:
            next(steps)
        except StopIteration as end:
            return end.value


class Node:
    __slots__ = ("action", "mover", "children", "visits", "avail", "total", "order")

    def __init__(self, action: Action | None, mover: int | None, players: int):
        self.action, self.mover = action, mover
        self.children: dict[Action, Node] = {}
        self.order: list[Action] | None = None     # the order its children are added in
        self.visits, self.avail = 0, 1
        self.total = [0.0] * players

    def ucb(self, c: float) -> float:
        assert self.mover is not None, "a child's mover is a seat (only the root has none)"
        return self.total[self.mover] / self.visits + c * math.sqrt(
            math.log(self.avail) / self.visits)


def most_promising(children: dict, keys, c: float) -> Node | None:
    """The child under one of `keys` with the highest UCB (the first of equals), each
    child under them counted available once more; None when none is a child."""
    best: Node | None = None
    best_score = -1.0
    for k in keys:
        known = children.get(k)
        if known is None:
            continue
        known.avail += 1
        score = known.ucb(c)
        if score > best_score:
            best, best_score = known, score
    return best


class ISMCTSBot:
    """`choose(info)`: the most visited action after `iterations` iterations (or as many as
    `seconds` allow). `rollout`: random actions played before the position is scored (by
    default the game's entry in ROLLOUT); `prior`: visits each root action starts with at
    its one-ply value (by default the game's entry in PRIOR); `c`: UCB's exploration
    constant (by default the game's entry in EXPLORE).
    `horizon`: with 3-4 players, actions of the other seats the tree looks through before
    scoring (by default the game's entry in HORIZON; a negative number: no bound).
    `cancel`: a callable; when it returns True the search stops and the best so far wins.
    `plan_first`: below the root, add the game's plain plan's action first, and play it
    where there is no time to search and no tree kept (by default whether the game is in
    PLAN_FIRST; 0 or False: at random and one ply ahead, as before).
    `spend`: with one legal action, search all the same until `seconds` run out (where
    answers are paced, so that the machine's load does not tell that the seat had no
    choice); by default such a decision is answered at once.
    `schedule`: a level ("medium", "hard") whose time each decision searches, from its
    place in the turn and the game (`pacing.think`), instead of `seconds`; where that
    time is nothing (late in a long turn), the action the turn's search so far visited
    most (`reuse`), else the game's plain plan's (`plan_first`), else the one that looks
    best one ply ahead.
    `budget`: with `schedule`, the level's time multiplied by this (a benchmark's
    headroom: hard with ten times its time, `arena.py babel hard hard 20 -o budget=10`).
    `reuse`: when the seat decides again, the search starts from the node of its last
    tree that the history since leads to: the next action of its turn, below the action
    it chose; also after other seats' actions whose notation, as the seat reads them,
    names a child (by default; False: from nothing)."""

    #: The level `make_bot` built it as (`pacing.pace` holds its answers to that level's
    #: time); None for a bot built directly.
    level: str | None = None

    def __init__(self, seed: int = 0, *, seconds: float | None = 1.0,
                 iterations: int | None = None, rollout: int | None = None,
                 c: float | None = None, width: int = 12, prior: int | None = None,
                 horizon: int | None = None, cancel=None, spend: bool = False,
                 schedule: str | None = None, plan_first: bool | None = None,
                 budget: float = 1.0, reuse: bool = True):
        if seconds is None and iterations is None and schedule is None:
            raise ValueError("Give the bot a time (seconds) or a number of iterations.")
        self.seed, self.seconds, self.iterations = seed, seconds, iterations
        self.schedule = schedule
        self.rollout, self.c, self.width, self.cancel = rollout, c, width, cancel
        self.prior, self.horizon, self.spend = prior, horizon, spend
        self.plan_first, self.budget, self.reuse = plan_first, budget, reuse
        self.last_search: dict = {}
        self.tree: Node | None = None          # the last search's tree
        # What the last decision left for the next (`_reused`): the seat, its history, the
        # action chosen and the tree it was chosen in.
        self._kept: tuple[int, list, Action, Node | None] | None = None

    def choose(self, info: SeatInfo) -> Action:
        return run_through(self.thinking(info))

    def thinking(self, info: SeatInfo):
        """The search of `choose` as a generator: it yields after its set-up and after each
        iteration, and returns the action chosen (`choose` runs it to the end). Where no
        thread can run the search (Pyodide), the kernel's event loop runs it a slice at a
        time (mesowidgets/thinking.py); the budget is counted in wall time all the same."""
        seconds = self.seconds if self.schedule is None else think(
            self.schedule, info.game_name, info.in_a_row, self.budget)
        kept = self._reused(info)
        root = kept or Node(None, None, info.players)
        if len(info.legal) == 1 and not (self.spend and seconds is not None):
            self.last_search = {"iterations": 0, "candidates": []}
            return self._keep(info, info.legal[0], kept)
        deadline = None if seconds is None else time.monotonic() + seconds
        rng = Rng(self.seed * 0x9E3779B1 ^ info.key)
        if self.iterations is None and not seconds:
            return self._unsearched(info, root, rng)
        ranking = Ranking(info.sample(rng), info.seat, info.legal)
        # Lazily only where the game guesses which actions to look at first: the card
        # game's whole set-up takes a few ms, and its medium won 2 of 12 against the
        # eager one when its actions were looked at in their order (benchmarks/arena.py).
        ranking.look(SETUP if registry.spec(info.game_name).hint is not None else None)
        prior = PRIOR.get(info.view["game"], 0) if self.prior is None else self.prior
        c = EXPLORE.get(info.view["game"], 0.7) if self.c is None else self.c
        horizon = self._horizon(info)
        searched = self._widen(root, ranking, set(), info, prior)
        done = 0
        yield done
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and done and time.monotonic() >= deadline:
                break
            if self.cancel is not None and self.cancel():
                break
            if done and not ranking.done:
                ranking.look(LATER)
                searched = self._widen(root, ranking, searched, info, prior)
            self._iterate(root, searched, info, rng, c, horizon)
            done += 1
            yield done
        self.tree = root
        best = self._ranked(root, info, done)
        return self._keep(info, best[0] if best else info.legal[0], root)

    def _ranked(self, root: Node, info: SeatInfo, done: int) -> list[Action]:
        """The actions of the root's children legal here, the most visited first; the
        search's report (`last_search`: its `done` iterations, the visits it started with,
        the first five children)."""
        ranked = sorted(((a, n) for a, n in root.children.items() if a in info.legal),
                        key=lambda an: (an[1].visits, an[1].total[info.seat]), reverse=True)
        self.last_search = {"iterations": done, "reused": root.visits - done, "candidates": [
            {"action": str(a), "visits": n.visits, "value": n.total[info.seat] / n.visits}
            for a, n in ranked[:5]]}
        return [a for a, _ in ranked]

    def _unsearched(self, info: SeatInfo, root: Node, rng: Rng) -> Action:
        """A decision with no time to search: the kept tree's most visited action where it
        has REUSED visits, else the game's plan's (`_planned`), else the one that looks
        best one ply ahead."""
        best = self._ranked(root, info, 0)
        if best and root.visits >= REUSED:
            self.tree = root
            return self._keep(info, best[0], root)
        self.last_search = {"iterations": 0, "candidates": []}
        planned = self._planned(info, rng)
        if planned is not None:
            return self._keep(info, planned, None)
        ranking = Ranking(info.sample(rng), info.seat, info.legal)
        ranking.look()
        return self._keep(info, ranking.best(1)[0][1], None)

    def _planned(self, info: SeatInfo, rng: Rng) -> Action | None:
        """In a game of PLAN_FIRST, the action of its plain plan (its `playout` hook) for
        the seat, from a world drawn from its information; else None."""
        plan = self._plan(info.game_name)
        action = plan(info.sample(rng)) if plan is not None else None
        return action if action in info.legal else None

    def _plan(self, game_name: str):
        """The game's plain plan (its `playout` hook) where this bot tries it first
        (`plan_first`, by default the games of PLAN_FIRST); else None."""
        plan_first = game_name in PLAN_FIRST if self.plan_first is None else self.plan_first
        return registry.spec(game_name).playout if plan_first else None

    def _keep(self, info: SeatInfo, action: Action, root: Node | None) -> Action:
        """Remember the decision for the next one (`_reused`); returns `action`."""
        self._kept = (info.seat, info.history, action, root) if self.reuse else None
        return action

    def _reused(self, info: SeatInfo) -> Node | None:
        """The root to start from: the last tree's node that the history since the last
        decision leads to (the action chosen, then each later entry as the seat reads it,
        a child of that notation and seat), where the seat is to move; its children there,
        or None. Their statistics were gathered in worlds drawn from the seat's
        information then, which each entry since changed only by what the seat saw."""
        if self._kept is None:
            return None
        seat, history, action, tree = self._kept
        self._kept = None
        since = info.history[len(history):]
        if tree is None or seat != info.seat or not since \
                or info.history[:len(history)] != history:
            return None
        node = tree
        for entry in since:
            found = next((n for n in node.children.values() if n.mover == entry["seat"]
                          and str(n.action) == entry["notation"]), None)
            if found is None:
                return None
            node = found
        root = Node(None, None, info.players)
        root.children = {a: n for a, n in node.children.items() if n.mover == seat}
        root.visits = sum(n.visits for n in root.children.values())
        return root if root.children else None

    def _widen(self, root: Node, ranking: Ranking, searched: set, info: SeatInfo,
               prior: int) -> set:
        """The root's actions to search: the `width` best one ply ahead of those `ranking`
        has valued so far. An action no longer among them leaves the tree (its visits were
        spent before better ones were known); one new among them starts with `prior`
        visits at its value."""
        first = ranking.best(self.width)
        now = {a for _, a in first}
        for action in searched - now:
            root.children.pop(action, None)
        if prior:
            for value, action in first:
                if action not in root.children:
                    child = root.children[action] = Node(action, info.seat, info.players)
                    child.visits, child.total[info.seat] = prior, prior * value
        return now

    def _horizon(self, info: SeatInfo) -> float:
        """How many of the other seats' actions a walk may go through (inf: no bound)."""
        horizon = self.horizon
        if horizon is None and info.players > 2:
            horizon = HORIZON.get(info.view["game"])
        return math.inf if horizon is None or horizon < 0 else horizon

    def _iterate(self, root: Node, searched: set, info: SeatInfo, rng: Rng,
                 c: float, horizon: float) -> None:
        """One iteration; at the root only the actions in `searched` are tried; the walk
        stops where another seat is to move after `horizon` actions of other seats."""
        world = info.sample(rng)
        node, path = root, [root]
        others = 0          # actions of the other seats on the way down
        while not world.over:
            if world.to_move != info.seat and horizon < math.inf \
                    and world.active == info.seat:
                world.play(answer(world))     # a question the seat's own turn asked
                continue
            if others >= horizon and world.to_move != info.seat:
                break
            others += world.to_move != info.seat
            legal = world.legal_actions()
            if not legal:       # a sampled world the rules never reach: scored as it is
                break
            if node is root:
                legal = [a for a in legal if a in searched]
            children = node.children
            if node is root or len(children) < 1 + math.isqrt(node.visits):
                untried = [a for a in legal if a not in children]
            else:       # grow only when no child is legal in this world
                untried = [] if any(a in children for a in legal) else legal
            if untried:
                action = self._untried(node, untried, legal, world, info.seat, rng, horizon)
                child = Node(action, world.to_move, info.players)
                node.children[action] = child
                world.play(action)
                path.append(child)
                break
            best = most_promising(children, legal, c)
            assert best is not None and best.action is not None, "a legal child (else grown)"
            world.play(best.action)
            node = best
            path.append(node)
        self._rollout(world, rng, info.game_name)
        scores = values(world, wary=info.seat if horizon < math.inf else None)
        for n in path:
            n.visits += 1
            for s, v in enumerate(scores):
                n.total[s] += v

    def _rollout(self, world, rng: Rng, game_name: str) -> None:
        """After the tree: the game's plain plan (its `playout` hook) where it has one and
        `rollout` is not set, else `rollout` random actions (by default the game's entry
        in ROLLOUT)."""
        plan = registry.spec(game_name).playout if self.rollout is None else None
        if plan is not None:
            while not world.over:
                action = plan(world)
                if action is None:
                    return
                world.play(action)
            return
        for _ in range(ROLLOUT.get(game_name, 6) if self.rollout is None else self.rollout):
            if world.over:
                break
            legal = world.legal_actions()
            if not legal:       # a sampled world the rules never reach
                break
            world.play(legal[rng.below(len(legal))])

    def _untried(self, node: Node, untried: list, legal: list, world, seat: int, rng: Rng,
                 horizon: float) -> Action:
        """The action to add below `node` (not the root: its mover is None), one of
        `untried`: at random, but on the seat's own turn where the tree holds that turn
        only (a bounded horizon) and `legal` has more than a small question's answers, the
        one that looks best one ply ahead (in the first world that reaches the node); in
        a game of PLAN_FIRST, the plan's action first."""
        plan = self._plan(world.name) if node.mover is not None else None
        if plan is not None:
            action = plan(world)
            if action is not None and action in untried:
                return action
        if node.mover is not None and horizon < math.inf and world.to_move == seat \
                and len(legal) > FOLLOW:
            if node.order is None:
                node.order = [a for _, a in ranked(world, seat, legal)]
            fresh = set(untried)
            action = next((a for a in node.order if a in fresh), None)
            if action is not None:
                return action
        return untried[rng.below(len(untried))]

    def __repr__(self) -> str:
        budget = (f"iterations={self.iterations}" if self.iterations is not None
                  else f"schedule={self.schedule!r}" if self.schedule is not None
                  else f"seconds={self.seconds}")
        return f"ISMCTSBot(seed={self.seed}, {budget})"
