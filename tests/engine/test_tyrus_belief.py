"""What the bots weigh a Tyrus position by: the election under way as its buildings count
it (tyrus/standing.py), and the opponent's face-down tiles as a person would guess them
in the worlds a bot samples (tyrus/belief.py)."""
from mesogames.bots import SeatInfo
from mesogames.core import Rng
from mesogames.tyrus import Builder, belief
from mesogames.tyrus import standing as tyrus_standing
from mesogames.tyrus.standing import standing
from mesogames.tyrus.tiles import corp


def election(*places) -> Builder:
    """Election 1 (soldiers), brown placing first; `places`: (tile, seat, building)."""
    b = Builder().election(1, "S", placed=len(places))
    b.line("first", "brown")
    for tile, seat, where in places:
        b.place(tile, seat, where)
    return b


def test_a_lead_in_the_election_under_way_counts_in_the_standing():
    ahead = standing(election(("S10", "brown", "brown citadel")).game(seed=1))
    level = standing(election(("P1", "brown", "beige market")).game(seed=1))
    assert ahead[1] - ahead[0] > level[1] - level[0] + 0.3


def test_a_counted_lead_weighs_more_when_fewer_tiles_are_left_to_place(monkeypatch):
    for name in ("HAND", "LAID"):    # the hands dealt differ: the count alone
        monkeypatch.setattr(tyrus_standing, name, 0.0)
    early = election(("S10", "brown", "brown citadel")).game(seed=1)
    late = election(("S10", "brown", "brown citadel"), ("P1", "beige", "beige market"),
                    ("P2", "brown", "beige market")).game(seed=1)
    assert standing(late)[1] - standing(late)[0] > standing(early)[1] - standing(early)[0]


def test_a_face_down_tile_in_the_opponents_building_is_guessed_a_vote():
    game = election(("S10", "brown", "brown citadel")).game(seed=1)
    info = SeatInfo(game, 0)
    rng = Rng(5)
    guesses = [info.sample(rng).state["buildings"][1]["citadel"][0]["tile"] for _ in range(60)]
    soldiers = sum(corp(t) == "S" for t in guesses)
    assert soldiers >= 40            # a uniform deal gives about a third
    strong = sum(int(t[1:]) >= 6 for t in guesses if corp(t) == "S")
    assert strong > soldiers / 2


def test_a_face_down_tile_in_the_seats_building_is_guessed_a_counter():
    game = election(("M9", "brown", "beige citadel")).game(seed=1)
    info = SeatInfo(game, 0)
    rng = Rng(6)
    guesses = [info.sample(rng).state["buildings"][0]["citadel"][-1]["tile"] for _ in range(60)]
    assert sum(corp(t) == "M" for t in guesses) >= 40


def test_the_guess_keeps_the_opponents_tiles_and_the_seats_own():
    game = election(("S10", "brown", "brown citadel"), ("S7", "beige", "beige citadel"),
                    ("M9", "brown", "beige citadel")).game(seed=1)
    info = SeatInfo(game, 0)
    world = info.sample(Rng(7))
    s, true = world.state, game.state
    for seat in (0, 1):
        mine = sorted(s["hands"][seat] + s["supply"][seat] + [
            e["tile"] for o in (0, 1) for b in s["buildings"][o].values() for e in b
            if e["by"] == seat])
        assert mine == sorted(true["hands"][seat] + true["supply"][seat] + [
            e["tile"] for o in (0, 1) for b in true["buildings"][o].values() for e in b
            if e["by"] == seat])
        assert len(s["hands"][seat]) == len(true["hands"][seat])
    assert s["hands"][0] == true["hands"][0]
    assert [e["tile"] for e in s["buildings"][0]["citadel"] if e["by"] == 0] == ["S7"]


def test_a_tile_laid_where_it_counts_in_a_later_election_counts_in_the_standing():
    later = standing(election(("S1", "brown", "brown citadel"),
                              ("M9", "beige", "beige market")).game(seed=1))
    wasted = standing(election(("S1", "brown", "brown citadel"),
                               ("M9", "beige", "brown market")).game(seed=1))
    assert later[0] > wasted[0] and later[1] == wasted[1]



def test_a_tile_laid_in_the_election_under_way_can_be_guessed_the_strongest_of_its_kind(
        monkeypatch):
    # A person fighting for the election lays the strongest of a kind first: with
    # STRONGEST no sampled hand holds a stronger tile of the kind of a tile laid in the
    # election's buildings (benchmarks/belief_gap.py's "strongest" variant).
    monkeypatch.setattr(belief, "STRONGEST", 1)
    game = election(("S4", "brown", "brown citadel"), ("S7", "beige", "beige citadel"),
                    ("M3", "brown", "beige citadel")).game(seed=1)
    info = SeatInfo(game, 0)
    rng = Rng(8)
    for _ in range(40):
        s = info.sample(rng).state
        laid = [e["tile"] for o in (0, 1) for e in s["buildings"][o]["citadel"]
                if e["by"] == 1]
        for tile in laid:
            assert all(int(t[1:]) < int(tile[1:]) for t in s["hands"][1]
                       if corp(t) == corp(tile)), (tile, s["hands"][1])
