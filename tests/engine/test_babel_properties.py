"""Random Babel games, with the contract's invariants checked after every action."""
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from mesogames.babel import BabelGame, EndTurn, from_diagram, new_game
from mesogames.babel.cards import ALL_NATION_CARDS, ALL_TEMPLE_CARDS, NATIONS
from mesogames.core import PUBLIC, IllegalAction, RandomBot, Rng, play_random

from .invariants import check_contract_step


def check_babel_state(game: BabelGame):
    s = game.state
    nations = list(s["deck"]) + s["discard"] + s["hands"][0] + s["hands"][1]
    temples = list(s["quarry"]) + s["columns"][0] + s["columns"][1] + [1] * sum(s["start"])
    for seat in (0, 1):
        for n in NATIONS:
            nations += s["sites"][seat][n]["cards"]
            temple = s["sites"][seat][n]["temple"]
            temples += temple
            assert temple == sorted(set(temple)), "a temple's levels rise"
    assert Counter(nations) == Counter(ALL_NATION_CARDS), "all 60 nation cards, each in one place"
    assert Counter(temples) == Counter(ALL_TEMPLE_CARDS), "all 45 temple cards, each in one place"
    assert s["hands"] == [sorted(h, key=NATIONS.index) for h in s["hands"]]
    assert 0 <= s["pending"] <= len(s["hands"][1 - s["active"]])
    if s["over"]:
        assert game.to_move is None and s["pending"] == 0 and s["end"]
    else:
        assert game.legal_actions(), "the player to move always has an action"
        if not s["pending"] and not s["start"][s["active"]]:
            assert EndTurn() in game.legal_actions()
        sums = sorted([game.temple_sum(0), game.temple_sum(1)])
        assert not (sums[1] >= 15 and sums[0] <= 9), "15 against 9 ends the game"
        if s["end_phase"]:
            assert sums[1] < 20 and sums[0] > 9
        else:
            assert sums[1] < 15
        assert s["quarry"] or game.to_move is not None
    for seat in (0, 1):
        v = game.view(seat)
        other = 1 - seat
        assert v["hands"][other] is None and v["hands"][seat] == s["hands"][seat]
        n = len(s["hands"][other])
        assert v["hand_sizes"][other] == (n if n >= 4 or s["over"] else None)
        assert "deck" not in v and "quarry" not in v
    assert "deck" not in game.view(PUBLIC) and game.view(PUBLIC)["hands"] == [None, None]


def _illegal_probe(game):
    """An action certainly refused now: one the seat to move cannot take."""
    if game.state["pending"]:
        return "end turn"
    hand = game.state["hands"][game.to_move]
    missing = [n for n in NATIONS if n not in hand]
    return f"deploy {missing[0]}" if missing else "build 6 from start"


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32), bot=st.integers(0, 2**16))
def test_random_games_keep_every_invariant_and_end(seed, bot):
    game = new_game(seed=seed)
    replay = new_game(seed=seed)
    rng = Rng(bot)
    check_babel_state(game)
    steps = 0
    while not game.over:
        legal = game.legal_actions()
        action = legal[rng.below(len(legal))]
        if steps % 4 == 0:      # the full contract (JSON replay, undo) on every 4th action
            check_contract_step(game, action, probe_illegal=_illegal_probe(game))
        else:
            before = game.to_json()
            try:
                game.apply(_illegal_probe(game))
                raise AssertionError("the probe was accepted")
            except IllegalAction:
                assert game.to_json() == before
            assert game.parse_action(str(action)) == action
            game.apply(action)
        replay.apply(str(action))
        assert replay.fingerprint() == game.fingerprint(), "same seed, same actions, same game"
        check_babel_state(game)
        steps += 1
        assert steps < 3000, "a random game ends"
    result = game.result()
    assert sorted(sum(result["ranking"], [])) == [0, 1]
    assert from_diagram(game.diagram()).result() == result
    assert BabelGame.from_json(game.to_json()).fingerprint() == game.fingerprint()


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 150))
def test_diagram_round_trip_keeps_the_position(seed, steps):
    game = new_game(seed=seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(bot.choose(game))
    again = from_diagram(game.diagram())
    assert again.diagram() == game.diagram()
    assert again.to_move == game.to_move
    assert again.legal_actions() == game.legal_actions()
    for seat in (None, 0, 1, PUBLIC):
        assert again.view(seat) == game.view(seat)


def test_random_games_end_and_replay_identically():
    for seed in range(15):
        game = new_game(seed=seed)
        actions = list(play_random(game, seed=seed, max_actions=5000))
        assert game.over and game.state["end"] in ("fifteen", "twenty", "nine", "quarry")
        again = new_game(seed=seed)
        for a in actions:
            again.apply(str(a))
        assert again.fingerprint() == game.fingerprint()
        check_babel_state(game)


# A position near the end (north 12, south 11), where a builder reaches the end conditions.
NEAR_END = """
    turn: 20 north
    north pawn: Medes
    north hand: A H M P S S
    south hand: A A H M P
    north column: 5 6 4
    south column: 6 5 4 3
    north Assyrians: A | 1 2 3 4 5
    north Medes: M M M H H H | 1 2 3 4
    north Persians: P P P A A | 1 2 3
    south Hittites: H H H H S S | 1 2 3 4 5
    south Sumerians: S S S A A | 1 2 3 4
    south Medes: M | 1 2
"""


def _builder(game, rng):
    """Mostly a builder: a build, steal, destroy or Persian skip when one is legal."""
    legal = game.legal_actions()
    strong = [a for a in legal if type(a).__name__ == "Build" or
              getattr(a, "effect", "") in ("build", "steal", "destroy")]
    if strong and rng.below(5):
        return strong[rng.below(len(strong))]
    return legal[rng.below(len(legal))]


def _play_near_end(seed, contract=False):
    game = from_diagram(NEAR_END, seed=seed)
    rng = Rng(seed)
    steps = 0
    while not game.over:
        action = _builder(game, rng)
        if contract and steps % 3 == 0:
            check_contract_step(game, action, probe_illegal=_illegal_probe(game))
        else:
            game.apply(action)
        check_babel_state(game)
        steps += 1
        assert steps < 2000
    return game


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_near_end_games_keep_every_invariant(seed):
    game = _play_near_end(seed, contract=True)
    r = game.result()
    sums = r["temple_sums"]
    if game.state["end"] == "fifteen":
        assert max(sums) >= 15 and min(sums) <= 9
    elif game.state["end"] == "twenty":
        assert max(sums) >= 20
    elif game.state["end"] == "nine":
        assert min(sums) <= 9
    if r["winner"] is not None:
        assert sums[r["winner"]] >= sums[1 - r["winner"]]


def test_every_way_of_ending_is_reached():
    ends = {_play_near_end(seed).state["end"] for seed in range(40)}
    assert ends == {"fifteen", "twenty", "nine", "quarry"}
