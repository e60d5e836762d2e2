"""Babel, one test per rule.

Rulebook: shared/rules/babel.fr.txt; decisions: docs/rules/babel.md.
"""
import json

import pytest

from mesogames.babel import (
    Build,
    Deploy,
    Discard,
    EndTurn,
    Migrate,
    Move,
    Power,
    from_diagram,
    new_game,
)
from mesogames.babel.cards import ALL_NATION_CARDS, ALL_TEMPLE_CARDS
from mesogames.core import PUBLIC, IllegalAction


def refused(game, action, rule):
    """The action is refused, naming `rule`, and the position is exactly as before."""
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == rule, err.value
    assert game.to_json() == before
    assert not game.is_legal(action) if isinstance(action, str) else True
    return err.value


def rest_of_temples(*used):
    """The temple cards other than `used`, as a diagram line's levels (to fill a column)."""
    rest = list(ALL_TEMPLE_CARDS)
    for level in used:
        rest.remove(level)
    return " ".join(map(str, rest))


def pos(text, seed=0):
    return from_diagram(text, seed=seed)


def site(game, seat, nation):
    return game.state["sites"][seat][nation]


# ---------------------------------------------------------------- setting up
def test_setup_cards_hands_and_starting_temples():
    g = new_game(seed=4, first="north")
    s = g.state
    assert len(s["quarry"]) == 43 and s["start"] == [True, True]
    assert sorted(s["quarry"] + [1, 1]) == sorted(ALL_TEMPLE_CARDS)
    assert len(ALL_TEMPLE_CARDS) == 45 and len(ALL_NATION_CARDS) == 60
    # The first player got 3 and has drawn the first turn's 3; the other holds 5.
    assert [len(h) for h in s["hands"]] == [6, 5]
    assert len(s["deck"]) == 60 - 11
    assert sorted(s["deck"] + s["hands"][0] + s["hands"][1]) == sorted(ALL_NATION_CARDS)
    assert s["pawns"] == [None, None] and g.to_move == 0


def test_first_player_from_seed_or_fixed():
    assert {new_game(seed=i).state["first"] for i in range(20)} == {0, 1}
    g = new_game(seed=2, first="south")
    assert g.to_move == 1 and len(g.state["hands"][1]) == 6 and len(g.state["hands"][0]) == 5


# ------------------------------------------------------------- first turn
FIRST = """
    turn: 1 north
    north start: yes
    south start: yes
    north hand: A H H M P S
    south hand: A A H M P
"""


def test_first_turn_must_build_the_starting_card():
    g = pos(FIRST)
    refused(g, "end turn", "first temple")
    assert {type(a) for a in g.legal_actions()} == {Move}, "the pawn starts on the quarry"
    g.apply("move Hittites")
    g.apply("deploy Hittites")
    g.apply("build 1 from start")
    assert site(g, 0, "H")["temple"] == [1] and g.state["start"] == [False, True]
    assert EndTurn() in g.legal_actions()
    g.apply("end turn")
    assert g.to_move == 1


def test_only_the_owner_builds_their_starting_card():
    g = pos(FIRST.replace("north start: yes", "north start: no")
            + "north pawn: Medes\nnorth Medes: M\n")
    refused(g, "build 1 from start", "first temple")


def test_actions_that_make_the_starting_temple_impossible_are_refused():
    g = pos("""
        turn: 1 north
        north start: yes
        north hand: A
    """)
    # Moving with the last card would leave nothing to deploy under the starting temple.
    refused(g, "move Assyrians", "first temple")
    assert g.legal_actions() == []  # (a position the rules never reach: 6 cards on turn 1)
    g = pos("""
        turn: 1 north
        north start: yes
        north hand: A H
    """)
    assert set(map(str, g.legal_actions())) == {"move Assyrians", "move Hittites"}
    g.apply("move Assyrians")
    refused(g, "move Hittites", "first temple")
    g.apply("deploy Hittites")
    g.apply("build 1 from start")
    g.apply("end turn")


