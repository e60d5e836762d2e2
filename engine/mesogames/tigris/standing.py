"""How well each seat stands in a game of Tigris & Euphrates, for the bots: the points
(weakest colour first, treasures wild), and what may still become points, each weighed by
how much a point of its colour would lift the seat's count (`needs`): its leaders in
kingdoms (a leader scores the tiles of its colour placed in its kingdom; the king also
those of the colours no leader there claims; a monument of its colour scores every turn;
the temples beside it defend it in a revolt, the tiles of its colour in its kingdom in a
war), a trader in a kingdom with treasures (wild points), the tiles behind the screen and
the catastrophes still in front of it. What may still come counts less as the game nears
its end (the bag running out, or the last treasures)."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ..dynasties import COLOURS
from ..dynasties.standing import needs
from .actions import Catastrophe, PlaceLeader, PlaceTile, Swap, Withdraw
from .board import CATASTROPHE as CATASTROPHE_TILE
from .board import COLS, NEIGHBOURS, ROWS
from .kingdoms import components, leader_square
from .structures import block

#: A leader's worth in a kingdom, in points of its colour's need.
LEAD = 0.3
#: The king's worth for each colour no leader of its kingdom claims (he scores its tiles).
JOKER = 0.06
#: A leader's worth in a kingdom with a monument of its colour (a point every turn).
MONUMENT = 0.5
#: Per temple beside a leader (its strength in a revolt), at most GUARD_CAP of them.
GUARD, GUARD_CAP = 0.04, 3
#: Per tile of a leader's colour in its kingdom (its strength in a war), at most
#: BACKING_CAP of them.
BACKING, BACKING_CAP = 0.02, 5
#: A trader's worth per treasure in its kingdom (at most two), in points of the weakest
#: colour's need (a treasure counts in any colour).
TRADE = 0.25
#: A tile behind the screen, at most HAND_CAP of a colour.
HAND, HAND_CAP = 0.04, 2
#: A catastrophe still in front of the screen.
CATASTROPHE = 0.05
#: Tiles in the bag, and treasures on the board beyond the last two, under which what may
#: still come counts less (in proportion).
LATE_BAG, LATE_TREASURES = 20, 3


def standing(game) -> list[float]:
    s = game.state
    n = s["players"]
    counts = [_needs(tuple(s["scores"][i].get(c, 0) for c in COLOURS), s["treasure_points"][i])
              for i in range(n)]
    potential = [0.0] * n
    tiles, leaders = s["tiles"], s["leaders"]
    label, groups = components(s)
    kingdoms: dict[int, list[tuple[int, str, int]]] = {}
    for q, code in enumerate(leaders):
        if code is not None:
            kingdoms.setdefault(label[q], []).append((int(code[0]), code[1], q))
    treasures = s["treasures"]
    for g, found in kingdoms.items():
        colours = Counter(map(tiles.__getitem__, groups[g]))      # face-up tiles by colour
        monuments = {c for m in s["monuments"] if any(label[q] == g for q in block(m["at"]))
                     for c in m["colours"]}
        claimed = {colour for _, colour, _ in found}
        riches = min(2, sum(1 for q in treasures if label[q] == g))
        for seat, colour, q in found:
            need = counts[seat][1]
            guard = sum(1 for m in NEIGHBOURS[q] if tiles[m] == "R")
            potential[seat] += need[colour] * (
                LEAD + MONUMENT * (colour in monuments) + GUARD * min(guard, GUARD_CAP)
                + BACKING * min(colours[colour], BACKING_CAP))
            if colour == "K":
                potential[seat] += JOKER * sum(need[c] for c in COLOURS if c not in claimed)
            if colour == "G":
                potential[seat] += TRADE * riches * max(need.values())
    for i, hand in enumerate(s["hands"]):
        need = counts[i][1]
        potential[i] += HAND * sum(need[c] * min(hand.count(c), HAND_CAP) for c in COLOURS)
        potential[i] += CATASTROPHE * s["catastrophes"][i]
    late = max(0.0, min(1.0, len(s["bag"]) / LATE_BAG,
                        (len(treasures) - 2) / LATE_TREASURES))
    return [counts[i][0] + late * potential[i] for i in range(n)]


@lru_cache(maxsize=1024)
def _needs(counts: tuple[int, ...], wild: int) -> tuple[float, dict]:
    """`needs` of a seat's counts (in COLOURS' order), kept: the same counts come back in
    every position a search scores. The need returned is shared: do not change it."""
    return needs(dict(zip(COLOURS, counts, strict=True)), wild)


def twin(game, action):
    """A key shared by actions after which every seat stands the same (`standing`, and the
    questions the action asks the seat at once), or None: bots/greedy.py looks one of them
    ahead for all. Checked against looking every action ahead
    (tests/engine/test_tigris_standing.py).

    - A catastrophe on an empty square removes nothing and joins nothing: all alike; one
      on a tile of a territory without a leader changes no kingdom: all alike too; one
      that takes a tile from a kingdom without splitting it or taking a leader's temple
      (`_takes_only`) leaves it one tile of that colour fewer: alike by kingdom and colour.
    - A tile on an empty square where it completes no monument, ziggurat or building
      (`_builds`), beside at most one kingdom and, if a temple, beside no leader (it would
      guard it): it joins the groups beside it to that kingdom (or to none) and scores what
      the tile scores there, wherever it lies; keyed by its colour and those groups.
    - A leader placed beside the same groups (its own square left out when it moves) with
      as many temples beside it: the same kingdom, the same strength in a revolt. Where
      those groups hold no leader, no monument and fewer than two treasures, the kingdom
      it founds counts only for what `standing` reads of it (`_leader_key`).
    - A swap that draws as many tiles (any number as a turn's first action while the bag
      holds LATE_BAG tiles after it) and leaves as many of each colour behind the screen,
      up to HAND_CAP (all the standing counts)."""
    s = game.state
    tiles, leaders = s["tiles"], s["leaders"]
    if isinstance(action, Swap):
        hand = list(s["hands"][game.to_move])
        for c in action.tiles:
            hand.remove(c)
        n = len(action.tiles)
        hand += s["bag"][:n]
        # A turn's first action: the turn goes on and the bag, still full, counts alike.
        drawn = None if s["actions"] == 0 and len(s["bag"]) - n >= LATE_BAG else n
        return ("swap", drawn) + tuple(min(hand.count(c), HAND_CAP) for c in COLOURS)
    if not isinstance(action, (PlaceTile, Catastrophe, PlaceLeader)):
        return None
    q = action.square
    if isinstance(action, Catastrophe) and tiles[q] is not None:
        label, _, kings, _, _ = _territories(s)
        if 0 <= label[q] not in kings:
            return ("catastrophe", "territory")
        if label[q] >= 0 and _takes_only(s, q):
            return ("catastrophe", label[q], tiles[q])
        return None
    if tiles[q] is not None or leaders[q] is not None:
        return None
    if isinstance(action, Catastrophe):
        return ("catastrophe",)
    if isinstance(action, PlaceLeader):
        return _leader_key(s, game.to_move, action.leader, q)
    if action.colour == "R" and any(leaders[m] is not None for m in NEIGHBOURS[q]) \
            or _builds(s, q, action.colour):
        return None
    label, _, kings, _, _ = _territories(s)
    beside = frozenset(label[m] for m in NEIGHBOURS[q] if label[m] >= 0)
    kingdoms = beside & kings
    if len(kingdoms) > 1:
        return None                 # a war: where the junction lies may matter
    return ("tile", action.colour) + ((beside,) if kingdoms else ())


def _leader_key(s: dict, seat: int, colour: str, q: int) -> tuple:
    """`twin`'s key of `seat`'s leader of `colour` placed on the empty square `q`: the
    groups beside it and its temples; or, where it founds a kingdom of territories without
    a leader, a monument or two treasures (no revolt, no monument's point, no treasure to
    take), what `standing` reads of that kingdom: the leader's tiles (up to BACKING_CAP),
    the trader's treasure, the temples beside it (up to GUARD_CAP)."""
    tiles = s["tiles"]
    label, groups, kings, riches, monumental = _territories(
        s, leader_square(s, seat, colour))
    beside = frozenset(label[m] for m in NEIGHBOURS[q] if label[m] >= 0)
    temples = sum(1 for m in NEIGHBOURS[q] if tiles[m] == "R")
    treasures = sum(riches[g] for g in beside)
    if treasures >= 2 or beside & kings or beside & monumental:
        return ("leader", colour, beside, temples)
    return ("leader", colour, "founds",
            min(BACKING_CAP, sum(1 for g in beside for m in groups[g] if tiles[m] == colour)),
            treasures if colour == "G" else 0, min(temples, GUARD_CAP))


