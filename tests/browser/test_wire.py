"""The mesowidgets.wire server extension: a real JupyterLab with it enabled opens kernel
websockets whose server-side socket has TCP_NODELAY set and that agree to permessage-deflate
when the client asks (as every browser does); without it, neither."""
from __future__ import annotations

import time
from pathlib import Path

import pytest
import websocket            # websocket-client: synchronous (Playwright owns the event loop)

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


@pytest.mark.parametrize("enabled", [True, False])
def test_kernel_websockets_set_tcp_nodelay_and_deflate_with_the_extension(tmp_path: Path,
                                                                           enabled):
    probe = tmp_path / "probe_config.py"
    probe.write_text(PROBE)
    args = [f"--config={probe}"]
    if enabled:
        args.append("--ServerApp.jpserver_extensions=mesowidgets.wire=True")
    with running_lab(tmp_path, {}, tuple(args)) as lab:
        agreed = open_kernel_websocket(lab)
    log = (tmp_path / "lab.log").read_text()
    assert f"PROBE TCP_NODELAY={1 if enabled else 0}" in log, log[-2000:]
    assert ("permessage-deflate" in agreed) == enabled, agreed


def test_chromium_and_the_lab_compress_the_kernel_websocket(page, lab):
    """The browser tests' JupyterLab runs with the extension (as scripts/play does): the
    kernel websocket Chromium opens for a notebook is agreed with permessage-deflate."""
    handshakes = websocket_handshakes(page)
    open_notebook(page, lab, "notebooks/tyrus/counting.ipynb")
    channels = [ext for url, ext in handshakes if "/channels" in url]
    assert channels, f"no kernel websocket seen: {handshakes}"
    assert all("permessage-deflate" in ext for ext in channels), channels
