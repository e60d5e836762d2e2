"""Start a throwaway JupyterLab on 127.0.0.1 (used by the browser tests and benchmarks).

Config, runtime, settings, workspace and IPython folders are temporary, so nothing leaks
into the user's home or the repository; news and update toasts are switched off.
"""
from __future__ import annotations

import contextlib
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

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update",
                  "--disable-sync"]


class Lab:
    def __init__(self, url: str, token: str, root: Path):
        self.url, self.token, self.root = url, token, root

    def api(self, path: str, method: str = "GET", body: dict | None = None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(f"{self.url}{path}?token={self.token}", method=method,
                                     data=data, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=10) as resp:
            raw = resp.read()
        return json.loads(raw) if raw else None

    def put_setting(self, plugin: str, values: dict) -> None:
        self.api(f"/lab/api/settings/{plugin}", "PUT", {"raw": json.dumps(values)})

    def page_url(self, notebook: str) -> str:
        """The notebook alone in JupyterLab's default workspace: `reset` empties it first,
        or every tab an earlier test opened would come back, each starting its kernel."""
        return f"{self.url}/lab/tree/{notebook}?reset&token={self.token}"

    def delete_sessions(self) -> None:
        for s in self.api("/api/sessions"):
            self.api(f"/api/sessions/{s['id']}", method="DELETE")


#: The command-line switches that enable and disable the mesowidgets.wire server extension
#: (installing the package enables it: see jupyter-config/).
WIRE = ("--ServerApp.jpserver_extensions=mesowidgets.wire=True",)
STOCK = ("--ServerApp.jpserver_extensions=mesowidgets.wire=False",)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def running_lab(root: Path, files: dict[str, Path], args: tuple = (),
                python: str = sys.executable):
    """Run JupyterLab in `root`/work, with `files` (name -> source folder) copied into it,
    and any extra command-line `args`, with the `python` of some environment (by default
    the tests' own)."""
    work = root / "work"
    work.mkdir(parents=True, exist_ok=True)
    for name, source in files.items():
        shutil.copytree(source, work / name)
    env = dict(os.environ)
    for var, sub in [("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                     ("JUPYTERLAB_SETTINGS_DIR", "settings"),
                     ("JUPYTERLAB_WORKSPACES_DIR", "workspaces"), ("IPYTHONDIR", "ipython")]:
        (root / sub).mkdir(exist_ok=True)
        env[var] = str(root / sub)
    env.pop("ANYWIDGET_HMR", None)    # its file watcher crashed pytest here
    notif = root / "settings" / "@jupyterlab" / "apputils-extension"
    notif.mkdir(parents=True, exist_ok=True)
    (notif / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port, token = _free_port(), secrets.token_hex(16)
    cmd = [python, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1",
           f"--port={port}", "--port-retries=0", f"--IdentityProvider.token={token}",
           f"--ServerApp.root_dir={work}", *args]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    with open(root / "lab.log", "w") as log:
        proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, cwd=root)
        lab = Lab(f"http://127.0.0.1:{port}", token, work)
        try:
            deadline = time.time() + 60
            while True:
                try:
                    lab.api("/api/status")
                    break
                except OSError:
                    if proc.poll() is not None or time.time() > deadline:
                        raise RuntimeError("JupyterLab did not start:\n"
                                           + (root / "lab.log").read_text()) from None
                    time.sleep(0.3)
            yield lab
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
