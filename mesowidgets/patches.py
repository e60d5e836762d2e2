"""What changed in a synced trait, as a short list of operations the front end applies.

Every synced trait still holds its whole value in Python (the truth, and what a newly
connected front end receives); on the wire, a trait whose new value shares most of the
old one travels as a patch instead. An operation is a JSON list:

    ["s", path, value]            set the value at path (path [] replaces the whole)
    ["m", path, {key: value}]     set each key of the dict at path (several sets, shorter)
    ["d", path, key...]           delete the key at path (a dict), and the keys after it
                                  from the same dict
    ["p", path, start, n, items]  splice the list at path: remove n from start, insert items

A path is a list of dict keys and list indices. `apply` is the reference the front end's
`applyPatch` (js/lib/patch.js) follows; the tests check both against each other.
"""
from __future__ import annotations

import copy
import difflib
import json
from typing import NamedTuple


def diff(old, new, path=None, ops=None, shared: dict | None = None) -> list:
    """The operations that turn `old` into `new` (both JSON values). A dict or list that
    changed in many places is set whole where that is shorter than its operations.
    `shared`: where `old` and `new` are dicts, the operations of each of their parts that
    changed are kept there, with the part's old and new values, and taken from there for
    a part whose old and new values equal those kept (`Shared`)."""
    path = [] if path is None else path
    ops = [] if ops is None else ops
    if old != new:
        _diff(old, new, path, ops, _Lengths(shared if not path else None))
    return ops


class Shared(dict):
    """The operations of the parts of a trait (the keys of a view) that changed, kept for
    the next connections of a referee's push round (part -> the last old and new values
    diffed and their operations): a part that changed alike for several connections
    (every spectator's view, the discards and counts every seat sees) is diffed once, not
    once per connection. A part is matched by its old and new values, so a connection is
    given the operations worked out from values equal to its own: nothing of another
    connection's view that it does not hold itself."""


class _Lengths:
    """The JSON lengths worked out during one diff, so that none is worked out twice: an
    operation's (an operation is measured again by each container above it, to choose
    between its operations and setting it whole) and a container's of the new value
    (measured again, as far as a limit, by each container above it). Each is kept with
    what it measures, so that no id is reused while the diff runs."""

    def __init__(self, shared: dict | None = None):
        self.ops: dict[int, tuple[list, int]] = {}
        self.values: dict[int, tuple[object, int]] = {}
        self.shared = shared

    def of_ops(self, ops: list) -> int:
        """`len(compact(ops))`, each operation written out once."""
        known = self.ops
        n = 1 + max(len(ops) - 1, 0) + 1
        for op in ops:
            held = known.get(id(op))
            if held is None:
                held = known[id(op)] = (op, len(compact(op)))
            n += held[1]
        return n


def _diff(old, new, path: list, ops: list, lengths: _Lengths) -> None:
    """`diff` of two values known to differ."""
    if isinstance(old, dict) and isinstance(new, dict):
        mine: list = []
        for key, value in new.items():
            if key not in old:
                mine.append(["s", path + [key], value])
            elif old[key] != value:
                if not path and lengths.shared is not None:
                    _shared_diff(old[key], value, key, mine, lengths, lengths.shared)
                else:
                    _diff(old[key], value, path + [key], mine, lengths)
        gone = [key for key in old if key not in new]
        if gone:
            mine.append(["d", path + gone[:1], *gone[1:]])
        ops.extend(_shorter(_merged(mine, path), path, new, lengths))
    elif isinstance(old, list) and isinstance(new, list):
        mine = []
        _list_diff(old, new, path, mine, lengths)
        ops.extend(_shorter(mine, path, new, lengths))
    else:
        ops.append(["s", path, new])


def _shared_diff(old, new, key: str, ops: list, lengths: _Lengths, shared: dict) -> None:
    """`_diff` of the part `key` of the root, taken from `shared` where the last
    part diffed there had the same old and new values (and kinds), else kept there in its
    place (the connections that see a part alike come together: the spectators; keeping
    one a part holds no connection's values longer than the next one's diff). The part's
    operations never change once made: they are only read and written out."""
    if not isinstance(new, (dict, list)):
        _diff(old, new, [key], ops, lengths)        # a number or a name: no work to keep
        return
    kept = shared.get(key)
    if kept is not None:
        was, now, found = kept
        if (was.__class__ is old.__class__ and now.__class__ is new.__class__
                and was == old and now == new):
            ops.extend(found)
            return
    found = []
    _diff(old, new, [key], found, lengths)
    shared[key] = (old, new, found)
    ops.extend(found)


