"""A fingerprint (the checksum every save carries) splices in the state's appended list
(Tyrus: the elections counted) from its elements' kept encodings: the same text as
encoding the whole state, without encoding again, late in a game, what was counted early."""
import json

from mesogames.core import RandomBot
from mesogames.tyrus import new_game


def plain(game) -> str:
    return json.dumps([game.state, game.rng.state], sort_keys=True, separators=(",", ":"))


def test_the_same_text_over_games_with_undos():
    for seed in range(4):
        game, bot, n = new_game(seed=seed), RandomBot(seed), 0
        while not game.over:
            game.apply(bot.choose(game))
            n += 1
            assert game.fingerprint() == plain(game)
            if n % 7 == 0:              # an undo thaws a new state: its elements are new
                game.undo()
                assert game.fingerprint() == plain(game)
                game.apply(bot.choose(game))
                assert game.fingerprint() == plain(game)
        assert len(game.state["counts"]) > 2
        assert game.copy().fingerprint() == plain(game)


def test_a_checksum_encodes_each_count_once(monkeypatch):
    """Characters json.dumps writes for each action's checksum, as the referee's save
    takes one after every action: the last action's holds the state without its counts
    and at most the newest count, not every election counted before it."""
    game, bot = new_game(seed=5), RandomBot(5)
    written: list[int] = []
    dumps = json.dumps

    def counting(obj, **kw):
        text = dumps(obj, **kw)
        written.append(len(text))
        return text

    while not game.over:
        game.apply(bot.choose(game))
        monkeypatch.setattr(json, "dumps", counting)
        written.clear()
        game.checksum()
        monkeypatch.setattr(json, "dumps", dumps)
    counts = game.state["counts"]
    assert len(counts) > 2
    compact = {"sort_keys": True, "separators": (",", ":")}
    without = len(plain(game)) - len(dumps(counts, **compact))
    newest = len(dumps(counts[-1], **compact))
    assert sum(written) <= without + len(dumps("\x00appended\x00")) + newest
