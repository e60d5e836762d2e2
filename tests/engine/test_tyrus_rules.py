"""Tyrus, one test per rule."""
import json

import pytest

from mesogames.core import PUBLIC, IllegalAction
from mesogames.tyrus import from_diagram, new_game
from mesogames.tyrus.scoring import count_side
from mesogames.tyrus.tiles import ALL_TILES


def entries(*pairs):
    return [{"tile": t, "by": by} for t, by in pairs]


def test_setup_nine_tiles_each_and_nine_election_cards():
    g = new_game(seed=3)
    s = g.state
    for seat in (0, 1):
        assert len(s["hands"][seat]) == 9 and len(s["supply"][seat]) == 21
        assert sorted(s["hands"][seat] + s["supply"][seat]) == sorted(ALL_TILES)
    cards = [s["card"]] + s["deck"]
    assert sorted(cards) == sorted("SSSMMMPPP")
    assert g.state["election"] == 1 and g.to_move == s["first"]


def test_coin_toss_depends_on_seed_and_can_be_fixed():
    firsts = {new_game(seed=i).state["first"] for i in range(20)}
    assert firsts == {0, 1}
    assert new_game(seed=5, first="brown").to_move == 1
    assert new_game(seed=5, first=0).to_move == 0


def test_players_alternate_and_the_other_player_starts_even_elections():
    g = new_game(seed=1, first="beige")
    movers = []
    for _ in range(12):
        movers.append(g.to_move)
        g.apply(g.legal_actions()[0])
    assert movers == [0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0]


def test_a_tile_may_go_into_any_of_the_six_buildings():
    g = new_game(seed=2)
    places = {(a.owner, a.building) for a in g.legal_actions()}
    assert len(places) == 6
    assert len(g.legal_actions()) == 9 * 6


def test_counters_only_count_in_the_opponents_building():
    # Brown's merchants in beige's citadel counter beige's soldiers; beige's own merchants
    # there do nothing; brown's merchants in brown's own citadel do nothing to beige.
    side = count_side(entries(("S9", 0), ("M4", 1), ("M5", 0)), 0, "S")
    assert side["score"] == 5


def test_counters_of_counters_only_count_in_ones_own_building():
    # Beige's priests guard beige's soldiers against brown's merchants; brown's priests
    # in beige's citadel guard nothing.
    side = count_side(entries(("S9", 0), ("M6", 1), ("P4", 0), ("P10", 1)), 0, "S")
    assert (side["effective_counter"], side["score"]) == (2, 7)


@pytest.mark.parametrize("corp,counter,guard", [("S", "M", "P"), ("P", "S", "M"),
                                                ("M", "P", "S")])
def test_who_neutralizes_whom(corp, counter, guard):
    side = count_side(entries((f"{corp}10", 0), (f"{counter}6", 1), (f"{guard}2", 0)), 0, corp)
    assert (side["votes_total"], side["effective_counter"], side["score"]) == (10, 4, 6)


def test_same_colour_tiles_do_not_neutralize_each_other():
    side = count_side(entries(("S9", 0), ("M8", 0)), 0, "S")
    assert side["score"] == 9


def test_negative_scores_count_zero_and_a_guard_cannot_go_below_zero():
    assert count_side(entries(("S2", 0), ("M9", 1)), 0, "S")["score"] == 0
    side = count_side(entries(("S2", 0), ("M1", 1), ("P9", 0)), 0, "S")
    assert (side["effective_counter"], side["score"]) == (0, 2)


def position_before_last_tile(results="", election=1, beige="", brown="", first="beige"):
    """Five tiles are down; brown places the sixth. `beige`, `brown`: the citadels' lines.
    Beige placed three tiles in this election and brown two: those the citadels do not
    show wait in the markets; the hands hold the rest, filled from the supply."""
    placed = {seat: sum(len(group.split()) - 1 for line in (beige, brown)
                        for group in line.split(",") if group.split()[:1] == [seat])
              for seat in ("beige", "brown")}
    return from_diagram(f"""
        election: {election} S
        placed: 5
        first: {first}
        results: {results}
        beige hand: M1 M2 M3 ...
        brown hand: P1 P2 P3 S8 ...
        beige citadel: {beige}
        brown citadel: {brown}
        beige market: beige {' '.join(['P8', 'P9', 'P10'][placed['beige']:])}
        brown market: brown {' '.join(['M6', 'M7'][placed['brown']:])}
    """)


def test_tie_or_both_zero_is_a_void_election():
    g = position_before_last_tile(beige="beige S5", brown="")
    g.apply("P1 beige temple")
    assert g.state["results"] == [0]
    g = position_before_last_tile(beige="beige S5", brown="brown S5")
    g.apply("P1 beige temple")
    assert g.state["results"] == [None]
    g = position_before_last_tile(beige="beige S1, brown M9", brown="brown S2, beige M9")
    events = g.apply("P1 beige temple")
    assert g.state["results"] == [None]
    assert any(e.kind == "void" for e in events)


def test_tiles_outside_the_election_stay_on_the_board_hidden():
    g = position_before_last_tile(beige="beige S5")
    g.apply("P1 beige temple")
    assert g.state["buildings"][0]["temple"] == [{"tile": "P1", "by": 1}]
    assert g.view(0)["buildings"][0]["temple"] == [{"tile": None, "by": 1}]
    assert g.view(1)["buildings"][0]["temple"] == [{"tile": "P1", "by": 1}]


