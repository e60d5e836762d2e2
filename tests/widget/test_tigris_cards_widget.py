"""TigrisCardsWidget, Python side: front-end messages in, synced state out."""
import json

import pytest

from mesogames.tigris_cards import from_diagram, new_game
from mesowidgets.tigris_cards import TigrisCardsWidget
from tests.widget.frontend import legal, send, synced

#: Archer adds a red card (the king's point), then links columns 3 and 4: a war of kings.
WAR = """
players: archer lion
turn: archer, actions 0
0: T T T@ak T@lk T T T T
1: . . R G . . . .
2: . . G K . . . .
3: . . B R . . . .
archer hand: G G R R B K K B
lion hand: R R R G G B B K
"""

#: The rulebook's green war: the link starts a red and a green war, pot orders them.
GREEN_WAR = """
players: archer lion bull pot
turn: pot, actions 0
0: T@lt T@ap R@bt T T T T T
links: 1|2 G
1: G        G        G@pp      .  .  .  .  .
2: B        R        R         .  .  .  .  .
3: K        R        K         .  .  .  .  .
pot hand: G R
lion hand: G G K
bull hand: G G G G B
archer hand: R
bull pile: T
"""

#: The rulebook's ship: bull lines up four blue cards under archer's king.
SHIP = """
players: archer lion bull pot
turn: bull, actions 0
0: T T T T T@ak T T T
1: . . . . B . . .
2: . . . . B . . .
3: . . . . B . . .
bull hand: B G
archer hand: K K K R B
lion hand: B B
"""

#: The rulebook's treasure: lion's black link joins two treasures under its trader.
TREASURE = """
players: archer lion bull pot
turn: lion, actions 0
0: T T T T@lt T T T T
1: . . . K G . . .
2: . . . B G . . .
3: . . . K R . . .
lion hand: K R
"""




def referee(diagram, **kwargs):
    return TigrisCardsWidget.from_diagram(diagram, **kwargs)


def test_a_turn_by_clicks_a_point_a_link_and_a_war_through_the_conflict_panel():
    w = referee(WAR)
    assert w.acting == 0 and {"red 3", "green 3|4", "king 4.1", "pass"} <= set(legal(w))
    send(w, {"act": "red 3"})
    assert w.error == "" and w.view["decision"]["kind"] == "bank"
    assert legal(w) == ["bank red", "decline"]
    send(w, {"act": "bank red"})
    assert w.view["piles"][0] == {"size": 1, "top": "R", "cards": ["R"], "weakest": 0}  # referee
    assert "green 3|4" in legal(w)
    send(w, {"act": "green 3|4"})
    d = w.view["decision"]
    assert (d["kind"], d["type"], d["colour"], d["attacker"], d["defender"], d["base"]) == \
        ("conflict", "war", "K", 0, 1, [0, 1])
    assert legal(w) == ["commit 0", "commit 1", "commit 2"] and w.acting == 0
    send(w, {"act": "commit 2"})
    assert w.view["decision"]["added"] == [2, None] and w.acting == 1
    assert legal(w) == ["commit 0", "commit 1"]
    send(w, {"act": "commit 0"})
    assert w.error == "" and w.view["decision"] is None
    texts = [e["text"] for e in w.events]
    assert "Archer wins the war 2 to 1; Lion's king returns to its owner." in texts
    assert w.view["gaps"][2] == {"card": "G", "down": False, "leader": None}
    assert w.view["turn"] == 1 and w.acting == 1
    assert w.game.state["piles"][0] == ["R", "K", "K"]
    assert [h["name"] for h in w.history] == ["red 3", "bank red", "green 3|4", "commit 2",
                                                  "commit 0"]


