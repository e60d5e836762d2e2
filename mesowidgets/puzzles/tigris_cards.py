"""Euphrat & Tigris (the card game) puzzles: each a position for the archer, solved in one
turn of two actions and the decisions they bring.

The points piles lie open (`options: open_piles`) so that the counts can be read. The lion
answers what he must decide during the archer's turn as strongly as he can
(`lion_answers`): all the cards of the conflict's colour he holds, a point banked whenever
one is offered, the first treasure kept; on his own turn he has no answer, and the board
stops."""
from __future__ import annotations

from mesogames.tigris_cards.cards import SHIP_NAME
from mesogames.words import plural

from ..tigris_cards import TigrisCardsWidget
from .puzzle import Puzzle, PuzzleSet

ARCHER, LION = 0, 1


def lion_answers(game):
    """The lion's answer to a decision of his during the archer's turn: commit every card he
    may, bank every point offered, keep the first treasure offered; None on his own turn."""
    d = game.decision
    if d is None or game.over:
        return None
    legal = [str(a) for a in game.legal_actions()]
    if d["kind"] == "conflict":
        return max((a for a in legal if a.startswith("commit")), key=lambda a: int(a.split()[1]))
    return legal[0]


def _points(game, seat: int, colour: str) -> int:
    return game.state["piles"][seat].count(colour)


def _on_board(game, leader: str) -> bool:
    """`leader`: seat and colour, like "0R" for the archer's priest."""
    return any(cell["leader"] == leader for col in game.state["cols"] for cell in col)


def _gained(game, colour: str, before: int) -> int:
    return _points(game, ARCHER, colour) - before


C1 = """\
Euphrat & Tigris: the card game
players: archer lion
turn: archer, actions 0
first: archer
turns: 14
options: open_piles
#    1      2      3      4      5      6      7      8
0:   T      T      T      T      T      T      T      T
1:   R      G@lt   K@ak   B      R@lp   K      G      B
2:   B      G      G      B@lf   B      .      K      .
3:   K      R      R      .      G      .      .      .
archer hand: G G B B R K B B
archer pile: G R K B G G R K
archer catastrophe: yes
lion hand: R R G B K K G B
lion pile: K B B R G K
lion catastrophe: yes
deck: G G K G R K G R B G G R R B R K K G R K R G K R G R K B R K B G R B K B R R K R K G B R G G G B G B G B R R R R B G R R B B R R R K R G B G R R G B G R R K B
discard: R R R R R B R B K R R K R K R R R B R R B K K B G K B B
removed: G G R K G K R R R K K R R K R B K G G R K R K R K K R B R B
"""


def _two_blue_points(game):
    got, lion = _gained(game, "B", 1), _points(game, LION, "B") - 2
    why = f"you banked {plural(got, 'blue point')} this turn"
    if lion > 0:
        why += f", and the lion's farmer took {plural(lion, 'blue point')}"
    return got >= 2 and not game.decision, why + ("" if got >= 2 else "; 2 were possible")


C2 = """\
Euphrat & Tigris: the card game
players: archer lion
turn: archer, actions 0
first: archer
turns: 11
options: open_piles
#    1      2      3      4      5      6      7      8
0:   T      T      T      T      T      T      T      T
1:   R      G@lt   K@ak   B      G@lp   K      G      B
2:   B      G      G      B@lf   R      .      K      .
3:   K      R      B      K      B      .      .      .
4:   .      .      .      .      K      .      .      .
archer hand: G R R B K K B G
archer pile: G B G R K
archer catastrophe: yes
lion hand: R R G B K K G B
lion pile: B R R G K
lion catastrophe: yes
deck: G K R K R K K R K K K R B R B R R R G K K R R R R G G R R R R K K G G B R R G R B B R R R G B R G R B K R B K B R G R K B G R B R K B K R R R G R K G B K K B R B B K G G G B
discard: K G B B B R G K R K G B G G R R K B K G B G
removed: R B R B R K B G R B R R R R R K R G R B G K G R R R R R R G
"""


def _win_the_revolt(game):
    if game.decision:
        return False, "the revolt is not over"
    mine, his = _on_board(game, "0R"), _on_board(game, "1R")
    if mine and not his:
        return True, "your priest won the revolt: the lion's priest went home"
    if his:
        return False, "the lion's priest still stands (a tie goes to the defender)"
    return False, "your priest is not in the lion's kingdom"


C3 = """\
Euphrat & Tigris: the card game
players: archer lion
turn: archer, actions 0
first: archer
turns: 17
options: open_piles
#    1      2      3      4      5      6      7      8
0:   T      T      T      T      T      T      T      T
1:   B      G@at   G@lt   R@lp   K      B      .      K
2:   K      R@ap   G      R      R      .      .      B
3:   .      G      K      R      .      .      .      R
4:   .      .      .      B      .      .      .      .
links: 3|4 G
archer hand: G G G G K B R B
archer pile: K B B G R K
archer catastrophe: yes
lion hand: G G R R R K B B
lion pile: K R B K G R
lion catastrophe: yes
deck: B R R R B G R B K R G G B K R K B K B R R B R B R G G K K R G K K G R B G K R G R K K R R K R G K G K G R R R K G B R R G R B K K R B R R R G B R R
discard: R R B G R B K R B K K K B R K K R G G R R G R R R B G B B B G B K R
removed: G R R K G R B R B R G R K G B B B R G R B R B R K K K K G R
"""


