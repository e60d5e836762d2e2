"""The tempting wrong answers to each game's puzzles are judged not solved, with a reason:
a puzzle whose goal let them through would teach nothing."""
import importlib

import pytest

#: (game, puzzle index, a tempting wrong answer)
WRONG = [
    ("tigris", 0, ["green J5", "black H5", "commit 1"]),        # one market short
    ("tigris", 1, ["red G5", "keep H5", "red E5"]),             # the second tile takes none
    ("tigris", 2, ["red G6", "monument black-red F5"]),         # the wrong monument
    ("tigris", 3, ["blue E3", "green H3"]),                     # one blue point, not two
    ("tigris", 4, ["catastrophe G6", "catastrophe I6"]),        # a temple is left beside him
    ("tigris", 5, ["priest J5", "commit 2"]),                   # wins, but spends two temples
    ("tyrus", 0, ["S5 beige citadel"]),        # more soldiers: his bribe makes it void
    ("tyrus", 0, ["M4 brown citadel"]),        # a bribe of your own: his bribe is bigger
    ("tyrus", 1, ["M4 beige market"]),         # more merchants: he adds M4 too
    ("tyrus", 2, ["M6 beige temple"]),         # void, but the guard costs more: a draw
    ("tyrus", 3, ["M7 beige temple"]),         # a guard: he simply has more priests
    ("tyrus", 3, ["S6 brown temple"]),         # a counter: he adds P5
    ("tyrus", 4, ["S9 beige citadel"]),        # wins, but spends the 9
    ("tyrus", 4, ["P7 beige citadel"]),        # wins, but spends the 7
    ("tyrus", 5, ["M3 beige market"]),         # the tie he breaks with P1
    ("tyrus", 5, ["P4 brown market"]),         # a counter he guards with soldiers
    ("babel", 0, ["deploy Assyrians", "Assyrians destroy"]),    # razes the 3, not the 5
    ("babel", 1, ["deploy Assyrians", "deploy Persians"]),      # 5 cards: one short
    ("babel", 2, ["Persians halve"]),                           # the run spent on his hand
    ("babel", 3, ["Sumerians halve"]),                          # his hand, not his temple
    ("babel", 4, ["deploy Medes", "Medes halve"]),              # halved once: 4 cards left
    ("babel", 5, ["move Hittites", "deploy Medes", "Medes halve"]),  # the Assyrians stay
    ("babel", 6, ["Persians build 5 from north"]),              # 19: the game goes on
    ("tigris_cards", 0, ["blue 4", "blue 3", "bank blue"]),     # the lion's farmer scores
    ("tigris_cards", 1, ["priest 5.3", "commit 2"]),            # on blue: 2 to 2, he holds
    ("tigris_cards", 2, ["black 2|3", "war red", "commit 0", "commit 4", "keep 2"]),
    ("tigris_cards", 3, ["red 7|8", "decline"]),                # one red card left: no offer
    ("tigris_cards", 4, ["red 1", "bank red", "blue 1"]),       # the red card breaks the row
    ("tigris_cards", 4, ["blue 1", "ship blue-black", "red 1", "bank red"]),  # his king's ship
    ("tigris_cards", 5, ["black 6|7", "commit 2"]),             # 4 to 4: the defender wins
    ("tigris_cards", 5, ["trader 7.0", "commit 2"]),            # a revolt: no green spoils
    ("tigris_cards", 6, ["blue 3", "green 3", "bank green"]),   # the lion's farmer's point
]


def _puzzle(game, index):
    return importlib.import_module(f"mesowidgets.puzzles.{game}").PUZZLES[index]


@pytest.mark.parametrize("game,index,answer", WRONG)
def test_a_tempting_wrong_answer_is_not_solved(game, index, answer):
    verdict = _puzzle(game, index).check(answer)
    assert not verdict.solved, f"{answer} solves it: {verdict.message}"
    assert verdict.message and "not allowed" not in verdict.message, verdict.message


@pytest.mark.parametrize("game", sorted({g for g, _, _ in WRONG}))
def test_every_puzzle_has_a_wrong_answer_checked(game):
    puzzles = importlib.import_module(f"mesowidgets.puzzles.{game}").PUZZLES
    assert {i for g, i, _ in WRONG if g == game} == set(range(len(puzzles)))
