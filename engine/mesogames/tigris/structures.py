"""Monuments, the ziggurat (expansion 2) and civilization buildings (expansion 1): where
they may stand (squares of four, crosses of five and lines of three tiles of one colour),
the check after each tile, and the active player's choice to build or decline.

Only face-up tiles count: a tile turned under a monument has lost its colour ("elles
perdent leurs autres fonctions").
"""
from __future__ import annotations

from ..core import Event, IllegalAction
from ..dynasties import COLOURS, Decline
from ..phrases import say
from ..queue import Kind, Step
from .actions import BuildBuilding, BuildMonument, BuildZiggurat
from .board import COLS, NEIGHBOURS, ROWS, TILE_NAME, monument_name, square_name, square_names
from .kingdoms import lonely_leaders


def block(top_left: int) -> tuple[int, int, int, int]:
    """The four squares of the square of four whose top-left square is given."""
    return (top_left, top_left + 1, top_left + COLS, top_left + COLS + 1)


def blocks_with(state: dict, i: int) -> list[int]:
    """Top-left squares of the squares of four, containing square i, made of four face-up
    tiles of the colour of the tile on i."""
    colour = state["tiles"][i]
    if colour not in ("K", "R", "G", "B"):
        return []
    r, c = divmod(i, COLS)
    out = []
    for dr in (-1, 0):
        for dc in (-1, 0):
            rr, cc = r + dr, c + dc
            if 0 <= rr < ROWS - 1 and 0 <= cc < COLS - 1:
                tl = rr * COLS + cc
                if all(state["tiles"][j] == colour for j in block(tl)):
                    out.append(tl)
    return out


def cross(centre: int) -> tuple[int, ...]:
    """The five squares of the cross centred on `centre` (none if it touches an edge)."""
    n = NEIGHBOURS[centre]
    return (centre, *n) if len(n) == 4 else ()


def crosses_with(state: dict, i: int) -> list[int]:
    """Centres of the crosses of five face-up tiles of one colour that contain square i."""
    colour = state["tiles"][i]
    if colour not in ("K", "R", "G", "B"):
        return []
    out = []
    for centre in sorted((i, *NEIGHBOURS[i])):
        squares = cross(centre)
        if squares and all(state["tiles"][j] == colour for j in squares):
            out.append(centre)
    return out


