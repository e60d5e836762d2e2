"""Euphrat & Tigris: the card game, one test per rule."""
import json

import pytest

from mesogames.core import PUBLIC, IllegalAction
from mesogames.tigris_cards import from_diagram, new_game
from mesogames.tigris_cards.actions import PlaceLeader, PlayCard, parse_action
from mesogames.tigris_cards.conflicts import weakest_first

EMPTY_HEAD = "0: T T T T T T T T"


def position(table: str = EMPTY_HEAD, players: int = 4, turn: str = "archer, actions 0",
             deck: str | None = None, **lines) -> "object":
    """A position whose hands not given are empty; a deck given is the whole deck (the
    other cards in the discard)."""
    seats = ['archer', 'lion', 'bull', 'pot'][:players]
    text = [f"players: {' '.join(seats)}", f"turn: {turn}", table]
    for seat in seats:
        lines.setdefault(f"{seat}_hand", "")
    for key, value in lines.items():
        text.append(f"{key.replace('_', ' ')}: {value}")
    if deck is not None:
        text += [f"deck: {deck}", "discard: ..."]
    return from_diagram("\n".join(text))


def rejected(game, action, rule):
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == rule, err.value
    assert game.to_json() == before
    return err.value


def cards(state):
    found = sum(state["hands"], []) + sum(state["piles"], []) + state["deck"] \
        + state["discard"] + state["removed"] + state["table"]
    for col in state["cols"]:
        found += [c["card"] for c in col]
    found += [g["card"] for g in state["gaps"] if g]
    return found


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("players,deck", [(2, 139), (3, 161), (4, 153)])
def test_setup_eight_treasures_eight_cards_each_and_thirty_removed_with_two(players, deck):
    g = new_game(players=players, seed=7)
    s = g.state
    assert [col[0]["card"] for col in s["cols"]] == ["T"] * 8 and s["gaps"] == [None] * 7
    assert all(len(h) == 8 for h in s["hands"])
    assert len(s["deck"]) == deck
    assert len(s["removed"]) == (30 if players == 2 else 0)
    found = cards(s)
    assert len(found) == 193
    assert {c: found.count(c) for c in "KGRBT"} == {"K": 40, "G": 40, "R": 65, "B": 40, "T": 8}
    assert s["catastrophes"] == [True] * players and s["ships"] == ["SK", "SG", "SR"]
    assert g.view(0)["leaders_in_supply"][0] == ["K", "R", "G", "B"]


def test_first_player_is_drawn_and_can_be_fixed():
    assert {new_game(seed=i).to_move for i in range(30)} == {0, 1, 2, 3}
    assert new_game(seed=3, first=2).to_move == 2


# ------------------------------------------------------------ adding cards
def test_a_card_goes_under_any_column_and_opens_no_decision_without_leaders():
    g = position(archer_hand="R G")
    g.apply("red 5")
    assert g.state["cols"][4][1] == {"card": "R", "leader": None}
    assert g.state["actions"] == 1 and g.to_move == 0


def test_a_column_holds_at_most_eight_cards():
    g = position(EMPTY_HEAD + "\n" + "\n".join(f"{r}: K . . . . . . ." for r in range(1, 9)),
                 archer_hand="K")
    err = rejected(g, "black 1", "placing cards")
    assert "8" in str(err)


def test_a_gap_card_needs_three_cards_under_each_neighbouring_treasure():
    rows = EMPTY_HEAD + "\n1: K K . . . . . .\n2: K K . . . . . .\n3: K . . . . . . ."
    g = position(rows, archer_hand="G G")
    rejected(g, "green 1|2", "placing cards")
    g = position(rows.replace("3: K .", "3: K K"), archer_hand="G G")
    g.apply("green 1|2")
    assert g.state["gaps"][0]["card"] == "G" and g.state["gaps"][0]["down"] is False
    assert g.view(0)["kingdoms"][0] == [1, 2]


def test_a_card_not_in_hand_is_refused():
    rejected(position(archer_hand="R"), "green 3", "placing cards")


def test_a_filled_gap_takes_no_second_card():
    rows = "0: T T T T T T T T\nlinks: 1|2 B\n" + "\n".join(
        f"{r}: K K . . . . . ." for r in (1, 2, 3))
    rejected(position(rows, archer_hand="G"), "green 1|2", "placing cards")


