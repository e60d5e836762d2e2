"""Conflicts: revolts (a leader placed in a kingdom holding a leader of its colour) and
wars (two kingdoms joined by a link card), on the skeleton both Tigris games share
(`dynasties.conflicts`), and the final count of the points piles.

A conflict's entry adds to the shared keys `link` (the gap of the link card) and `sides`
(whether the attacker's and the defender's leaders stand left of it), both None in a
revolt.
"""
from __future__ import annotations

from ..core import Event
from ..dynasties import attacker_first, weakest_first_counts, wild_counts
from ..dynasties.conflicts import Conflict, Order, Wars
from ..phrases import say
from .cards import COLOUR_NAME, COLOURS, LEADER_NAME
from .kingdoms import (
    card_at,
    cell_at,
    find_leader,
    is_red,
    kingdom_of_column,
    leader_of_colour,
    leaders_in,
    side_cells,
    side_of_pos,
    treasure_columns,
)


def revolt(state: dict, attacker: int, att_pos: tuple, defender: int, def_pos: tuple) -> dict:
    """A revolt: red cards from hand, +1 for a leader standing on a red card."""
    return {"kind": "conflict", "type": "revolt", "colour": state_colour(state, att_pos),
            "fight": "R", "attacker": attacker, "defender": defender, "seat": attacker,
            "base": [int(is_red(card_at(state, att_pos))), int(is_red(card_at(state, def_pos)))],
            "added": [None, None], "link": None, "sides": None}


def state_colour(state: dict, pos: tuple) -> str:
    return card_at(state, pos)["leader"][1]


def war_conflicts(state: dict, link: int) -> list[str]:
    """Colours with two leaders in the kingdom holding the link card."""
    cols = kingdom_of_column(state, link)
    seen: dict[str, int] = {}
    for code in leaders_in(state, cols):
        seen[code[1]] = seen.get(code[1], 0) + 1
    return [c for c in COLOURS if seen.get(c, 0) >= 2]


def side_strength(state: dict, cols: list[int], link: int, left: bool, colour: str) -> int:
    """Cards of `colour` in a leader's former kingdom (ships and the face-down link card do
    not count; a treasure counts as a red card)."""
    n = 0
    for _, cell in side_cells(state, cols, link, left):
        if cell.get("down"):
            continue
        if cell["card"] == colour or (colour == "R" and cell["card"] == "T"):
            n += 1
    return n


def war(state: dict, link: int, colour: str, active: int) -> dict:
    cols = kingdom_of_column(state, link)
    owners = {}
    for code, pos in leaders_in(state, cols).items():
        if code[1] == colour:
            owners[int(code[0])] = side_of_pos(pos, link)
    a, b = list(owners)
    att, dfn = attacker_first(a, b, active, state["players"])
    base = [side_strength(state, cols, link, owners[s], colour) for s in (att, dfn)]
    return {"kind": "conflict", "type": "war", "colour": colour, "fight": colour,
            "attacker": att, "defender": dfn, "seat": att, "base": base, "added": [None, None],
            "link": link, "sides": [owners[att], owners[dfn]]}


def remove_loser_cards(state: dict, link: int, left: bool, colour: str) -> list[str]:
    """Remove every card of `colour` from the loser's former kingdom, except heads
    (treasures*) and cards carrying a leader; columns close upward. Returns the cards."""
    cols = kingdom_of_column(state, link)
    side = [c for c in cols if (c <= link) == left]
    removed = []
    for c in side:
        col = state["cols"][c]
        keep = [col[0]]
        for cell in col[1:]:
            if cell["card"] == colour and not cell["leader"]:
                removed.append(cell["card"])
            else:
                keep.append(cell)
        state["cols"][c] = keep
    for c in side[:-1]:
        cell = state["gaps"][c]
        if (cell is not None and cell["card"] == colour and not cell["leader"]
                and not cell.get("down")):
            removed.append(cell["card"])
            state["gaps"][c] = None
    return removed