def _takes_only(s: dict, q: int) -> bool:
    """Whether taking the tile on `q` leaves its group whole and every leader its temples:
    not a temple beside a leader, and the pieces beside `q` joined round it (each two
    beside it at a right angle through the piece in the corner between them, so the
    group does not split; a test of the eight squares round `q` only)."""
    tiles, leaders = s["tiles"], s["leaders"]
    if tiles[q] == "R" and any(leaders[m] is not None for m in NEIGHBOURS[q]):
        return False
    r, c = divmod(q, COLS)

    def joins(rr: int, cc: int) -> bool:
        if not (0 <= rr < ROWS and 0 <= cc < COLS):
            return False
        t, i = tiles[rr * COLS + cc], rr * COLS + cc
        return (t is not None and t != CATASTROPHE_TILE) or leaders[i] is not None

    sides = [(-1, 0), (0, 1), (1, 0), (0, -1)]          # round the square, in order
    held = [joins(r + dr, c + dc) for dr, dc in sides]
    # Two sides next to each other round the square are linked through the corner between
    # them; the sides held are one piece when the links leave a single run of them.
    links = sum(held[k] and held[(k + 1) % 4] and joins(
        r + sides[k][0] + sides[(k + 1) % 4][0], c + sides[k][1] + sides[(k + 1) % 4][1])
        for k in range(4))
    return sum(held) <= 1 or (sum(held) - links if links < 4 else 1) == 1