def _merged(ops: list, path: list) -> list:
    """A dict's operations (`diff`), its keys' values set one by one ("s" on a key of the
    dict at `path`) as one "m", which is always the shorter (a view's counters and flags
    that change together: ["m", [], {"turn": 1, "out": 37}]). Neither is written out to
    compare them: each writes the values and the keys once, but the sets write `["s",`
    and the path once a key where the "m" writes them once in all: with P the length of
    the path's JSON, the sets of k keys of the root are k * (6 + P) - 7 - P characters
    longer (k more for a dict below the root, 2k fewer for keys that are not strings,
    which an object's JSON quotes): more than 0 for every k >= 2."""
    depth = len(path) + 1
    sets = [op for op in ops if op[0] == "s" and len(op[1]) == depth]
    if len(sets) < 2:
        return ops
    return [["m", path, {op[1][-1]: op[2] for op in sets}]] + [
        op for op in ops if not (op[0] == "s" and len(op[1]) == depth)]


def elementary(ops: list):
    """`ops` with each "m" and each "d" of several keys as the sets and deletions it
    stands for (one key each)."""
    for op in ops:
        if op[0] == "m":
            for key, value in op[2].items():
                yield ["s", op[1] + [key], value]
        elif op[0] == "d" and len(op) > 2:
            yield ["d", op[1]]
            for key in op[2:]:
                yield ["d", op[1][:-1] + [key]]
        else:
            yield op


def _shorter(ops: list, path: list, new, lengths: _Lengths) -> list:
    """`ops`, or setting `new` whole at `path` where that is shorter (not at the root: the
    caller compares the root's operations with the whole value). One operation is shorter,
    but one on this very list or dict: a splice of all of it ([9, 9] for [10, 10]) is
    longer, a merge of all its keys as long (the set is taken then: it says what it is)."""
    if not path:
        return ops
    own = len(ops) == 1 and ops[0][0] in "pm" and len(ops[0][1]) == len(path)
    if len(ops) < 2 and not own:
        return ops
    # ["s", path, new] against the operations: `new` (a dict or list, maybe large) is
    # measured only as far as the operations' length, not written out whole.
    limit = lengths.of_ops(ops) - len(compact(["s", path, None])) + len("null")
    if _length_within(new, limit if own else limit - 1, lengths) is not None:
        return [["s", path, new]]
    return ops


def _length_within(value, limit: int, lengths: _Lengths | None = None) -> int | None:
    """The length of `value`'s JSON text if it is at most `limit`, else None; a dict or
    list is measured item by item and left as soon as it is longer (`lengths`: the
    lengths of containers measured whole before, kept there)."""
    if not isinstance(value, (dict, list)):
        written = _written_length(value)       # a name, a number: counted at once
        return written if written <= limit else None
    if lengths is not None:
        held = lengths.values.get(id(value))
        if held is not None:
            return held[1] if held[1] <= limit else None
        n = _measured(value, limit, lengths)
        if n is not None:
            lengths.values[id(value)] = (value, n)
        return n
    return _measured(value, limit, None)


def _measured(value, limit: int, lengths: _Lengths | None) -> int | None:
    if isinstance(value, dict):
        n = 1 + max(len(value) - 1, 0) + 1
        for key, item in value.items():
            if n > limit or key.__class__ is not str:
                return None if n > limit else _whole_within(value, limit)
            written = _written_length(key)
            rest = _length_within(item, limit - n - written - 1, lengths)
            if rest is None:
                return None
            n += written + 1 + rest
        return n if n <= limit else None
    if isinstance(value, list):
        n = 1 + max(len(value) - 1, 0) + 1
        for item in value:
            if n > limit:
                return None
            rest = _length_within(item, limit - n, lengths)
            if rest is None:
                return None
            n += rest
        return n if n <= limit else None
    return _whole_within(value, limit)


def _whole_within(value, limit: int) -> int | None:
    n = _written_length(value)
    return n if n <= limit else None


def _written_length(value) -> int:
    """`len(compact(value))`, not written out for the usual strings and numbers."""
    kind = value.__class__
    if kind is str:
        if value.isascii() and value.isprintable() and '"' not in value and "\\" not in value:
            return len(value) + 2            # nothing escaped
    elif kind is int:
        return len(int.__repr__(value))
    elif value is None:
        return 4
    return len(compact(value))