def test_the_other_seat_reads_the_link_as_face_down_until_the_wars_end():
    archer, lion = TigrisCardsWidget.for_seats(from_diagram(WAR))
    send(archer, {"act": "red 3"})
    send(archer, {"act": "bank red"})
    send(archer, {"act": "green 3|4"})
    assert archer.view["gaps"][2]["card"] == "G"
    assert lion.view["gaps"][2] == {"card": None, "down": True, "leader": None}
    assert lion.history[-1] == {"seat": 0, "name": "? 3|4", "place": "3|4"}
    assert "green" not in lion.events[-2]["text"]          # the link event, as lion reads it
    assert lion.view["decision"]["base"] == [0, 1]      # both see the strengths
    assert legal(lion) == [] and legal(archer) == ["commit 0", "commit 1", "commit 2"]
    send(lion, {"act": "commit 0"})
    assert "archer's turn" in lion.error and "turn order" in lion.error
    send(archer, {"act": "commit 1"})
    assert lion.acting == 1 and legal(lion) == ["commit 0", "commit 1"]
    send(lion, {"act": "commit 1"})
    assert lion.error == "" and lion.view["gaps"][2]["card"] == "G"
    assert any("Lion wins the war 2 to 1" in e["text"] for e in lion.events)


def test_ordering_wars_then_both_conflicts_by_messages():
    w = referee(GREEN_WAR)
    send(w, {"act": "green 2|3"})
    assert w.view["decision"]["kind"] == "order" and legal(w) == ["war red", "war green"]
    send(w, {"act": "war green"})
    d = w.view["decision"]
    assert (d["attacker"], d["defender"], d["base"]) == (1, 2, [3, 1])
    send(w, {"act": "commit 2"})
    send(w, {"act": "commit 4"})
    assert any("Bull wins the war 5 to 5 (a tie goes to the defender)" in e["text"]
               for e in w.events)
    d = w.view["decision"]
    assert (d["colour"], d["attacker"], d["defender"]) == ("R", 3, 0)
    send(w, {"act": "commit 1"})
    send(w, {"act": "commit 1"})
    assert w.error == "" and w.view["gaps"][1]["card"] == "G" and not w.view["gaps"][1]["down"]


def test_building_a_ship_and_declining_points_by_messages():
    w = referee(SHIP)
    send(w, {"act": "blue 5"})
    assert w.acting == 0 and legal(w) == ["bank blue", "decline"]   # archer's king scores
    send(w, {"act": "decline"})
    assert w.acting == 2 and w.view["decision"]["kind"] == "ship"
    assert legal(w) == ["ship blue-black", "ship blue-green", "ship blue-red", "decline"]
    send(w, {"act": "ship blue-black"})
    assert [c["card"] for c in w.view["columns"][4]] == ["T", "SK"]
    assert w.view["ships"] == ["SG", "SR"] and w.view["piles"][0]["size"] == 0


def test_keeping_one_treasure_by_messages():
    w = referee(TREASURE)
    send(w, {"act": "black 4|5"})
    assert w.view["decision"]["kind"] == "treasure" and legal(w) == ["keep 4", "keep 5", "decline"]
    send(w, {"act": "keep 4"})
    assert w.view["columns"][4][0]["card"] == "R" and w.view["piles"][1]["top"] == "T"


def test_passing_ends_the_turn_and_refills_the_hand():
    w = referee(WAR)
    send(w, {"act": "king 1.0"})
    send(w, {"act": "pass"})
    assert w.error == "" and w.view["turn"] == 1 and w.view["hand_sizes"] == [8, 8]


# Lion's hand differs between the two games (its cards swapped with the 30 set aside), and
# everything public is the same: archer's widget must not change at all.
SECRET = """
players: archer lion
turn: archer, actions 0
0: T T T T T T T T
1: . . . . K K . .
2: . . . . R R . .
3: . . . . B B . .
archer hand: K R G B K R G B
lion hand: {lion}
removed: {removed} K K K K K K K K K K K B B B B B B B B B B B
deck: K R G B K R G B K R G B K R G B K R G B K R G B
"""


