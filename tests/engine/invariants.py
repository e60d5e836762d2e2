"""Checks of the engine contract that hold for every game, after any action."""
import json

import pytest

from mesogames.core import IllegalAction


def check_contract_step(game, action, probe_illegal=None):
    """Apply `action` to `game`, checking the contract around it:

    - an illegal action (`probe_illegal`) raises IllegalAction and changes nothing;
    - the action is among the legal actions and its notation parses back to it;
    - undo restores the exact previous state, and redoing gives the same state;
    - the JSON round trip gives the same game;
    - every seat's view is JSON-safe.
    """
    before = game.to_json()
    assert game.parse_action(str(action)) == action
    assert action in game.legal_actions()
    if probe_illegal is not None:
        with pytest.raises(IllegalAction):
            game.apply(probe_illegal)
        assert game.to_json() == before
    game.apply(action)
    after = game.to_json()
    assert game.undo() == str(action)
    assert game.to_json() == before
    game.apply(str(action))
    assert game.to_json() == after
    again = type(game).from_json(after)
    assert again.fingerprint() == game.fingerprint() and again.history == game.history
    for seat in [None, *range(game.players)]:
        json.dumps(game.view(seat))
