"""No outsized messages: over whole seeded random games of every game, with a widget for
every seat, no message a widget sends to its front end is longer than 1.5 KB of JSON, the
news it carries aside (the new events, Tyrus's report of the last count and, at the end,
the result screen: what happened, told once). What comes back at every turn (the legal
actions, the view) stays small: a Tigris & Euphrates turn's legal actions were 6-7 KB
before they were grouped by their fields.

With its news, a message is bounded too: the events travel as phrases (mesogames/
phrases.py), those that end a conflict or the game too, without a kind their phrase says,
the result screen names no seat and its rows are values, not objects, and nothing is said
twice (Tyrus's count lines, the view's copy of the result); a seat's legal actions, when
its turn comes back, are a patch against its last ones (protocol.RESUMED). The card game's
and Babel's largest are well within 1.5 KB, and Tyrus's within it (its last count is values,
its result's title a phrase); Tigris & Euphrates' two-player game's is not yet: its largest
message ends a conflict, whose view changes in many places at once beside the news of all
that happened and the next legal actions
(benchmarks/bytes_per_action.py prints the figures, with and without news)."""
import pytest

from mesogames.core import RandomBot
from mesowidgets.patches import compact
from mesowidgets.protocol import without_news
from tests.widget.games import GAMES

LIMIT = 1500
#: The largest message with its news, by game (JSON bytes; 3.1, 2.5, 1.6 and 2.6 KB before
#: the events travelled as phrases and the result screen was said once; 1.9, 1.4, 1.5 and
#: 1.8 KB before the legal actions were patched against the last ones, the result rows were
#: values and an event's kind was left out where its phrase says it). Reached here:
#: Tigris & Euphrates 1,584 (two players), the card game 1,218, Babel 1,364, Tyrus 1,583;
#: Tyrus 1,471 since its last count travels as values and its result's title as a phrase.
WITH_NEWS = {"babel": 1400, "tigris_cards": 1300, "tigris": 1600, "tyrus": 1500}


class Recorder:
    """A widget's comm that keeps the JSON length of each message, whole and without its
    news."""

    def __init__(self):
        self.sizes, self.whole = [], []

    def send(self, data=None, buffers=None, **_):
        self.sizes.append(len(compact(without_news(data))))
        self.whole.append(len(compact(data)))

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
        whole = max(size for r in recorders for size in r.whole)
        assert whole <= WITH_NEWS[name.split("-")[0]], \
            f"{name}, seed {seed}: a message of {whole} bytes with its news"
