"""The protocol between Python and the front end, in one place: the synced traits, the
intents, which traits travel as patches, and how the legal actions travel (docs/actions.md).

Its JavaScript twin is js/lib/protocol.js; tests/widget/test_protocol.py checks that both
say the same (`constants()` against what the JS module exports, and `expanded` against its
`expandLegal`). Both the widgets and the referee import this module; it imports neither.

The legal actions travel grouped, the groups built from the actions' fields: actions of
one kind whose fields differ only in some of their values, and whose names differ only
where those values are written, are one entry with a name pattern (`{place}` where the
place was), the values in `each` (every combination of them is an action), and, where the
name writes a value otherwise than as the value itself, its word in `words` ("red" for the
piece "R"). Actions whose list field holds every part of one collection of pieces
(Tigris & Euphrates's swaps: every choice of tiles from the hand) are one entry with the
collection in `subsets`. Places may be written as a mask over the table's `place_names`,
and the words that a seat's legal actions always write the same way travel once, in the
`words` trait (`hoisted`), not in every entry at every turn.
"""
from __future__ import annotations

import itertools
import json
import operator
from typing import Callable

from mesogames.core import Game, describe_all
from mesogames.phrases import spoken

from .patches import Log

#: Every trait a widget syncs to its front end (and the referee pushes to a connection).
TRAITS = ("view", "legal", "history", "cursor", "events", "error", "notice", "request",
          "screen", "acting", "lesson", "options", "seat", "seat_names", "thinking",
          "suggestion", "absent", "puzzle", "editing", "result", "reviewed", "place_names",
          "words")
#: The intents a front end sends, each a one-key message (plus "at"): seat.py says what
#: each carries.
INTENTS = ("act", "seek", "undo", "reveal", "next", "previous", "restart", "explore",
           "takeback", "hint", "puzzle", "edit", "rematch", "newgame", "review")
#: Intents that change the game: they say which position they were made on ("at", the
#: number of actions played), and one made on another position is refused.
POSITIONAL = ("act", "undo", "next", "previous", "restart", "explore", "takeback", "hint",
              "puzzle", "rematch", "newgame")
#: Traits that travel as patches when that is shorter (patches.py).
PATCHED = ("view", "legal", "history", "events", "lesson", "words")
#: Patched traits whose values come back (a seat's legal actions: emptied between its
#: turns, or a decision's between them): such a trait may be patched against one of the
#: last KEPT values it held, which the front end keeps (js/lib/patch.js: each value it
#: changed to that was not empty, the latest first), named by its place there in the
#: patch's `from` ({trait: index}), where that is shorter than against the value it holds.
#: A seat's legal actions when its turn comes back share most of its last turn's.
RESUMED, KEPT = ("legal",), 6
#: What a message carries that is news rather than state: told once, never repeated (the
#: new events, as phrases: `wire_event`; the result screen); inside the view, Tyrus's
#: report of the last count. Message sizes are measured with and without them
#: (`without_news`).
NEWS, VIEW_NEWS = ("events", "result"), ("last_count",)
#: Records the synced view sends as their values in this order rather than as objects
#: (their keys were most of their bytes): a key, then its fields, a field that lists
#: records given as (name, its records' fields). Tyrus's last count travels as
#: [election, corporation, winner, [[seat, votes, counters, guards], ...]]
#: (js/tyrus/board.js reads it). A field not named does not travel: the count's lines are
#: its "count" events, which the front end reads (what the events say travels once).
AS_VALUES = {"last_count": ("election", "corporation", "winner",
                            ("sides", ("seat", "votes", "counters", "guards")))}
#: A game's records deep in its view (in lists and dicts) that the synced view sends as
#: their values in this order: Tyrus's building tiles, [tile, by] (js/tyrus/board.js
#: reads them), each {"tile", "by"} was most of a revealed building's bytes.
PAIRED = {("tyrus", "buildings"): ("tile", "by")}
#: What an event carries beside its phrase (seat.py's _event) that travels as values in
#: this order rather than as an object: a conflict's result, a gain (js/lib/phrases.js,
#: withTexts, reads them back).
EVENT_VALUES = {"result": ("winner", "loser", "strength"),
                "gain": ("seat", "colour", "points")}
