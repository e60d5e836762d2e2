"""Tyrus puzzles: each the last tiles of an election, with the tiles on both sides known.

In a real game the opponent's tiles are face down; here the goal's text says what they are
(late in the game the discards tell it: once the supply is gone, the tiles a player has not
discarded are all in his hand or in the buildings). The solver places a tile; brown places
the election's last tile with the strongest answer (`strongest_reply`), the votes are
counted, and the board stops when the next election begins with brown to place."""
from __future__ import annotations

from mesogames.tyrus.tiles import ELECTION_NAME, value
from mesogames.words import plural

from ..tyrus import TyrusWidget
from .puzzle import Puzzle, PuzzleSet

BEIGE = 0


def _standing(game, seat: int) -> tuple:
    """How good the position after the election is for `seat`: the game won or lost first,
    then the election won, void or lost."""
    if game.over:
        w = game.result()["winner"]
        return (2 if w == seat else 1 if w is None else 0, 0)
    last = game.state["results"][-1]
    return (1, 2 if last == seat else 1 if last is None else 0)


def strongest_reply(game):
    """Brown's answer with the election's last tile: the placement that leaves him best off
    (the game, then the election), with the smallest tile among equals; None when the
    election's last tile is not his to place (the solver's part is over)."""
    if game.over or game.state["placed"] != 5:
        return None
    seat, best, best_key = game.to_move, None, None
    for action in game.legal_actions():
        after = game.copy()
        after.apply(action)
        key = (_standing(after, seat), -value(action.tile))
        if best_key is None or key > best_key:
            best, best_key = action, key
    return str(best)


def _count(game, election: int):
    """The count of `election`: (winner or None, the arithmetic in words), or None when it
    has not been counted yet."""
    for record in game.state["counts"]:
        if record["election"] == election:
            return record["winner"], "; ".join(line.rstrip(".") for line in record["lines"])
    return None


def _outcome(game, election: int) -> tuple:
    """(the winner or None, a few words: who won, the votes, the arithmetic)."""
    counted = _count(game, election)
    if counted is None:
        return "open", f"election {election} is not counted yet"
    winner, lines = counted
    name = ELECTION_NAME[game.state["revealed_cards"][election - 1]]
    if winner is None:
        return None, f"the election of the {name} is void ({lines})"
    who = "you win" if winner == BEIGE else "brown wins"
    return winner, f"{who} the election of the {name} ({lines})"


def _spent(game) -> int:
    """The value of the tiles beige placed since the puzzle's position."""
    return sum(value(h["notation"].split()[0]) for h in game.history_for(None)
               if h["seat"] == BEIGE)


def win_election(election: int):
    def goal(game):
        winner, why = _outcome(game, election)
        return winner == BEIGE, why
    return goal


P1 = """\
Tyrus
election: 8 S   # general, in the citadels
placed: 4
first: brown
results: M beige, P brown, S brown, P void, M beige, S brown, M void
cards: P
beige hand: S1 S3 S5 M1 M4 P2 P6
beige supply:
beige discard: S2 S6 S8 S9 S10 M2 M3 M5 M6 M7 M8 M9 M10 P1 P3 P4 P5 P7 P8 P9
beige citadel: beige S7 S4
beige temple: beige P10
brown hand: M1 M3 M6 P1 P2 P5 P9
brown supply:
brown discard: S1 S2 S3 S4 S5 S6 S7 S8 S9 M2 M4 M5 M7 M9 M10 P3 P4 P6 P7 P8 P10
brown citadel: brown S10
brown market: brown M8
"""

P2 = """\
Tyrus
election: 7 M   # chief merchant, in the markets
placed: 4
first: beige
results: S beige, P brown, M brown, S beige, P void, S brown
cards: P M
beige hand: S2 S8 M1 M4 P1 P2 P7
beige supply: S9 M10 P10
beige discard: S1 S3 S4 S5 S6 S7 S10 M2 M5 M7 M8 M9 P3 P4 P6 P8 P9
beige market: beige M6 M3
beige temple: beige P5
brown hand: S1 S2 S3 M1 M4 P3 P5
brown supply: P8 P9 S9
brown discard: S4 S5 S6 S7 S8 S10 M3 M5 M6 M7 M9 M10 P1 P2 P6 P7 P10
brown market: brown M8 M2
brown temple: brown P4
"""


