"""The search's resumable form (`ISMCTSBot.thinking`, which an event loop runs a slice at
a time where no thread can start) is the search `choose` runs: stepped in slices, even
interleaved with another search, it makes the same choice after the same iterations."""
import pytest

from mesogames import babel, tigris, tigris_cards, tyrus
from mesogames.bots import ISMCTSBot, SeatInfo
from mesogames.core import RandomBot


def position(module, players):
    game, bot = module.new_game(players=players, seed=5), RandomBot(3)
    for _ in range(7):
        game.apply(bot.choose(game))
    return SeatInfo(game, game.to_move)


def stepped(bot, info, other):
    """Run `bot`'s search one iteration at a time, another search's step between each."""
    steps, noise = bot.thinking(info), other.thinking(info)
    while True:
        next(noise, None)
        try:
            next(steps)
        except StopIteration as end:
            return end.value


@pytest.mark.parametrize("module,players", [(tyrus, 2), (tigris, 2), (tigris, 3),
                                            (babel, 2), (tigris_cards, 2),
                                            (tigris_cards, 3)])
def test_a_search_stepped_in_slices_chooses_as_choose_does(module, players):
    info = position(module, players)
    whole = ISMCTSBot(4, seconds=None, iterations=60)
    chosen = whole.choose(info)
    sliced = ISMCTSBot(4, seconds=None, iterations=60)
    assert stepped(sliced, info, ISMCTSBot(9, seconds=None, iterations=500)) == chosen
    assert sliced.last_search == whole.last_search
    assert sliced.last_search["iterations"] == 60


def test_one_legal_action_is_answered_without_a_step():
    game = tyrus.new_game(seed=5)
    info = SeatInfo(game, game.to_move)
    info.legal = info.legal[:1]
    steps = ISMCTSBot(1, seconds=None, iterations=10).thinking(info)
    with pytest.raises(StopIteration) as end:
        next(steps)
    assert end.value.value == info.legal[0]
