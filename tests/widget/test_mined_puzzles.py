"""Puzzles mined from games (`mesowidgets.puzzles.mine`): every kept puzzle holds up when
the engine replays it, each confirmed one kept the record of its margin stage (the search's
margin twice, the outcome flipping), and the miner keeps a position only where the search,
the goal and the playouts all agree."""
from collections import Counter

import pytest

import mesogames.bots.ismcts as ismcts
from mesogames import registry
from mesogames.babel.diagram import from_diagram as babel_diagram
from mesogames.bots.values import values
from mesogames.tigris.diagram import from_diagram as tigris_diagram
from mesogames.tigris_cards.diagram import from_diagram as cards_diagram
from mesogames.tyrus.diagram import from_diagram
from mesowidgets.puzzles import PuzzleSet, goals, mine, mining
from mesowidgets.puzzles.mining import (
    LONGER,
    MINED,
    PLAYOUTS,
    SEARCH,
    WHOLE_PART,
    MinedPuzzle,
    TooLong,
    added,
    ahead,
    flipped,
    flips,
    goal_for,
    load,
    mined,
    obvious,
    only_goals,
    only_move,
    only_moves,
    reaches,
    save,
)
from mesowidgets.puzzles.tyrus import P1
from tests.engine.tigris_positions import position

GAMES = sorted(p.stem for p in MINED.glob("*.json"))
CASES = [(g, i) for g in GAMES for i in range(len(mined(g)))]


@pytest.mark.parametrize("game", GAMES)
def test_each_mined_set_holds_twenty_or_more_rated_puzzles(game):
    puzzles = load(game)
    assert isinstance(puzzles, PuzzleSet) and len(puzzles) >= 20
    assert len({p.diagram for p in puzzles}) == len(puzzles), "each position once"
    assert len({p.title for p in puzzles}) == len(puzzles), "titles tell puzzles apart"
    for p in mined(game):
        assert set(p.found) == {"easy", "medium"} and p.difficulty in ("easy", "medium", "hard")


@pytest.mark.parametrize("game,index", CASES)
def test_a_mined_solution_is_legal_reaches_its_goal_and_no_other_first_move_does(game, index):
    kept = mined(game)[index]
    puzzle = kept.puzzle()
    start = puzzle.game()
    assert not puzzle.judge(start).solved, "solved before any move"
    legal = [str(a) for a in start.legal_actions()]
    first = kept.actions[0]
    assert puzzle.solution == kept.actions and first in legal
    assert puzzle.check(puzzle.solution).solved
    # Where the puzzle is the rest of the turn, every answer of the solver to the
    # decisions a first move brings is tried too.
    others = [a for a in legal if a != first and reaches(
        start, a, puzzle.goal, puzzle.respond, start.to_move, game in WHOLE_PART)]
    assert others == [], f"{others} reach the goal too"
    assert not obvious(start, kept.actions), "no puzzle: ending the turn, all in"
    assert puzzle.text and puzzle.hint


#: The least number of confirmed puzzles (`MinedPuzzle.confirmed`) in each kept set: the
#: rest were found by a goal only one move reaches, before the margin stage (README,
#: "Puzzles mined from games").
CONFIRMED = {"babel": 20, "tigris": 25, "tigris_cards": 21, "tyrus": 31}


def test_a_mined_set_is_titled_with_the_game_s_name_for_people():
    assert load("tigris_cards").title == ("Puzzles mined from games of "
                                          "Euphrat & Tigris: the card game")


@pytest.mark.parametrize("game", GAMES)
def test_each_confirmed_puzzle_kept_the_record_of_its_margin_stage(game):
    kept = mined(game)
    confirmed = [p for p in kept if p.confirmed]
    assert len(confirmed) >= CONFIRMED[game]
    for p in confirmed:
        start = p.puzzle().game()
        short, longer = p.margin["searches"]
        assert (short[0], longer[0]) == (SEARCH, LONGER)
        # Both searches put the solution's first move clearly first ...
        assert ahead(start, short, p.actions[0]) and ahead(start, longer, p.actions[0])
        # ... and the playouts after it and after the longer search's second differ.
        (best, _, n, _), (second, _, m, _) = p.margin["playouts"]
        assert (best, second) == (p.actions[0], longer[3]) and flipped(p.margin["playouts"])
        assert n == m == PLAYOUTS, "played out nine times each way"
        assert "confirmed" in p.puzzle().title
    assert all("confirmed" not in p.puzzle().title for p in kept if not p.confirmed)


