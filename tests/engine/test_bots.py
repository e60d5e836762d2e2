"""The bots (mesogames.bots): honest by construction (a position that differs only in what
the bot's seat may not see gets the same answer), always legal, deterministic with a fixed
seed and a fixed number of iterations, and they finish games."""
import importlib

import pytest

from mesogames import babel, registry, tigris, tigris_cards
from mesogames.bots import ISMCTSBot, SeatInfo, make_bot, values
from mesogames.bots.ismcts import answer
from mesogames.core import Rng, play_random
from tests.marks import slow_ones

#: Every registered game in each of its variants ("tigris-2", "tyrus"...), by seed.
GAMES = {spec.variant_id(options): lambda seed, spec=spec, options=options:
         spec.new_game(seed=seed, **options)
         for spec in registry.specs() for options in spec.variants}


def advanced(game, seed, steps=12):
    """`game` after `steps` random actions."""
    for i, _ in enumerate(play_random(game, seed)):
        if i + 1 >= steps:
            break
    return game


def position(name, seed=1, steps=12):
    return advanced(GAMES[name](seed), seed, steps)


def perturbed(game, seat):
    """The game with only what `seat` may not see changed: two hidden pieces of one kind
    but different values exchanged (between the pool and another seat's private zone where
    there are such), the pool reversed, and another RNG state."""
    g = game.copy()
    zones = g.hidden_zones()
    places = {}
    for kind, paths in zones["pool"].items():
        places.setdefault(kind, []).extend(paths)
    for owner, owned in zones["private"].items():
        if owner != seat:
            for kind, paths in owned.items():
                places.setdefault(kind, []).extend(paths)
    changed = False
    for paths in places.values():
        slots = []
        for path in paths:
            parent = g.state
            for key in path[:-1]:
                parent = parent[key]
            value = parent[path[-1]]
            slots += ([(value, i) for i in range(len(value))] if isinstance(value, list)
                      else [(parent, path[-1])])
        for (c1, k1) in slots:
            other = next(((c2, k2) for c2, k2 in reversed(slots) if c2[k2] != c1[k1]), None)
            if other is not None:
                c2, k2 = other
                c1[k1], c2[k2] = c2[k2], c1[k1]
                changed = True
                break
    g.rng.state ^= 0x5A5A5A5A
    assert changed, "the position has hidden pieces to exchange"
    return g


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_bot_sees_only_what_its_seat_may_see(name):
    game = position(name)
    seat = game.to_move
    other = perturbed(game, seat)
    assert other.fingerprint() != game.fingerprint()
    assert other.view(seat) == game.view(seat), "only hidden information changed"
    a, b = SeatInfo(game, seat), SeatInfo(other, seat)
    assert a.key == b.key and a.legal == b.legal == game.legal_actions()
    assert a.sample(Rng(5)).fingerprint() == b.sample(Rng(5)).fingerprint()
    for make in (lambda: make_bot("random", 3), lambda: make_bot("easy", 3),
                 lambda: ISMCTSBot(3, seconds=None, iterations=40)):
        assert make().choose(a) == make().choose(b)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_sampled_world_keeps_the_seat_s_view_and_the_hidden_pieces(name):
    game = position(name, seed=2, steps=20)
    seat = game.to_move
    world = SeatInfo(game, seat).sample(Rng(9))
    assert world.view(seat) == game.view(seat)
    census, again = game.hidden_census(), world.hidden_census()

    def hidden(c):
        return sum((v for k, v in c.items() if k != seat), start=type(c["pool"])())

    assert hidden(census) == hidden(again), "the same pieces, dealt anew"
    assert census[seat] == again[seat], "the seat's own pieces stay"
    assert not world._undo_stack and world.origin is None


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_sampled_world_offers_the_seat_its_own_legal_actions(name):
    # The seat knows what it may do: the actions a search tries at its root (SeatInfo.legal)
    # are the legal ones in every world it samples.
    for seed, steps in ((1, 12), (2, 20), (3, 31)):
        game = position(name, seed=seed, steps=steps)
        info = SeatInfo(game, game.to_move)
        assert set(info.legal) == set(game.legal_actions())
        for k in range(6):
            assert set(info.sample(Rng(k)).legal_actions()) == set(info.legal)


def test_a_fixed_iteration_search_with_a_fixed_seed_is_deterministic():
    info = SeatInfo(position("tigris-2", seed=4), position("tigris-2", seed=4).to_move)
    first = ISMCTSBot(7, seconds=None, iterations=60)
    choice = first.choose(info)
    assert ISMCTSBot(7, seconds=None, iterations=60).choose(info) == choice
    assert first.last_search["iterations"] == 60 and first.last_search["candidates"]


