"""What happened, on the board: the view's `marks` (mesowidgets/marks.py), computed from
public information only, for the front end to draw: a moved piece's square of origin and
arrival, the leaders about to fight, the hint's piece and place, and another seat's long
turn step by step; Tyrus's status names the tile of three and the building counted."""
from mesowidgets import BabelWidget, TigrisWidget, TyrusWidget
from mesowidgets.puzzles.tigris import P1, P6
from tests.widget.frontend import send
from tests.widget.test_bot_thinking import run, until


def test_a_moved_leader_marks_the_square_it_left_and_the_one_it_reached():
    w = TigrisWidget.from_diagram(P1, seat=0, seed=0)
    send(w, {"act": "trader J2"})        # the archer's trader from K5 to J2
    assert w.error == ""
    assert w.view["marks"]["from"] == "K5" and w.view["marks"]["to"] == "J2"
    send(w, {"act": "red I4"})
    assert "from" not in w.view.get("marks", {}), "a tile placed moves nothing"
    send(w, {"seek": 1})
    assert (w.view["marks"]["from"], w.view["marks"]["to"]) == ("K5", "J2"), \
        "looking back shows that position's move"


def test_the_leaders_about_to_fight_a_revolt_are_marked_until_it_is_decided():
    w = TigrisWidget.from_diagram(P6, seat=None, seed=0)
    send(w, {"act": "priest J5"})
    decision = w.view["decision"]
    assert decision["kind"] == "conflict"
    assert sorted(w.view["marks"]["fight"]) == sorted(decision["leaders"]) == ["G5", "J5"]
    send(w, {"act": "commit 1"})
    send(w, {"act": "commit 2"})
    assert "fight" not in w.view.get("marks", {})


def test_the_leaders_about_to_fight_a_war_are_marked():
    w = TigrisWidget.from_diagram(P1, seat=1, seed=0)
    w.table.act("green J5")
    w.table.act("black H5")                 # unites the two traders' kingdoms
    assert w.view["decision"]["type"] == "war"
    assert sorted(w.view["marks"]["fight"]) == ["F5", "K5"], "seen from the defender's seat"


def test_a_hint_marks_its_piece_and_place_for_the_seat_that_asked_only():
    w = TigrisWidget.from_diagram(P6, seat=0, seed=0, bots={1: "random"})
    found = w.hint(seconds=0.05)
    hint = w.view["marks"]["hint"]
    assert hint["name"] == found["name"]
    described = w.game.read_action(found["name"]).describe()
    assert hint.get("place") == described.get("place") and hint["kind"] == described["kind"]
    send(w, {"act": found["name"]})
    assert "hint" not in w.view.get("marks", {})


def test_a_bots_long_turn_is_listed_step_by_step_then_whole():
    w = BabelWidget(seed=3, seat=0, bots={1: "random"}, first=0)
    shown = []
    w.observe(lambda change: shown.append(change["new"].get("marks", {}).get("turn")), "view")

    async def main():
        w.table.background = True            # as in a kernel: the bot's moves land one by one
        while not any(h["seat"] == 1 for h in w.history):   # our turn, then the bot's
            send(w, {"act": w.legal_actions()[-1]})          # ends the turn once allowed
            assert w.error == ""
            await until(lambda: w.thinking is None)
    run(main())
    turn = w.view["marks"]["turn"]
    bot_actions = [h for h in w.history if h["seat"] == 1]
    assert turn["seat"] == 1 and turn["done"] is True
    steps = w.history[turn["first"] - 1:turn["last"]]
    assert steps == bot_actions and len(steps) >= 2
    progress = [(t["last"] - t["first"] + 1, t["done"]) for t in shown if t]
    assert progress == [(n, False) for n in range(2, len(bot_actions))] + [
        (len(bot_actions), True)], "each step of the bot's turn was shown as it came"
    said = {e["at"] for e in w.events if e["kind"] != "turn"}
    assert all(at in said for at in range(turn["first"], turn["last"] + 1)), \
        "each step says what it did (its events, which the front end holds)"
    send(w, {"seek": len(w.history) - 1})           # one step before the end of its turn
    partial = w.view["marks"]["turn"]
    assert partial["done"] is False and partial["last"] == turn["last"] - 1
    assert partial["first"] == turn["first"]


def test_tyrus_status_says_which_tile_of_three_and_which_building_counts():
    w = TyrusWidget(seed=1, seat=None, first=0)
    assert w.view["decision"]["ask"] == ("place your 1st tile of 3; election 1 (general) "
                                         "counts the citadels")
    send(w, {"act": w.legal_actions()[0]})
    send(w, {"act": w.legal_actions()[0]})
    d = w.view["decision"]
    assert (d["tile"], d["of"], d["building"], d["seat"]) == (2, 3, "citadel", 0)
    assert "2nd tile of 3" in d["ask"]
