"""Every view of every game, for a seat, a spectator or the referee, is of the game's
type in `mesogames.views.VIEWS`: its keys exactly (the referee's own only in the referee's
view), its values by their types, every few positions of random games and at their end."""
import pytest

from mesogames import babel, tigris, tigris_cards, tyrus
from mesogames.core import PUBLIC, RandomBot
from mesogames.views import VIEWS

from .typed import mismatches

GAMES = {
    "tigris": lambda seed: tigris.new_game(players=2 + seed % 3, seed=seed, buildings=True,
                                           ziggurat=seed % 2 == 0),
    "tigris_cards": lambda seed: tigris_cards.new_game(players=2 + seed % 3, seed=seed),
    "babel": lambda seed: babel.new_game(seed=seed),
    "tyrus": lambda seed: tyrus.new_game(seed=seed),
}
#: Every how many actions the views are checked (a card game lasts about 2000).
EVERY = 50


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_view_is_of_the_game_s_type(name):
    view_type = VIEWS[name]
    referee_only = set(view_type.__optional_keys__)
    for seed in range(3):
        game, bot = GAMES[name](seed), RandomBot(seed)
        while True:
            for seat in [None, PUBLIC, *range(game.players)]:
                if game.actions_taken % EVERY and not game.over:
                    break
                view = game.view(seat)
                assert not mismatches(view, view_type), (seat, mismatches(view, view_type))
                assert (referee_only <= set(view)) == (seat is None)
                assert not referee_only & set(view) or seat is None
            if game.over:
                break
            game.apply(bot.choose(game))