# --------------------------------------------------------------- drawing
def test_draw_three_at_the_start_of_a_turn():
    g = pos("""
        turn: 4 north
        deck: A H M P S
        discard: ...    # the other nation cards
        north hand: A
        south hand: S S
    """)
    events = g.apply("end turn")
    assert g.state["hands"][1] == ["A", "H", "M", "S", "S"]
    assert g.state["deck"] == ["P", "S"]
    drew = [e for e in events if e.kind == "drew"][0]
    assert drew.private_to == 1 and drew.public_text == "South draws 3 cards."
    assert drew.seen_by(0) == {"kind": "drew", "text": "South draws 3 cards.", "data": {}}
    assert "Assyrians, Hittites, Medes" in drew.seen_by(1)["text"]


def test_the_discard_is_reshuffled_when_the_deck_runs_out():
    g = pos("""
        turn: 4 north
        deck: A
        discard: ...    # the 59 other nation cards are in the discard
        north hand:
        south hand:
    """)
    assert len(g.state["discard"]) == 59
    events = g.apply("end turn")
    assert any(e.kind == "reshuffled" for e in events)
    assert len(g.state["hands"][1]) == 3 and "A" in g.state["hands"][1]
    assert g.state["discard"] == [] and len(g.state["deck"]) == 57


# ---------------------------------------------------------------- movement
def test_move_discards_a_card_of_the_destination_colour():
    g = pos("""
        turn: 3 north
        north hand: M P
        south pawn: Medes
    """)
    events = g.apply("move Medes")
    assert g.state["pawns"][0] == "M" and g.state["hands"][0] == ["P"]
    assert g.state["discard"][-1] == "M"
    assert "from the quarry" in events[0].text
    assert g.state["pawns"][1] == "M", "both pawns may share a site"
    refused(g, "move Medes", "movement")
    refused(g, "move Hittites", "movement")
    g.apply("move Persians")
    assert g.state["pawns"][0] == "P"


# -------------------------------------------------------------- deployment
def test_deploy_under_ones_own_side_of_the_pawns_site_in_order():
    g = pos("""
        turn: 3 north
        north hand: A H H
    """)
    refused(g, "deploy Hittites", "deployment")
    g = pos("""
        turn: 3 north
        north hand: A H H
        north pawn: Sumerians
        north Sumerians: P
    """)
    g.apply("deploy Hittites")
    g.apply("deploy Assyrians")
    assert site(g, 0, "S")["cards"] == ["P", "H", "A"]
    assert site(g, 1, "S")["cards"] == []
    refused(g, "deploy Medes", "deployment")


# --------------------------------------------------------- temple building
BUILD = """
    turn: 5 north
    north pawn: Medes
    north hand: M M
    north column: 2 4
    south column: 3 5
    north Medes: A A S | 1
    north Persians: P P P P P | 1
"""


def test_build_the_next_level_from_the_top_of_either_column():
    g = pos(BUILD)
    acts = set(map(str, g.legal_actions()))
    assert "build 2 from north" in acts and "build 3 from south" not in acts
    refused(g, "build 3 from south", "temple building")    # level 2 comes first
    g.apply("build 2 from north")
    assert site(g, 0, "M")["temple"] == [1, 2] and g.state["columns"][0] == [4]
    g.apply("build 3 from south")
    assert site(g, 0, "M")["temple"] == [1, 2, 3]
    # Level 4 needs 4 deployed cards; there are 3.
    refused(g, "build 4 from north", "temple building")
    g.apply("deploy Medes")
    g.apply("build 4 from north")
    assert g.temple_sum(0) == 4 + 1


def test_only_the_top_card_of_a_column_may_be_taken():
    g = pos(BUILD)
    refused(g, "build 2 from south", "temple building")    # south's top is 3
    g = pos(BUILD.replace("north column: 2 4", "north column: 4 2"))
    refused(g, "build 2 from north", "temple building")    # the 2 lies under the 4