def searched_movers(game, **options):
    """The seats whose actions are in a 300-iteration search's tree, from the seat to move."""
    info = SeatInfo(game, game.to_move)
    bot = ISMCTSBot(5, seconds=None, iterations=300, **options)
    assert bot.choose(info) in info.legal
    movers, stack = set(), [bot.tree]
    while stack:
        node = stack.pop()
        movers.add(node.mover)
        stack.extend(node.children.values())
    return info.seat, movers - {None}


def test_a_horizon_keeps_the_tree_to_the_seat_s_own_turn():
    three = position("tigris_cards-3", seed=3)
    seat, movers = searched_movers(three, horizon=0)
    assert movers == {seat}, "with horizon 0 only the seat's own actions are in the tree"
    seat, movers = searched_movers(three, horizon=-1)
    assert len(movers) > 1, "without a bound the other seats' replies are searched too"
    # the card game's default: horizon 0 with 3 or 4 players, no bound with 2
    seat, movers = searched_movers(three)
    assert movers == {seat}, "3 players"
    seat, movers = searched_movers(advanced(tigris_cards.new_game(players=2, seed=3), 3))
    assert movers != {seat}, "2 players"


def card_position(hands: str, leaders: str = "", links: str = ""):
    """Three seats of the card game, the archer to move; `leaders` on the heads."""
    return tigris_cards.from_diagram(f"""
        players: archer lion bull
        turn: archer, actions 0
        0: T T T T T T T T
        1: R{leaders} G G G . . . .
        2: R G G G . . . .
        3: K G G G . . . .
        {links}
        {hands}
    """, seed=1)


def test_a_question_the_seat_s_turn_asks_is_answered_not_a_horizon():
    # the archer's green card under column 1 asks the lion's trader there to bank a point;
    # the lion answers it (banks, holding green) and the search goes on to the archer's
    # second action of the turn
    game = card_position("archer hand: G G G G K K K K\nlion hand: G G R R R R R R",
                         leaders="@lt")
    info = SeatInfo(game, 0)
    bot = ISMCTSBot(5, seconds=None, iterations=400, width=len(info.legal), prior=0)
    bot.choose(info)
    green = next(n for a, n in bot.tree.children.items() if str(a) == "green 1")
    assert green.children, "the archer's second action is searched after the lion's answer"
    assert {n.mover for n in green.children.values()} == {0}


def test_the_seat_s_own_turn_is_widened_best_first_where_the_tree_holds_that_turn():
    # below the root, the archer's second action of the turn: the search adds first the
    # actions that look best one ply ahead (in the first world that reached the node), in
    # that order, rather than at random among the hundred or so legal actions
    game = card_position("archer hand: G G G G K K K K\nlion hand: G G R R R R R R",
                         leaders="@at")
    info = SeatInfo(game, 0)

    def own_turn_nodes(**options):
        bot = ISMCTSBot(5, seconds=None, iterations=300, **options)
        bot.choose(info)
        nodes, stack = [], list(bot.tree.children.values())
        while stack:
            node = stack.pop()
            stack.extend(node.children.values())
            if len(node.children) > 1 and node.mover == 0:
                nodes.append(node)
        return nodes

    ordered = [n for n in own_turn_nodes() if n.order is not None]
    assert ordered, "the second actions are widened in order"
    for node in ordered:
        assert len(node.order) > 20, "a turn's action, not a small question's answer"
        assert list(node.children) == node.order[:len(node.children)]
    assert all(n.order is None for n in own_turn_nodes(horizon=-1)), \
        "without a bound on the horizon the tree widens at random, as before"


def test_a_defender_answers_with_the_fewest_cards_that_win():
    game = card_position("archer hand: R R K K K K K K\nlion hand: R R R R R G G G",
                         leaders="@lp")
    game.apply("priest 1.2")            # the archer's priest on a red card: a revolt
    game.apply("commit 2")              # 2 + 1 (on red) against the lion's 1 (on red)
    assert game.to_move == 1 and game.active == 0
    assert str(answer(game)) == "commit 2", "3 ties 3: the defender wins a tie"
    game = card_position("archer hand: R R R R R R K K\nlion hand: R R G G G G G G",
                         leaders="@lp")
    game.apply("priest 1.2")
    game.apply("commit 6")              # 7 against at most 3: the lion keeps its cards
    assert str(answer(game)) == "commit 0"