def test_a_seats_synced_state_does_not_depend_on_another_seats_hand():
    a = from_diagram(SECRET.format(lion="G K K K B B B R", removed="G R R R R G G G"))
    b = from_diagram(SECRET.format(lion="G R R R R G G G", removed="G K K K B B B R"))
    assert a.state["hands"][1] != b.state["hands"][1]
    seen = []
    for game in (a, b):
        archer, lion = TigrisCardsWidget.for_seats(game)
        for act in ["king 1.0", "red 1", "bank red"]:
            send(archer, {"act": act})
            assert archer.error == ""
        for act in ["green 5|6", "pass"]:
            send(lion, {"act": act})
            assert lion.error == ""
        seen.append(json.dumps(synced(archer), sort_keys=True))
    assert seen[0] == seen[1]
    view = json.loads(seen[0])["view"]
    assert view["hands"][1] is None and "deck" not in view and "removed" not in view
    assert view["piles"][0]["cards"] is None          # piles are hidden, even from the owner
    assert view["piles"][0]["top"] == "R" and view["gaps"][4]["card"] == "G"


def test_hot_seat_covers_the_hand_until_the_player_reveals_it():
    w = TigrisCardsWidget(players=3, seed=5, first=0)
    assert w.screen and w.view["hands"] == [None, None, None] and legal(w) == []
    send(w, {"act": "pass"})
    assert "Uncover" in w.error
    send(w, {"reveal": True})
    assert not w.screen and w.view["hands"][0] and w.view["hands"][1] is None
    send(w, {"act": "pass"})
    assert w.error == "" and w.screen and w.view["hands"] == [None, None, None]
    assert w.view["to_move"] == 1 and w.events[-1]["text"] == "Lion's turn."


def test_playing_against_the_bot_by_messages():
    w = TigrisCardsWidget(players=2, seed=9, first=1, bots={1: "random"})
    assert len(w.game.history) >= 1 and not w.screen and w.acting == 0
    turns = w.view["turn"], w.game.state["turns"]
    for _ in range(40):
        send(w, {"act": legal(w)[0]})
        assert w.error == "" and w.acting == 0 and legal(w)
    assert w.game.state["turns"] > turns[1]             # the bot answered whole turns
    assert w.view["hands"][1] is None and len(w.view["hands"][0]) == w.view["hand_sizes"][0]


def test_a_random_game_ends_through_the_widget():
    w = TigrisCardsWidget(players=2, seed=4, first=0, bots={0: "random", 1: "random"})
    assert w.game.over and w.view["over"] and w.view["result"]["ranking"]
    assert all(p["cards"] is not None for p in w.view["piles"])    # every pile shown at the end
    assert legal(w) == [] and w.acting is None


@pytest.mark.parametrize("msg", [
    "act", ["act", "red 3"], {}, {"act": 3}, {"act": None}, {"fly": 1},
    {"act": "red 3", "undo": True}, {"seek": -1}, {"seek": "2"}, {"seek": 999},
    {"seek": True}, {"act": "nonsense"}, {"act": "purple 3"}, {"act": "red 9"},
    {"act": "green 1|2"}, {"act": "king 3.7"}, {"act": "catastrophe 3.0"},
    {"act": "commit 1"}, {"act": "bank red"}, {"act": "keep 3"},
])
def test_malformed_or_illegal_messages_show_an_error_and_change_nothing(msg):
    w = referee(WAR)
    send(w, {"act": "king 1.0"})
    before_game, before_sync = w.game.to_json(), synced(w)
    send(w, msg)
    assert w.error, f"{msg!r} was accepted"
    assert w.game.to_json() == before_game
    after = synced(w)
    after.pop("error"), before_sync.pop("error")
    assert after == before_sync


@pytest.mark.parametrize("act, rule", [
    ("green 1|2", "rule: placing cards"),        # columns 1 and 2 hold no cards
    ("king 3.0", "rule: placing leaders"),       # archer's king stands there already
    ("catastrophe 3.0", "rule: catastrophe"),    # never on a treasure
    ("commit 2", "rule: turn"),                  # no conflict under way
    ("war green", "rule: turn"),
])
def test_an_illegal_action_names_the_rule(act, rule):
    w = referee(WAR)
    send(w, {"act": act})
    assert rule in w.error, w.error


