"""The phrasebook (mesogames/phrases.py): the front end bundles it as Python writes it, every
phrase has an example spoken by Python that the front end's tests speak too, and an event
made from a phrase reads as that phrase spoken."""
import json
from pathlib import Path

import pytest

from mesogames.core import Event
from mesogames.phrases import PHRASES, fields, phrasebook, say, spoken

from .phrase_examples import examples

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = json.loads((ROOT / "js" / "tests" / "phrases.json").read_text(encoding="utf-8"))


def test_the_front_ends_phrasebook_is_pythons():
    bundled = json.loads((ROOT / "js" / "phrases.json").read_text(encoding="utf-8"))
    assert bundled == phrasebook(), \
        "js/phrases.json is stale: python -m mesogames.phrases > js/phrases.json"


def test_every_phrase_has_an_example_and_each_reads_as_python_speaks_it():
    def keys(said: list):
        yield said[0]
        for v in said[1:]:
            if isinstance(v, list) and v and v[0] in PHRASES:
                yield from keys(v)
    met = {k for e in EXAMPLES for k in keys(e["say"])}
    assert set(PHRASES) <= met, set(PHRASES) - met
    for example in EXAMPLES:
        assert spoken(example["say"]) == example["text"]


def test_the_examples_are_those_the_games_say_now():
    assert examples() == EXAMPLES, \
        "js/tests/phrases.json is stale: python -m tests.engine.phrase_examples > " \
        "js/tests/phrases.json"


def test_the_rules_of_plurals_possessives_and_listings():
    assert spoken(["draw", "Lions", 3, ["red", "green", "blue"]]) == \
        "Lions draws 3 tiles: red, green and blue."
    assert spoken(["tg.spoils", 2, "city", "Bass", "leave", "B6 and C7", "Pot", 1,
                   "red point"]) == \
        "2 cities on Bass' side leave the board (B6 and C7); Pot scores 1 red point."
    assert spoken(["tg.no spoils", "person", "Lion", "Bull", 2, "black point"]) == \
        "no person on Lion's side leaves the board; Bull scores 2 black points."


def test_an_event_said_reads_as_its_phrase_and_keeps_it_for_the_seats_that_read_it():
    private = Event.said("draw", say("draw", seat="Lion", n=1, tiles=["red"]), {},
                         private_to=1, public=say("draws", seat="Lion", n=1))
    assert (private.text, private.public_text) == ("Lion draws 1 tile: red.",
                                                    "Lion draws 1 tile.")
    assert private.said_to(1) == ["draw", "Lion", 1, ["red"]]
    assert private.said_to(None) == private.say            # the referee reads all
    assert private.said_to(0) == ["draws", "Lion", 1]   # another seat: the public phrase
    assert Event("pass", "Lion ends their turn.").said_to(0) is None


def test_a_phrase_takes_exactly_its_fields():
    assert fields(PHRASES["tg.spoils"])[:3] == ["n", "word", "loser"]
    with pytest.raises(ValueError, match="tg.pass"):
        say("tg.pass", seat="Lion", extra=1)


def test_a_swap_says_its_tiles_to_its_seat_and_their_number_to_the_others():
    """Tigris & Euphrates' swap travels as phrases: the tiles to the seat that swapped,
    their number to the others (the text each reads as before)."""
    from mesogames.tigris import new_game
    game = new_game(players=2, seed=5)
    swap = next(a for a in game.legal_actions() if str(a).startswith("swap ")
                and len(str(a).split()) == 3)
    (event,) = [e for e in game.apply(swap) if e.kind == "swap"]
    assert event.say[0] == "tg.swap" and event.public_say[0] == "tg.swapped"
    assert event.text == spoken(event.say) and " and draws " in event.text
    assert event.seen_by(1 - event.private_to)["text"] == spoken(event.public_say) == \
        f"{event.say[1]} discards 2 tiles and draws 2."


def test_tigris_swaps_structures_and_declines_travel_as_phrases():
    """Over seeded Tigris & Euphrates games (buildings every other seed), every swap, bag
    running out, building, ziggurat and decline says a phrase, read as its text."""
    from mesogames.core import RandomBot

    from .replays import GAMES
    kinds = {"swap", "bag empty", "building", "ziggurat", "decline"}
    met = set()
    for seed in range(4):
        game, bot = GAMES["tigris"](seed), RandomBot(seed)
        while not game.over:
            for event in game.apply(bot.choose(game)):
                if event.kind in kinds:
                    met.add(event.kind)
                    assert event.say is not None and spoken(event.say) == event.text
    assert {"swap", "building", "decline"} <= met


def test_babel_powers_travel_as_phrases():
    """Over seeded Babel games, every power used (a nation's run of three discarded) says a
    phrase, read as its text."""
    from mesogames.core import RandomBot

    from .replays import GAMES
    met = 0
    for seed in range(8):
        game, bot = GAMES["babel"](seed), RandomBot(seed)
        while not game.over:
            for event in game.apply(bot.choose(game)):
                if "effect" in event.data:
                    met += 1
                    assert event.say[0] == "ba.power" and spoken(event.say) == event.text
    assert met >= 3