#: Tyrus, the last election (seed 5, action 17 of benchmarks/mine_puzzles.py's self-play):
#: only the brown temple on P6 wins the game, and the search sees it.
LAST_ELECTION = """\
Tyrus
election: 3 P   # high priest, in the temples
placed: 5
first: beige
results: M brown, M brown
cards: S P M S S P
beige hand: S3 S6 S9 M1 M10 P5
beige supply: S7 P3 M2 M3 P7 P9 P2 S2 S4 P8 M7 P10 S10 M9 S5
beige discard: M4 M5 M6 M8
beige citadel: beige P1
beige temple: beige P4 P6, brown S8
brown hand: S3 S5 S6 M1 P1 P2 P6
brown supply: M9 S1 M4 S2 P4 S10 P9 M8 S7 S9 M2 P3 M10 P5 S4
brown discard: M3 M5 M6 M7 P8 P10
brown citadel: beige S1
brown temple: brown P7, beige S8
"""


@pytest.fixture
def search_as_chosen(monkeypatch):
    """LAST_ELECTION's search as it was when the position was chosen: the tree below the
    root grown from a random tile, not the thrifty plan's first (`PLAN_FIRST`). With the
    plan's tile first the short search still prefers P6 but by 0.07 (0.66 against 0.59),
    not the margin of 0.15, since brown cannot see beige's priests in its temple: the
    mining these tests check is the same, the position's margin is not."""
    monkeypatch.setattr(ismcts, "PLAN_FIRST", ismcts.PLAN_FIRST - {"tyrus"})


def test_mine_keeps_a_position_where_search_goal_and_playouts_agree(search_as_chosen):
    played = from_diagram(LAST_ELECTION, seed=0)
    played.apply("P6 brown temple")
    [found] = mine([played], tries=0)
    assert (found.goal, found.seat, found.solution) == ("win_game", 1, "P6 brown temple")
    assert found.confirmed and found.puzzle().check(["P6 brown temple"]).solved
    short, longer = found.margin["searches"]
    assert short[1] == longer[1] == "P6 brown temple"


def test_mining_only_the_last_actions_of_a_game_counts_the_stages_by_phase(search_as_chosen):
    played = from_diagram(LAST_ELECTION, seed=0)
    played.apply("P6 brown temple")
    # Its one position has one action left to the game's end: not mined with none left.
    stages: Counter = Counter()
    assert mine([played], tries=0, last=0, stages=stages) == [] and stages["positions"] == 0
    # Nor where the game is more decided than `undecided` allows: the position's value to
    # brown, its standing squashed, strays further from an even 0.5.
    start = played.position_at(0)
    stray = abs(values(start)[1] - 0.5)
    assert 0.01 < stray < 0.49
    assert mine([played], tries=0, undecided=stray - 0.01, stages=stages) == []
    assert stages["positions"] == 0
    phases: Counter = Counter()
    [found] = mine([played], tries=0, last=1, phases=phases, undecided=stray + 0.01)
    assert found.margin["left"] == 1, "the record says how late in the game it was"
    assert found.margin["goal"] == ["win_game", None], "and the kind of goal"
    assert phases == {(stage, 0): 1 for stage in mining.STAGES}


def test_a_goal_only_move_the_search_does_not_prefer_is_no_puzzle():
    # The hand-written puzzle: only P6 beige citadel wins the election, but the search from
    # the seat's information prefers another tile (the game's standing weighs more than
    # this election): no puzzle.
    played = from_diagram(P1, seed=0)
    played.apply("P6 beige citadel")
    start = played.position_at(0)
    assert only_move(start, goals.win_election(0), goals.defence("tyrus")) == "P6 beige citadel"
    assert mine([played], tries=0) == []
    # A goal every first move reaches has no only move: no puzzle.
    assert only_move(start, lambda game: (True, "any move"), None) is None


