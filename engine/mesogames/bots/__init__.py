"""Bots for every game, honest by construction: a bot's `choose(info)` receives a
`SeatInfo` (what its seat may know: its view, its legal actions, the history as it reads
it, and worlds to sample that it cannot tell from the true one), never the game.

    random   a uniformly random legal action
    easy     one ply of look-ahead on the game's standing, with a little noise
    medium   ISMCTS, a whole turn within about a second
    hard     ISMCTS, a whole turn within about four seconds

`make_bot(name, seed)` builds one by name; any object with `choose(info) -> action` is a
bot too (README, "Write a bot"). Where answers are delivered (a table in a kernel, the
referee), each is held until its level's pace (`pacing.pace`: a time from public
information only), so that how long a bot took tells nothing of its hand.
"""
from __future__ import annotations

from ..core import RandomBot
from .greedy import GreedyBot
from .info import SeatInfo
from .ismcts import ISMCTSBot
from .values import values

LEVELS = ("random", "easy", "medium", "hard")
#: Seconds of search of a turn's first decision at the most, by level (the last iteration
#: may run a little over); each decision's own budget follows its place in the turn and
#: the game (`pacing.think`), so that a whole turn fits in its level's time.
THINK = {"medium": 0.45, "hard": 1.9}


def make_bot(name: str, seed: int = 0, **options) -> RandomBot | GreedyBot | ISMCTSBot:
    """A bot by level name; `options` go to the bot (e.g. iterations=200 for a search).
    Its `level` is `name`: where answers are paced, it names the time each answer is held
    to (`pacing.pace`)."""
    bot: RandomBot | GreedyBot | ISMCTSBot
    if name == "random":
        bot = RandomBot(seed=seed)
    elif name == "easy":
        bot = GreedyBot(seed=seed, **options)
    elif name in THINK:
        if "iterations" in options:
            options.setdefault("seconds", None)
        if "seconds" not in options:
            options["schedule"] = name
        bot = ISMCTSBot(seed=seed, **options)
    else:
        raise ValueError(f"A bot level is one of {', '.join(LEVELS)}; got {name!r}.")
    bot.level = name
    return bot


def advice(info: SeatInfo, seconds: float | None = None) -> dict:
    """The hard bot's suggestion for a seat, with a one-line reason: {"name" (the action's
    notation), "text" (the estimated win chance of the best candidates, from the search)}.
    `seconds`: how long to search (the hard bot's time by default)."""
    bot = make_bot("hard", seconds=seconds or THINK["hard"])
    assert isinstance(bot, ISMCTSBot)
    action = bot.choose(info)
    found = bot.last_search.get("candidates", [])
    if not found:
        text = f"{action} is the only legal action."
    else:
        parts = [f"{c['action']} (about {100 * c['value']:.0f}%)" for c in found[:3]]
        text = (f"Estimated win chance after {bot.last_search['iterations']} searched "
                f"games: " + ", ".join(parts) + ".")
    return {"name": str(action), "text": text}


__all__ = ["GreedyBot", "ISMCTSBot", "LEVELS", "SeatInfo", "advice", "make_bot", "values"]
