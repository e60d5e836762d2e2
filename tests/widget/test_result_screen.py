"""The result screen: every game, once over, syncs its ranking as rows (the points the rules
compare first, the tie-break in words, the winner); Rematch and New game start a new secret
deal on the same table, refused while the game goes on and at tables that do not restart."""
from __future__ import annotations

import pytest

from mesogames.core import IllegalAction, RandomBot
from mesowidgets import BabelWidget, TigrisCardsWidget, TigrisWidget, TyrusWidget
from mesowidgets.results import spoken_screen

from .games import GAMES


def finished(cls, options, seed=3, **kwargs):
    """A widget (hot seat by default) on a game played to its end by a random bot."""
    game = cls.engine_module.new_game(seed=seed, **options)
    bot = RandomBot(1)
    while not game.over:
        game.apply(bot.choose(game))
    return cls(game, **kwargs)


@pytest.mark.parametrize("name", list(GAMES))
def test_the_end_syncs_a_ranking_of_every_seat(name):
    cls, options = GAMES[name]
    w = finished(cls, options)
    r = w.game.result()
    screen = spoken_screen(w.result)
    assert [row["seat"] for row in screen["rows"]] == [s for g in r["ranking"] for s in g]
    assert sorted(row["seat"] for row in screen["rows"]) == list(range(w.game.players))
    places = [row["place"] for row in screen["rows"]]
    assert places == sorted(places)
    assert screen["winner"] == r["winner"]
    assert screen["reason"] == r["reason"]
    # said once: the view's copy of the engine's result stays in Python
    assert w.view["result"] == r and "result" not in w.get_state("view")["view"]
    # compact: no row repeats a name (the front end has the seat names) or an empty detail
    assert all(set(row) <= {"seat", "place", "points", "tiebreak", "detail"}
               and row.get("detail", "x") for row in screen["rows"])
    top = screen["rows"][0]
    if r["winner"] is not None:
        name = w.seat_names[top["seat"]].capitalize()
        assert screen["title"].startswith(f"{name} wins with ")
        assert str(top["points"]) in screen["title"]
    assert all(isinstance(row["tiebreak"], str) and row["tiebreak"] for row in screen["rows"])


def test_tigris_counts_the_weakest_colour_and_shows_the_next_ones():
    w = finished(TigrisWidget, {"players": 4})
    scores = w.game.result()["scores"]
    screen = spoken_screen(w.result)
    for row in screen["rows"]:
        first, *rest = scores[row["seat"]]["weakest_first"]
        assert row["points"] == first
        assert row["tiebreak"] == "then " + " · ".join(map(str, rest))
    assert screen["counts"] == "points in the weakest colour"


@pytest.mark.parametrize("cls", [TigrisWidget, TigrisCardsWidget])
def test_knizia_rows_travel_as_phrases_not_colour_names(cls):
    """The rows' count and tie-break, the reason and what the points count travel as phrases:
    the colours' names are in the phrasebook, not in every row."""
    w = finished(cls, {"players": 4})
    result = w.game.result()
    for seat, _place, _points, tiebreak, detail in w.result["rows"]:
        score = result["scores"][seat]
        assert detail == ["rs.colours", *score["colours"].values(), score["treasures"]]
        assert tiebreak == ["rs.then", *score["weakest_first"][1:]]
    assert spoken_screen(w.result)["rows"][0]["detail"].startswith("black ")
    assert w.result["counts"] == ["rs.weakest"] and isinstance(w.result["reason"], list)
    assert spoken_screen(w.result)["reason"] == result["reason"]


@pytest.mark.parametrize("cls", [BabelWidget, TyrusWidget])
def test_rows_travel_as_values_and_every_words_as_phrases(cls):
    """A row is its values in order, no keys (four rows' keys were a sixth of the message
    that ends a game); Babel's and Tyrus's tie-breaks, reasons and counts are phrases too,
    spoken as the engine says them."""
    w = finished(cls, {})
    result = w.game.result()
    assert all(isinstance(row, list) and isinstance(row[3], list) for row in w.result["rows"])
    assert isinstance(w.result["reason"], list) and isinstance(w.result["counts"], list)
    assert spoken_screen(w.result)["reason"] == result["reason"]
    assert [row["seat"] for row in spoken_screen(w.result)["rows"]] == \
        [s for group in result["ranking"] for s in group]


def test_the_result_is_empty_while_the_game_goes_on():
    w = TyrusWidget(seed=1)
    assert w.result == {}