P3 = """\
Tyrus
election: 9 P   # high priest, in the temples
placed: 5
first: brown
results: S beige, M brown, P void, S brown, M beige, P beige, S void, M brown
cards:
beige hand: S3 M6 M9 P5
beige supply:
beige discard: S1 S2 S5 S6 S7 S8 S9 S10 M1 M2 M3 M4 M5 M7 M8 M10 P1 P2 P3 P4 P6 P7 P9 P10
beige citadel: beige S4
beige temple: beige P8, brown S5
brown hand: S9 M2 P6
brown supply:
brown discard: S1 S2 S3 S4 S6 S7 S8 S10 M1 M4 M5 M6 M7 M8 M9 P1 P2 P3 P4 P5 P7 P9 P10
brown market: brown M3
brown temple: brown P8 M10
"""


def _win_on_the_tiles_left(game):
    if not game.over:
        return False, "the game is not over yet"
    r = game.result()
    reps, hands = r["representatives"], r["hand_totals"]
    if r["winner"] == BEIGE:
        if reps[0] == reps[1]:
            return True, (f"void election, representatives tied {reps[0]} to {reps[1]}, and "
                          f"your tiles left add up to {hands[0]} against {hands[1]}")
        return True, f"you win with {reps[0]} representatives to {reps[1]}"
    if r["winner"] is None:
        return False, (f"a draw: representatives {reps[0]} to {reps[1]} and tiles left "
                       f"{hands[0]} to {hands[1]}; a smaller tile would have kept more in hand")
    if reps[1] > reps[0]:
        return False, (f"brown wins with {plural(reps[1], 'representative')} to {reps[0]}: the "
                       "high priest had to be won or made void")
    return False, (f"brown wins on the tiles left in hand, {hands[1]} to {hands[0]}: "
                   "you spent too much to make the election void")


P4 = """\
Tyrus
election: 6 P   # high priest, in the temples
placed: 4
first: brown
results: S brown, M brown, S void, M beige, P beige
cards: S M P
beige hand: S2 S6 M1 M3 M7 P2 P10
beige supply: P4 S9 M6 M4 M8 S1
beige discard: S3 S4 S5 S7 S8 S10 M2 M9 M10 P1 P5 P6 P8 P9
beige market: beige M5
beige temple: beige P7 P3
brown hand: S1 S3 M2 M4 M9 P1 P5
brown supply: P8 P9 S9 M10 S10 P10
brown discard: S2 S4 S5 S6 S8 M1 M3 M5 M6 M7 M8 P3 P7
brown citadel: brown S7
brown temple: brown P6 P4 P2
"""


def _three_in_a_row(game):
    if game.over and game.result()["winner"] == BEIGE:
        return True, "three elections in a row: you win the game at once"
    winner, why = _outcome(game, 6)
    return False, why + "; the game goes on"


P5 = """\
Tyrus
election: 3 S   # general, in the citadels
placed: 4
first: beige
results: M beige, P brown
cards: P S M S P M
beige hand: S1 S4 S9 M2 M5 P3 P7
beige supply: S10 S6 P4 M7 P6 S3 M10 M4 P8 M3 S7 P1 M9 S5 M6
beige discard: S2 M8 P2 P5 P9 P10
beige citadel: beige S8, brown M3
beige market: beige M1
brown hand: S1 S2 M1 M2 M4 P1 P4
brown supply: M6 S9 S8 S7 M9 P6 M5 S3 S6 P9 M10 M8 P2 P8 P5
brown discard: S4 S10 M7 P7 P10
brown citadel: brown S5
brown temple: brown P3
"""


def _win_cheaply(game):
    winner, why = _outcome(game, 3)
    spent = _spent(game)
    if winner != BEIGE:
        return False, why
    if spent > 5:
        return False, (f"{why}, but you spent a tile of {spent}: a tile of 5 was enough, and "
                       "two more generals are still to be elected")
    return True, f"{why}, with a tile of {spent}"


