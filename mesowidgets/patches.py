"""What changed in a synced trait, as a short list of operations the front end applies.

Every synced trait still holds its whole value in Python (the truth, and what a newly
connected front end receives); on the wire, a trait whose new value shares most of the
old one travels as a patch instead. An operation is a JSON list:

    ["s", path, value]            set the value at path (path [] replaces the whole)
    ["d", path]                   delete the key at path (a dict)
    ["p", path, start, n, items]  splice the list at path: remove n from start, insert items

A path is a list of dict keys and list indices. `apply` is the reference the front end's
`applyPatch` (js/lib/patch.js) follows; the tests check both against each other.
"""
from __future__ import annotations

import copy
import json


def diff(old, new, path=None, ops=None) -> list:
    """The operations that turn `old` into `new` (both JSON values)."""
    path = [] if path is None else path
    ops = [] if ops is None else ops
    if old == new:
        return ops
    if isinstance(old, dict) and isinstance(new, dict):
        for key, value in new.items():
            if key not in old:
                ops.append(["s", path + [key], value])
            elif old[key] != value:
                diff(old[key], value, path + [key], ops)
        ops.extend(["d", path + [key]] for key in old if key not in new)
    elif isinstance(old, list) and isinstance(new, list):
        _list_diff(old, new, path, ops)
    else:
        ops.append(["s", path, new])
    return ops


def _list_diff(old: list, new: list, path: list, ops: list) -> None:
    """A list: the common head and tail stay; what lies between is patched element by
    element where the lengths agree, else spliced."""
    head = 0
    limit = min(len(old), len(new))
    while head < limit and old[head] == new[head]:
        head += 1
    tail = 0
    while (tail < limit - head and old[len(old) - 1 - tail] == new[len(new) - 1 - tail]):
        tail += 1
    removed, added = len(old) - head - tail, new[head:len(new) - tail]
    if removed == len(added):
        for i, value in enumerate(added):
            diff(old[head + i], value, path + [head + i], ops)
    else:
        ops.append(["p", path, head, removed, added])


def apply(value, ops: list):
    """`value` with `ops` applied (a new value; `value` is not changed)."""
    value = copy.deepcopy(value)
    for op in ops:
        kind, path = op[0], op[1]
        if kind == "s" and not path:
            value = copy.deepcopy(op[2])
            continue
        parent = value
        for key in path[:-1] if kind != "p" else path:
            parent = parent[key]
        if kind == "s":
            parent[path[-1]] = copy.deepcopy(op[2])
        elif kind == "d":
            del parent[path[-1]]
        else:
            start, n, items = op[2], op[3], op[4]
            parent[start:start + n] = copy.deepcopy(items)
    return value


def smaller(ops: list, value) -> bool:
    """Whether the patch is worth sending instead of the whole value."""
    return len(json.dumps(ops, separators=(",", ":"))) < len(
        json.dumps(value, separators=(",", ":")))
