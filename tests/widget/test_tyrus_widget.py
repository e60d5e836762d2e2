"""TyrusWidget, Python side: front-end messages in, synced state out."""
import json

import pytest

from mesogames.tyrus import from_diagram, new_game
from mesowidgets import TyrusWidget
from tests.widget.frontend import legal, send, synced


def test_one_widget_per_seat_all_update_together():
    beige, brown = TyrusWidget.for_seats(seed=3, first="beige")
    assert beige.acting == 0 and brown.acting is None and legal(brown) == []
    send(beige, {"act": legal(beige)[0]})
    assert beige.error == ""
    assert beige.acting is None and brown.acting == 1
    assert len(beige.history) == len(brown.history) == 1
    assert brown.history[0]["name"].startswith("? ")
    assert beige.history[0]["name"] == beige.game.history[0]


def test_a_seat_may_not_act_out_of_turn():
    beige, brown = TyrusWidget.for_seats(seed=3, first="beige")
    before = beige.game.to_json()
    send(brown, {"act": "S1 brown citadel"})
    assert "beige's turn" in brown.error and "turn order" in brown.error
    assert beige.game.to_json() == before


def test_a_seats_synced_state_does_not_depend_on_the_opponents_secrets():
    base = "election: 1 S\nfirst: beige\nbeige hand: S1 S2 S3 M4 M5 M6 P7 P8 P9\n"
    a = from_diagram(base + "brown hand: S1 S2 S3 M4 M5 M6 P7 P8 P9\nbrown supply: "
                     "S10 M10 P10", seed=2)
    b = from_diagram(base + "brown hand: S10 S2 S3 M4 M5 M6 P7 P8 P10\nbrown supply: "
                     "P9 M10 S1", seed=2)    # the same tiles, hand and supply swapped
    wa = TyrusWidget.for_seats(a)[0]
    wb = TyrusWidget.for_seats(b)[0]
    for w in (wa, wb):
        send(w, {"act": "S1 beige citadel"})
        w.table.act("M4 beige citadel")   # brown's answer, placed the same in both games
    assert json.dumps(synced(wa), sort_keys=True) == json.dumps(synced(wb), sort_keys=True)
    assert wa.view["buildings"][0]["citadel"][1] == [None, 1]    # [tile, by]: PAIRED
    assert wa.view["hands"][1] is None and "supply" not in wa.view


def test_hot_seat_covers_the_hand_until_the_player_reveals_it():
    w = TyrusWidget(seed=5, first="beige")
    assert w.screen and w.view["hands"] == [None, None] and legal(w) == []
    send(w, {"act": "S1 beige citadel"})
    assert "Uncover" in w.error
    send(w, {"reveal": True})
    assert not w.screen and w.view["hands"][0] and w.view["hands"][1] is None
    send(w, {"act": legal(w)[0]})
    assert w.error == "" and w.screen and w.view["hands"] == [None, None]
    assert w.events[-1]["text"].startswith("Beige places a tile face down")


def test_playing_against_the_bot_to_the_end_by_messages():
    w = TyrusWidget(seed=9, first="brown", bots={1: "random"})
    assert len(w.game.history) == 1           # the bot opened the first election
    assert not w.screen and w.acting == 0
    while not w.game.over:
        send(w, {"act": legal(w)[-1]})
        assert w.error == ""
    assert w.view["over"] and w.view["result"]["ranking"]
    assert legal(w) == [] and w.acting is None


@pytest.mark.parametrize("msg", [
    "act", ["act", "S1 beige citadel"], {}, {"act": 3}, {"act": None}, {"fly": 1},
    {"act": "S1 beige citadel", "undo": True}, {"seek": -1}, {"seek": "2"}, {"seek": 999},
    {"seek": True}, {"act": "S11 beige citadel"}, {"act": "nonsense"},
])
def test_malformed_or_illegal_messages_show_an_error_and_change_nothing(msg):
    w = TyrusWidget(seed=4, first="beige", seat=None)
    send(w, {"act": legal(w)[0]})
    before_game, before_sync = w.game.to_json(), synced(w)
    send(w, msg)
    assert w.error, f"{msg!r} was accepted"
    assert w.game.to_json() == before_game
    after = synced(w)
    after.pop("error"), before_sync.pop("error")
    assert after == before_sync


def test_an_illegal_action_names_the_rule():
    w = TyrusWidget(seed=4, first="beige", seat=None)
    missing = next(t for t in ["S1", "S2", "S3", "S4", "S5", "S6"]
                   if t not in w.game.state["hands"][0])
    send(w, {"act": f"{missing} beige citadel"})
    assert "rule: placing tiles" in w.error and missing in w.error


