"""A search's tree kept for the seat's next decision (`ISMCTSBot.reuse`): where the seat
decides again after its own action (the next action of a Babel or Tigris turn), the search
starts from the part of its last tree that the history since leads to, and nowhere else."""
import pytest

from mesogames import babel, tigris
from mesogames.bots import ISMCTSBot, SeatInfo
from mesogames.core import play_random
from tests.engine.test_bots import perturbed


def in_a_row(module, seed):
    """A game at a decision whose answer leaves the same seat to decide again, among more
    than one action, and a 300-iteration search's choice there (its bot, the info)."""
    game = module.new_game(seed=seed)
    for _ in play_random(game, seed):
        info = SeatInfo(game, game.to_move)
        if len(info.legal) < 4 or info.in_a_row != 0:
            continue
        bot = ISMCTSBot(1, seconds=None, iterations=300)
        chosen = bot.choose(info)
        after = game.copy()
        after.apply(chosen)
        if after.to_move == info.seat and len(after.legal_actions()) > 1:
            return game, bot, chosen
    raise AssertionError("no decision followed by another of the same seat")


def below(bot, action, seat):
    """The visits of the last tree's nodes for the seat's next decision after `action`."""
    return sum(n.visits for n in bot.tree.children[action].children.values()
               if n.mover == seat)


@pytest.mark.parametrize("module", [babel, tigris])
def test_the_next_decision_of_a_turn_starts_from_the_tree_below_the_action_chosen(module):
    game, bot, chosen = in_a_row(module, seed=3)
    seat = game.to_move
    kept = below(bot, chosen, seat)
    assert kept > 0
    game.apply(chosen)
    info = SeatInfo(game, seat)
    assert bot.choose(info) in info.legal
    assert bot.last_search["reused"] == kept and bot.last_search["iterations"] == 300
    fresh = ISMCTSBot(1, seconds=None, iterations=300, reuse=False)
    fresh.choose(info)
    assert fresh.last_search["reused"] == 0


def test_a_decision_with_no_time_plays_the_kept_tree_s_most_visited_action():
    """Late in a long Babel turn a search has no time left: with a kept tree of enough
    visits it plays the action the turn's search so far visited most, not the one-ply
    pick."""
    from mesogames.bots.ismcts import REUSED
    game, bot, chosen = in_a_row(babel, seed=3)
    seat = game.to_move
    nodes = [n for n in bot.tree.children[chosen].children.values() if n.mover == seat]
    assert sum(n.visits for n in nodes) >= REUSED
    game.apply(chosen)
    info = SeatInfo(game, seat)
    legal = [n for n in nodes if n.action in info.legal]
    best = max(legal, key=lambda n: (n.visits, n.total[seat]))
    bot.iterations, bot.seconds = None, 0
    assert bot.choose(info) == best.action
    assert bot.last_search["iterations"] == 0 and bot.last_search["reused"] >= REUSED


def test_a_tree_is_not_kept_after_an_undo_or_for_another_position():
    game, bot, chosen = in_a_row(babel, seed=3)
    seat, first = game.to_move, SeatInfo(game, game.to_move)
    game.apply(chosen)
    game.undo()
    bot.choose(SeatInfo(game, seat))        # the same decision again: nothing to reuse
    assert bot.last_search["reused"] == 0
    other = babel.new_game(seed=8)
    bot.choose(first)
    bot.choose(SeatInfo(other, other.to_move))
    assert bot.last_search["reused"] == 0


def test_a_kept_tree_depends_only_on_what_the_seat_may_see():
    """Two decisions in a row, in a game and in one that differs only in what the seat may
    not see: the same choices, from the same kept visits."""
    game, _, _ = in_a_row(babel, seed=3)
    seat = game.to_move
    other = perturbed(game, seat)
    assert other.fingerprint() != game.fingerprint()
    runs = []
    for g in (game, other):
        bot = ISMCTSBot(1, seconds=None, iterations=200)
        first = bot.choose(SeatInfo(g, seat))
        g.apply(first)
        second = bot.choose(SeatInfo(g, seat))
        runs.append((first, second, bot.last_search["reused"]))
    assert runs[0] == runs[1] and runs[0][2] > 0
