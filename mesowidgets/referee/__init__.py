"""The referee: tables whose full state lives in one service, played from several kernels.

`python -m mesowidgets serve` runs it (cli.py); app.py is the HTTP and websocket face,
service.py the work, tables.py the tables as stored, store.py / sqlite.py / postgres.py
where they are kept. Players join with `<GameWidget>.join(url, code)` (mesowidgets/remote.py).
"""
from .client import Invitation, create_table

__all__ = ["Invitation", "create_table"]