#: How deep an intent may nest lists and objects, and how many entries it may hold in all
#: (the deepest, an edit, is two objects deep with two entries).
MESSAGE_DEPTH, MESSAGE_ITEMS = 4, 32
#: The seat values that are not seat numbers: one screen passed around, and a spectator.
HOTSEAT, SPECTATOR = "hotseat", "spectator"
#: A grouped legal entry's keys (docs/actions.md).
EACH, WORDS, SUBSETS = "each", "words", "subsets"
#: The fields a group never varies: what sort of action, its name, its tooltip.
_FIXED = ("kind", "name", "tip")


def constants() -> dict:
    """What js/lib/protocol.js must export, as JSON."""
    return {"TRAITS": list(TRAITS), "INTENTS": list(INTENTS), "POSITIONAL": list(POSITIONAL),
            "PATCHED": list(PATCHED), "RESUMED": list(RESUMED), "KEPT": KEPT,
            "HOTSEAT": HOTSEAT, "SPECTATOR": SPECTATOR, "EACH": EACH, "WORDS": WORDS,
            "SUBSETS": SUBSETS, "DIGITS": DIGITS,
            "EVENT_VALUES": {k: list(v) for k, v in EVENT_VALUES.items()}}


def without_news(data: dict) -> dict:
    """A widget's message (`{"state": ...}`, whole traits or a `_patch`) without its news."""
    state = {k: v for k, v in data["state"].items() if k not in NEWS}
    if "_patch" in state:
        patch = state["_patch"]
        ops = {k: v for k, v in patch["ops"].items() if k not in NEWS}
        if "view" in ops:
            ops["view"] = [_without_view_news(op) for op in ops["view"] if op[1][:1] not in
                           ([k] for k in VIEW_NEWS)]
        state["_patch"] = {**patch, "ops": ops}
    if isinstance(state.get("view"), dict):
        state["view"] = {k: v for k, v in state["view"].items() if k not in VIEW_NEWS}
    return {**data, "state": state}


def _without_view_news(op: list) -> list:
    """A view's operation without the VIEW_NEWS keys it sets at the view's top (an "m")."""
    if op[0] != "m" or op[1]:
        return op
    return [*op[:2], {k: v for k, v in op[2].items() if k not in VIEW_NEWS}]


class EachEvent:
    """The event log with `convert` applied to each event, for one reader. Each call is
    given the log again (a new list sharing its entries with the last one, seat.py's
    _Grown); the entries of the part already seen are kept, so an action converts only
    its own events (a log that did not only grow is converted again). A log given as a
    `patches.Log` grows in place itself (a new one where it did not only grow).
    `in_place`: the list returned grows in place too (a `patches.Log`, a new one only
    where the log given did not only grow); else each call returns a new list."""

    def __init__(self, convert, in_place: bool = False):
        self.convert, self.in_place = convert, in_place
        self.given: list = []
        self.seen, self.last = 0, None     # how much of it was seen, its last entry then
        self.sent: list = Log() if in_place else []

    def __call__(self, events: list) -> list:
        seen = self.seen
        if isinstance(events, Log):           # grown in place, or a new log
            fresh = events is not self.given or len(events) < seen
        else:
            fresh = len(events) < seen or bool(seen and events[seen - 1] is not self.last)
        if fresh:
            seen, self.sent = 0, Log() if self.in_place else []
        if seen < len(events):
            new = [self.convert(e) for e in events[seen:]]
            if self.in_place:
                self.sent.extend(new)
            else:
                self.sent = self.sent + new
        self.given, self.seen = events, len(events)
        self.last = events[-1] if events else None
        return self.sent


def wire_event(event: dict) -> list:
    """One event as it travels to a front end, an array: [kind, at, said] and, where the
    event has more (a conflict's result, a gain), those as a fourth entry, each of
    EVENT_VALUES as its values. `said` is its
    phrase (`say`, phrases.py), which the front end speaks from the phrasebook it bundles
    (js/lib/phrases.js), or its text where it has no phrase. An event whose kind is its
    phrase's key without the game's prefix ("conflict", "tg.conflict") leaves it out:
    [at, said, more?] (its first entry a number), the kind read off the key."""
    said = event.get("say", event["text"])
    more = {k: [v[f] for f in EVENT_VALUES[k]] if k in EVENT_VALUES else v
            for k, v in event.items() if k not in ("kind", "at", "text", "say")}
    head = [event["at"], said] if told_kind(said) == event["kind"] else \
        [event["kind"], event["at"], said]
    return [*head, more] if more else head