def _territories(s: dict, skip: int | None = None):
    """(label, groups) of `components` and, of its groups, the labels of the kingdoms, the
    treasures per label and the labels under a monument; kept for the positions
    `components` keeps (the same result object: the same tiles and leaders) with the same
    treasures and monuments, so `twin` finds them once per position."""
    found = components(s, skip)
    kept = _TERRITORIES.get(id(found))
    if kept is not None and kept[0] is found and kept[2] == s["treasures"] \
            and kept[3] == s["monuments"]:
        return kept[1]
    label, groups = found
    kings = frozenset(label[i] for i, code in enumerate(s["leaders"])
                      if code is not None and label[i] >= 0)
    riches = Counter(label[t] for t in s["treasures"])
    monumental = frozenset(label[j] for m in s["monuments"] for j in block(m["at"]))
    if len(_TERRITORIES) > 32:
        _TERRITORIES.clear()
    info = (label, groups, kings, riches, monumental)
    _TERRITORIES[id(found)] = (found, info, list(s["treasures"]),
                               [dict(m) for m in s["monuments"]])
    return info


#: id of a `components` result -> (that result, what `_territories` found of it, the
#: treasures and monuments it was found with).
_TERRITORIES: dict[int, tuple] = {}


def _builds(s: dict, q: int, colour: str) -> bool:
    """Whether a tile of `colour` on the empty square `q` would complete a square of four
    (a monument's place), a cross of five (the ziggurat's) or a line of three (a
    building's) of face-up tiles of its colour: the check after a tile
    (structures.Check) may then ask a question."""
    tiles = s["tiles"]
    if not any(tiles[m] == colour for m in NEIGHBOURS[q]):
        return False
    r, c = divmod(q, COLS)
    for tl in (q - COLS - 1, q - COLS, q - 1, q):
        rr, cc = divmod(tl, COLS)
        if 0 <= rr < ROWS - 1 and 0 <= cc < COLS - 1 and abs(cc - c) <= 1 \
                and all(tiles[j] == colour for j in block(tl) if j != q):
            return True
    options = s["options"]
    if options.get("ziggurat") and any(
            len(NEIGHBOURS[centre]) == 4 and all(
                tiles[j] == colour for j in (centre, *NEIGHBOURS[centre]) if j != q)
            for centre in (q, *NEIGHBOURS[q])):
        return True
    if options.get("buildings"):
        for step, same_line in ((1, lambda j: j // COLS == r), (COLS, lambda j: True)):
            run = 1
            for d in (-step, step):
                j = q + d
                while 0 <= j < ROWS * COLS and same_line(j) and tiles[j] == colour:
                    run, j = run + 1, j + d
            if run >= 3:
                return True
    return False



def hint(game, seat: int):
    """A function giving each action of the position a guess, without looking ahead, of
    how likely it is to rank among `seat`'s best one ply ahead (higher: sooner looked
    ahead; bots/greedy.py `Ranking`). From the shares of each kind among the 12 best
    (distinct twins) of 74 positions of two easy-bot games: a tile that scores for the seat
    47%, a war or a tile that builds 19%, a leader 11-26% (more in a revolt or beside two
    temples), a tile beside the seat's leaders that scores for another 7%, a swap 5%, a
    catastrophe 0-2%, any other tile 0-1%, a withdrawal 0%; the few other actions (a
    question's answers, the end of a turn) come first."""
    s = game.state
    tiles = s["tiles"]
    label, groups, kings, _, _ = _territories(s)
    leading: dict[int, list[str]] = {}        # kingdom label -> its leaders' codes
    for q, code in enumerate(s["leaders"]):
        if code is not None and label[q] >= 0:
            leading.setdefault(label[q], []).append(code)

    def guess(action) -> float:
        if isinstance(action, Swap):
            return 0.5
        if isinstance(action, Catastrophe):
            return 0.2
        if isinstance(action, Withdraw):
            return 0.0
        if not isinstance(action, (PlaceTile, PlaceLeader)):
            return 5.0
        q = action.square
        beside = {label[m] for m in NEIGHBOURS[q] if label[m] in kings}
        found = [code for g in beside for code in leading[g]]
        if isinstance(action, PlaceLeader):
            temples = sum(1 for m in NEIGHBOURS[q] if tiles[m] == "R")
            revolt = any(code[1] == action.leader and code[0] != str(seat) for code in found)
            return 2.0 + 0.5 * revolt + 0.2 * (temples >= 2)
        if len(beside) > 1 or _builds(s, q, action.colour):
            return 2.0
        colour = action.colour
        scorer = [c for c in found if c[1] == colour] or (
            [c for c in found if c[1] == "K"] if colour != "K" else [])
        if scorer and scorer[0][0] == str(seat):
            return 3.0
        return 1.0 if any(c[0] == str(seat) for c in found) else 0.0
    return guess
