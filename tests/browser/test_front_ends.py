"""The same play test in the two other Jupyter front ends: Notebook 7 and Voilà (a play
notebook as a ready game app), served by the same server as JupyterLab."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from .helpers import TIMEOUT, tyrus_to_play
from .test_tyrus_browser import place_by_clicks

NOTEBOOK = "notebooks/tyrus/play.ipynb"


def play_one_tile(page) -> None:
    widget = page.locator(".mw-root[data-drawn]").first
    expect(widget.locator(".mw-status")).to_have_text(tyrus_to_play("Beige"))
    place_by_clicks(widget, 0, "beige citadel")
    expect(widget.locator(".mw-error")).to_have_count(0)
    # the bot answered: two actions in the history, beige to play again
    expect(widget.locator(".mw-history-label")).to_have_text("Latest position (2 actions)")
    expect(widget.locator(".mw-status")).to_have_text(tyrus_to_play("Beige"))


def test_notebook_7_plays_by_clicks(page, lab):
    page.set_default_timeout(TIMEOUT)
    expect.set_options(timeout=TIMEOUT)
    page.goto(f"{lab.url}/notebooks/{NOTEBOOK}?token={lab.token}")
    expect(page.locator(".jp-Notebook")).to_be_visible()
    expect(page.get_by_text(re.compile(r"Python 3 \(ipykernel\)"))).to_be_visible()
    roots = page.locator(".mw-root[data-drawn]")
    for _ in range(3):
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        try:
            expect(roots).to_have_count(4, timeout=30_000)
            break
        except AssertionError:
            continue
    expect(roots).to_have_count(4)
    play_one_tile(page)


def test_voila_is_a_ready_game_app(page, lab):
    page.set_default_timeout(TIMEOUT)
    expect.set_options(timeout=TIMEOUT)
    page.goto(f"{lab.url}/voila/render/{NOTEBOOK}?token={lab.token}")
    expect(page.locator(".mw-root[data-drawn]")).to_have_count(4)
    play_one_tile(page)
