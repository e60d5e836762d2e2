"""Euphrat & Tigris, the card game, in a real JupyterLab: a turn with a point, a link and a
war played by clicks (and keys), checked in the kernel after each step."""
import json
import re

from playwright.sync_api import expect

from .helpers import luminance, open_notebook, redrawn_after, run_all, run_code, set_theme

NOTEBOOK = "notebooks/tigris_cards/play.ipynb"
ROOTS = 6        # vs the bot, hot seat, three seats, the war position


def kernel_state(page) -> dict:
    out = run_code(page, "import json; s = war.game.state; print(json.dumps({"
                         "'history': war.game.history, 'piles': s['piles'], "
                         "'gaps': s['gaps'], 'turn': s['turn'], 'pending': s['pending'], "
                         "'hands': s['hands']}))")
    return json.loads(out.strip().splitlines()[-1])


def test_a_turn_with_a_link_and_a_war_by_clicks(page, lab):
    open_notebook(page, lab, NOTEBOOK)
    run_all(page, expected_roots=ROOTS)
    war = page.locator(".mw-root").nth(ROOTS - 1)
    expect(war.locator(".mw-status")).to_have_text("Archer, your turn.")
    hand = war.locator(".mw-tc-hand.mw-live")

    # 1. A red card under column 3: the king stands in for the priest, bank the point.
    hand.locator(".mw-hand-card[aria-label='red card (temple) in hand']").first.click()
    slot = war.locator("[aria-label='under column 3']")
    expect(slot).to_have_class(re.compile("mw-target"))
    expect(war.locator(".mw-target")).to_have_count(9)      # 8 columns and the gap 3|4
    redrawn_after(war, slot.click)
    expect(war.locator("[aria-label='3.4: red card (temple)']")).to_be_visible()
    redrawn_after(war, war.get_by_role("button", name="Bank a red card").click)
    expect(war.locator(".mw-error")).to_have_count(0)
    state = kernel_state(page)
    assert state["history"] == ["red 3", "bank red"] and state["piles"][0] == ["R"]

    # 2. A green card into the gap 3|4, by the keyboard: the two kings go to war.
    hand.locator(".mw-hand-card[aria-label='green card (market) in hand']").first.focus()
    page.keyboard.press("Enter")
    gap = war.locator("[aria-label='gap 3|4, empty']")
    expect(gap).to_have_class(re.compile("mw-target"))
    gap.focus()
    redrawn_after(war, lambda: page.keyboard.press("Enter"))
    panel = war.get_by_role("region", name="Conflict")
    expect(panel).to_contain_text("War of the kings")
    expect(panel.locator("[aria-label^='attacker']")).to_have_attribute(
        "aria-label", "attacker archer: strength 0 so far")
    expect(panel.locator("[aria-label^='defender']")).to_have_attribute(
        "aria-label", "defender lion: strength 1 so far")
    expect(war.locator("[aria-label^='gap 3|4: face-down link card']")).to_be_visible()
    state = kernel_state(page)
    assert state["history"][-1] == "green 3|4"
    assert state["gaps"][2] == {"card": "G", "leader": None, "down": True}
    assert state["pending"][0]["kind"] == "conflict" and state["pending"][0]["base"] == [0, 1]

    # 3. The conflict panel: the archer commits 2 black cards, the lion none.
    redrawn_after(war, war.get_by_role("button", name="Commit 2").click)
    expect(panel.locator("[aria-label^='attacker']")).to_have_attribute(
        "aria-label", "attacker archer: strength 2")
    # The status names the question, not "your turn": the lion only answers the conflict.
    expect(war.locator(".mw-status")).to_have_text("Lion: commit black cards to the conflict.")
    state = kernel_state(page)
    assert state["pending"][0]["added"] == [2, None] and state["hands"][0].count("K") == 0
    redrawn_after(war, war.get_by_role("button", name="Commit none").click)
    expect(war.locator(".mw-log")).to_contain_text("Archer wins the war 2 to 1")
    expect(war.get_by_role("region", name="Conflict")).to_have_count(0)
    result = war.locator(".mw-bar").get_by_role("status", name="Conflict result")
    expect(result).to_contain_text("Archer 2 – Lion 1: Archer wins")    # stays in the bar
    expect(war.locator("[aria-label='gap 3|4: green card (market)']")).to_be_visible()
    state = kernel_state(page)
    assert state["history"][-2:] == ["commit 2", "commit 0"]
    assert state["piles"][0] == ["R", "K", "K"]          # a played card + lion's black card
    assert state["gaps"][2]["down"] is False and state["turn"] == 1 and not state["pending"]
    expect(war.locator(".mw-status")).to_have_text("Lion, your turn.")
    background = war.evaluate("n => getComputedStyle(n).backgroundColor")
    assert luminance(background) > 0.8, background
    page.screenshot(path=str(lab.root / "tigris-cards-light.png"), full_page=True)


def test_dark_theme_and_one_widget_per_seat(page, lab):
    open_notebook(page, lab, NOTEBOOK)
    set_theme(page, lab, "JupyterLab Dark")
    try:
        run_all(page, expected_roots=ROOTS)
        roots = page.locator(".mw-root")
        background = roots.first.evaluate("n => getComputedStyle(n).backgroundColor")
        ink = roots.first.evaluate("n => getComputedStyle(n).color")
        assert luminance(background) < 0.3 and luminance(ink) > 0.6, (background, ink)
        names = ["archer", "lion", "bull"]
        for i, name in enumerate(names):
            seat = roots.nth(2 + i)
            expect(seat.locator(".mw-tc-hand")).to_have_count(1)
            expect(seat.locator(f".mw-tc-hand[aria-label=\"{name}'s hand\"] .mw-hand-card"))\
                .to_have_count(8)
            expect(seat.locator(f".mw-tc-player.mw-you[aria-label='{name} (you)']"))\
                .to_have_count(1)
        page.screenshot(path=str(lab.root / "tigris-cards-dark.png"), full_page=True)
    finally:
        lab.put_setting("@jupyterlab/apputils-extension:themes", {"theme": "JupyterLab Light"})
