"""Click-to-redraw latency in a real JupyterLab, against a bare anywidget round trip.

Starts a throwaway JupyterLab and Debian's Chromium (as the browser tests do), twice: a
stock server, and one with the mesowidgets.wire extension (TCP_NODELAY and
permessage-deflate). Each opens a notebook holding a bare widget and one widget per game,
and times, in the page, from a raw mouse click to the first painted frame after the
redraw that the kernel's answer caused:

- bare: an anywidget counter, two ways. "trait set": a click sets a synced trait, a
  Python observer answers by setting another trait. "message": a click sends a custom
  message (as the game widgets send intents), Python answers by setting a trait. Either
  way the front end redraws a 176-bar SVG. The floor of a widget round trip. Both click a
  <button>, which takes the focus on the press, and JupyterLab answers a focus moving
  into a cell's output by restyling the notebook (25-40 ms here with the four game tables
  on the page); "no focus" sends the message from a <span>, which takes no focus, as the
  game boards' squares and buildings do not: the floor without that.
- each game: a widget of the game against the bot; a click on a lit target (Tyrus: a
  building for the chosen tile; Babel: the pawn's site to deploy the chosen card...)
  sends the action, the engine checks it, the seat's view, legal actions, history and log
  are synced, the front end redraws the whole table. "Take back" restores the position
  between measurements, so every click measures the same move.
- each game's redraw: a click that only selects (a tile in hand), timed from the click to
  the redrawn and laid-out table: what the front end itself costs per change.

    python benchmarks/browser_latency.py [game ...] [--clicks N] [--pad BYTES] [--parts]

(all four games by default, 30 clicks each). `--pad` adds that many bytes to the bare
widget's answer (to compare equal payloads). Prints medians and 90th percentiles, the
local redraws, and, one line per game and server, issue 37's ratio: the game's click over
the bare round trip with no focus on the same server (medians; the target is at most 1.3),
and the websocket extensions Chromium and the server agreed on.

`--parts` also splits each click's time into 13 parts (PARTS), with timestamps from the
page, the server and the kernel (all the machine's wall clock): the page's click to the
intent handed to its socket; to the server; the server to the kernel's main thread (ZMQ,
ipykernel's shell thread); the kernel's dispatch to the widget's handler; the handler (the
engine's apply, the seat's view and legal actions, the diff: `widget_update.py` gives its
CPU time); the answer's way to ZMQ (serialized, then sent by ipykernel's IOPub thread);
to the server; the server's write to the page's socket; to the page; the page's parse and
patches up to the redraw queued; the redraw (drawTable and the morph); the wait for the
next frame. The kernel's moments come from a first cell that wraps the widgets' message
handling, the kernel's dispatch and its IOPub thread's sends; the server's, from an
extension enabled in the lab's own configuration folder; the page's, from wrappers of its
WebSockets and of `queueMicrotask` (mount.js queues `render`).
"""
from __future__ import annotations

import json
import os
import random
import re
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from games import chosen_games, game_parser  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402

from tests.browser.helpers import open_notebook, run_all, websocket_handshakes  # noqa: E402
from tests.browser.labserver import CHROMIUM_FLAGS, STOCK, WIRE, running_lab  # noqa: E402

BARE = '''
import anywidget, traitlets
PAD = {pad}

class Bare(anywidget.AnyWidget):
    _esm = """
    export default { render({ model, el }) {
      const root = document.createElement("div");
      root.className = "mw-root bare"; el.append(root);
      let draws = 0;
      const draw = () => {
        const n = model.get("answer");
        root.innerHTML = `<button class="bare-button">click</button>
          <button class="bare-send">send</button>
          <span class="bare-plain">send</span>
          <svg width="176" height="40">${Array.from({length: 176}, (_, i) =>
            `<rect x="${i}" y="0" width="1" height="${(i * n) % 40}"/>`).join("")}</svg>`;
        root.querySelector("button").onclick = () => {
          model.set("clicks", model.get("clicks") + 1); model.save_changes(); };
        root.querySelector(".bare-send").onclick = () => model.send({ click: true });
        root.querySelector(".bare-plain").onclick = () => model.send({ click: true });
        root.setAttribute("data-drawn", String(++draws));
      };
      model.on("change:answer", draw); draw();
    } };
    """
    clicks = traitlets.Int(0).tag(sync=True)
    answer = traitlets.Int(0).tag(sync=True)
    pad = traitlets.Unicode("").tag(sync=True)

    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, _content, _buffers: self._reply(self.answer + 1))

    @traitlets.observe("clicks")
    def _answer(self, change):
        self._reply(change["new"])

    def _reply(self, n):
        with self.hold_sync():       # one message, like a game widget's answer
            self.pad = str(n) * PAD
            self.answer = n

bare = Bare()
bare
'''

