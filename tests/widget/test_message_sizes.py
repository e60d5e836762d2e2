"""No outsized messages: over whole seeded random games of every game, with a widget for
every seat, no message a widget sends to its front end is longer than 1.5 KB of JSON, the
news it carries aside (the new events' sentences, Tyrus's report of the last count and,
at the end, the result screen: what happened, told once). What comes back at every turn
(the legal actions, the view) stays small: a Tigris & Euphrates turn's legal actions were
6-7 KB before they were grouped by their fields (benchmarks/bytes_per_action.py prints the
figures, news included)."""
import pytest

from mesogames.core import RandomBot
from mesowidgets.patches import compact
from mesowidgets.protocol import without_news
from tests.widget.games import GAMES

LIMIT = 1500


class Recorder:
    """A widget's comm that keeps the JSON length of each message without its news."""

    def __init__(self):
        self.sizes = []

    def send(self, data=None, buffers=None, **_):
        self.sizes.append(len(compact(without_news(data))))

    def __getattr__(self, name):
        return lambda *a, **k: None


@pytest.mark.parametrize("name", sorted(GAMES))
def test_no_message_is_outsized(name):
    for seed in (1, 2):
        cls, options = GAMES[name]
        widgets = cls.for_seats(seed=seed, **options)
        recorders = [Recorder() for _ in widgets]
        for widget, recorder in zip(widgets, recorders, strict=True):
            widget.comm = recorder
        bot, game = RandomBot(seed), widgets[0].game
        while not game.over:
            widgets[game.to_move].play(str(bot.choose(game)))
        largest = max(size for r in recorders for size in r.sizes)
        assert largest <= LIMIT, f"{name}, seed {seed}: a message of {largest} bytes"
