"""The mesowidgets.wire server extension: a real JupyterLab with it enabled opens kernel
websockets whose server-side socket has TCP_NODELAY set and that agree to permessage-deflate
when the client asks (as every browser does); without it, neither. Installing the package
enables it for every Jupyter server of the environment (a jupyter_server_config.d file),
so a plain `jupyter lab` has it."""
from __future__ import annotations

import re
import sys
import time
from pathlib import Path

import pytest
import websocket  # websocket-client: synchronous (Playwright owns the event loop)

from .helpers import open_notebook, websocket_handshakes
from .labserver import running_lab

PROBE = '''
import socket
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
_connect = ZMQChannelsWebsocketConnection.connect

def connect(self):
    result = _connect(self)
    sock = self.websocket_handler.ws_connection.stream.socket
    self.log.warning("PROBE TCP_NODELAY=%s", sock.getsockopt(socket.IPPROTO_TCP,
                                                              socket.TCP_NODELAY))
    return result

ZMQChannelsWebsocketConnection.connect = connect
'''


def open_kernel_websocket(lab) -> str:
    """Open and close a kernel websocket that offers permessage-deflate, as Chromium does;
    the extensions the server agreed to."""
    kernel = lab.api("/api/kernels", "POST", {})
    ws = websocket.create_connection(
        f"{lab.url.replace('http', 'ws')}/api/kernels/{kernel['id']}/channels"
        f"?token={lab.token}&session_id=probe",
        header=["Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits"])
    agreed = ws.getheaders().get("sec-websocket-extensions", "")
    time.sleep(1)
    ws.close()
    lab.api(f"/api/kernels/{kernel['id']}", "DELETE")
    return agreed


def probed(tmp_path: Path, *args: str, python: str = sys.executable) -> tuple[str, str]:
    """Start JupyterLab with `args` and the probe; the extensions its kernel websocket
    agreed to, and the TCP_NODELAY value the probe logged."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    probe = tmp_path / "probe_config.py"
    probe.write_text(PROBE)
    with running_lab(tmp_path, {}, (f"--config={probe}", *args), python=python) as lab:
        agreed = open_kernel_websocket(lab)
    log = (tmp_path / "lab.log").read_text()
    found = re.search(r"PROBE TCP_NODELAY=(\d)", log)
    assert found, log[-2000:]
    return agreed, found.group(1)


@pytest.mark.parametrize("switch, enabled", [("", True), ("=True", True), ("=False", False)])
def test_kernel_websockets_set_tcp_nodelay_and_deflate_with_the_extension(tmp_path: Path,
                                                                           switch, enabled):
    """On by default where the package is installed; the command line can still turn it
    off."""
    args = [f"--ServerApp.jpserver_extensions=mesowidgets.wire{switch}"] if switch else []
    agreed, nodelay = probed(tmp_path, *args)
    assert nodelay == ("1" if enabled else "0")
    assert ("permessage-deflate" in agreed) == enabled, agreed


def test_a_plain_jupyter_lab_after_pip_install_has_the_fast_socket(dist, fresh_venv, tmp_path):
    """A user's `pip install mesowidgets jupyterlab` then `jupyter lab`, with no flag: the
    extension is listed as enabled and the kernel websocket has TCP_NODELAY."""
    env = fresh_venv()
    env.pip("install", "-q", str(next(dist.glob("*.whl"))), "jupyterlab")
    listed = env.run(str(env.bin / "jupyter"), "server", "extension", "list")
    assert re.search(r"mesowidgets\.wire\s+(\x1b\[\d+m)?enabled", listed.stdout + listed.stderr), \
        listed.stdout + listed.stderr
    agreed, nodelay = probed(tmp_path / "lab", python=env.python)
    assert nodelay == "1" and "permessage-deflate" in agreed, agreed


def test_chromium_and_the_lab_compress_the_kernel_websocket(page, lab):
    """The browser tests' JupyterLab runs with the extension (as scripts/play does): the
    kernel websocket Chromium opens for a notebook is agreed with permessage-deflate."""
    handshakes = websocket_handshakes(page)
    open_notebook(page, lab, "notebooks/tyrus/counting.ipynb")
    channels = [ext for url, ext in handshakes if "/channels" in url]
    assert channels, f"no kernel websocket seen: {handshakes}"
    assert all("permessage-deflate" in ext for ext in channels), channels
