"""What happened, on the board, in a real JupyterLab: after a leader's move by clicks, the
square it left and the one it reached carry their marks (the view's marks, drawn by the
Tigris renderer)."""
from playwright.sync_api import expect

from .helpers import ROOTS, open_notebook, redrawn_after, run_code


def test_a_moved_leader_marks_its_square_of_origin(page, lab):
    open_notebook(page, lab, "notebooks/tigris/editor.ipynb")
    run_code(page, "from mesowidgets import TigrisWidget; "
                   "from mesowidgets.puzzles.tigris import P1; "
                   "w = TigrisWidget.from_diagram(P1, seat=0, seed=0); w")
    widget = page.locator(f"{ROOTS}[data-drawn]").first
    redrawn_after(widget, widget.locator(".mw-square[data-square='K5']").click)  # the trader
    redrawn_after(widget, widget.locator(".mw-square.mw-target[data-square='J2']").click)
    expect(widget.locator(".mw-square.mw-from[data-square='K5']")).to_have_count(1)
    expect(widget.locator(".mw-square.mw-to[data-square='J2']")).to_have_count(1)
    assert run_code(page, "print(w.history[-1]['name'])").strip().endswith("trader J2")
