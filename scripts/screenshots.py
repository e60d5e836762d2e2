"""The README's pictures: each game's table at 1366x768 in JupyterLab's light and dark
themes, with a decision pending (the positions of tests/browser/test_table_layout.py), and
each game's end, its result screen (a seeded random game played to the end), a game's
review (`review`: a seeded Tyrus game between easy bots, reviewed and shown at its first
marked decision, the move played and the better one marked on the board) and the puzzle
trainer (`trainer`: the Tyrus puzzles, two solved, the third served).

    .venv/bin/python scripts/screenshots.py [game ... | review | trainer]
    .venv/bin/python scripts/screenshots.py --app [game]      # the app page (scripts/app)

Writes docs/images/table-<game>-<light|dark>.png, end-<game>-<light|dark>.png,
review-tyrus-<light|dark>.png and trainer-tyrus-<light|dark>.png, or with --app
docs/images/app-<game>.png (default tyrus): the game's app page in Voilà at 1366x768.
Before each picture, the page is measured (`CLIPPED`, and for a game's widget the layout
test's `MEASURE`): a picture with clipped text or a part outside it is not written. Needs
Chromium (scripts/test installs it) and a built front end (npm run build).
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
from tests.browser.test_layout_measured import MEASURE  # noqa: E402
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


TRAINER_CELL = """import tempfile
from pathlib import Path
from mesowidgets.puzzles.tyrus import PUZZLES
trainer = PUZZLES.trainer(history=Path(tempfile.mkdtemp()) / "history.json")
for _ in range(2):
    for action in trainer.table.puzzle.solution:
        trainer.board.play(action)
    trainer.table.next_puzzle()
trainer"""

#: Measured on the element pictured: text cut off by its box (an element whose overflow is
#: not visible holding more than it shows) and anything reaching outside the picture (but
#: what a scrolling list holds out of its view: the event log's older lines).
CLIPPED = """shot => {
  const box = shot.getBoundingClientRect();
  const bad = [];
  const scrolled = (n) => {
    for (let a = n.parentElement; a && a !== shot; a = a.parentElement) {
      const st = getComputedStyle(a);
      if (/auto|scroll/.test(st.overflowX + st.overflowY)) return true;
    }
    return false;
  };
  for (const n of shot.querySelectorAll('*')) {
    if (scrolled(n)) continue;
    if (!n.getClientRects().length || n instanceof SVGElement) continue;
    const st = getComputedStyle(n);
    const r = n.getBoundingClientRect();
    const what = `<${n.tagName.toLowerCase()} class="${n.getAttribute('class') || ''}"> `
      + `"${(n.textContent || '').trim().slice(0, 40)}"`;
    if (st.overflowX !== 'visible' || st.overflowY !== 'visible') {
      if (!/auto|scroll/.test(st.overflowX + st.overflowY) && n.textContent.trim()
          && (n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1)) {
        bad.push(`clipped: ${what}`);
      }
    }
    if (r.width && (r.left < box.left - 1 || r.right > box.right + 1
                    || r.top < box.top - 1 || r.bottom > box.bottom + 1)) {
      bad.push(`outside the picture: ${what}`);
    }
  }
  return bad;
}"""


def measured(shot) -> None:
    """Refuse a picture whose element has clipped text or a part outside it (and, for a
    game's widget, what the layout test refuses)."""
    bad = shot.evaluate(CLIPPED)
    root = shot.locator(".mw-root").first if shot.locator(".mw-root").count() else shot
    bad += [" ".join(b) for b in root.evaluate(MEASURE) if b[0] != "out of view"]
    if bad:
        raise SystemExit("Not written, the picture would show:\n" + "\n".join(bad))


def main(games: list[str]) -> None:
    only = games[0] if games in (["review"], ["trainer"]) else None
    games = [] if only else games or list(CELLS)
    root = Path(tempfile.mkdtemp())
    pages = root / "pages"
    pages.mkdir()
    shots = []
    for game in ["tyrus"] if only else games:
        cells = ((("review", REVIEW_CELL),) if only == "review" else
                 (("trainer", TRAINER_CELL),) if only == "trainer" else
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
                if kind == "trainer":       # the board, the rating, Next puzzle, the chart
                    widget = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) "
                                          ".jp-OutputArea-output").filter(
                                              has=page.locator(".mw-root")).first
                widget.evaluate("r => r.scrollIntoView({ block: 'start' })")
                page.wait_for_timeout(500)
                measured(widget)
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
