"""A game's review (mesowidgets/review.py, mesogames/bots/review.py): each decision's win
chance from the deciding seat's information, the better move and the marks; who may ask;
what each seat's widget is shown; saved with the game and never searched twice."""
import asyncio
import json

import pytest

from mesogames import tyrus
from mesogames.bots import SeatInfo, make_bot
from mesogames.bots import review as engine_review
from mesogames.bots.greedy import ranked
from mesogames.core import IllegalAction, InvalidSave, Rng
from mesowidgets import TigrisWidget, TyrusWidget
from mesowidgets.table import Table
from tests.widget.test_bot_thinking import run, until

#: Decisions where the finished game's seats play the action that looks worst one ply ahead.
BAD = (9, 21, 33)


@pytest.fixture(autouse=True)
def shallow(monkeypatch):
    """A shallow review keeps the tests quick (the depth does not change the rules)."""
    monkeypatch.setattr(engine_review, "ITERATIONS", 16)


def finished_tyrus():
    """A seeded Tyrus game played to its end by easy bots, with three bad decisions."""
    game, easy = tyrus.new_game(seed=0), make_bot("easy", 0)
    while not game.over:
        info = SeatInfo(game, game.to_move)
        if game.actions_taken in BAD:
            game.apply(ranked(info.sample(Rng(1)), info.seat, info.legal)[-1][1])
        else:
            game.apply(easy.choose(info))
    return game


def test_a_finished_game_is_reviewed_decision_by_decision_with_its_bad_moves_marked():
    game = finished_tyrus()
    w = TyrusWidget(game, seat=0)
    review = w.review()
    points = review["points"]
    assert [p["at"] for p in points] == list(range(game.actions_taken))
    assert [p["seat"] for p in points] == [h["seat"] for h in game.history_for(None)]
    for p in points:
        for value in (p["value"], p["best_value"]):
            assert value is None or 0.0 <= value <= 1.0
        if p["value"] is not None:
            assert p["drop"] == pytest.approx(max(0.0, p["best_value"] - p["value"]), abs=1e-3)
            assert p["mark"] == engine_review.mark(p["drop"])
    blunder = points[21]
    assert blunder["mark"] == "blunder" and blunder["drop"] >= engine_review.BLUNDER
    assert blunder["best"] != game.history_for(None)[21]["notation"]
    assert review["thresholds"] == {"inaccuracy": 0.10, "mistake": 0.20, "blunder": 0.30}
    assert w.reviewed["points"] == points           # synced to the widget as well


def test_after_the_game_another_seats_moves_are_shown_as_the_record_shows_them():
    game = finished_tyrus()
    table = Table(game)
    mine, theirs = TyrusWidget(table=table, seat=0), TyrusWidget(table=table, seat=1)
    mine.review()
    theirs.review()
    record = game.history_for(0)
    for p in mine.reviewed["points"]:
        assert p["played"] == record[p["at"]]["notation"]
        if p["seat"] == 1:          # Tyrus hides where another seat builds: "? beige temple"
            assert p["played"].startswith("? ") and p["best"].startswith("? ")
    own = [p for p in theirs.reviewed["points"] if p["seat"] == 1]
    assert own and not any(p["played"].startswith("? ") for p in own)


def test_during_the_game_a_seat_reviews_its_own_decisions_only():
    w = TigrisWidget(players=2, seed=3, bots={1: "random"}, seat=0)
    for _ in range(4):
        w.play(w.legal_actions()[0])
    before = engine_review.searched
    review = w.review()
    seats = [h["seat"] for h in w.game.history_for(None)]
    assert [p["at"] for p in review["points"]] == [i for i, s in enumerate(seats) if s == 0]
    assert 1 in seats and engine_review.searched > before
    synced = json.dumps(w.reviewed)
    assert all(p["seat"] == 0 for p in w.reviewed["points"]) and '"seat": 1' not in synced


@pytest.mark.parametrize("who", ["spectator", None])
def test_during_the_game_a_review_from_other_eyes_is_refused(who):
    w = TigrisWidget(players=2, seed=3, bots={1: "random"}, seat=0)
    w.play(w.legal_actions()[0])
    other = TigrisWidget(table=w.table, seat=who)
    saved = w.save()
    with pytest.raises(IllegalAction, match="one player's own decisions") as refused:
        other.review()
    assert refused.value.rule == "review"
    assert other.reviewed == {} and w.table.reviews == {} and w.save() == saved


def test_where_hints_are_off_the_review_is_off_until_the_end():
    w = TigrisWidget(players=2, seed=3, seat=0)           # two people: hints are off
    w.table.act(str(w.game.legal_actions()[0]))
    with pytest.raises(IllegalAction, match="Hints are off") as refused:
        w.review()
    assert refused.value.rule == "review" and w.reviewed == {}
    # the intent from the page is refused the same way, naming the rule
    w._on_intent(w, {"review": True})
    assert "rule: review" in w.error