def _wars_in_order(game):
    if game.decision:
        return False, "the wars are not over"
    priest, trader = _on_board(game, "0R"), not _on_board(game, "1G")
    treasure = _gained(game, "T", 0)
    if not trader:
        return False, "the lion's trader is still in the kingdom"
    if not priest:
        return False, "the lion's trader went home, but your priest was lost in the red war"
    if not treasure:
        return False, "both wars are won or avoided, but you left the treasure"
    return True, (f"the lion's trader went home, your priest stands, and you banked "
                  f"{plural(_gained(game, 'G', 1), 'green card')} and a treasure")


C4 = """\
Euphrat & Tigris: the card game
players: archer lion
turn: archer, actions 0
first: archer
turns: 15
options: open_piles
#    1      2      3      4      5      6      7      8
0:   T      T      T      T      T      T      T      T
1:   K@lk   R      B      G@lt   .      G@at   B      R
2:   R      B      .      G      .      K      B      K
3:   B      .      .      K      .      R      G      B
4:   .      .      .      .      .      .      .      G
links: 6|7 K
archer hand: R R K B G G B K
archer pile: G B G R K
archer catastrophe: yes
lion hand: R G G B K K B R
lion pile: K B R G K
lion catastrophe: yes
deck: K K K R B R B R R R G K K R R R R G G R R R R K K G G B R R G R B B R R R G B R G R B K R B K B R G R K B G R B R K B K R R R G R K G B K K B R B B K G G G B
discard: R K K R K R K G K G B B B R G K R K G B G G R R K B K G B G
removed: R B R B R K B G R B R R R R R K R G R B G K G R R R R R R G
"""


def _two_treasures(game):
    got = _gained(game, "T", 0)
    why = f"you took {plural(got, 'treasure')}"
    return got >= 2, why + ("" if got >= 2 else
                            "; 2 were possible, each for a red card from your hand")


C5 = """\
Euphrat & Tigris: the card game
players: archer lion
turn: archer, actions 0
first: archer
turns: 13
options: open_piles
#    1      2      3      4      5      6      7      8
0:   T      T      T      T      T      T      T      T
1:   R@ap   K@lk   G      .      R      G@lt   B      K
2:   B      R      K      .      B      G      .      .
3:   B      B      .      .      .      .      .      .
4:   B      .      .      .      .      .      .      .
links: 1|2 G
archer hand: B R R R K G G B
archer pile: B B G R K
archer catastrophe: yes
lion hand: R R G B K K G B
lion pile: B B R G K
lion catastrophe: yes
deck: G K B G G R K B R R R B G R K G R R R G R B K R R B B R R G G B B B B R R B R K R K R K R R G G B G R K B K K R B K R R B R R B K B G R R R R G G R K B R K B G K G R K R R R
discard: K R B G K G K G R R K B B K B K R G G R G R R B K K
removed: K R K R R K R G K B G R R G G R G K K R R R G R B G K G R K
"""


def _ship_points(game):
    got = _gained(game, "R", 1)
    if game.decision and game.to_move == ARCHER:
        return False, "a decision of yours is open"
    ships = [SHIP_NAME[c["card"]] for c in game.state["cols"][0] if c["card"] in SHIP_NAME]
    ship = ships[0] if ships else None
    why = f"you banked {plural(got, 'red point')} this turn"
    if ship == "blue-red":
        why += "; the blue-red ship sails in your priest's kingdom"
    elif ship == "blue-black":
        why += "; the blue-black ship serves the lion's king, not your priest"
    elif ship:
        why += f"; the {ship} ship serves no leader of yours"
    return got >= 2, why + ("" if got >= 2 else "; 2 were possible")


C6 = """\
Euphrat & Tigris: the card game
players: archer lion
turn: archer, actions 0
first: archer
turns: 16
options: open_piles
#    1      2      3      4      5      6      7      8
0:   T      T      T      T      T      T      T      T
1:   K@lk   R      B      .      R@ap   G@at   G@lt   B
2:   R      B      K      .      B      G      G      .
3:   B      .      .      .      .      K      G      .
4:   .      .      .      .      .      .      R      .
archer hand: G G K B R R B K
archer pile: K R B G R K
archer catastrophe: yes
lion hand: G R R B K K B B
lion pile: R B B R G K
lion catastrophe: yes
deck: G K B R G G K K K R R K R K R G R G R G B B G R G R G B R R R B B R R B K R R K G K K B G K R B G B G R R G K K R G R R R B G R G B R R G B K K B R R R R B
discard: G G K R R B R R R K R R G B R K B G R R R B R R G K G R G K K R
removed: B K K G R B B R R R K K G K B R G B R G B K K R K R B B K G
"""


