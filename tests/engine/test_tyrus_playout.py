"""How a Tyrus search plays out the election under way after its tree (tyrus/playout.py):
both seats by a thrifty plan, each from what it would see, then the position is scored."""
import mesogames.bots.ismcts as ismcts
from mesogames.bots import ISMCTSBot, SeatInfo
from mesogames.core import Rng
from mesogames.tyrus import Builder, Place, playout
from mesogames.tyrus.playout import next_action


def last_tile(hand: str):
    """Election 1 (soldiers), brown first: brown's S5 in its citadel against nothing, beige
    to lay the election's last tile from `hand`."""
    b = Builder().election(1, "S", placed=5)
    b.line("first", "brown")
    b.place("S5", "brown", "brown citadel")
    b.place("P3", "beige", "beige temple")
    b.place("P1", "brown", "brown temple")
    b.place("P4", "beige", "beige temple")
    b.place("P2", "brown", "brown temple")
    b.hand("beige", hand)
    return b.game(seed=1)


def test_the_playout_lays_the_smallest_tile_that_wins_the_election():
    game = last_tile("M1 S6 S9 S10 M7 P5 P6")
    assert game.to_move == 0
    assert next_action(game) == Place("S6", 0, "citadel")


def test_where_no_tile_wins_the_playout_lays_its_smallest_as_a_vote_for_later():
    game = last_tile("M1 S2 S3 P5 P6 P7 P8")
    assert next_action(game) == Place("M1", 0, "market")


def test_the_playout_stops_where_no_election_is_under_way():
    game = last_tile("M1 S6 S9 S10 M7 P5 P6")
    game.apply(next_action(game))
    assert game.state["placed"] == 0 and next_action(game) is None


def test_a_tyrus_search_scores_positions_where_the_election_under_way_is_counted(
        monkeypatch):
    b = Builder().election(1, "S", placed=1)
    b.line("first", "brown")
    b.place("S9", "brown", "brown citadel")
    game = b.game(seed=3)
    placed = []
    scored = ismcts.values

    def spy(world, wary=None):
        placed.append(world.state["placed"])
        return scored(world, wary)
    monkeypatch.setattr(ismcts, "values", spy)
    ISMCTSBot(1, seconds=None, iterations=200).choose(SeatInfo(game, 0))
    assert len(placed) == 200 and set(placed) == {0}


def test_the_playout_reckons_a_guard_no_more_than_the_counters_it_would_cancel():
    b = Builder().election(1, "S", placed=3)
    b.line("first", "brown")
    b.place("S5", "brown", "brown citadel")
    b.place("P2", "beige", "beige temple")
    b.place("P1", "brown", "brown temple")
    b.hand("beige", "M1 S6 S9 P5 P6 P7 P8 P9")
    b.hand("brown", "P10 S1 M1 P3 P4 M2 M3")
    # Brown's P10 would only guard its soldiers against counters: its last tile adds 3 at
    # the most, so beige's M1 against brown's S5, then its S9, wins the election.
    assert next_action(b.game(seed=1)) == Place("M1", 1, "citadel")


def test_the_seat_blind_playout_decides_from_what_its_seat_sees(monkeypatch):
    """With SIGHTED off, each seat of the playout plays the same tile whatever the other's
    face-down tiles and hand are in the world (redealt as the seat cannot tell them apart):
    a seat that read them would answer perfectly to a hand it could not know."""
    monkeypatch.setattr(playout, "SIGHTED", 0)
    b = Builder().election(1, "S", placed=3)
    b.line("first", "brown")
    b.place("S5", "brown", "brown citadel")
    b.place("S4", "beige", "beige citadel")
    b.place("M6", "brown", "beige citadel")
    b.hand("beige", "M1 M3 S6 S8 S10 M7 P2 P5")
    game = b.game(seed=2)
    for seat in (0, 1):        # beige to move, then brown after beige's tile
        assert game.to_move == seat
        worlds = [game.determinize(seat, Rng(i)) for i in range(40)]
        hidden = {(tuple(w.state["hands"][1 - seat]),
                   str(w.state["buildings"][1 - seat]["citadel"])) for w in worlds}
        assert len(hidden) > 30         # the other's hidden tiles do differ
        choices = {next_action(w) for w in worlds}
        assert choices == {next_action(game)}
        game.apply(next_action(game))


def test_below_the_root_a_tyrus_search_tries_the_plans_tile_first(monkeypatch):
    # Each node below the root adds first the tile the thrifty plan lays in the world that
    # reaches it, where that tile is legal and not yet tried (PLAN_FIRST in bots/ismcts.py).
    game = last_tile("M1 S6 S9 S10 M7 P5 P6")
    game.apply(Place("M1", 0, "market"))        # the election counted: a new one begins
    untried, checked = ismcts.ISMCTSBot._untried, []

    def spy(self, node, fresh, legal, world, seat, rng, horizon):
        planned = next_action(world)
        chosen = untried(self, node, fresh, legal, world, seat, rng, horizon)
        if node.mover is not None and planned in fresh:
            checked.append((planned, chosen))
        return chosen
    monkeypatch.setattr(ismcts.ISMCTSBot, "_untried", spy)
    ISMCTSBot(1, seconds=None, iterations=200).choose(SeatInfo(game, game.to_move))
    assert len(checked) > 20
    assert all(planned == chosen for planned, chosen in checked)