def test_a_temple_is_built_only_at_the_pawns_site():
    g = pos(BUILD.replace("north pawn: Medes", "north pawn: quarry"))
    refused(g, "build 2 from north", "temple building")
    g = pos(BUILD.replace("north pawn: Medes", "north pawn: Persians"))
    assert "build 2 from north" in map(str, g.legal_actions())   # the Persians site's 2


def test_a_level_1_needs_an_empty_site_and_one_card():
    g = pos("""
        turn: 5 north
        north pawn: Hittites
        north hand: H
        north column: 1
    """)
    refused(g, "build 1 from north", "temple building")
    g.apply("deploy Hittites")
    g.apply("build 1 from north")
    refused(g, "build 1 from north", "temple building")


def test_no_level_above_6():
    g = pos("""
        turn: 5 north
        north pawn: Hittites
        north column: 6
        north Hittites: H H H H H H H | 1 2 3 4 5 6
    """)
    assert not any(isinstance(a, Build) for a in g.legal_actions())
    refused(g, "build 6 from north", "temple building")


# --------------------------------------------------------------- migration
MIGRATE = """
    turn: 5 north
    north Medes: A S S H
    north Persians: P
"""


def test_migration_moves_the_last_three_cards_in_order_wherever_the_pawn():
    g = pos(MIGRATE)
    assert g.state["pawns"][0] is None
    g.apply("migrate Medes to Persians")
    assert site(g, 0, "M")["cards"] == ["A"]
    assert site(g, 0, "P")["cards"] == ["P", "S", "S", "H"]


def test_migration_once_per_turn_and_exactly_three_cards():
    g = pos(MIGRATE)
    refused(g, "migrate Persians to Medes", "migration")    # 1 card only
    g.apply("migrate Medes to Persians")
    refused(g, "migrate Persians to Medes", "migration")    # once per turn
    assert not any(isinstance(a, Migrate) for a in g.legal_actions())
    refused(g, "migrate Medes to Medes", "migration")
    g.apply("end turn")
    assert g.state["migrated"] is False


def test_own_cards_only_migrate():
    g = pos(MIGRATE.replace("north Medes", "south Medes")
            .replace("north Persians", "south Persians"))
    refused(g, "migrate Medes to Persians", "migration")


# ------------------------------------------------------- special abilities
def test_a_power_needs_three_identical_cards_in_a_row_at_the_pawns_site():
    g = pos("""
        turn: 5 north
        north pawn: Sumerians
        north Sumerians: S S A S
        north Assyrians: S S S
        south Sumerians: P
        south hand: A A A A
    """)
    refused(g, "Sumerians take", "special abilities")       # interrupted by an Assyrian
    refused(g, "Sumerians halve", "special abilities")
    g = pos("""
        turn: 5 north
        north pawn: Sumerians
        north Sumerians: A S S S P
        south Sumerians: P
        south hand: A A A A
    """)
    assert "Sumerians take" in map(str, g.legal_actions())   # anywhere in the column


def test_four_in_a_row_allow_the_power_twice_and_several_runs_need_at():
    g = pos("""
        turn: 5 north
        north pawn: Medes
        north Medes: H H H H A H H H
        south Medes: A
        south hand: A A A A A A A A A A
    """)
    refused(g, "Hittites halve", "special abilities")        # which run?
    acts = set(map(str, g.legal_actions()))
    assert {"Hittites halve at 1", "Hittites halve at 6"} <= acts
    g.apply("Hittites halve at 1")
    assert site(g, 0, "M")["cards"] == ["H", "H", "H", "A", "H", "H", "H"]
    for _ in range(5):
        g.apply("discard Assyrians")
    assert g.parse_action("Hittites halve at 3") == Power("H", "halve", at=1)
    assert g.is_legal("Hittites halve at 7")
    g.apply("Hittites halve at 2")                           # any card of the run names it
    assert g.history[-1] == "Hittites halve at 1"
    assert site(g, 0, "M")["cards"] == ["H", "H", "A", "H", "H", "H"]
    g.apply("discard Assyrians")
    g.apply("discard Assyrians")
    assert "Hittites halve" in map(str, g.legal_actions())   # one run left: no 'at'