# Per game: the cell making the widget (a seat against the bot, undo on), the element to
# choose first (a local selection, no round trip), and the lit target whose click is timed.
GAME = {
    "tyrus": ("from mesowidgets import TyrusWidget\n"
              "game = TyrusWidget(seed=7, first='beige', bots={1: 'random'}, undo=True)\n"
              "game",
              ".mw-hand[role=group] .mw-hand-tile[role=button]",
              ".mw-building[aria-label^='brown market']"),
    "babel": ("from mesowidgets import BabelWidget\n"
              "game = BabelWidget.from_diagram('turn: 9 north\\nnorth pawn: Hittites\\n"
              "north hand: A H S\\nnorth Hittites: S S S S A P P\\n"
              "south hand: A H M M P S S\\nsouth Hittites: P S A A M | 1 2 3 4 5 6',\n"
              "    seat='hotseat', bots={1: 'random'})\n"
              "game",
              "[aria-label^='Hittites card in hand']",
              ".mw-site[data-key='site H']"),
    "tigris_cards": ("from mesowidgets import TigrisCardsWidget\n"
                     "game = TigrisCardsWidget(players=2, seed=7, first=0, bots={1: 'random'}, "
                     "undo=True)\n"
                     "game",
                     ".mw-tc-hand.mw-live .mw-hand-card[role=button]",
                     ".mw-tc-slot[aria-label='under column 1']"),
    # a board late in a game: 120 random actions played first
    "tigris": ("from mesogames.core import RandomBot\nfrom mesogames.tigris import new_game\n"
               "from mesowidgets import TigrisWidget\n"
               "g, bot = new_game(players=2, seed=7, first=0), RandomBot(3)\n"
               "while len(g.history) < 120 or g.to_move != 0 or g.decision:\n"
               "    g.apply(bot.choose(g))\n"
               "game = TigrisWidget(g, seat=0, bots={1: 'random'}, undo=True)\n"
               "game",
               ".mw-tg-hand.mw-live .mw-hand-tile[role=button]",
               ".mw-square.mw-target >> nth=0"),
}

# In the page: the time of each raw click on a watched element, and of the first painted
# frame after the next change of the root's data-drawn counter.
PROBE = """
([rootIndex]) => {
  const root = document.querySelectorAll(".mw-root")[rootIndex];
  window.__probe = { root: rootIndex, clicks: [], drawn: [], frames: [] };
  if (root.__probed) return;
  root.__probed = true;
  const mine = () => window.__probe.root === rootIndex;   // one widget measured at a time
  root.addEventListener("pointerdown", (e) => {
    const clickable = ".bare-button, .bare-send, .bare-plain, .mw-building, .mw-site, "
      + ".mw-tc-slot, .mw-square";
    if (mine() && e.target.closest(clickable)) window.__probe.clicks.push(performance.now());
  }, true);
  new MutationObserver(() => {
    const p = window.__probe;
    if (!mine()) return;
    if (p.drawn.length < p.clicks.length) p.drawn.push(performance.now());
    if (p.frames.length < p.clicks.length)
      requestAnimationFrame(() => {
        if (p.frames.length < p.clicks.length) p.frames.push(performance.now());
      });
  }).observe(root, { attributes: true, attributeFilter: ["data-drawn"] });
}
"""


