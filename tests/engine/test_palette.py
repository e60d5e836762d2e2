"""One palette for both Tigris games: the static SVGs draw a leader as the widget does (its
colour, ringed by its dynasty's colour, with the dynasty's symbol), in palette.json's
colours, which the front end's bundle carries too."""
import json
import re
from pathlib import Path

from mesogames import tigris, tigris_cards
from mesogames.dynasties import PALETTE

ROOT = Path(__file__).parents[2]


def leader_circles(svg: str) -> list[tuple[str, str, str]]:
    """(fill, stroke, symbol path) of every leader drawn in an SVG."""
    return re.findall(r'<circle [^>]*fill="(#\w+)" stroke="(#\w+)"[^>]*/><path d="([^"]+)"',
                      svg)


def test_a_leader_in_the_static_svg_is_drawn_as_in_the_widget():
    board = tigris.from_diagram("Tigris & Euphrates\nplayers: archer lion\n"
                                " 1: . . . R ~ ~ ~ ~ ~ . R* . ~ . . .\n"
                                " 2: . R* . lp ~ . . . . . . . ~ . . R*\n", seed=0)
    cards = tigris_cards.new_game(players=2, seed=0)
    cards_seat = cards.to_move
    cards.apply(next(a for a in cards.legal_actions() if str(a).startswith("priest")))
    for module, game, seat in ((tigris, board, 1), (tigris_cards, cards, cards_seat)):
        drawn = leader_circles(module.svg(game.view(None)))
        assert drawn == [(PALETTE["colours"]["R"]["fill"], PALETTE["seats"][seat]["fill"],
                          PALETTE["seats"][seat]["symbol"])]


def test_the_front_end_takes_its_colours_and_words_from_the_same_table():
    source = (ROOT / "js" / "lib" / "palette.js").read_text()
    assert "engine/mesogames/dynasties/palette.json" in source
    assert "DYNASTY_SYMBOL[seat]" in (ROOT / "js" / "lib" / "dynasty.js").read_text()
    for name in ("tigris", "tigris_cards"):
        css = (ROOT / "js" / name / f"{name}.css").read_text()
        assert not re.search(r"--t[gc]-[KRGB]:|--t[gc]-s\d:", css), "colours only in palette.json"
    assert json.loads((ROOT / "engine/mesogames/dynasties/palette.json").read_text()) == PALETTE
