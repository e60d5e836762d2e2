"""How a Babel bot weighs a position (babel/standing.py)."""
from mesogames.babel import from_diagram
from mesogames.babel.standing import SPREAD, standing


def laid(cards: str):
    """North to move with its pawn on the Persians' site, `cards` laid there, one card in
    hand; south as north but with nothing laid."""
    return from_diagram(f"""
        turn: 3 north
        first: north
        north start: no
        south start: no
        north pawn: Persians
        south pawn: Persians
        north hand: H
        south hand: H
        north Sumerians: S | 1
        south Sumerians: S | 1
        north Persians: {cards}
    """)


def test_cards_laid_towards_a_sites_next_level_count_in_the_standing():
    # Two Persians laid where a level 1 temple needs one: the first counts, the second not
    # (a site's cards count up to its next level), and less than a temple level.
    none, one, two = (standing(laid(c)) for c in ("", "P", "P P"))
    assert none[0] == none[1]
    assert none[0] < one[0] == two[0] < none[0] + 1 / SPREAD


def test_completing_a_temple_gains_a_level_and_keeps_its_cards_worth():
    game = from_diagram("""
        turn: 9 north
        first: north
        north start: no
        south start: no
        north pawn: Persians
        south pawn: Persians
        north hand: H
        south hand: H
        north column: 6
        north Persians: P P P P P P | 1 2 3 4 5
        south Sumerians: S | 1
    """)
    before = standing(game)[0]
    game.apply("build 6 from north")
    assert abs(standing(game)[0] - (before + 1 / SPREAD)) < 1e-9


def test_a_lead_of_three_levels_early_is_far_from_a_decided_game():
    # North 3 levels up (a level 3 temple, nothing laid beyond it), hands alike: the
    # search's value of the position leaves room to tell north's actions apart.
    from mesogames.bots.values import values
    game = from_diagram("""
        turn: 5 north
        first: north
        north start: no
        south start: no
        north pawn: Persians
        south pawn: Sumerians
        north hand: H H
        south hand: H H
        north Persians: P P P | 1 2 3
        south Sumerians: S S S | 1
        north Sumerians: S S S | 1
    """)
    assert 0.6 < values(game)[0] < 0.8