#: Tigris & Euphrates, the archer to start a turn (game 0 of seed 0, action 87): passing
#: ends the turn and the priest's red-green monument scores its red point; every other
#: first action leaves the turn to go on.
TURN_START = """\
Tigris & Euphrates
players: archer lion
options: classic
turn: archer, actions 0
first: lion
turns: 44
#     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P
 1:   G  G  .  K  B  ~  B  B  B  .  R* at ~  .  .  G
 2:   R  R  .  K  B  af R  K  .  K  ap R  ~  .  G  R*
 3:   K  lt K  ~  B  R  lk R  .  G  R  G  ~  ~  .  .
 4:   B  B  B  ~  K  R  K  K  .  r  r  .  .  ~  ~  ~
 5:   R  G  R  G  .  R  .  K  .  r  r  .  .  R* ~  ~
 6:   K  .  G  K  G  .  .  .  .  .  .  .  .  .  ~  .
 7:   B  B  B  B  K  .  .  .  R* .  .  .  ~  ~  ~  .
 8:   .  X  R  B  B  B  ~  .  .  G  .  .  ~  .  .  .
 9:   .  .  X  .  .  lf ~  ~  ~  ~  ~  ~  ~  .  R* .
10:   K  K  .  .  K  R* .  .  .  .  .  .  .  .  .  .
11:   X  K  .  .  .  .  .  .  .  .  R* .  .  .  .  .
monuments: red-green J4
archer hand: K K K B B B
archer points: K9 R15 G11 B10 T1
archer catastrophes: 0
lion hand: K R R R B B
lion points: K8 R9 G9 B6 T2
lion catastrophes: 1
"""

#: The archer's last action of a turn (seed 0, action 53): only a red tile on K5 completes
#: a square of four (J4 K4 J5 K5), and the monument is the archer's to build.
LAST_ACTION = """\
Tigris & Euphrates
players: archer lion
options: classic
turn: archer, actions 1
first: lion
turns: 26
#     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P
 1:   G  .  .  .  ~  ~  ~  B  B  .  R* at ~  .  .  G
 2:   .  R* .  K  B  lf R  K  .  K  ap R  ~  .  G  R*
 3:   K  lt K  ~  B  R  lk R  .  G  R  G  ~  ~  .  .
 4:   B  ~  ~  ~  .  .  .  .  .  R  R  .  .  ~  ~  ~
 5:   R  G  .  .  .  .  .  .  .  R  .  .  .  R* ~  ~
 6:   K  .  .  .  .  .  .  .  .  .  .  .  .  .  ~  .
 7:   B  B  B  B  .  .  .  af R* .  .  .  ~  ~  ~  .
 8:   ak R  .  ~  ~  ~  ~  .  .  G  .  .  ~  .  .  .
 9:   .  lp X  .  .  .  ~  ~  ~  ~  ~  ~  ~  .  R* .
10:   .  K  .  .  .  R* .  .  .  .  .  .  .  .  .  .
11:   X  K  .  .  .  .  .  .  .  .  R* .  .  .  .  .
archer hand: R R R R B
archer points: K5 R5 G2 B5 T1
archer catastrophes: 0
lion hand: K K R R G G
lion points: K3 R4 G5 B4 T1
lion catastrophes: 2
"""

#: The card game, the lion attacking in a revolt at the end of its turn with three red
#: cards in hand (seed 5, action 56 of the first mined set): committing all three is the
#: only commitment that beats the archer's strongest defence.
ALL_IN = """\
Euphrat & Tigris: the card game
players: archer lion
turn: lion, actions 2
first: archer
turns: 16
#    1      2      3      4      5      6      7      8
0:   T      T@at   T      T      T      T@ak   T@lt   T
1:   B      G      K      K      .      R@lf   B      .
2:   .      G      G      .      .      K      .      .
3:   .      .      R@af   .      .      G@lk   .      .
4:   .      .      B      .      .      G@lp   .      .
5:   .      .      B      .      .      .      .      .
archer hand: B B B B B G K R
archer pile: G B G B G R B G K R R
archer catastrophe: yes
lion hand: B R K G R R K K
lion pile: K R G K R B
lion catastrophe: yes
""" + ("pending: conflict type=revolt colour=K fight=R attacker=lion defender=archer "
       "seat=lion base=[0,1] added=[-,-] link=- sides=-\n")


def test_a_tigris_position_with_more_of_the_turn_left_gives_no_puzzle():
    played = tigris_diagram(TURN_START, seed=0)
    # Up to the solver's next decision, "pass" is the one first move that scores red:
    # every other action leaves the archer a second one. No puzzle in that.
    assert only_move(played, goals.score(0, "R"), goals.defence("tigris")) == "pass"
    with pytest.raises(TooLong):
        goal_for("tigris", played, "pass", goals.defence("tigris"), True)
    played.apply("pass")
    assert mine([played], tries=0) == []


