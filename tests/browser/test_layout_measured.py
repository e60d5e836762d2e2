"""The layout measured in a real JupyterLab, every game and player count, both themes, at
1366x768 (a laptop) and 1024x768 (a classroom projector): the start, each kind of decision
met in a seeded random game, and the end (the result screen).

One page per (game, players): one cell computes the positions (`POSITIONS`, below, run in
the kernel) and shows a widget for each, for the seat to decide there; the viewport and the
theme then change in place (Settings > Theme; at 1024 px, JupyterLab's file browser is
closed, as one does on a projector, so the notebook has the window's width), and each
widget, its top scrolled to the top of the notebook, is measured in the page (`MEASURE`):

- clipped text: an element with text whose content is larger than its box
  (scrollWidth > clientWidth + 1 or scrollHeight > clientHeight + 1). Elements whose
  overflow is visible are skipped (their text is not cut), and so are the containers meant
  to scroll: the event log, the action bar (its own scrollbar on a short window) and the
  card game's treasure row (overflow-x: auto);
- small text: a label whose computed font size is under 11 px (an SVG label at the size
  it is drawn: its font size times the board's scale);
- nothing leaves the widget's right edge;
- the action bar overlaps no other element of the widget (its own ancestors and
  descendants aside);
- the whole board (the table's field: header, players and board) and the history bar are in
  the notebook's visible area.

Each failure names the element's text, class and sizes.
"""
from __future__ import annotations

import inspect
import re

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook
from playwright.sync_api import expect

from .helpers import open_notebook, redrawn_after, run_all
from .test_contrast import CHECK as CONTRAST

WIDGETS = {"tigris": "TigrisWidget", "tigris_cards": "TigrisCardsWidget",
           "babel": "BabelWidget", "tyrus": "TyrusWidget"}
PAGES = [("tigris", 2), ("tigris", 3), ("tigris", 4), ("tigris_cards", 2),
         ("tigris_cards", 3), ("tigris_cards", 4), ("babel", 2), ("tyrus", 2)]
#: The seeds of the random games (7 unless said): the 4-player Tigris game of seed 26 has a
#: conflict with four tiles added, the most a conflict panel must hold in view.
SEEDS = {("tigris", 4): 26}
SIZES = [(1366, 768), (1024, 768)]
THEMES = ["JupyterLab Light", "JupyterLab Dark"]


def positions(name: str, players: int, seed: int = 7, most: int = 6):
    """[(label, game, seat)]: the start, the first position of each kind of decision met in
    a seeded random game (a pending question's kind; in Babel and Tyrus, which ask none out
    of turn, the kinds of the legal actions; for Tyrus, the position right after a count
    too; a conflict with four tiles added counts as a kind of its own), and the end."""
    import importlib

    from mesogames.core import RandomBot
    module = importlib.import_module(f"mesogames.{name}")
    game = module.new_game(players=players, seed=seed, first=0)
    bot = RandomBot(seed)
    found = [("start", game.copy(), 0)]
    seen = set()
    while not game.over:
        view = game.view(None)
        decision = view.get("decision") or {}
        kind = decision.get("kind") or ("+".join(sorted({a.describe()["kind"] for a in
                                                          game.legal_actions()}))
                                        if name in ("babel", "tyrus") else None)
        if view.get("last_count") and "count" not in seen:
            kind = "count"
        if kind == "conflict" and max(n or 0 for n in decision.get("added", [0])) >= 4:
            kind = "conflict, 4 tiles added"
        if kind and kind not in seen and len(found) < most:
            seen.add(kind)
            found.append((kind, game.copy(), game.to_move))
        game.apply(bot.choose(game))
    found.append(("end", game, 0))
    return found


def notebook(name: str, players: int, which: str = "") -> nbformat.NotebookNode:
    """The page's notebook: a widget for each position (`which` "[-1:]": the end alone)."""
    code = (f"from mesowidgets import {WIDGETS[name]} as W\nfrom IPython.display import display\n"
            + inspect.getsource(positions)
            + f"\nfor label, game, seat in positions({name!r}, {players}, "
            f"{SEEDS.get((name, players), 7)}){which}:\n"
            "    display(W(game, seat=seat))\n")
    nb = new_notebook(cells=[new_code_cell(code)])
    nb.metadata["kernelspec"] = {"name": "python3", "language": "python",
                                 "display_name": "Python 3 (ipykernel)"}
    return nb


