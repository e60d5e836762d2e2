"""A Tigris & Euphrates click's redraw in Chromium, this checkout's front end against
another's, in one page: no kernel and no JupyterLab, so the two are timed side by side.

    python benchmarks/redraw_ab.py OTHER_CHECKOUT [--redraws N]

Plays the browser_latency.py position (120 random actions, then the first tile of seat
0's legal actions), takes each synced trait before and after the action (a widget's
state, shared where equal as the front end's patches share it), mounts both checkouts'
built bundles (mesowidgets/static/tigris.js: `npm run build` in each) side by side with a
fake model, and alternates the two changes (the tile placed, then taken back) on each,
in turn. Prints, per checkout, the medians from the traits set to the redrawn DOM (the
page's JavaScript) and to the table laid out again (with the style and layout), with their
10th percentiles (steadier than the medians under load), and after
how many redraws the two pages' HTML differ (0 when the two draw the same table).
"""
import argparse
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from playwright.sync_api import sync_playwright  # noqa: E402

from tests.browser.labserver import CHROMIUM_FLAGS  # noqa: E402


def click_states() -> dict:
    """The widget's synced traits before and after a tile placed (browser_latency.py's
    Tigris position)."""
    from mesogames.core import RandomBot
    from mesogames.tigris import new_game
    from mesowidgets import TigrisWidget

    game, bot = new_game(players=2, seed=7, first=0), RandomBot(3)
    while len(game.history) < 120 or game.to_move != 0 or game.decision:
        game.apply(bot.choose(game))
    widget = TigrisWidget(game, seat=0, undo=True)
    traits = lambda: {k: v for k, v in widget.get_state().items()  # noqa: E731
                      if not k.startswith("_")}
    before = traits()
    tile = next(str(a) for a in game.legal_actions()
                if str(a).split()[0] in ("red", "blue", "green", "black"))
    widget.send_intent({"act": tile, "at": len(game.history)})
    return {"before": before, "after": traits()}


# In the page: mount both bundles, replay the change on each in turn.
JS = """
async ([states, n]) => {
  const share = (a, b) => {
    if (JSON.stringify(a) === JSON.stringify(b)) return a;
    if (typeof a !== "object" || typeof b !== "object" || !a || !b
        || Array.isArray(a) !== Array.isArray(b)) return b;
    return Array.isArray(b) ? b.map((x, i) => share(a[i], x))
      : Object.fromEntries(Object.entries(b).map(([k, x]) => [k, share(a[k], x)]));
  };
  const mk = async (url, id) => {
    const mod = await import(url);
    const handlers = new Map(); const traits = structuredClone(states.before);
    const model = { get: (k) => traits[k],
      set(k, v) { traits[k] = v; for (const cb of handlers.get(`change:${k}`) || []) cb(); },
      on(e, cb) { if (!handlers.has(e)) handlers.set(e, new Set()); handlers.get(e).add(cb); },
      off(e, cb) { handlers.get(e)?.delete(cb); }, send() {} };
    const el = document.getElementById(id);
    mod.default.render({ model, el });
    const S0 = structuredClone(states.before);
    const S1 = share(S0, structuredClone(states.after));
    const S2 = share(S1, structuredClone(states.before));
    return { model, traits, root: el.querySelector(".mw-root"), seq: [S1, S2] };
  };
  const w = [await mk("/other.js", "a"), await mk("/this.js", "b")];
  const out = [[[], []], [[], []]];
  let differ = 0;                    // redraws after which the two pages differ
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  for (let i = 0; i < n; i++) {
    for (const j of (i % 2 ? [0, 1] : [1, 0])) {
      const { model, traits, root, seq } = w[j];
      const next = seq[i % 2];
      await frame();
      const t0 = performance.now();
      for (const k of Object.keys(next)) if (traits[k] !== next[k]) model.set(k, next[k]);
      await Promise.resolve(); await Promise.resolve();
      const t1 = performance.now();
      root.getBoundingClientRect(); document.body.offsetHeight;
      const t2 = performance.now();
      if (i >= 4) { out[j][0].push(t1 - t0); out[j][1].push(t2 - t0); }
    }
    await frame();
    if (w[0].root.innerHTML !== w[1].root.innerHTML) differ += 1;
  }
  return [out, differ];
}
"""


def tenth(times: list[float]) -> float:
    """The 10th percentile: on a shared machine, the redraws least slowed by the others."""
    return statistics.quantiles(times, n=10)[0]


def served(body: str, kind: str):
    """A route handler answering `body`."""
    return lambda route: route.fulfill(body=body, content_type=kind)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", type=Path, help="another checkout, its bundle built")
    parser.add_argument("--redraws", type=int, default=100)
    args = parser.parse_args()
    states = click_states()
    css = (REPO / "mesowidgets/static/tigris.css").read_text()
    html = (f"<!doctype html><html><head><style>{css}</style></head><body>"
            "<div id=a style='width:1200px'></div><div id=b style='width:1200px'></div>"
            "</body></html>")
    bundles = {"/other.js": args.other, "/this.js": REPO}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.route("http://h/", served(html, "text/html"))
        for path, checkout in bundles.items():
            body = (checkout / "mesowidgets/static/tigris.js").read_text()
            page.route(f"http://h{path}", served(body, "text/javascript"))
        page.goto("http://h/")
        out, differ = page.evaluate(JS, [states, args.redraws])
        browser.close()
    for name, (js, laid) in zip(["other", "this"], out, strict=True):
        print(f"{name:6} redrawn DOM: median {statistics.median(js):5.2f} ms, 10th percentile "
              f"{tenth(js):5.2f} ms; laid out: median {statistics.median(laid):5.2f} ms, 10th "
              f"percentile {tenth(laid):5.2f} ms ({len(js)} redraws)")
    ratio = statistics.median(out[1][1]) / statistics.median(out[0][1])
    print(f"this / other, laid out: {ratio:.2f}")
    print(f"pages differing after a redraw: {differ} of {args.redraws}")


if __name__ == "__main__":
    main()
