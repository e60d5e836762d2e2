"""Random games of Euphrat & Tigris: the card game, with the contract's invariants checked
after every action, determinism by replay, and games that end."""
from hypothesis import given, settings
from hypothesis import strategies as st

from mesogames.core import PUBLIC, RandomBot, Rng
from mesogames.tigris_cards import TigrisCardsGame, from_diagram, new_game
from mesogames.tigris_cards.cards import COUNTS, SHIPS
from mesogames.tigris_cards.kingdoms import all_cells, kingdoms, leaders_in

from .invariants import check_contract_step

CONTRACT_STEPS = 30        # full contract checks (undo, JSON replay) on the first actions


def check_tigris_cards_state(game: TigrisCardsGame):
    s = game.state
    n = s["players"]
    found = sum(s["hands"], []) + sum(s["piles"], []) + s["deck"] + s["discard"] \
        + s["removed"] + s["table"]
    board = [cell for _, cell in all_cells(s)]
    found += [c["card"] for c in board if c["card"] not in SHIPS]
    assert {c: found.count(c) for c in COUNTS} == COUNTS, "all 193 cards accounted for"
    assert len(found) == 193
    ships_on_board = [c["card"] for c in board if c["card"] in SHIPS]
    assert sorted(ships_on_board + s["ships"]) == sorted(SHIPS), "3 ships accounted for"
    assert len(s["catastrophes"]) == n and (4 - n) + n == 4, "4 catastrophes: one a seat"
    assert all(isinstance(x, bool) for x in s["catastrophes"])
    assert all(len(h) <= 8 for h in s["hands"])
    assert all(col[0]["card"] in ("T", "R") and len(col) <= 9 for col in s["cols"])
    assert all(c["card"] not in ("T",) or c is col[0] for col in s["cols"] for c in col)
    leaders = [c["leader"] for c in board if c["leader"]]
    assert len(leaders) == len(set(leaders)), "a leader stands in one place"
    assert all(c["card"] not in SHIPS for c in board if c["leader"]), "no leader on a ship"
    in_conflict = any(d["kind"] in ("conflict", "order", "wars") for d in s["pending"])
    if not in_conflict:
        assert not s["table"]
        assert all(not (g and g.get("down")) for g in s["gaps"]), "the link is face up"
        for k in kingdoms(s):
            colours = [code[1] for code in leaders_in(s, k)]
            assert len(colours) == len(set(colours)), \
                "never two leaders of one colour in a kingdom once an action is resolved"
    if not s["over"]:
        assert s["actions"] <= 2


def play(players, seed, pick_seed, checks=True):
    game = new_game(players=players, seed=seed)
    replay = new_game(players=players, seed=seed)
    rng = Rng(pick_seed)
    steps = 0
    while not game.over:
        legal = game.legal_actions()
        action = legal[rng.below(len(legal))]
        if checks and steps < CONTRACT_STEPS:
            check_contract_step(game, action)
        else:
            game.apply(action)
        replay.apply(str(action))
        if checks:
            check_tigris_cards_state(game)
        steps += 1
        assert steps < 20_000, "a random game ends"
    assert replay.fingerprint() == game.fingerprint(), "same seed, same actions, same game"
    return game


@settings(max_examples=6, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32),
       pick=st.integers(0, 2**32))
def test_random_games_keep_every_invariant_and_end(players, seed, pick):
    game = play(players, seed, pick)
    result = game.result()
    assert sorted(sum(result["ranking"], [])) == list(range(players))
    assert game.state["end"] in ("deck", "treasures", "table full")
    again = from_diagram(game.diagram())
    assert again.diagram() == game.diagram() and again.result() == result


@settings(max_examples=6, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32),
       steps=st.integers(0, 400))
def test_diagram_round_trip_keeps_the_position(players, seed, steps):
    game = new_game(players=players, seed=seed)
    rng = Rng(seed ^ 0x5EED)
    for _ in range(steps):
        if game.over:
            break
        legal = game.legal_actions()
        game.apply(legal[rng.below(len(legal))])
    again = from_diagram(game.diagram())
    assert again.diagram() == game.diagram()
    assert again.to_move == game.to_move
    assert again.legal_actions() == game.legal_actions()
    for seat in [None, *range(players)]:
        assert again.view(seat) == game.view(seat)


def test_views_never_show_other_hands_or_the_deck():
    for game in (new_game(players=3, seed=11), play(3, 11, 12, checks=False)):
        for seat in range(3):
            v = game.view(seat)
            assert [h is not None for h in v["hands"]] == [i == seat for i in range(3)]
            assert "deck" not in v and v["deck_size"] == len(game.state["deck"])


def _cells(view) -> dict:
    """A view's board cells by place (a column's row, a gap)."""
    cells = {f"{i + 1}.{r}": cell for i, col in enumerate(view["columns"])
             for r, cell in enumerate(col)}
    cells.update((f"{g + 1}|{g + 2}", cell) for g, cell in enumerate(view["gaps"]) if cell)
    return cells


def test_a_view_builds_only_the_cells_that_changed():
    """A cell showing what it showed in the seat's last view is that view's dict, not a
    new one: a view costs the cells an action changed, and the diff of two views compares
    the others by identity. A face-down link card stays hidden from all but the player
    whose turn it is."""
    game, bot = new_game(players=3, seed=5), RandomBot(5)
    seats = [None, PUBLIC, 0, 1, 2]
    last = {seat: _cells(game.view(seat)) for seat in seats}
    kept = down = 0
    while not game.over:
        game.apply(str(bot.choose(game)))
        for seat in seats:
            cells = _cells(game.view(seat))
            for place, cell in cells.items():
                before = last[seat].get(place)
                if before == cell:
                    assert before is cell, (seat, place)
                    kept += 1
                if cell["down"]:
                    down += 1
                    truth = game.state["gaps"][int(place.split("|")[0]) - 1]["card"]
                    sees = seat is None or seat == game.state["turn"]
                    assert cell["card"] == (truth if sees else None), (seat, place)
            last[seat] = cells
    assert kept > 10000 and down > 0, (kept, down)