def _list_diff(old: list, new: list, path: list, ops: list, lengths: _Lengths) -> None:
    """A list: the common head and tail stay; between them, the fewest splices
    (difflib's matching blocks), and an element replaced by one of the same kind is
    patched in place. Splices go from the end back, so each uses the old indices."""
    head = 0
    limit = min(len(old), len(new))
    while head < limit and old[head] == new[head]:
        head += 1
    tail = 0
    while (tail < limit - head and old[len(old) - 1 - tail] == new[len(new) - 1 - tail]):
        tail += 1
    a, b = old[head:len(old) - tail], new[head:len(new) - tail]
    _splices(a, b, _opcodes(a, b), path, head, ops, lengths)


def _splices(a: list, b: list, opcodes: list, path: list, at: int, ops: list,
             lengths: _Lengths, keyed: bool = False) -> None:
    """The operations of `opcodes` turning `a` into `b`, the part of a list at `path` from
    index `at`, from the end back. `keyed`: the opcodes compare dicts by their plain
    fields (`_label`), and the dicts they call equal are patched in place."""
    for tag, i1, i2, j1, j2 in reversed(opcodes):
        if tag == "equal" and not keyed:
            continue
        splice = ["p", path, at + i1, i2 - i1, b[j1:j2]]
        if tag == "equal" or tag == "replace" and i2 - i1 == j2 - j1 and all(
                isinstance(x, (dict, list)) and type(x) is type(y)
                for x, y in zip(a[i1:i2], b[j1:j2], strict=True)):
            # Containers replaced one for one (or matched, `keyed`): each patched in
            # place, or spliced in whole where the splice is shorter than their patches
            # can be (a building's tiles all turned face up at the end of a Tyrus game):
            # measured before they are diffed, not after.
            changed = [k for k in range(i2 - i1) if a[i1 + k] != b[j1 + k]]
            if tag == "replace" and _spliced_shorter(splice, changed, lengths):
                ops.append(splice)
                continue
            for k in changed:
                _diff(a[i1 + k], b[j1 + k], path + [at + i1 + k], ops, lengths)
            continue
        if tag == "replace" and not keyed and _all_dicts(a[i1:i2], b[j1:j2]):
            # Dicts replaced by others (a seat's legal actions at its next turn, entries
            # come and gone): those of the same plain fields patched in place, where that
            # is shorter than the splice.
            mine: list = []
            _splices(a[i1:i2], b[j1:j2], _labelled(a[i1:i2], b[j1:j2]), path, at + i1, mine,
                     lengths, keyed=True)
            if lengths.of_ops(mine) < len(compact(splice)):
                ops.extend(mine)
                continue
        if tag == "replace" and i2 - i1 == j2 - j1:
            # Values replaced one for one: each set in place where that is shorter
            # (a count that changed: ["s", [..., 0], 6] rather than a splice of [6]).
            sets = [["s", path + [at + i1 + k], b[j1 + k]] for k in range(i2 - i1)]
            if lengths.of_ops(sets) < len(compact(splice)) + 2:
                ops.extend(sets)
                continue
        ops.append(splice)


def _spliced_shorter(splice: list, changed: list[int], lengths: _Lengths) -> bool:
    """Whether `splice` (["p", path, at, n, items]) is surely shorter than the operations
    that patch the elements `changed` (offsets from `at`) in place: each of those has at
    least one operation, of a path below path + [at + k] and a value, at the shortest
    ["s", path + [at + k], 0] (a deletion's path is longer by its key, a splice's or a
    merge's rest longer than one character). Only the splice's items are measured, and
    only as far as that bound."""
    if len(changed) < 2:
        return False          # one element: its patch is rarely longer than its splice
    _, path, at, n, items = splice
    index = len(compact(path)) + (1 if path else 0)      # path + [k] less k's digits
    # The operations in place at their shortest, with the commas between them:
    least = sum(index + len(str(at + k)) + len('["s",,0]') + 1 for k in changed) - 1
    head = len(compact(["p", path, at, n, []])) - len("[]")    # the splice less its items
    return _length_within(items, least - 1 - head, lengths) is not None


def _all_dicts(a: list, b: list) -> bool:
    return all(x.__class__ is dict for x in a) and all(x.__class__ is dict for x in b)


