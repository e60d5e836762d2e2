"""Tigris & Euphrates in a real JupyterLab: a leader and a tile placed by clicks (and
keys), then a war resolved through the conflict panel, checked in the kernel after each
step; the dark theme and one widget per seat."""
import json
import re

from playwright.sync_api import expect

from .helpers import luminance, open_notebook, redrawn_after, run_all, run_code, set_theme

NOTEBOOK = "notebooks/tigris/play.ipynb"
ROOTS = 7        # vs the bot, hot seat, four seats, the war position


def kernel_state(page) -> dict:
    out = run_code(page, "import json; s = war.game.state; print(json.dumps({"
                         "'history': war.game.history, 'scores': s['scores'], "
                         "'leaders': [c for c in s['leaders'] if c], 'junction': s['junction'], "
                         "'pending': s['pending'], 'turn': s['turn'], 'out': s['out']}))")
    return json.loads(out.strip().splitlines()[-1])


def test_a_leader_a_tile_and_a_war_by_clicks(page, lab):
    open_notebook(page, lab, NOTEBOOK)
    run_all(page, expected_roots=ROOTS)
    war = page.locator(".mw-root").nth(ROOTS - 1)
    expect(war.locator(".mw-status")).to_have_text("Archer, your turn.")
    expect(war.locator(".mw-tile")).to_have_count(16)        # 10 starting temples and 6 more
    expect(war.locator(".mw-leader")).to_have_count(4)
    hand = war.locator(".mw-tg-hand.mw-live")
    war.locator(".mw-square[data-square='F5']").hover()     # the lion's kingdom: E5 F3-F5 G5
    expect(war.locator(".mw-square.mw-in-kingdom")).to_have_count(5)

    # 1. The priest on E6, by clicks: the squares beside a temple light up.
    hand.locator(".mw-pick[aria-label='priest']").click()
    square = war.locator(".mw-square.mw-target[data-square='E6']")    # the lit square's button
    expect(square).to_have_attribute("aria-label", "E6, empty — priest E6")
    redrawn_after(war, square.click)
    expect(war.locator(".mw-leader[data-leader='0R']")).to_have_count(1)
    expect(war.locator(".mw-square[data-square='E6']")).to_have_attribute(
        "aria-label", "E6, archer's priest")
    state = kernel_state(page)
    assert state["history"] == ["priest E6"] and "0R" in state["leaders"]

    # 2. A settlement on H5, by the keyboard: the tile unites two kingdoms, two wars.
    hand.locator(".mw-hand-tile[aria-label='black settlement']").first.focus()
    page.keyboard.press("Enter")
    board = war.locator(".mw-tg-board")
    board.focus()
    page.keyboard.press("ArrowUp")                # the cursor starts from H6: up to H5
    expect(war.locator(".mw-square.mw-cursor")).to_have_attribute("data-square", "H5")
    redrawn_after(war, lambda: page.keyboard.press("Enter"))
    expect(war.locator(".mw-junction")).to_have_count(1)
    expect(war.get_by_role("region", name="Decision")).to_contain_text("kings, traders")
    state = kernel_state(page)
    assert state["history"][-1] == "black H5" and state["junction"] == 7 + 4 * 16
    assert state["pending"][0]["kind"] == "order"

    # 3. The conflict panel: the traders first; the lion adds 4, the bull 1.
    redrawn_after(war, war.get_by_role("button", name="The traders first").click)
    panel = war.get_by_role("region", name="Conflict")
    expect(panel).to_contain_text("War of the traders")
    expect(panel.locator("[aria-label^='attacker']")).to_have_attribute(
        "aria-label", "attacker lion: strength 1 so far")
    expect(panel.locator("[aria-label^='defender']")).to_have_attribute(
        "aria-label", "defender bull: strength 2 so far")
    expect(war.locator(".mw-status")).to_have_text(
        re.compile(r"^Lion: add \w+ \w+ to the conflict\.$"))
    redrawn_after(war, war.get_by_role("button", name="Add 4").click)
    state = kernel_state(page)
    assert state["pending"][0]["added"] == [4, None]
    redrawn_after(war, war.get_by_role("button", name="Add 1").click)
    expect(war.locator(".mw-log")).to_contain_text(
        "Lion wins the external conflict of the traders 5 to 3")
    expect(war.get_by_role("region", name="Conflict")).to_have_count(0)
    result = war.locator(".mw-bar").get_by_role("status", name="Conflict result")
    expect(result).to_contain_text("Lion 5 – Bull 3: Lion wins")     # stays in the bar
    expect(war.locator(".mw-junction")).to_have_count(0)
    state = kernel_state(page)
    assert state["history"][-3:] == ["war green", "commit 4", "commit 1"]
    assert state["scores"][1]["G"] == 3 and "2G" not in state["leaders"]
    assert state["junction"] is None and not state["pending"] and state["turn"] == 1
    assert state["out"] == 7
    background = war.evaluate("n => getComputedStyle(n).backgroundColor")
    assert luminance(background) > 0.8, background
    box = war.locator(".mw-tg-board").bounding_box()
    assert box["width"] > 400 and box["height"] > 250, box
    page.screenshot(path=str(lab.root / "tigris-light.png"), full_page=True)


def test_dark_theme_and_one_widget_per_seat(page, lab):
    open_notebook(page, lab, NOTEBOOK)
    set_theme(page, lab, "JupyterLab Dark")
    try:
        run_all(page, expected_roots=ROOTS)
        roots = page.locator(".mw-root")
        background = roots.first.evaluate("n => getComputedStyle(n).backgroundColor")
        ink = roots.first.evaluate("n => getComputedStyle(n).color")
        assert luminance(background) < 0.3 and luminance(ink) > 0.6, (background, ink)
        for i, name in enumerate(["archer", "lion", "bull", "pot"]):
            seat = roots.nth(2 + i)
            expect(seat.locator(".mw-tg-hand")).to_have_count(1)
            expect(seat.locator(f".mw-tg-hand[aria-label=\"{name}'s tiles behind the screen\"] "
                                ".mw-hand-tile")).to_have_count(6)
            you = seat.locator(f".mw-tg-player.mw-you[aria-label='{name} (you)']")
            expect(you).to_have_count(1)
            expect(seat.locator(".mw-tile")).to_have_count(10)
        page.screenshot(path=str(lab.root / "tigris-dark.png"), full_page=True)
    finally:
        lab.put_setting("@jupyterlab/apputils-extension:themes", {"theme": "JupyterLab Light"})