# --parts: the kernel notes when a widget's message comes in and when its answer goes out
# (the first cell, run before any widget is made, so their comms take the wrapped handler).
KERNEL_TRACE = '''
import time, ipywidgets, mesowidgets.base
_trace = open({path!r}, "a", buffering=1)
def _traced(handle):
    def traced(self, msg):
        _trace.write(f"in {{time.time():.6f}}\\n")
        return handle(self, msg)
    return traced
for _cls in (ipywidgets.Widget, mesowidgets.base.GameWidget):
    _cls._handle_msg = _traced(_cls.__dict__["_handle_msg"])
_send = ipywidgets.Widget._send
def _traced_send(self, msg, buffers=None):
    _trace.write(f"out {{time.time():.6f}}\\n")
    return _send(self, msg, buffers)
ipywidgets.Widget._send = _traced_send
_kernel = get_ipython().kernel
_dispatch = _kernel.dispatch_shell
async def _traced_dispatch(msg, *args, **kwargs):
    _trace.write(f"dispatch {{time.time():.6f}}\\n")
    return await _dispatch(msg, *args, **kwargs)
_kernel.dispatch_shell = _traced_dispatch
_iopub = _kernel.iopub_thread
_really_send = _iopub._really_send
def _traced_really_send(msg, *args, **kwargs):
    frames = [bytes(f) for f in msg]
    at = frames.index(b"<IDS|MSG>") if b"<IDS|MSG>" in frames else -3
    if b'"comm_msg"' in frames[at + 2]:                 # the header, after the signature
        _trace.write(f"iopub {{time.time():.6f}}\\n")
    return _really_send(msg, *args, **kwargs)
_iopub._really_send = _traced_really_send
'''

# --parts: the server notes when a message comes in from the page and when a widget's
# answer comes in from the kernel and has been written to the page's socket (a server
# extension, enabled in the lab's own configuration folder).
SERVER_TRACE = """
import time
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

_trace = open({path!r}, "a", buffering=1)
_incoming = ZMQChannelsWebsocketConnection.handle_incoming_message
_outgoing = ZMQChannelsWebsocketConnection.handle_outgoing_message


def _traced_incoming(self, msg):
    _trace.write(f"server_in {{time.time():.6f}}\\n")
    return _incoming(self, msg)


def _traced_outgoing(self, stream, msg_list):
    frames = [bytes(f) for f in msg_list]
    at = frames.index(b"<IDS|MSG>") if b"<IDS|MSG>" in frames else -3
    answer = b'"comm_msg"' in frames[at + 2]           # the header, after the signature
    if answer:
        _trace.write(f"server_got {{time.time():.6f}}\\n")
    out = _outgoing(self, stream, msg_list)
    if answer:
        _trace.write(f"server_wrote {{time.time():.6f}}\\n")
    return out


def _load_jupyter_server_extension(serverapp):
    ZMQChannelsWebsocketConnection.handle_incoming_message = _traced_incoming
    ZMQChannelsWebsocketConnection.handle_outgoing_message = _traced_outgoing
"""


# --parts: the page notes when each WebSocket message arrives (before JupyterLab reads it)
# and when one is sent, while a click is measured (read_messages() later says which were the
# widgets' answers); and when a table's redraw is scheduled (mount.js queues `render` as a
# microtask once the answer's traits are set, its patches applied), begins and ends.
PAGE_TRACE = """
(() => {
  const Socket = window.WebSocket;
  window.__arrived = [];
  window.__sent = [];
  window.__renders = [];
  const measuring = () => window.__probe && window.__probe.clicks.length;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        if (measuring()) {
          window.__arrived.push([performance.now(), e.data]);
          if (window.__arrived.length > 2000) window.__arrived.shift();
        }
      });
    }
    send(data) {
      if (measuring()) window.__sent.push(performance.now());
      return super.send(data);
    }
  };
  const queue = window.queueMicrotask.bind(window);
  window.queueMicrotask = (task) => {
    if (task.name !== "render" || !measuring()) return queue(task);
    const queued = performance.now();
    return queue(() => {
      const start = performance.now();
      try { task(); } finally { window.__renders.push([queued, start, performance.now()]); }
    });
  };
})();
"""