def told_kind(said) -> str | None:
    """The kind an event's phrase says (its key without the game's prefix), if a phrase."""
    return said[0].rsplit(".", 1)[-1] if isinstance(said, list) else None


def spoken_event(sent) -> dict:
    """An event as a front end received it (`wire_event`), as the `events` trait holds it,
    its text spoken again: what a Python client of the referee reads."""
    if isinstance(sent, dict):
        return sent
    if isinstance(sent[0], int):
        sent = [told_kind(sent[1]), *sent]
    kind, at, said, *more = sent
    event = {"kind": kind, "text": said if isinstance(said, str) else spoken(said), "at": at}
    if not isinstance(said, str):
        event["say"] = said
    return {**event, **{k: dict(zip(EVENT_VALUES[k], v, strict=True)) if k in EVENT_VALUES
                        else v for k, v in (more[0] if more else {}).items()}}


def WireEvents(in_place: bool = False) -> EachEvent:
    """The event log as it travels to one front end (`wire_event`)."""
    return EachEvent(wire_event, in_place)


def spoken_events(events: list) -> list:
    """A received event log with its texts (`spoken_event`)."""
    return [spoken_event(e) for e in events]


#: What a widget's view holds that is not sent to its front end, which has it otherwise:
#: the engine's result, which the result screen (the `result` trait) presents. Python's
#: copy of the view keeps it.
UNSENT_VIEW = ("result",)
#: What a pending decision's view holds that is not sent: its prompt, the question (`ask`,
#: which the front end shows) with the notation of its answer, for text clients of the
#: engine; sent, it doubled the decision's bytes in every message that asks it.
UNSENT_DECISION = ("prompt",)


def sent_view(view: dict, unsent: tuple = (), counted: tuple = ()) -> dict:
    """The view as it travels to a widget's front end (UNSENT_VIEW, a game's own `unsent`
    and the decision's UNSENT_DECISION left out; each list of `counted`, whose length only
    the front end draws, sent as that length under `<key>_size`)."""
    decision = view.get("decision")
    asks = isinstance(decision, dict) and any(k in decision for k in UNSENT_DECISION)
    unsent = UNSENT_VIEW + unsent + counted
    if not asks and not any(k in view for k in unsent):
        return view
    sent = {k: v for k, v in view.items() if k not in unsent}
    if asks and isinstance(decision, dict):
        sent["decision"] = {k: v for k, v in decision.items() if k not in UNSENT_DECISION}
    for key in counted:
        if key in view:
            sent[f"{key}_size"] = len(view[key])
    return sent


def as_values(view: dict) -> dict:
    """`view` with the records of AS_VALUES and PAIRED sent as their values, changed in
    place."""
    def values(record: dict, fields: tuple) -> list:
        return [[values(r, field[1]) for r in record[field[0]]] if isinstance(field, tuple)
                else record[field] for field in fields]
    for key, fields in AS_VALUES.items():
        entry = view.get(key)
        if isinstance(entry, dict):
            view[key] = values(entry, fields)
    for (game, key), pair in PAIRED.items():
        if view.get("game") == game and key in view:
            view[key] = _paired(view[key], pair)
    return view


def _paired(value, fields: tuple):
    """`value` with each record of `fields` in it (a dict, in lists and dicts) as values."""
    if isinstance(value, list):
        return [_paired(v, fields) for v in value]
    if isinstance(value, dict):
        if tuple(value) == fields:
            return [value[f] for f in fields]
        return {k: _paired(v, fields) for k, v in value.items()}
    return value


