"""Creating a table at a referee from Python (over its HTTP API)."""
from __future__ import annotations

import json
import urllib.error
import urllib.request
from dataclasses import dataclass


@dataclass(frozen=True)
class Invitation:
    """A table at a referee: give each player their seat's code (`seats[i]`; None for a
    bot's seat) and spectators the `spectator` code; each joins with
    `<GameWidget>.join(url, code)`."""

    url: str
    table: str
    game: str
    seats: list
    spectator: str

    def __repr__(self) -> str:      # the codes are secrets: shown only when asked for
        open_seats = sum(c is not None for c in self.seats)
        return (f"Invitation({self.game} table {self.table} at {self.url}, "
                f"{open_seats} seat codes and a spectator code)")


def create_table(url: str, game: str, *, bots: dict | None = None, undo: bool = False,
                 timeout: float = 30.0, **options) -> Invitation:
    """Ask the referee at `url` for a new table of `game` (a registered game's name, as
    the referee lists them at GET /games: "tyrus"...), with new-game `options` and bot
    seats ({seat: level})."""
    body = json.dumps({"game": game, "options": options,
                       "bots": {str(k): v for k, v in (bots or {}).items()},
                       "undo": undo}).encode()
    request = urllib.request.Request(url.rstrip("/") + "/tables", data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            made = json.loads(answer.read())
    except urllib.error.HTTPError as err:
        try:
            why = json.loads(err.read())["error"]
        except (ValueError, KeyError):
            why = f"HTTP {err.code}"
        raise ValueError(f"The referee refused the table: {why}") from None
    return Invitation(url, made["table"], made["game"], made["seats"], made["spectator"])