def test_a_tigris_puzzle_is_the_last_action_with_the_decisions_it_brings():
    game = tigris_diagram(LAST_ACTION, seed=0)
    # The goal derived from what the red tile achieves: the monument (its points too, but
    # other tiles score red), the archer's answer to the monument's question tried.
    key, value, actions = goal_for("tigris", game, "red K5", goals.defence("tigris"), True)
    assert (key, value) == ("build_monument", None)
    assert actions == ["red K5", "monument black-red J4"]
    found = MinedPuzzle("tigris", LAST_ACTION, key, 0, value, "; ".join(actions), "a test")
    puzzle = found.puzzle()
    assert puzzle.check(found.actions).solved and not puzzle.check(["red K5"]).solved
    assert puzzle.text.startswith("Build a monument this turn.")


def test_taking_the_lead_on_the_count_is_a_goal_one_move_alone_may_reach():
    game = tigris_diagram(LAST_ACTION, seed=0)
    # The count as if the game ended now, weakest colour first: the lion leads 4-4-4-5
    # against the archer's 3-5-5-5 (treasures wild).
    solved, why = goals.take_lead(0)(game)
    assert not solved and why == "the count, weakest colour first: you 3-5-5-5 against 4-4-4-5"
    assert goals.take_lead(1)(game)[0]
    # The red tile's monument in red and green (its red point to the king, a green one to
    # the trader) puts the archer ahead; no other first action does.
    respond = goals.defence("tigris")
    ends = mining.part_ends(game, "red K5", respond, 0, True)
    assert ("take_lead", None) in mining.derived_goals("tigris", game, ends)
    actions = ["red K5", "monument red-green J4"]
    assert only_moves(game, [("take_lead", None)], respond, True) == {
        ("take_lead", None): actions}
    found = MinedPuzzle("tigris", LAST_ACTION, "take_lead", 0, None, "; ".join(actions),
                        "a test")
    puzzle = found.puzzle()
    assert puzzle.check(actions).solved
    assert not puzzle.check(["red K5", "monument black-red J4"]).solved
    # The lion's points are behind its screen: the puzzle tells them.
    assert puzzle.text.startswith("Take the lead on the count this turn.")
    assert "Its points: black 3, red 4, green 5, blue 4, treasures 1." in puzzle.text


#: The lion's last action of a turn (seed 5001 of the easy bots' self-play, action 120): its
#: trader on B3 or C2 joins its kingdom to B2's treasure, and the kingdom's two treasures
#: (B2, F3) leave one to the lion (F3, a corner's, stays).
TREASURE = """\
Tigris & Euphrates
players: archer lion
options: classic
turn: lion, actions 1
first: lion
turns: 45
#     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P
 1:   .  .  .  .  B  B  ~  ~  B  ak R* K  ~  .  .  .
 2:   .  R* .  .  B  .  .  .  .  K  G  .  ~  .  lp R*
 3:   .  .  R  ~  B  R* K  .  .  .  .  .  ~  ~  K  .
 4:   ~  ~  B  B  R  lf .  .  .  .  .  .  X  ~  ~  ~
 5:   .  .  .  .  .  R  X  .  .  .  .  .  .  R* ~  ~
 6:   .  R  .  .  .  .  .  .  .  .  .  .  .  .  ~  G
 7:   ~  ~  ~  ~  .  .  .  .  R* at G  .  ~  ~  B  G
 8:   .  R* .  ~  ~  B  ~  .  G  .  .  .  ~  R  af R
 9:   .  .  .  .  K  K  B  ~  B  ~  ~  ~  B  G  R  R
10:   .  G  K  k  k  R  .  .  G  .  .  G  G  G  ap .
11:   .  .  G  k  k  lk X  R  K  K  R  .  .  .  R  G
monuments: black-red D10
archer hand: K R B B B B
archer points: K3 R4 G5 B4 T2
archer catastrophes: 1
lion hand: K K R R R
lion points: K21 R17 G8 B8 T1
lion catastrophes: 0
"""


