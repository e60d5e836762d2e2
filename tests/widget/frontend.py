"""Messages as a widget's front end sends them, delivered through ipywidgets' own entry
point (`_handle_msg`), so the tests cross the same door a browser does."""
from __future__ import annotations

from mesowidgets.protocol import TRAITS, expanded

#: Every trait a game widget syncs to its front end.
SYNCED = list(TRAITS)


def deliver(widget, data: dict, buffers=None) -> None:
    widget._handle_msg({"content": {"data": data}, "buffers": buffers or []})


def send(widget, msg, at=None) -> None:
    """An intent as the front end sends it: with the position it was made on (the
    history's length as synced), unless the test gives its own `at` or a raw message."""
    if isinstance(msg, dict) and "at" not in msg and not any(k in msg for k in ("seek", "reveal")):
        msg = {**msg, "at": len(widget.history) if at is None else at}
    deliver(widget, {"method": "custom", "content": msg})


def forge_update(widget, state: dict) -> None:
    """An ipywidgets state update, as a curious player's browser console could send."""
    deliver(widget, {"method": "update", "state": state, "buffer_paths": []})


def synced(widget) -> dict:
    return {name: getattr(widget, name) for name in SYNCED}


def legal(widget) -> list[str]:
    """The names (notation) of the legal actions the front end was sent (a group's names
    in the order of its places)."""
    return [a["name"] for a in expanded(widget.legal, widget.place_names, widget.words)]