# ---------------------------------------------------------------- leaders
def test_a_leader_goes_on_any_civilization_card_even_a_treasure_but_not_a_ship():
    rows = "0: T T T T T T T T\n1: K SG . . . . . ."
    g = position(rows)
    rejected(g, "king 2.1", "placing leaders")
    rejected(g, "king 3.1", "placing leaders")     # no card there
    g.apply("king 2.0")
    assert g.state["cols"][1][0]["leader"] == "0K"


def test_two_leaders_never_share_a_card():
    g = position("0: T@lk T T T T T T T")
    rejected(g, "priest 1.0", "placing leaders")


def test_a_leader_moves_from_one_kingdom_to_another_only():
    g = position("0: T@ak T T T T T T T\n1: R . . . . . . .")
    rejected(g, "king 1.1", "placing leaders")
    g.apply("king 2.0")
    assert g.state["cols"][0][0]["leader"] is None and g.state["cols"][1][0]["leader"] == "0K"


def test_a_turn_is_up_to_two_actions_then_every_hand_refills_to_eight():
    g = position(archer_hand="R R R", lion_hand="K", deck="G " * 40)
    g.apply("red 1")
    assert g.to_move == 0
    events = g.apply("red 2")
    assert g.to_move == 1 and g.state["turn"] == 1
    assert [len(h) for h in g.state["hands"]] == [8, 8, 8, 8]
    assert sum(1 for e in events if e.kind == "draw") == 4
    seen = [e.seen_by(2) for e in events if e.kind == "draw"]
    assert seen[0]["text"] == "Archer draws 7 cards." and seen[2]["text"].startswith("Bull draws")


def test_the_same_action_twice_and_passing_early():
    g = position(archer_hand="R R", deck="G " * 40)
    g.apply("king 1.0")
    rejected(g, "king 1.0", "placing leaders")
    g.apply("pass")
    assert g.state["turn"] == 1


# ------------------------------------------------------------------ points
def test_a_card_in_a_column_scores_for_the_leader_of_its_colour_even_another_players():
    g = position("0: T@lt T T T T T T T", archer_hand="G G", lion_hand="G R")
    g.apply("green 1")
    assert g.to_move == 1 and [str(a) for a in g.legal_actions()] == ["bank green", "decline"]
    rejected(g, "red 2", "victory points")
    g.apply("bank green")
    assert g.state["piles"][1] == ["G"] and g.state["hands"][1] == ["R"]
    assert g.to_move == 0


def test_the_king_stands_in_for_a_missing_leader_and_points_may_be_declined():
    g = position("0: T@ak T@lp T T T T T T", archer_hand="B B B")
    g.apply("blue 1")
    assert g.to_move == 0
    g.apply("decline")
    assert g.state["piles"][0] == []
    g.apply("blue 2")                         # a priest but no farmer nor king there
    assert g.state["turn"] == 1 and g.state["piles"] == [[], [], [], []]


def test_the_king_does_not_replace_a_leader_that_is_there():
    g = position("0: T@ak T T T T T T T\n1: R@lt . . . . . . .",
                 archer_hand="G G", lion_hand="K")
    g.apply("green 1")                        # lion's trader is there but lion has no green
    assert g.to_move == 1 and [str(a) for a in g.legal_actions()] == ["decline"], \
        "lion is asked all the same: its only answer is to decline"
    g.apply("decline")
    assert g.to_move == 0 and g.state["piles"] == [[], [], [], []]


def test_no_point_for_a_link_card():
    rows = "0: T@ak T T T T T T T\n" + "\n".join(
        f"{r}: R R . . . . . ." for r in (1, 2, 3))
    g = position(rows, archer_hand="K K")
    g.apply("black 1|2")
    assert g.state["piles"][0] == [] and g.to_move == 0


# ------------------------------------------------------------- catastrophe
def test_the_catastrophe_removes_a_card_and_the_column_closes_upward():
    g = position("0: T T T T T T T T\n1: R . . . . . . .\n2: G@ak . . . . . . .")
    g.apply("catastrophe 1.1")
    assert [c["card"] for c in g.state["cols"][0]] == ["T", "G"]
    assert g.state["cols"][0][1]["leader"] == "0K"
    assert g.state["discard"] == ["R"] and g.state["catastrophes"][0] is False
    rejected(g, "catastrophe 1.1", "catastrophe")


