"""Babel puzzles: each a position for north, who solves it in one turn.

Temple sums win Babel: the puzzles raise north's, bring south's down, or end the game,
with the nations' special abilities used at the right site and in the right order. South
answers only a half-hand attack (`keeps_his_assyrians`: he discards what he holds most
of and keeps his Assyrians, the cards that raze temples); the board stops when north's
turn ends."""
from __future__ import annotations

from collections import Counter

from mesogames.babel.cards import NATION_NAME
from mesogames.words import plural

from ..babel import BabelWidget
from .puzzle import Puzzle, PuzzleSet

NORTH, SOUTH = 0, 1


def keeps_his_assyrians(game):
    """South's discards to a half-hand attack: a card of the nation he holds most of, the
    Assyrians last; None when south has nothing to decide (the solver's part is over)."""
    if game.over or not game.state["pending"] or game.to_move != SOUTH:
        return None
    held = Counter(game.state["hands"][SOUTH])
    nation = min(held, key=lambda n: (n == "A", -held[n], n))
    return f"discard {NATION_NAME[nation]}"


def _sums(game) -> str:
    return (f"your temples add up to {game.temple_sum(NORTH)}, "
            f"south's to {game.temple_sum(SOUTH)}")


def _won(game) -> tuple:
    if not game.over:
        return False, _sums(game) + "; the game goes on"
    r = game.result()
    if r["winner"] == NORTH:
        return True, "the game is over: " + _sums(game) + ", you win"
    return False, "the game is over and you lose: " + _sums(game)


B1 = """\
Babel
turn: 14 north
first: south
migrated: no
owed: 0
end phase: no
over: no
deck: A P H S A A A P A H S S H P S P P M
discard: H H S M H P A M M P S H M M
quarry: 2 1 3 5 3 5 2 6 5 1 6 4 6 3 4 5 4 4 6 2 3 6 3 1 4
north column: 2 5
north start: no
north pawn: Persians
north hand: A H M S
north Hittites: M P A A | 1 2 3
north Medes: H H | 1
north Persians: P A A | 1 2
south column: 1 4
south start: no
south pawn: Medes
south hand: A M P S S
south Hittites: H H S P P | 1 2 3 4 5
south Medes: M M | 1 2
south Persians: S S M | 1 2 3
"""


def _raze_the_tallest(game):
    level = game.level(SOUTH, "H")
    if level == 0:
        return True, "south's level 5 temple at the Hittites site is razed: " + _sums(game)
    return False, f"south's level {level} temple at the Hittites site still stands: " + _sums(game)


B2 = """\
Babel
turn: 16 north
first: south
migrated: no
owed: 0
end phase: no
over: no
deck: A P M M P H A P S H H A M H A M P S
discard: S P M S H P P A A H M M M P S S
quarry: 4 6 6 6 3 1 1 2 3 1 1 5 4 2 3 4 6 3 5 5 4 1 2 5 4 2
north column: 3
north start: no
north pawn: Hittites
north hand: A P
north Hittites: H H H | 1 2
north Medes: S A P A M | 1 2 3 4
north Sumerians: S P | 1
south column: 2 5
south start: no
south pawn: Hittites
south hand: A H M M S
south Assyrians: A A H | 1 2 3
south Hittites: P M H S S S | 1 2 3 4 5 6
"""


def _steal_the_six(game):
    mine, cards = game.level(NORTH, "H"), len(game.cards(NORTH, "H"))
    if mine == 6:
        return True, "your temple at the Hittites site rises from 2 to 6: " + _sums(game)
    return False, (f"your temple at the Hittites site is level {mine}, and you have "
                   f"{plural(cards, 'card')} there: stealing the 6 takes 6")