P6 = """\
Tyrus
election: 5 M   # chief merchant, in the markets
placed: 4
first: beige
results: S beige, P void, M brown, S brown
cards: P M S P
beige hand: S3 S7 M1 M3 M4 P2 P4
beige supply: P6 S4 M5 M9 P10 S1 S10 P8 M7
beige discard: S2 S5 S8 S9 M2 M8 M10 P1 P3 P5 P7 P9
beige citadel: beige S6
beige market: beige M6
brown hand: S1 S2 S3 S4 S5 S9 P1
brown supply: M5 M6 P7 P6 P4 M10 P9 S10 M1
brown discard: S6 S7 S8 M2 M3 M4 M7 M8 P2 P3 P8 P10
brown market: brown M9
brown temple: brown P5
"""


def _break_the_run(game):
    winner, why = _outcome(game, 5)
    if winner == "open":
        return False, why
    if winner == 1:
        return False, why + ": his third election in a row wins him the game"
    return True, why + ": his run of wins is broken"


PUZZLES = PuzzleSet([
    Puzzle(TyrusWidget, P1, win_election(8), "Guard before the bribe",
           respond=strongest_reply,
           text=("Election 8, the general. Your citadel holds S7 and S4 (11 soldiers); brown's "
                 "holds his S10. Brown places the last tile, and the discards tell you what he "
                 "has left: merchants M6 M3 M1 and priests P9 P5 P2 P1, no soldiers. Win the "
                 "general whatever he does."),
           hint=("His only way to hurt you is a bribe in your citadel. What stops merchants, "
                 "and does it work if it is there before them?"),
           solution=["P6 beige citadel"]),
    Puzzle(TyrusWidget, P2, win_election(7), "Persuade his merchants",
           respond=strongest_reply,
           text=("Election 7, the chief merchant. Your market holds M6 and M3 (9 merchants); "
                 "brown's holds M8 and M2 (10). Brown places the last tile; his hand is S3 S2 "
                 "S1, M4 M1, P5 P3. Win the chief merchant whatever he does."),
           hint=("More merchants of yours invite his priests into your market. Where can a "
                 "tile of yours do more harm than he can repair?"),
           solution=["P7 brown market"]),
    Puzzle(TyrusWidget, P3, _win_on_the_tiles_left, "The tiles in hand decide",
           text=("The last election: the high priest. Representatives are tied 3 to 3, so a "
                 "void election leaves the game to the higher total of the three tiles left "
                 "in hand. Brown has placed all his tiles: P8 and M10 in his temple (8 priests, "
                 "guarded against soldiers), S5 in yours against your P8 (3 priests left). His "
                 "last three tiles, S9 M2 P6, add up to 17. Place your last tile and win the "
                 "game."),
           hint=("You cannot win the election, but a void will do. Of the tiles that make "
                 "it void, which leaves the most in your hand?"),
           solution=["P5 beige temple"]),
    Puzzle(TyrusWidget, P4, _three_in_a_row, "Three in a row",
           respond=strongest_reply,
           text=("You won the last two elections; win the high priest and the game is over. "
                 "Your temple holds P7 and P3 (10 priests), brown's P6 P4 P2 (12). Brown "
                 "places the last tile; his hand is S3 S1, M9 M4 M2, P5 P1. Win the game now."),
           hint=("A guard or a counter each answers only one of his threats. And what are you "
                 "saving your best tile for?"),
           solution=["P10 beige temple"]),
    Puzzle(TyrusWidget, P5, _win_cheaply, "Win the general cheaply",
           respond=strongest_reply,
           text=("Election 3, the general. Your citadel holds S8, less brown's bribe of M3 "
                 "(5 soldiers); his citadel holds S5. Brown places the last tile; his hand is "
                 "S2 S1, M4 M2 M1, P4 P1. Win the general with the smallest tile you can: two "
                 "more generals are to be elected."),
           hint="Three of your tiles win. Count what each of them costs you.",
           solution=["M5 brown citadel"]),
    Puzzle(TyrusWidget, P6, _break_the_run, "Break the run",
           respond=strongest_reply,
           text=("Brown won the last two elections: a third, the chief merchant, wins him the "
                 "game. Your market holds M6; his, M9. He places the last tile; his hand is "
                 "soldiers S9 S5 S4 S3 S2 S1 and one priest, P1. You cannot win this election: "
                 "make sure he does not either."),
           hint=("A void election breaks a run. He can take one merchant from your market; "
                 "make the tie hold anyway."),
           solution=["M4 beige market"]),
], title="Tyrus: the last tiles of an election")
