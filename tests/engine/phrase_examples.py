"""Examples of every phrase, spoken by Python, that both test suites check the front end's
speaking against (js/tests/phrases.json: tests/engine/test_phrases.py and
js/tests/phrases.test.mjs): each event phrase met in seeded random games of every game
(the first few of each key, the public phrase of a private event too), and a few made
here for the rules a game rarely meets (irregular plurals, a possessive of a name in s, a
listing of three) and for the result screen's phrases.

    python -m tests.engine.phrase_examples > js/tests/phrases.json
"""
from __future__ import annotations

import json

from mesogames.core import RandomBot
from mesogames.phrases import spoken

from .replays import GAMES

#: Phrases met in games, kept per key.
PER_KEY = 3


def _made() -> list[list]:
    """Phrases made here for rules the games rarely meet, as (say) lists."""
    return [["draw", "Lions", 3, ["red", "green", "blue"]],
            ["tg.spoils", 1, "person", "Bass", "leaves", "B6", "Pot", 2, "black point"],
            ["tg.spoils", 2, "city", "Archer", "leave", "B6 and C7", "Bass", 1, "red point"],
            ["tg.no spoils", "settlement", "Lion", "Bull", 0, "match"],
            ["tg.ziggurat point", "Bull", "green"],
            ["dy.game over", ["tg.bag"], ["dy.tie"]],
            ["tg.swap", "Lion", "red, farm", "nothing"], ["tg.swapped", "Lion", 1, 0],
            ["tg.bag empty", 1, 2, "Bass"], ["tg.ziggurat", "Lion", "F7"],
            ["tg.building", "Pot", "market", "C3"], ["tg.building moves", "Pot", "C3", "market",
                                                     "D4"],
            ["tg.no monument", "Bull"], ["tg.no ziggurat", "Bull"],
            ["tg.building stays", "Archer", "temple"],
            ["ba.power", "North", "an Assyrian card", ["ba.destroy", "North", "South",
                                                       "Medes", "3, 2, 1"]],
            ["ba.power", "South", "a Hittite card", ["ba.steal", "South", 4, "North",
                                                     "Persians"]],
            ["ba.power", "North", "a Mede card", ["ba.desert", "North", "South",
                                                  "2 Sumerian cards", "Hittites"]],
            ["ba.power", "North", "a Persian card", ["ba.skip", "North", 3, "Medes", "south"]],
            ["ba.power", "South", "a Sumerian card", ["ba.take", "South", "North",
                                                      "a Mede card", "Assyrians"]],
            ["ba.power", "South", "a Mede card", ["ba.halve", "North", 7, 3]],
            ["dy.game over", ["tg.few treasures", 1, "is"], ["dy.wins", "Lion"]],
            ["dy.game over", ["tg.few treasures", 2, "are"], ["dy.wins", "Lion"]],
            ["dy.game over", ["tc.deck"], ["dy.wins", "Pot"]],
            ["dy.game over", ["tc.one treasure"], ["dy.wins", "Pot"]],
            ["dy.game over", ["tc.table full"], ["dy.tie"]],
            ["tg.lonely", "Bull", "priest", "D7"],
            ["ty.count", "Beige", "", 1, "soldier",
             ["ty.counters", 1, "merchant", ["ty.reduced", 2, "priest", 0]], 1],
            ["ty.count", "Brown", "3 + 4 = ", 7, "soldier", ["ty.counters", 2, "merchant", None],
             5],
            ["ty.ninth", ["ty.drawn", 2, 2, 19, 19]],
            ["ty.streak", "Brown"],
            ["rs.elected", "Beige", 5], ["rs.ahead", "Brown", 1, ["Beige"]],
            ["ba.discarded", "North", "a Medes card", ["ba.more", 2]],
            ["tc.draw none", "Pot"],
            ["tg.point", "Lion", 2, "red point", "priest", "C4",
             ["tg.building point", "temple"]],
            ["tg.catastrophe", "Bull", "F5", ["tg.destroying", "market"]],
            ["tc.withdrawn", "Pot", "king"],
            ["ba.end phase", 15, 11],
            ["ba.game over", "a temple sum of 20", 20, 20, ["ba.drawn"]],
            ["tc.treasures", "Lion", "the treasure of column 3, replaced", 5],
            # the result screen's (mesowidgets/results.py)
            ["rs.then", 4, 5, 7], ["rs.colours", 4, 5, 7, 4, 1], ["rs.colours", 1, 0, 3, 2, 0],
            ["rs.weakest"], ["rs.tigris"], ["rs.cards"], ["rs.in hand", 1], ["rs.in hand", 3],
            ["rs.worth", 24], ["rs.temple sum"], ["rs.higher sum"], ["rs.hands"], ["rs.equal"],
            ["rs.representatives"], ["rs.more"], ["rs.tiles"], ["rs.streak"], ["rs.drawn"],
            ["rs.weakest wins", "Lion", 1], ["rs.weakest wins", "Archer", 0],
            ["rs.weakest ahead", "Bull", 4, ["Archer", "Pot"]]]


def examples(seeds: int = 3) -> list[dict]:
    """[{"say": [...], "text": "..."}] for every phrase key met, and those made here."""
    found: dict[str, list] = {}
    for make in GAMES.values():
        for seed in range(seeds):
            game, bot = make(seed), RandomBot(seed)
            while not game.over:
                for event in game.apply(bot.choose(game)):
                    for said in (event.say, event.public_say):
                        if said is not None and len(found.setdefault(said[0], [])) < PER_KEY \
                                and said not in found[said[0]]:
                            found[said[0]].append(said)
    said = [s for key in sorted(found) for s in found[key]] + _made()
    return [{"say": s, "text": spoken(s)} for s in said]


if __name__ == "__main__":
    print("[\n" + ",\n".join(json.dumps(e, ensure_ascii=False) for e in examples()) + "\n]")
