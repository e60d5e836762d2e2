"""Tigris & Euphrates puzzles: each a position and a goal for the seat to move, in one turn.

The other seats defend as strongly as the rules let them in a conflict (all the tiles they
may add) and have no answer otherwise: the board stops when the solver's turn ends."""
from __future__ import annotations

from mesogames.words import plural

from ..tigris import TigrisWidget
from .puzzle import Puzzle, PuzzleSet


def strongest_defence(game):
    """The other seats' answer in a conflict: as many tiles as the rules allow."""
    d = game.decision
    if d and d["kind"] == "conflict":
        return str(game.legal_actions()[-1])
    return None


P1 = """\
Tigris & Euphrates
players: archer lion
options: classic
turn: archer, actions 0
#     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P
 1:   .  .  .  .  ~  ~  ~  ~  ~  .  R* .  ~  .  .  .
 2:   .  R* .  .  ~  .  .  .  .  .  .  .  ~  .  .  R*
 3:   .  .  .  ~  ~  R* .  .  .  R  .  .  ~  ~  .  .
 4:   ~  ~  ~  ~  .  .  G  .  .  G  .  .  .  ~  ~  ~
 5:   .  .  .  .  R  lt G  .  G  .  at R  .  R* ~  ~
 6:   .  .  .  .  .  .  .  .  .  .  .  .  .  .  ~  .
 7:   ~  ~  ~  ~  .  .  .  .  R* .  .  .  ~  ~  ~  .
 8:   .  R* .  ~  ~  ~  ~  .  .  .  .  .  ~  .  .  .
 9:   .  .  .  .  .  .  ~  ~  ~  ~  ~  ~  ~  .  R* .
10:   .  .  .  .  .  R* .  .  .  .  .  .  .  .  .  .
11:   .  .  .  .  .  .  .  .  .  .  R* .  .  .  .  .
archer hand: K R G G G B
lion hand: R R G G B B
"""


def _win_this_war(game):
    s = game.state
    lion_trader = "1G" in s["leaders"]
    return (not lion_trader and "0G" in s["leaders"],
            "the lion's trader has gone home" if not lion_trader
            else "the lion's trader is still on the board")


P2 = """\
Tigris & Euphrates
players: archer lion
options: classic
turn: archer, actions 0
#     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P
 1:   .  .  .  .  ~  ~  ~  ~  ~  .  R* .  ~  .  .  .
 2:   .  R* .  .  ~  .  .  .  .  .  .  .  ~  .  .  R*
 3:   .  .  .  ~  ~  R* .  .  .  .  .  .  ~  ~  .  .
 4:   ~  ~  ~  ~  .  .  .  .  .  .  .  .  .  ~  ~  ~
 5:   .  .  .  .  .  R* .  R* .  R* .  .  .  R* ~  ~
 6:   .  .  .  .  .  at .  .  .  .  .  .  .  .  ~  .
 7:   ~  ~  ~  ~  .  .  .  .  R* .  .  .  ~  ~  ~  .
 8:   .  R* .  ~  ~  ~  ~  .  .  .  .  .  ~  .  .  .
 9:   .  .  .  .  .  .  ~  ~  ~  ~  ~  ~  ~  .  R* .
10:   .  .  .  .  .  R* .  .  .  .  .  .  .  .  .  .
11:   .  .  .  .  .  .  .  .  .  .  R* .  .  .  .  .
archer hand: K R R G B B
lion hand: R
"""


def _take_both_treasures_this_turn(game):
    got = game.state["treasure_points"][0]
    return got == 2, f"you took {plural(got, 'treasure')}"


