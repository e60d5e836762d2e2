"""Counting the votes of an election (le dépouillement), with every step of the arithmetic,
and the result of the game.

Each player totals the tiles of the elected corporation in their own building, less the
opponent's counters placed there ("contre"), themselves reduced by the player's own
counters of counters placed there ("contre de contre"). Negative scores count zero. Three
elections won in a row win the game at once; otherwise the most representatives after the
ninth, then the higher total of the tiles left in hand.
"""
from __future__ import annotations

from ..core import Event
from ..phrases import say, spoken
from .tiles import BUILDING_OF, CORPORATIONS, COUNTER, ELECTION_NAME, SEATS, corp, value


def _tiles(entries: list[dict], by: int, corporation: str) -> list[str]:
    return [e["tile"] for e in entries if e["by"] == by and corp(e["tile"]) == corporation]


def count_side(entries: list[dict], seat: int, corporation: str) -> dict:
    """The score of `seat` in its own building of the election, step by step."""
    other = 1 - seat
    counter = COUNTER[corporation]
    counter_of_counter = COUNTER[counter]
    votes = _tiles(entries, seat, corporation)
    counters = _tiles(entries, other, counter)
    guards = _tiles(entries, seat, counter_of_counter)
    votes_total = sum(map(value, votes))
    counter_total = sum(map(value, counters))
    guard_total = sum(map(value, guards))
    effective = max(0, counter_total - guard_total)
    return {
        "seat": seat, "votes": votes, "votes_total": votes_total,
        "counters": counters, "counter_total": counter_total,
        "guards": guards, "guard_total": guard_total,
        "effective_counter": effective, "score": max(0, votes_total - effective),
    }


def explain_side(side: dict, corporation: str) -> str:
    """One sentence with the arithmetic, e.g. 'Brown: 10 + 8 = 18 soldiers, less ...'."""
    return spoken(side_said(side, corporation))


def side_said(side: dict, corporation: str) -> list:
    """`explain_side`'s sentence as a phrase (phrases.py)."""
    one = CORPORATIONS[corporation][0]
    counter_one = CORPORATIONS[COUNTER[corporation]][0]
    guard_one = CORPORATIONS[COUNTER[COUNTER[corporation]]][0]
    sums = (" + ".join(str(value(t)) for t in side["votes"]) + " = "
            if len(side["votes"]) > 1 else "")
    against = None
    if side["counter_total"]:
        reduced = (say("ty.reduced", n=side["guard_total"], word=guard_one,
                       to=side["effective_counter"]) if side["guard_total"] else None)
        against = say("ty.counters", n=side["counter_total"], word=counter_one,
                      reduced=reduced)
    elif side["guard_total"]:
        against = say("ty.guards", n=side["guard_total"], word=guard_one)
    return say("ty.count", seat=SEATS[side["seat"]].capitalize(), sums=sums,
               votes=side["votes_total"], one=one, against=against, score=side["score"])


def count_election(buildings: list[dict], corporation: str, lines: bool = True) -> dict:
    """Count an election over both players' buildings of `corporation`; `lines`: with each
    side's sentence (a search's standing counts without them)."""
    building = BUILDING_OF[corporation]
    sides = [count_side(buildings[s][building], s, corporation) for s in (0, 1)]
    a, b = sides[0]["score"], sides[1]["score"]
    winner = None if a == b else (0 if a > b else 1)
    record: dict = {"corporation": corporation, "building": building, "sides": sides,
                    "winner": winner}
    if lines:
        record["lines"] = [explain_side(s, corporation) for s in sides]
    return record


def count(game) -> list[Event]:
    """Count the current election: its tiles are revealed, then discarded; the winner (if
    any) takes the representative."""
    s = game.state
    corporation = s["card"]
    building = BUILDING_OF[corporation]
    record = count_election(s["buildings"], corporation)
    record["election"] = s["election"]
    revealed = [[e for e in s["buildings"][o][building]] for o in (0, 1)]
    record["revealed"] = revealed
    s["counts"].append(record)
    for o in (0, 1):
        for e in s["buildings"][o][building]:
            s["discard"][e["by"]].append(e["tile"])
        s["buildings"][o][building] = []
    s["results"].append(record["winner"])
    name = ELECTION_NAME[corporation]
    events = [Event.said("revealed", say("ty.revealed", name=name, building=building),
                         {"election": s["election"], "tiles": revealed})]
    events += [Event.said("count", side_said(side, corporation),
                          {"seat": side["seat"], "score": side["score"]})
               for side in record["sides"]]
    if record["winner"] is None:
        events.append(Event.said("void", say("ty.void", election=s["election"],
                                             a=record["sides"][0]["score"],
                                             b=record["sides"][1]["score"]),
                                 {"election": s["election"]}))
    else:
        w = record["winner"]
        events.append(Event.said("elected", say("ty.elected", seat=SEATS[w].capitalize(),
                                                election=s["election"], name=name),
                                 {"election": s["election"], "seat": w}))
    return events


def result(game) -> dict:
    s = game.state
    reps = game.representatives()
    hand_totals = [sum(map(value, h)) for h in s["hands"]]
    if s["end"] == "streak":
        w = game.streak_winner()
        return {"ranking": [[w], [1 - w]], "winner": w, "reason": "three elections in a row",
                "representatives": reps, "hand_totals": hand_totals}
    if reps[0] != reps[1]:
        w = 0 if reps[0] > reps[1] else 1
        reason = "more representatives"
    elif hand_totals[0] != hand_totals[1]:
        w = 0 if hand_totals[0] > hand_totals[1] else 1
        reason = "equal representatives; higher total of the tiles left in hand"
    else:
        return {"ranking": [[0, 1]], "winner": None, "reason": "a draw: play another game",
                "representatives": reps, "hand_totals": hand_totals}
    return {"ranking": [[w], [1 - w]], "winner": w, "reason": reason,
            "representatives": reps, "hand_totals": hand_totals}


def final_sentence(game) -> str:
    """The result after the ninth election, in a sentence."""
    return spoken(final_said(game))


def final_said(game) -> list:
    """`final_sentence` as a phrase (phrases.py)."""
    r = result(game)
    reps, totals = r["representatives"], r["hand_totals"]
    if r["winner"] is None:
        return say("ty.drawn", a=reps[0], b=reps[1], c=totals[0], d=totals[1])
    w = SEATS[r["winner"]].capitalize()
    if r["reason"] == "more representatives":
        return say("ty.more", seat=w, high=max(reps), low=min(reps))
    return say("ty.tiles", a=reps[0], b=reps[1], seat=w, high=max(totals), low=min(totals))