def test_a_search_with_a_horizon_scores_a_position_wary_of_the_other_seats_next_turns():
    # the archer's farmer could lose a revolt to the lion's four red cards
    exposed = card_position("archer hand: K K K K G G G B\nlion hand: R R R R G G G B",
                            leaders="@af")
    assert values(exposed, wary=0)[0] < values(exposed)[0]
    board = position("tigris-4")             # a game without a wary standing
    assert values(board, wary=board.to_move) == values(board)


def test_a_lead_of_thousands_of_points_is_worth_about_1_not_an_overflow(monkeypatch):
    # two bots that place and lose the same leaders for thousands of actions (a Tigris &
    # Euphrates game of medium against yard:tigris-weakest, seed 4) pile up such leads
    module = importlib.import_module("mesogames.bots.values")  # not the function
    game = position("tigris-2")
    monkeypatch.setattr(module, "standing_of", lambda g: lambda g: [0.0, 2000.0])
    assert values(game) == [0.0, 1.0]
    monkeypatch.setattr(module, "standing_of", lambda g: lambda g: [1.0, 1.0])
    assert values(game) == [0.5, 0.5]


# A Tigris & Euphrates game played to its end by searching bots: about 20 s of CPU each.
@pytest.mark.parametrize("name", slow_ones(sorted(GAMES), {"tigris", "tigris4"}))
def test_bots_play_legal_actions_to_the_end(name):
    game = GAMES[name](11)
    bots = {s: (make_bot("easy", s) if s % 2 == 0
                else ISMCTSBot(s, seconds=None, iterations=6, width=4))
            for s in range(game.players)}
    for _ in range(5000):
        if game.over:
            break
        info = SeatInfo(game, game.to_move)
        action = bots[game.to_move].choose(info)
        assert action in game.legal_actions()
        game.apply(action)
    assert game.over


def test_a_level_is_named():
    assert repr(make_bot("hard", 1)) == "ISMCTSBot(seed=1, schedule='hard')"   # by the turn
    assert repr(make_bot("medium", 1, iterations=50)) == "ISMCTSBot(seed=1, iterations=50)"
    with pytest.raises(ValueError, match="one of random, easy, medium, hard"):
        make_bot("grandmaster")


def test_a_paced_search_spends_its_budget_even_with_one_legal_answer():
    """Where answers are paced (a table), a search with one legal answer still searches, so
    the machine's load does not tell the other seats that it had no choice; choose()
    called directly still answers such a decision at once."""
    from tests.engine.decisions import decision
    info = SeatInfo(decision(3, one=True), 1)
    assert len(info.legal) == 1
    quick, spent = ISMCTSBot(1, seconds=0.05), ISMCTSBot(1, seconds=0.05, spend=True)
    assert quick.choose(info) == spent.choose(info) == info.legal[0]
    assert quick.last_search["iterations"] == 0 and spent.last_search["iterations"] > 0


def test_a_bot_s_pace_comes_from_its_level_and_the_game_only():
    from mesogames.bots.pacing import PACE, pace
    for level in PACE:
        bot = make_bot(level, 1)
        assert bot.level == level and pace(bot, "tyrus") == pace(level, "tyrus") == PACE[level]
    for level in ("medium", "hard"):
        assert pace(make_bot(level, 1), "babel", 3) == pace(level, "babel", 3) > 0
    assert pace("easy", "tigris") > pace("easy", "tyrus")
    assert pace(object(), "tyrus") == 0.0


@pytest.mark.parametrize("game", ["tyrus", "babel", "tigris_cards", "tigris"])
def test_a_searching_level_s_whole_turn_is_paced_within_its_turn_time(game):
    """The paces of a seat's decisions in a row (a Babel turn can be 13 actions) add up to
    at most 4 s for hard and 1 s for medium, over the turns each game has (Tyrus: one or
    two tiles; Tigris games: two actions and a question or two; Babel: 13 actions)."""
    from mesogames.bots.pacing import pace
    decisions = {"tyrus": 2, "babel": 13, "tigris_cards": 4, "tigris": 4}[game]
    for level, turn in (("hard", 4.0), ("medium", 1.0)):
        paces = [pace(level, game, step) for step in range(decisions)]
        assert sum(paces) <= turn + 1e-9, (level, paces)
        assert paces == sorted(paces, reverse=True) and paces[-1] > 0


def test_a_bot_given_ten_times_its_time_searches_ten_paces_less_the_margin():
    """`budget` (benchmarks' headroom: hard against hard with ten times its time) scales
    the level's pace, not its search, so a decision with no time of its own gets some."""
    from mesogames.bots.pacing import MARGIN, think, turn_pace
    for step in range(8):
        pace = turn_pace("hard", "babel", step)
        assert think("hard", "babel", step, budget=10) == pytest.approx(
            10 * pace - MARGIN[("hard", "babel")])
    assert think("hard", "babel", 7) == 0 < think("hard", "babel", 7, budget=10)
    bot = make_bot("hard", 1, budget=10)
    assert bot.budget == 10 and bot.schedule == "hard"


