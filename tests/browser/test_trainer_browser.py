"""The puzzle trainer in a real JupyterLab, from the Tyrus puzzles notebook's trainer cell
(its history in a temporary folder): the puzzle served is solved by clicks on the trainer's
board, and the student's rating and the chart of the rating over the tries change; checked
in the kernel (the history's try)."""
import re

from playwright.sync_api import expect

from .helpers import open_notebook, redrawn_after, run_all, run_code

NOTEBOOK = "notebooks/tyrus/puzzles.ipynb"


def test_a_puzzle_solved_in_the_trainer_moves_the_rating_and_the_chart(page, lab):
    open_notebook(page, lab, NOTEBOOK)
    run_all(page, expected_roots=2)             # the set, then the trainer's board
    trainer = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell").filter(
        has=page.locator(".mw-root")).last
    widget = trainer.locator(".mw-root[data-drawn]")
    rating = trainer.get_by_text(re.compile("^Your rating: "))
    expect(rating).to_have_text("Your rating: 25.0")
    chart = trainer.get_by_role("img", name=re.compile("^Rating chart"))
    expect(chart).to_have_attribute("aria-label", re.compile("no try yet"))
    out = run_code(page, "print(*trainer.table.puzzle.solution)")
    tile, building = out.strip().splitlines()[-1].split(" ", 1)     # "P6 beige citadel"

    widget.locator(f".mw-hand[role=group] .mw-hand-tile[aria-label^='{tile},']").click()
    expect(widget.locator(".mw-hand-tile.mw-chosen")).to_have_count(1)
    redrawn_after(widget, widget.locator(f".mw-building[aria-label^='{building}']").click)
    panel = widget.get_by_role("region", name="Puzzle")
    expect(panel.get_by_role("status")).to_have_text(re.compile("^✓ Solved"))
    expect(rating).not_to_have_text("Your rating: 25.0")
    expect(chart).to_have_attribute("aria-label", re.compile("after 1 try$"))
    assert chart.locator("polyline").count() == 1
    shown = float(rating.inner_text().removeprefix("Your rating: "))
    assert shown > 25.0
    out = run_code(page, "print(trainer.history.tries[-1]['solved'], "
                         "round(trainer.history.rating, 1))")
    assert out.strip().splitlines()[-1] == f"True {shown:.1f}"
