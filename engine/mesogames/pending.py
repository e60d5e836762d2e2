"""The `pending:` line of both Tigris games' diagrams: the decisions and steps under way, in
words a person reads and writes, not JSON.

Entries are separated by `;`. Each is its kind (docs/decisions.md; automatic steps too:
`wars`, `end of turn`...) followed by `key=value` words:

    pending: conflict type=revolt colour=G fight=R attacker=lion defender=archer
             seat=archer leaders=[I6,K7] junction=- base=[1,2] added=[0,-]; end of turn

A value is `-` (none), a word or number, or a list `[a,b]` (lists nest). Seats are written
by name; places as the game writes them (squares `F7` in Tigris & Euphrates, columns from 1
in the card game): each game gives a `Codec` per key that holds seats or places.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Callable

from .core import IllegalAction

NONE = "-"
_ATOM = re.compile(r"[A-Za-z0-9|_.]+")


@dataclass(frozen=True)
class Codec:
    """How the numbers (or booleans) under one key are written: `write(n)` -> word;
    `read(word)` -> n, or None when the word is not one of these (a word such as a
    monument's colours)."""
    write: Callable[[int], str]
    read: Callable[[str], int | bool | None]


def seat_codecs(names) -> dict[str, Codec]:
    """The keys that hold a seat in both Tigris games' queues, written by seat name."""
    names = [n.lower() for n in names]
    seat = Codec(lambda n: names[n] if isinstance(n, int) and 0 <= n < len(names) else str(n),
                 lambda w: names.index(w.lower()) if w.lower() in names else None)
    return {"seat": seat, "attacker": seat, "defender": seat}


def write(pending: list, codecs: dict[str, Codec]) -> str:
    """The queue as the `pending:` line's value."""
    return "; ".join(" ".join([d["kind"]] + [f"{k}={_value(v, codecs.get(k))}"
                                             for k, v in d.items() if k != "kind"])
                     for d in pending)


def _value(v, codec: Codec | None) -> str:
    if v is None:
        return NONE
    if isinstance(v, list):
        return "[" + ",".join(_value(x, codec) for x in v) + "]"
    if isinstance(v, int) and codec is not None:
        return codec.write(v)
    if isinstance(v, bool) or not isinstance(v, (int, str)):
        raise ValueError(f"pending: cannot write {v!r} without a codec")
    return str(v)


def read(text: str, codecs: dict[str, Codec], rule: str) -> list:
    """The queue from the `pending:` line's value (JSON, as older diagrams wrote it, too)."""
    text = text.strip()
    if text.startswith(("[", "{")):             # an entry in words starts with its kind
        try:
            return json.loads(text)
        except ValueError:
            raise IllegalAction(rule, "pending: write the decisions under way as kind and "
                                "key=value words (or as JSON).") from None
    out = []
    for part in filter(None, (p.strip() for p in text.split(";"))):
        words = part.split()
        kind = []
        while words and "=" not in words[0]:
            kind.append(words.pop(0))
        if not kind:
            raise IllegalAction(rule, f"pending: {part[:40]!r} starts with the decision's kind, "
                                "like conflict or wars.")
        entry = {"kind": " ".join(kind)}
        for word in words:
            key, _, value = word.partition("=")
            if not key or key in entry:
                raise IllegalAction(rule, f"pending: {word[:40]!r}: write each key once, "
                                    "as key=value.")
            entry[key] = _parse(value, codecs.get(key), rule, key)
        out.append(entry)
    return out


def _parse(text: str, codec: Codec | None, rule: str, key: str):
    value, rest = _item(text, codec, rule, key)
    if rest:
        raise IllegalAction(rule, f"pending: {key}={text[:30]} has {rest[:20]!r} left over; "
                            "a value is -, a word, a number or a list like [a,b].")
    return value


def _item(text: str, codec, rule: str, key: str):
    if text.startswith("["):
        items: list = []
        rest = text[1:]
        if rest.startswith("]"):
            return items, rest[1:]
        while True:
            value, rest = _item(rest, codec, rule, key)
            items.append(value)
            if rest.startswith(","):
                rest = rest[1:]
            elif rest.startswith("]"):
                return items, rest[1:]
            else:
                raise IllegalAction(rule, f"pending: {key}: a list is written [a,b], closed "
                                    "by ].")
    if text.startswith(NONE) and not text[1:2].isdigit():
        return None, text[1:]
    m = _ATOM.match(text)
    if not m:
        raise IllegalAction(rule, f"pending: {key}={text[:20]} cannot be read: a value is -, "
                            "a word, a number or a list like [a,b].")
    word = m.group(0)
    if codec is not None:
        n = codec.read(word)
        if n is not None:
            return n, text[m.end():]
    return (int(word) if word.isdigit() else word), text[m.end():]