def test_taking_a_treasure_is_a_goal_the_miner_derives():
    game = tigris_diagram(TREASURE, seed=0)
    respond = goals.defence("tigris")
    assert not goals.take_treasure(1)(game)[0]
    ends = mining.part_ends(game, "trader B3", respond, 1, True)
    assert ("take_treasure", None) in mining.derived_goals("tigris", game, ends)
    (actions, end, _), = ends
    assert goals.take_treasure(1)(end) == (
        True, "Lion's trader takes 1 treasure (B2); the treasure on F3 stays")
    assert goals.take_treasure(0)(end) == (False, "no treasure was taken")
    # Two first moves take it: no puzzle in that.
    takers = [str(a) for a in game.legal_actions()
              if reaches(game, str(a), goals.take_treasure(1), respond, 1, True)]
    assert takers == ["trader C2", "trader B3"]
    assert only_moves(game, [("take_treasure", None)], respond, True) == {}
    assert "take_treasure" in {c.key for c in goals.goal_choices("tigris")}
    assert "take_treasure" in {c.key for c in goals.goal_choices("tigris_cards")}


def test_the_goals_of_one_position_replay_its_history_once(monkeypatch):
    game = tigris_diagram(LAST_ACTION, seed=0)
    for action in ("red K5", "monument black-red J4"):
        game.apply(action)
    replays = []
    real = type(game).position_at
    monkeypatch.setattr(type(game), "position_at",
                        lambda self, index: replays.append(index) or real(self, index))
    assert goals.build_monument(0)(game)[0] and goals.score(0, "R", 2)(game)[0]
    assert not goals.win_conflict(0)(game)[0]
    assert replays == [0], "the events replayed once for three goals"
    # Another action: the events replayed again, its own among them.
    game.undo()
    game.apply("monument red-green J4")
    assert goals.score(0, "G")(game)[0] and not goals.score(0, "K")(game)[0]
    assert replays == [0, 0]
    game.undo()
    game.apply("monument black-red J4")
    assert not goals.score(0, "G")(game)[0] and replays == [0, 0, 0]


#: Babel, the south to move with three legal moves (seed 12, action 135 of the easy bots'
#: self-play): only ending the turn wins the game (the cards revealed, the south's temples
#: complete). A puzzle kept before first moves doing nothing on the board were ruled out.
END_TURN = """\
Babel
turn: 23 south
first: south
migrated: yes
owed: 0
end phase: no
over: no
deck: P S H H P M A H P A
discard: S M S M A H A P P M
quarry: 1 3
north column: 6 1 6 4 6 4 2 5 5 5
north start: no
north pawn: Persians
north hand: A S
north Assyrians: S A H H S A | 1 2 3
north Hittites: M
north Medes: S S | 1
north Persians: A S P M P H S | 1 2 3 4 5
north Sumerians: A H | 1
south column: 6 5 4 2 4 4 6 2 5 3 3 3 4
south start: no
south pawn: Sumerians
south hand: M M M
south Assyrians: H
south Hittites: S P P A A | 1 2
south Medes: M H H P H P M | 1 2 3
south Persians: | 1 2
south Sumerians: S P A M | 1 2 3
"""


def test_a_first_move_that_does_nothing_on_the_board_is_no_puzzle():
    game = babel_diagram(END_TURN, seed=0)
    assert [str(a) for a in game.legal_actions()] == ["move Medes", "deploy Medes", "end turn"]
    # The engine alone: ending the turn is the one first move that wins the game ...
    alone = only_goals("babel", game, goals.defence("babel"), False)
    assert alone == {"end turn": ("win_game", None, ["end turn"])}
    # ... but "win by doing nothing" asks the solver for nothing: the position stops at
    # the goal stage, unsearched.
    assert obvious(game, ["end turn"]) and not obvious(game, ["move Medes"])
    played = game.copy()
    played.apply("end turn")
    stages: Counter = Counter()
    assert mine([played], tries=0, stages=stages) == []
    assert stages["positions"] == 1 and stages["goal"] == 0
    # The Tigris games' pass and decline are such moves too, and Tigris & Euphrates' swap
    # (the whole hand swapped as the bag runs out ends the game: no puzzle either).
    turn = tigris_diagram(TURN_START, seed=0)
    assert obvious(turn, ["pass"]) and obvious(turn, ["decline"])
    swap = next(str(a) for a in turn.legal_actions() if a.kind == "swap")
    assert obvious(turn, [swap])
    assert not obvious(turn, [str(turn.legal_actions()[0])])


def test_committing_everything_in_a_conflict_is_no_puzzle():
    played = cards_diagram(ALL_IN, seed=0)
    game = played.copy()
    assert only_moves(game, [("win_conflict", None)], goals.defence("tigris_cards"),
                      True) == {("win_conflict", None): ["commit 3"]}
    assert obvious(game, ["commit 3"])
    played.apply("commit 3")
    assert mine([played], tries=0) == []


