"""WCAG contrast in JupyterLab's light and dark themes, every game: each line of text in a
widget against what it is drawn on (4.5:1, or 3:1 for large text; WCAG 1.4.3), and each
piece drawn in HTML (tiles, cards, temple levels, pawns, leader chips) told from what is
around it by its face or its edge (3:1; WCAG 1.4.11). Disabled buttons are exempt, as WCAG
exempts inactive components."""
from __future__ import annotations

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook

from .helpers import open_notebook, run_all, set_theme
from .test_table_layout import CELLS

#: Contrast ratios below the thresholds, as [what, ratio, needed] (computed in the page).
CHECK = """root => {
  const parse = (c) => {
    let m = c.match(/^rgba?\\(([^)]+)\\)/);
    if (m) { const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
      return [p[0] / 255, p[1] / 255, p[2] / 255, p.length > 3 ? p[3] : 1]; }
    m = c.match(/^color\\(srgb ([^)]+)\\)/);
    if (m) { const p = m[1].split(/[\\s\\/]+/).filter(Boolean).map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; }
    return null;
  };
  const lum = (c) => { const f = (v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05); };
  const over = (top, under) =>
    [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat([1]);
  const behind = (el) => {             // the colour an element is drawn on, layers blended
    const layers = [];
    for (let n = el; n; n = n.parentElement) {
      const c = parse(getComputedStyle(n).backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let bg = [1, 1, 1, 1];
    for (const c of layers.reverse()) bg = over(c, bg);
    return bg;
  };
  const shown = (n) => n.getClientRects().length > 0 && getComputedStyle(n).visibility !== "hidden"
    && Number(getComputedStyle(n).opacity) > 0.9
    && !n.closest("[disabled], .mw-discard, .mw-away, .mw-under");
  const bad = [];
  for (const n of root.querySelectorAll("*")) {
    if (n instanceof SVGElement || !shown(n)) continue;
    const text = [...n.childNodes].filter((t) => t.nodeType === 3).map((t) => t.textContent)
      .join("").trim();
    if (!text) continue;
    const style = getComputedStyle(n);
    const fg = parse(style.color);
    if (!fg || fg[3] === 0 || parseFloat(style.fontSize) === 0) continue;   // not shown
    const bg = behind(n);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const need = large ? 3 : 4.5;
    const r = ratio(over(fg, bg), bg);
    if (r < need) bad.push([`text "${text.slice(0, 30)}" (${n.className})`, +r.toFixed(2), need]);
  }
  const pieces = root.querySelectorAll(".mw-chip, .mw-tc-card:not(.mw-none), .mw-level, "
    + ".mw-pawn, .mw-leader-chip, .mw-tc-leader");
  for (const n of pieces) {
    if (!shown(n)) continue;
    const style = getComputedStyle(n);
    const around = behind(n.parentElement);
    const face = parse(style.backgroundColor);
    const edge = parse(style.borderTopColor);
    const ring = parse(style.outlineColor);
    const best = Math.max(face ? ratio(over(face, around), around) : 1,
      edge && parseFloat(style.borderTopWidth) > 0 ? ratio(over(edge, around), around) : 1,
      ring && parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== "none"
        ? ratio(over(ring, around), around) : 1);
    const label = `piece ${n.className} "${n.textContent.trim().slice(0, 20)}"`;
    if (best < 3) bad.push([label, +best.toFixed(2), 3]);
  }
  return bad;
}"""


@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"], ids=["light", "dark"])
def test_text_and_pieces_stand_out_in_both_themes(page, lab, theme):
    folder = lab.root / "contrast"
    folder.mkdir(exist_ok=True)
    nb = new_notebook(cells=[new_code_cell(code) for code, _, _ in CELLS.values()])
    nb.metadata["kernelspec"] = {"name": "python3", "language": "python",
                                 "display_name": "Python 3 (ipykernel)"}
    nbformat.write(nb, folder / "all.ipynb")
    page.set_viewport_size({"width": 1366, "height": 768})
    open_notebook(page, lab, "contrast/all.ipynb")
    set_theme(page, lab, theme)
    try:
        run_all(page, expected_roots=len(CELLS))
        roots = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .mw-root")
        failures = {}
        for i, game in enumerate(CELLS):
            roots.nth(i).scroll_into_view_if_needed()
            bad = roots.nth(i).evaluate(CHECK)
            if bad:
                failures[game] = bad
        if failures:
            pytest.fail("\n".join(f"{game}: {what}: {r}:1, needs {need}:1"
                                   for game, bad in failures.items() for what, r, need in bad))
    finally:
        lab.put_setting("@jupyterlab/apputils-extension:themes", {"theme": "JupyterLab Light"})