def _label(d: dict) -> tuple:
    """A dict's plain fields (strings, numbers, booleans, null), which say what it is
    (a legal entry's kind, name pattern, piece) more than its lists and dicts."""
    return tuple((k, v) for k, v in d.items()
                 if v is None or v.__class__ in (str, int, float, bool))


def _labelled(a: list, b: list) -> list[tuple]:
    """difflib's opcodes from dicts `a` to dicts `b`, compared by their plain fields."""
    return difflib.SequenceMatcher(None, list(map(_label, a)), list(map(_label, b)),
                                   autojunk=False).get_opcodes()


def _opcodes(a: list, b: list) -> list[tuple]:
    """difflib's opcodes from `a` to `b` (lists that differ at their first and last
    elements, so never both empty), elements compared by their JSON text. The usual cases
    of a game's traits are answered without difflib: items only inserted or only removed
    (in one place or several: `_inserted`), one element replaced by another, lists of
    strings (each is its own key), and lists with no element in common (difflib finds no
    match: all of `a` replaced by `b`)."""
    if not a or not b:
        return [("insert", 0, 0, 0, len(b)) if not a else ("delete", 0, len(a), 0, 0)]
    if len(a) == len(b) == 1:
        return [("replace", 0, 1, 0, 1)]
    if len(a) != len(b):
        grown = _inserted(a, b) if len(a) < len(b) else _inserted(b, a)
        if grown is not None:
            if len(a) < len(b):
                return [("insert", i, i, j1, j2) for i, j1, j2 in grown]
            return [("delete", j1, j2, i, i) for i, j1, j2 in grown]
    if all(x.__class__ is str for x in a) and all(x.__class__ is str for x in b):
        keys = a, b
    else:
        keys = _classes(a, b)
    if set(keys[0]).isdisjoint(keys[1]):
        return [("replace", 0, len(a), 0, len(b))]
    return difflib.SequenceMatcher(None, *keys, autojunk=False).get_opcodes()


def _inserted(a: list, b: list) -> list[tuple[int, int, int]] | None:
    """Where `b` is `a` with items inserted (a card discarded into a sorted pile, two
    places apart), the runs inserted: (index in `a`, start and end in `b`); else None.
    Each item of `a` is matched with the first equal one of `b` left (as `_classes`
    compares them): one pass, not difflib's search."""
    runs: list[tuple[int, int, int]] = []
    i, n, spare = 0, len(a), len(b) - len(a)      # spare: items of `b` left unmatched
    start = None
    for j, y in enumerate(b):
        if i < n and a[i].__class__ is y.__class__ and a[i] == y:
            if start is not None:
                runs.append((i, start, j))
                start = None
            i += 1
            continue
        spare -= 1
        if spare < 0:
            return None
        if start is None:
            start = j
    if start is not None:
        runs.append((i, start, len(b)))
    return runs


def _classes(a: list, b: list) -> tuple[list, list]:
    """Keys for the elements of `a` and `b`: equal elements (as diff compares them) get
    the same key, the first equal element's number; found by comparison, not by writing
    each element out as sorted JSON."""
    seen: list = []
    keys: tuple[list, list] = ([], [])
    for items, out in ((a, keys[0]), (b, keys[1])):
        for x in items:
            k = next((i for i, y in enumerate(seen) if y.__class__ is x.__class__ and y == x),
                     None)
            if k is None:
                k = len(seen)
                seen.append(x)
            out.append(k)
    return keys


def apply(value, ops: list):
    """`value` with `ops` applied (a new value; `value` is not changed)."""
    value = copy.deepcopy(value)
    for op in elementary(ops):
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


def compact(value) -> str:
    """The JSON text of a value as it goes over the wire."""
    return _COMPACT(value)


def _compact_encoder():
    """json.dumps(value, separators=(",", ":")), without making its encoder at each call:
    `JSONEncoder.encode` makes a new C encoder for every value (most of the time of a short
    operation's text); this one is made once (no check for circular values: JSON values
    have none)."""
    encoder = json.JSONEncoder(separators=(",", ":"))
    if json.encoder.c_make_encoder is None:
        return encoder.encode
    once = json.encoder.c_make_encoder(
        None, encoder.default, json.encoder.encode_basestring_ascii, None, ":", ",", False,
        False, True)
    text = json.encoder.encode_basestring_ascii

    def encode(value) -> str:
        return text(value) if value.__class__ is str else "".join(once(value, 0))

    return encode


_COMPACT = _compact_encoder()


