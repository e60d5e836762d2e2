"""Tyrus: the rules of the game as a state machine (see docs/rules/tyrus.md)."""
from __future__ import annotations

from ..core import PUBLIC, Event, Game, IllegalAction
from ..words import draws, plural
from .counting import count_election
from .tiles import (ALL_TILES, BUILDING_OF, BUILDINGS, ELECTION_NAME, SEATS, Place,
                    describe, parse_place, value)

ELECTIONS = 9
HAND = 9
PER_ELECTION = 3      # tiles each player places per election
DRAW = 3


class TyrusGame(Game):
    name = "tyrus"
    title = "Tyrus"
    seat_names = SEATS

    # ------------------------------------------------------------- turn order
    @property
    def to_move(self) -> int | None:
        s = self.state
        if s["over"]:
            return None
        starter = self.starter
        return starter if s["placed"] % 2 == 0 else 1 - starter

    @property
    def starter(self) -> int:
        """Who places first in the current election: the coin-toss winner in odd elections."""
        first = self.state["first"]
        return first if self.state["election"] % 2 == 1 else 1 - first

    @property
    def corporation(self) -> str:
        return self.state["card"]

    # ------------------------------------------------------------------ moves
    def parse_action(self, text: str) -> Place:
        return parse_place(text)

    def _legal(self) -> list[Place]:
        seat = self.to_move
        return [Place(t, owner, b) for t in sorted(self.state["hands"][seat], key=ALL_TILES.index)
                for owner in (0, 1) for b in BUILDINGS]

    def public_notation(self, action: Place, seat: int) -> str:
        return f"? {SEATS[action.owner]} {action.building}"

    def _apply(self, action) -> list[Event]:
        if not isinstance(action, Place):
            raise IllegalAction("notation", f"{action!r} is not a Tyrus action.")
        s, seat = self.state, self.to_move
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
        where = f"the {SEATS[action.owner]} {action.building}"
        who = SEATS[seat].capitalize()
        events = [Event("placed", f"{who} places {action.tile} ({describe(action.tile)}) "
                                  f"face down in {where}.",
                        {"seat": seat, "tile": action.tile, "owner": action.owner,
                         "building": action.building},
                        private_to=seat, public_text=f"{who} places a tile face down in {where}.")]
        if s["placed"] == 2 * PER_ELECTION:
            events += self._count()
        return events

    # --------------------------------------------------------------- counting
    def _count(self) -> list[Event]:
        s = self.state
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
        events = [Event("revealed",
                        f"Counting the election of the {name}: the tiles in both {building}s "
                        "are turned face up.", {"election": s["election"], "tiles": revealed})]
        events += [Event("count", line, {"seat": side["seat"], "score": side["score"]})
                   for line, side in zip(record["lines"], record["sides"])]
        if record["winner"] is None:
            events.append(Event("void", f"Election {s['election']} is void: "
                                f"{record['sides'][0]['score']} to {record['sides'][1]['score']}. "
                                "The representative is set aside, face N up.",
                                {"election": s["election"]}))
        else:
            w = record["winner"]
            events.append(Event("elected", f"{SEATS[w].capitalize()} wins election {s['election']} "
                                f"and takes the {name}'s representative.",
                                {"election": s["election"], "seat": w}))
        events += self._after_election()
        return events

    def _after_election(self) -> list[Event]:
        s = self.state
        streak = self.streak_winner()
        if streak is not None:
            s["over"] = True
            s["end"] = "streak"
            return [Event("game over", f"{SEATS[streak].capitalize()} has won three elections "
                          "in a row and wins the game at once.", {"winner": streak})]
        if s["election"] == ELECTIONS:
            s["over"] = True
            s["end"] = "nine elections"
            return [Event("game over", "The ninth election is over. " + self._final_sentence(),
                          self._result())]
        events = []
        for seat in (0, 1):
            drawn = s["supply"][seat][:DRAW]
            del s["supply"][seat][:DRAW]
            s["hands"][seat].extend(drawn)
            if drawn:
                who = SEATS[seat].capitalize()
                events.append(Event("drew", f"{who} draws {draws(len(drawn), 'tile', drawn)}.",
                                    {"tiles": drawn}, private_to=seat,
                                    public_text=f"{who} draws {plural(len(drawn), 'tile')}."))
        s["election"] += 1
        s["placed"] = 0
        s["card"] = s["deck"].pop(0)
        s["revealed_cards"].append(s["card"])
        starter = SEATS[self.starter].capitalize()
        events.append(Event("election", f"Election {s['election']}: a card for the "
                            f"{ELECTION_NAME[s['card']]} is turned; the vote is in the "
                            f"{BUILDING_OF[s['card']]}s. {starter} places first.",
                            {"election": s["election"], "corporation": s["card"]}))
        return events

    def streak_winner(self) -> int | None:
        """A seat that won the last three elections, none of them void, else None."""
        last = self.state["results"][-3:]
        if len(last) == 3 and last[0] is not None and last.count(last[0]) == 3:
            return last[0]
        return None

    # ----------------------------------------------------------------- result
    def representatives(self) -> list[int]:
        res = self.state["results"]
        return [res.count(0), res.count(1)]

    def _result(self) -> dict:
        s = self.state
        reps = self.representatives()
        hand_totals = [sum(map(value, h)) for h in s["hands"]]
        if s["end"] == "streak":
            w = self.streak_winner()
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

    def _final_sentence(self) -> str:
        r = self._result()
        reps = r["representatives"]
        if r["winner"] is None:
            return (f"Representatives {reps[0]} to {reps[1]} and tiles in hand "
                    f"{r['hand_totals'][0]} to {r['hand_totals'][1]}: the game is drawn.")
        w = SEATS[r["winner"]].capitalize()
        if r["reason"] == "more representatives":
            return f"{w} wins with {max(reps)} representatives to {min(reps)}."
        return (f"Representatives are tied {reps[0]} to {reps[1]}; {w} wins on the tiles left "
                f"in hand, {max(r['hand_totals'])} to {min(r['hand_totals'])}.")

    # ------------------------------------------------------------------- view
    def _view(self, seat) -> dict:
        s = self.state
        sees_all = seat is None or s["over"]

        def tile(entry):
            shown = sees_all or entry["by"] == seat
            return {"tile": entry["tile"] if shown else None, "by": entry["by"]}

        counts_left = {c: s["deck"].count(c) for c in "SMP"}
        view = {
            "game": self.name, "seat": None if seat in (None, PUBLIC) else seat,
            "players": list(SEATS), "first": s["first"], "starter": self.starter,
            "election": s["election"], "elections": ELECTIONS,
            "card": s["card"], "building": BUILDING_OF[s["card"]],
            "placed": s["placed"], "to_move": self.to_move,
            "results": list(s["results"]), "representatives": self.representatives(),
            "cards_left": counts_left,
            "buildings": [{b: [tile(e) for e in s["buildings"][o][b]] for b in BUILDINGS}
                          for o in (0, 1)],
            "hands": [sorted(h, key=ALL_TILES.index) if sees_all or seat == i else None
                      for i, h in enumerate(s["hands"])],
            "hand_sizes": [len(h) for h in s["hands"]],
            "supply_sizes": [len(p) for p in s["supply"]],
            "discard": [sorted(d, key=ALL_TILES.index) for d in s["discard"]],
            "last_count": _count_view(s["counts"][-1]) if s["counts"] else None,
            "over": s["over"],
            "result": self._result() if s["over"] else None,
        }
        if seat is None:
            view["deck"] = list(s["deck"])
            view["supply"] = [list(p) for p in s["supply"]]
        return view


def _count_view(record: dict) -> dict:
    """The last count as its panel shows it: the election, its corporation and winner, the
    tiles that counted on each side and the count's lines, which say the sums (the totals
    and scores stay in the state's record; the tiles turned face up are in the discard
    piles and the "revealed" event)."""
    shown = {k: record[k] for k in ("election", "corporation", "winner", "lines")}
    shown["sides"] = [{k: side[k] for k in ("seat", "votes", "counters", "guards")}
                      for side in record["sides"]]
    return shown
