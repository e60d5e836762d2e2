"""The front-end unit tests feed the widgets legal actions as Python describes them: the
fixture js/tests/actions.json holds, per game, the description of every action those tests
use, and must be exactly what the engine says (so the JS tests never drift from Python).
Run this file with `--write` to rebuild the fixture after adding a notation to NAMES."""
import json
import sys
from pathlib import Path

from mesogames import registry

FIXTURE = Path(__file__).parents[2] / "js" / "tests" / "actions.json"
NAMES = {
    "tigris": ["king F4", "king F6", "withdraw king", "priest E5", "red G4", "red G6",
               "blue E1", "catastrophe H5", "catastrophe D4", "swap red", "swap red red",
               "swap black red", "swap black red blue", "pass", "commit 0", "commit 1",
               "commit 2", "keep B2", "keep K1", "war green", "monument red-blue F5",
               "monument red-blue F11", "building green H5", "bonus red", "decline"],
    "tigris_cards": ["king 1.0", "king 4.1", "king 4.2", "priest 3.1", "red 1", "red 3",
                     "red 3|4", "green 3", "green 3|4", "catastrophe 3.1", "catastrophe 4.2",
                     "pass", "commit 0", "commit 1", "commit 2", "bank red", "keep 4",
                     "ship blue-black", "war green", "decline"],
    "babel": ["move Assyrians", "move Hittites", "deploy Assyrians", "deploy Hittites",
              "deploy Sumerians", "build 3 from north", "migrate Sumerians to Assyrians",
              "migrate Sumerians to Medes", "Sumerians take", "Sumerians halve", "end turn",
              "discard Medes", "discard Persians"],
    "tyrus": ["S1 beige citadel", "S1 brown temple", "S5 beige citadel", "P6 beige citadel",
              "M10 beige market"],
}


def described() -> dict:
    out = {}
    for name, names in NAMES.items():
        game = registry.spec(name).new_game(seed=0)
        out[name] = {n: game.read_action(n).describe() for n in names}
    return out


def test_the_js_fixture_is_what_the_engine_describes():
    assert json.loads(FIXTURE.read_text()) == described(), (
        "rebuild with: python tests/engine/test_js_fixtures.py --write")


if __name__ == "__main__" and "--write" in sys.argv:
    games = described()
    FIXTURE.write_text("{\n" + ",\n".join(
        f" {json.dumps(game)}: {{\n" + ",\n".join(
            f"  {json.dumps(n)}: {json.dumps(d)}" for n, d in actions.items()) + "\n }"
        for game, actions in games.items()) + "\n}\n")
