"""A puzzle in a real JupyterLab: the Tigris & Euphrates set from its notebook, a wrong
answer played by clicks (✗ with the goal's reason, the board stops), Retry, then the
puzzle solved by clicks (✓, the score), the hint shown on asking; checked in the kernel."""
import re

from playwright.sync_api import expect

from .helpers import first_widget, open_notebook, redrawn_after, run_all, run_code

NOTEBOOK = "notebooks/tigris/puzzles.ipynb"


def place_temple(widget, square: str) -> None:
    widget.locator(".mw-tg-hand.mw-live .mw-hand-tile[aria-label='red temple']").first.click()
    target = widget.locator(f".mw-square.mw-target[data-square='{square}']")   # lit: a button
    expect(target).to_have_attribute("role", "button")
    redrawn_after(widget, target.click)


def keep(widget, square: str) -> None:
    """The treasure that stays: a click on its square."""
    target = widget.locator(f".mw-square.mw-target[data-square='{square}']")
    expect(target).to_have_attribute("aria-label", re.compile(f"keep {square}$"))
    redrawn_after(widget, target.click)


def test_a_puzzle_is_failed_retried_and_solved_by_clicks(page, lab):
    open_notebook(page, lab, NOTEBOOK)
    run_all(page, expected_roots=2)             # the set, then its trainer
    widget = first_widget(page)
    panel = widget.get_by_role("region", name="Puzzle")
    expect(panel).to_contain_text("Puzzle 1 of 6")
    redrawn_after(widget, panel.get_by_role("button", name="Next puzzle").click)
    expect(panel).to_contain_text("Take both treasures this turn")
    expect(panel).to_contain_text("Take two treasures in your two actions")
    expect(panel.locator(".mw-puzzle-hint")).to_have_count(0)

    # A wrong answer: one treasure, then a temple that takes none; the turn is over.
    place_temple(widget, "G5")
    keep(widget, "H5")
    place_temple(widget, "E5")
    expect(panel.get_by_role("status")).to_have_text("✗ Not solved: you took 1 treasure.")
    expect(panel.get_by_role("button", name="Check my answer")).to_be_disabled()
    out = run_code(page, "print(puzzles.game.history, puzzles.puzzle['status'])")
    assert out.strip().splitlines()[-1] == "['red G5', 'keep H5', 'red E5'] failed"

    redrawn_after(widget, panel.get_by_role("button", name="Retry the puzzle").click)
    expect(panel.get_by_role("status")).to_have_count(0)
    redrawn_after(widget, panel.get_by_role("button", name="Show the hint").click)
    expect(panel.locator(".mw-puzzle-hint")).to_contain_text("Each tile may bring one treasure")

    place_temple(widget, "G5")
    keep(widget, "H5")
    place_temple(widget, "I5")
    keep(widget, "J5")
    expect(panel.get_by_role("status")).to_have_text("✓ Solved: you took 2 treasures.")
    expect(panel).to_contain_text("1 puzzle of 6 solved")
    out = run_code(page, "print(puzzles.game.history, puzzles.puzzle['results'][:2])")
    assert out.strip().splitlines()[-1] == (
        "['red G5', 'keep H5', 'red I5', 'keep J5'] ['', 'solved']")
