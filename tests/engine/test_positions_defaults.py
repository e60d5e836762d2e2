"""Diagrams that leave lines out read back to legal positions the rules could reach: the
game is not over at once, every piece of the game is in exactly one place (the census),
the hands hold what the rules deal, and the same seed gives the same game."""
from collections import Counter

import pytest

from mesogames import babel, tigris, tigris_cards, tyrus
from mesogames.babel.cards import ALL_NATION_CARDS, ALL_TEMPLE_CARDS
from mesogames.tigris.board import BOARDS, TILE_COUNTS
from mesogames.tigris_cards.cards import COUNTS
from mesogames.tyrus.tiles import ALL_TILES


# ----------------------------------------------------------------- censuses
def tigris_census(g) -> int:
    """Every tile of the box on the board, in a hand, committed, in the bag or out."""
    s = g.state
    seen = Counter(t.upper() for t in s["tiles"] if t and t != "X")
    seen.update(sum(s["hands"], []) + s["table"] + s["bag"])
    assert all(seen[c] <= TILE_COUNTS[c] for c in TILE_COUNTS)
    assert sum(seen.values()) + s["out"] == sum(TILE_COUNTS.values())
    return sum(seen.values())


def cards_census(g) -> None:
    s = g.state
    found = sum(s["hands"], []) + sum(s["piles"], []) + s["deck"] + s["discard"] \
        + s["removed"] + s["table"]
    found += [c["card"] for col in s["cols"] for c in col] + [x["card"] for x in s["gaps"] if x]
    assert Counter(c for c in found if not c.startswith("S")) == Counter(COUNTS)


def babel_census(g) -> None:
    s = g.state
    nations = sum(s["hands"], []) + s["deck"] + s["discard"]
    temples = sum(s["columns"], []) + s["quarry"] + [1] * sum(s["start"])
    for seat in (0, 1):
        for site in s["sites"][seat].values():
            nations += site["cards"]
            temples += site["temple"]
    assert Counter(nations) == Counter(ALL_NATION_CARDS)
    assert Counter(temples) == Counter(ALL_TEMPLE_CARDS)


def tyrus_census(g) -> None:
    s = g.state
    for seat in (0, 1):
        found = s["hands"][seat] + s["supply"][seat] + s["discard"][seat]
        found += [e["tile"] for o in (0, 1) for b in s["buildings"][o].values() for e in b
                  if e["by"] == seat]
        assert sorted(found) == sorted(ALL_TILES)
    assert sorted(s["deck"] + s["revealed_cards"]) == sorted("SSSMMMPPP")


def playable(g):
    assert not g.over and g.legal_actions()
    assert type(g).from_json(g.to_json()).fingerprint() == g.fingerprint()
    return g


# ------------------------------------------------------------------- Tigris
@pytest.mark.parametrize("side, treasures", [("classic", 10), ("alternative", 14)])
def test_tigris_with_only_its_players_is_the_setup(side, treasures):
    g = playable(tigris.from_diagram(f"players: archer lion bull\noptions: {side}", seed=4))
    s = g.state
    assert sorted(s["treasures"]) == sorted(BOARDS[side].starts) and len(s["treasures"]) == \
        treasures
    assert all(s["tiles"][i] == "R" for i in BOARDS[side].starts)
    assert [len(h) for h in s["hands"]] == [6, 6, 6] and s["out"] == 0
    assert tigris_census(g) == 153


def test_tigris_rows_written_are_exact_and_rows_left_out_hold_their_temples():
    g = playable(tigris.from_diagram(
        "players: archer lion\n"
        "5:   .  .  .  .  R  lk .  .  .  .  .  .  .  .  ~  ~\n"   # N5's temple taken away
        "lion hand: R R ...\narcher hand: K", seed=2))
    s = g.state
    assert len(s["treasures"]) == 9 and s["leaders"][4 * 16 + 5] == "1K"
    assert s["hands"][1][:2] == ["R", "R"] and len(s["hands"][1]) == 6
    assert s["hands"][0] == ["K"]
    tigris_census(g)


def test_tigris_catastrophes_on_the_board_come_from_a_hand():
    g = playable(tigris.from_diagram("players: archer lion\nlion catastrophes: 1\n"
                                     "7: ~ ~ ~ ~ . X . . R* . . . ~ ~ ~ .", seed=1))
    assert g.state["catastrophes"] == [2, 1] and g.state["tiles"].count("X") == 1
    tigris_census(g)


def test_tigris_bag_lists_its_top_and_the_rest_follows_or_goes_out():
    g = tigris.from_diagram("bag: K K G", seed=1)
    assert g.state["bag"][:3] == ["K", "K", "G"] and tigris_census(g) == 153
    out = tigris.from_diagram("bag: K K G\nout: ...", seed=1)
    assert out.state["bag"] == ["K", "K", "G"] and out.state["out"] == 153 - 10 - 12 - 3
    assert "out: " in out.diagram()
    assert tigris.from_diagram(out.diagram(), seed=5).diagram() == out.diagram()