def test_assyrians_destroy_the_temple_onto_the_quarry_highest_first():
    g = pos("""
        turn: 5 north
        north pawn: Assyrians
        north Assyrians: A A A
        south Assyrians: H | 1 2 4
        quarry: 6 6 6 6 6 5 5 5 5 5 5 4 4 4 4 4 4 3 3 3 3 3 3 3 3 2 2 2 2 2 2 2 2 1 1 1 1 1 1 1 1 1
    """)
    g.apply("Assyrians destroy")
    assert site(g, 1, "A")["temple"] == [] and site(g, 1, "A")["cards"] == ["H"]
    assert g.state["quarry"][:4] == [1, 2, 4, 6]      # 4 laid first, then 2, then 1 on top
    assert site(g, 0, "A")["cards"] == ["A", "A"] and g.state["discard"] == ["A"]
    refused(g, "Assyrians destroy", "special abilities")  # only two left
    g = pos("""
        turn: 5 north
        north pawn: Assyrians
        north Assyrians: A A A
    """)
    refused(g, "Assyrians destroy", "Assyrians")           # nothing to destroy


def test_hittites_steal_a_higher_level_with_enough_cards_counting_the_discarded_one():
    g = pos("""
        turn: 5 north
        north pawn: Hittites
        north Hittites: H H H S | 1 2
        south Hittites: | 1 2 4
    """)
    g.apply("Hittites steal")                 # 4 cards before the discard: enough for a 4
    assert site(g, 0, "H")["temple"] == [1, 2, 4] and site(g, 1, "H")["temple"] == [1, 2]
    assert site(g, 0, "H")["cards"] == ["H", "H", "S"]


def test_hittites_cannot_steal_a_level_not_higher_or_without_enough_cards():
    g = pos("""
        turn: 5 north
        north pawn: Hittites
        north Hittites: H H H | 1 2 3
        south Hittites: | 1 3
    """)
    refused(g, "Hittites steal", "Hittites")
    g = pos("""
        turn: 5 north
        north pawn: Hittites
        north Hittites: H H H
        south Hittites: | 1 2 3 4
    """)
    refused(g, "Hittites steal", "Hittites")   # a 4 needs 4 cards


def test_medes_make_one_nation_of_the_opponents_cards_desert():
    g = pos("""
        turn: 5 north
        north pawn: Medes
        north Medes: P M M M P
        south Medes: P A P S P
    """)
    acts = set(map(str, g.legal_actions()))
    assert {"Medes desert Persians", "Medes desert Assyrians", "Medes desert Sumerians"} <= acts
    assert "Medes desert Hittites" not in acts
    g.apply("Medes desert Persians")
    assert site(g, 1, "M")["cards"] == ["A", "S"]
    assert site(g, 0, "M")["cards"] == ["P", "M", "M", "P"], "one's own Persians stay"
    assert sorted(g.state["discard"]) == ["M", "P", "P", "P"]
    g = pos("""
        turn: 5 north
        north pawn: Medes
        north Medes: M M M
        south Medes: P
    """)
    refused(g, "Medes desert Hittites", "Medes")