def shallow(value, depth: int = MESSAGE_DEPTH, items: int = MESSAGE_ITEMS) -> bool:
    """Whether `value` nests lists and objects at most `depth` deep, with at most `items`
    entries in all (looked at without recursion, so any depth is answered)."""
    stack, count = [(value, 0)], 0
    while stack:
        v, d = stack.pop()
        if isinstance(v, (dict, list, tuple)):
            count += len(v)
            if d >= depth or count > items:
                return False
            stack.extend((c, d + 1) for c in (v.values() if isinstance(v, dict) else v))
    return True


def slot(field: str) -> str:
    """Where a group's name takes a field's value: "{place}"."""
    return "{" + field + "}"


# ------------------------------------------------------------------ grouping
def grouped(actions, game=None, place_names=None, memo: dict | None = None) -> list[dict]:
    """The legal actions as synced: each described (with the `game`'s `tip` where it has
    one), then grouped (the module docstring; docs/actions.md). `place_names`: the table's
    places, over which a group's places are written as a mask where that is shorter.
    `memo`: one seat's descriptions already made (core.describe_all)."""
    tips = game is not None and type(game).tip is not Game.tip    # the game gives tips
    # Without tips the memo's descriptions are only read (each that is an entry as it is
    # is copied: _by_written_values), not copied one by one.
    described = describe_all(actions, memo, shared=not tips)
    if tips:
        for d, action in zip(described, actions, strict=True):
            tip = game.tip(action)
            if tip:
                d["tip"] = tip
    entries = _by_written_values(described, copy=not tips)
    for field in sorted({k for e in entries for k in e if k not in _FIXED
                         and k not in (EACH, WORDS, SUBSETS)}):
        entries = _by_word(entries, field)
    entries = _subsets(entries)
    if place_names:
        index = {p: i for i, p in enumerate(place_names)}
        for e in entries:
            places = e.get(EACH, {}).get("place")
            if isinstance(places, list) and all(p in index for p in places):
                bits = mask(places, index)
                if len(bits) + 2 < len(_compact(places)):
                    e[EACH] = {**e[EACH], "place": bits}
    return entries


def _by_written_values(described: list[dict], copy: bool = False) -> list[dict]:
    """Actions whose names write some of their string values as they are ("red F7" writes
    its place F7): those values become the name's slots, and the actions that then share
    kind, name pattern and every other field are one entry, their values in `each`. Which
    fields are slots is read off the first action of each kind and set of fields; each
    other action joins a group only if the group's pattern filled with its values is its
    name. `copy`: the actions are read only, and those that are entries as they are copied."""
    out: list = []
    groups: dict = {}
    shapes: dict = {}               # (kind, keys) -> its slots and how to read the rest
    for d in described:
        shape = (d["kind"], tuple(d))
        known = shapes.get(shape)
        if known is None:
            fields = _written_fields(d)
            other_keys = [k for k in d if k not in fields and k != "name"]
            known = shapes[shape] = (fields, _getter(other_keys), _getter(fields))
        fields, others, values = known
        if not fields:
            out.append(d)
            continue
        key = (shape, others(d))
        try:
            group = groups.get(key)
        except TypeError:           # a list among the other fields
            key = (shape, _frozen(others(d)))
            group = groups.get(key)
        row = values(d)
        if group is None:
            group = groups[key] = (d, fields, _pattern(d, fields), [],
                                   tuple(map(slot, fields)))
            out.append(key)
        else:
            name = group[2]         # the pattern filled with this action's values
            if len(row) == 1:
                name = name.replace(group[4][0], row[0])
            else:
                for s, v in zip(group[4], row, strict=True):
                    name = name.replace(s, v)
            if name != d["name"]:
                out.append(d)
                continue
        group[3].append(row)
    entries = []
    for item in out:
        if isinstance(item, dict):
            entries.append(dict(item) if copy else item)
            continue
        first, fields, pattern, rows, _slots = groups[item]
        rest = {k: v for k, v in first.items() if k not in fields and k != "name"}
        entries += [{**rest, "name": pattern, EACH: each} for each in _blocks(fields, rows)]
    return entries


def _getter(keys):
    """A function giving a dict's values at `keys`, as a tuple (itemgetter's speed)."""
    if len(keys) == 1:
        key = keys[0]
        return lambda d: (d[key],)
    return operator.itemgetter(*keys) if keys else (lambda d: ())