def weakest_first(pile: list[str]) -> list[int]:
    """The colour counts of a points pile, treasures placed as wild cards to lift the
    weakest colours, sorted from the weakest: the value compared between players."""
    return weakest_first_counts({c: pile.count(c) for c in COLOURS}, pile.count("T"))


def best_assignment(pile: list[str]) -> dict[str, int]:
    """Counts per colour with the treasures assigned (each to the weakest colour)."""
    return wild_counts({c: pile.count(c) for c in COLOURS}, pile.count("T"))


class CardsConflict(Conflict):
    verb, noun = "commit", "card"
    keys = frozenset({"kind", "type", "colour", "fight", "attacker", "defender", "seat",
                      "base", "added", "link", "sides"})

    def word(self, fight):
        return COLOUR_NAME[fight] + " card"

    def resolve(self, game, d, winner, loser, strength):
        s = game.state
        att, dfn = strength
        colour = d["colour"]
        cell_at(s, find_leader(s, loser, colour))["leader"] = None
        events = [Event.said("conflict", say(
            "tc.conflict", winner=game.who(winner), kind=d["type"], high=max(att, dfn),
            low=min(att, dfn), tie=["tg.tie"] if att == dfn else None, loser=game.who(loser),
            leader=LEADER_NAME[colour]), {"winner": winner, "loser": loser,
                                          "strength": [att, dfn]})]
        fight = COLOUR_NAME[d["fight"]]
        if s["table"]:
            s["piles"][winner].append(s["table"].pop())
            s["discard"].extend(s["table"])
            s["table"].clear()
            events.append(Event.said("spoils", say("tc.banks", seat=game.who(winner),
                                                   fight=fight), {"seat": winner}))
        if d["type"] == "war":
            loser_side = d["sides"][0 if loser == d["attacker"] else 1]
            removed = remove_loser_cards(s, d["link"], loser_side, colour)
            s["piles"][winner].extend(removed)
            if removed:
                events.append(Event.said("spoils", say(
                    "tc.spoils", n=len(removed), word=fight + " card",
                    verb="leaves" if len(removed) == 1 else "leave", loser=game.who(loser),
                    winner=game.who(winner)), {"seat": winner, "count": len(removed)}))
        if d["added"] == [0, 0]:
            s["pending"].insert(0, {"kind": "bank", "seat": winner, "colour": d["fight"],
                                    "why": "spoils"})
        return events


class CardsWars(Wars):
    """"Lorsqu'une carte relie deux royaumes [...]": a war for each colour with two leaders
    in the new kingdom, the link card face down until they are over."""
    keys = frozenset({"kind", "link"})

    def colours(self, game, d):
        return war_conflicts(game.state, d["link"])

    def war(self, game, d, colour):
        return war(game.state, d["link"], colour, game.state["turn"])

    def word(self, fight):
        return COLOUR_NAME[fight] + " card"

    def several(self, game, colours):
        return ("The new kingdom holds two leaders of each of these colours: "
                + ", ".join(COLOUR_NAME[c] for c in colours)
                + f"; {game.who(game.state['turn'])} orders the wars.")

    def over(self, game, d):
        s = game.state
        link = d["link"]
        cell = s["gaps"][link]
        cell["down"] = False
        events = [Event.said("link up", say("tc.link up", gap=f"{link + 1}|{link + 2}",
                                            colour=COLOUR_NAME[cell["card"]]),
                             {"gap": f"{link + 1}|{link + 2}", "card": cell["card"]})]
        cols = kingdom_of_column(s, link)
        trader = leader_of_colour(s, cols, "G")
        tcols = treasure_columns(s, cols)
        if trader is not None and len(tcols) >= 2:
            # Asked whatever the hand holds (taking needs red cards: without them the only
            # answer is "decline"), so the question tells nobody what the hand lacks.
            s["pending"].insert(0, {"kind": "treasure", "seat": trader[0], "columns": tcols})
        return events


WARS = CardsWars()
KINDS = (CardsConflict(), WARS,
         Order(WARS, lambda c: f"{COLOUR_NAME[c]} war", "external conflicts",
               place_keys=("link",)))