def test_looking_back_never_changes_the_game():
    w = TyrusWidget(seed=6, first="beige", seat=None)
    for _ in range(7):     # past the first count: election 2 has begun
        send(w, {"act": legal(w)[0]})
    live = w.game.to_json()
    send(w, {"seek": 2})
    assert w.cursor == 2 and legal(w) == [] and w.view["election"] == 1
    assert w.view["placed"] == 2
    send(w, {"act": "S1 beige citadel"})
    assert "earlier position" in w.error
    send(w, {"seek": 7})
    assert w.cursor == 7 and legal(w) and w.view["election"] == 2
    assert w.game.to_json() == live


def test_take_back_restores_the_position_and_the_bots_answer_with_it():
    w = TyrusWidget(seed=2, first="beige", bots={1: "random"})
    start = w.game.to_json()
    send(w, {"act": legal(w)[3]})
    assert len(w.game.history) == 2
    send(w, {"undo": True})
    assert w.error == "" and w.game.to_json() == start
    send(w, {"undo": True})
    assert "no action of a player" in w.error


def test_seat_widgets_without_undo_refuse_it():
    beige, _ = TyrusWidget.for_seats(seed=3, first="beige")
    send(beige, {"act": legal(beige)[0]})
    send(beige, {"undo": True})
    assert "switched off" in beige.error and len(beige.game.history) == 1


def test_a_lesson_steps_through_actions_with_words():
    game = new_game(seed=1, first="beige")
    moves = [str(a) for a in game.legal_actions()[:2]]
    w = TyrusWidget(game, seat=None, intro="Two tiles are placed.",
                    lesson=[(moves[0], "Beige places first."), (None, "Now brown thinks."),
                            ("S1 beige temple", "never reached")])
    assert w.lesson == {"step": 0, "steps": 3, "text": "Two tiles are placed.", "next": moves[0],
                        "ask": "", "found": False, "marks": [], "exploring": False,
                        "html": "<p>Two tiles are placed.</p>", "ask_html": "", "note": ""}
    send(w, {"next": True})
    assert w.lesson["text"] == "Beige places first." and w.game.history == [moves[0]]
    send(w, {"next": True})
    assert w.lesson["step"] == 2 and len(w.game.history) == 1
    send(w, {"next": True})
    assert w.error and w.lesson["step"] == 2    # brown holds no S1 in beige's name


def test_repr_is_deterministic_and_svg_shows_only_the_seats_view():
    beige, brown = TyrusWidget.for_seats(seed=3, first="beige")
    assert repr(beige) == ("TyrusWidget(seat beige, <TyrusGame 2 players, 0 actions, "
                           "beige to move>)")
    svg = brown._repr_svg_()
    assert svg.startswith("<svg") and "brown&#x27;s hand" not in svg
    assert svg.count("(yours)") == 1 and svg == brown._repr_svg_()
    for tile in beige.view["hands"][0]:
        assert f">{tile[1:]}</text>" in beige._repr_svg_()


def test_svg_draws_the_tiles_laid_in_the_buildings():
    """A widget's view holds a building's tiles as [tile, by] (protocol.PAIRED); its picture
    draws them as the engine's does from {"tile", "by"}."""
    beige, brown = TyrusWidget.for_seats(seed=3, first="beige")
    for _ in range(4):
        w = (beige, brown)[beige.game.to_move]
        w.play(str(w.game.legal_actions()[0]))
    assert beige._repr_svg_() == beige.spec.svg(beige.game.view(0))


def test_a_count_is_said_once_by_its_events_not_again_in_the_view():
    """The count's lines travel as its "count" events only: the synced view's last count
    is its values (election, corporation, winner, each side's seat and tiles: no keys, no
    lines), which the engine's view holds as a record."""
    from mesogames.core import RandomBot
    widget = TyrusWidget(bots={0: "random", 1: "random"}, seed=3)
    game, bot = widget.game, RandomBot(3)
    while not game.over and game.state["counts"] == []:
        widget.play(str(bot.choose(game)))
    shown, record = widget.view["last_count"], game.view(0)["last_count"]
    assert shown == [record["election"], record["corporation"], record["winner"],
                     [[side["seat"], side["votes"], side["counters"], side["guards"]]
                      for side in record["sides"]]]
    lines = game.view(None)["last_count"]["lines"]
    assert [e["text"] for e in widget.events if e["kind"] == "count"][-2:] == lines


def test_the_discards_stay_in_pythons_view_and_do_not_travel():
    """The board draws no discard (the tiles of past elections), which the view keeps
    sorted, so that a count resent it whole: Python's view keeps it, the front end's not."""
    from mesogames.core import RandomBot
    beige, brown = TyrusWidget.for_seats(seed=3, first="beige")
    bot = RandomBot(3)
    while not any(beige.view["discard"]):
        (beige, brown)[beige.game.to_move].play(str(bot.choose(beige.game)))
    assert "discard" not in beige.get_state(["view"])["view"]
    assert beige.view["discard"] == beige.game.view(0)["discard"]
