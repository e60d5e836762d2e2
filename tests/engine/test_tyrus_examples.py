"""The Tyrus rulebook's worked examples, as tests."""
from mesogames.tyrus import from_diagram
from mesogames.tyrus.scoring import count_election


def test_counting_example_brown_11_beige_10():
    """'Marron: 10 + 8 = 18 ... contre de 7 marchands ... 11. Beige: 7 + 5 = 12 ... 8 marchands
    ... 6 prêtres en contre de contre ... 12 - 2 = 10. Marron gagne cette élection.'"""
    # Election 2, of generals (brown won election 1, for a chief merchant, during which
    # beige slipped 7 merchants into brown's citadel); five tiles are down, brown places
    # the last one.
    game = from_diagram("""
        election: 2 S
        placed: 5
        first: brown          # beige starts the even elections; the sixth tile is brown's
        results: M brown
        beige hand: S1 S2 S3 S4 S6 M1
        brown hand: S8 M1 M2 M3 M4 P1 P2
        beige citadel: beige S7 S5 P6, brown M8
        brown citadel: brown S10, beige M7
    """)
    assert game.to_move == 1
    counted_before = list(game.state["discard"][1])     # brown's tiles of election 1
    events = game.apply("S8 brown citadel")
    record = game.state["counts"][-1]
    beige, brown = record["sides"]
    assert (brown["votes_total"], brown["effective_counter"], brown["score"]) == (18, 7, 11)
    assert (beige["votes_total"], beige["counter_total"], beige["guard_total"],
            beige["effective_counter"], beige["score"]) == (12, 8, 6, 2, 10)
    assert record["winner"] == 1
    assert game.state["results"] == [1, 1]
    texts = [e.text for e in events]
    assert "Brown: 10 + 8 = 18 soldiers, less 7 merchants placed against them: 11 votes." in texts
    assert ("Beige: 7 + 5 = 12 soldiers, less 8 merchants placed against them, themselves "
            "reduced by 6 priests to 2: 10 votes.") in texts
    # Every tile of both citadels was turned up and discarded.
    assert game.state["buildings"][0]["citadel"] == game.state["buildings"][1]["citadel"] == []
    assert sorted(game.state["discard"][1][len(counted_before):]) == ["M8", "S10", "S8"]


def test_example_election_of_a_chief_merchant():
    """The rulebook's example election: beige 10 + 9 + 8 - 1 = 26, brown 2 + 1 = 3.

    The rulebook places brown's '1 prêtre' 'dans le marché marron', but its own arithmetic
    (beige's 27 merchants less 1) needs it in the beige market; see docs/rules/tyrus.md.
    """
    game = from_diagram("""
        election: 2 M
        first: brown          # so beige starts the even elections
        results: S brown
        beige hand: M10 M9 M8 S1 S2 S3 P2 P3 P4
        brown hand: M1 P1 P8 S4 S5 S6 S7 S9 S10
        brown market: brown M2
    """)
    plays = ["M10 beige market", "M1 brown market", "M9 beige market", "P1 beige market",
             "M8 beige market"]
    for notation, seat in zip(plays, [0, 1, 0, 1, 0], strict=True):
        assert game.to_move == seat
        game.apply(notation)
    assert game.to_move == 1
    game.apply("P8 brown temple")
    record = game.state["counts"][-1]
    assert [s["score"] for s in record["sides"]] == [26, 3]
    assert record["winner"] == 0
    # Brown's 8 priests wait, face down, in his temple for a high priest's election.
    assert game.state["buildings"][1]["temple"] == [{"tile": "P8", "by": 1}]
    assert game.view(0)["buildings"][1]["temple"] == [{"tile": None, "by": 1}]


def test_example_of_scores_three_in_a_row_beats_equal_totals():
    """'Beige gagne les 2 premières ... la quatrième élection est nulle ... Marron gagne les 3
    dernières. Marron gagne la partie, bien que Beige ait gagné ... le même nombre.'"""
    game = from_diagram("""
        election: 9 S
        placed: 5
        first: beige
        results: S beige, M beige, P brown, S void, M beige, P beige, M brown, P brown
        beige hand: S1 M1 M2
        brown hand: S10 P1 P2 P3
        brown citadel: brown S9
        beige temple: beige P4 P5 P6        # beige's three tiles of this election
        brown market: brown M3              # brown's other tile
    """)
    assert game.to_move == 1   # beige started election 9 (odd), brown places the sixth tile
    game.apply("S10 brown citadel")
    result = game.result()
    assert game.representatives() == [4, 4]
    assert result["winner"] == 1 and result["reason"] == "three elections in a row"


def test_count_election_is_symmetric_and_pure():
    buildings = [{"citadel": [{"tile": "S7", "by": 0}, {"tile": "M8", "by": 1}]},
                 {"citadel": [{"tile": "S10", "by": 1}]}]
    before = repr(buildings)
    record = count_election(buildings, "S")
    assert [s["score"] for s in record["sides"]] == [0, 10]
    assert repr(buildings) == before
