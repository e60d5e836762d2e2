"""Tigris & Euphrates: one test (or a few) per rule of the 2009 edition."""
import pytest

from mesogames.core import IllegalAction
from mesogames.tigris import new_game
from mesogames.tigris.board import BOARDS

from .tigris_positions import monument_position, position, refused, sq, squares_of


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("side,treasures", [("classic", 10), ("alternative", 14)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_places_the_starting_temples_and_deals_six_tiles(side, treasures, players):
    g = new_game(players, seed=5, side=side)
    s = g.state
    assert len(s["treasures"]) == treasures == len(BOARDS[side].starts)
    assert all(s["tiles"][i] == "R" for i in s["treasures"])
    assert [len(h) for h in s["hands"]] == [6] * players
    assert len(s["bag"]) == 153 - treasures - 6 * players
    assert s["catastrophes"] == [2] * players and s["available"] == ["KR", "KG", "KB", "RG",
                                                                      "RB", "GB"]
    assert all(len(sup) == 4 for sup in g.view(None)["leaders_in_supply"])


def test_same_seed_same_game_and_first_player_fixed_or_drawn():
    assert new_game(3, seed=9).to_json() == new_game(3, seed=9).to_json()
    assert new_game(3, seed=9).to_json() != new_game(3, seed=10).to_json()
    assert new_game(4, seed=1, first=2).state["turn"] == 2
    assert {new_game(4, seed=k).state["first"] for k in range(40)} == {0, 1, 2, 3}


def test_notation_round_trips_and_reads_tile_words():
    g = new_game(2, seed=1)
    for a in g.legal_actions():
        assert g.parse_action(str(a)) == a
    assert str(g.parse_action("temple F5")) == "red F5"
    assert str(g.parse_action("swap blue red red")) == "swap red red blue"
    assert str(g.parse_action("monument blue-red F5")) == "monument red-blue F5"
    with pytest.raises(IllegalAction) as err:
        g.parse_action("red Q5")
    assert err.value.rule == "notation"


# ------------------------------------------------------- tiles and points
def test_farms_only_on_rivers_and_other_tiles_never_there():
    g = position(archer_hand="R B G")
    assert "land" in refused(g, "blue F5", "placing a civilization tile")
    assert "river" in refused(g, "red E1", "placing a civilization tile")
    assert "not empty" in refused(g, "red K1", "placing a civilization tile")
    assert "no settlement" in refused(g, "black F5", "placing a civilization tile")
    g.apply("blue E1")
    assert squares_of(g, "E1") == ["B"]


def test_a_tile_scores_for_the_leader_of_its_colour_else_the_king_else_nobody():
    g = position("F5:R G5:ap I5:R J5:lk", archer_hand="R G K R", lion_hand="G")
    g.apply("red H5")          # archer's priest's kingdom (no union: I5-J5 is lion's)
    # H5 touches G5 (archer's kingdom) and I5 (lion's kingdom): that is a union, no point
    assert g.state["junction"] is None and g.state["scores"][0]["R"] == 0
    g = position("F5:R G5:ap", archer_hand="R G K R", lion_hand="G")
    events = g.apply("red H5")
    assert g.state["scores"][0]["R"] == 1 and "archer scores 1 red point" in events[-1].text.lower()
    g.apply("green E5")        # no trader, no king in the kingdom: nobody scores
    assert g.state["scores"][0]["G"] == 0 and g.state["scores"][1]["G"] == 0


def test_the_king_scores_for_a_colour_without_its_leader():
    g = position("F5:R G5:lk H5:R", archer_hand="G G K R")
    g.apply("green G6")        # beside the lion's king: lion scores green
    assert g.state["scores"][1]["G"] == 1 and g.state["scores"][0]["G"] == 0
    g.apply("red L5")          # outside any kingdom: no point
    assert sum(g.state["scores"][0].values()) + sum(g.state["scores"][1].values()) == 1


def test_no_point_for_a_tile_joining_two_kingdoms_and_never_three():
    g = position("G5:R G4:ak I5:R I4:lk H6:R H7:ap", archer_hand="K K R G G G")
    assert "3 kingdoms" in refused(g, "black H5", "placing a civilization tile")
    assert all(str(a) != "black H5" for a in g.legal_actions())
    g = position("G5:R G4:ak I5:R I4:lp", archer_hand="K K R G G G")
    g.apply("black H5")        # two kingdoms (no conflict): united, no point
    assert g.state["scores"][0]["K"] == 0 and g.state["junction"] is None
    assert len(g.view(None)["kingdoms"]) == 1


# ---------------------------------------------------------------- leaders
def test_leaders_stand_beside_a_temple_off_the_rivers_and_never_unite_kingdoms():
    g = position("G5:R G4:ak I5:R I4:lk", archer_hand="R")
    assert "no temple" in refused(g, "priest L6", "placing a leader")
    assert "river" in refused(g, "priest E3", "placing a leader")
    assert "unite two kingdoms" in refused(g, "priest H5", "placing a leader")
    assert "not empty" in refused(g, "priest G5", "placing a leader")
    g = position("F5:R H5:R", archer_hand="R")
    g.apply("priest G5")       # a leader may join territories
    assert [sorted(k) for k in g.view(None)["kingdoms"]] == [["F5", "G5", "H5"]]


def test_moving_a_leader_inside_its_kingdom_does_not_fight_itself_and_withdraw():
    g = position("F5:R G5:ak H5:R G6:R", archer_hand="R")
    g.apply("king H6")
    assert squares_of(g, "G5", "H6") == [None, "0K"] and not g.state["pending"]
    g.apply("withdraw king")
    assert g.view(0)["leaders_in_supply"][0] == ["K", "R", "G", "B"]
    assert g.to_move == 1, "two actions: the turn passed"


def test_a_leader_whose_last_temple_is_destroyed_goes_home():
    g = position("F5:R G5:ap H5:R", archer_hand="R")
    g.apply("catastrophe F5")
    assert squares_of(g, "G5") == ["0R"], "H5 still stands beside it"
    events = g.apply("catastrophe H5")
    assert squares_of(g, "G5") == [None]
    assert any(e.kind == "lonely" and "returns to its owner" in e.text for e in events)


# --------------------------------------------------------------- conflicts
def test_revolt_commits_cannot_exceed_the_hand_nor_come_from_the_wrong_seat():
    g = position("F5:R G5:lp H5:K I5:R K5:R", archer_hand="R B", lion_hand="R")
    g.apply("priest J5")
    assert "holds only 1 temple" in refused(g, "commit 2", "internal conflict")
    assert "must first" in refused(g, "red L6", "internal conflict")
    g.apply("commit 1")        # 3 against 1
    g.apply("commit 1")        # 3 against 2: the attacker wins
    assert squares_of(g, "J5", "G5") == ["0R", None] and g.state["scores"][0]["R"] == 1


def test_the_active_player_attacks_when_involved_and_ties_go_to_the_defender():
    g = position("E5:R F5:lt G5:G G4:G I5:G J5:G K5:at L5:R", archer_hand="K G",
                 lion_hand="R")
    g.apply("black H5")
    d = g.decision
    assert (d["attacker"], d["defender"], d["base"]) == (0, 1, [2, 2]) and g.to_move == 0
    g.apply("commit 0")
    # lion holds no market, and is asked all the same: its only answer is "commit 0"
    assert g.to_move == 1 and [str(a) for a in g.legal_actions()] == ["commit 0"]
    g.apply("commit 0")
    assert squares_of(g, "K5", "I5", "J5", "F5", "G5") == [None, None, None, "1G", "G"]
    assert g.state["scores"][1]["G"] == 3


def test_war_of_priests_keeps_treasure_temples_and_temples_beside_other_leaders():
    g = position("G5:R F5:lp I5:R J5:R* K5:bp K6:R L6:bk I6:R", players=3,
                 archer_hand="K", lion_hand="R R R R R", bull_hand="K")
    g.apply("black H5")
    d = g.decision
    assert (d["attacker"], d["defender"], d["base"]) == (1, 2, [1, 5]), \
        "I5 I6 I7 J5 K6 for the bull"
    g.apply("commit 5")        # 6 against 5
    assert g.to_move == 2 and [str(a) for a in g.legal_actions()] == ["commit 0"], \
        "bull holds no temple: asked all the same"
    g.apply("commit 0")
    assert squares_of(g, "K5", "I5", "I6", "J5", "K6", "I7") == [None, None, None, "R", "R", "R"]
    assert g.state["scores"][1]["R"] == 3, "the leader and the two temples removed"
    assert squares_of(g, "L6") == ["2K"], "the king keeps its temple"


# --------------------------------------------------------------- monuments
def test_a_declined_monument_leaves_the_tiles_face_up():
    g = monument_position()
    g.apply("red G6")
    g.apply("decline")
    assert squares_of(g, "F5", "G6") == ["R", "R"] and not g.state["monuments"]
    assert squares_of(g, "E5") == ["1B"]


def test_face_down_tiles_support_nobody():
    g = position("F5:r G5:r F6:r G6:r H5:G I5:lt J5:R L5:G M5:at M6:R",
                 monuments="red-green F5", archer_hand="K", lion_hand="G")
    g.apply("black K5")
    assert g.decision["base"] == [1, 1], "only H5 counts on the lion's side"


# ---------------------------------------------------------------- treasures
def test_alternative_board_treasures_outside_the_rivers_go_first_then_a_choice():
    g = position("K11:R* H11:R* L11:at", options="alternative", archer_hand="R", lion_hand="R")
    g.apply("red I11")
    d = g.decision
    assert d["kind"] == "treasure" and d["options"] == [sq("H11"), sq("K11")]
    assert "corner" not in refused(g, "keep J11", "treasures")
    g.apply("keep K11")
    assert g.state["treasure_points"][0] == 2
    assert sq("K11") in g.state["treasures"] and sq("J11") not in g.state["treasures"]


def test_treasures_wait_for_a_trader():
    g = position("F5:R* G5:R* H5:ak", archer_hand="R", lion_hand="R")
    assert len(g.state["treasures"]) == 12
    g.apply("trader G6")       # two treasures of equal rank: the trader's owner chooses
    assert g.decision["kind"] == "treasure" and g.decision["options"] == [sq("F5"), sq("G5")]
    g.apply("keep G5")
    assert g.state["treasure_points"][0] == 1 and len(g.state["treasures"]) == 11
    assert sq("G5") in g.state["treasures"]


# ------------------------------------------------------ catastrophes, swaps
def test_catastrophes_never_on_treasures_leaders_or_thrice():
    g = position("F5:R G5:ak", archer_hand="R", archer_catastrophes="1")
    assert "treasure" in refused(g, "catastrophe K1", "catastrophes")
    assert "leader" in refused(g, "catastrophe G5", "catastrophes")
    g.apply("catastrophe H7")
    assert squares_of(g, "H7") == ["X"] and g.state["catastrophes"][0] == 0
    assert "both" in refused(g, "catastrophe H8", "catastrophes")
    assert "red H7" not in [str(a) for a in g.legal_actions()]


def test_swap_discards_and_draws_and_only_the_owner_reads_the_tiles():
    g = position(archer_hand="R R B", bag="K G K G")
    out = g.state["out"]
    events = g.apply("swap red blue")
    assert sorted(g.state["hands"][0]) == ["G", "K", "R"] and g.state["out"] == out + 2
    assert events[0].seen_by(1)["text"] == "Archer discards 2 tiles and draws 2."
    assert g.history_for(1)[-1]["notation"] == "swap 2"
    assert "not enough" in refused(g, "swap blue", "swapping tiles")


# -------------------------------------------------------------- end of game
def test_the_game_ends_at_the_end_of_the_turn_when_two_treasures_remain():
    g = position("F5:R* G5:R* L10:R* J9:B", starts=False, archer_hand="G R", lion_hand="R",
                 bag=" ".join("K" * 12), out="...")
    g.apply("trader G6")       # takes one treasure: two remain, the turn goes on
    g.apply("keep F5")
    assert len(g.state["treasures"]) == 2 and not g.over and g.to_move == 0
    g.apply("red J6")
    assert g.over and g.result()["end"] == "treasures"


def test_the_game_ends_when_a_player_cannot_refill_but_finishes_the_turn():
    g = position(archer_hand="R R R", lion_hand="R", bag="K", out="...")
    g.apply("swap red red")
    assert not g.over and g.state["ending"] and len(g.state["hands"][0]) == 2
    g.apply("red F6")
    assert g.over and g.result()["end"] == "bag"
    g = position(archer_hand="R R R R R R", lion_hand="R R R R R R", bag="K", out="...")
    g.apply("red F6")
    g.apply("red F7")
    assert g.over and g.state["end"] == "bag"


# ------------------------------------------------------------- the variant
def test_english_variant_limits_the_reinforcements():
    g = position("F5:R G5:lp H5:K I5:R", options="classic english",
                 archer_hand="R R R", lion_hand="R R R")
    g.apply("priest J5")       # 1 temple beside J5 (I5), 1 beside G5 (F5)
    d = g.decision
    assert d["base"] == [1, 1]
    assert [a.count for a in g.legal_actions()] == [0, 1, 2, 3]
    g.apply("commit 2")        # 3 against 1
    assert [a.count for a in g.legal_actions()] == [0, 2]
    assert "English variant" in str(pytest.raises(IllegalAction, g.apply, "commit 3").value)
    g.apply("commit 2")
    assert g.state["scores"][1]["R"] == 1, "the tie goes to the defender"


def test_english_variant_attacker_may_not_add_without_taking_the_lead():
    g = position("G4:R F5:R G5:lp H5:K I5:R", options="classic english",
                 archer_hand="R", lion_hand="R R")
    g.apply("priest J5")       # 1 against 2: one more tile would only tie
    # Neither side may add anything; each is asked all the same (the answer is "commit 0").
    for seat in (0, 1):
        assert g.to_move == seat and [str(a) for a in g.legal_actions()] == ["commit 0"]
        g.apply("commit 0")
    assert squares_of(g, "J5") == [None] and g.state["scores"][1]["R"] == 1
    assert g.state["hands"] == [["R"], ["R", "R"]]


# ------------------------------------------------------------- expansions
def test_expansion_1_buildings_on_a_new_line_of_three_and_their_bonus():
    g = position("H3:R H4:at G5:G H5:G", options="classic buildings",
                 archer_hand="G G G G R K", lion_hand="R")
    g.apply("green I5")
    assert g.state["scores"][0]["G"] == 1
    assert g.decision["kind"] == "building" and g.decision["options"] == [sq("G5"), sq("H5"),
                                                                        sq("I5")]
    g.apply("building green H5")
    assert g.state["buildings"]["G"] == sq("H5")
    g.apply("green J5")        # the building stands in the kingdom: one more point
    assert g.state["scores"][0]["G"] == 3
    assert g.decision is None, "the new line of 4 holds the building: it is not longer"


def test_expansion_1_a_building_moves_only_to_a_longer_line():
    g = position("G5:G H5:G# I5:G G10:G H10:G J10:G K10:G", options="classic buildings",
                 archer_hand="G G R", lion_hand="R", archer_catastrophes="1")
    assert "building" in refused(g, "catastrophe H5", "catastrophes")
    g.apply("green I10")       # a line of 5 against the building's line of 3
    assert g.decision["kind"] == "building" and sq("K10") in g.decision["options"]
    g.apply("building green K10")
    assert g.state["buildings"]["G"] == sq("K10")
    g = position("G5:G H5:G# I5:G G10:G H10:G", options="classic buildings",
                 archer_hand="G", lion_hand="R")
    g.apply("green I10")       # 3 is not longer than 3
    assert g.decision is None


def test_expansion_2_the_ziggurat_and_the_kings_point_of_any_colour():
    g = position("K4:R J5:R L5:R K6:R M5:ak", options="classic ziggurat",
                 archer_hand="R K", lion_hand="R")
    g.apply("red K5")
    assert g.state["scores"][0]["R"] == 1, "the king scores the temple"
    assert g.decision["kind"] == "ziggurat" and g.decision["options"] == [sq("K5")]
    g.apply("ziggurat K5")
    assert squares_of(g, "K4", "J5", "K5", "L5", "K6") == ["r"] * 5
    assert squares_of(g, "M5") == ["0K"], "N5 keeps the king beside a temple"
    g.apply("pass")
    assert g.decision["kind"] == "bonus" and g.to_move == 0
    g.apply("bonus blue")
    assert g.state["scores"][0]["B"] == 1 and g.to_move == 1


# ------------------------------------------------------------ what is seen
def test_a_seat_sees_its_own_tiles_and_points_only():
    g = position("F5:R G5:ap", archer_hand="R R G", lion_hand="K K",
                 archer_points="K1 R2 G3 B4 T1")
    v = g.view(1)
    assert v["hands"][0] is None and v["hands"][1] == ["K", "K"]
    assert v["scores"][0] is None and v["treasure_points"][0] is None
    assert "bag" not in v and v["bag_size"] == len(g.state["bag"])
    assert g.view(0)["scores"][0] == {"K": 1, "R": 2, "G": 3, "B": 4}
    assert position(options="classic open_scores").view(1)["scores"][0] is not None
    assert g.view(None)["hands"][1] == ["K", "K"] and "bag" in g.view(None)
