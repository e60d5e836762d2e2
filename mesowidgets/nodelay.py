"""A Jupyter server extension: kernel websockets without Nagle's delay.

jupyter_server never sets TCP_NODELAY on its kernel websockets, so a small message (a
widget's answer to a click) can wait for the previous one's acknowledgement: about 40 ms
of every round trip here (see benchmarks/browser_latency.py). This extension makes the
server's kernel websocket connections set TCP_NODELAY when they open. `scripts/play`
enables it; for any other server, one line of config (or the command line):

    c.ServerApp.jpserver_extensions = {"mesowidgets.nodelay": True}
    jupyter lab --ServerApp.jpserver_extensions=mesowidgets.nodelay=True

Leave it out (or set it to False) to keep the server as it is. A server already
configured with its own kernel websocket connection class is left alone.
"""
from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

SETTING = "kernel_websocket_connection_class"


class NoDelayConnection(ZMQChannelsWebsocketConnection):
    """The default kernel websocket connection, with TCP_NODELAY set on its socket."""

    def connect(self):
        self.websocket_handler.set_nodelay(True)
        return super().connect()


def _jupyter_server_extension_points():
    return [{"module": "mesowidgets.nodelay"}]


def _load_jupyter_server_extension(serverapp) -> None:
    settings = serverapp.web_app.settings
    current = settings.get(SETTING)
    if current in (None, ZMQChannelsWebsocketConnection):
        settings[SETTING] = NoDelayConnection
        serverapp.log.info("mesowidgets.nodelay: kernel websockets set TCP_NODELAY.")
    elif current is not NoDelayConnection:
        serverapp.log.warning("mesowidgets.nodelay: the server uses its own kernel websocket "
                              "connection (%s); TCP_NODELAY is not set.", current)