@pytest.mark.parametrize("name", list(GAMES))
def test_rematch_keeps_seats_and_bots_and_deals_anew(name):
    cls, options = GAMES[name]
    w = finished(cls, options, seed=5, bots={1: "random"})
    old, old_events = w.game, len(w.events)
    w.send_intent({"rematch": True, "at": len(w.history)})
    assert w.error == ""
    assert w.game is not old and not w.game.over
    assert w.game.players == old.players
    assert w.game.origin["new_game"]["seed"] != old.origin["new_game"]["seed"]
    assert {k: v for k, v in w.game.origin["new_game"].items() if k != "seed"} == \
        {k: v for k, v in old.origin["new_game"].items() if k != "seed"}
    assert sorted(w.table.bots) == [1]
    assert w.result == {} and w.cursor == len(w.history) < len(old.history)
    assert len(w.events) < old_events and all(e["at"] <= len(w.history) for e in w.events)


def test_new_game_moves_everyone_round_one_seat():
    w = finished(BabelWidget, {}, seed=5, bots={1: "random"}, seat=0)
    w.send_intent({"newgame": True, "at": len(w.history)})
    assert w.error == ""
    assert w.seat == 1 and sorted(w.table.bots) == [0]
    assert not w.game.over


def test_every_widget_of_the_table_follows_a_rematch():
    game = TyrusWidget.engine_module.new_game(seed=2)
    bot = RandomBot(4)
    while not game.over:
        game.apply(bot.choose(game))
    a, b = TyrusWidget(game, seat=0), None
    b = TyrusWidget(table=a.table, seat=1)
    b.seek(3)
    a.rematch()
    assert b.game is a.game and not b.game.over
    assert b.cursor == len(b.history) and b.result == {}
    assert {**b.view, "marks": None} == {**b.game.view(1), "marks": None}


def test_a_rematch_before_the_end_is_refused_and_changes_nothing():
    w = TigrisCardsWidget(players=3, seed=4)
    w.play(str(w.game.legal_actions()[0]))
    before, n = w.game.to_json(), len(w.history)
    w.send_intent({"rematch": True, "at": n})
    assert "once the game is over" in w.error and "end of the game" in w.error
    assert w.game.to_json() == before
    with pytest.raises(IllegalAction, match="once the game is over"):
        w.new_game()


def test_a_rematch_says_its_position_and_carries_true():
    w = finished(TyrusWidget, {})
    w.send_intent({"rematch": True})
    assert "\"at\"" in w.error
    w.send_intent({"rematch": 1, "at": len(w.history)})
    assert "carries true" in w.error
    assert w.game.over


def test_a_table_of_a_subclass_refuses_to_restart():
    from mesowidgets.referee.tables import RefereeTable
    game = TyrusWidget.engine_module.new_game(seed=2)
    bot = RandomBot(4)
    while not game.over:
        game.apply(bot.choose(game))
    table = RefereeTable(game)
    with pytest.raises(IllegalAction, match="referee"):
        table.restart()


def test_a_tyrus_streak_is_named_as_the_win():
    for seed in range(40):
        game = TyrusWidget.engine_module.new_game(seed=seed)
        bot = RandomBot(seed)
        while not game.over:
            game.apply(bot.choose(game))
        if game.result()["reason"] == "three elections in a row":
            break
    else:
        pytest.skip("no streak in these seeds")
    w = TyrusWidget(game)
    winner = game.seat_name(game.result()["winner"]).capitalize()
    assert w.result["title"] == f"{winner} wins by three elections in a row."


def test_a_win_on_the_tie_break_says_so():
    w = finished(TigrisWidget, {"players": 4, "first": 0}, seed=7, )
    rows = spoken_screen(w.result)["rows"]
    assert rows[0]["points"] == rows[1]["points"] and w.result["winner"] == rows[0]["seat"]
    first, second = (w.seat_names[row["seat"]].capitalize() for row in rows[:2])
    # a phrase (results.TITLES): the title was most of the bytes of a Knizia game's end
    assert w.result["title"] == ["rs.weakest ahead", first, rows[0]["points"], [second]]
    assert spoken_screen(w.result)["title"] == (f"{first} wins with {rows[0]['points']} point"
                                 f"{'' if rows[0]['points'] == 1 else 's'} in the weakest colour, "
                                 f"ahead of {second} on the tie-break.")
