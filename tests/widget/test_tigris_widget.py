"""TigrisWidget, Python side: front-end messages in, synced state out."""
import json

import pytest

from mesogames.tigris import new_game
from mesowidgets import TigrisWidget
from tests.engine.tigris_positions import position
from tests.widget.frontend import legal, send, synced


def referee(game, **kwargs):
    return TigrisWidget(game, seat=None, **kwargs)


def war_game():
    """Archer's black tile on H5 would unite the lion's kingdom (trader, king) and the
    bull's (trader, king): two conflicts; archer is not involved."""
    return position("E5:R F5:lt G5:G F4:lk I5:G J5:G K5:bt L5:R J4:bk J3:R", players=3,
                    archer_hand="K R R B B B", lion_hand="G G G G K R",
                    bull_hand="G K R R B B")


def test_a_turn_by_clicks_a_tile_and_a_leader_then_a_war_through_the_conflict_panel():
    w = referee(war_game())
    assert w.acting == 0 and {"red F6", "priest E6", "black H5", "pass"} <= set(legal(w))
    send(w, {"act": "priest E6"})
    assert w.error == "" and w.view["leaders"]["E6"]["name"] == "priest"
    send(w, {"act": "black H5"})
    d = w.view["decision"]
    assert (d["kind"], d["colours"], d["seat"]) == ("order", ["K", "G"], 0)
    assert legal(w) == ["war black", "war green"] and w.view["junction"] == "H5"
    send(w, {"act": "war green"})
    d = w.view["decision"]
    assert (d["kind"], d["type"], d["attacker"], d["defender"], d["base"], d["leaders"]) == \
        ("conflict", "war", 1, 2, [1, 2], ["F5", "K5"])
    assert w.acting == 1 and legal(w) == [f"commit {n}" for n in range(5)]
    send(w, {"act": "commit 4"})
    assert w.acting == 2 and w.view["table"] == ["G"] * 4
    send(w, {"act": "commit 1"})
    assert w.error == "" and w.view["decision"] is None and w.view["junction"] is None
    texts = [e["text"] for e in w.events]
    assert any(t.startswith("Lion wins the external conflict of the traders 5 to 3") for t in texts)
    assert w.view["scores"][1]["G"] == 3 and "K5" not in w.view["leaders"]
    assert w.view["turn"] == 1, "two actions: lion's turn"


def test_a_revolt_and_the_english_variant_limits_by_messages():
    w = referee(position("F5:R G5:lp H5:K I5:R", options="classic english",
                         archer_hand="R R R", lion_hand="R R R"))
    send(w, {"act": "priest J5"})
    assert w.view["decision"]["type"] == "revolt" and legal(w) == ["commit 0", "commit 1",
                                                                  "commit 2", "commit 3"]
    send(w, {"act": "commit 2"})
    assert legal(w) == ["commit 0", "commit 2"]
    send(w, {"act": "commit 1"})
    assert "rule: English variant" in w.error
    send(w, {"act": "commit 2"})
    assert w.error == "" and w.view["leaders"]["G5"]["seat"] == 1


def test_treasure_monument_and_decline_by_messages():
    w = referee(position("F5:R* G5:R* H5:ak", archer_hand="R R", lion_hand="R"))
    send(w, {"act": "trader G6"})
    d = w.view["decision"]
    assert (d["kind"], d["options"], d["squares"]) == ("treasure", ["F5", "G5"], ["F5", "G5"])
    assert legal(w) == ["keep F5", "keep G5"]
    send(w, {"act": "keep G5"})
    assert w.view["treasures"].count("G5") == 1 and "F5" not in w.view["treasures"]
    assert w.view["treasure_points"][0] == 1
    w = referee(position("F5:R G5:R F6:R E5:lf H5:ap I5:R I4:ak",
                         archer_hand="R R K K G B", lion_hand="B"))
    send(w, {"act": "red G6"})
    opts = w.view["decision"]["options"]
    assert [o["name"] for o in opts] == ["black-red", "red-green", "red-blue"]
    assert opts[0]["squares"] == ["F5", "G5", "F6", "G6"]
    send(w, {"act": "monument red-blue F5"})
    assert w.view["monuments"] == [{"colours": "RB", "name": "red-blue",
                                    "squares": ["F5", "G5", "F6", "G6"]}]
    assert w.view["tiles"]["G6"] == "r" and "E5" not in w.view["leaders"]
    w = referee(position("F5:R G5:R F6:R H5:ap", archer_hand="R", lion_hand="B"))
    send(w, {"act": "red G6"})
    send(w, {"act": "decline"})
    assert w.error == "" and w.view["monuments"] == [] and w.view["tiles"]["G6"] == "R"


