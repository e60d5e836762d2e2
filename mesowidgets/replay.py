"""A game's positions as pictures, stepped through in the page without a kernel.

`Replay(game)` (or `widget.replay()`) renders every position of the game as the static SVG
of the game's engine, as one seat (or the public, or the referee) saw it, and shows them
with first / previous / next / last buttons and a slider: plain HTML and a few lines of
inline JavaScript, so it works in an exported HTML file, on nbviewer or in a notebook
whose kernel is gone. Its ids come from its content, so notebook outputs compare.
"""
from __future__ import annotations

import base64
import gzip
import hashlib
import html
import json

from mesogames import registry
from mesogames.core import PUBLIC, Game

SCRIPT = """
(async function () {
  var root = document.getElementById("%(id)s");
  if (!root) return;
  var data = root.querySelector("script[type='application/gzip+base64']").textContent;
  var bytes = Uint8Array.from(atob(data.trim()), function (c) { return c.charCodeAt(0); });
  var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  var frames = JSON.parse(await new Response(stream).text());
  var picture = root.querySelector(".mw-replay-picture");
  var slider = root.querySelector("input[type=range]");
  var caption = root.querySelector(".mw-replay-caption");
  function show(i) {
    i = Math.max(0, Math.min(frames.length - 1, i));
    picture.innerHTML = frames[i][1];
    slider.value = String(i);
    caption.textContent = frames[i][0];
    root.setAttribute("data-shown", String(i));
  }
  root.querySelectorAll("button[data-step]").forEach(function (b) {
    b.onclick = function () {
      var step = b.getAttribute("data-step"), now = Number(slider.value);
      show(step === "first" ? 0 : step === "last" ? frames.length - 1 : now + Number(step));
    };
  });
  slider.oninput = function () { show(Number(slider.value)); };
  show(frames.length - 1);
})();
"""


class Replay:
    """Every position of `game`, as `seat` saw it (None: the referee; "public")."""

    def __init__(self, game: Game, seat=PUBLIC, title: str = ""):
        svg = registry.spec_of(game).svg
        self.title = title or f"{type(game).title}: a replay"
        copy = game.copy()
        frames = []
        history = game.history_for(seat)
        while True:
            n = len(copy.history)
            last = history[n - 1] if n else None
            caption = ("The starting position" if last is None else
                       f"After action {n} of {len(history)}: "
                       f"{copy.seat_name(last['seat'])}, {last['notation']}")
            frames.append((caption, svg(copy.view(seat))))
            if not n:
                break
            copy.undo()
        self.frames = frames[::-1]

    def _repr_html_(self) -> str:
        # Every frame's SVG, gzipped together (consecutive positions share almost all
        # their drawing: a Tigris game's 6.6 MB of pictures pack into about 120 KB) and
        # unpacked in the page by the browser's own DecompressionStream.
        packed = base64.b64encode(gzip.compress(
            json.dumps(self.frames, separators=(",", ":")).encode(), mtime=0)).decode()
        ident = "mw-replay-" + hashlib.sha256(packed.encode()).hexdigest()[:16]
        last = len(self.frames) - 1
        buttons = "".join(f'<button data-step="{step}" aria-label="{label}">{text}</button>'
                          for step, label, text in [("first", "First position", "«"),
                                                    ("-1", "Previous position", "‹"),
                                                    ("1", "Next position", "›"),
                                                    ("last", "Last position", "»")])
        return (f'<div id="{ident}" class="mw-replay" role="region" '
                f'aria-label="{html.escape(self.title)}">'
                f"<div><strong>{html.escape(self.title)}</strong></div>"
                f'<div class="mw-replay-controls">{buttons} '
                f'<input type="range" min="0" max="{last}" value="{last}" '
                f'aria-label="Position"> <span class="mw-replay-caption">'
                f"{html.escape(self.frames[-1][0])}</span></div>"
                f'<div class="mw-replay-picture">{self.frames[-1][1]}</div>'
                f'<script type="application/gzip+base64">{packed}</script>'
                f"<script>{SCRIPT % {'id': ident}}</script></div>")

    def __repr__(self) -> str:
        return f"Replay({self.title!r}, {len(self.frames)} positions)"