def test_a_war_won_scores_its_spoils_for_the_score_goal():
    # The black tile unites the archer's and the lion's kingdoms: a war of traders, two
    # markets on each side; the archer adds its market and wins 3 to 2.
    game = position("E5:R F5:lt G5:G G4:G I5:G J5:G K5:at L5:R", archer_hand="K G",
                    lion_hand="R")
    for action in ("black H5", "commit 1", "commit 0"):
        game.apply(action)
    solved, why = goals.score(0, "G", 3)(game)
    assert solved, why


def test_the_goal_comes_before_the_search_and_spares_it_where_no_move_alone_reaches_one(
        monkeypatch):
    searched = []
    real = mining.search
    monkeypatch.setattr(mining, "search", lambda game, *a: searched.append(game) or real(game, *a))
    # Every first move of the hand-written Tyrus puzzle but one loses the election: the
    # election's only move is a goal, so the position is searched (and the search prefers
    # another tile: no puzzle).
    played = from_diagram(P1, seed=0)
    played.apply("P6 beige citadel")
    stages: Counter = Counter()
    assert mine([played], tries=0, stages=stages) == []
    assert stages["goal"] == 1 and len(searched) == 1
    # The goals each first move alone reaches are what `goal_for` derives for it.
    start = played.position_at(0)
    alone = only_goals("tyrus", start, goals.defence("tyrus"), False)
    assert alone == {"P6 beige citadel": ("win_election", None, ["P6 beige citadel"])}
    for action in start.legal_actions():
        derived = goal_for("tyrus", start, str(action), goals.defence("tyrus"), False)
        assert derived == alone.get(str(action))
    # A position where no first move alone reaches a goal is never searched: the
    # opening, no election near its count.
    searched.clear()
    played = registry.spec("tyrus").new_game(players=2, seed=0)
    assert only_goals("tyrus", played, goals.defence("tyrus"), False) == {}
    played.apply(str(played.legal_actions()[0]))
    stages = Counter()
    assert mine([played], tries=0, stages=stages) == []
    assert stages["positions"] == 1 and stages["goal"] == 0 and searched == []


def test_the_outcome_flips_only_on_a_clear_majority_of_playouts_each_way():
    # Nine playouts a side: 6 of 9 won after the best move and 6 of 9 lost after the second.
    assert flipped([["a", 6, 9], ["b", 3, 9]])
    assert not flipped([["a", 5, 9], ["b", 3, 9]]), "5 of 9 is no clear majority"
    assert not flipped([["a", 9, 9], ["b", 4, 9]])
    # The first sets' records, three playouts a side: 2 or 3 against 0 or 1.
    assert flipped([["a", 2, 3], ["b", 1, 3]]) and not flipped([["a", 1, 3], ["b", 0, 3]])
    assert not flipped([["a", 6, 9], ["b", 0, 0]]), "the second move not played out"


def test_the_playouts_stop_as_soon_as_the_outcome_cannot_flip(monkeypatch):
    played = []

    def playout(game, action, seed):
        played.append((action, seed))
        return action == "best" and seed % 2 == 0       # after the best: won, lost, won...
    monkeypatch.setattr(mining, "playout", playout)
    game = from_diagram(LAST_ELECTION, seed=0)
    rows = flips(game, "best", "second")
    # Seeds 0-8 after the best: 5 won, 4 lost; the fourth loss (seed 7) ends it: 5 of 9
    # cannot reach 6. The second move is not played out at all.
    assert rows == [["best", 4, 8, "10101010"], ["second", 0, 0, ""]]
    assert len(played) == 8 and not flipped(rows)
    played.clear()
    monkeypatch.setattr(mining, "playout", lambda game, action, seed:
                        played.append(action) or action == "best" or seed == 0)
    rows = flips(game, "best", "second")
    assert rows == [["best", 9, 9, "1" * 9], ["second", 1, 9, "1" + "0" * 8]]
    assert flipped(rows) and len(played) == 18


def test_a_playout_past_the_horizon_is_judged_by_the_standing(monkeypatch):
    game = from_diagram(LAST_ELECTION, seed=0)
    monkeypatch.setitem(mining.PLAYOUT_HORIZON, "tyrus", 0)
    # No action after the move: the standing of the position it leads to judges.
    for action in ("P6 brown temple", str(game.legal_actions()[0])):
        after = game.copy()
        after.apply(action)
        expected = (after.result().get("winner") == 1 if after.over
                    else values(after)[1] > 0.5)
        assert mining.playout(game, action, 0) is expected