def test_the_catastrophe_spares_treasures_ships_and_cards_under_leaders():
    g = position("0: T T T T T T T T\n1: SG R@lk . . . . . .")
    rejected(g, "catastrophe 3.0", "catastrophe")
    rejected(g, "catastrophe 1.1", "catastrophe")
    rejected(g, "catastrophe 2.1", "catastrophe")


def test_the_catastrophe_can_break_a_link():
    rows = "0: T T T T T T T T\nlinks: 1|2 B\n" + "\n".join(
        f"{r}: R R . . . . . ." for r in (1, 2, 3))
    g = position(rows)
    assert g.view(0)["kingdoms"][0] == [1, 2]
    g.apply("catastrophe 1|2")
    assert g.state["gaps"][0] is None and g.view(0)["kingdoms"][:2] == [[1], [2]]


# ----------------------------------------------------------------- revolts
def test_a_revolt_tie_goes_to_the_defender_who_banks_a_played_red_card():
    g = position("0: T T T T T T T T\n1: G@lk K . . . . . .",
                 archer_hand="R R G", lion_hand="R R K")
    g.apply("king 1.0")                       # archer's king on a treasure: red, +1
    d = g.state["pending"][0]
    assert (d["attacker"], d["defender"], d["base"]) == (0, 1, [1, 0])
    assert [str(a) for a in g.legal_actions()] == ["commit 0", "commit 1", "commit 2"]
    g.apply("commit 1")
    assert g.to_move == 1
    g.apply("commit 2")
    s = g.state
    assert s["cols"][0][0]["leader"] is None and s["cols"][0][1]["leader"] == "1K"
    assert s["piles"][1] == ["R"] and s["discard"] == ["R", "R"]
    assert s["hands"][0] == ["R", "G"] and s["hands"][1] == ["K"]


def test_a_revolt_without_cards_lets_the_winner_bank_a_red_card_from_hand():
    g = position("0: T T T T T T T T\n1: G@lk K . . . . . .",
                 archer_hand="G", lion_hand="R K")
    g.apply("king 1.0")                       # archer has no red: asked all the same
    assert g.to_move == 0 and [str(a) for a in g.legal_actions()] == ["commit 0"]
    g.apply("commit 0")
    assert g.to_move == 1
    g.apply("commit 0")                       # 1 to 0 for the attacker on the treasure
    assert g.state["cols"][0][1]["leader"] is None
    # the winner may bank a red card from hand: archer holds none, and is asked all the same
    assert g.to_move == 0 and [str(a) for a in g.legal_actions()] == ["decline"]
    g.apply("decline")
    assert g.to_move == 0 and g.state["pending"] == []


def test_winner_banks_from_hand_when_nobody_played():
    g = position("0: T T T T T T T T\n1: R@lk . . . . . . .\n2: K . . . . . . .",
                 archer_hand="R", lion_hand="R")
    g.apply("king 1.2")          # archer's king on black vs lion's on red (+1)
    g.apply("commit 0")
    g.apply("commit 0")
    assert g.to_move == 1 and [str(a) for a in g.legal_actions()] == ["bank red", "decline"]
    g.apply("bank red")
    assert g.state["piles"][1] == ["R"]


def test_cannot_commit_more_than_held():
    g = position("0: T T T T T T T T\n1: G@lk K . . . . . .",
                 archer_hand="R", lion_hand="R")
    g.apply("king 1.0")
    rejected(g, "commit 2", "conflicts")
    rejected(g, "king 3.0", "conflicts")


# -------------------------------------------------------------------- wars
WAR_ROWS = """0: T@ap T T T T T T T@lp
1: G G . . . . . R
2: R R . . . . . .
3: R G . . . . . .
"""


