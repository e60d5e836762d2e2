"""Check a JSON value against a type of mesogames.views at run time: the TypedDicts (keys
exactly, values by their types), lists, dicts, unions, Literal and the JSON scalars."""
from __future__ import annotations

import types
import typing
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints


def mismatches(value, tp, where: str = "view") -> list[str]:
    """Where `value` is not of type `tp`, as "view.tiles.F7: 3 is not str" lines."""
    if tp is Any:
        return []
    if typing.is_typeddict(tp):
        if not isinstance(value, dict):
            return [f"{where}: {value!r:.60} is not a {tp.__name__}"]
        hints = get_type_hints(tp)
        keys, required = set(value), set(tp.__required_keys__)
        out = [f"{where}: {tp.__name__} has no key {k!r}" for k in sorted(keys - set(hints))]
        out += [f"{where}: {tp.__name__} lacks {k!r}" for k in sorted(required - keys)]
        for k in sorted(keys & set(hints)):
            out += mismatches(value[k], _unwrapped(hints[k]), f"{where}.{k}")
        return out
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        every = [mismatches(value, arm, where) for arm in get_args(tp)]
        return [] if any(not m for m in every) else min(every, key=len)
    if origin is Literal:
        ok = value in get_args(tp)
        return [] if ok else [f"{where}: {value!r} is not one of {get_args(tp)}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r:.60} is not a list"]
        (item,) = get_args(tp)
        return [m for i, v in enumerate(value) for m in mismatches(v, item, f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r:.60} is not a dict"]
        key, item = get_args(tp)
        return [m for k, v in value.items()
                for m in mismatches(k, key, f"{where} key") + mismatches(v, item, f"{where}.{k}")]
    if tp is type(None):
        return [] if value is None else [f"{where}: {value!r:.60} is not None"]
    if tp is int:       # a bool is not a number here
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, tp)
    return [] if ok else [f"{where}: {value!r:.60} is not {tp.__name__}"]


def _unwrapped(tp):
    """NotRequired[X] -> X (the key may be absent; when present it is an X)."""
    return get_args(tp)[0] if get_origin(tp) is typing.NotRequired else tp