def test_three_elections_in_a_row_end_the_game_at_once():
    g = position_before_last_tile(results="M brown, P brown", election=3, brown="brown S10")
    g.apply("P1 beige temple")
    assert g.over and g.result()["winner"] == 1
    assert g.result()["reason"] == "three elections in a row"
    with pytest.raises(IllegalAction, match="over"):
        g.apply("P2 beige temple")


def test_a_void_election_breaks_a_run():
    g = position_before_last_tile(results="M brown, P void, M brown, P brown",
                                  election=5, brown="brown S10")
    g.apply("P1 beige temple")
    assert g.state["results"] == [1, None, 1, 1, 1] and g.over
    g = position_before_last_tile(results="M brown, P brown, M void", election=4,
                                  brown="brown S10", first="brown")
    g.apply("P1 beige temple")
    assert not g.over


def test_draw_three_after_each_election_none_after_the_last_two():
    g = new_game(seed=11)
    hands_at_start = {}
    while not g.over:
        if g.state["placed"] == 0:
            hands_at_start[g.state["election"]] = [len(h) for h in g.state["hands"]]
            if g.state["election"] == 8:
                assert g.state["supply"] == [[], []]
        g.apply(g.legal_actions()[-1])   # the highest tile, into the opponent's temple
    assert all(hands_at_start[e] == [9, 9] for e in range(1, 9))
    assert hands_at_start[9] == [6, 6]     # this seed plays all nine elections
    assert [len(h) for h in g.state["hands"]] == [3, 3]


def test_nine_elections_most_representatives_then_tiles_in_hand():
    g = position_before_last_tile(results="S beige, M brown, P beige, M brown, P beige, "
                                          "M brown, P brown, S void", election=9,
                                  brown="brown S10", first="beige")
    g.apply("P1 beige temple")
    assert g.representatives() == [3, 5]
    assert g.result()["winner"] == 1 and g.result()["reason"] == "more representatives"
    g = position_before_last_tile(results="S beige, M brown, P beige, M brown, P beige, "
                                          "M brown, P beige, S brown", election=9,
                                  brown="brown S2, beige M9", beige="beige S1, brown M9")
    g.apply("S8 beige temple")    # void: 4 to 4; beige keeps M1 M2 M3 = 6, brown P1 P2 P3 = 6
    r = g.result()
    assert r["representatives"] == [4, 4] and r["hand_totals"] == [6, 6]
    assert r["winner"] is None and r["ranking"] == [[0, 1]]
    g = position_before_last_tile(results="S beige, M brown, P beige, M brown, P beige, "
                                          "M brown, P beige, S brown", election=9,
                                  brown="brown S2, beige M9", beige="beige S1, brown M9")
    g.apply("P1 beige temple")    # brown keeps P2 P3 S8 = 13 against 6
    assert g.result()["winner"] == 1
    assert g.result()["reason"].startswith("equal representatives")


def test_illegal_actions_name_the_rule_and_change_nothing():
    g = new_game(seed=4)
    before = g.to_json()
    missing = next(t for t in ALL_TILES if t not in g.state["hands"][g.to_move])
    with pytest.raises(IllegalAction) as err:
        g.apply(f"{missing} beige market")
    assert err.value.rule == "placing tiles" and missing in str(err.value)
    for bad in ["", "X3 beige market", "S11 beige market", "S1 green market",
                "S1 beige palace", "S1 beige"]:
        with pytest.raises(IllegalAction) as err:
            g.apply(bad)
        assert err.value.rule in ("notation", "character tiles", "buildings")
    assert g.to_json() == before


def test_views_hide_the_opponents_hand_tiles_and_the_order_of_draws():
    g = new_game(seed=8)
    for _ in range(4):
        g.apply(g.legal_actions()[7])
    for seat in (0, 1):
        v = g.view(seat)
        assert v["hands"][1 - seat] is None and v["hands"][seat] is not None
        assert "supply" not in v and "deck" not in v
        for owner in (0, 1):
            for tiles in v["buildings"][owner].values():
                for e in tiles:
                    assert (e["tile"] is None) == (e["by"] != seat)
        json.dumps(v)
    spectator = g.view(PUBLIC)
    assert spectator["hands"] == [None, None]
    assert g.view(None)["supply"] and g.view(None)["hands"][0]


def test_a_view_does_not_depend_on_what_the_seat_cannot_see():
    # Election 2: each placed 3 tiles in election 1 (for a chief merchant); one of each
    # stayed in brown's citadel, two were counted and discarded.
    base = ("election: 2 S\nresults: M beige\nbeige hand: S1 S2 S3 ...\n"
            "beige discard: S9 S10\nbrown discard: S9 S10\n")
    a = from_diagram(base + "brown hand: M4 M5 M6 ...\nbrown citadel: brown M1, beige P3",
                     seed=1)
    b = from_diagram(base + "brown hand: P7 P8 P9 ...\nbrown citadel: brown M2, beige P3",
                     seed=1)
    view_a, view_b = a.view(0), b.view(0)
    assert view_a == view_b


def test_history_hides_the_opponents_tiles():
    g = new_game(seed=2, first="beige")
    g.apply(g.legal_actions()[0])
    notation = g.history[0]
    assert g.history_for(0)[0]["notation"] == notation
    assert g.history_for(1)[0]["notation"].startswith("? ")
