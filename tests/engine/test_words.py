"""Sentences are built by helpers, so counts agree with their nouns everywhere: one
soldier, two soldiers; lists read "a, b and c"; a side is "on Archer's side"."""
from mesogames.tyrus.scoring import explain_side
from mesogames.words import draws, listing, ordinal, plural, possessive, took_back


def test_the_helpers():
    assert listing([]) == "" and listing(["red"]) == "red"
    assert listing(["red", "green", "blue"]) == "red, green and blue"
    assert draws(2, "card", ["green", "black"]) == "2 cards: green and black"
    assert draws(1, "tile", ["temple"]) == "1 tile: temple"
    assert draws(0, "tile", []) == "no tiles"
    assert plural(1, "soldier") == "1 soldier" and possessive("Archer") == "Archer's"
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th"]


def test_a_count_of_one_is_singular():
    side = {"seat": 0, "votes": ["S1"], "votes_total": 1, "counter_total": 1,
            "guard_total": 0, "effective_counter": 1, "score": 0}
    assert explain_side(side, "S") == ("Beige: 1 soldier, less 1 merchant placed against "
                                       "them: 0 votes.")
    side.update(votes=["S1", "S2"], votes_total=3, counter_total=0, guard_total=1, score=3)
    assert explain_side(side, "S") == ("Beige: 1 + 2 = 3 soldiers (1 priest on guard against "
                                       "counters that never came): 3 votes.")


def test_took_back_names_the_move_and_each_answer():
    assert took_back("your", "red F7", []) == "Took back your move red F7."
    assert took_back("your", "king B1", [("lion", 1)]) == ("Took back your move king B1 and "
                                                          "lion's answer.")
    assert took_back("Archer's", "commit 2", [("lion", 2), ("bull", 1)]) == (
        "Took back Archer's move commit 2, lion's 2 actions and bull's answer.")