def test_persians_build_skipping_exactly_one_level():
    g = pos("""
        turn: 5 north
        north pawn: Persians
        north Persians: P P P | 1
        south column: 3 4
        north column: 2
    """)
    acts = set(map(str, g.legal_actions()))
    assert "Persians build 3 from south" in acts and "build 2 from north" in acts
    refused(g, "Persians build 4 from south", "Persians")   # skips two levels
    g.apply("Persians build 3 from south")                  # 3 cards counting the discarded one
    assert site(g, 0, "P")["temple"] == [1, 3] and site(g, 0, "P")["cards"] == ["P", "P"]
    g = pos("""
        turn: 5 north
        north pawn: Persians
        north Persians: P P P
        south column: 2
    """)
    g.apply("Persians build 2 from south")                   # level 2 on an empty site
    assert site(g, 0, "P")["temple"] == [2]
    g = pos("""
        turn: 5 north
        north pawn: Persians
        north Persians: P P P | 1 2
        south column: 4
    """)
    refused(g, "Persians build 4 from south", "Persians")    # 4 needs 4 cards


def test_sumerians_take_over_the_cards_identical_to_the_opponents_last():
    g = pos("""
        turn: 5 north
        north pawn: Sumerians
        north Sumerians: S S S S A
        south Sumerians: P A P H P
    """)
    g.apply("Sumerians take")
    assert site(g, 1, "S")["cards"] == ["A", "H"]
    assert site(g, 0, "S")["cards"] == ["S", "S", "S", "A", "P", "P", "P"]
    g = pos("""
        turn: 5 north
        north pawn: Sumerians
        north Sumerians: S S S
    """)
    refused(g, "Sumerians take", "Sumerians")


def test_wrong_power_for_a_nation_is_refused():
    g = pos(BUILD)
    refused(g, "Assyrians steal", "special abilities")
    refused(g, Power("A", "steal"), "special abilities")
    refused(g, Power("P", "build", level=2, source="start"), "Persians")
    refused(g, Build(2, "east"), "notation")
    refused(g, Deploy("X"), "notation")


def test_half_hand_attack_the_opponent_chooses_and_discards_half_rounded_down():
    g = pos("""
        turn: 5 north
        north pawn: Sumerians
        north Sumerians: H H H
        north hand: A
        south hand: A A M P P S S
    """)
    g.apply("Hittites halve")
    assert g.to_move == 1 and g.state["pending"] == 3
    # The question waits on the queue the other games share, during north's turn.
    assert g.decision == {"kind": "discard", "seat": 1, "owed": 3} and g.active == 0
    assert set(map(str, g.legal_actions())) == {"discard Assyrians", "discard Medes",
                                               "discard Persians", "discard Sumerians"}
    refused(g, "end turn", "half-hand attack")
    refused(g, "discard Hittites", "half-hand attack")
    g.apply("discard Medes")
    g.apply("discard Sumerians")
    assert g.to_move == 1
    g.apply("discard Sumerians")
    assert g.to_move == 0 and g.state["hands"][1] == ["A", "A", "P", "P"]
    refused(g, "discard Assyrians", "half-hand attack")
    g = pos("""
        turn: 5 north
        north pawn: Sumerians
        north Sumerians: H H H
        south hand: A
    """)
    refused(g, "Hittites halve", "half-hand attack")


# --------------------------------------------------------------- end of turn
def test_end_turn_reveals_two_temple_cards_higher_first_lower_on_top():
    g = pos("""
        turn: 5 north
        north column: 6
        quarry: 2 5 3 ...
    """)
    g.apply("end turn")
    assert g.state["columns"][0] == [6, 5, 2] and g.state["quarry"][0] == 3
    assert g.to_move == 1 and g.state["turn"] == 6


# -------------------------------------------------------------- game end
def test_fifteen_against_nine_or_less_ends_the_game_at_once():
    g = pos("""
        turn: 9 north
        north pawn: Hittites
        north column: 5
        north Assyrians: | 1 2 3 4 5
        north Hittites: H H H H H | 1 2 3 4
        north Medes: | 1 2 3 4 5
        south Medes: | 1 2 3 4 5 6
        south Persians: | 1 2 3
    """)
    assert (g.temple_sum(0), g.temple_sum(1)) == (14, 9)
    events = g.apply("build 5 from north")
    assert g.over and g.state["end"] == "fifteen"
    r = g.result()
    assert r["temple_sums"] == [15, 9]
    assert r["winner"] == 0 and events[-1].kind == "game over"