# ---------------------------------------------------------------- card game
def test_card_game_with_only_its_players_is_the_setup():
    for players in (2, 3, 4):
        seats = " ".join(["archer", "lion", "bull", "pot"][:players])
        g = playable(tigris_cards.from_diagram(f"players: {seats}", seed=7))
        s = g.state
        assert [len(h) for h in s["hands"]] == [8] * players
        assert len(s["removed"]) == (30 if players == 2 else 0)
        assert len(s["deck"]) == 185 - 8 * players - len(s["removed"])
        cards_census(g)


def test_card_game_with_2_players_and_no_card_set_aside_reads_back():
    g = tigris_cards.from_diagram("players: archer lion\nremoved:", seed=1)
    assert g.state["removed"] == [] and "removed:" in g.diagram()
    assert tigris_cards.from_diagram(g.diagram(), seed=2).state == g.state


def test_card_game_discard_takes_the_rest_and_piles_are_top_first():
    g = tigris_cards.from_diagram("players: archer lion bull\narcher pile: T K R\n"
                                  "0: T T T T T T T R\narcher hand: R\ndeck: G\n"
                                  "discard: ...", seed=1)
    s = g.state
    assert s["deck"] == ["G"] and s["piles"][0] == ["R", "K", "T"]       # the top is last
    assert g.view(0)["piles"][0]["top"] == "T"
    assert len(s["discard"]) == 185 - 1 - 2 - 1 - 1 - 16
    cards_census(g)


# -------------------------------------------------------------------- Babel
def test_babel_with_only_the_turn_is_the_setup():
    g = playable(babel.from_diagram("turn: 1 south", seed=3))
    s = g.state
    assert s["first"] == 1 and [len(h) for h in s["hands"]] == [5, 6]
    assert s["start"] == [True, True] and len(s["quarry"]) == 43
    babel_census(g)


def test_babel_start_card_is_held_until_the_first_turn_is_over():
    assert babel.from_diagram("turn: 2 south", seed=1).state["start"] == [False, True]
    assert babel.from_diagram("turn: 3 north", seed=1).state["start"] == [False, False]
    built = babel.from_diagram("turn: 2 south\nsouth Medes: M | 1", seed=1)
    assert built.state["start"] == [False, False]
    babel_census(built)


def test_babel_columns_are_top_first_and_the_rest_fills_the_quarry():
    g = babel.from_diagram("turn: 5 north\nnorth column: 2 6\nquarry: 3 ...", seed=1)
    assert g.state["columns"][0] == [6, 2] and g.state["quarry"][0] == 3
    assert "north column: 2 6" in g.diagram()
    babel_census(g)


# -------------------------------------------------------------------- Tyrus
def test_tyrus_with_nothing_written_is_the_setup():
    g = playable(tyrus.from_diagram("", seed=5))
    s = g.state
    assert [len(h) for h in s["hands"]] == [9, 9] and [len(x) for x in s["supply"]] == [21, 21]
    tyrus_census(g)


@pytest.mark.parametrize("election, placed, hands, discards", [
    (1, 3, [7, 8], [0, 0]), (2, 0, [9, 9], [3, 3]), (8, 4, [7, 7], [21, 21]),
    (9, 5, [3, 4], [24, 24])])
def test_tyrus_sizes_follow_the_election(election, placed, hands, discards):
    past = ["S beige", "M void", "P beige", "S void", "M beige", "P void", "M beige", "P void"]
    results = ", ".join(past[:election - 1])
    beige_tiles = " ".join(["M1", "M2", "M3"][: (placed + 1) // 2])
    brown_tiles = " ".join(["P1", "P2", "P3"][: placed // 2])
    text = (f"election: {election} S\nplaced: {placed}\nresults: {results}\n"
            + (f"beige market: beige {beige_tiles}\n" if beige_tiles else "")
            + (f"brown temple: brown {brown_tiles}\n" if brown_tiles else ""))
    g = playable(tyrus.from_diagram(text, seed=1))
    s = g.state
    assert [len(h) for h in s["hands"]] == hands and [len(d) for d in s["discard"]] == discards
    tyrus_census(g)


# ------------------------------------------------------------ determinism
@pytest.mark.parametrize("module, text", [
    (tigris, "players: archer lion bull"), (tigris_cards, "players: archer lion"),
    (babel, "turn: 3 north"), (tyrus, "election: 2 M\nresults: S beige")])
def test_same_seed_same_game_other_seed_other_deal(module, text):
    a, b = module.from_diagram(text, seed=11), module.from_diagram(text, seed=11)
    assert a.fingerprint() == b.fingerprint()
    assert module.from_diagram(text, seed=12).fingerprint() != a.fingerprint()