def _written_fields(d: dict) -> tuple:
    """The fields whose string values `d`'s name writes as they are, once each (at most
    two; the place last: it varies innermost)."""
    tokens = d["name"].split(" ")
    fields = [f for f, v in d.items() if f not in _FIXED and v.__class__ is str and v
              and _written_at(tokens, v) is not None]
    if len(fields) > 2:
        return ()
    return tuple(sorted(fields, key=lambda f: f == "place"))


def _pattern(d: dict, fields: tuple) -> str:
    """`d`'s name with each of `fields` written as its slot ("red {place}")."""
    tokens = d["name"].split(" ")
    at = sorted(((_written_at(tokens, d[f]), d[f].count(" ") + 1, f) for f in fields),
                reverse=True)
    for i, n, field in at:
        tokens[i:i + n] = [slot(field)]
    return " ".join(tokens)


def _written_at(tokens: list[str], value: str) -> int | None:
    """Where the name's words write `value` as it is, if they do once (and it holds no
    braces, which patterns keep for slots)."""
    if " " not in value:
        if tokens.count(value) != 1 or "{" in value or "}" in value:
            return None
        return tokens.index(value)
    if "{" in value or "}" in value:
        return None
    words = value.split(" ")
    at = [i for i in range(len(tokens) - len(words) + 1) if tokens[i:i + len(words)] == words]
    return at[0] if len(at) == 1 else None


def _blocks(fields: tuple, rows: list[tuple]) -> list[dict]:
    """Value combinations as blocks of `each` (every combination of a block's values is a
    row): one field, one block; two, the outer values with the same inner values together."""
    if len(fields) == 1:
        return [{fields[0]: [r[0] for r in rows]}]
    inner: dict = {}
    for outer, value in rows:
        inner.setdefault(outer, []).append(value)
    blocks: dict = {}
    for outer, values in inner.items():
        blocks.setdefault(tuple(values), []).append(outer)
    return [{fields[0]: outers, fields[1]: list(values)} for values, outers in blocks.items()]


def _regrouped(entries: list[dict], key_of: Callable[[dict], object],
               merge: Callable[[object, list[dict]], list[dict]]) -> list[dict]:
    """`entries` with those of one key (`key_of`; None: the entry stays as it is) replaced,
    where the first of them stood, by what `merge(key, members)` makes of them."""
    out: list = []
    groups: dict = {}
    for e in entries:
        key = key_of(e)
        if key is None:
            out.append(e)
            continue
        if key not in groups:
            groups[key] = []
            out.append(key)
        groups[key].append(e)
    result: list[dict] = []
    for item in out:
        result += [item] if isinstance(item, dict) else merge(item, groups[item])
    return result


def _by_word(entries: list[dict], field: str) -> list[dict]:
    """Entries that differ only in `field`'s value and in the one word of their names that
    writes it ("red {place}", "green {place}") as one entry: `field` joins `each`, and its
    values' words go to `words` where they are not the values themselves."""
    def key_of(e: dict):
        value = e.get(field)
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            return None
        return _key(e, (field,)), e["name"].count(" ") + 1     # its name's words
    return _regrouped(entries, key_of, lambda _key, members: _merged(members, field))


def _merged(members: list[dict], field: str) -> list[dict]:
    if len(members) == 1:
        return members
    names = [e["name"].split(" ") for e in members]
    differ = [i for i in range(len(names[0])) if len({n[i] for n in names}) > 1]
    words = ({str(e[field]): n[differ[0]] for e, n in zip(members, names, strict=True)}
             if differ else {})
    values = [e[field] for e in members]
    if (len(differ) != 1 or len(set(words.values())) != len(members)
            or len(set(map(str, values))) != len(members)
            or any("{" in w for w in words.values())):
        return members
    first = members[0]
    tokens = list(names[0])
    tokens[differ[0]] = slot(field)
    entry = {k: v for k, v in first.items() if k not in (field, "name", EACH, WORDS)}
    entry["name"] = " ".join(tokens)
    entry[EACH] = {field: values, **first.get(EACH, {})}
    spelled = {v: w for v, w in words.items() if v != w}
    all_words = {**first.get(WORDS, {}), **({field: spelled} if spelled else {})}
    if all_words:
        entry[WORDS] = all_words
    return [entry]