def test_a_link_starts_a_war_with_cards_of_the_leaders_colour_in_each_former_kingdom():
    rows = ("0: T@ap T@lp T T T T T T\n1: G G . . . . . .\n"
            "2: R R . . . . . .\n3: R G . . . . . .")
    g = position(rows, turn="bull, actions 0", bull_hand="B R", archer_hand="R",
                 lion_hand="R R")
    g.apply("blue 1|2")
    d = g.state["pending"][0]
    # lion is the nearest involved player clockwise from bull? bull(2) -> pot(3) -> archer(0)
    assert (d["type"], d["attacker"], d["defender"]) == ("war", 0, 1)
    assert d["base"] == [3, 2]                # T + R + R on the left; T + R on the right
    assert g.view(3)["gaps"][0]["card"] is None and g.view(2)["gaps"][0]["card"] == "B"
    assert g.public_notation(parse_action("blue 1|2"), 2) == "? 1|2"
    g.apply("commit 0")
    g.apply("commit 2")                      # 3 to 4: lion wins
    s = g.state
    assert s["cols"][0][0]["leader"] is None and s["cols"][1][0]["leader"] == "1R"
    # the red cards of archer's former kingdom go to lion; the treasure stays
    assert [c["card"] for c in s["cols"][0]] == ["T", "G"]
    assert s["piles"][1] == ["R", "R", "R"]
    assert s["gaps"][0] == {"card": "B", "leader": None, "down": False}


def test_cards_under_leaders_stay_after_a_lost_war():
    rows = ("0: T@ap T@lp T T T T T T\n1: R@ak G . . . . . .\n"
            "2: R R . . . . . .\n3: R G . . . . . .")
    g = position(rows, archer_hand="K", lion_hand="R R R")
    g.apply("black 1|2")
    g.apply("commit 0")                      # archer has no red: asked, commits 0
    g.apply("commit 3")
    assert [c["card"] for c in g.state["cols"][0]] == ["T", "R"]
    assert g.state["cols"][0][1]["leader"] == "0K"


def test_the_active_player_orders_several_wars():
    rows = ("0: T@ap T@lp T T T T T T\n1: K@ak K@lk . . . . . .\n"
            "2: R R . . . . . .\n3: R G . . . . . .")
    g = position(rows, archer_hand="G K", lion_hand="R K")
    g.apply("green 1|2")
    assert g.to_move == 0
    assert [str(a) for a in g.legal_actions()] == ["war black", "war red"]
    rejected(g, "war green", "external conflicts")
    rejected(g, "commit 1", "external conflicts")
    g.apply("war black")
    assert g.state["pending"][0]["colour"] == "K"


def test_a_war_that_splits_the_kingdom_ends_the_pending_war():
    # columns 1-2 are joined by a red link; archer's king and priest stand there, lion's
    # king and priest in column 3. Archer links 2|3: a black and a red war.
    rows = ("0: T@ak T@ap T@lk T T T T T\nlinks: 1|2 R\n1: K K R@lp . . . . .\n"
            "2: K K R . . . . .\n3: K K R . . . . .")
    g = position(rows, archer_hand="G", lion_hand="R R R")
    g.apply("green 2|3")
    assert [str(a) for a in g.legal_actions()] == ["war black", "war red"]
    g.apply("war red")
    assert [str(a) for a in g.legal_actions()] == ["commit 0"], "archer holds no red card"
    g.apply("commit 0")
    d = g.state["pending"][0]
    assert (d["attacker"], d["defender"], d["base"], d["added"]) == (0, 1, [3, 4], [0, None])
    g.apply("commit 1")
    s = g.state
    # lion won; the red link 1|2 of archer's former kingdom went to lion: the kingdom split,
    # so archer's king (column 1) no longer faces lion's king: no black war.
    assert s["gaps"][0] is None and s["piles"][1] == ["R", "R"]
    assert s["pending"] == []
    assert s["cols"][0][0]["leader"] == "0K" and s["cols"][2][0]["leader"] == "1K"
    assert s["cols"][1][0]["leader"] is None
    assert s["gaps"][1] == {"card": "G", "leader": None, "down": False}
    assert g.to_move == 0 and s["actions"] == 1


def test_treasures_go_to_the_trader_after_the_link_for_red_cards_but_one_stays():
    rows = ("0: T@lt T T T T T T T\n1: K K . . . . . .\n"
            "2: K K . . . . . .\n3: K K . . . . . .")
    g = position(rows, archer_hand="K", lion_hand="R R")
    g.apply("black 1|2")
    assert g.to_move == 1
    assert [str(a) for a in g.legal_actions()] == ["keep 1", "keep 2", "decline"]
    g.apply("keep 1")
    s = g.state
    assert s["cols"][1][0] == {"card": "R", "leader": None} and s["cols"][0][0]["card"] == "T"
    assert s["piles"][1] == ["T"] and s["hands"][1] == ["R"]


