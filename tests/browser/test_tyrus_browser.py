"""Tyrus in a real JupyterLab: a whole election played by clicks, checked in the kernel."""
import json
import re

from playwright.sync_api import expect

from .helpers import (
    first_widget,
    luminance,
    open_notebook,
    redrawn_after,
    run_all,
    run_code,
    set_theme,
    tyrus_to_play,
)

NOTEBOOK = "notebooks/tyrus/play.ipynb"


def place_by_clicks(widget, tile_index: int, building: str):
    hand = widget.locator(".mw-hand[role=group] .mw-hand-tile[role=button]")
    tile = hand.nth(tile_index)
    label = tile.get_attribute("aria-label")
    tile.click()
    expect(widget.locator(".mw-hand-tile.mw-chosen")).to_have_count(1)
    target = widget.locator(f".mw-building[aria-label^='{building}']")
    expect(target).to_have_class(re.compile("mw-target"))
    drawn = widget.get_attribute("data-drawn")
    target.click()
    expect(widget).not_to_have_attribute("data-drawn", drawn)
    return label.split(",")[0]


def test_play_a_whole_election_against_the_bot_by_clicks(page, lab):
    open_notebook(page, lab, NOTEBOOK)
    run_all(page, expected_roots=4)
    widget = page.locator(".mw-root").first
    expect(widget.locator(".mw-status")).to_have_text(tyrus_to_play("Beige"))
    placed = []
    status = widget.locator(".mw-status")
    for building in ["beige citadel", "brown market", "beige temple"]:
        expect(status).to_have_text(tyrus_to_play("Beige"), timeout=20_000)   # the bot answered
        if placed:         # the bot's tile is marked where it went, and told in the bar
            expect(widget.locator(".mw-building.mw-recent")).to_have_count(1)
            expect(widget.locator(".mw-bar").get_by_role("status", name="Since your last move")
                   ).to_contain_text("Brown, 1 action:")
        placed.append((place_by_clicks(widget, 0, building), building))
        expect(widget.locator(".mw-error")).to_have_count(0)
    # The bot thinks in the background (the kernel stays free), then opens election 2.
    expect(status).to_have_text("Brown is thinking…", timeout=10_000)
    expect(status).to_have_text(tyrus_to_play("Beige"), timeout=20_000)
    # Six tiles are down: the count of election 1 is shown with its arithmetic.
    expect(widget.locator(".mw-count-title")).to_have_text(re.compile("Count of election 1"))
    expect(widget.locator(".mw-rep").first).not_to_have_text("1")
    out = run_code(page, "import json; print(json.dumps({'history': vs_bot.game.history, "
                         "'results': vs_bot.game.state['results'], "
                         "'election': vs_bot.game.state['election']}))")
    state = json.loads(out.strip().splitlines()[-1])
    assert state["election"] == 2 and len(state["results"]) == 1
    assert state["history"][0:6:2] == [f"{t} {b}" for t, b in placed]
    # Brown (the bot) answered each tile, then opened election 2 (even: brown starts).
    assert len(state["history"]) == 7
    background = widget.evaluate("n => getComputedStyle(n).backgroundColor")
    assert luminance(background) > 0.8, background
    page.screenshot(path=str(lab.root / "tyrus-light.png"))


def test_dark_theme_and_hidden_hands_in_the_page(page, lab):
    open_notebook(page, lab, NOTEBOOK)
    set_theme(page, lab, "JupyterLab Dark")
    try:
        run_all(page, expected_roots=4)
        roots = page.locator(".mw-root")
        background = roots.first.evaluate("n => getComputedStyle(n).backgroundColor")
        ink = roots.first.evaluate("n => getComputedStyle(n).color")
        assert luminance(background) < 0.3 and luminance(ink) > 0.6, (background, ink)
        # One widget per seat: each shows its own nine tiles and only a count of the other's.
        beige, brown = roots.nth(2), roots.nth(3)
        expect(beige.locator(".mw-hand[role=group] .mw-hand-tile")).to_have_count(9)
        expect(brown.locator(".mw-hand[role=group] .mw-hand-tile")).to_have_count(9)
        expect(beige.locator(".mw-hidden-hand")).to_have_text(re.compile("Brown: 9 tiles"))
        expect(brown.locator(".mw-hidden-hand")).to_have_text(re.compile("Beige: 9 tiles"))
        page.screenshot(path=str(lab.root / "tyrus-dark.png"))
    finally:
        lab.put_setting("@jupyterlab/apputils-extension:themes", {"theme": "JupyterLab Light"})


def test_a_lesson_survives_a_stray_click_and_restarts(page, lab):
    """The issue's case: Next three times, then brown's S1 into the brown temple by clicks.
    The lesson refuses it with its words and stays; Run All had left it at its start. Then
    the step that asks: a wrong tile is explained, the right one found by clicks."""
    open_notebook(page, lab, "notebooks/tyrus/counting.ipynb")
    run_all(page, expected_roots=1)
    widget = first_widget(page)
    lesson = widget.get_by_role("region", name="Lesson")
    expect(lesson).to_contain_text("Step 0 of 6")          # Run All did not move it
    for step in (1, 2, 3):
        redrawn_after(widget, lesson.get_by_role("button", name="Next step").click)
        expect(lesson).to_contain_text(f"Step {step} of 6")
    hand = widget.get_by_role("group", name=re.compile("brown's hand"))
    hand.locator(".mw-hand-tile[aria-label^='S1,']").click()
    target = widget.locator(".mw-building[aria-label^='brown temple']")
    redrawn_after(widget, target.click)
    expect(widget.locator(".mw-error")).to_contain_text(
        "This lesson shows M8 beige citadel next, not S1 brown temple")
    expect(lesson).to_contain_text("Step 3 of 6")
    redrawn_after(widget, lesson.get_by_role("button", name="Next step").click)
    expect(lesson).to_contain_text("Step 4 of 6")           # not stuck
    # Step 5 asks the student to find beige's answer; the citadel to look at is marked.
    expect(lesson).to_contain_text("Which tile protects her soldiers?")
    expect(lesson.get_by_role("button", name="Next step")).to_have_text("Show me")
    expect(widget.locator(".mw-building.mw-marked")).to_have_count(1)
    beige = widget.get_by_role("group", name=re.compile("beige's hand"))
    citadel = widget.locator(".mw-building[aria-label^='beige citadel']")
    beige.locator(".mw-hand-tile[aria-label^='S1,']").click()
    redrawn_after(widget, citadel.click)
    expect(widget.locator(".mw-error")).to_contain_text(
        "only a priest in her own citadel neutralizes the opponent's merchants")
    expect(lesson).to_contain_text("Step 4 of 6")
    beige.locator(".mw-hand-tile[aria-label^='P6,']").click()
    redrawn_after(widget, citadel.click)
    expect(lesson).to_contain_text("Step 5 of 6")
    expect(lesson).to_contain_text("You found it.")
    redrawn_after(widget, lesson.get_by_role("button", name="Restart the lesson").click)
    expect(lesson).to_contain_text("Step 0 of 6")
    out = run_code(page, "print(lesson.game.history, lesson.lesson['step'])")
    assert out.strip().splitlines()[-1] == "[] 0"
