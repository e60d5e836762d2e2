"""The table's layout in a real JupyterLab at 1366x768 (a laptop) and 1024x768 (a classroom
projector): with the widget's top scrolled to the top of the notebook, the pending decision,
who must take it and every one of its buttons are in view, for a decision of each game (a
Tigris & Euphrates conflict, a card-game conflict, a Tyrus election count, a Babel power).
Screenshots of both sizes go to the lab's folder."""
from __future__ import annotations

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook
from playwright.sync_api import expect

from .conftest import REPO
from .helpers import first_widget, open_notebook, run_all


def play_position(game: str, marker: str) -> str:
    """The diagram of the play notebook's cell that holds `marker` (one place for it)."""
    nb = nbformat.read(REPO / "notebooks" / game / "play.ipynb", as_version=4)
    source = next(c.source for c in nb.cells if marker in c.source)
    return source.split('"""')[1]


TIGRIS_WAR = play_position("tigris", "WAR =")
CARDS_WAR = play_position("tigris_cards", "WAR_POSITION =")
BABEL_POWERS = play_position("babel", "powers =")

CELLS = {
    "tigris": ("from mesowidgets import TigrisWidget\n"
               f"w = TigrisWidget.from_diagram({TIGRIS_WAR!r}, seat=0)\n"
               "w.play('black H5')\nw",
               "Archer: choose which conflict to resolve next.", "The kings first"),
    "tigris_cards": ("from mesowidgets import TigrisCardsWidget\n"
                     f"w = TigrisCardsWidget.from_diagram({CARDS_WAR!r}, seat=0)\n"
                     "w.play('red 3', 'bank red', 'green 3|4')\nw",
                     "Archer: commit black cards to the conflict.", "Commit 2"),
    "tyrus": ("from mesowidgets import TyrusWidget\nfrom mesogames.core import RandomBot\n"
              "from mesogames.tyrus import new_game\n"
              "game, bot = new_game(first='beige', seed=5), RandomBot(1)\n"
              "while (game.view(0).get('last_count') or {}).get('winner') is None:\n"
              "    game.apply(bot.choose(game))\nw = TyrusWidget(game, seat=0)\nw",
              None, None),
    "babel": ("from mesowidgets import BabelWidget\n"
              f"w = BabelWidget.from_diagram({BABEL_POWERS!r}, seat=0)\nw",
              "North, your turn.", "Sumerians take"),
}

#: The visible part of the notebook, and where each thing of the action bar is.
GEOMETRY = """root => {
  const panel = root.closest('.jp-WindowedPanel-outer') || document.documentElement;
  const view = panel.getBoundingClientRect();
  const box = (n) => { const r = n.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
  const bar = root.querySelector('.mw-bar');
  return { view: box(panel), bar: box(bar), field: box(root.querySelector('.mw-field')),
    root: box(root), parts: [...bar.querySelectorAll('button, .mw-status, .mw-count')]
      .map((n) => ({ text: n.textContent.trim().slice(0, 40), ...box(n) })) };
}"""


@pytest.mark.parametrize("size", [(1366, 768), (1024, 768)], ids=["1366x768", "1024x768"])
@pytest.mark.parametrize("game", list(CELLS))
def test_the_decision_is_in_view(page, lab, game, size):
    code, status, button = CELLS[game]
    folder = lab.root / "layout"
    folder.mkdir(exist_ok=True)
    nb = new_notebook(cells=[new_code_cell(code)])
    nb.metadata["kernelspec"] = {"name": "python3", "language": "python",
                                 "display_name": "Python 3 (ipykernel)"}
    nbformat.write(nb, folder / f"{game}.ipynb")
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_notebook(page, lab, f"layout/{game}.ipynb")
    run_all(page, expected_roots=1)
    root = first_widget(page)
    bar = root.locator(".mw-bar")
    if status:
        expect(bar.locator(".mw-status")).to_have_text(status)
        expect(bar.get_by_role("button", name=button, exact=False).first).to_be_visible()
    else:
        expect(bar.get_by_role("region", name="Last count")).to_be_visible()
    root.evaluate("r => r.scrollIntoView({ block: 'start' })")
    page.wait_for_timeout(300)
    geo = root.evaluate(GEOMETRY)
    view = geo["view"]
    assert geo["parts"], "the action bar shows the decision"
    for part in geo["parts"]:
        assert view["top"] - 1 <= part["top"] and part["bottom"] <= view["bottom"] + 1, \
            (part, view)
        assert part["right"] <= view["right"] + 1, (part, view)
    if size[0] == 1366:               # wide enough: the bar stands beside the board
        assert geo["bar"]["left"] >= geo["field"]["right"], geo
    page.screenshot(path=str(lab.root / f"layout-{game}-{size[0]}.png"))
    print(f"{game} {size[0]}x{size[1]}: widget {geo['root']['bottom'] - geo['root']['top']:.0f}"
          f" px tall, board {geo['field']['right'] - geo['field']['left']:.0f} px wide")