def runs_through(state: dict, i: int) -> list[list[int]]:
    """The horizontal and the vertical line of face-up tiles of the colour of the tile on
    i that pass through i (each at least the square i itself)."""
    colour = state["tiles"][i]
    r, c = divmod(i, COLS)
    lines = []
    for step, limit in ((1, lambda j: j // COLS == r), (COLS, lambda j: 0 <= j < ROWS * COLS)):
        line = [i]
        j = i - step
        while limit(j) and j >= 0 and state["tiles"][j] == colour:
            line.insert(0, j)
            j -= step
        j = i + step
        while j < ROWS * COLS and limit(j) and state["tiles"][j] == colour:
            line.append(j)
            j += step
        lines.append(line)
    return lines


def run_length(state: dict, i: int) -> int:
    """The longer of the two lines through i (what a building on i stands on now)."""
    if state["tiles"][i] not in ("K", "R", "G", "B"):
        return 0
    return max(len(line) for line in runs_through(state, i))


# ------------------------------------------------------------ the decisions
class Check(Step):
    """After a tile's conflicts: may the active player build on what the tile made?
    (`what`: monument, ziggurat or building; `square`: the tile.)"""
    name = "check"
    keys = frozenset({"kind", "what", "square"})

    def run(self, game, d):
        s = game.state
        s["pending"].pop(0)
        opts, seat, at, what = s["options"], s["turn"], d["square"], d["what"]
        taken = set(s["buildings"].values())
        if what == "monument":
            options = [[tl, m] for tl in blocks_with(s, at) if not set(block(tl)) & taken
                       for m in s["available"] if s["tiles"][at] in m]
            if options:
                s["pending"].insert(0, {"kind": "monument", "seat": seat, "options": options,
                                        "square": at})
        elif what == "ziggurat" and opts["ziggurat"] and s["ziggurat"] is None:
            options = [c for c in crosses_with(s, at) if not set(cross(c)) & taken]
            if options:
                s["pending"].insert(0, {"kind": "ziggurat", "seat": seat, "options": options,
                                        "square": at})
        elif what == "building" and opts["buildings"] and s["tiles"][at] in COLOURS:
            colour = s["tiles"][at]
            old = s["buildings"][colour]
            now = 0 if old is None else run_length(s, old)
            options = sorted({i for line in runs_through(s, at) if len(line) >= 3
                              and len(line) > now for i in line} - {old})
            if options:
                s["pending"].insert(0, {"kind": "building", "seat": seat, "colour": colour,
                                        "options": options, "square": at})
        return []


class Structure(Kind):
    """Building something the tile just made possible, or declining."""
    keys = frozenset({"kind", "seat", "options", "square"})

    def legal(self, game, d, seat):
        return [self.build_action(game, d, o) for o in d["options"]] + [Decline()]

    def apply(self, game, d, seat, a):
        if a not in self.legal(game, d, seat):
            raise IllegalAction(self.rule, self.refused(game, d, a))
        game.state["pending"].pop(0)
        if isinstance(a, Decline):
            return [Event.said("decline", self.declined(game, d, seat), {"seat": seat})]
        return self.build(game, d, seat, a)

    def view(self, game, d):
        return {"square": square_name(d["square"])}


class MonumentChoice(Structure):
    name = "monument"
    rule = "monuments"
    answers = (BuildMonument, Decline)

    def build_action(self, game, d, option):
        tl, m = option
        return BuildMonument(m, tl)

    def declined(self, game, d, seat):
        return say("tg.no monument", seat=game.who(seat))

    def refused(self, game, d, a):
        return f"The {monument_name(a.monument)} monument cannot stand on the square of four " \
            f"from {square_name(a.square)}: it needs four tiles of one of its colours, just " \
            "completed, and the monument still available."

    def build(self, game, d, seat, a):
        s = game.state
        squares = block(a.square)
        for i in squares:
            s["tiles"][i] = s["tiles"][i].lower()
        s["monuments"].append({"colours": a.monument, "at": a.square})
        s["available"].remove(a.monument)
        return [Event.said("monument", say("tg.monument", seat=game.who(seat),
                                           squares=square_names(squares),
                                           monument=monument_name(a.monument)),
                           {"seat": seat, "monument": a.monument,
                       "square": square_name(a.square)})] + lonely_leaders(game)

    def ask(self, game, d):
        return "build a monument or decline"

    def prompt(self, game, d):
        return "build a monument (monument <colours> <square>) or decline"

    def view(self, game, d):
        return {**super().view(game, d),
                "options": [{"monument": m, "name": monument_name(m), "square": square_name(tl),
                             "squares": [square_name(i) for i in block(tl)]}
                            for tl, m in d["options"]]}


class ZigguratChoice(Structure):
    name = "ziggurat"
    rule = "the ziggurat (expansion 2)"
    answers = (BuildZiggurat, Decline)

    def build_action(self, game, d, option):
        return BuildZiggurat(option)

    def declined(self, game, d, seat):
        return say("tg.no ziggurat", seat=game.who(seat))

    def refused(self, game, d, a):
        return "The ziggurat needs a cross of five tiles of one colour, just completed, " \
            f"centred on {square_name(a.square)}."

    def build(self, game, d, seat, a):
        s = game.state
        for i in cross(a.square):
            s["tiles"][i] = s["tiles"][i].lower()
        s["ziggurat"] = a.square
        return [Event.said("ziggurat", say("tg.ziggurat", seat=game.who(seat),
                                           square=square_name(a.square)),
                           {"seat": seat, "square": square_name(a.square)})] + lonely_leaders(game)

    def ask(self, game, d):
        return "build the ziggurat or decline"

    def prompt(self, game, d):
        return "build the ziggurat (ziggurat <square>) or decline"

    def view(self, game, d):
        return {**super().view(game, d),
                "options": [{"square": square_name(c),
                             "squares": [square_name(i) for i in cross(c)]}
                            for c in d["options"]]}


class BuildingChoice(Structure):
    name = "building"
    rule = "civilization buildings (expansion 1)"
    answers = (BuildBuilding, Decline)
    keys = frozenset({"kind", "seat", "colour", "options", "square"})

    def build_action(self, game, d, option):
        return BuildBuilding(d["colour"], option)

    def declined(self, game, d, seat):
        return say("tg.building stays", seat=game.who(seat), kind=TILE_NAME[d["colour"]])

    def refused(self, game, d, a):
        return f"The {TILE_NAME[d['colour']]} building may go on a tile of the line just " \
            f"made: {square_names(d['options'])}."

    def build(self, game, d, seat, a):
        s = game.state
        kind = TILE_NAME[a.colour]
        old = s["buildings"][a.colour]
        s["buildings"][a.colour] = a.square
        said = say("tg.building", seat=game.who(seat), kind=kind, square=square_name(a.square)) \
            if old is None else say("tg.building moves", seat=game.who(seat), from_=square_name(
                old), kind=kind, square=square_name(a.square))
        return [Event.said("building", said, {
            "seat": seat, "colour": a.colour, "square": square_name(a.square),
            "from": None if old is None else square_name(old)})]

    def ask(self, game, d):
        return f"place the {TILE_NAME[d['colour']]} building or decline"

    def prompt(self, game, d):
        return f"place the {TILE_NAME[d['colour']]} building (building <colour> <square>) " \
            "or decline"

    def view(self, game, d):
        return {**super().view(game, d), "colour": d["colour"],
                "options": [square_name(i) for i in d["options"]]}


KINDS = (Check(), MonumentChoice(), ZigguratChoice(), BuildingChoice())
