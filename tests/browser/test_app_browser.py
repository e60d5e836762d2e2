"""The game app (Voilà on notebooks/GAME/app.ipynb: the page scripts/app serves) played
against the bot by clicks, and Take back at its table: offered with what it will do,
disabled with the rules' reason once a count has drawn new tiles, and saying what it took
back."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from .helpers import TIMEOUT, tyrus_to_play
from .test_tyrus_browser import place_by_clicks

APP = "notebooks/tyrus/app.ipynb"


def open_app(page, lab):
    page.set_default_timeout(TIMEOUT)
    expect.set_options(timeout=TIMEOUT)
    page.goto(f"{lab.url}/voila/render/{APP}?token={lab.token}")
    widget = page.locator(".mw-root[data-drawn]")
    expect(widget).to_have_count(1)
    return widget


def actions(widget) -> int:
    label = widget.locator(".mw-history-label").inner_text()
    return int(re.search(r"\((\d+) actions?\)", label).group(1))


def beige_to_play(widget) -> None:
    expect(widget.locator(".mw-status")).to_have_text(tyrus_to_play("Beige"), timeout=30_000)


def test_the_app_is_a_page_with_a_title_a_choice_of_opponent_and_a_table(page, lab):
    widget = open_app(page, lab)
    expect(page.locator("h1.mw-app-title")).to_have_text("Tyrus")
    expect(page.get_by_role("combobox", name="Opponent")).to_have_value(re.compile("."))
    expect(page.get_by_role("button", name="New game")).to_be_visible()
    text = page.locator("body").inner_text()
    assert "GameApp" not in text and "import" not in text, "no code on the page"
    assert not re.search(r"run (all )?the cells|notebook", text, re.I), "no notebook words"
    beige_to_play(widget)
    before = actions(widget)
    place_by_clicks(widget, 0, "beige citadel")
    expect(widget.locator(".mw-error")).to_have_count(0)
    beige_to_play(widget)            # the bot answered
    expect(widget.locator(".mw-history-label")).to_have_text(
        f"Latest position ({before + 2} actions)")
    # New game with another opponent: a fresh table in the same place
    page.get_by_role("combobox", name="Opponent").select_option(label="A bot, easy")
    page.get_by_role("button", name="New game").click()
    expect(page.locator(".mw-root[data-drawn]")).to_have_count(1)
    expect(page.locator(".mw-history-label")).to_have_text(
        re.compile(r"Latest position \([01] actions?\)"))


def test_take_back_says_what_it_will_do_and_why_not(page, lab):
    widget = open_app(page, lab)
    take_back = widget.get_by_role("button", name="Take back")
    beige_to_play(widget)
    before = actions(widget)
    expect(take_back).to_be_disabled()
    expect(take_back).to_have_attribute("title", "There is no action of a player to take back.")
    tile = place_by_clicks(widget, 0, "beige citadel")
    beige_to_play(widget)
    expect(take_back).to_be_enabled()
    expect(take_back).to_have_attribute("title", re.compile("Take back your last move"))
    take_back.click()
    expect(widget.locator(".mw-notice")).to_have_text(
        f"Took back your move {tile} beige citadel and brown's answer.")
    expect(widget.locator(".mw-history-label")).to_have_text(
        f"Latest position ({before} action{'' if before == 1 else 's'})")
    expect(widget.locator(".mw-error")).to_have_count(0)
    # Play on to the count, which draws new tiles: Take back is then refused before the click
    for building in ["beige citadel", "brown market", "beige temple", "brown temple"]:
        beige_to_play(widget)
        place_by_clicks(widget, 0, building)
        beige_to_play(widget)
        if "never undoes" in (take_back.get_attribute("title") or ""):
            break
    expect(take_back).to_be_disabled()
    expect(take_back).to_have_attribute("title", re.compile("never undoes a draw or a reveal"))
