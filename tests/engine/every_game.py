"""The checks every registered game passes (docs/adding-a-game.md), each a function of a
spec, new-game options and a seed: tests/engine/test_every_game.py runs them on every
game of the registry, and tests/test_registry.py on a toy game it registers.

    random_play    the contract around every action (invariants.py), a game that ends,
                   a result ranking every seat once
    save_replay    same seed and actions, same game; a save loads to the same position
    views          a seat's view, history and legal actions are the same in every world
                   it cannot tell from the true one (other hands, the deck: re-dealt)
    descriptions   every legal action describes itself; every seat reads its place
    diagrams       the diagram reads back to the same position; the Builder's too
    pictures       the static picture of every seat's view, and the standing, per seat
    encodings      (games with the learning hooks) every legal action has a code that
                   decodes back to it; each seat's observation has the same length
                   everywhere and is the same in every world it cannot tell from the true one
"""
from __future__ import annotations

import inspect
import json

from mesogames.core import PUBLIC, IllegalAction, RandomBot, Rng

from .invariants import check_contract_step

#: Actions checked in full (undo, JSON round trip) at the start of each game, then one in
#: EVERY: a save replays the whole game, so checking every action of a long game is slow.
FULL, EVERY = 30, 100
#: The most actions any registered game may take.
LONGEST = 5000


def _positions(spec, options, seed, samples: int | None = None):
    """A random game of `spec`, yielded at each position (the same game each time), or at
    about `samples` positions spread over it (the first and the last included)."""
    game, bot = spec.new_game(seed=seed, **options), RandomBot(seed)
    step = 1
    if samples is not None:
        length = len(_played(spec, options, seed).history)
        step = max(1, length // samples)
    for n in range(LONGEST):
        if n % step == 0 or game.over:
            yield game
        if game.over:
            return
        game.apply(bot.choose(game))
    raise AssertionError(f"{spec.title} did not end within {LONGEST} actions.")


def _played(spec, options, seed):
    """The random game of `_positions`, played to its end."""
    *_, game = _positions(spec, options, seed)
    return game


def random_play(spec, options, seed):
    assert spec.game_class.name == spec.name and spec.game_class.title == spec.title
    bot = RandomBot(seed)
    for n, game in enumerate(_positions(spec, options, seed)):
        assert game.players in spec.players
        if game.over:
            break
        legal = game.legal_actions()
        assert legal and game.to_move in range(game.players), "a seat to move has an action"
        if n < FULL or n % EVERY == 0:
            copy = game.copy()
            check_contract_step(copy, bot.choose(copy), probe_illegal="no such action")
    ranking = game.result()["ranking"]
    assert sorted(sum(ranking, [])) == list(range(game.players)), "every seat ranked once"
    for seat in (None, PUBLIC, *range(game.players)):
        json.dumps(game.view(seat))


def save_replay(spec, options, seed):
    game, again = _played(spec, options, seed), _played(spec, options, seed)
    assert again.history == game.history and again.checksum() == game.checksum()
    loaded = spec.game_class.from_json(game.to_json())
    assert loaded.history == game.history and loaded.fingerprint() == game.fingerprint()
    assert loaded.result() == game.result()
    replayed = spec.new_game(seed=seed, **options)
    for notation in game.history:
        replayed.apply(notation)
    assert replayed.checksum() == game.checksum()


def views(spec, options, seed):
    for game in _positions(spec, options, seed, samples=30):
        for seat in range(game.players):
            for k in range(2):
                world = game.determinize(seat, Rng(seed * 31 + k))
                assert world.view(seat) == game.view(seat), (game.actions_taken, seat)
                assert world.view(PUBLIC) == game.view(PUBLIC), (game.actions_taken, seat)
                assert world.history_for(seat) == game.history_for(seat)
                if game.to_move == seat:
                    assert list(map(str, world.legal_actions())) == list(
                        map(str, game.legal_actions()))


def descriptions(spec, options, seed):
    for game in _positions(spec, options, seed, samples=120):
        for action in game.legal_actions():
            d = action.describe()
            assert d["name"] == str(action) and game.read_action(d["name"]) == action
            assert isinstance(d["kind"], str) and d["kind"], d
            json.dumps(d)
        if game.actions_taken:
            places = {game.history_for(seat)[-1]["place"]
                      for seat in (None, PUBLIC, *range(game.players))}
            assert len(places) == 1, "every seat reads where it happened"


def diagrams(spec, options, seed):
    for game in _positions(spec, options, seed, samples=40):
        text = game.diagram()
        again = spec.from_diagram(text, seed=seed)
        assert again.diagram() == text
        assert again.to_move == game.to_move
        assert list(map(str, again.legal_actions())) == list(map(str, game.legal_actions()))
    wanted = inspect.signature(spec.Builder).parameters
    builder = spec.Builder(**{k: v for k, v in options.items() if k in wanted})
    built = builder.game(seed=seed)
    assert spec.from_diagram(builder.diagram(), seed=seed).diagram() == built.diagram()
    try:
        spec.from_diagram("not a diagram", seed=seed)
    except IllegalAction:
        pass
    else:
        raise AssertionError("a text that is no diagram was read")


def pictures(spec, options, seed):
    for game in _positions(spec, options, seed, samples=20):
        for seat in (None, PUBLIC, *range(game.players)):
            assert spec.svg(game.view(seat)).lstrip().startswith("<svg")
        standing = spec.standing(game)
        assert len(standing) == game.players
        assert all(isinstance(v, (int, float)) for v in standing)
    assert spec.editing.palette(game), "the board editor has pieces to put down"


def encodings(spec, options, seed):
    if spec.load("action_space") is None:
        return
    from mesogames import encoding
    enc = encoding.of(spec.name, **options)
    for game in _positions(spec, options, seed, samples=40):
        codes = [enc.encode(a) for a in game.legal_actions()]
        assert len(set(codes)) == len(codes) and sorted(codes) == enc.legal_codes(game)
        assert [enc.decode(c) for c in codes] == game.legal_actions()
        for seat in range(game.players):
            seen = enc.observe(game, seat)
            assert len(seen) == enc.observation_size
            world = game.determinize(seat, Rng(seed * 17 + seat))
            assert enc.observe(world, seat) == seen, (game.actions_taken, seat)


CHECKS = (random_play, save_replay, views, descriptions, diagrams, pictures, encodings)
