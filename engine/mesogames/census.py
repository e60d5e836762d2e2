"""Every piece of a game in exactly one place: what the four diagram readers share to count
the pieces a diagram writes against the pieces the game has, and to put the rest where
the rules put them.

A reader takes the pieces of each line it reads from a `Census` (`census.take(pieces)`);
a line that writes more pieces of a kind than the game has is refused, naming that line
(the error is raised while the line is the one read last, see diagrams.Fields). What is
left (`census.rest()`) is dealt, shuffled from the seed: first into the hands the diagram
leaves out or ends with `...`, then to the one line that ends with `...`, or else below
the top of the draw pile (the bag, the deck, the quarry, the supply). Nothing is ever set
aside silently.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable

from .core import IllegalAction
from .words import plural_of

RULE = "position diagram"
MORE = "..."


def listed(text: str) -> tuple[str, bool]:
    """A line's value without its closing `...`, and whether it had one ("and the rest")."""
    t = text.rstrip()
    if t.endswith(MORE):
        return t[: -len(MORE)].rstrip(), True
    if MORE in t:
        raise IllegalAction(RULE, f"'{MORE}' ends a line (it means: and the rest, shuffled); "
                            "write it last.")
    return text, False


class Census:
    """The pieces of the game not yet placed by the lines read so far.

    `counts`: how many of each kind the game has; `name(kind)`: a kind's name in the
    singular ("red tile", "level 3 temple card"); `order`: the kinds in a fixed order (the
    rest is listed in it before it is shuffled, so a seed gives the same game)."""

    def __init__(self, counts: dict, name: Callable[[object], str]):
        self.total = dict(counts)
        self.left = Counter(counts)
        self.name = name

    def take(self, pieces: Iterable) -> list:
        """Place `pieces` (refused if the game has too few left of a kind); returns them."""
        pieces = list(pieces)
        for kind, n in Counter(pieces).items():
            have = self.left.get(kind, 0)
            if n > have:
                total = self.total.get(kind, 0)
                placed = total - have + n
                if total == 1:
                    raise IllegalAction(RULE, f"{self.name(kind)} is written {placed} times: "
                                        "the game has one, in one place.")
                raise IllegalAction(RULE, f"too many {plural_of(self.name(kind))}: the game "
                                    f"has {total}, and the diagram writes {placed} with this "
                                    "line.")
        self.left -= Counter(pieces)
        return pieces

    def rest(self) -> list:
        """The pieces no line placed, in the fixed order of the kinds."""
        return [k for k in self.total for _ in range(self.left.get(k, 0))]


def holder_of_rest(fields, keys: Iterable[str], default: str) -> str:
    """The line that takes the rest: the one of `keys` that ends with `...`, else
    `default` (the draw pile). Two lines cannot both take it."""
    marked = [k for k in keys if k in fields and fields[k].rstrip().endswith(MORE)]
    if len(marked) > 1:
        fields.last = marked[1]
        raise IllegalAction(RULE, f"only one line ends with '{MORE}' (the rest goes to one "
                            f"place); line {fields.lines[marked[0]]} ({marked[0]}) already "
                            "does.")
    return marked[0] if marked else default


def deal(rest: list, wanted: int) -> list:
    """Up to `wanted` pieces from the front of the shuffled rest (removed from it)."""
    hand = rest[:max(0, wanted)]
    del rest[:len(hand)]
    return hand