def test_an_answer_to_the_wrong_question_names_the_rule():
    w = referee(WAR)
    send(w, {"act": "red 3"})
    send(w, {"act": "commit 1"})
    assert "rule: victory points" in w.error and "bank a red card or decline" in w.error
    send(w, {"act": "bank green"})
    assert "rule: victory points" in w.error


def test_looking_back_and_taking_back_never_lose_the_game():
    w = referee(WAR)
    for act in ["red 3", "bank red", "green 3|4", "commit 2"]:
        send(w, {"act": act})
    live = w.game.to_json()
    send(w, {"seek": 2})
    assert w.cursor == 2 and legal(w) == [] and w.view["gaps"][2] is None
    send(w, {"act": "commit 0"})
    assert "earlier position" in w.error
    send(w, {"seek": 4})
    assert legal(w) == ["commit 0", "commit 1"] and w.game.to_json() == live
    send(w, {"undo": True})
    assert w.error == "" and w.view["decision"]["added"] == [None, None]


def test_seat_widgets_without_undo_refuse_it():
    archer, _ = TigrisCardsWidget.for_seats(from_diagram(WAR))
    send(archer, {"act": "king 1.0"})
    send(archer, {"undo": True})
    assert "switched off" in archer.error and len(archer.game.history) == 1


def test_a_lesson_steps_through_actions_with_words():
    w = TigrisCardsWidget(from_diagram(WAR), seat=None, intro="A war of kings.",
                          lesson=[("red 3", "A red card under the king."),
                                  ("bank red", "The king stands in for the priest."),
                                  (None, "Now the link."), ("black 1|2", "never reached")])
    assert w.lesson == {"step": 0, "steps": 4, "text": "A war of kings.", "next": "red 3",
                        "ask": "", "found": False, "marks": [], "exploring": False,
                        "html": "<p>A war of kings.</p>", "ask_html": "", "note": ""}
    send(w, {"next": True})
    send(w, {"next": True})
    assert w.lesson["text"] == "The king stands in for the priest."
    assert w.game.history == ["red 3", "bank red"]
    send(w, {"next": True})
    assert w.lesson["step"] == 3 and len(w.game.history) == 2
    send(w, {"next": True})
    assert "rule: placing cards" in w.error and w.lesson["step"] == 3


def test_repr_is_deterministic_and_svg_shows_only_the_seats_view():
    archer, lion = TigrisCardsWidget.for_seats(new_game(players=2, seed=3, first=0))
    assert repr(archer) == ("TigrisCardsWidget(seat archer, <TigrisCardsGame 2 players, "
                            "0 actions, archer to move>)")
    svg = lion._repr_svg_()
    assert svg.startswith("<svg") and svg == lion._repr_svg_()
    hand = " ".join({"K": "black", "R": "red", "G": "green", "B": "blue"}[c]
                    for c in lion.view["hands"][1])
    assert f"lion: hand {hand}" in svg and "archer: hand 8 cards" in svg


def test_the_discard_travels_as_its_size_and_stays_in_pythons_view():
    """The board draws the discard's size: the list (sorted, growing all game, so patched
    in its middle at every discard) stays in Python's view, the front end gets its length."""
    from mesogames.core import RandomBot
    widgets = TigrisCardsWidget.for_seats(players=2, seed=3)
    bot = RandomBot(3)
    while len(widgets[0].view["discard"]) < 2:
        game = widgets[0].game
        widgets[game.to_move].play(str(bot.choose(game)))
    sent = widgets[0].get_state(["view"])["view"]
    assert "discard" not in sent and sent["discard_size"] == len(widgets[0].view["discard"])
    assert widgets[0].view["discard"] == widgets[0].game.view(0)["discard"]