def test_no_treasures_without_enough_red_cards_and_no_king_in_place_of_the_trader():
    rows = ("0: T@lt T T T T T T T\n1: K K . . . . . .\n"
            "2: K K . . . . . .\n3: K K . . . . . .")
    g = position(rows, archer_hand="K", lion_hand="G")
    g.apply("black 1|2")
    # lion's trader is asked whatever lion holds; without red cards it can only decline
    assert g.to_move == 1 and [str(a) for a in g.legal_actions()] == ["decline"]
    assert "needs 1 red card" in str(pytest.raises(IllegalAction, g.apply, "keep 1").value)
    g.apply("decline")
    assert g.to_move == 0 and g.state["pending"] == []
    g = position(rows.replace("T@lt", "T@lk"), archer_hand="K", lion_hand="R R")
    g.apply("black 1|2")
    assert g.to_move == 0 and g.state["pending"] == []


# ------------------------------------------------------------------- ships
def test_four_cards_of_a_colour_in_a_row_build_the_ship_of_that_colour():
    rows = EMPTY_HEAD + "\n1: B . . . . . . .\n2: G@lt . . . . . . .\n3: G . . . . . . .\n" \
        "4: G . . . . . . ."
    g = position(rows, archer_hand="G", lion_hand="G")
    g.apply("green 1")
    assert [str(a) for a in g.legal_actions()] == ["bank green", "decline"]   # lion's point
    g.apply("decline")
    assert [str(a) for a in g.legal_actions()] == ["ship blue-green", "decline"]
    rejected(g, "ship blue-red", "ships")
    events = g.apply("ship blue-green")
    col = g.state["cols"][0]
    assert [c["card"] for c in col] == ["T", "B", "SG"] and g.state["ships"] == ["SK", "SR"]
    assert g.state["discard"] == ["G"] * 4
    assert any("returns to its owner" in e.text for e in events)
    assert g.view(1)["leaders_in_supply"][1] == ["K", "R", "G", "B"]


def test_blue_cards_choose_among_the_ships_left():
    rows = EMPTY_HEAD + "\n1: SK . . . . . . .\n" + "\n".join(
        f"{r}: B . . . . . . ." for r in (2, 3, 4))
    g = position(rows, archer_hand="B")
    g.apply("blue 1")
    assert [str(a) for a in g.legal_actions()] == ["ship blue-green", "ship blue-red", "decline"]


def test_a_ship_gives_each_leader_of_its_colours_a_point_at_the_end_of_its_owners_turn():
    rows = EMPTY_HEAD + "\n1: SK . . . . . . .\n2: R@ak . . . . . . .\n3: R@af . . . . . . ."
    g = position(rows, archer_hand="K K G", deck="R " * 50)
    g.apply("pass")
    assert [str(a) for a in g.legal_actions()] == ["bank black", "decline"]
    g.apply("bank black")
    # the farmer's point: archer holds no blue card, and is asked all the same
    assert [str(a) for a in g.legal_actions()] == ["decline"]
    g.apply("decline")
    assert g.state["piles"][0] == ["K"] and g.state["turn"] == 1


def test_the_king_is_no_stand_in_for_a_ship():
    rows = EMPTY_HEAD + "\n1: SG . . . . . . .\n2: R@ak . . . . . . ."
    g = position(rows, archer_hand="G G", deck="R " * 50)
    g.apply("pass")
    assert g.state["turn"] == 1


# ---------------------------------------------------------------- the end
def test_the_game_ends_when_the_deck_cannot_refill_every_hand():
    g = position(archer_hand="R R R", lion_hand="K K K K K K K K", deck="G")
    g.apply("red 1")
    events = g.apply("red 2")
    assert g.over and g.state["end"] == "deck"
    assert events[-1].kind == "game over"
    rejected(g, "pass", "end of the game")


def test_the_game_ends_when_one_treasure_is_left():
    rows = ("0: T@lt T R R R R R R\n1: K K . . . . . .\n"
            "2: K K . . . . . .\n3: K K . . . . . .")
    g = position(rows, archer_hand="K", lion_hand="R R", lion_pile="T T T T T T",
                 deck="G " * 40)
    g.apply("black 1|2")
    g.apply("keep 2")
    assert not g.over
    g.apply("pass")
    assert g.over and g.state["end"] == "treasures"


