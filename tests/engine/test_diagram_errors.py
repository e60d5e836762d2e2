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
    for _, _ in zip(range(actions), play_random(game, seed), strict=False):
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


EMPTY_BOARD = "\n".join(f"{r}: " + " ".join("." * 16) for r in range(1, 12))
TEACHER_ERRORS = [
    # (game, diagram, the line named, what the error says)
    ("tigris", "players: archer lion\nlion hand: R R R R R R R", 2, "at most 6 tiles"),
    ("tigris", "players: archer lion\nbag: " + "R " * 60, 2,
     "too many red tiles: the game has 57"),
    ("tigris", "players: archer lion\n" + EMPTY_BOARD, 2, "the board holds 0 treasures"),
    ("tigris", "players: archer lion\nbag: K ...\nout: ...", 3,
     "only one line ends with '...'"),
    ("tigris", "players: archer lion\narcher hand: R ... R", 2, "'...' ends a line"),
    ("tigris", "players: archer lion\n5: . . .", 2, "Row 5 holds 16 cells"),
    ("tigris", "players: archer lion\narcher hand: purple", 2, "is not a tile"),
    ("tigris", "players: archer lion\n5: . . . . ak ak . . . . . . . R* ~ ~", 2,
     "F5: each player has one leader of each colour, and this one stands on E5 already"),
    ("tigris", "players: archer lion\n7: ~ ~ ~ ~ . X . . R* . . . ~ ~ ~ .", 2,
     "the board holds 1 catastrophe and the players hold 4: 2 players have 4"),
    ("tigris_cards", "players: archer lion\n0: T . T . T . T . T . T . T . T", 2,
     "write the link cards of the gaps on a 'links:' line"),
    ("tigris_cards", "players: archer lion\nlinks: 3|5 G", 2, "the gaps are 1|2 to 7|8"),
    ("tigris_cards", "players: archer lion\narcher pile: " + "T " * 9, 2,
     "too many treasures: the game has 8"),
    ("tigris_cards", "players: archer lion\ndeck: " + "K " * 41, 2,
     "too many black cards: the game has 40"),
    ("babel", "turn: 5 north\nnorth Medes: A | 2 2", 2, "each level once"),
    ("babel", "turn: 5 north\nquarry: 6 6 6 6 6 6", 2,
     "too many level 6 temple cards: the game has 5"),
    ("babel", "turn: 5 north\nsouth hand: " + "A " * 13, 2,
     "too many Assyrian cards: the game has 12"),
    ("babel", "turn: 4 north\nfirst: north", 2, "The first player plays the odd turns"),
    ("babel", "turn: 5 north\ndeck: A ...\ndiscard: ...", 3, "only one line ends with"),
    ("tyrus", "brown citadel: | M7", 1, "name whose tiles they are instead of '|'"),
    ("tyrus", "brown citadel: M7", 1, "name the seat before its tiles"),
    ("tyrus", "placed: 3", 1, "the 2 tiles beige placed in this election lie in the buildings"),
    ("tyrus", "beige hand: S1 S2", 1,
     "beige's hand holds 9 tiles; the line writes 2: write them all"),
    ("tyrus", "beige discard: S1", 1, "beige's discard holds 0 tiles; the line writes 1."),
    ("tyrus", "election: 2 S\nresults: M beige\nbeige hand: S1 ...\nbeige discard: S1 ...", 4,
     "beige's tile S1 is written 2 times"),
    ("tyrus", "cards: S S S", 1, "too many S election cards: the game has 3"),
]


@pytest.mark.parametrize("name, text, line, why", TEACHER_ERRORS,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(TEACHER_ERRORS)])
def test_a_line_that_contradicts_the_rules_is_refused_naming_it(name, text, line, why):
    module = GAMES[name][0]
    with pytest.raises(IllegalAction) as caught:
        module.from_diagram(text, seed=0)
    assert caught.value.rule == "position diagram"
    assert caught.value.reason.startswith(f"Line {line} "), caught.value.reason
    assert why in caught.value.reason, caught.value.reason
