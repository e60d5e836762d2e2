"""Real-browser tests: JupyterLab on 127.0.0.1, Debian's Chromium driven by Playwright.

Playwright cannot download its own browser here, so the system `chromium` is launched.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from .labserver import CHROMIUM_FLAGS, running_lab

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]


def pytest_collection_modifyitems(config, items):
    """Every test here is marked `browser` (`-m "not browser"` leaves them out). Outside CI,
    a machine without Chromium skips them; in CI they must run."""
    mine = [item for item in items if item.path.is_relative_to(HERE)]
    for item in mine:
        item.add_marker(pytest.mark.browser)
    if shutil.which("chromium") or os.environ.get("CI"):
        return
    skip = pytest.mark.skip(reason="Debian's chromium is not installed (scripts/test installs it)")
    for item in mine:
        item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": shutil.which("chromium"),
            "args": CHROMIUM_FLAGS}


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """The JupyterLab every browser test shares, served as `scripts/play` serves it: with
    no flag, so with the mesowidgets.wire extension that installing the package enables
    (TCP_NODELAY, and permessage-deflate, which Chromium then uses for every kernel
    message)."""
    with running_lab(tmp_path_factory.mktemp("lab"), {"notebooks": REPO / "notebooks"}) as lab:
        yield lab


@pytest.fixture(autouse=True)
def no_kernel_left(request):
    """After each test that used the shared JupyterLab, shut its kernels down, even when
    the test failed before its own clean-up: a kernel left running slows every later test."""
    lab = request.getfixturevalue("lab") if "lab" in request.fixturenames else None
    yield
    if lab is not None:
        lab.delete_sessions()