def test_fifteen_against_ten_starts_the_end_phase_which_ends_at_twenty():
    g = pos("""
        turn: 9 north
        north pawn: Hittites
        north column: 5 6
        north Assyrians: | 1 2 3 4 5
        north Hittites: H H H H H H | 1 2 3 4
        north Medes: | 1 2 3 4 5
        south Medes: | 1 2 3 4 5 6
        south Persians: | 1 2 3 4
    """)
    assert g.temple_sum(0) == 14 and g.temple_sum(1) == 10
    events = g.apply("build 5 from north")
    assert g.state["end_phase"] and not g.over
    assert any(e.kind == "end phase" for e in events)
    g.apply("build 6 from north")
    assert not g.over                                       # 16 to 10


def test_end_phase_ends_at_twenty():
    g = pos("""
        turn: 9 north
        end phase: yes
        north pawn: Hittites
        north column: 6
        north Assyrians: | 1 2 3 4 5
        north Medes: | 1 2 3 4 5
        north Hittites: H H H H H H | 1 2 3 4 5
        south Medes: | 1 2 3 4 5 6
        south Persians: | 1 2 3 4 5
    """)
    assert g.temple_sum(0) == 15
    g.apply("build 6 from north")
    assert not g.over
    g = pos("""
        turn: 9 north
        end phase: yes
        north pawn: Hittites
        north column: 6
        north Assyrians: | 1 2 3 4 5
        north Medes: | 1 2 3 4 5 6
        north Persians: | 1 2 3
        north Hittites: H H H H H H | 1 2 3 4 5
        south Medes: | 1 2 3 4 5 6
        south Persians: | 1 2 3 4 5
    """)
    assert g.temple_sum(0) == 19
    g.apply("build 6 from north")
    assert g.over and g.state["end"] == "twenty" and g.result()["winner"] == 0


def test_end_phase_ends_when_a_sum_falls_to_nine():
    g = pos("""
        turn: 9 north
        end phase: yes
        north pawn: Medes
        north Assyrians: | 1 2 3 4 5 6
        north Medes: A A A | 1 2 3 4 5 6
        north Persians: | 1 2 3 4
        south Medes: | 1 2 3 4 5 6
        south Persians: | 1 2 3 4 5
    """)
    assert (g.temple_sum(0), g.temple_sum(1)) == (16, 11)
    g.apply("Assyrians destroy")
    assert g.over and g.state["end"] == "nine"
    assert g.result()["ranking"] == [[0], [1]]


def test_an_empty_quarry_ends_the_game_at_the_end_of_the_turn():
    g = pos("""
        turn: 30 north
        quarry: 3 4
        north Medes: | 1 2
        south Medes: | 1 2
        south column: {rest}
        north hand: A
        south hand: A A
    """.format(rest=rest_of_temples(1, 1, 2, 2, 3, 4)))
    events = g.apply("end turn")
    assert g.over and g.state["end"] == "quarry"
    assert g.state["columns"][0] == [4, 3]
    r = g.result()
    assert r["temple_sums"] == [2, 2] and r["winner"] == 1    # more cards in hand
    assert r["reason"].startswith("equal temple sums")
    assert "quarry" in events[-1].text


def test_a_full_tie_is_a_draw():
    g = pos("""
        turn: 30 north
        quarry: 3
        north column: {rest}
        north hand: A
        south hand: H
    """.format(rest=rest_of_temples(3)))
    g.apply("end turn")
    assert g.result()["winner"] is None and g.result()["ranking"] == [[0, 1]]
    refused(g, "end turn", "end of the game")