def test_expansions_by_messages_building_ziggurat_and_its_point():
    w = referee(position("H3:R H4:at G5:G H5:G", options="classic buildings",
                         archer_hand="G G R", lion_hand="R"))
    send(w, {"act": "green I5"})
    assert w.view["decision"]["kind"] == "building" and w.view["decision"]["options"] == \
        ["G5", "H5", "I5"]
    send(w, {"act": "building green H5"})
    assert w.view["buildings"]["G"] == "H5"
    w = referee(position("K4:R J5:R L5:R K6:R M5:ak", options="classic ziggurat",
                         archer_hand="R K", lion_hand="R"))
    send(w, {"act": "red K5"})
    assert legal(w) == ["ziggurat K5", "decline"]
    send(w, {"act": "ziggurat K5"})
    assert w.view["ziggurat"] == ["K5", "K4", "K6", "J5", "L5"]
    send(w, {"act": "pass"})
    assert w.view["decision"]["kind"] == "bonus" and legal(w) == ["bonus black", "bonus red",
                                                              "bonus green", "bonus blue"]
    send(w, {"act": "bonus green"})
    assert w.view["scores"][0]["G"] == 1 and w.view["turn"] == 1


def test_a_seats_synced_state_never_holds_another_seats_tiles_or_points():
    seen = []
    for lion in ("K K K B B B", "G G G R R R"):
        game = position("F5:R G5:ap", archer_hand="R R G G K B", lion_hand=lion,
                        lion_points="K3 R1 G0 B2 T1")
        archer, lion_w = TigrisWidget.for_seats(game)
        send(archer, {"act": "red H5"})
        send(archer, {"act": "swap black blue"})
        assert archer.error == ""
        seen.append(json.dumps(synced(archer), sort_keys=True))
    assert seen[0] == seen[1]
    view = json.loads(seen[0])["view"]
    assert view["hands"][1] is None and view["scores"][1] is None
    assert view["treasure_points"][1] is None and "bag" not in view
    assert view["scores"][0]["R"] == 1
    lion_view = lion_w.view
    assert lion_view["hands"][0] is None and lion_view["scores"][0] is None
    assert lion_w.history[-1] == {"seat": 0, "name": "swap 2"}, "the discarded tiles stay hidden"


def test_hot_seat_covers_the_tiles_until_the_player_reveals_them():
    w = TigrisWidget(players=3, seed=5, first=0)
    assert w.screen and w.view["hands"] == [None, None, None] and legal(w) == []
    send(w, {"act": "pass"})
    assert "Uncover" in w.error
    send(w, {"reveal": True})
    assert not w.screen and w.view["hands"][0] and w.view["hands"][1] is None
    send(w, {"act": "pass"})
    assert w.error == "" and w.screen and w.view["to_move"] == 1


def test_playing_against_the_bot_and_a_game_that_ends():
    w = TigrisWidget(players=2, seed=9, first=1, bots={1: "random"})
    assert len(w.game.history) >= 1 and w.acting == 0
    for _ in range(10):
        send(w, {"act": legal(w)[-1]})      # pass, or the last answer offered
        assert w.error == "" and legal(w)
    w = TigrisWidget(players=2, seed=4, first=0, bots={0: "random", 1: "random"})
    assert w.game.over and w.view["result"]["ranking"] and legal(w) == []
    assert all(s is not None for s in w.view["scores"]), "every score shown at the end"


