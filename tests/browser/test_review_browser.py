"""A finished game's review in a real JupyterLab: the result screen's Review button asks
for it, a progress bar shows while the kernel computes it in the background, then the
graph; clicking a point of the graph shows the position where that decision was taken."""
import re

import nbformat
from nbformat.v4 import new_code_cell, new_notebook
from playwright.sync_api import expect

from .helpers import open_notebook, run_all, run_code

CODE = """from mesogames import tyrus
from mesogames.bots import SeatInfo, make_bot, review
from mesowidgets import TyrusWidget
review.ITERATIONS = 8          # a shallow review: the test is about the page
game, bot = tyrus.new_game(seed=0), make_bot("random", 0)
while not game.over:
    game.apply(bot.choose(SeatInfo(game, game.to_move)))
finished = TyrusWidget(game, seat=0)
finished
"""


def test_the_review_graph_seeks_the_position_of_a_decision(page, lab):
    folder = lab.root / "review"
    folder.mkdir(exist_ok=True)
    nb = new_notebook(cells=[new_code_cell(CODE)])
    nb.metadata["kernelspec"] = {"name": "python3", "language": "python",
                                 "display_name": "Python 3 (ipykernel)"}
    nbformat.write(nb, folder / "review.ipynb")
    open_notebook(page, lab, "review/review.ipynb")
    run_all(page, expected_roots=1)
    root = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .mw-root[data-drawn]").first
    expect(root.get_by_role("region", name="Result")).to_contain_text("wins")
    root.get_by_role("button", name="Review the game").click()
    panel = root.get_by_role("region", name="Game review")
    expect(panel).to_be_visible()
    expect(panel.locator(".mw-review-graph")).to_be_visible(timeout=120_000)
    assert panel.locator("polyline").count() == 2            # one line per seat
    label = root.locator(".mw-history-label")
    expect(label).to_have_text(re.compile("^Position after action 0"))
    point = panel.locator(".mw-review-point").nth(5)
    at = int(point.get_attribute("data-at"))
    assert at > 0
    point.click()
    expect(label).to_have_text(re.compile(f"^Position after action {at} "))
    expect(panel.locator(".mw-review-selected")).to_have_text(re.compile(f"^Action {at + 1}: "))
    out = run_code(page, "print(finished.cursor, len(finished.reviewed['points']))")
    cursor, points = out.strip().splitlines()[-1].split()
    assert int(cursor) == at and int(points) > at
    page.screenshot(path=str(lab.root / "review.png"))