def test_in_a_row_counts_the_seat_s_decisions_since_another_seat_decided():
    """A Babel turn is many actions of one seat: the seat's first decision of its turn is
    0, the next 1, and so on (public: the seats of the history only)."""
    game = babel.new_game(seed=2)
    counted = []
    for i, _ in enumerate(play_random(game, 2)):
        if game.over or i >= 80:
            break
        seats = [h["seat"] for h in game.history_for(None)]
        run = len(seats) - next((j + 1 for j in reversed(range(len(seats)))
                                 if seats[j] != game.to_move), 0)
        assert game.in_a_row == run
        counted.append(run)
    assert 0 in counted and max(counted) >= 3


@pytest.mark.parametrize("name", ["tigris_cards", "tigris"])
def test_a_tigris_decision_s_index_is_its_place_in_its_seat_s_turn(name):
    """In the Tigris games a decision of the seat whose turn it is is paced by its place
    among that seat's searched decisions since the turn began, even when the seat answered
    a question just before its turn, which its decisions in a row would count; a question
    in another seat's turn is counted in a row. A question of a kind not searched (the
    card game's point to bank, ship and treasures) has no step (None: the display's pace)
    and its answer is not counted. All of it public: the same with what the seat may not
    see dealt otherwise."""
    game = registry.spec(name).new_game(seed=1, players=2)
    quick = {"tigris_cards": {"bank", "ship", "treasure"}, "tigris": set()}[name]
    in_turn, in_row, seen = {}, 0, {"differs": 0, "checked": 0, "none": 0, "skipped": 0}
    last, mover, asked = game.state["turns"], None, None
    for i, _ in enumerate(play_random(game, 1)):    # after each action
        counts = asked not in quick
        seen["skipped"] += not counts
        if last is not None and counts:
            in_turn[last] = in_turn.get(last, 0) + 1
        just = game.history_for(None)[-1]["seat"]
        in_row = (in_row if just == mover else 0) + counts
        mover = just
        if game.over or i >= 150:
            break
        seat = game.to_move
        asked = game.queue[0]["kind"] if game.queue else None
        in_row = in_row if seat == mover else 0
        if asked in quick:
            assert game.in_a_row is None
            seen["none"] += 1
            last = game.state["turns"] if seat == game.active else None
        elif seat != game.active:
            assert game.in_a_row == in_row
            last = None
        else:
            last = game.state["turns"]
            assert game.in_a_row == in_turn.get(last, 0)
            seen["differs"] += in_row != game.in_a_row
        if i % 10 == 0:
            assert perturbed(game, seat).in_a_row == game.in_a_row
            seen["checked"] += 1
    assert seen["differs"] and seen["checked"]
    assert bool(seen["none"]) == bool(seen["skipped"]) == bool(quick), seen


def test_a_question_not_searched_answers_only_kinds_not_searched():
    """The history tells a question not searched by its answer's class: no such class
    answers a searched kind too."""
    from mesogames.queue import quick_answers
    for name in registry.names():
        kinds = getattr(registry.spec(name).new_game(seed=1), "kinds", {})
        searched = {a for k in kinds.values() if k.searched for a in k.answers}
        assert not quick_answers(kinds) & searched, name


def test_a_search_with_nothing_left_of_its_turn_s_time_plays_its_plan_or_one_ply():
    """Late in a long Babel turn a medium bot's budget is nothing (its pace is the
    display's), and a fresh bot keeps no tree of the turn: it plays the action of the
    game's plain plan (Babel's `playout`, which reads the seat's own hand and the board
    only); without it (`plan_first=False`) the one that looks best one ply ahead."""
    from mesogames.babel.playout import next_action
    from mesogames.bots.greedy import scored
    from mesogames.bots.pacing import think
    game = babel.new_game(seed=2)
    for _ in play_random(game, 2):
        info = SeatInfo(game, game.to_move)
        if think("medium", "babel", info.in_a_row) > 0 or len(info.legal) < 2:
            continue
        planned = next_action(info.sample(Rng(0)))
        if planned != scored(info, info.sample(Rng(0)))[0][1]:
            break
    else:
        raise AssertionError("no decision late enough in a turn where the plan differs")
    bot = make_bot("medium", 1)
    assert bot.choose(info) == planned
    assert bot.last_search["iterations"] == 0
    plain = make_bot("medium", 1, plan_first=False)
    rng = Rng(plain.seed * 0x9E3779B1 ^ info.key)
    assert plain.choose(info) == scored(info, info.sample(rng))[0][1] != planned