# --parts: the times of the widgets' answers (comm "update" messages) among those noted.
READ_MESSAGES = """
() => {
  const text = new TextDecoder();
  const kind = (data) => {
    try {
      if (typeof data === "string") {
        const m = JSON.parse(data);
        return [m.header?.msg_type ?? m.msg_type, m.content?.data?.method];
      }
      const view = new DataView(data);
      const n = Number(view.getBigUint64(0, true));
      const at = Array.from({ length: n }, (_, i) => Number(view.getBigUint64(8 * (i + 1), true)));
      const part = (i) => text.decode(data.slice(at[i], at[i + 1]));
      const type = JSON.parse(part(1)).msg_type;
      return [type, type === "comm_msg" ? JSON.parse(part(4)).data?.method : undefined];
    } catch (err) { return [String(err), undefined]; }
  };
  const answers = window.__arrived.filter(([, d]) => {
    const [type, method] = kind(d);
    return type === "comm_msg" && method === "update";
  }).map(([t]) => t);
  const { __sent: sent, __renders: renders } = window;
  window.__arrived = []; window.__sent = []; window.__renders = [];
  return { answers, sent, renders, origin: performance.timeOrigin };
}
"""


def notebook(games: list[str], pad: int, trace: Path | None = None) -> dict:
    cell = lambda src: {"cell_type": "code", "metadata": {}, "source": src,  # noqa: E731
                        "outputs": [], "execution_count": None}
    cells = [cell(BARE.replace("{pad}", str(pad)))] + [cell(GAME[g][0]) for g in games]
    if trace is not None:
        cells.insert(0, cell(KERNEL_TRACE.format(path=str(trace))))
    return {"nbformat": 4, "nbformat_minor": 5, "cells": cells,
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                        "language": "python"}}}


def click_center(page, locator) -> None:
    """A raw click after a short random pause: locator.click() always lands just after a
    frame starts, which would flatter the numbers. The pointer reaches the element first,
    as a person's does before they press: what a table does when the pointer comes over a
    square (Tigris & Euphrates lights its kingdom) is not the click's answer."""
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_timeout(random.uniform(30, 90))
    page.mouse.down()
    page.mouse.up()


def painted(page, count: int) -> None:
    """Wait until the probe has seen `count` painted frames after redraws. Only the probe's
    own check runs in the page meanwhile: Playwright's `expect` would poll the page while
    the click is timed, and each of its tries builds an accessibility snapshot of the
    widget (about 15 ms for a Tigris table of 1,100 elements), on the page's main thread,
    which delayed the very messages being timed."""
    page.wait_for_function(f"window.__probe.frames.length >= {count}")


def collect(page, count: int) -> tuple[list[float], list[float]]:
    """(click to redrawn DOM, click to painted frame) for each click."""
    painted(page, count)
    p = page.evaluate("window.__probe")
    return ([d - c for c, d in zip(p["clicks"], p["drawn"], strict=True)],
            [f - c for c, f in zip(p["clicks"], p["frames"], strict=True)])


def measure_bare(page, clicks: int, button: str):
    root = page.locator(".mw-root").nth(0)
    page.evaluate(PROBE, [0])
    for i in range(clicks):
        click_center(page, root.locator(button))
        painted(page, i + 1)
    return collect(page, clicks)


def measure_game(page, game: str, index: int, clicks: int):
    root = page.locator(".mw-root").nth(index)
    page.evaluate(PROBE, [index])
    _, choose, target = GAME[game]
    building = root.locator(target)
    for i in range(clicks):
        root.locator(choose).first.click()
        expect(building).to_have_class(re.compile("mw-target"))
        click_center(page, building)
        painted(page, i + 1)
        drawn = root.get_attribute("data-drawn")
        root.get_by_role("button", name="Take back").click()
        expect(root).not_to_have_attribute("data-drawn", drawn)
    return collect(page, clicks)