def _weaken_him_first(game):
    if game.decision:
        return False, "the war is not over"
    got = _gained(game, "G", 1)
    if _on_board(game, "1G"):
        return False, f"the lion's trader still stands; you banked {plural(got, 'green point')}"
    return got >= 3, f"you banked {plural(got, 'green point')}" + ("" if got >= 3 else
                                                                 "; a war would bring 3")


C7 = """\
Euphrat & Tigris: the card game
players: archer lion
turn: archer, actions 0
first: archer
turns: 31
options: open_piles
#    1      2      3      4      5      6      7      8
0:   T      T      R      T      T      T      T      T
1:   K@lk   R@ap   K@ak   B      B@af   G@lt   B      R
2:   R      .      B@lf   .      R      G      .      K
archer hand: G G B B R K K R
archer pile: B B B G G G R R R R R R R K K K K K
archer catastrophe: used
lion hand: R G B K B G K R
lion pile: T B B B B B G G G G R R R R K K K K
lion catastrophe: used
deck: K
discard: B B B B B B B B B B B B B B B B B B B B B B B B R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R G G G G G G G G G G G G G G G G G G G G
removed: K K K K K K K K K K K K K K K K K K K K K K K G G G G G G G
"""


def _win_on_the_weakest(game):
    if not game.over:
        return False, "the game is not over yet"
    r = game.result()
    mine, his = (r["scores"][s]["weakest_first"] for s in (ARCHER, LION))
    line = (f"your colours from the weakest: {', '.join(map(str, mine))}; the lion's: "
            f"{', '.join(map(str, his))}")
    return r["ranking"][0] == [ARCHER], ("you win, " if r["ranking"][0] == [ARCHER]
                                         else "the lion wins, ") + line


PUZZLES = PuzzleSet([
    Puzzle(TigrisCardsWidget, C1, _two_blue_points, "The king's wild card",
           respond=lion_answers,
           text=("Blue is your weakest colour: one point. Bank two blue points this turn. "
                 "Your king stands in column 3; the lion's farmer in column 4."),
           hint=("A point goes to the leader of the card's colour in the kingdom; where "
                 "there is none, to the king."),
           solution=["blue 3", "bank blue", "blue 3", "bank blue"]),
    Puzzle(TigrisCardsWidget, C2, _win_the_revolt, "Win the revolt",
           respond=lion_answers,
           text=("Place your priest in the lion's kingdom of column 5 and send his priest "
                 "home. You hold two red cards; so does the lion, and he will commit both."),
           hint="Two against two goes to the defender. Where can your priest find one more?",
           solution=["priest 5.2", "commit 2"]),
    Puzzle(TigrisCardsWidget, C3, _wars_in_order, "Wars in the right order",
           respond=lion_answers,
           text=("Join your kingdom of column 2 to the lion's kingdom of columns 3 and 4 "
                 "(linked by a green card): both traders and both priests will meet. The "
                 "lion's temples are too strong for your priest. Send his trader home, keep "
                 "your priest, and take what the new kingdom offers your trader. The lion "
                 "commits every card he can."),
           hint=("You choose the order of the wars. What holds the lion's kingdom together, "
                 "and what happens to it if his trader loses?"),
           solution=["black 2|3", "war green", "commit 4", "keep 2"]),
    Puzzle(TigrisCardsWidget, C4, _two_treasures, "Two treasures for the trader",
           respond=lion_answers,
           text=("Your trader stands in the kingdom of columns 6 and 7. Take two treasures "
                 "this turn. You hold two red cards."),
           hint=("Each treasure the trader takes is replaced by a red card from your hand. "
                 "What will you link with?"),
           solution=["black 7|8", "keep 6"]),
    Puzzle(TigrisCardsWidget, C5, _ship_points, "The right ship",
           respond=lion_answers,
           text=("Column 1 ends with three blue cards under your priest; the lion's king "
                 "shares the kingdom. Bank two red points this turn; you hold three red "
                 "cards."),
           hint=("Four blue cards in a row make a ship. A ship serves the leaders of its two "
                 "colours, at the end of their owner's turn."),
           solution=["blue 1", "ship blue-red", "red 1", "bank red", "bank red"]),
    Puzzle(TigrisCardsWidget, C6, _weaken_him_first, "Weaken him first",
           respond=lion_answers,
           text=("Your trader (column 6, two green cards) faces the lion's (column 7, three "
                 "green cards). He holds one green card and will commit it; you hold two. "
                 "Win the war of the traders and its spoils this turn."),
           hint="Four against four goes to the defender. Your catastrophe is still in hand.",
           solution=["catastrophe 7.2", "black 6|7", "commit 2", "keep 6"]),
    Puzzle(TigrisCardsWidget, C7, _win_on_the_weakest, "The weakest colour decides",
           respond=lion_answers,
           text=("One card is left in the deck: the game ends with your turn. Your points: "
                 "black 5, red 7, green 3, blue 3. The lion's: black 4, red 4, green 4, blue "
                 "5 and a treasure. Win the game."),
           hint=("Only the weakest colours count, then the next weakest. And mind whose "
                 "farmer collects a blue card."),
           solution=["green 3", "bank green", "blue 5", "bank blue"]),
], title="Euphrat & Tigris, the card game: one turn")