@pytest.mark.parametrize("name", sorted(GAMES))
def test_more_legal_than_counts_as_the_listing_does(name):
    """`more_legal_than(n)` is `len(legal_actions()) > n` on every position of a random
    game (questions, turns, the end), for the small counts a look-ahead asks about."""
    game = GAMES[name](3)
    seen = 0
    for _ in play_random(game, 3):
        count = len(game.legal_actions())
        for n in {0, 1, 4, 6, 63, 64, max(0, count - 1), count}:
            assert game.more_legal_than(n) == (count > n), (n, count)
        seen += 1
        if seen >= 120:
            break


def test_the_look_ahead_lists_no_tigris_turn_to_learn_that_it_is_not_a_small_question(
        monkeypatch):
    """Ranking a Tigris & Euphrates turn one ply ahead asks of each action whether the
    seat then faces a small question; its second action of the turn is not one (the hand
    alone offers more swaps than that), so no turn's legal actions are listed to tell."""
    from mesogames.bots.greedy import ranked
    from mesogames.tigris import rules
    game = tigris.new_game(players=2, seed=4)
    info = SeatInfo(game, game.to_move)
    world = info.sample(Rng(1))
    listed = []
    shipped = rules.TigrisGame._turn_legal
    monkeypatch.setattr(rules.TigrisGame, "_turn_legal",
                        lambda self: listed.append(1) or shipped(self))
    assert len(ranked(world, info.seat, info.legal)) == len(info.legal) > 100
    assert listed == []


def _tigris_decision(seed: int = 4, steps: int = 30):
    """A Tigris & Euphrates turn's first decision, some way into a random game (a few
    kingdoms on the board, hundreds of legal actions)."""
    game = tigris.new_game(players=2, seed=seed)
    for i, _ in enumerate(play_random(game, seed)):
        if i + 1 >= steps and game.state["actions"] == 0 and not game.state["pending"]:
            break
    info = SeatInfo(game, game.to_move)
    assert len(info.legal) > 100
    return info


def test_a_search_looks_a_few_of_the_root_s_actions_ahead_before_its_first_iteration(
        monkeypatch):
    """The set-up values the root's actions lazily: SETUP one-ply look-aheads (groups of
    twins) in the order of the game's hint, not every group of a Tigris & Euphrates turn
    (about 85 of its hundreds of actions); the rest come before the later iterations."""
    from mesogames.bots import greedy, ismcts
    info = _tigris_decision()
    looked = []
    shipped = greedy.one_ply

    def counted(world, action, seat, depth=2):
        looked.append(depth)
        return shipped(world, action, seat, depth)

    monkeypatch.setattr(greedy, "one_ply", counted)
    steps = ISMCTSBot(3, seconds=None, iterations=40).thinking(info)
    next(steps)                 # the set-up, before the first iteration
    setup = looked.count(2)
    assert 0 < setup <= 16, "a few groups looked ahead, not every one (about 85 here)"
    assert setup == ismcts.SETUP
    next(steps)                 # the first iteration: no look-ahead before it
    assert looked.count(2) == setup
    next(steps)
    assert looked.count(2) == setup + ismcts.LATER


def test_the_root_ranking_looked_ahead_in_pieces_is_the_whole_one():
    """However it is cut up, the lazy ranking ends as the one-ply ranking of every action
    (twins valued once), and the search's root then holds the `width` best of it only."""
    from mesogames.bots.greedy import Ranking, one_ply, ranked
    info = _tigris_decision()
    world = info.sample(Rng(7))
    whole = ranked(world, info.seat, info.legal)
    assert [v for v, _ in whole] == sorted((v for v, _ in whole), reverse=True)
    assert all(one_ply(world, a, info.seat) == v for v, a in whole[:: len(whole) // 9])
    ranking = Ranking(world, info.seat, info.legal)
    for n in (1, 5, 12, 3):
        ranking.look(n)
        assert not ranking.done
    ranking.look()
    assert ranking.done and ranking.best() == whole
    bot = ISMCTSBot(3, seconds=None, iterations=60)
    bot.choose(info)
    first = ranked(info.sample(Rng(bot.seed * 0x9E3779B1 ^ info.key)), info.seat, info.legal)
    assert set(bot.tree.children) <= {a for _, a in first[:bot.width]}
    assert len(bot.tree.children) == bot.width