# In the page: click the element, and time until the root's data-drawn changed and the
# table is laid out again (a local redraw: no message to the kernel).
REDRAW = """
async ([rootIndex, selector, nth]) => {
  const root = document.querySelectorAll(".mw-root")[rootIndex];
  const choices = root.querySelectorAll(selector);
  if (!choices.length) throw new Error(`nothing to choose: ${selector}`);
  const done = new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      root.getBoundingClientRect();               // layout, as a frame would need it
      watch.disconnect();
      resolve(performance.now());
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-drawn"] });
  });
  const start = performance.now();
  choices[nth % choices.length].click();
  return (await done) - start;
}
"""


def measure_redraw(page, game: str, index: int, clicks: int) -> list[float]:
    """Milliseconds of a local redraw (another element chosen), `clicks` times."""
    choose = GAME[game][1]
    expect(page.locator(".mw-root").nth(index).locator(choose).first).to_be_visible()
    return [page.evaluate(REDRAW, [index, choose, i]) for i in range(clicks)]


def summary(name: str, measured) -> str:
    drawn, times = measured
    q = statistics.quantiles(times, n=10)
    return (f"{name:16} to frame: median {statistics.median(times):6.1f} ms, p90 {q[-1]:6.1f}, "
            f"min {min(times):5.1f}; to redrawn DOM: median {statistics.median(drawn):6.1f} ms"
            f"   ({len(times)} clicks)")


#: The parts of a click's time (--parts), in order, each between two of the moments noted:
#: in the page (the click, the intent handed to the socket), in the server (the intent in;
#: the answer in from the kernel, and written to the page's socket), in the kernel (the
#: shell message dispatched on the main thread, the widget's handler called, its answer
#: sent, the answer handed to ZMQ by the IOPub thread), in the page again (the answer
#: arrived, the table's redraw queued once its traits are set and patches applied, begun,
#: ended: a bare widget redraws as its trait is set, so its "parse, patch" part is its
#: redraw too) and the next frame.
PARTS = ("page: click to send", "to server", "server to kernel", "kernel: dispatch",
         "kernel: handler", "kernel: to IOPub", "IOPub to server", "server: to page socket",
         "to page", "page: parse, patch", "page: to redraw", "page: redraw", "to frame")


def _after(times: list[float], moment: float | None, skew: float = 0.0) -> float | None:
    """The first of `times` (sorted) at or after `moment`, `skew` milliseconds allowed
    between two clocks."""
    if moment is None:
        return None
    return next((t for t in times if t >= moment - skew), None)


def split(page, trace: Path) -> list[tuple]:
    """--parts: each click just measured (the probe's) cut into PARTS, in milliseconds
    (None for a moment not seen: a bare widget's redraw)."""
    probe = page.evaluate("window.__probe")
    got = page.evaluate(READ_MESSAGES)
    origin = got["origin"]
    noted: dict[str, list[float]] = {}
    for line in trace.read_text().splitlines():
        kind, t = line.split()
        noted.setdefault(kind, []).append(float(t) * 1000 - origin)
    for times in noted.values():
        times.sort()
    renders = sorted(got["renders"])
    rows = []
    for click, drawn, frame in zip(probe["clicks"], probe["drawn"], probe["frames"],
                                   strict=True):
        sent = _after(got["sent"], click)
        # the page's clock (performance.timeOrigin) drifts from the wall clock over minutes:
        # the page's moments are matched on the page's clock, the first of the server's
        # with some skew allowed, those of the kernel and the server on their shared clock
        moments = [click, sent, _after(noted.get("server_in", []), sent, skew=10.0)]
        for kind in ("dispatch", "in", "out", "iopub", "server_got", "server_wrote"):
            moments.append(_after(noted.get(kind, []), moments[-1], skew=0.5))
        answer = _after(got["answers"], sent)
        moments.append(answer)
        render = next((r for r in renders if answer is not None and r[0] >= answer), None)
        if render is not None and render[2] <= drawn + 0.1:
            moments += render[:2]          # queued, begun (it ends as the root is redrawn)
        else:
            moments += [drawn, None]
        moments += [drawn, frame]
        if answer is None:
            continue
        rows.append(tuple(None if a is None or b is None else b - a
                          for a, b in zip(moments, moments[1:], strict=False)))
    return rows