def test_weakest_colour_wins_treasures_are_wild_ties_go_to_the_next_weakest():
    assert weakest_first(list("KKRRGGB") + ["T"]) == [2, 2, 2, 2]
    assert weakest_first(list("KKKRRRGGGB") + ["T", "T"]) == [3, 3, 3, 3]
    g = position("0: T T T T T T R R", archer_pile="K R G B B",
                 lion_pile="K R G B T T", bull_pile="K R G",
                 pot_pile="K K R R G G B", archer_hand="R", deck="")
    g.apply("red 1")
    g.apply("pass")
    r = g.result()
    assert r["ranking"] == [[3], [1], [0], [2]]
    assert r["scores"][1]["colours"]["K"] + r["scores"][1]["colours"]["R"] >= 2


# ------------------------------------------------------------------- views
def test_views_show_own_hand_counts_of_others_and_only_the_top_of_points_piles():
    g = position(archer_hand="R G", lion_hand="K", archer_pile="G R K", deck="B B B")
    v = g.view(0)
    assert v["hands"] == [["R", "G"], None, None, None] and v["hand_sizes"][:2] == [2, 1]
    assert v["piles"][0] == {"size": 3, "top": "G", "cards": None, "weakest": None}
    assert v["deck_size"] == len(g.state["deck"]) and "deck" not in v
    assert g.view(PUBLIC)["hands"] == [None] * 4
    assert g.view(None)["piles"][0]["cards"] == ["K", "R", "G"]
    assert g.view(None)["piles"][0]["weakest"] == 0, "no blue card: the weakest colour is 0"
    text = json.dumps(g.view(1))
    assert '"cards": ["K", "R", "G"]' not in text


def test_open_piles_option_shows_every_pile():
    g = new_game(seed=2, open_piles=True)
    g.state["piles"][1] = ["K", "R", "G", "B", "B", "T"]
    assert g.view(0)["piles"][1]["cards"] == ["K", "R", "G", "B", "B", "T"]
    assert g.view(0)["piles"][1]["weakest"] == 1, "the treasure lifts the weakest colour"


# ---------------------------------------------------------------- notation
@pytest.mark.parametrize("text", ["king 3.2", "trader 1.0", "red 3", "green 3|4",
                                  "catastrophe 3.2", "catastrophe 7|8", "pass", "commit 3",
                                  "bank green", "decline", "ship blue-black", "war red",
                                  "keep 3"])
def test_notation_round_trips(text):
    assert str(parse_action(text)) == text


@pytest.mark.parametrize("text", ["", "queen 3.2", "red 9", "red 3|5", "king 3", "commit x",
                                  "ship red", "keep 0", "king 3.9"])
def test_bad_notation_names_the_notation_rule(text):
    with pytest.raises(IllegalAction) as err:
        parse_action(text)
    assert err.value.rule == "notation"


def test_legal_actions_are_accepted_and_parse_back():
    g = new_game(seed=4)
    acts = g.legal_actions()
    assert PlayCard(g.state["hands"][g.to_move][0], ("col", 0)) in acts
    assert PlaceLeader("K", ("c", 0, 0)) in acts
    assert all(g.parse_action(str(a)) == a for a in acts)


# ---------------------------------------------------------------- pictures
def test_svg_is_deterministic_and_shows_only_what_the_seat_sees():
    from mesogames.tigris_cards import svg
    g = position("0: T@lt T T T T T T T\n1: SG . . . . . . .",
                 archer_hand="R G", lion_hand="K K B")
    assert g._repr_svg_() == svg(g.view(None)) == svg(g.view(None))
    mine = svg(g.view(0))
    assert "hand red green" in mine and "lion: hand 3 cards" in mine
    assert "hand black black blue" not in mine
    assert mine.startswith("<svg") and 'aria-label="1.0"' in mine


def test_repr_is_deterministic():
    assert (repr(new_game(seed=1, first=0))
            == "<TigrisCardsGame 4 players, 0 actions, archer to move>")


def test_every_event_has_an_english_sentence():
    g = position("0: T T T T T T T T\n1: G@lk K . . . . . .",
                 archer_hand="R R G", lion_hand="R R K", deck="B " * 40)
    events = g.apply("king 1.0") + g.apply("commit 1") + g.apply("commit 0")
    texts = [e.text for e in events]
    assert texts[0] == "Archer's king is placed on 1.0."
    assert "Archer wins the revolt 2 to 0; Lion's king returns to its owner." in texts
    assert all(t.endswith(".") for t in texts)
