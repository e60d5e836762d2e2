"""No outsized messages: over whole seeded random games of every game, with a widget for
every seat, no message a widget sends to its front end is longer than 1.5 KB of JSON, the
news it carries aside (the new events, Tyrus's report of the last count and, at the end,
the result screen: what happened, told once). What comes back at every turn (the legal
actions, the view) stays small: a Tigris & Euphrates turn's legal actions were 6-7 KB
before they were grouped by their fields.

With its news, a message is at most 1.5 KB too, in every game and player count: the
events travel as phrases (mesogames/phrases.py), those that end a conflict or the game
too, without a kind their phrase says, a conflict's result and a gain as values, the
result screen names no seat, its rows and its title (a phrase) are values, and nothing is
said twice (Tyrus's count lines, the view's copy of the result); a seat's legal actions,
when its turn comes back, are a patch against one of its last 6 lists (protocol.RESUMED,
KEPT); a patch sets several keys of one dict in one "m" and deletes several in one "d"
(the message that ends a Tigris & Euphrates conflict changes 6-7 of the view's counters
and takes the losing side's tiles off); Tyrus's building tiles travel as [tile, by]
(protocol.PAIRED). `python benchmarks/bytes_per_action.py --variants` prints the figures,
with and without news, for every variant played here; with `--players N` for a player
count (`--games 8 --players 3`: Tigris & Euphrates 1,428 bytes, the card game 1,398;
`--players 2`: 1,446 and 1,231)."""
import pytest

from mesogames.core import RandomBot
from mesowidgets.patches import compact
from mesowidgets.protocol import without_news
from tests.widget.games import GAMES

LIMIT = 1500
#: The largest message with its news, by game (JSON bytes; 3.1, 2.5, 1.6 and 2.6 KB before
#: the events travelled as phrases and the result screen was said once; 1.9, 1.4, 1.5 and
#: 1.8 KB before the legal actions were patched against the last ones, the result rows were
#: values and an event's kind was left out where its phrase says it; Tigris & Euphrates
#: 1,584 (two players), the card game 1,218, Babel 1,364, Tyrus 1,471 before the merged
#: sets and deletions, the results and gains as values, the 6 kept legal lists, Tyrus's
#: building tiles as values and the Knizia games' points and titles as phrases). Reached
#: here: Tigris & Euphrates 1,446 (two players; 1,317 with four and the expansions), the
#: card game 1,133 (three players), Babel 1,225, Tyrus 1,379.
WITH_NEWS = {"babel": 1250, "tigris_cards": 1150, "tigris": 1450, "tyrus": 1400}


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