def _subsets(entries: list[dict]) -> list[dict]:
    """Entries of one kind, differing only in a list field, that hold every non-empty part
    of one collection (a swap of any tiles from a hand), as one entry: `subsets` gives the
    field and the collection, `words` each piece's word in the name."""
    def key_of(e: dict):
        if EACH in e:
            return None
        lists = [k for k, v in e.items() if isinstance(v, list) and k not in _FIXED
                 and all(isinstance(x, str) for x in v)]
        if len(lists) != 1:
            return None
        field = lists[0]
        return field, _key(e, (field,))

    def merge(key, members: list[dict]) -> list[dict]:
        entry = _as_subsets(members, key[0]) if len(members) > 2 else None
        return members if entry is None else [entry]
    return _regrouped(entries, key_of, merge)


def _as_subsets(members: list[dict], field: str) -> dict | None:
    # The collection is the member that takes it all, in its own order (each part lists
    # its pieces in that order, the same values side by side): the members must be its
    # parts, each once, each as _parts writes it (which holds no more of a value than the
    # collection, and its values in the collection's order).
    collection = max((e[field] for e in members), key=len)
    runs = [v for v, _ in itertools.groupby(collection)]
    if len(runs) != len(set(runs)):
        return None
    parts = {tuple(e[field]) for e in members}
    if len(parts) != len(members) or parts != set(_parts(collection)):
        return None
    names = [e["name"].split(" ") for e in members]
    found = next(filter(None, (_spelled(members, names, field, start) for start in range(
        len(members[0]["name"].split(" ")) - len(members[0][field]) + 1))), None)
    if found is None:
        return None
    pattern, words = found
    entry = {k: v for k, v in members[0].items() if k not in (field, "name")}
    entry["name"] = " ".join(pattern)
    entry[SUBSETS] = {field: collection}
    spelled = {v: w for v, w in words.items() if v != w}
    if spelled:
        entry[WORDS] = {field: spelled}
    return entry


def _spelled(members: list[dict], names: list[list[str]], field: str,
             start: int) -> tuple | None:
    """The name pattern and the pieces' words, if every member's name (its words in
    `names`) is the same words with, from word `start` on, one word per piece of its list
    (one word a piece)."""
    pattern: list | None = None
    words: dict = {}
    for e, tokens in zip(members, names, strict=True):
        values = e[field]
        here = tokens[:start] + [slot(field)] + tokens[start + len(values):]
        if (pattern is not None and here != pattern) or len(tokens) < start + len(values):
            return None
        pattern = here
        spelled = zip(values, tokens[start:start + len(values)], strict=True)
        if not all(words.setdefault(v, w) == w for v, w in spelled):
            return None
    if len(set(words.values())) != len(words) or any("{" in w for w in words.values()):
        return None
    return pattern, words


def _parts(collection: list) -> list[tuple]:
    """Every non-empty part of `collection` (values repeated in a row), in the order the
    front end expands them: each value's count from none to all, the first value's
    slowest."""
    runs = [(v, len(list(g))) for v, g in itertools.groupby(collection)]
    choices = [[(v,) * c for c in range(n + 1)] for v, n in runs]
    joined = map(tuple, map(itertools.chain.from_iterable, itertools.product(*choices)))
    return [part for part in joined if part]