#: A list at least this long that only grew at its end (an event log, a history) is
#: patched without writing it all out: a splice of its new end is surely the shorter.
APPENDED = 8


class Log(list):
    """A list that only ever grows, in place, at its end: no item of it is changed, moved
    or removed (a referee connection's history and event log: seat.py's `_Grown`). What a
    front end was sent of it is then the log and its length at the time (`Logged`), and
    what changed since is its new end, read alone (`log_change`): a late action costs
    what an early one does, however long the log."""

    __slots__ = ()


class Logged(NamedTuple):
    """What a front end holds of a `Log`: its first `length` items."""

    log: Log
    length: int


def log_change(old, value: Log, size: int | None) -> tuple[object, list | None, int | None]:
    """`sized_change(old, value, size)` for a `Log` (the same operations and length),
    where `old` may be a `Logged`: the copy it gives is a `Logged` where the log's items
    are plain JSON (equal to the front end's copy), else the copy `sized_change` gives."""
    if isinstance(old, Logged) and old.log is value and old.length >= APPENDED:
        n = old.length
        added = value[n:]
        tail = json.loads(compact(added))
        splice = [["p", [], n, 0, tail]] if tail else []
        if tail == added:
            return Logged(value, len(value)), splice, None
        return value[:n] + tail, splice, None   # as `change` copies a list that grew
    if isinstance(old, Logged):
        old = old.log[:old.length]
    plain = value[:]                              # a list, as the log's copies were
    held, ops, length = sized_change(old, plain, size)
    return (Logged(value, len(value)) if held == plain else held), ops, length


def log_unchanged(old, value) -> bool:
    """Whether `value` is a `Log` that `old`, a `Logged` of it, holds whole."""
    return isinstance(old, Logged) and old.log is value and old.length == len(value)


def change(old, value, text: str | None = None) -> tuple[object, list | None]:
    """How a trait's new value travels: a copy of it as the front end will hold it
    (sharing nothing with `value`, which the engine may change in place later, but the
    entries of a list that only grew: see below), and the
    operations that turn `old` (the front end's copy, or None) into it when they are
    shorter than its JSON text, else None (send it whole). `text`: that text, when the
    caller has it already; without it, a long list that only grew is patched from its new
    end alone, without writing the whole list out."""
    if (text is None and isinstance(old, list) and isinstance(value, list)
            and _only_grew(old, value)):
        return _appended(old, value)
    text = compact(value) if text is None else text
    held = json.loads(text)
    ops = diff(old, held) if old is not None else None
    if ops is not None and len(compact(ops)) >= len(text):
        ops = None
    return held, ops


class _NotPlain(Exception):
    """A value that is not plain JSON (a tuple, a dict key that is not a string...)."""


def sized_change(old, value, size: int | None, shared: Shared | None = None,
                 whole: bool = True) -> tuple[object, list | None, int | None]:
    """`change(old, value)` (the same operations, the same copy), where `size` is the
    length of `old`'s JSON text (None: not known), and the length of the copy's text (None:
    not worked out). A dict or list that changed in a few places is not written out whole:
    the operations are found on `value` itself, the copy is `old` with them applied (a new
    value sharing its unchanged parts with `old`, nothing with `value`), and its length is
    `size` changed by what they replace. The copy equals `value` where `value` is plain
    JSON (a dict whose keys only changed places keeps their old order, as the front end's
    copy does: no operation moves them); where it is not (a tuple, a number key), all is
    done as `change` does. `shared`: `diff`'s, for the operations. `whole=False`: where
    `value` is sent whole, (None, None, None), `value` not written out for its copy where
    that can be helped (a caller trying several old values for the shortest patch)."""
    if _nothing_in(old) or _nothing_in(value):
        # Every operation would write out all of `value` (or, for an empty one, be no
        # shorter than its two characters): it is sent whole, as `change` finds.
        return sent_whole(value) if whole else (None, None, None)
    grew = isinstance(old, list) and isinstance(value, list) and _only_grew(old, value)
    if size is not None and type(old) is type(value) and isinstance(value, (dict, list)) and (
            not grew):
        text = compact(diff(old, value, shared=shared))
        if len(text) * CHANGED_MUCH > size:
            # Operations as long as a good part of the value (a game's end): writing the
            # value out and reading it back costs less than applying them to the copy.
            written = compact(value)
            held = json.loads(written)
            if held == value:
                return (held, json.loads(text) if len(text) < len(written) else None,
                        len(written))
            held = None
        else:
            try:
                held, grown, fresh = _applied(old, json.loads(text))
            except _NotPlain:
                held = None
        if held is not None and held == value:
            if len(text) >= size + grown:
                return sent_whole(value) if whole else (None, None, None)
            if fresh is not None:
                _in_order(held, value, fresh)
            return held, json.loads(text), size + grown
    if grew:
        return (*_appended(old, value), None)
    text = compact(value)
    return (*change(old, value, text), len(text))


