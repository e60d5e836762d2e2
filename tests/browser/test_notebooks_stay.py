"""Opened and played in JupyterLab, a committed notebook stays byte for byte as it was:
no kernel-name rewrite marks it modified, and no autosave writes outputs into it."""
from __future__ import annotations

import re
import time

from playwright.sync_api import expect

from .helpers import open_notebook, run_all
from .test_tyrus_browser import place_by_clicks

NOTEBOOK = "notebooks/tyrus/play.ipynb"


def test_a_played_notebook_is_not_rewritten(page, lab):
    path = lab.root / NOTEBOOK
    before = path.read_bytes()
    # An autosave every second, if autosave were on (the environment's overrides turn it off).
    lab.put_setting("@jupyterlab/docmanager-extension:plugin", {"autosaveInterval": 1})
    open_notebook(page, lab, NOTEBOOK)
    tab = page.locator(".lm-TabBar-tab.jp-mod-current")
    expect(tab).not_to_have_class(re.compile(r"\bjp-mod-dirty\b"))       # opening changed nothing
    run_all(page, expected_roots=4)
    widget = page.locator(".mw-root[data-drawn]").first
    place_by_clicks(widget, 0, "beige citadel")
    time.sleep(4)
    assert path.read_bytes() == before
    lab.put_setting("@jupyterlab/docmanager-extension:plugin", {})