@pytest.mark.parametrize("msg", [
    "act", ["act", "red F6"], {}, {"act": 3}, {"act": None}, {"fly": 1},
    {"act": "red F6", "undo": True}, {"seek": -1}, {"seek": "2"}, {"seek": 999},
    {"act": "nonsense"}, {"act": "purple F6"}, {"act": "red Q6"}, {"act": "blue F6"},
    {"act": "king E3"}, {"act": "catastrophe K1"}, {"act": "commit 1"}, {"act": "keep K1"},
    {"act": "swap red red red red"}, {"act": "monument red-blue F5"},
])
def test_malformed_or_illegal_messages_show_an_error_and_change_nothing(msg):
    w = referee(war_game())
    send(w, {"act": "priest E6"})
    before_game, before_sync = w.game.to_json(), synced(w)
    send(w, msg)
    assert w.error, f"{msg!r} was accepted"
    assert w.game.to_json() == before_game
    after = synced(w)
    after.pop("error"), before_sync.pop("error")
    assert after == before_sync


@pytest.mark.parametrize("act, rule", [
    ("blue F6", "rule: placing a civilization tile"),
    ("king E3", "rule: placing a leader"),
    ("catastrophe K1", "rule: catastrophes"),
    ("commit 2", "rule: turn"),
    ("swap red red red", "rule: swapping tiles"),
])
def test_an_illegal_action_names_the_rule(act, rule):
    w = referee(war_game())
    send(w, {"act": act})
    assert rule in w.error, w.error


def test_looking_back_and_taking_back_never_lose_the_game():
    w = referee(war_game())
    for act in ["priest E6", "black H5", "war green", "commit 4"]:
        send(w, {"act": act})
    live = w.game.to_json()
    send(w, {"seek": 1})
    assert w.cursor == 1 and legal(w) == [] and "H5" not in w.view["tiles"]
    send(w, {"act": "commit 0"})
    assert "earlier position" in w.error
    send(w, {"seek": 4})
    assert legal(w) == ["commit 0", "commit 1"] and w.game.to_json() == live
    send(w, {"undo": True})
    assert w.error == "" and w.view["decision"]["added"] == [None, None]


def test_a_lesson_steps_through_actions_with_words():
    w = TigrisWidget(war_game(), seat=None, intro="Two kingdoms about to meet.",
                     lesson=[("black H5", "The settlement unites them."),
                             ("war green", "Archer chooses the traders first.")])
    send(w, {"next": True})
    assert w.lesson["text"] == "The settlement unites them." and w.view["junction"] == "H5"
    send(w, {"next": True})
    assert w.view["decision"]["kind"] == "conflict"


def test_repr_is_deterministic_and_svg_shows_only_the_seats_view():
    archer, lion = TigrisWidget.for_seats(new_game(players=2, seed=3, first=0))
    assert repr(archer) == ("TigrisWidget(seat archer, <TigrisGame 2 players, 0 actions, "
                            "archer to move>)")
    svg = lion._repr_svg_()
    assert svg.startswith("<svg") and svg == lion._repr_svg_()
    assert "archer 6 tiles" in svg and 'aria-label="K1: red temple with a treasure"' in svg


def test_the_events_sent_as_phrases_say_no_more_than_the_seat_reads():
    """Each seat's front end is sent its own log's phrases: spoken, they are the texts the
    seat reads (another seat's draw: how many tiles, never which)."""
    from mesogames.core import RandomBot
    from mesowidgets.protocol import spoken_events
    widgets = TigrisWidget.for_seats(seed=5)
    bot, game = RandomBot(5), widgets[0].game
    for _ in range(40):
        widgets[game.to_move].play(str(bot.choose(game)))
    for w in widgets:
        sent = w.get_state("events")["events"]
        assert spoken_events(sent) == w.events
        theirs = [e for e in w.events if e["kind"] == "draw" and e["say"][1] != w.seat_names[
            w.seat].capitalize()]
        assert theirs and all(e["say"][0] == "draws" and ":" not in e["text"] for e in theirs)
        assert all(isinstance(e, list) and isinstance(e[2], list)
                   for e in sent if e[0] == "draw")
