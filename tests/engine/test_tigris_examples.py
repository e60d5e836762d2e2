"""Tigris & Euphrates: the worked examples of the rulebooks, as tests (Matagot 2009:
the revolt, the two wars, the monument, the treasures, the final count)."""
from .tigris_positions import monument_position, position, refused, sq, squares_of


def test_revolt_the_rulebook_example_ends_four_all_for_the_defender():
    # defender (lion) has 1 temple beside its priest; the attacker's priest gets 2
    g = position("F5:R G5:lp H5:K I5:R K5:R", archer_hand="R R G G B B",
                 lion_hand="R R R K K B")
    g.apply("priest J5")
    d = g.decision
    assert d["kind"] == "conflict" and d["base"] == [2, 1] and g.to_move == 0
    g.apply("commit 2")
    assert g.to_move == 1
    events = g.apply("commit 3")
    assert "(a tie goes to the defender)" in events[-2].text
    assert squares_of(g, "J5", "G5") == [None, "1R"]
    assert g.state["scores"][1]["R"] == 1 and g.state["scores"][0]["R"] == 0
    assert g.state["out"] == 5 and g.state["table"] == []
    assert g.state["hands"][0].count("R") == 0 and g.state["hands"][1].count("R") == 0


def war_position(**extra):
    """Lion's trader and king west of H5, bull's trader and king east of it; archer is
    active and not involved (the rulebook's two-war example)."""
    return position("E5:R F5:lt G5:G F4:lk I5:G J5:G K5:bt L5:R J4:bk J3:R",
                    players=3, archer_hand="K R R B B B", lion_hand="G G G G K R",
                    bull_hand="G K R R B B", **extra)


def test_war_the_rulebook_example_two_conflicts_the_second_vanishes():
    g = war_position()
    g.apply("black H5")
    assert g.state["junction"] == sq("H5") and g.decision["kind"] == "order"
    assert g.decision["colours"] == ["K", "G"] and g.to_move == 0
    assert sum(g.state["scores"][0].values()) == 0, "no point for the uniting tile"
    g.apply("war green")
    d = g.decision
    assert (d["attacker"], d["defender"], d["base"]) == (1, 2, [1, 2]), \
        "lion attacks: first clockwise"
    g.apply("commit 4")
    events = g.apply("commit 1")
    assert g.state["scores"][1]["G"] == 3, "1 for the leader, 1 per removed market"
    assert squares_of(g, "I5", "J5", "K5") == [None, None, None]
    assert squares_of(g, "G5", "F5", "J4") == ["G", "1G", "2K"]
    assert g.state["junction"] is None and not g.state["pending"]
    assert any(e.kind == "junction" for e in events), "the king war vanished"
    assert g.state["out"] == 7 and g.to_move == 0 and g.state["actions"] == 1


def test_monument_after_a_square_of_four_flips_tiles_and_sends_a_lonely_leader_home():
    g = monument_position()
    g.apply("red G6")
    assert g.state["scores"][0]["R"] == 1
    d = g.decision
    assert d["kind"] == "monument" and g.to_move == 0
    assert sorted(m for _, m in d["options"]) == ["KR", "RB", "RG"]
    events = g.apply("monument red-blue F5")
    assert squares_of(g, "F5", "G5", "F6", "G6") == ["r", "r", "r", "r"]
    assert squares_of(g, "E5") == [None], "the lion's farmer lost its last temple"
    assert any(e.kind == "lonely" for e in events)
    assert "RB" not in g.state["available"]
    assert len(g.view(None)["kingdoms"]) == 1, "face-down tiles still join"
    assert "monument" in refused(g, "catastrophe G6", "catastrophes")
    g.apply("pass")
    # end of turn: the priest shares a kingdom with the red-blue monument; the king
    # scores only for a black monument
    assert g.state["scores"][0] == {"K": 0, "R": 2, "G": 0, "B": 0}


def test_treasure_example_the_trader_takes_the_corner_treasure_first():
    g = position("P3:lt O2:bf O5:B P5:B", players=3, turn="lion, actions 0",
                 lion_hand="B R", bull_hand="R")
    events = g.apply("blue P4")
    assert g.state["scores"][2]["B"] == 1, "the bull's farmer scores the farm"
    assert g.state["treasure_points"][1] == 1
    assert sq("P2") not in g.state["treasures"] and sq("N5") in g.state["treasures"]
    assert events[-1].kind == "treasures" and "P2" in events[-1].text


def test_final_scoring_the_rulebook_example_weakest_colour_then_the_next():
    g = position(players=4, over="bag",
                 archer_points="K22 R6 G12 B10 T3", lion_points="K12 R10 G15 B9 T1",
                 bull_points="K10 R10 G11 B13 T0", pot_points="K12 R11 G13 B14 T0")
    r = g.result()
    assert r["ranking"] == [[3], [1], [2], [0]] and r["winner"] == 3
    assert r["scores"][1]["weakest_first"] == [10, 10, 12, 15]
    assert r["scores"][2]["weakest_first"] == [10, 10, 11, 13]
    assert r["scores"][0]["colours"]["R"] == 9
