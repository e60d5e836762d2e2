"""The build hook that keeps the front-end bundle fresh (pyproject.toml:
[tool.hatch.build.hooks.custom]).

Every build (wheel, sdist, editable) compares the fingerprint the bundle records
(mesowidgets/static/sources.sha256, written by js/build.mjs) with one computed from the
sources in js/ now. When they agree the bundle ships as it is, so a wheel builds from the
sdist with no Node.js; when they differ (or there is no bundle) npm rebuilds it, through
hatch-jupyter-builder's npm_builder, and a build without npm fails with a message that
says so: a changed js/ source never reaches a package unbuilt."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

sys.path.insert(0, str(Path(__file__).parent))
from bundle_sources import FINGERPRINT, built_from, bundled, source_hash, stale  # noqa: E402


class StaleBundle(RuntimeError):
    pass


class FreshBundleHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        root = Path(self.root)
        if stale(root):
            if shutil.which("npm") is None:
                raise StaleBundle(
                    f"The front-end bundle in mesowidgets/static/ was built from other "
                    f"sources than js/ holds now (it records {built_from(root) or 'nothing'}, "
                    f"js/ gives {source_hash(root)}), and npm is not on the PATH to rebuild "
                    "it. Install Node.js and npm, or build from a released sdist.")
            from hatch_jupyter_builder import npm_builder
            npm_builder(self.target_name, version, path=str(root), build_cmd="build",
                        npm="npm")
            if stale(root):
                raise StaleBundle(f"npm run build did not write a fresh {FINGERPRINT}.")
        missing = [t for t in bundled(root) if not (root / t).exists()]
        if missing:
            raise StaleBundle(f"The build did not make {', '.join(missing)}.")
