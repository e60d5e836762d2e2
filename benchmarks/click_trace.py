"""How far one click travels in the kernel: the project's Python files and the calls between
them while a widget handles one intent, through the table and the seat's traits to the
message it sends.

A Tigris & Euphrates widget of the seat to move, alone at its table, `--actions` random
actions into a seeded game (its comm stubbed out: the messages are built, diffed and
serialized, not sent), receives one `{"act": ..., "at": n}` intent as its front end would
send it, for its first legal action. Every Python call made meanwhile is seen through
`sys.setprofile`; a call counts when the called function is in the project (mesowidgets/
or the engine's mesogames/), and it is a cross-file call when its caller is in another of
the project's files. Prints the files with the calls made into each, and the totals.
Counts, not times: the same seed gives the same figures.

Then the front end's half (click_trace.mjs, through node): the same click on the lit square
of a Tigris table mounted from the widget's state, the kernel's messages of that click
set on its model, and the JavaScript files run and the page's changes (a MutationObserver)
until the table is redrawn.

    python benchmarks/click_trace.py [--actions N] [--seed N]
"""
import argparse
import collections
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

from games import WIDGETS, Comm

import mesogames
import mesowidgets
from mesogames.core import RandomBot
from mesowidgets.protocol import TRAITS

ROOTS = tuple(str(pathlib.Path(m.__file__).parent) for m in (mesowidgets, mesogames))


def project_file(filename: str) -> str | None:
    """The file's path from its package's parent (mesowidgets/seat.py), or None when it is
    not the project's."""
    for root in ROOTS:
        if filename.startswith(root):
            return str(pathlib.Path(filename).relative_to(pathlib.Path(root).parent))
    return None


def trace(callable_) -> tuple[collections.Counter, collections.Counter]:
    """Run `callable_()` under a profile hook: (calls into each project file, cross-file
    calls into each project file)."""
    calls, crossing = collections.Counter(), collections.Counter()
    names: dict = {}

    def name_of(code) -> str | None:
        if code not in names:
            names[code] = project_file(code.co_filename)
        return names[code]

    def hook(frame, event, _arg):
        if event != "call":
            return
        callee = name_of(frame.f_code)
        if callee is None:
            return
        calls[callee] += 1
        caller = frame.f_back
        if caller is not None:
            source = name_of(caller.f_code)
            if source is not None and source != callee:
                crossing[callee] += 1

    sys.setprofile(hook)
    try:
        callable_()
    finally:
        sys.setprofile(None)
    return calls, crossing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    cls = WIDGETS["tigris"]
    hot = cls(seed=args.seed)
    bot = RandomBot(args.seed)
    game = hot.game
    # Up to the start of a seat's turn (its first action: it acts again after the click).
    while not game.over and (len(game.history) < args.actions
                             or game._history[-1]["seat"] == game.to_move):
        hot.play(str(bot.choose(game)))
    widget = cls(table=hot.table, seat=hot.game.to_move)
    hot.close()
    widget.comm = Recorder()
    before = json.loads(json.dumps({name: getattr(widget, name) for name in TRAITS}))
    legal = widget.game.legal_actions()
    chosen = next((a for a in legal if a.kind == "tile"), legal[0])
    action = str(chosen)
    intent = {"act": action, "at": widget.game.actions_taken}
    calls, crossing = trace(lambda: widget.send_intent(intent))
    if widget.error:
        raise SystemExit(f"the intent was refused: {widget.error}")
    print(f"tigris, seed {args.seed}, after {args.actions} actions: one click ({action!r}) "
          "and its refresh")
    print(f"  {'file':40} {'calls':>7} {'cross-file':>11}")
    for name in sorted(calls, key=lambda n: (-crossing[n], n)):
        print(f"  {name:40} {calls[name]:7} {crossing[name]:11}")
    print(f"  {len(calls)} Python files of the project, {sum(calls.values())} calls, "
          f"{sum(crossing.values())} cross-file calls")
    fields = chosen.describe()
    front_end({"before": before, "selection": f"{fields['kind']} {fields['piece']}",
               "place": fields["place"], "messages": widget.comm.sent})


class Recorder(Comm):
    """A comm that keeps the messages the widget sends (its state updates)."""

    def __init__(self):
        self.sent: list = []

    def send(self, data=None, buffers=None, **_):
        if isinstance(data, dict) and data.get("method") == "update":
            self.sent.append(json.loads(json.dumps(data)))


def front_end(click: dict) -> None:
    """Run click_trace.mjs on the click (the widget's state before it, what is chosen and
    clicked, the kernel's answer) and print what it prints."""
    node = shutil.which("node")
    if node is None:
        print("  (no node: the front end's half is not traced)")
        return
    script = pathlib.Path(__file__).with_suffix(".mjs")
    with tempfile.NamedTemporaryFile("w", suffix=".json") as f:
        json.dump(click, f)
        f.flush()
        subprocess.run([node, str(script), f.name], check=True)


if __name__ == "__main__":
    main()
