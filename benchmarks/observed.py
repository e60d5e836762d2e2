"""Tyrus: a level's search whose tree keys the opponent's tiles by what the searching seat
sees of them (where they were laid, not which tile), against the shipped tree that keys
them by the tile of the sampled world (issue 33).

    python benchmarks/observed.py tyrus BOT_A BOT_B GAMES [arena.py's options]

In the shipped tree (`bots/ismcts.py`, single-observer ISMCTS) a node of the opponent's
has a child per tile it may lay, so the seat's nodes below know which tile the opponent
laid, face down, and the opponent's choices are learnt against the seat's true hand. Here
(Cowling, Powley and Whitehouse's SO-ISMCTS with partially observable moves) the
opponent's children are its placements as the seat sees them (`public_notation`), shared
by every world; in a world, the placement chosen is played with the tile a person would
lay there (`concrete`): in the buildings of the election under way the strongest tile of
the kind the place suggests (a vote in its own building, a counter in the seat's), in
the others the smallest of that kind, else its smallest tile. As `arena.py`, but BOT_A
(medium or hard, at `-o iterations=N`) searches so. Runs on demand, never in the tests.
"""
import math

import arena

from mesogames.bots import ISMCTSBot
from mesogames.bots.ismcts import Node, most_promising
from mesogames.bots.values import values
from mesogames.tyrus.tiles import BUILDING_OF, CORP_OF_BUILDING, COUNTER, corp, value


def concrete(world, actions: list):
    """The tile the mover lays where `actions` (one placement as the other seat sees it)
    lay it."""
    first = actions[0]
    vote = CORP_OF_BUILDING[first.building]
    kind = vote if first.owner == world.to_move else COUNTER[vote]
    fits = [a for a in actions if corp(a.tile) == kind]
    if not fits:
        return min(actions, key=lambda a: (value(a.tile), a.tile))
    if first.building == BUILDING_OF[world.state["card"]]:
        return max(fits, key=lambda a: (value(a.tile), a.tile))
    return min(fits, key=lambda a: (value(a.tile), a.tile))


class Observed(ISMCTSBot):
    def _iterate(self, root, searched, info, rng, c, horizon) -> None:
        world = info.sample(rng)
        node, path = root, [root]
        while not world.over:
            legal = world.legal_actions()
            if not legal:
                break
            if node is root:
                legal = [a for a in legal if a in searched]
            mine = world.to_move == info.seat
            keyed: dict = {}
            for a in legal:
                keyed.setdefault(a if mine else world.public_notation(a, info.seat),
                                 []).append(a)
            keys = list(keyed)
            children = node.children
            if node is root or len(children) < 1 + math.isqrt(node.visits):
                untried = [k for k in keys if k not in children]
            else:
                untried = [] if any(k in children for k in keys) else keys
            if untried:
                key = untried[rng.below(len(untried))]
                child = Node(key, world.to_move, info.players)
                children[key] = child
                world.play(keyed[key][0] if mine else concrete(world, keyed[key]))
                path.append(child)
                break
            best = most_promising(children, keys, c)
            assert best is not None
            world.play(keyed[best.action][0] if mine else concrete(world, keyed[best.action]))
            node = best
            path.append(node)
        self._rollout(world, rng, info.game_name)
        scores = values(world)
        for n in path:
            n.visits += 1
            for s, v in enumerate(scores):
                n.total[s] += v


if __name__ == "__main__":
    plain = arena.bot

    def bot(name, seed, options):
        if name in ("medium", "hard") and "iterations" in options:
            return Observed(seed=seed, seconds=None, iterations=options["iterations"])
        return plain(name, seed, options)
    arena.bot = bot
    arena.main()
