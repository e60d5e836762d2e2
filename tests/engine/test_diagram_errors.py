"""Diagrams a teacher may get wrong: every malformed line is refused with its line number;
random edits never crash a reader; what reads is a position that can be played."""
from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mesogames.babel
import mesogames.tigris
import mesogames.tigris_cards
import mesogames.tyrus
from mesogames.core import IllegalAction, play_random

GAMES = {"tyrus": (mesogames.tyrus, {}), "babel": (mesogames.babel, {}),
         "tigris_cards": (mesogames.tigris_cards, {"players": 3}),
         "tigris": (mesogames.tigris, {"players": 3, "buildings": True, "ziggurat": True})}
WHERE = re.compile(r"^(Line \d+|The position|The [a-z ]+ line \(left out\))")


def diagram(name, actions=12, seed=5):
    module, options = GAMES[name]
    game = module.new_game(seed=seed, **options)
    for _, _ in zip(range(actions), play_random(game, seed)):
        pass
    return module, game.diagram()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_garbled_value_is_refused_naming_its_line(name):
    module, text = diagram(name)
    lines = text.splitlines()
    named = 0
    keyed = [i for i, line in enumerate(lines) if i and ":" in line and not line.startswith("#")]
    for i in keyed:
        bad = list(lines)
        key = bad[i].split(":", 1)[0]
        bad[i] = f"{key}: ²² @@ {'9' * 30}"
        with pytest.raises(IllegalAction) as caught:
            module.from_diagram("\n".join(bad), seed=0)
        message = caught.value.reason
        assert WHERE.match(message), message
        named += message.startswith(f"Line {i + 1} ")
    assert named >= len(keyed) * 0.6, f"only {named} of {len(keyed)} errors name their line"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_line_written_twice_or_unreadable_names_both_lines(name):
    module, text = diagram(name)
    lines = text.splitlines()
    i = next(i for i, line in enumerate(lines) if i and ":" in line and not line[0].isdigit())
    twice = lines[: i + 1] + [lines[i]] + lines[i + 1:]
    with pytest.raises(IllegalAction, match=rf"Line {i + 2} .*first on line {i + 1}"):
        module.from_diagram("\n".join(twice), seed=0)
    last = len((text + "\nno colon here").splitlines())
    with pytest.raises(IllegalAction, match=rf"^Line {last}: cannot read"):
        module.from_diagram(text + "\nno colon here", seed=0)


def test_a_tigris_pending_line_is_checked_entry_by_entry():
    module, text = diagram("tigris", actions=0)
    n = len((text + "\npending:").splitlines())
    for pending, why in [("[1]", "is not a decision"), ("conflict", "has the keys"),
                         ("bonus seat=7", "is not a seat"), ("bonus seat=nobody", "is not a seat"),
                         ("seat=archer", "starts with the decision's kind"),
                         ("bonus seat=archer seat=lion", "write each key once"),
                         ("treasure seat=archer options=[F7,G7 squares=[F7]", "a list is written"),
                         ("bonus seat=archer x=(1)", "cannot be read"),
                         ("bonus seat=archer x=ab]c", "left over"),
                         ('{"kind": "wars"}', "JSON list"), ("[[[[", "as JSON")]:
        with pytest.raises(IllegalAction, match=rf"^Line {n} \(pending\): .*{why}"):
            module.from_diagram(text + f"\npending: {pending}", seed=0)


@pytest.mark.parametrize("name", sorted(GAMES))
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_random_edits_read_to_a_playable_position_or_are_refused(name, data):
    module, text = diagram(name, actions=data.draw(st.integers(0, 30)))
    lines = text.splitlines()
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(lines) - 1))
        op = data.draw(st.sampled_from(["drop", "cut", "swap", "noise"]))
        if op == "drop":
            del lines[i]
        elif op == "cut":
            lines[i] = lines[i][: data.draw(st.integers(0, len(lines[i])))]
        elif op == "swap":
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            k = data.draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:k] + data.draw(st.text(max_size=4)) + lines[i][k:]
        if not lines:
            break
    try:
        game = module.from_diagram("\n".join(lines), seed=0)
    except IllegalAction as err:
        assert WHERE.match(err.reason), err.reason
        return
    game.legal_actions()
    game.view(None)
    assert module.from_diagram(game.diagram(), seed=0).diagram() == game.diagram()