MEASURE = """root => {
  const panel = root.closest('.jp-WindowedPanel-outer') || document.documentElement;
  const view = panel.getBoundingClientRect();
  const rootBox = root.getBoundingClientRect();
  const bad = [];
  const size = (r) => `${Math.round(r.width)}x${Math.round(r.height)} `
    + `at ${Math.round(r.left)},${Math.round(r.top)}`;
  const what = (n) => `"${(n.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40)}" `
    + `<${n.tagName.toLowerCase()} class="${n.getAttribute('class') || ''}">`;
  const scroller = (n) => n.closest('.mw-log, .mw-bar, .mw-tc-row');
  const ownText = (n) => [...n.childNodes].some((t) => t.nodeType === 3 && t.textContent.trim());
  for (const n of root.querySelectorAll('*')) {
    const rects = n.getClientRects();
    if (!rects.length) continue;
    const st = getComputedStyle(n);
    if (st.visibility === 'hidden') continue;
    const r = n.getBoundingClientRect();
    if (n instanceof SVGElement) {
      if (n.tagName === 'text' && ownText(n) && n.ownerSVGElement) {
        const px = parseFloat(st.fontSize) * n.ownerSVGElement.getScreenCTM().a;
        if (px > 0 && px < 10.95) {
          bad.push(['small text', n, `${what(n)} drawn at ${px.toFixed(1)} px`]);
        }
      }
      continue;
    }
    const font = parseFloat(st.fontSize);
    if (ownText(n) && font > 0 && font < 10.95) {
      bad.push(['small text', n, `${what(n)} at ${font} px`]);
    }
    const scrolls = /auto|scroll/.test(st.overflowX + st.overflowY);
    const visible = st.overflowX === 'visible' && st.overflowY === 'visible';
    if (!scrolls && !visible && n.textContent.trim() && font > 0
        && (n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1)) {
      bad.push(['clipped', n, `${what(n)} holds ${n.scrollWidth}x${n.scrollHeight} `
        + `in ${n.clientWidth}x${n.clientHeight}`]);
    }
    if (!scroller(n) && r.width > 0 && r.right > rootBox.right + 1) {
      bad.push(['out of the widget', n,
        `${what(n)} ${size(r)}, the widget ends at ${Math.round(rootBox.right)}`]);
    }
  }
  const bar = root.querySelector('.mw-bar');
  const b = bar.getBoundingClientRect();
  for (const n of root.querySelectorAll('*')) {
    if (bar.contains(n) || n.contains(bar) || !n.getClientRects().length) continue;
    const r = n.getBoundingClientRect();
    const w = Math.min(r.right, b.right) - Math.max(r.left, b.left);
    const h = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
    if (w > 1 && h > 1 && r.width > 0 && r.height > 0) {
      bad.push(['under the action bar', n, `${what(n)} ${size(r)}; the bar ${size(b)}`]);
    }
  }
  for (const [label, sel] of [['the board', '.mw-field'], ['the history bar', '.mw-history']]) {
    const n = root.querySelector(sel);
    const r = n.getBoundingClientRect();
    if (r.top < view.top - 1 || r.bottom > view.bottom + 1 || r.right > view.right + 1) {
      bad.push(['out of view', n, `${label} ${size(r)}; the notebook shows `
        + `${Math.round(view.top)} to ${Math.round(view.bottom)}`]);
    }
  }
  const named = (n) => `${n.tagName.toLowerCase()}.`
    + (n.getAttribute('class') || '').trim().split(/\\s+/)[0];
  return bad.map(([kind, n, text]) => [kind, named(n), text]);
}"""


def left_sidebar(page, shown: bool) -> None:
    """Open or close JupyterLab's left sidebar (the file browser) by its tab."""
    if page.locator("#jp-left-stack").is_visible() != shown:
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
        page.wait_for_timeout(300)