# ------------------------------------------------------------------- views
def test_hand_counts_shown_to_the_opponent_only_from_four_cards():
    g = pos("""
        turn: 5 north
        north hand: A A A
        south hand: H H H H
        deck: A H M
        discard: ...
        quarry: 1 2 3 ...
    """)
    v = g.view(1)
    assert v["hands"] == [None, ["H", "H", "H", "H"]]
    assert v["hand_sizes"] == [None, 4]
    v = g.view(0)
    assert v["hands"] == [["A", "A", "A"], None] and v["hand_sizes"] == [3, 4]
    assert g.view(PUBLIC)["hand_sizes"] == [None, 4] and g.view(PUBLIC)["hands"] == [None, None]
    for seat in (0, 1, PUBLIC):
        v = g.view(seat)
        assert "deck" not in v and "quarry" not in v
        assert v["deck_size"] == 3 and v["quarry_size"] == 45 and len(v["discard"]) == 50
        json.dumps(v)
    assert g.view(None)["deck"] == ["A", "H", "M"] and g.view(None)["quarry"][:3] == [1, 2, 3]


def test_temple_columns_and_deployed_cards_are_public():
    g = pos("""
        turn: 5 north
        north column: 2 5
        south Medes: A H | 1
    """)
    v = g.view(0)
    assert v["columns"] == [[5, 2], []]
    assert v["sites"][1]["M"] == {"cards": ["A", "H"], "temple": [1], "level": 1}
    assert v["temple_sums"] == [0, 1]


# ---------------------------------------------------------------- notation
@pytest.mark.parametrize("action", [
    Move("M"), Deploy("H"), Build(3, "south"), Build(1, "start"), Migrate("M", "P"),
    Power("A", "destroy"), Power("H", "steal", at=4), Power("M", "desert", victim="P"),
    Power("P", "build", level=4, source="north"), Power("S", "take"), Power("A", "halve"),
    Discard("S"), EndTurn(),
])
def test_notation_round_trip(action):
    g = new_game(seed=0)
    assert g.parse_action(str(action)) == action


def test_notation_reads_letters_and_french_names():
    g = new_game(seed=0)
    assert g.parse_action("deploy h") == Deploy("H")
    assert g.parse_action("move Mèdes") == Move("M")
    assert g.parse_action("Sumériens take") == Power("S", "take")
    assert g.parse_action("migrate perses to A") == Migrate("P", "A")
    assert str(g.parse_action("END TURN")) == "end turn"
    for bad in ["", "fly Medes", "move", "build 7 from north", "build 2 from east",
                "Medes destroy", "Persians build 2 from start", "Hittites halve at x"]:
        with pytest.raises(IllegalAction) as err:
            g.parse_action(bad)
        assert err.value.rule in ("notation", "special abilities", "Persians")


# ------------------------------------------------------- diagram and picture
def test_diagram_round_trip_and_errors():
    g = new_game(seed=9)
    for a in ["move " + {"A": "Assyrians", "H": "Hittites", "M": "Medes", "P": "Persians",
                         "S": "Sumerians"}[g.state["hands"][g.to_move][0]]]:
        g.apply(a)
    text = g.diagram()
    again = from_diagram(text)
    assert again.diagram() == text and again.state == g.state
    for bad, why in [("north hand: A\nnorth hand: H", "twice"),
                     ("west hand: A", "Unknown"),
                     ("north Medes: A | 2 2", "each level once"),
                     ("deck: " + "A " * 13, "too many Assyrian cards"),
                     ("quarry: 6 6 6 6 6 6", "too many level 6 temple cards"),
                     ("deck: A ...\ndiscard: ...", "only one line ends with '...'"),
                     ("turn: x", "turn line"),
                     ("over: maybe", "over line")]:
        with pytest.raises(IllegalAction) as err:
            from_diagram(bad)
        assert err.value.rule == "position diagram" and why in str(err.value)


def test_diagram_fixes_the_deck_and_quarry_order():
    g = pos("""
        turn: 4 north
        deck: M M M ...
        quarry: 6 5 ...
        south hand:
    """)
    assert g.state["deck"][:3] == ["M", "M", "M"] and len(g.state["deck"]) == 60 - 6
    g.apply("end turn")
    assert g.state["hands"][1] == ["M", "M", "M"] and g.state["columns"][0] == [6, 5]


