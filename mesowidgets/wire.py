"""A Jupyter server extension: kernel websockets at the network's floor.

Two things jupyter_server leaves off on its kernel websockets, which carry every widget
message between the kernel and the browser:

- TCP_NODELAY. Without it a small message (a widget's answer to a click) can wait for the
  previous one's acknowledgement (Nagle's algorithm): a Python websocket client's round
  trip here went from 59 to 30 ms with it; in Chromium, a bare widget's round trip went
  from 45 to 23 ms in one run and from 22 to 20 ms in another, so the gain there is
  within the noise of this 2-core machine (benchmarks/browser_latency.py measures both
  servers, "bare, no focus"). The extension's connection class sets it when a kernel
  websocket opens.
- permessage-deflate (RFC 7692). A widget's message is mostly the same words as the one
  before (a log sentence, square names, the Jupyter envelope); compressed with the
  connection's running dictionary it shrinks three- to five-fold, envelope included
  (benchmarks/bytes_per_action.py prints both sizes). Browsers ask for it on every
  websocket; the server now agrees.

Installing the package enables it for every Jupyter server of the environment
(jupyter-config/jupyter_server_config.d/mesowidgets.json, installed into
<prefix>/etc/jupyter/jupyter_server_config.d/). To keep a server as it is:

    jupyter server extension disable mesowidgets.wire
    jupyter lab --ServerApp.jpserver_extensions=mesowidgets.wire=False

A server already configured
with its own kernel websocket connection class keeps it (no TCP_NODELAY then), and one with
its own `ServerApp.websocket_compression_options` keeps those.
"""
from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

CONNECTION = "kernel_websocket_connection_class"
COMPRESSION = "websocket_compression_options"


class NoDelayConnection(ZMQChannelsWebsocketConnection):
    """The default kernel websocket connection, with TCP_NODELAY set on its socket."""

    def connect(self):
        self.websocket_handler.set_nodelay(True)
        return super().connect()


def _jupyter_server_extension_points():
    return [{"module": "mesowidgets.wire"}]


def _load_jupyter_server_extension(serverapp) -> None:
    settings = serverapp.web_app.settings
    current = settings.get(CONNECTION)
    if current in (None, ZMQChannelsWebsocketConnection):
        settings[CONNECTION] = NoDelayConnection
        serverapp.log.info("mesowidgets.wire: kernel websockets set TCP_NODELAY.")
    elif current is not NoDelayConnection:
        serverapp.log.warning("mesowidgets.wire: the server uses its own kernel websocket "
                              "connection (%s); TCP_NODELAY is not set.", current)
    if settings.get(COMPRESSION) is None:
        settings[COMPRESSION] = {}          # tornado's defaults: level 6, 15-bit windows
        serverapp.log.info("mesowidgets.wire: websockets accept permessage-deflate.")