B3 = """\
Babel
turn: 20 north
first: south
migrated: no
owed: 0
end phase: no
over: no
deck: A H H S M M H P A P
discard: A H P A P P H M A H P A M H S A P M M M
quarry: 6 1 6 3 2 5 5 6 5 1 1 5 3 2 3 4 3 4 4 6
north column: 6 3
north start: no
north pawn: Persians
north hand: A M S
north Assyrians: A H S M A | 1 2 3 4 5
north Hittites: H H M S | 1 2 3 4
north Medes: M S | 1 2
north Persians: P P P S | 1 2
south column: 4 5
south start: no
south pawn: Assyrians
south hand: A A H P S
south Assyrians: S S | 1 2
south Medes: M | 1 2
south Sumerians: S S P H | 1 2 3 4
"""


B4 = """\
Babel
turn: 12 north
first: south
migrated: no
owed: 0
end phase: no
over: no
deck: S H P H P S M H M P M P H M S H H P A A M S A M P S
discard: H S H M H M A S M S A P
quarry: 4 1 4 2 3 3 4 6 6 3 2 5 2 1 2 5 5 4 3 5 6 5 6 2 1 3 3 5 1 4 4 1
north column: 1 3
north start: no
north pawn: Medes
north hand: H M P
north Assyrians: A H | 1 2
north Medes: S S S A | 1
south column: 2 6
south start: no
south pawn: Persians
south hand: A A H M P S
south Medes: P A A M A | 1 2 3 4
south Persians: P P | 1 2
"""


def _turn_his_assyrians(game):
    level = game.level(SOUTH, "M")
    if level == 0:
        return True, "south's level 4 temple at the Medes site is razed: " + _sums(game)
    return False, f"south's level {level} temple at the Medes site still stands: " + _sums(game)


B5 = """\
Babel
turn: 18 north
first: south
migrated: no
owed: 0
end phase: no
over: no
deck: A H A P P P S S M M M A A S A H S
discard: H S S H A M S M P S P M H A H M H H
quarry: 5 4 5 1 6 6 2 4 5 2 5 6 4 4 1 4 2 6 3 1 6 2 5 3 1 4 3
north column: 3 4
north start: no
north pawn: Sumerians
north hand: H M P
north Assyrians: A A | 1 2
north Hittites: H P H | 1 2 3
north Sumerians: S M M M | 1 2 3
south column: 1 5
south start: no
south pawn: Hittites
south hand: A A A H M P S S
south Hittites: S P | 1 2 3
south Persians: P P P | 1 2 3
"""


def _strip_his_hand(game):
    held = len(game.state["hands"][SOUTH])
    if game.state["pending"]:
        return False, "south is still discarding"
    if held <= 2:
        return True, f"south holds {plural(held, 'card')}: never three Assyrians"
    return False, (f"south still holds {plural(held, 'card')}, with his three Assyrians "
                   "among them")


B6 = """\
Babel
turn: 15 north
first: north
migrated: no
owed: 0
end phase: no
over: no
deck: A A M S M P M P H A H S P P A M H S H P A P H M S P S
discard: A A P H M H A H P H M S S M A
quarry: 1 4 4 6 3 1 3 6 3 3 4 4 6 4 2 6 5 6 2 2 5 5 1 3 1 5 1 5 2
north column: 2 4
north start: no
north pawn: Persians
north hand: H M P
north Hittites: H M M | 1 2 3 4 5
north Persians: P S | 1 2
south column: 1 3
south start: no
south pawn: Hittites
south hand: M P S
south Hittites: S A A A | 1 2
south Sumerians: S S H | 1 2 3
"""


def _no_assyrians_at_your_temple(game):
    left = game.cards(SOUTH, "H").count("A")
    if left == 0:
        return True, "south's Assyrians at the Hittites site are gone: your level 5 is safe"
    return False, (f"south keeps {plural(left, 'Assyrian')} at the Hittites site, facing "
                   "your level 5 temple")


