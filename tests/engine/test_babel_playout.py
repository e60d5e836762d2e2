"""How a Babel search plays on after its tree (babel/playout.py): both seats as a plain
builder, until the searching seat's turn comes round again; then the position is scored."""
import mesogames.bots.ismcts as ismcts
from mesogames.babel import from_diagram
from mesogames.babel.actions import Build, Deploy, EndTurn, Move
from mesogames.babel.playout import next_action
from mesogames.bots import ISMCTSBot, SeatInfo
from mesogames.core import Rng


def position(north_persians: str, hand: str = "H H P", column: str = "2 5"):
    """North to move with its pawn on the Persians' site (level 1, `north_persians` laid
    there), `hand` in hand; a 2 on top of north's column."""
    return from_diagram(f"""
        turn: 5 north
        first: north
        north start: no
        south start: no
        north pawn: Persians
        south pawn: Sumerians
        north hand: {hand}
        south hand: H H H
        north column: {column}
        north Persians: {north_persians} | 1
        south Sumerians: S | 1
    """)


def test_the_playout_builds_the_next_level_a_column_shows_where_enough_cards_lie():
    assert next_action(position("P P")) == Build(2, "north")


def test_the_playout_lays_the_missing_card_continuing_the_sites_last_nation():
    assert next_action(position("P")) == Deploy("P")


def test_the_playout_moves_to_the_site_whose_next_level_is_nearest():
    # Level 3 nowhere on top: the Hittites' site (level 0, a 1 on top) is two cards away.
    game = position("P", hand="H H P", column="1 5")
    assert next_action(game) == Move("H")


def test_the_playout_ends_the_turn_where_no_level_can_rise():
    assert next_action(position("P", hand="H", column="5")) == EndTurn()


def test_the_playout_stops_when_the_searching_seats_turn_comes_round_again():
    world = position("P").determinize(0, Rng(1))
    played = []
    while (action := next_action(world)) is not None:
        played.append((world.state["active"], action))
        world.play(action)
    assert world.state["turn"] == 7 and world.state["active"] == 0
    assert {seat for seat, _ in played} == {0, 1} and EndTurn() in [a for _, a in played]


def test_a_babel_search_scores_positions_at_the_start_of_its_seats_turn(monkeypatch):
    game = position("P")
    scored = []
    values = ismcts.values

    def spy(world, wary=None):
        scored.append((world.over, world.state["active"], world.state["turn"]))
        return values(world, wary)
    monkeypatch.setattr(ismcts, "values", spy)
    ISMCTSBot(1, seconds=None, iterations=100).choose(SeatInfo(game, 0))
    assert len(scored) == 100
    assert all(over or (active == 0 and turn > 5) for over, active, turn in scored)


def test_below_the_root_a_babel_search_tries_the_plans_action_first():
    game = position("P")
    info = SeatInfo(game, 0)
    bot = ISMCTSBot(1, seconds=None, iterations=3 * len(info.legal))
    bot.choose(info)
    assert bot.tree is not None
    below = bot.tree.children[Deploy("H")].children
    assert below and next(iter(below)) == Build(2, "north")     # P H laid: level 2 rises
