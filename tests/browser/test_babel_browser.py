"""Babel in a real JupyterLab: a turn played by clicks, special abilities included."""
import json
import re

from playwright.sync_api import expect

from .helpers import open_notebook, run_all, run_code, set_theme
from .test_tyrus_browser import luminance

NOTEBOOK = "notebooks/babel/play.ipynb"


def kernel_state(page, widget: str) -> dict:
    out = run_code(page, f"import json; s = {widget}.game.state; print(json.dumps("
                         "{'sites': s['sites'], 'pawns': s['pawns'], 'active': s['active'], "
                         "'turn': s['turn'], 'history': " + widget + ".game.history}))")
    return json.loads(out.strip().splitlines()[-1])


def click_and_wait(widget, locator):
    drawn = widget.get_attribute("data-drawn")
    locator.click()
    expect(widget).not_to_have_attribute("data-drawn", drawn)
    expect(widget.locator(".mw-error")).to_have_count(0)


def test_a_turn_by_clicks_with_two_special_abilities(page, lab):
    open_notebook(page, lab, NOTEBOOK)
    run_all(page, expected_roots=5)
    widget = page.locator(".mw-root").nth(1)
    expect(widget.locator(".mw-status")).to_have_text("North, your turn.")
    # Three Sumerians in a row at the pawn's site: south's last cards (two Assyrians) come over.
    click_and_wait(widget, widget.get_by_role("button", name="Sumerians take"))
    state = kernel_state(page, "powers")
    assert state["sites"][0]["H"]["cards"] == list("SSAAA")
    assert state["sites"][1]["H"]["cards"] == list("PS")
    # Now three Assyrians in a row: south's level 3 temple at the Hittites site is razed.
    click_and_wait(widget, widget.get_by_role("button", name="Assyrians destroy"))
    expect(widget.get_by_role("img", name=re.compile("south's temple at the Hittites site: none")))\
        .to_have_count(1)
    # A card from the hand, then its nation's lit site: the pawn moves there.
    widget.get_by_role("button", name="Assyrians card in hand").click()
    target = widget.locator(".mw-site[data-key='site A']")
    expect(target).to_have_class(re.compile("mw-target"))
    click_and_wait(widget, target)
    state = kernel_state(page, "powers")
    assert state["sites"][1]["H"]["temple"] == []
    assert state["pawns"][0] == "A"
    assert state["history"] == ["Sumerians take", "Assyrians destroy", "move Assyrians"]
    # End the turn: the bot plays south's turn, and it is north's turn again. The random bot
    # may make a half-hand attack: the status line then asks north to discard, in south's
    # turn, and a click on a card in hand answers it.
    click_and_wait(widget, widget.get_by_role("button", name=re.compile("^End turn")))
    status = widget.locator(".mw-status")
    asked = re.compile(r"^North(, your turn\.|: discard \d+ cards? of your choice)")
    expect(status).to_have_text(asked)
    while status.inner_text().startswith("North: discard"):
        click_and_wait(widget, widget.get_by_role("button", name=re.compile("card in hand$")).first)
        expect(status).to_have_text(asked)
    expect(status).to_have_text("North, your turn.")
    state = kernel_state(page, "powers")
    assert state["turn"] == 7 and state["active"] == 0
    assert state["history"][3] == "end turn" and state["history"][-1] == "end turn"


def test_dark_theme_and_hidden_hands(page, lab):
    open_notebook(page, lab, NOTEBOOK)
    set_theme(page, lab, "JupyterLab Dark")
    try:
        run_all(page, expected_roots=5)
        roots = page.locator(".mw-root")
        background = roots.first.evaluate("n => getComputedStyle(n).backgroundColor")
        assert luminance(background) < 0.3, background
        north, south = roots.nth(3), roots.nth(4)
        expect(north.get_by_role("group", name="north's hand")).to_have_count(1)
        expect(north.get_by_role("group", name="south's hand")).to_have_count(0)
        expect(south.get_by_role("group", name="south's hand")).to_have_count(1)
        page.screenshot(path=str(lab.root / "babel-dark.png"))
    finally:
        lab.put_setting("@jupyterlab/apputils-extension:themes", {"theme": "JupyterLab Light"})
