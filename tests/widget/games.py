"""The four games' widgets and a way to start each for the trust tests."""
from __future__ import annotations

from mesowidgets import BabelWidget, TigrisCardsWidget, TigrisWidget, TyrusWidget

#: (widget class, new-game options) for every game and the player counts worth trying.
GAMES = {
    "tyrus": (TyrusWidget, {}),
    "babel": (BabelWidget, {}),
    "tigris_cards-2": (TigrisCardsWidget, {"players": 2}),
    "tigris_cards-3": (TigrisCardsWidget, {"players": 3}),
    "tigris-2": (TigrisWidget, {"players": 2}),
    "tigris-4": (TigrisWidget, {"players": 4, "english": True, "buildings": True,
                                "ziggurat": True}),
}
