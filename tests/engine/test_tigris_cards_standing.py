"""The card game's standing (what the bots weigh a position by): banked points first, the
weakest colour most, then what may still become points."""
import pytest

from mesogames import tigris_cards
from mesogames.core import play_random
from mesogames.dynasties.standing import weighted
from mesogames.tigris_cards import from_diagram
from mesogames.tigris_cards.standing import expected, pile_counts, standing, wary_standing

from .twins import ranked_as_every_action


def test_treasures_go_where_they_count_most():
    assert pile_counts(list("KKRRGGTT")) == {"K": 2, "R": 2, "G": 2, "B": 2}
    assert pile_counts([]) == dict.fromkeys("KRGB", 0)


def bank_offers(seed):
    """(game, seat) at every point a random 4-player game offers a seat a point it can bank."""
    game = tigris_cards.new_game(players=4, seed=seed)
    for _ in play_random(game, seed):
        d = game.decision
        if d and d["kind"] == "bank" and d["colour"] in game.state["hands"][d["seat"]]:
            yield game, d["seat"]


def test_a_point_banked_always_lifts_the_standing():
    # a first point in a colour once lowered it: the colour fell from tied-weakest to
    # strongest, and the hand and leaders of that colour then counted for less
    offers = 0
    for seed in range(6):
        for game, seat in bank_offers(seed):
            colour = game.decision["colour"]
            banked = game.copy()        # the card moved, before any step the answer starts
            banked.state["hands"][seat].remove(colour)
            banked.state["piles"][seat].append(colour)
            assert standing(banked)[seat] > standing(game)[seat], game.diagram()
            offers += 1
    assert offers > 100


def position(pile: str, hand: str = "", leaders: str = "", deck: bool = True):
    # The rest discarded: an empty deck.
    deck_line = "" if deck else "deck:\n        discard: ..."
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
    assert standing(late)[0] == weighted([1, 1, 1, 1])
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


def three(archer: str, lion: str):
    """The archer's farmer on a blue card beside a red one, the archer to move."""
    return from_diagram(f"""
        players: archer lion bull
        turn: archer, actions 0
        1: B@af G G G . . . .
        2: R G G G . . . .
        archer hand: {archer}
        lion hand: {lion}
        bull hand: K K K K K K K K
    """, seed=1)


def test_the_search_counts_a_leader_another_seat_could_win_a_revolt_against():
    exposed = three("K K K K G G G B", "R R R R G G G B")      # the lion's 4 + 1 beat 0
    plain, wary = standing(exposed), wary_standing(exposed, 0)
    assert wary[0] < plain[0] and wary[1:] == plain[1:]
    # half the farmer's worth: its LEAD in blue, at blue's weight in the archer's count
    without = three("K K K K G G G B", "R R R R G G G B")
    without.state["cols"][0][1]["leader"] = None
    assert plain[0] - wary[0] == pytest.approx(0.5 * (plain[0] - standing(without)[0]))
    defended = three("R R R R R G G B", "R R R R G G G B")     # 5 red cards hold off 4 + 1
    assert wary_standing(defended, 0) == standing(defended)
    bare = three("K K K K G G G B", "K K K K G G G B")         # 0 + the red card beat 0
    assert wary_standing(bare, 0)[0] < standing(bare)[0]


def two(archer: str, lion: str):
    """The lion's farmer on a blue card beside a red one, the archer to move (2 players)."""
    return from_diagram(f"""
        players: archer lion
        turn: archer, actions 0
        1: B@lf G G G . . . .
        2: R G G G . . . .
        archer hand: {archer}
        lion hand: {lion}
    """, seed=1)


def test_with_two_players_the_seat_waiting_counts_the_revolt_the_other_could_win():
    # the medium bot spent its red cards as points, and lost its leaders to revolts its
    # few hundred iterations did not find among the other seat's replies
    def lion(game, turn):
        game.state["turn"] = turn
        return standing(game)[1]

    exposed = two("R R R R G G G B", "K K K K G G G B")        # the archer's 4 + 1 beat 0
    without = two("R R R R G G G B", "K K K K G G G B")
    without.state["cols"][0][1]["leader"] = None
    # on the archer's turn, half the farmer's worth: its LEAD in blue, at blue's weight in
    # the lion's count; on the lion's own turn none (it moves before the archer can)
    plain = lion(exposed, 1)
    assert lion(exposed, 0) == pytest.approx(0.5 * (plain + lion(without, 0)))
    assert lion(exposed, 0) < plain
    held = two("R R R R G G G B", "R R R R R G G B")           # 5 red cards hold off 4 + 1
    assert lion(held, 0) == lion(held, 1)


@pytest.mark.parametrize("players", [2, 4])
def test_twins_are_looked_ahead_once_and_rank_as_every_action_looked_ahead(players,
                                                                          monkeypatch):
    """The ranking the bots search from (greedy.ranked) looks one twin (standing.twin: a
    leader placed on a card of the same kingdom, red or not alike) ahead for all, and its
    values are those of every action looked ahead."""
    legal_total, looked_total = ranked_as_every_action(
        tigris_cards.new_game(players=players, seed=3), 3, lambda n: n % 15 == 0, 300,
        monkeypatch)
    assert legal_total > 300 and looked_total < 0.8 * legal_total
