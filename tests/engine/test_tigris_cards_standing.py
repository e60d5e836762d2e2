"""The card game's standing (what the bots weigh a position by): banked points first, the
weakest colour most, then what may still become points."""
from mesogames.tigris_cards import from_diagram
from mesogames.tigris_cards.standing import expected, pile_needs, standing


def test_tied_colours_share_the_need_and_the_weakest_colour_needs_most():
    base, need = pile_needs([])
    assert base == 0 and len(set(need.values())) == 1 and 0.3 < need["K"] < 0.35
    base, need = pile_needs(list("KKRRGG"))
    assert need["B"] == 1.0 and max(need[c] for c in "KRG") < 0.2
    base, need = pile_needs(list("KKRRGGTT"))       # the treasures fill the blue gap
    assert base > pile_needs(list("KKRRGG"))[0] and need["B"] == need["K"] < 0.35


def position(pile: str, hand: str = "", leaders: str = "", deck: bool = True):
    deck_line = "" if deck else "deck:\n        discard: ..."      # the rest discarded: an empty deck
    return from_diagram(f"""
        players: archer lion
        turn: archer, actions 0
        0: T{leaders} T T T T T T T
        archer pile: {pile}
        lion pile: K R G B
        archer hand: {hand}
        {deck_line}
    """)


def test_a_point_in_the_weakest_colour_outweighs_what_may_come():
    now = standing(position("K K R R G G B"))[0]
    hoped = standing(position("K K R R G G B", hand="B B B K R G", leaders="@af"))[0]
    banked = standing(position("K K R R G G B B"))[0]
    assert banked - now > 0.9 and banked > hoped > now


def test_what_may_come_counts_for_nothing_once_the_deck_is_empty():
    late = position("K R G B", hand="B B", leaders="@af", deck=False)
    assert standing(late)[0] == pile_needs(list("KRGB"))[0]
    assert standing(position("K R G B", hand="B B", leaders="@af"))[0] > standing(late)[0]


def test_the_conflict_under_way_counts_as_it_is_expected_to_end():
    revolt = {"kind": "conflict", "type": "revolt", "colour": "B", "fight": "R",
              "attacker": 0, "defender": 1, "base": [0, 1], "added": [None, None]}
    state = {"pending": [dict(revolt)], "hands": [list("RRRK"), list("R")], "table": []}
    assert expected(state) == ("1B", 0, ["R"])      # 0 + 3 beats 1 + 1; one red card banked
    state["pending"][0]["added"] = [1, None]        # the attacker committed one only
    assert expected(state) == ("0B", 1, ["R"])      # 1 does not beat 1 + 1: a tie is not enough
    war = dict(revolt, type="war", fight="B", base=[2, 3])
    state = {"pending": [war], "hands": [list("K"), list("K")], "table": []}
    assert expected(state) == ("0B", 1, ["B", "B"])  # no card played: the attacker's two blue
    assert expected({"pending": [], "hands": [[], []], "table": []}) is None


def test_the_expected_winner_of_a_war_counts_its_spoils():
    g = position("K R G B")
    g.state["piles"][1], g.state["hands"] = list("KRG"), [[], []]
    before = standing(g)
    g.state["pending"].insert(0, {"kind": "conflict", "type": "war", "colour": "B",
                                  "fight": "B", "attacker": 0, "defender": 1, "base": [2, 3],
                                  "added": [None, None]})
    after = standing(g)                 # the lion, defending 3 to 2, takes two blue cards
    assert after[1] - before[1] > 0.9 and after[0] == before[0]