#: The digits of a place mask, each holding six places (base64url's alphabet).
DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def mask(places: list[str], index: dict) -> str:
    """Places as a mask over the table's place names: the k-th character, a digit of
    DIGITS, holds places 6k to 6k+5, place 6k+b when its bit of value 2**b is set;
    trailing zeros left out."""
    bits = [0] * (max(index[p] for p in places) // 6 + 1) if places else []
    for p in places:
        bits[index[p] // 6] |= 1 << (index[p] % 6)
    return "".join(DIGITS[b] for b in bits)


def unmask(bits: str, place_names) -> list[str]:
    """The places of a mask (`mask`), in the order of the place names."""
    return [place_names[6 * k + b] for k, digit in enumerate(bits)
            for b in range(6) if DIGITS.index(digit) >> b & 1]


def hoisted(entries: list[dict], vocabulary: dict) -> tuple[list[dict], dict]:
    """The entries without their `words`, and the vocabulary those go to: kind -> field ->
    value -> word, one seat's, kept from turn to turn (the `words` trait), so that each
    word travels once; an entry without `words` reads its kind's in the vocabulary. Words
    that the vocabulary already holds otherwise stay in their entry, and an entry that
    writes values as they are where the vocabulary has words for them says `"words": {}`.
    The vocabulary returned is a new dict where it grew (the one given is not changed)."""
    out: list = []
    grown, own = None, {}           # own: an entry's index -> the words it had
    for entry in entries:
        words = entry.get(WORDS)
        if not isinstance(words, dict):
            out.append(entry)
            continue
        known = (grown or vocabulary).get(entry["kind"], {})
        if any(known.get(field, {}).get(v, w) != w
               for field, spelled in words.items() for v, w in spelled.items()):
            out.append(entry)
            continue
        if any(v not in known.get(field, {}) for field, spelled in words.items()
               for v in spelled):
            grown = dict(grown or vocabulary)
            kind = grown[entry["kind"]] = dict(grown.get(entry["kind"], {}))
            for field, spelled in words.items():
                kind[field] = {**kind.get(field, {}), **spelled}
        own[len(out)] = words
        out.append({k: v for k, v in entry.items() if k != WORDS})
    vocabulary = vocabulary if grown is None else grown
    for i, entry in enumerate(out):
        words = own.get(i, {})
        if WORDS not in entry and _reads_other_words(entry, vocabulary, words):
            out[i] = {**entry, WORDS: words}
    return out, vocabulary


def _reads_other_words(entry: dict, vocabulary: dict, words: dict) -> bool:
    """Whether the vocabulary has words for values that `entry` writes as they are (not
    in `words`, its own): then it must carry its words itself."""
    known = vocabulary.get(entry["kind"])
    if not known:
        return False
    for field, values in {**entry.get(EACH, {}), **entry.get(SUBSETS, {})}.items():
        if field in words or field not in known:
            continue
        if isinstance(values, str) or any(str(v) in known[field] for v in values):
            return True
    return False


# ----------------------------------------------------------------- expanding
def expanded(wire: list[dict], place_names=None, vocabulary=None) -> list[dict]:
    """The legal actions as synced, one described action each (`place_names` and
    `vocabulary`: the traits of those names, where the entries use them): the reference
    that the front end's `expandLegal` (js/lib/protocol.js) follows, for tests and
    scripts."""
    out = []
    for entry in wire:
        if EACH not in entry and SUBSETS not in entry:
            out.append(entry)
            continue
        fields = {k: v for k, v in entry.items() if k not in (EACH, WORDS, SUBSETS, "name")}
        words = entry.get(WORDS)
        if words is None:
            words = (vocabulary or {}).get(entry["kind"], {})
        axes = []
        for field, values in entry.get(EACH, {}).items():
            if isinstance(values, str):
                values = unmask(values, place_names)
            axes.append([(field, v) for v in values])
        for field, collection in entry.get(SUBSETS, {}).items():
            axes.append([(field, list(p)) for p in _parts(collection)])
        for combo in itertools.product(*axes):
            name = entry["name"]
            for field, value in combo:
                spelled = words.get(field, {})
                text = (" ".join(spelled.get(v, v) for v in value) if isinstance(value, list)
                        else spelled.get(str(value), str(value)))
                name = name.replace(slot(field), text)
            out.append({**fields, **dict(combo), "name": name})
    return out


def _key(d: dict, leave=()):
    """A dict's items as a hashable key (lists as tuples, dicts as their items), but the
    name and the fields in `leave`."""
    return tuple((k, v if v.__class__ in (str, int) else _frozen(v)) for k, v in d.items()
                 if k != "name" and k not in leave)


def _frozen(v):
    if isinstance(v, list):
        whole = tuple(v)
        try:                        # most lists (places, pieces) hold no list or dict
            hash(whole)
            return whole
        except TypeError:
            return tuple(map(_frozen, v))
    if isinstance(v, dict):
        return tuple((k, _frozen(x)) for k, x in v.items())
    return v


def _compact(value) -> str:
    return json.dumps(value, separators=(",", ":"))