def switch_theme(page, name: str) -> None:
    """JupyterLab's own menu, Settings > Theme: the page keeps its kernel and widgets."""
    if page.locator("body").get_attribute("data-jp-theme-name") == name:
        return
    page.get_by_role("menuitem", name="Settings", exact=True).click()
    page.locator(".lm-Menu-item").filter(has_text=re.compile("^Theme$")).click()
    page.locator(".lm-Menu-item").filter(has_text=re.compile(f"^{name}$")).click()
    expect(page.locator("body")).to_have_attribute(
        "data-jp-theme-light", "false" if "Dark" in name else "true")
    page.wait_for_timeout(300)


@pytest.mark.parametrize("name,players", PAGES, ids=[f"{g}-{p}" for g, p in PAGES])
def test_nothing_is_clipped_small_covered_or_out_of_view(page, lab, name, players):
    labels = [label for label, _, _ in positions(name, players, SEEDS.get((name, players), 7))]
    folder = lab.root / "measured"
    folder.mkdir(exist_ok=True)
    nbformat.write(notebook(name, players), folder / f"{name}-{players}.ipynb")
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    open_notebook(page, lab, f"measured/{name}-{players}.ipynb")
    run_all(page, expected_roots=len(labels))
    roots = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .mw-root[data-drawn]")
    failures: dict = {}       # (problem, element kind) -> [first example, where seen]
    try:
        for theme in THEMES:
            switch_theme(page, theme)
            for width, height in SIZES:
                page.set_viewport_size({"width": width, "height": height})
                left_sidebar(page, width > 1024)
                for i, label in enumerate(labels):
                    root = roots.nth(i)
                    root.evaluate("r => r.scrollIntoView({ block: 'start' })")
                    page.wait_for_timeout(150)
                    for kind, element, text in root.evaluate(MEASURE):
                        seen = failures.setdefault((kind, element), [text, set()])
                        seen[1].add(f"{theme.split()[-1].lower()} {width}x{height} {label}")
                    if label == "end" and width == 1366:     # the result screen's contrast
                        for what, ratio, need in root.evaluate(CONTRAST):
                            failures.setdefault(("contrast", what), [
                                f"{what}: {ratio}:1, needs {need}:1", set()])[1].add(
                                f"{theme.split()[-1].lower()} end")
                        root.screenshot(path=str(lab.root / f"end-{name}-{players}-"
                                                 f"{theme.split()[-1].lower()}.png"))
    finally:
        switch_theme(page, THEMES[0])
    if failures:
        pytest.fail(f"{len(failures)} kinds of layout problem:\n" + "\n".join(
            f"{kind}: {text} (and {len(where)} views like it: {', '.join(sorted(where)[:4])}...)"
            for (kind, _), (text, where) in failures.items()))


def test_the_result_screen_reviews_and_starts_a_rematch(page, lab):
    """In the page: Review goes back to the start (the result screen gives way to Back to
    the result), Back to the result returns, and Rematch deals a new game on the widget."""
    folder = lab.root / "measured"
    folder.mkdir(exist_ok=True)
    nbformat.write(notebook("tyrus", 2, "[-1:]"), folder / "rematch.ipynb")
    page.set_viewport_size({"width": 1366, "height": 768})
    open_notebook(page, lab, "measured/rematch.ipynb")
    run_all(page, expected_roots=1)
    root = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .mw-root[data-drawn]").first
    result = root.get_by_role("region", name="Result")
    expect(result).to_contain_text("wins")
    redrawn_after(root, lambda: root.get_by_role("button", name="Review the game").click())
    expect(result).to_have_count(0)
    expect(root.locator(".mw-history-label")).to_have_text(re.compile("^Position after action 0"))
    root.get_by_role("button", name="Back to the result").click()
    expect(result).to_be_visible()
    root.get_by_role("button", name="Rematch", exact=True).click()
    expect(result).to_have_count(0)
    expect(root.locator(".mw-status")).not_to_have_text("The game is over.")
    expect(root.locator(".mw-history-label")).to_have_text(
        re.compile(r"^Latest position \(\d action"))
