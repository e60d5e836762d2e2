"""The mesowidgets.nodelay server extension: a real JupyterLab with it enabled opens
kernel websockets whose server-side socket has TCP_NODELAY set (and without it, not)."""
from __future__ import annotations

import time
from pathlib import Path

import pytest
import websocket            # websocket-client: synchronous (Playwright owns the event loop)

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


def open_kernel_websocket(lab) -> None:
    kernel = lab.api("/api/kernels", "POST", {})

    ws = websocket.create_connection(
        f"{lab.url.replace('http', 'ws')}/api/kernels/{kernel['id']}/channels"
        f"?token={lab.token}&session_id=probe")
    time.sleep(1)
    ws.close()
    lab.api(f"/api/kernels/{kernel['id']}", "DELETE")


@pytest.mark.parametrize("enabled", [True, False])
def test_kernel_websockets_set_tcp_nodelay_with_the_extension(tmp_path: Path, enabled):
    probe = tmp_path / "probe_config.py"
    probe.write_text(PROBE)
    args = [f"--config={probe}"]
    if enabled:
        args.append("--ServerApp.jpserver_extensions=mesowidgets.nodelay=True")
    with running_lab(tmp_path, {}, tuple(args)) as lab:
        open_kernel_websocket(lab)
    log = (tmp_path / "lab.log").read_text()
    assert f"PROBE TCP_NODELAY={1 if enabled else 0}" in log, log[-2000:]
