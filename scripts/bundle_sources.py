"""The fingerprint of what the front-end bundle is built from, computed as js/sources.mjs
computes it: every source under js/ (less js/tests/), package.json and package-lock.json,
and the package version. `js/build.mjs` writes it to mesowidgets/static/sources.sha256."""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

FINGERPRINT = Path("mesowidgets/static/sources.sha256")
SUFFIXES = (".js", ".mjs", ".css", ".json")


def version(root: Path) -> str:
    text = (root / "mesowidgets" / "__init__.py").read_text()
    return re.search(r'__version__ = "([^"]+)"', text).group(1)


def source_files(root: Path) -> list[str]:
    found = [p.relative_to(root).as_posix() for p in (root / "js").rglob("*")
             if p.is_file() and p.suffix in SUFFIXES]
    found = [f for f in found if not f.startswith("js/tests/") and "/node_modules/" not in f]
    return sorted(found + ["package.json", "package-lock.json"])


def source_hash(root: Path) -> str:
    total = hashlib.sha256()
    for rel in source_files(root):
        one = hashlib.sha256((root / rel).read_bytes()).hexdigest()
        total.update(f"{rel}\0{one}\n".encode())
    total.update(f"version\0{version(root)}\n".encode())
    return total.hexdigest()


def bundled(root: Path) -> list[str]:
    """The files the bundle must hold: each registered game's entry, js/<entry>.js
    bundled to mesowidgets/static/<entry>.js and .css (js/games.json lists the games)."""
    games = json.loads((root / "js" / "games.json").read_text(encoding="utf-8"))
    return [f"mesowidgets/static/{game['entry']}.{ext}" for game in games if game["entry"]
            for ext in ("js", "css")]


def built_from(root: Path) -> str | None:
    """The fingerprint the bundle in mesowidgets/static/ records (None: no bundle)."""
    path = root / FINGERPRINT
    return path.read_text().strip() if path.exists() else None


def stale(root: Path) -> bool:
    """Whether the bundle is missing or was built from other sources than js/ holds now
    (always False where there is no js/, as in a wheel)."""
    return (root / "js").is_dir() and built_from(root) != source_hash(root)
