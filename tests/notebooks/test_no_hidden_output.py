"""No notebook output shows what the human seat may not see, at a table where one person
plays bots.

Every notebook runs in a kernel, cell by cell, twice. A setup cell run before the
notebook's own cells makes both runs deal the same games (seeds drawn from a counter
instead of the OS) and keeps the bots of those tables from moving (a bot's choice depends
on its own hand, so the public course of the game would differ between the runs). In the
second run, every table with bots and one human seat is given a twin of its game:
`game.determinize(human, Rng(k))`, the same public position and the same human hand, with
the bots' hands, the bag or deck and the coming draws dealt anew. Every output of every
cell (text, results, errors, the widgets' text and pictures) must then be the same in both
runs: an output that differs shows a piece the human may not see.

The widgets' synced state is left out here (the model ids of the two runs differ and are
numbered instead): what a seat's widget receives is tested piece by piece in
tests/widget/test_non_interference.py.
"""
from __future__ import annotations

import difflib
import json
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

REPO = Path(__file__).parents[2]
NOTEBOOKS = sorted((REPO / "notebooks").glob("*/*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
ANSI = re.compile(r"\x1b\[[0-9;]*m")
#: Two kernels for a notebook with such a table, one for the others: about a minute in all.
pytestmark = pytest.mark.slow

#: Run before the notebook's cells; _TWIN is set by the test (False, then True).
SETUP = '''
import mesogames.core as _core
from mesogames.core import Rng as _Rng
from mesowidgets import table as _table

_seeds = iter(range(1, 1 << 30))
_core.new_seed = lambda: next(_seeds)          # the same deals in both runs
_twinned = []


def _differing(game, twin, human):
    """How many zones hidden from `human` the twin deals differently (hands as sets)."""
    zones = game.hidden_zones()
    pairs = [(path, False) for paths in zones["pool"].values() for path in paths]
    pairs += [(path, True) for owner, owned in zones["private"].items() if owner != human
              for paths in owned.values() for path in paths]
    def at(state, path):
        for key in path:
            state = state[key]
        return [repr(p) for p in (state if isinstance(state, list) else [state])]
    return sum((sorted if unordered else list)(at(game.state, path))
               != (sorted if unordered else list)(at(twin.state, path))
               for path, unordered in pairs)


def _twin(game, human):
    """Of a few twins, the one that deals the most hidden zones differently."""
    twins = [game.determinize(human, _Rng(k)) for k in range(1, 9)]
    return max(twins, key=lambda t: _differing(game, t, human))


_init = _table.Table.__init__


def _init_twin(self, game, bots=None, *args, **kwargs):
    humans = [s for s in range(game.players) if s not in (bots or {})]
    if bots and len(humans) == 1:
        _twinned.append(humans[0])
        if _TWIN:
            game = _twin(game, humans[0])
        self._run_bots = lambda: []            # the bots do not move, in both runs
    _init(self, game, bots, *args, **kwargs)


_table.Table.__init__ = _init_twin
'''
COUNT = "print(len(_twinned))"


def run(path: Path, twin: bool) -> tuple[list, int]:
    """The notebook's cells, each with its outputs, and the number of tables twinned."""
    nb = nbformat.read(path, as_version=4)
    setup = nbformat.v4.new_code_cell(f"_TWIN = {twin}\n" + SETUP)
    count = nbformat.v4.new_code_cell(COUNT)
    nb.cells = [setup] + nb.cells + [count]
    NotebookClient(nb, timeout=300, kernel_name="python3", allow_errors=True,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    for cell in (setup, count):
        for out in cell.outputs:
            if out.output_type == "error":
                raise AssertionError("the test's own cell failed:\n"
                                     + ANSI.sub("", "\n".join(out.traceback)))
    twinned = int("".join(o.get("text", "") for o in count.outputs))
    return nb.cells[1:-1], twinned


def normalized(outputs: list, models: dict) -> list[str]:
    """A cell's outputs as lines of text: widget model ids numbered in order of appearance,
    execution counts and metadata left out, error tracebacks without colours."""
    lines = []
    for out in outputs:
        kind = out.output_type
        if kind == "stream":
            lines += [f"[{out.name}]"] + out.text.splitlines()
        elif kind == "error":
            lines += [f"[error] {out.ename}: {out.evalue}"]
            lines += ANSI.sub("", "\n".join(out.traceback)).splitlines()
        else:
            for mime, data in sorted(out.get("data", {}).items()):
                if mime == WIDGET_VIEW:
                    data = dict(data, model_id=models.setdefault(data["model_id"], len(models)))
                if not isinstance(data, str):
                    data = json.dumps(data, sort_keys=True, indent=1)
                lines += [f"[{kind} {mime}]"] + data.splitlines()
    return lines


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[f"{p.parent.name}/{p.stem}" for p in NOTEBOOKS])
def test_no_output_shows_a_hidden_piece(path):
    cells, twinned = run(path, twin=False)
    if path.stem == "play":     # each play notebook has a table against the bot
        assert twinned, "no table with bots and one human seat was found: is the setup stale?"
    if not twinned:
        return              # no table where one person plays bots: both runs would be one
    twins, again = run(path, twin=True)
    assert again == twinned
    models, twin_models = {}, {}
    leaks = []
    for i, (cell, other) in enumerate(zip(cells, twins, strict=True)):
        if cell.cell_type != "code":
            continue
        ours, theirs = normalized(cell.outputs, models), normalized(other.outputs, twin_models)
        if ours != theirs:
            first = cell.source.strip().splitlines()[0] if cell.source.strip() else ""
            diff = list(difflib.unified_diff(ours, theirs, "dealt", "twin", n=1, lineterm=""))
            shown = diff[:40] + ([f"... ({len(diff) - 40} more lines)"] if len(diff) > 40 else [])
            leaks.append(f"cell {i} ({first!r}):\n" + "\n".join(shown))
    assert not leaks, (f"{path.relative_to(REPO)}: {len(leaks)} cell(s) show pieces the human "
                       f"seat may not see (their outputs change when only hidden pieces do):\n\n"
                       + "\n\n".join(leaks))
