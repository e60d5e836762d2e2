"""The standing of Tigris & Euphrates (what the bots weigh a position by): points first, the
weakest colour most, then what may still become points."""
import pytest

from mesogames.tigris import new_game
from mesogames.tigris.standing import standing

from .tigris_positions import position
from .twins import ranked_as_every_action

# A kingdom of red tiles round the temple on F5, with room for a leader on G4 and E5.
KINGDOM = "F5:R F4:R G5:R"


def archer(squares: str = "", points: str = "K2 R2 G2 B2", **lines) -> float:
    return standing(position(f"{KINGDOM} {squares}", archer_points=points, **lines))[0]


def test_a_leader_is_worth_most_in_the_weakest_colour():
    weak_blue, strong_blue = "K2 R2 G2 B0", "K0 R2 G2 B4"
    gain_weak = archer("E5:af", weak_blue) - archer("", weak_blue)
    gain_strong = archer("E5:af", strong_blue) - archer("", strong_blue)
    assert gain_weak > 2 * gain_strong > 0


def test_a_monument_of_its_colour_and_temples_beside_add_to_a_leader():
    plain = archer("E5:ap")
    guarded = archer("E5:ap E4:R E6:R")                 # two more temples beside the priest
    assert guarded > plain
    with_monument = archer("E5:ap D5:r D6:r C5:r C6:r", monuments="red-blue C5")
    assert with_monument - plain > 0.1


def test_a_trader_beside_treasures_counts_them():
    assert archer("E5:at F6:R*") > archer("E5:at")


def test_a_point_in_the_weakest_colour_outweighs_what_may_come():
    now = archer("", "K2 R2 G2 B1")
    hoped = archer("E5:af", "K2 R2 G2 B1", archer_hand="B B B K R G")
    banked = archer("", "K2 R2 G2 B2")
    assert banked - now > 0.9 and banked > hoped > now


def test_what_may_come_counts_for_nothing_once_the_bag_is_empty():
    late = archer("E5:af", archer_hand="B B", bag="", out="...")
    assert late == archer("", bag="", out="...")
    assert archer("E5:af", archer_hand="B B") > late


@pytest.mark.slow
@pytest.mark.parametrize("options", [{}, {"side": "alternative", "buildings": True,
                                          "ziggurat": True}])
def test_twins_are_looked_ahead_once_and_rank_as_every_action_looked_ahead(options,
                                                                          monkeypatch):
    """The ranking the bots and the review search from (greedy.ranked) looks one twin
    (standing.twin: actions after which every seat stands the same) ahead for all, under
    a third of the legal actions, and is the ranking of every action looked ahead
    (the same values, up to the order a sum is taken in)."""
    legal_total, looked_total = ranked_as_every_action(
        new_game(players=2, seed=5, **options), 5, (5, 30, 59, 90, 119), 120, monkeypatch)
    assert legal_total > 1000 and looked_total < legal_total / 3


def test_catastrophes_that_take_a_tile_alike_are_twins_and_one_that_splits_is_not():
    """A catastrophe that takes a settlement from the king's kingdom at the end of a line
    leaves it one settlement fewer wherever it falls (one key); one that cuts the line
    splits the kingdom, and is looked ahead of on its own."""
    from mesogames.tigris.actions import Catastrophe
    from mesogames.tigris.board import parse_square
    from mesogames.tigris.standing import twin

    game = position(f"{KINGDOM} E5:ak H5:K I5:K F3:K")
    end, far_end, cut = (twin(game, Catastrophe(parse_square(q))) for q in ("I5", "F3", "H5"))
    assert end is not None and end == far_end
    assert cut is None


def test_a_trader_is_keyed_by_the_treasures_of_its_own_position():
    """Two positions with the same tiles and leaders but a treasure more on F5: a trader
    founding a kingdom there is keyed by each position's treasures (what the twins found
    of one position is not taken for the other's)."""
    from mesogames.tigris.actions import PlaceLeader
    from mesogames.tigris.board import parse_square
    from mesogames.tigris.standing import twin

    trader = PlaceLeader(leader="G", square=parse_square("E5"))
    rich, poor = position("F5:R* F4:R G5:R"), position(KINGDOM)
    assert rich.state["tiles"] == poor.state["tiles"]
    assert twin(rich, trader) != twin(poor, trader)
