"""Take-backs never peek: no undo past a draw or a reveal, and another player's moves are
taken back only with that player's agreement."""
from __future__ import annotations

import pytest

from mesogames.core import IllegalAction, RandomBot
from mesowidgets import TigrisWidget
from mesowidgets.table import Table
from tests.widget.frontend import legal, send
from tests.widget.games import GAMES


def play_until(table, wanted, limit=400):
    """Random actions until one whose seal satisfies `wanted(seal, seat)`; its index."""
    bot = RandomBot(seed=2)
    for _ in range(limit):
        seat = table.game.to_move
        table.act(str(bot.choose(table.game)), by=seat)
        if wanted(table._seals[-1], seat):
            return len(table.game.history) - 1
    pytest.fail("no such action in the game")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_no_take_back_past_a_draw(name):
    cls, options = GAMES[name]
    table = Table(cls.engine_module.new_game(seed=9, **options), undo=True)
    i = play_until(table, lambda seal, seat: "pool" in seal)
    actor = table.game.history_for(None)[i]["seat"]
    fingerprint = table.game.fingerprint()
    for by in (actor, None):
        with pytest.raises(IllegalAction, match="never undoes a draw or a reveal"):
            table.undo(by=by)
    assert table.game.fingerprint() == fingerprint


@pytest.mark.parametrize("name", sorted(set(GAMES) - {"tyrus"}))
def test_no_take_back_past_another_seats_reveal(name):
    """Seat A acted; then seat B showed some of its hidden pieces (played a tile from behind
    its screen) without drawing: A may not take back across it. (Not in Tyrus: a tile is
    placed face down, and every turn ends with a draw.)"""
    cls, options = GAMES[name]
    table = Table(cls.engine_module.new_game(seed=4, **options), undo=True)

    def wanted(seal, seat):
        if not seal or "pool" in seal:
            return False
        seats = [h["seat"] for h in table.game.history_for(None)]
        return any(s not in seal for s in seats[:-1])

    i = play_until(table, wanted)
    seats = [h["seat"] for h in table.game.history_for(None)]
    asker = next(s for s in reversed(seats[:i]) if s not in table._seals[i])
    with pytest.raises(IllegalAction, match="never undoes a draw or a reveal"):
        table.undo(by=asker)


def test_an_own_action_that_drew_nothing_is_taken_back():
    w = TigrisWidget(players=2, seed=3, bots={1: "random"})
    if w.acting is None:            # the bot began: wait for our turn (it is ours now)
        assert w.game.to_move == 0
    first = legal(w)[0]
    fingerprint = w.game.fingerprint()
    send(w, {"act": first})
    assert w.error == ""
    send(w, {"undo": True})
    assert w.error == "" and w.game.fingerprint() == fingerprint


def test_swap_look_undo_is_refused():
    w = TigrisWidget(players=2, seed=3)
    send(w, {"reveal": True})
    hand = w.view["hands"][w.game.to_move]
    names = {"K": "black", "R": "red", "G": "green", "B": "blue"}
    send(w, {"act": "swap " + " ".join(names[c] for c in hand)})
    assert w.error == ""
    history = w.game.history
    send(w, {"undo": True})
    assert "never undoes a draw or a reveal" in w.error
    assert w.game.history == history


def find_agreement_position(name):
    """A table whose last two actions are one seat's, then another seat's that drew and
    revealed nothing (in Tigris, a defender's "commit 0"): a take-back asks for agreement."""
    cls, options = GAMES[name]
    for seed in range(40):
        widgets = cls.for_seats(seed=seed, undo=True, **options)
        table, bot = widgets[0].table, RandomBot(seed=seed)
        for _ in range(300):
            if table.game.over:
                break
            seat = table.game.to_move
            table.act(str(bot.choose(table.game)), by=seat)
            h = table.game.history_for(None)
            if (len(h) >= 2 and h[-1]["seat"] != h[-2]["seat"] and not table._seals[-1]
                    and table._seals[-2] <= {h[-2]["seat"]}):
                return widgets, h[-2]["seat"], h[-1]["seat"]
    return None


@pytest.mark.parametrize("name", ["tigris-2", "tigris_cards-2"])
def test_taking_back_another_players_move_needs_their_agreement(name):
    found = find_agreement_position(name)
    assert found is not None
    widgets, asker, other = found
    history = widgets[0].game.history
    send(widgets[asker], {"undo": True})
    assert widgets[asker].error == ""
    assert widgets[0].game.history == history, "nothing is taken back before the answer"
    assert widgets[other].request == {"kind": "takeback", "by": asker, "waiting": [other],
                                      "count": 2}
    send(widgets[asker], {"takeback": True})
    assert "No take-back is waiting for your answer" in widgets[asker].error
    send(widgets[other], {"takeback": False})
    assert widgets[0].game.history == history and widgets[0].request == {}
    assert "does not agree" in widgets[asker].notice
    send(widgets[asker], {"undo": True})
    send(widgets[other], {"takeback": True})
    assert widgets[other].error == ""
    assert widgets[0].game.history == history[:-2]


def test_take_back_is_offered_only_when_the_table_allows_it_and_says_why_not():
    """The rules of the table decide whether Take back is offered (options.takeback: "" or
    the refusal undo would give), before the click: in Tyrus an election's count draws new
    tiles, and no take-back goes back past it."""
    from mesowidgets import TyrusWidget

    w = TyrusWidget(first="beige", seed=5, bots={1: "random"})
    assert w.options["takeback"] == "There is no action of a player to take back."
    for _ in range(10):
        send(w, {"act": legal(w)[0]})
        assert w.error == ""
        refused = any("pool" in seal for seal in w.table._seals)
        assert ("never undoes a draw or a reveal" in w.options["takeback"]) == refused
        if refused:
            break
    assert refused, "no count in ten moves"
    why, history = w.options["takeback"], w.game.history
    send(w, {"undo": True})
    assert w.error.startswith(why) and w.game.history == history


class LeadersFirst:
    """A bot that places a leader when it can (a leader comes from no hidden hand, so a
    take-back may undo it), else passes on its first legal action."""

    def choose(self, info):
        actions = info.legal_actions()
        return next((a for a in actions if a.kind == "leader"), actions[0])


def test_a_take_back_says_what_it_took_back():
    w = TigrisWidget(players=2, seed=3, first=0, bots={1: LeadersFirst()})
    send(w, {"act": "king B1"})
    assert w.options["takeback"] == "" and w.game.history == ["king B1"]
    send(w, {"undo": True})
    assert w.error == "" and w.game.history == []
    assert w.notice == "Took back your move king B1."
    send(w, {"act": "king B1"})
    assert w.notice == "", "the sentence goes with the next action"
    send(w, {"act": "priest J1"})
    answers = w.game.history[2:]
    assert len(answers) == 2 and w.options["takeback"] == ""
    send(w, {"undo": True})
    assert w.error == "" and w.game.history == ["king B1"]
    assert w.notice == "Took back your move priest J1 and lion's 2 actions."
