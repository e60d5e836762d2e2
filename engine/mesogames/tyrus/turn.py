"""A turn of Tyrus: one tile placed face down, the players alternating from the election's
starter; after the sixth tile the election is counted, then both players draw and the next
election's card is turned (or the game ends: three elections won in a row, or the ninth)."""
from __future__ import annotations

from ..core import Event, IllegalAction
from ..phrases import say
from .actions import Place
from .scoring import count, final_said, result
from .tiles import ALL_TILES, BUILDING_OF, BUILDINGS, ELECTION_NAME, SEATS, describe

ELECTIONS = 9
HAND = 9
PER_ELECTION = 3      # tiles each player places per election
DRAW = 3


def turn_legal(game) -> list[Place]:
    """Every tile in the hand of the seat to move, in any of the six buildings."""
    hand = game.state["hands"][game.to_move]
    return [Place(t, owner, b) for t in sorted(hand, key=ALL_TILES.index)
            for owner in (0, 1) for b in BUILDINGS]


def place(game, seat: int, action) -> list[Event]:
    if not isinstance(action, Place):
        raise IllegalAction("notation", f"{action!r} is not a Tyrus action.")
    s = game.state
    if action.tile not in s["hands"][seat]:
        raise IllegalAction(
            "placing tiles",
            f"{SEATS[seat].capitalize()} has no {action.tile} in hand; a player places "
            "only character tiles of their own colour from their hand.")
    s["hands"][seat].remove(action.tile)
    entries = s["buildings"][action.owner][action.building]
    entries.append({"tile": action.tile, "by": seat})
    # The owner's tiles first, then the opponent's, each in the order placed.
    entries.sort(key=lambda e: e["by"] != action.owner)
    s["placed"] += 1
    where = {"owner": SEATS[action.owner], "building": action.building}
    who = SEATS[seat].capitalize()
    events = [Event.said("placed", say("ty.placed", seat=who, tile=action.tile,
                                       what=describe(action.tile), **where),
                         {"seat": seat, "tile": action.tile, "owner": action.owner,
                          "building": action.building},
                         private_to=seat, public=say("ty.placed hidden", seat=who, **where))]
    if s["placed"] == 2 * PER_ELECTION:
        events += count(game)
        events += after_election(game)
    return events


def after_election(game) -> list[Event]:
    """The end of the game, or both players' draws and the next election's card."""
    s = game.state
    streak = game.streak_winner()
    if streak is not None:
        s["over"] = True
        s["end"] = "streak"
        return [Event.said("game over", say("ty.streak", seat=SEATS[streak].capitalize()),
                           {"winner": streak})]
    if s["election"] == ELECTIONS:
        s["over"] = True
        s["end"] = "nine elections"
        return [Event.said("game over", say("ty.ninth", final=final_said(game)),
                           result(game))]
    events = []
    for seat in (0, 1):
        drawn = s["supply"][seat][:DRAW]
        del s["supply"][seat][:DRAW]
        s["hands"][seat].extend(drawn)
        if drawn:
            who = SEATS[seat].capitalize()
            events.append(Event.said("drew", say("draw", seat=who, n=len(drawn), tiles=drawn),
                                     {"tiles": drawn}, private_to=seat,
                                     public=say("draws", seat=who, n=len(drawn))))
    s["election"] += 1
    s["placed"] = 0
    s["card"] = s["deck"].pop(0)
    s["revealed_cards"].append(s["card"])
    starter = SEATS[game.starter].capitalize()
    events.append(Event.said("election", say("ty.election", election=s["election"],
                                             name=ELECTION_NAME[s["card"]],
                                             building=BUILDING_OF[s["card"]], starter=starter),
                             {"election": s["election"], "corporation": s["card"]}))
    return events