def test_svg_is_deterministic_and_shows_only_what_the_seat_sees():
    g = pos("""
        turn: 5 north
        north hand: P P P
        south hand: S S S S S
        north Medes: A H | 1 2
        north column: 3
    """)
    picture = g._repr_svg_()
    assert picture.startswith("<svg") and picture == g._repr_svg_()
    south = __import__("mesogames.babel", fromlist=["svg"]).svg(g.view(1))
    assert "fewer than 4 cards" in south and ">P</text>" not in south.split("north's hand")[1]
    north = __import__("mesogames.babel", fromlist=["svg"]).svg(g.view(0))
    assert "south's hand: 5 cards" in north
    assert "Medes" in picture and "level 2" in picture


def test_repr_and_json_round_trip():
    g = new_game(seed=1)
    assert repr(g).startswith("<BabelGame 2 players, 0 actions")
    g.apply(g.legal_actions()[0])
    assert type(g).from_json(g.to_json()).fingerprint() == g.fingerprint()


POWERS = """
turn: 5 north
north pawn: Hittites
north hand: A H S
north Hittites: S S S A
north Sumerians: P P | 1
south pawn: Medes
south hand: H M M P S S
south Hittites: P S A A | 1 2 3
south Medes: M M | 1
"""


def test_a_special_ability_says_what_it_will_do_without_doing_it():
    game = from_diagram(POWERS)
    before = game.fingerprint()
    tips = {str(a): game.tip(a) for a in game.legal_actions() if game.tip(a)}
    assert tips == {
        "Sumerians halve": "South discards half of their 6 cards, 3, of their choice.",
        "Sumerians take": "South's 2 Assyrian cards at the Hittites site join your side."}
    assert game.tip(EndTurn()) is None
    assert game.fingerprint() == before
    game.apply("Sumerians take")                  # the tip said what happened
    assert game.cards(0, "H")[-2:] == ["A", "A"]


def test_end_turn_refused_on_the_first_turn_says_why():
    game = new_game(seed=1)
    before = game.fingerprint()
    assert game.absent() == [{"name": "end turn", "reason": "You must build your starting "
                              "level 1 temple on your first turn before ending it."}]
    assert game.fingerprint() == before and game.history == []
    assert from_diagram(POWERS).absent() == []          # after the first turn it is legal


def test_the_half_hand_attack_asks_the_other_seat_out_of_turn():
    game = from_diagram(POWERS)
    assert game.view(0)["decision"] is None
    game.apply("Sumerians halve")
    decision = game.view(1)["decision"]
    assert game.to_move == 1 and game.state["active"] == 0
    assert decision == {"kind": "discard", "seat": 1, "rule": "half-hand attack",
                        "prompt": "discard 3 cards of your choice (discard <nation>)",
                        "ask": "discard 3 cards of your choice (a half-hand attack)"}
    assert game.view(0)["decision"] == decision          # public: both see the question


def test_a_search_answering_a_half_hand_attack_on_the_attackers_first_turn_does_not_fail():
    """North discards during south's first turn. In a world north samples, south's hidden
    hand (A A) may leave its starting temple impossible; north's discard does not change
    that, so it is not refused for it (a search had stopped on the first-temple rule)."""
    from mesogames.bots import ISMCTSBot, SeatInfo
    g = pos("""
        turn: 2 south
        first: north
        owed: 1
        north column: 6
        north start: no
        north pawn: Persians
        north hand: M P
        north Sumerians: S A | 1
        south column:
        south start: yes
        south pawn: Assyrians
        south hand: H H
        south Assyrians: H H S S | 1
    """)
    assert g.to_move == 0
    assert str(ISMCTSBot(1, seconds=None, iterations=300).choose(SeatInfo(g, 0))) in {
        "discard Medes", "discard Persians"}