B7 = """\
Babel
turn: 27 north
first: north
migrated: no
owed: 0
end phase: yes
over: no
deck: A M H S M A A A M
discard: M M S M M H H S M P H H A P M H A H P H A P
quarry: 1 6 1 6 1 6 2 6 5 4 4 5
north column: 5 2
north start: no
north pawn: Medes
north hand: A H
north Assyrians: A S H | 1 2 3 4
north Hittites: H M S | 1 2 3 4 5
north Medes: P P P A A | 1 2 3
north Sumerians: S P S | 1 2 3 4 5
south column: 3 6
south start: no
south pawn: Sumerians
south hand: A M P S
south Medes: M S | 1 2 3
south Persians: P P | 1 2 3 4
south Sumerians: S S S H P | 1 2 3 4 5
"""


PUZZLES = PuzzleSet([
    Puzzle(BabelWidget, B1, _raze_the_tallest, "Raze the tallest temple",
           respond=keeps_his_assyrians,
           text=("South's temples add up to 10, the tallest a level 5 at the Hittites site. You "
                 "hold one Assyrian. Raze his level 5 this turn."),
           hint=("Two of your columns end with two Assyrians; only one of them faces the 5. "
                 "Your pawn must stand there."),
           solution=["move Hittites", "deploy Assyrians", "Assyrians destroy"]),
    Puzzle(BabelWidget, B2, _steal_the_six, "Steal the six",
           respond=keeps_his_assyrians,
           text=("Your pawn is at the Hittites site, where your three Hittites face south's "
                 "level 6 temple and your own level 2. Steal his 6 this turn."),
           hint=("Stealing a 6 takes 6 of your cards at the site, the Hittite you discard "
                 "counting. Your hand holds only two; once a turn, three cards may travel."),
           solution=["migrate Medes to Hittites", "Hittites steal"]),
    Puzzle(BabelWidget, B3, _won, "Fifteen to win",
           respond=keeps_his_assyrians,
           text=("Your temples add up to 13, south's to 8. At 15 against 9 or less the game "
                 "ends at once. Win it this turn."),
           hint="One level more is not enough. The Persians skip one.",
           solution=["Persians build 4 from south"]),
    Puzzle(BabelWidget, B4, _turn_his_assyrians, "Turn his Assyrians",
           respond=keeps_his_assyrians,
           text=("At the Medes site south's level 4 temple faces your three Sumerians and one "
                 "Assyrian; his last card there is an Assyrian. Raze his temple this turn."),
           hint="His Assyrians could be yours. The Sumerians change sides.",
           solution=["Sumerians take", "Assyrians destroy"]),
    Puzzle(BabelWidget, B5, _strip_his_hand, "Strip his hand",
           respond=keeps_his_assyrians,
           text=("South holds 8 cards, three Assyrians among them: next turn he will deploy "
                 "them at the Hittites site and raze your level 3. Leave him at most 2 cards "
                 "(he chooses his discards and keeps the Assyrians as long as he can)."),
           hint=("Three Medes in a row make him discard half his hand. Four in a row can do "
                 "it twice."),
           solution=["deploy Medes", "Medes halve", "Medes halve"]),
    Puzzle(BabelWidget, B6, _no_assyrians_at_your_temple, "Desertion",
           respond=keeps_his_assyrians,
           text=("South's pawn stands at the Hittites site, where his three Assyrians face "
                 "your level 5 temple: next turn he razes it. Send his Assyrians away from "
                 "there this turn."),
           hint=("The Medes make one nation of his desert a site. Your column there ends "
                 "with two Medes."),
           solution=["move Hittites", "deploy Medes", "Medes desert Assyrians"]),
    Puzzle(BabelWidget, B7, _won, "Finish it",
           respond=keeps_his_assyrians,
           text=("The end phase: the game ends when a player reaches 20, or falls to 9 or "
                 "less. You lead 17 to 12. End the game this turn, as the winner."),
           hint=("Climbing to 20 is out of reach this turn. Bringing him down to 9 is not."),
           solution=["deploy Assyrians", "Assyrians destroy"]),
], title="Babel: one turn")
