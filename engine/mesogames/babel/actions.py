"""Babel actions and their notation.

    move Medes                  discard a Medes card, move the pawn to the Medes site
    deploy Hittites             place a Hittites card under one's side of the pawn's site
    build 3 from south          build level 3 with the top card of south's temple column
    build 1 from start          build one's own starting level 1 card (first turn only)
    migrate Medes to Persians   the last three cards under the Medes site go to the Persians
    Assyrians destroy           special abilities, each discarding one card of a run of three
    Hittites steal              (identical cards in a row) in the column at the pawn's site
    Medes desert Persians
    Persians build 4 from north
    Sumerians take
    Hittites halve              the alternative to any nation's power: the opponent discards
                                half their hand
    ... at 5                    (suffix) which run, when the column holds several runs of that
                                nation: the position (1 = first card deployed) of its first card
    discard Hittites            the opponent's choice of a card to discard after "halve"
    end turn                    reveal two temple cards; the other player's turn

Nations may be written by letter (A H M P S), English or French name, any case.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, IllegalAction
from .cards import NATION_NAME, SEATS, level_of, nation_of

SOURCES = (*SEATS, "start")

#: The power of each nation, and the word for it in notation.
POWER_OF = {"A": "destroy", "H": "steal", "M": "desert", "P": "build", "S": "take"}
EFFECTS = ("destroy", "steal", "desert", "build", "take", "halve")


def _source(word: str) -> str:
    w = word.strip().lower()
    if w not in SOURCES:
        raise IllegalAction("notation", f"{word!r} is not a temple column: say north or south "
                            "(the players' columns) or start (one's own starting card).")
    return w


@dataclass(frozen=True, repr=False)
class Move(Action):
    kind = "move"
    nation: str

    def __str__(self):
        return f"move {NATION_NAME[self.nation]}"

    def parts(self):
        return {"piece": self.nation, "place": self.nation}


@dataclass(frozen=True, repr=False)
class Deploy(Action):
    kind = "deploy"
    nation: str

    def __str__(self):
        return f"deploy {NATION_NAME[self.nation]}"

    def parts(self):
        return {"piece": self.nation}


@dataclass(frozen=True, repr=False)
class Build(Action):
    kind = "build"
    level: int
    source: str          # "north" / "south" (whose temple column) or "start"

    def __str__(self):
        return f"build {self.level} from {self.source}"

    def parts(self):
        return {"piece": self.level, "from": self.source}


@dataclass(frozen=True, repr=False)
class Migrate(Action):
    kind = "migrate"
    source: str          # site (nation letter)
    target: str

    def __str__(self):
        return f"migrate {NATION_NAME[self.source]} to {NATION_NAME[self.target]}"

    def parts(self):
        return {"from": self.source, "to": self.target}


@dataclass(frozen=True, repr=False)
class Power(Action):
    """A special ability of the run of `nation` at the pawn's site.

    effect: the nation's own power (destroy, steal, desert, build, take) or "halve".
    victim: the deserting nation (Medes). level/source: the temple card built (Persians).
    at: the 1-based position of the run's first card, or 0 when there is only one run.
    """
    kind = "power"
    nation: str
    effect: str
    victim: str = ""
    level: int = 0
    source: str = ""
    at: int = 0

    def __str__(self):
        text = f"{NATION_NAME[self.nation]} {self.effect}"
        if self.effect == "desert":
            text += f" {NATION_NAME[self.victim]}"
        elif self.effect == "build":
            text += f" {self.level} from {self.source}"
        if self.at:
            text += f" at {self.at}"
        return text

    def parts(self):
        out = {"piece": self.nation, "effect": self.effect}
        if self.effect == "desert":
            out["victim"] = self.victim
        elif self.effect == "build":
            out.update({"level": self.level, "from": self.source})
        if self.at:
            out["at"] = self.at
        return out


@dataclass(frozen=True, repr=False)
class Discard(Action):
    kind = "discard"
    nation: str

    def __str__(self):
        return f"discard {NATION_NAME[self.nation]}"

    def parts(self):
        return {"piece": self.nation}


@dataclass(frozen=True, repr=False)
class EndTurn(Action):
    kind = "end turn"

    def __str__(self):
        return "end turn"


def _bad(text: str, hint: str):
    return IllegalAction("notation", f"{text!r} is not a Babel action: {hint}")


def parse_action(text: str) -> Action:
    words = text.replace(",", " ").replace(":", " ").split()
    low = [w.lower() for w in words]
    if not words:
        raise _bad(text, "write for example 'deploy Hittites' or 'end turn'.")
    head = low[0]
    if low in (["end", "turn"], ["end"], ["pass"]):
        return EndTurn()
    if head in ("move", "deploy", "discard"):
        if len(words) != 2:
            raise _bad(text, f"write '{head}' and one nation, like '{head} Medes'.")
        cls = {"move": Move, "deploy": Deploy, "discard": Discard}[head]
        return cls(nation_of(words[1]))
    if head == "build":
        if len(words) != 4 or low[2] != "from":
            raise _bad(text, "write 'build <level> from <north|south|start>', like "
                       "'build 3 from south'.")
        return Build(level_of(words[1]), _source(words[3]))
    if head == "migrate":
        if len(words) != 4 or low[2] != "to":
            raise _bad(text, "write 'migrate <site> to <site>', like 'migrate Medes to Persians'.")
        return Migrate(nation_of(words[1]), nation_of(words[3]))
    # A special ability: <nation> <effect> [args] [at N]
    at = 0
    if len(low) >= 2 and low[-2] == "at":
        try:
            at = int(words[-1])
        except ValueError:
            at = 0
        if at < 1:
            raise _bad(text, "'at' needs the position (1, 2, ...) of the run's first card.")
        words, low = words[:-2], low[:-2]
    if len(words) < 2:
        raise _bad(text, "say move, deploy, build, migrate, discard, end turn, or a nation and "
                   "its power, like 'Sumerians take' or 'Medes halve'.")
    nation = nation_of(words[0])
    effect = low[1]
    if effect not in EFFECTS:
        raise _bad(text, f"a power is {POWER_OF[nation]} for the {NATION_NAME[nation]}, or "
                   "halve for any nation.")
    if effect != "halve" and POWER_OF[nation] != effect:
        raise IllegalAction("special abilities",
                            f"The {NATION_NAME[nation]}' power is '{POWER_OF[nation]}', not "
                            f"'{effect}' (or use 'halve', which every nation may).")
    if effect == "desert":
        if len(words) != 3:
            raise _bad(text, "write which nation deserts, like 'Medes desert Persians'.")
        return Power(nation, effect, victim=nation_of(words[2]), at=at)
    if effect == "build":
        if len(words) != 5 or low[3] != "from":
            raise _bad(text, "write 'Persians build <level> from <north|south>'.")
        source = _source(words[4])
        if source == "start":
            raise IllegalAction("Persians", "The starting card is level 1; a Persian skip builds "
                                "level 2 or higher, from a temple column.")
        return Power(nation, effect, level=level_of(words[2]), source=source, at=at)
    if len(words) != 2:
        raise _bad(text, f"'{NATION_NAME[nation]} {effect}' takes nothing more.")
    return Power(nation, effect, at=at)
