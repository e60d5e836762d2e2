"""Positions for the tests of paced answers: a seat to decide with one legal answer, or
with many (found by random play, the same every run)."""
from mesogames import tigris_cards
from mesogames.core import RandomBot


def decision(seed: int, one: bool):
    """A card game (2 players) where seat 1 is to decide, with one legal answer or many."""
    game, bot = tigris_cards.new_game(players=2, seed=seed), RandomBot(seed)
    while not game.over:
        n = len(game.legal_actions())
        if game.to_move == 1 and (n == 1 if one else n > 4):
            return game
        game.apply(bot.choose(game))
    raise AssertionError("no such decision")
