"""mesowidgets: Jupyter widgets to play, teach and script Mesopotamian board games.

The names below are imported when first used (PEP 562), so that the referee
(`python -m mesowidgets serve`) and scripts that use the tables without a notebook load no
widget code: `from mesowidgets import TigrisWidget` works as usual.
"""
from __future__ import annotations

import importlib

from mesogames import registry

__version__ = "0.2.0"

#: Each public name and the module that defines it: these, and each registered game's
#: widget (mesogames/registry.py).
_EXPORTS = {
    "GameApp": ".app",
    "GameWidget": ".base", "HOTSEAT": ".protocol", "SPECTATOR": ".protocol",
    "Puzzle": ".puzzles", "PuzzleSet": ".puzzles", "Verdict": ".puzzles",
    "Replay": ".replay",
    "LessonStep": ".table", "Table": ".table",
}
_WIDGETS = {spec.widget.partition(":")[2]: spec.widget.partition(":")[0]
            for spec in registry.specs() if spec.widget.startswith(f"{__name__}.")}
_EXPORTS.update(_WIDGETS)
__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'mesowidgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(list(globals()) + __all__)
