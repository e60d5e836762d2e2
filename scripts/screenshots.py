"""The README's pictures: each game's table at 1366x768 in JupyterLab's light and dark
themes, with a decision pending (the positions of tests/browser/test_table_layout.py), and
each game's end, its result screen (a seeded random game played to the end), and a game's
review (`review`: a seeded Tyrus game between easy bots, reviewed and shown at its first
marked decision).

    .venv/bin/python scripts/screenshots.py [game ... | review]
    .venv/bin/python scripts/screenshots.py --app [game]      # the app page (scripts/app)

Writes docs/images/table-<game>-<light|dark>.png, end-<game>-<light|dark>.png and
review-tyrus-<light|dark>.png, or with --app docs/images/app-<game>.png (default tyrus):
the game's app page in Voilà at 1366x768. Needs Chromium (scripts/test installs it) and a
built front end (npm run build).
"""
from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_notebook
from playwright.sync_api import sync_playwright

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from mesogames import registry  # noqa: E402
from tests.browser.helpers import open_notebook, run_all  # noqa: E402
from tests.browser.labserver import CHROMIUM_FLAGS, running_lab  # noqa: E402
from tests.browser.test_table_layout import CELLS  # noqa: E402

THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}
#: Each game's widget class name and the players of its end screenshot (its last variant).
WIDGETS = {spec.name: (spec.widget.partition(":")[2],
                       spec.variants[-1].get("players", max(spec.players)))
           for spec in registry.specs() if spec.widget}


def end_cell(game: str) -> str:
    """A widget on a seeded random game of `game` played to its end, seen by seat 0."""
    widget, players = WIDGETS[game]
    return (f"from mesowidgets import {widget} as W\nfrom mesogames.core import RandomBot\n"
            f"game, bot = W.engine_module.new_game(players={players}, seed=7, first=0), "
            "RandomBot(7)\nwhile not game.over:\n    game.apply(bot.choose(game))\n"
            "W(game, seat=0)")


REVIEW_CELL = """from mesogames import tyrus
from mesogames.bots import SeatInfo, make_bot
from mesowidgets import TyrusWidget
game, bots = tyrus.new_game(seed=0), [make_bot("easy", 1), make_bot("easy", 2)]
while not game.over:
    game.apply(bots[game.to_move].choose(SeatInfo(game, game.to_move)))
w = TyrusWidget(game, seat=0)
marked = [p["at"] for p in w.review(wait=True)["points"] if p["mark"]]
w.seek(marked[0] if marked else 0)
w"""


def main(games: list[str]) -> None:
    review = games == ["review"]
    games = [] if review else games or list(CELLS)
    root = Path(tempfile.mkdtemp())
    pages = root / "pages"
    pages.mkdir()
    shots = []
    for game in ["tyrus"] if review else games:
        cells = ((("review", REVIEW_CELL),) if review else
                 (("table", CELLS[game][0]), ("end", end_cell(game))))
        for kind, code in cells:
            nb = new_notebook(cells=[new_code_cell(code)])
            nb.metadata["kernelspec"] = {"name": "python3", "language": "python",
                                         "display_name": "Python 3 (ipykernel)"}
            nbformat.write(nb, pages / f"{kind}-{game}.ipynb")
            shots.append((kind, game))
    out = REPO / "docs" / "images"
    with running_lab(root / "lab", {"pages": pages}) as lab, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"),
                                    args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        for theme, name in THEMES.items():
            lab.put_setting("@jupyterlab/apputils-extension:themes", {"theme": name})
            for kind, game in shots:
                open_notebook(page, lab, f"pages/{kind}-{game}.ipynb")
                run_all(page, expected_roots=1)
                widget = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .mw-root").first
                widget.evaluate("r => r.scrollIntoView({ block: 'start' })")
                page.wait_for_timeout(500)
                target = out / f"{kind}-{game}-{theme}.png"
                widget.screenshot(path=str(target))
                print(target.relative_to(REPO))
                lab.delete_sessions()
        lab.put_setting("@jupyterlab/apputils-extension:themes", {"theme": THEMES["light"]})
        browser.close()


def app(game: str = "tyrus") -> None:
    """The app page of `game` (notebooks/GAME/app.ipynb in Voilà), its player to move."""
    target = REPO / "docs" / "images" / f"app-{game}.png"
    with running_lab(Path(tempfile.mkdtemp()), {"notebooks": REPO / "notebooks"}) as lab, \
            sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"),
                                    args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.set_default_timeout(60_000)
        page.goto(f"{lab.url}/voila/render/notebooks/{game}/app.ipynb?token={lab.token}")
        page.locator(".mw-root[data-drawn] .mw-status", has_text="place your").wait_for()
        page.wait_for_timeout(500)
        page.screenshot(path=str(target))
        print(target.relative_to(REPO))
        browser.close()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--app"]:
        app(*sys.argv[2:3])
    else:
        main(sys.argv[1:])