def measure_all(tmp: Path, pw, games: list[str], clicks: int, wire: bool,
                trace: Path | None = None) -> dict:
    """One JupyterLab (stock, or with the mesowidgets.wire extension): every timing (and,
    with a `trace` file for the kernel's timestamps, each click's parts)."""
    source = tmp / "source"
    if trace is not None:             # the server's trace: an extension of this lab only
        config = tmp / ("wire" if wire else "stock") / "config" / "jupyter_server_config.d"
        config.mkdir(parents=True, exist_ok=True)
        (config / "meso_trace.json").write_text(json.dumps(
            {"ServerApp": {"jpserver_extensions": {"meso_trace": True}}}))
    with running_lab(tmp / ("wire" if wire else "stock"), {"bench": source},
                     WIRE if wire else STOCK) as lab:
        browser = pw.chromium.launch(executable_path=shutil.which("chromium"),
                                     args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        if trace is not None:
            page.add_init_script(PAGE_TRACE)
        handshakes = websocket_handshakes(page)
        open_notebook(page, lab, "bench/latency.ipynb")
        run_all(page, expected_roots=1 + len(games))
        out, parts = {}, {}
        for name, button in (("bare, trait set", ".bare-button"),
                             ("bare, message", ".bare-send"),
                             ("bare, no focus", ".bare-plain")):
            out[name] = measure_bare(page, clicks, button)
            if trace is not None:
                parts[name] = split(page, trace)
        redraws = {}
        for index, game in enumerate(games, start=1):
            out[game] = measure_game(page, game, index, clicks)
            if trace is not None:
                parts[game] = split(page, trace)
            redraws[game] = measure_redraw(page, game, index, clicks)
        browser.close()
    extensions = sorted({ext or "none" for _, ext in handshakes})
    return {"clicks": out, "redraws": redraws, "extensions": extensions, "parts": parts}


def main() -> None:
    parser = game_parser(__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--pad", type=int, default=0)
    parser.add_argument("--parts", action="store_true",
                        help="split each click's time with timestamps on both sides")
    args = parser.parse_args()
    games = chosen_games(parser, args)
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        tmp = Path(tmp)
        source = tmp / "source"
        source.mkdir()
        trace = tmp / "trace.txt" if args.parts else None
        if trace is not None:         # the server's trace extension, importable by the labs
            (tmp / "server").mkdir()
            (tmp / "server" / "meso_trace.py").write_text(SERVER_TRACE.format(path=str(trace)))
            os.environ["PYTHONPATH"] = os.pathsep.join(
                filter(None, [str(tmp / "server"), os.environ.get("PYTHONPATH")]))
        (source / "latency.ipynb").write_text(json.dumps(notebook(games, args.pad, trace)))
        for sub in ("stock", "wire"):
            (tmp / sub).mkdir()
        runs = {"stock server": measure_all(tmp, pw, games, args.clicks, False, trace),
                "with mesowidgets.wire": measure_all(tmp, pw, games, args.clicks, True, trace)}
    print(f"bare answer padded with {args.pad} bytes")
    for label, run in runs.items():
        print(f"{label} (websocket extensions: {', '.join(run['extensions'])})")
        for name, measured in run["clicks"].items():
            print("  " + summary(name, measured))
        for game, times in run["redraws"].items():
            print(f"  {game:16} local redraw (click to laid-out table): median "
                  f"{statistics.median(times):5.1f} ms, max {max(times):5.1f}")
        for name, rows in run["parts"].items():
            if rows:
                print(f"  {name:16} parts (medians of {len(rows)} clicks, ms): " + ", ".join(
                    f"{part} {statistics.median(seen):.1f}"
                    for part, col in zip(PARTS, zip(*rows, strict=True), strict=True)
                    if (seen := [t for t in col if t is not None])))
    median = lambda run, name: statistics.median(run["clicks"][name][1])  # noqa: E731
    for label, run in runs.items():   # issue 37's figure: at most 1.3
        bare = median(run, "bare, no focus")
        for game in games:
            print(f"ratio {game} click / bare with no focus, {label}, medians: "
                  f"{median(run, game):.1f} / {bare:.1f} ms = {median(run, game) / bare:.2f}")

if __name__ == "__main__":
    main()