def test_the_review_is_saved_with_the_game_and_not_searched_again():
    game = finished_tyrus()
    w = TyrusWidget(game, seat=0)
    review = w.review()
    text = w.save()
    searched = engine_review.searched
    again = TyrusWidget.load(text, seat=1)
    assert again.review()["points"] == TyrusWidget(game, seat=1).__class__.load(
        text, seat=1).review()["points"]
    assert engine_review.searched == searched           # nothing searched on reload
    assert [p["value"] for p in again.reviewed["points"]] == [p["value"] for p in
                                                              review["points"]]


def test_a_save_without_a_review_stays_as_it_was_and_a_forged_review_is_refused():
    game = finished_tyrus()
    text = TyrusWidget(game, seat=0).save()
    assert "review" not in json.loads(text)             # saves before reviews load as before
    TyrusWidget.load(text)
    data = json.loads(text)
    data["review"] = [{"at": 0, "seat": 1, "played": "x", "public": "x", "value": 2,
                       "best": "x", "best_public": "x", "best_value": 0.5, "drop": 0,
                       "mark": ""}]
    with pytest.raises(InvalidSave, match="review entry"):
        TyrusWidget.load(json.dumps(data))


def test_a_background_review_shows_its_progress_and_lands_on_the_event_loop():
    async def main():
        game = finished_tyrus()
        w = TyrusWidget(game, seat=0)
        assert w.review(wait=False) is None                 # as in a kernel
        seen = dict(w.reviewed)
        assert seen["computing"] and seen["total"] == game.actions_taken
        await until(lambda: not w.reviewed.get("computing", True), 60)
        assert len(w.reviewed["points"]) == game.actions_taken
        assert w.table.reviewing is None
        await asyncio.sleep(0)
    run(main())


def test_a_seats_review_under_way_shows_nothing_on_another_seats_widget():
    async def main():
        game = tyrus.new_game(seed=0)
        table = Table(game, hints=True)                     # two people, hints allowed
        mine, theirs = TyrusWidget(table=table, seat=0), TyrusWidget(table=table, seat=1)
        while game.actions_taken < 5:
            table.act(str(game.legal_actions()[0]))
        theirs.review()
        while game.to_move != 1:
            table.act(str(game.legal_actions()[0]))
        table.act(str(game.legal_actions()[0]))             # seat 1 decides once more
        assert theirs.reviewed["computing"] is False        # shown as asked, not stuck
        shown = json.dumps(theirs.reviewed)
        assert mine.review(wait=False) is None
        own = [h["seat"] for h in game.history_for(None)].count(0)
        assert mine.reviewed["computing"] and mine.reviewed["total"] == own
        assert json.dumps(theirs.reviewed) == shown         # nothing of seat 0's search
        await until(lambda: not mine.reviewed.get("computing", True), 60)
        assert {p["seat"] for p in mine.reviewed["points"]} == {0}
        # then what seat 1 asked for and was not computed (its newest decision) is
        await until(lambda: not theirs.reviewed.get("computing", True), 60)
        assert {p["seat"] for p in theirs.reviewed["points"]} == {1}
        assert len(theirs.reviewed["points"]) == len(json.loads(shown)["points"]) + 1
    run(main())


def test_the_result_screens_review_button_asks_for_the_review_through_the_front_door():
    from tests.widget.frontend import deliver
    game = finished_tyrus()
    w = TyrusWidget(game, seat="spectator")                 # anyone, once the game is over
    deliver(w, {"method": "custom", "content": {"review": True}})
    assert w.error == ""
    assert [p["at"] for p in w.reviewed["points"]] == list(range(game.actions_taken))
    assert all(p["played"] == h["notation"] for p, h in
               zip(w.reviewed["points"], game.history_for("public"), strict=True))


def test_a_marked_decision_puts_the_move_played_and_the_better_one_on_the_board():
    game = finished_tyrus()
    table = Table(game)
    mine, theirs = TyrusWidget(table=table, seat=0), TyrusWidget(table=table, seat=1)
    theirs.seek(21)
    assert "review" not in theirs.view.get("marks", {})       # until the review is asked
    mine.review()
    theirs.review()
    entry = table.reviews[21]                                  # seat 1's blunder
    assert entry["seat"] == 1 and entry["mark"] == "blunder"
    theirs.seek(21)
    own = theirs.view["marks"]["review"]
    played, best = (game.read_action(entry[k]).describe() for k in ("played", "best"))
    assert own == {
        "played": {"name": entry["played"], "value": entry["value"], "kind": "place",
                   "place": played["place"], "piece": played["piece"]},
        "better": {"name": entry["best"], "value": entry["best_value"], "kind": "place",
                   "place": best["place"], "piece": best["piece"]}}
    # seat 0 reads seat 1's moves as the record shows them: the buildings, not the tiles
    mine.seek(21)
    assert mine.view["marks"]["review"] == {
        "played": {"name": entry["public"], "value": entry["value"], "place": played["place"]},
        "better": {"name": entry["best_public"], "value": entry["best_value"],
                   "place": best["place"]}}
    unmarked = next(p["at"] for p in mine.reviewed["points"] if not p["mark"])
    mine.seek(unmarked)
    assert "review" not in mine.view.get("marks", {})