def sent_whole(value) -> tuple[object, None, int]:
    """`value` sent whole: its copy (from its JSON text), no operations, and its length."""
    text = compact(value)
    return json.loads(text), None, len(text)


def _nothing_in(value) -> bool:
    """None, or an empty list or dict: nothing that a patch could keep."""
    return value is None or (value.__class__ is list or value.__class__ is dict) and not value


#: Operations longer than 1/CHANGED_MUCH of the old value's text are not applied to the
#: old copy by `sized_change`: the copy is the new value's text read back.
CHANGED_MUCH = 4


def _only_grew(old: list, value: list) -> bool:
    """A long list that only grew at its end (`change` patches it from its new end)."""
    return len(value) >= len(old) >= APPENDED and value[:len(old)] == old


def _appended(old: list, value: list) -> tuple[list, list]:
    """`change(old, value)` for a list that only grew (`_only_grew`): a splice of its new
    end, read alone."""
    tail = json.loads(compact(value[len(old):]))
    # The held list keeps `value`'s own entries where they equal the copies (they are
    # never changed in place: a Seat's history and event entries), so that the next
    # comparison with a list sharing them is one of references, not of contents.
    shared = value[len(old):] if tail == value[len(old):] else tail
    return value[:len(old)] + shared, [["p", [], len(old), 0, tail]] if tail else []


def _applied(old, ops: list) -> tuple[object, int, set | None]:
    """`old` with `ops` (plain JSON, owned by the caller) applied, copying only the
    containers on their paths; by how many characters its JSON text grew; and the ids of
    the containers copied where a key was added to one of them (None where none was)."""
    root = old.copy()
    fresh = {id(root)}
    grown, added = 0, False
    for op in elementary(ops):
        kind, path = op[0], op[1]
        if not path and kind != "p":
            raise _NotPlain          # the root replaced: not a dict or list that changed
        parent = root
        for key in path if kind == "p" else path[:-1]:
            child = _at(parent, key)
            if id(child) not in fresh:
                child = parent[key] = child.copy()
                fresh.add(id(child))
            parent = child
        if kind == "p":
            start, n, items = op[2], op[3], op[4]
            before, gone = len(parent), parent[start:start + n]
            parent[start:start + n] = items
            grown += (sum(map(_written_length, items)) - sum(map(_written_length, gone))
                      + max(len(parent) - 1, 0) - max(before - 1, 0))
            continue
        key = path[-1]
        if kind == "d" and not isinstance(parent, dict):
            raise _NotPlain
        if isinstance(parent, dict) and key not in parent:
            if kind == "d" or key.__class__ is not str:
                raise _NotPlain
            grown += _written_length(key) + 1 + _written_length(op[2]) + (1 if parent else 0)
            parent[key] = op[2]
            added = True
            continue
        was = _written_length(_at(parent, key))
        if kind == "s":
            grown += _written_length(op[2]) - was
            parent[key] = op[2]
        else:
            grown -= _written_length(key) + 1 + was + (1 if len(parent) > 1 else 0)
            del parent[key]
    return root, grown, fresh if added else None


def _in_order(held, value, fresh: set) -> None:
    """Give the dicts copied (`fresh`) in `held` the order of their keys in `value` (which
    `held` equals): a key added went to the end of its copy, and the order of a dict's
    keys is the order of its deletions in the next diff."""
    if isinstance(held, dict):
        if list(held) != list(value):
            items = [(k, held[k]) for k in value]
            held.clear()
            held.update(items)
        for key, item in held.items():
            if id(item) in fresh:
                _in_order(item, value[key], fresh)
    else:
        for item, other in zip(held, value, strict=True):
            if id(item) in fresh:
                _in_order(item, other, fresh)


def _at(parent, key):
    """`parent[key]`, where a dict's key is a string."""
    if isinstance(parent, dict) and key.__class__ is not str:
        raise _NotPlain
    return parent[key]
