"""Every registered game's widget, in each variant of its spec (mesogames/registry.py),
for the tests that run on every game: {"tigris_cards-2": (TigrisCardsWidget, {"players":
2}), "tyrus": (TyrusWidget, {}), ...}."""
from __future__ import annotations

from mesogames import registry

#: (widget class, new-game options) for every game and the player counts worth trying.
GAMES = {spec.variant_id(options): (spec.widget_class(), dict(options))
         for spec in registry.specs() if spec.widget for options in spec.variants}
