"""A real JupyterLab on 127.0.0.1 and Debian's Chromium driven by Playwright.

See shared BROWSER-TESTING notes: Playwright cannot download its own browser here, so the
system `chromium` is launched; JupyterLab runs with temporary config, runtime, settings and
workspace folders so nothing leaks into the user's home or the repository.
"""
from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update",
                  "--disable-sync"]


def pytest_collection_modifyitems(config, items):
    if shutil.which("chromium"):
        return
    skip = pytest.mark.skip(reason="Debian's chromium is not installed (scripts/test installs it)")
    for item in items:
        if "browser" in str(item.fspath):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": shutil.which("chromium"),
            "args": CHROMIUM_FLAGS}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Lab:
    def __init__(self, url: str, token: str, root: Path):
        self.url, self.token, self.root = url, token, root

    def api(self, path: str, method: str = "GET"):
        req = urllib.request.Request(f"{self.url}{path}?token={self.token}", method=method)
        with urllib.request.urlopen(req, timeout=10) as resp:
            body = resp.read()
        return json.loads(body) if body else None

    def put_setting(self, plugin: str, values: dict) -> None:
        body = json.dumps({"raw": json.dumps(values)}).encode()
        req = urllib.request.Request(f"{self.url}/lab/api/settings/{plugin}?token={self.token}",
                                     data=body, method="PUT",
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=10).close()

    def page_url(self, notebook: str) -> str:
        return f"{self.url}/lab/tree/{notebook}?token={self.token}"

    def delete_sessions(self) -> None:
        for s in self.api("/api/sessions"):
            self.api(f"/api/sessions/{s['id']}", method="DELETE")


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    work = root / "work"
    shutil.copytree(REPO / "notebooks", work / "notebooks")
    env = dict(os.environ)
    for var, sub in [("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                     ("JUPYTERLAB_SETTINGS_DIR", "settings"),
                     ("JUPYTERLAB_WORKSPACES_DIR", "workspaces"), ("IPYTHONDIR", "ipython")]:
        (root / sub).mkdir()
        env[var] = str(root / sub)
    env.pop("ANYWIDGET_HMR", None)
    # No news or update toasts over the page.
    notif = root / "settings" / "@jupyterlab" / "apputils-extension"
    notif.mkdir(parents=True)
    (notif / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port, token = _free_port(), secrets.token_hex(16)
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1",
           f"--port={port}", "--port-retries=0", f"--IdentityProvider.token={token}",
           f"--ServerApp.root_dir={work}"]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    log = open(root / "lab.log", "w")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
    lab = Lab(f"http://127.0.0.1:{port}", token, work)
    deadline = time.time() + 60
    while True:
        try:
            lab.api("/api/status")
            break
        except OSError:
            if proc.poll() is not None or time.time() > deadline:
                raise RuntimeError("JupyterLab did not start:\n" + (root / "lab.log").read_text())
            time.sleep(0.3)
    yield lab
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()
