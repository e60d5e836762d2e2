"""The board editor in a real JupyterLab: a leader chosen in the palette and put on a square
by a click, taken off with the eraser, a hand typed in its field, the puzzle cell's box
holding the diagram; then one click on the Babel board and one on the Tyrus board. Each
checked in the kernel."""
import re

from playwright.sync_api import expect

from .helpers import ROOTS, first_widget, open_notebook, redrawn_after, run_all, run_code


def diagram(page) -> str:
    return run_code(page, "print(editor.diagram)")


def test_a_tigris_position_is_clicked_together(page, lab):
    open_notebook(page, lab, "notebooks/tigris/editor.ipynb")
    run_all(page, expected_roots=1)
    widget = first_widget(page)
    panel = widget.get_by_role("region", name="Board editor")
    redrawn_after(widget, panel.get_by_role("button", name="lion's king").click)
    expect(panel.get_by_role("button", name="lion's king")).to_have_attribute(
        "aria-pressed", "true")
    redrawn_after(widget, widget.locator(".mw-square[data-square='H6']").click)
    row = next(line for line in diagram(page).splitlines() if line.startswith(" 6:"))
    assert row.split()[8] == "lk", row                       # H is the 8th column

    redrawn_after(widget, panel.get_by_role("button", name="Take off").click)
    redrawn_after(widget, widget.locator(".mw-square[data-square='H6']").click)
    assert " lk" not in diagram(page)

    panel.locator("summary", has_text="Hands, piles and other lines").click()
    hand = panel.get_by_role("textbox", name="lion hand", exact=True)
    hand.fill("K K K R R R")
    redrawn_after(widget, lambda: hand.press("Enter"))
    assert "lion hand: K K K R R R" in diagram(page)
    puzzle = panel.get_by_role("textbox", name="Puzzle cell")
    expect(puzzle).to_have_value(re.compile("lion hand: K K K R R R"))
    text = puzzle.input_value()
    assert "puzzle = Puzzle(TigrisWidget, POSITION" in text
    assert run_code(page, "print(editor.diagram in editor.table.cell('puzzle'))"
                    ).strip().endswith("True")


def test_a_babel_card_is_put_at_a_site(page, lab):
    open_notebook(page, lab, "notebooks/babel/editor.ipynb")
    run_all(page, expected_roots=1)
    widget = first_widget(page)
    panel = widget.get_by_role("region", name="Board editor")
    redrawn_after(widget, panel.get_by_role("button", name="south's Persian card").click)
    redrawn_after(widget, widget.locator("[data-place='M'] .mw-site-name").click)
    assert "south Medes: P" in diagram(page)



def test_a_tyrus_tile_is_placed_in_a_building(page, lab):
    open_notebook(page, lab, "notebooks/tyrus/editor.ipynb")
    run_all(page, expected_roots=1)
    assert "placed: 2" in diagram(page), "the notebook's own edits are in (and drawn)"
    widget = first_widget(page)
    panel = widget.get_by_role("region", name="Board editor")
    redrawn_after(widget, panel.get_by_role("button", name="beige's S7").click)
    redrawn_after(widget, widget.locator("[data-place='brown market']").click)
    text = diagram(page)
    assert "brown market: beige S7" in text and "placed: 3" in text, text


def test_a_puzzle_is_built_by_clicks_recorded_and_solved(page, lab):
    """The archer's priest put beside a temple, a hand of temples, the goal "score in a
    colour: red" chosen, the solution recorded by playing it on the board; the puzzle cell
    run, and the puzzle solved by clicks on its own board."""
    open_notebook(page, lab, "notebooks/tigris/editor.ipynb")
    run_all(page, expected_roots=1)
    assert " ak " in diagram(page), "the notebook's own edits are in (and drawn)"
    widget = first_widget(page)
    panel = widget.get_by_role("region", name="Board editor")
    redrawn_after(widget, panel.get_by_role("button", name="archer's priest").click)
    redrawn_after(widget, widget.locator(".mw-square[data-square='C2']").click)
    panel.locator("summary", has_text="Hands, piles and other lines").click()
    hand = panel.get_by_role("textbox", name="archer hand", exact=True)
    hand.fill("R R R R R R")
    redrawn_after(widget, lambda: hand.press("Enter"))
    redrawn_after(widget, lambda: panel.get_by_role("combobox", name="Goal", exact=True)
                  .select_option("score"))
    redrawn_after(widget, lambda: panel.get_by_role("combobox", name="Goal's value")
                  .select_option("R"))
    redrawn_after(widget, panel.get_by_role("button", name="Record the solution").click)
    redrawn_after(widget, widget.locator("[data-key='h tile R']").first.click)
    redrawn_after(widget, widget.locator(".mw-square.mw-target[data-square='C3']").click)
    recorded = widget.get_by_role("status", name="Recorded solution")
    expect(recorded).to_contain_text("red C3")
    expect(recorded).to_contain_text("Solved")
    redrawn_after(widget, widget.get_by_role("button", name="Stop recording").click)
    cell = run_code(page, "print(editor.table.cell('puzzle'))")
    assert "goals.score(0, 'R')" in cell and "solution=['red C3']" in cell, cell

    run_code(page, "exec(editor.table.cell('puzzle'), globals()); board = puzzle.widget(); board")
    board = page.locator(ROOTS).nth(1)
    expect(board).to_have_attribute("data-drawn", re.compile(r"\d"))
    redrawn_after(board, board.locator("[data-key='h tile R']").first.click)
    redrawn_after(board, board.locator(".mw-square.mw-target[data-square='C3']").click)
    expect(board.locator(".mw-puzzle-verdict")).to_contain_text("Solved")
    assert run_code(page, "print(board.puzzle['status'])").strip().endswith("solved")
