"""BabelWidget, Python side: front-end messages in, synced state out."""
import json

from mesogames.babel import from_diagram, new_game
from mesowidgets import BabelWidget
from mesowidgets.protocol import expanded
from tests.widget.frontend import SYNCED, legal, send


def synced(widget):
    return json.dumps({name: getattr(widget, name) for name in SYNCED}, sort_keys=True)


def test_a_seat_never_receives_the_opponents_hand_or_the_decks():
    north, south = BabelWidget.for_seats(seed=4, first="north")
    text = synced(north)
    assert north.view["hands"][1] is None and north.view["hands"][0]
    assert "deck" not in north.view and "quarry" not in north.view
    secret = south.game.state["hands"][1]
    assert len(secret) == 5 and north.view["hand_sizes"][1] == 5     # 4 or more: shown
    # The same position with south holding other cards syncs the very same to north.
    other = new_game(seed=4, first="north")
    other.state["hands"][1] = sorted("SSSSS")
    assert synced(BabelWidget.for_seats(other)[0]) == text


def test_a_hand_of_fewer_than_four_stays_hidden_from_the_opponent():
    game = new_game(seed=4, first="north")
    game.state["hands"][1] = ["A", "H", "M"]
    north, south = BabelWidget.for_seats(game)
    assert north.view["hand_sizes"][1] is None
    assert south.view["hand_sizes"][1] == 3


def test_the_opponent_answers_a_half_hand_attack_from_their_own_widget():
    game = from_diagram("""
        turn: 5 north
        north pawn: Sumerians
        north hand: A
        south hand: H H M M P S S
        north Sumerians: S S S
        """)
    north, south = BabelWidget.for_seats(game)
    send(north, {"act": "Sumerians halve"})
    assert north.error == "" and north.acting is None and south.acting == 1
    assert south.view["pending_discard"] == 3
    assert all(a.startswith("discard ") for a in legal(south))
    send(north, {"act": "end turn"})
    assert "turn" in north.error and north.game.state["pending"] == 3
    for card in ["discard Hittites", "discard Medes", "discard Sumerians"]:
        send(south, {"act": card})
        assert south.error == ""
    assert north.acting == 0 and sorted(north.game.state["hands"][1]) == ["H", "M", "P", "S"]


def test_an_illegal_action_names_the_rule_and_changes_nothing():
    w = BabelWidget(seed=2, first="north", seat=None)
    before = w.game.to_json()
    send(w, {"act": "build 1 from start"})
    assert "rule:" in w.error and w.game.to_json() == before
    send(w, {"act": "fly to Babylon"})
    assert "rule: notation" in w.error and w.game.to_json() == before


def test_a_whole_game_against_the_bot_by_messages():
    w = BabelWidget(seed=9, first="south", bots={1: "random"})
    assert not w.screen and w.acting == 0 and len(w.game.history) > 0
    turns = 0
    while not w.game.over and turns < 2000:
        # The last legal action is "end turn" when allowed; play one other action first.
        others = [a for a in legal(w) if a != "end turn"]
        send(w, {"act": others[turns % len(others)] if others and turns % 3 else legal(w)[-1]})
        assert w.error == "", w.error
        turns += 1
    assert w.game.over and w.view["result"]["ranking"] and legal(w) == []


def test_the_acting_seat_learns_why_end_turn_is_missing_and_what_a_power_does():
    north, south = BabelWidget.for_seats(new_game(seed=1, first="north"))
    assert [a["name"] for a in north.absent] == ["end turn"]
    assert "starting level 1 temple" in north.absent[0]["reason"]
    assert south.absent == []                     # not south's turn: nothing to explain
    powers = BabelWidget(from_diagram("""
turn: 5 north
north pawn: Hittites
north hand: A H S
north Hittites: S S S A
south pawn: Medes
south hand: H M M P S S
south Hittites: P S A A | 1 2 3
"""), seat=0)
    tips = {a["name"]: a.get("tip") for a in expanded(powers.legal, None, powers.words)
            if a["kind"] == "power"}
    assert tips["Sumerians take"] == "South's 2 Assyrian cards at the Hittites site join your side."