def test_saving_adds_to_the_kept_set(tmp_path):
    kept = mined("tyrus")
    new = MinedPuzzle("tyrus", "a new position", "win_game", 0, None, "x", "a test",
                      margin={"passed": True})
    again = MinedPuzzle("tyrus", kept[0].diagram, "win_game", 0, None, "x", "a test",
                        margin={"passed": not kept[0].confirmed})
    both = added(kept, [new, again])
    assert [p.diagram for p in both] == [p.diagram for p in kept] + ["a new position"]
    # A confirmed puzzle takes the place of an unconfirmed one of its position, not the
    # other way round.
    assert (both[0] is again) == (not kept[0].confirmed)
    path = save("tyrus", both, tmp_path / "tyrus.json")
    assert len(mined("tyrus", path)) == len(kept) + 1


def test_mining_the_last_positions_only_looks_at_no_earlier_one(monkeypatch, search_as_chosen):
    looked = []
    real = mining.only_goals
    monkeypatch.setattr(mining, "only_goals", lambda name, game, *a:
                        looked.append(game.diagram()) or real(name, game, *a))
    played = registry.spec("tyrus").new_game(players=2, seed=0)
    for _ in range(4):
        played.apply(str(played.legal_actions()[0]))
    stages: Counter = Counter()
    mine([played], tries=0, stages=stages, last=2)
    # Two actions left to the end: the positions before the third and the fourth action.
    assert looked == [played.position_at(i).diagram() for i in (2, 3)]
    assert stages["positions"] == 2
    # The last election's winning tile is the last action: still found with one left.
    election = from_diagram(LAST_ELECTION, seed=0)
    election.apply("P6 brown temple")
    [found] = mine([election], tries=0, last=1)
    assert found.solution == "P6 brown temple"
    looked.clear()
    assert mine([election], tries=0, last=0) == [] and looked == []


def test_a_self_play_game_that_does_not_end_is_given_up():
    # The easy bots can repeat the same revolts forever (Tigris & Euphrates, seed 5006):
    # past `most` actions the self-play gives the game up instead of playing on.
    with pytest.raises(mining.Unfinished) as stuck:
        mining.self_play("tyrus", 0, ("easy", "easy"), most=5)
    assert len(stuck.value.game.history) == 5 and not stuck.value.game.over
    assert str(stuck.value) == "not over after 5 actions"
    assert mining.self_play("tyrus", 0, ("easy", "easy")).over


def test_another_ending_of_a_game_replays_its_start_and_plays_on_to_the_end():
    played = mining.self_play("babel", 3, ("easy", "easy"))
    start = len(played.history) - 6
    again = mining.play_on(played, start, 1_000_003, ("easy", "easy"))
    assert again.over and again.history[:start] == played.history[:start]
    assert played.over and len(played.history) == start + 6, "the game played is untouched"
    # Same seed, same ending.
    assert mining.play_on(played, start, 1_000_003, ("easy", "easy")).history == again.history


def test_the_even_positions_of_a_game_are_those_its_mover_may_still_win_or_lose():
    played = mining.self_play("babel", 3, ("easy", "easy"))
    n = len(played.history)
    mover = [played.position_at(i).to_move for i in range(n)]
    worth = [values(played.position_at(i))[mover[i]] for i in range(n)]
    # Every position with a seat to move is within 0.5 of even; the last L actions only.
    assert mining.even_points(played, within=0.5) == list(range(n))
    assert mining.even_points(played, 10, within=0.5) == list(range(n - 10, n))
    even = mining.even_points(played, within=0.1)
    assert even == [i for i in range(n) if abs(worth[i] - 0.5) <= 0.1]
    assert 0 < len(even) < n, "some positions are even, some already decided"
    assert mining.even_points(played, 0) == []


def test_a_position_another_ending_reaches_again_is_mined_once(search_as_chosen):
    played = from_diagram(LAST_ELECTION, seed=0)
    played.apply("P6 brown temple")
    looked: set = set()
    [found] = mine([played], tries=0, looked=looked)
    assert looked == {found.diagram}
    stages: Counter = Counter()
    assert mine([played], tries=0, looked=looked, stages=stages) == []
    assert stages["positions"] == 0
