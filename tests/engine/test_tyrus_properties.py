"""Random Tyrus games, with the contract's invariants checked after every action."""
from hypothesis import given, settings
from hypothesis import strategies as st

from mesogames.core import IllegalAction
from mesogames.tyrus import TyrusGame, from_diagram, new_game
from mesogames.tyrus.tiles import ALL_TILES

from .invariants import check_contract_step


def tiles_of(state, seat):
    found = list(state["hands"][seat]) + list(state["supply"][seat]) + list(state["discard"][seat])
    for owner in (0, 1):
        for entries in state["buildings"][owner].values():
            found += [e["tile"] for e in entries if e["by"] == seat]
    return sorted(found)


def check_tyrus_state(game: TyrusGame):
    s = game.state
    for seat in (0, 1):
        assert tiles_of(s, seat) == sorted(ALL_TILES), "every tile is in exactly one place"
    assert len(s["results"]) == s["election"] - (0 if s["over"] else 1)
    assert sorted(s["revealed_cards"] + s["deck"]) == sorted("SSSMMMPPP")
    assert 0 <= s["placed"] <= 6
    if not s["over"]:
        assert s["placed"] < 6 and s["hands"][game.to_move]
        assert game.streak_winner() is None
    assert all(len(h) <= 9 for h in s["hands"])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), choices=st.lists(st.integers(0, 10**6), min_size=60,
                                                     max_size=60))
def test_random_games_keep_every_invariant(seed, choices):
    game = new_game(seed=seed)
    replay = new_game(seed=seed)
    for k in choices:
        if game.over:
            break
        legal = game.legal_actions()
        action = legal[k % len(legal)]
        check_contract_step(game, action, probe_illegal=f"{_missing_tile(game)} beige market")
        replay.apply(str(action))
        assert replay.fingerprint() == game.fingerprint(), "same seed, same actions, same game"
        check_tyrus_state(game)
    assert game.over, "a game ends within 54 placements"
    result = game.result()
    assert sorted(sum(result["ranking"], [])) == [0, 1]
    assert from_diagram(game.diagram()).result() == result


def _missing_tile(game):
    return next(t for t in ALL_TILES if t not in game.state["hands"][game.to_move])


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 50))
def test_diagram_round_trip_keeps_the_position(seed, steps):
    game = new_game(seed=seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(game.legal_actions()[(steps * 7) % len(game.legal_actions())])
    again = from_diagram(game.diagram())
    assert again.diagram() == game.diagram()
    assert again.to_move == game.to_move
    assert again.legal_actions() == game.legal_actions()
    for seat in (0, 1):
        a, b = again.view(seat), game.view(seat)
        a.pop("last_count"), b.pop("last_count")   # counting records are not in a diagram
        assert a == b


def test_illegal_probe_is_really_illegal():
    game = new_game(seed=1)
    try:
        game.apply(f"{_missing_tile(game)} beige market")
    except IllegalAction:
        return
    raise AssertionError("a tile not in hand was accepted")