P3 = """\
Tigris & Euphrates
players: archer lion
options: classic
turn: archer, actions 0
#     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P
 1:   .  .  .  .  ~  ~  ~  ~  ~  .  R* .  ~  .  .  .
 2:   .  R* .  .  ~  .  .  .  .  .  .  .  ~  .  .  R*
 3:   .  .  .  ~  ~  R* .  .  .  .  .  .  ~  ~  .  .
 4:   ~  ~  ~  ~  R  .  .  .  .  .  .  .  .  ~  ~  ~
 5:   .  .  .  .  .  R  R  ap .  .  .  .  .  R* ~  ~
 6:   .  .  .  .  .  R  .  R  .  .  .  .  .  .  ~  .
 7:   ~  ~  ~  ~  .  .  .  .  R* .  .  .  ~  ~  ~  .
 8:   .  R* .  ~  ~  ~  ~  .  .  .  .  .  ~  .  .  .
 9:   .  .  .  .  .  .  ~  ~  ~  ~  ~  ~  ~  .  R* .
10:   .  .  .  .  .  R* .  .  .  .  .  .  .  .  .  .
11:   .  .  .  .  .  .  .  .  .  .  R* .  .  .  .  .
archer hand: K R G G B B
lion hand: R
"""


def _build_a_monument(game):
    s = game.state
    built = any(m["colours"] == "RG" for m in s["monuments"])
    priest = "0R" in s["leaders"]
    return built and priest, ("built, and the priest keeps a temple" if built and priest
                              else "no red-green monument" if not built else "the priest went home")


P4 = """\
Tigris & Euphrates
players: archer lion
options: classic
turn: archer, actions 0
#     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P
 1:   .  .  .  .  ~  ~  ~  ~  ~  .  R* .  ~  .  .  .
 2:   .  R* .  .  ~  .  R  .  .  .  .  .  ~  .  .  R*
 3:   .  .  .  ~  ~  R* ak .  .  .  .  .  ~  ~  .  .
 4:   ~  ~  ~  ~  .  .  .  .  .  .  .  .  .  ~  ~  ~
 5:   .  .  .  .  .  .  .  .  .  .  .  .  .  R* ~  ~
 6:   .  .  .  .  .  .  .  .  .  .  .  .  .  .  ~  .
 7:   ~  ~  ~  ~  .  .  .  .  R* .  .  .  ~  ~  ~  .
 8:   .  R* .  ~  ~  ~  ~  .  .  .  .  .  ~  .  .  .
 9:   .  .  .  .  .  .  ~  ~  ~  ~  ~  ~  ~  .  R* .
10:   .  .  .  .  .  R* .  .  .  .  .  .  .  .  .  .
11:   .  .  .  .  .  .  .  .  .  .  R* .  .  .  .  .
archer hand: K R R G B B
archer points: K4 R5 G3 B0 T0
lion hand: R
"""


def _score_in_your_weakest_colour(game):
    blue = game.state["scores"][0]["B"]
    return blue >= 2, f"you have {plural(blue, 'blue point')}"


P5 = """\
Tigris & Euphrates
players: archer lion
options: classic
turn: archer, actions 0
#     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P
 1:   .  .  .  .  ~  ~  ~  ~  ~  .  R* .  ~  .  .  .
 2:   .  R* .  .  ~  .  .  .  .  .  .  .  ~  .  .  R*
 3:   .  .  .  ~  ~  R* .  .  .  .  .  .  ~  ~  .  .
 4:   ~  ~  ~  ~  .  .  .  .  .  .  .  .  .  ~  ~  ~
 5:   .  .  .  .  .  .  .  .  .  .  .  .  .  R* ~  ~
 6:   .  .  .  .  .  .  R  lp K  .  .  .  .  .  ~  .
 7:   ~  ~  ~  ~  .  .  .  R  R* .  .  .  ~  ~  ~  .
 8:   .  R* .  ~  ~  ~  ~  .  .  .  .  .  ~  .  .  .
 9:   .  .  .  .  .  .  ~  ~  ~  ~  ~  ~  ~  .  R* .
10:   .  .  .  .  .  R* .  .  .  .  .  .  .  .  .  .
11:   .  .  .  .  .  .  .  .  .  .  R* .  .  .  .  .
archer hand: K K G G B B
lion hand: R
"""


def _send_the_priest_home(game):
    gone = "1R" not in game.state["leaders"]
    return gone, "the lion's priest went home" if gone else "the lion's priest still stands"


