"""A finished game's review in a real JupyterLab: the result screen's Review button asks
for it, a progress bar shows while the kernel computes it in the background, then the
graph; clicking a point of the graph shows the position where that decision was taken, and
at a marked decision the board marks the move played and the better one, with their key."""
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


#: Measured in the page: each board mark of the review (a place or a piece in hand, not the
#: key's swatches) with its box, whether it lies in the window, and the first ancestor that
#: cuts it off (an ancestor whose overflow is not visible and whose box does not hold it).
MEASURE = """(root) => [...root.querySelectorAll('.mw-review-played, .mw-review-better')]
  .filter((n) => !n.closest('.mw-review-key')).map((n) => {
    const r = n.getBoundingClientRect();
    let cut = null;
    for (let a = n.parentElement; a && a !== document.body && !cut; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1
          || r.bottom > b.bottom + 1) cut = a.className.baseVal ?? a.className;
    }
    return { cls: n.getAttribute('class'), w: r.width, h: r.height, cut,
             inWindow: r.left >= 0 && r.top >= 0 && r.right <= innerWidth
                       && r.bottom <= innerHeight };
  })"""


def test_a_marked_decision_shows_both_moves_on_the_board_with_their_estimates(page, lab):
    folder = lab.root / "review"
    folder.mkdir(exist_ok=True)
    nb = new_notebook(cells=[new_code_cell(CODE)])
    nb.metadata["kernelspec"] = {"name": "python3", "language": "python",
                                 "display_name": "Python 3 (ipykernel)"}
    nbformat.write(nb, folder / "marked.ipynb")
    open_notebook(page, lab, "review/marked.ipynb")
    run_all(page, expected_roots=1)
    root = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .mw-root[data-drawn]").first
    root.get_by_role("button", name="Review the game").click()
    panel = root.get_by_role("region", name="Game review")
    expect(panel.locator(".mw-review-graph")).to_be_visible(timeout=120_000)
    # a decision of seat 0 (the widget's own) marked: its tiles in hand are marked as well
    out = run_code(page, "print(next(p['at'] for p in finished.reviewed['points'] "
                         "if p['mark'] and p['seat'] == 0))")
    at = int(out.strip().splitlines()[-1])
    panel.locator(f".mw-review-point[data-at='{at}']").click()
    key = panel.get_by_role("note", name="On the board")
    expect(key).to_be_visible()
    played, better = key.locator(".mw-review-key-played"), key.locator(".mw-review-key-better")
    expect(played).to_have_text(re.compile(r"^Played: .+ \(\d+%\)$"))
    expect(better).to_have_text(re.compile(r"^Better: .+ \(\d+%\)$"))
    # side by side: with the move played in view, a mark of the better one is in view too
    root.locator(".mw-review-played").first.scroll_into_view_if_needed()
    marks = root.evaluate(MEASURE)
    shown = {k for m in marks for k in ("played", "better") if f"mw-review-{k}" in m["cls"]
             and m["w"] > 0 and m["h"] > 0 and m["cut"] is None and m["inWindow"]}
    assert shown == {"played", "better"}, marks
    # and every mark (on the board, in hand) is drawn whole once scrolled to
    for i in range(len(marks)):
        root.locator(".mw-review-played:not(.mw-review-key *), "
                     ".mw-review-better:not(.mw-review-key *)").nth(i).scroll_into_view_if_needed()
        m = root.evaluate(MEASURE)[i]
        assert m["w"] > 0 and m["h"] > 0 and m["cut"] is None and m["inWindow"], m
    # the position shown is the one the decision was taken in
    expect(root.locator(".mw-history-label")).to_have_text(
        re.compile(f"^Position after action {at} "))
    page.screenshot(path=str(lab.root / "review-marked.png"))