P6 = """\
Tigris & Euphrates
players: archer lion
options: classic
turn: archer, actions 0
#     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P
 1:   .  .  .  .  ~  ~  ~  ~  ~  .  R* .  ~  .  .  .
 2:   .  R* .  .  ~  .  .  .  .  .  .  .  ~  .  .  R*
 3:   .  .  .  ~  ~  R* .  .  .  .  .  .  ~  ~  .  .
 4:   ~  ~  ~  ~  .  .  .  .  .  .  .  .  .  ~  ~  ~
 5:   .  .  .  .  .  R  lp K  R  .  R  .  .  R* ~  ~
 6:   .  .  .  .  .  .  .  .  .  R  .  .  .  .  ~  .
 7:   ~  ~  ~  ~  .  .  .  .  R* .  .  .  ~  ~  ~  .
 8:   .  R* .  ~  ~  ~  ~  .  .  .  .  .  ~  .  .  .
 9:   .  .  .  .  .  .  ~  ~  ~  ~  ~  ~  ~  .  R* .
10:   .  .  .  .  .  R* .  .  .  .  .  .  .  .  .  .
11:   .  .  .  .  .  .  .  .  .  .  R* .  .  .  .  .
archer hand: K R R G B B
lion hand: K R R G B B
"""


def _win_the_revolt(game):
    s = game.state
    won = "1R" not in s["leaders"] and "0R" in s["leaders"]
    spent = 2 - s["hands"][0].count("R")
    if won and spent > 1:
        return False, f"won, but with {spent} temples: one is enough"
    return won, "the archer's priest rules the kingdom" if won else "the lion's priest holds on"


PUZZLES = PuzzleSet([
    Puzzle(TigrisWidget, P1, _win_this_war, 'Win this war',
           respond=strongest_defence,
           text=("The lion's trader (F5) faces your trader's kingdom on the other side of H5. "
                 "Unite them and drive the lion's trader from the board this turn. The lion "
                 'holds two markets and will add them all.'),
           hint=('Your markets must touch your trader before the union. Count the markets on '
                 "each side, and the lion's two."),
           solution=['green J5', 'black H5', 'commit 2']),
    Puzzle(TigrisWidget, P2, _take_both_treasures_this_turn, 'Take both treasures this turn',
           respond=strongest_defence,
           text=('Your trader stands on F6 beside the treasure F5. Two more treasures lie at '
                 'H5 and J5. Take two treasures in your two actions.'),
           hint="Each tile may bring one treasure into the trader's kingdom.",
           solution=['red G5', 'keep H5', 'red I5', 'keep J5']),
    Puzzle(TigrisWidget, P3, _build_a_monument, 'Build a monument',
           respond=strongest_defence,
           text=('Complete a square of four red tiles and raise the red-green monument on it, '
                 'without losing your priest.'),
           hint='Where does the priest stand, and which temple stays face up beside it?',
           solution=['red G6', 'monument red-green F5']),
    Puzzle(TigrisWidget, P4, _score_in_your_weakest_colour, 'Score in your weakest colour',
           respond=strongest_defence,
           text='Your blue is your weakest colour (0 points). Earn two blue points this turn.',
           hint='Farms go on rivers; with no farmer, your king takes the point.',
           solution=['blue E3', 'blue E2']),
    Puzzle(TigrisWidget, P5, _send_the_priest_home, 'Send the priest home',
           respond=strongest_defence,
           text=("The lion's priest on H6 draws its strength from the temples beside it. Send "
                 'it home this turn without a conflict.'),
           hint='A leader without a temple beside it goes home.',
           solution=['catastrophe G6', 'catastrophe H7']),
    Puzzle(TigrisWidget, P6, _win_the_revolt, 'Win the revolt',
           respond=strongest_defence,
           text=("Place your priest in the lion's kingdom and win the revolt, whatever the "
                 'lion adds: he holds two temples. Spend as few temples as you can.'),
           hint='Count the temples beside each square of the kingdom.',
           solution=['priest J5', 'commit 1']),
], title="Tigris & Euphrates: one turn")
