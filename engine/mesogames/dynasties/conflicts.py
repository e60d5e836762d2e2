"""The conflict skeleton both Tigris games share: a conflict (revolt or war) in which the
attacker commits, then the defender, and the stronger wins (a tie goes to the defender);
the wars a union or a link starts, one at a time; the active player's choice of the next
war when there are several.

Each game subclasses `Conflict` and `Wars` with what differs: what a seat may commit, the
words, how the war is set up and what the winner takes.

A conflict's entry in the queue:

    {"kind": "conflict", "type": "revolt" | "war", "colour": <the leaders' colour>,
     "fight": <the colour committed>, "attacker": seat, "defender": seat, "seat": seat,
     "base": [attacker's, defender's], "added": [attacker's or None, defender's or None],
     ...the game's own keys}
"""
from __future__ import annotations

from ..core import Event, IllegalAction
from ..phrases import say
from ..queue import Kind, Step
from . import COLOUR_NAME, LEADER_NAME, ChooseWar, Commit, plural


class Conflict(Kind):
    name = "conflict"
    answers = (Commit,)
    seat_keys = ("seat", "attacker", "defender")
    rule = "conflicts"
    #: "add" or "commit"; what is committed ("tile", "card")
    verb = "add"
    noun = "tile"

    def word(self, fight: str) -> str:
        """The name of one committed piece ("temple", "red card")."""
        raise NotImplementedError

    def resolve(self, game, d: dict, winner: int, loser: int, strength: tuple) -> list[Event]:
        """The outcome: the loser's leader leaves, the winner scores."""
        raise NotImplementedError

    def ready(self, game, d):
        # The seat is asked even when "commit 0" is its only answer: answering for it at
        # once would tell the others that its hand lacks the colour.
        d["seat"] = d["attacker"] if d["added"][0] is None else d["defender"]

    def counts(self, game, d: dict, seat: int) -> list[int]:
        """How many pieces the seat may commit: any number it holds."""
        return list(range(game.state["hands"][seat].count(d["fight"]) + 1))

    def legal(self, game, d, seat):
        return [Commit(n) for n in self.counts(game, d, seat)]

    def refuse(self, game, d: dict, seat: int, n: int) -> IllegalAction:
        have = game.state["hands"][seat].count(d["fight"])
        return IllegalAction(self.rule_for(game, d), f"{game.who(seat)} holds only "
                             f"{plural(have, self.word(d['fight']))}.")

    def ask(self, game, d):
        return f"{self.verb} {COLOUR_NAME[d['fight']]} {self.noun}s to the conflict"

    def prompt(self, game, d):
        return f"{self.ask(game, d)} (commit N)"

    def apply(self, game, d, seat, a):
        if a.count not in self.counts(game, d, seat):
            raise self.refuse(game, d, seat, a.count)
        s = game.state
        n = a.count
        idx = 0 if d["added"][0] is None else 1
        for _ in range(n):
            s["hands"][seat].remove(d["fight"])
        s["table"] += [d["fight"]] * n
        d["added"][idx] = n
        role = "attacker" if idx == 0 else "defender"
        events = [Event.said("commit", say("dy.commit", seat=game.who(seat), role=role,
                                           verb=self.verb, n=n, word=self.word(d["fight"]),
                                           strength=d["base"][idx] + n),
                             {"seat": seat, "count": n, "strength": d["base"][idx] + n})]
        if idx == 0:
            return events           # the defender's turn: `ready` asks them next
        s["pending"].remove(d)
        att, dfn = d["base"][0] + d["added"][0], d["base"][1] + d["added"][1]
        winner, loser = (d["attacker"], d["defender"]) if att > dfn else \
            (d["defender"], d["attacker"])
        return events + self.resolve(game, d, winner, loser, (att, dfn))

    def view(self, game, d):
        return {key: d[key] for key in ("type", "colour", "fight", "attacker", "defender",
                                        "base", "added")}


class Wars(Step):
    """After a union (or a link): each colour with two leaders in the new kingdom is a war;
    the active player orders them when there are several."""
    name = "wars"
    #: How a war is called ("War", "External conflict") and where its supporters stand.
    title = "War"
    where = "in their kingdom"
    #: The phrase that opens one war (title and where are its words).
    phrase = "tc.war"

    def word(self, fight: str) -> str:
        """The name of one supporter ("temple", "red card")."""
        raise NotImplementedError

    def colours(self, game, d: dict) -> list[str]:
        """The colours at war."""
        raise NotImplementedError

    def war(self, game, d: dict, colour: str) -> dict:
        """The conflict entry of the war of `colour` (d: the wars or order entry)."""
        raise NotImplementedError

    def opened(self, game, w: dict) -> list[Event]:
        return [Event.said("war", say(self.phrase, leader=LEADER_NAME[w["colour"]],
                                      attacker=game.who(w["attacker"]), n=w["base"][0],
                                      word=self.word(w["fight"]),
                                      defender=game.who(w["defender"]), d=w["base"][1]),
                           {"colour": w["colour"], "attacker": w["attacker"],
                            "defender": w["defender"], "base": w["base"]})]

    def several(self, game, colours: list[str]) -> str:
        """The sentence when several wars wait."""
        raise NotImplementedError

    def over(self, game, d: dict) -> list[Event]:
        """No war is left (the entry has left the queue)."""
        raise NotImplementedError

    def run(self, game, d):
        s = game.state
        colours = self.colours(game, d)
        if len(colours) == 1:
            w = self.war(game, d, colours[0])
            s["pending"].insert(0, w)
            return self.opened(game, w)
        if colours:
            place = {k: v for k, v in d.items() if k != "kind"}
            s["pending"].insert(0, {"kind": "order", "seat": s["turn"], "colours": colours,
                                    **place})
            return [Event("wars", self.several(game, colours), {"colours": colours})]
        s["pending"].pop(0)
        return self.over(game, d)


class Order(Kind):
    """The active player chooses the war resolved next."""
    name = "order"
    answers = (ChooseWar,)

    def __init__(self, wars: Wars, war_name, rule: str, place_keys: tuple = ()):
        """`war_name(colour)`: "conflict of the kings", "black war"; `place_keys`: what the
        wars entry carries over (where the kingdoms were joined)."""
        self.wars, self.war_name, self.rule = wars, war_name, rule
        self.keys = frozenset({"kind", "seat", "colours", *place_keys})

    def legal(self, game, d, seat):
        return [ChooseWar(c) for c in d["colours"]]

    def apply(self, game, d, seat, a):
        if a.colour not in d["colours"]:
            raise IllegalAction(self.rule, f"There is no {self.war_name(a.colour)} to resolve.")
        w = self.wars.war(game, d, a.colour)
        game.state["pending"][0] = w
        return [Event("order", f"{game.who(seat)} has the {self.war_name(a.colour)} resolved "
                      "next.", {"colour": a.colour})] + self.wars.opened(game, w)

    def ask(self, game, d):
        return "choose which conflict to resolve next"

    def prompt(self, game, d):
        return f"{self.ask(game, d)} (war <colour>)"

    def view(self, game, d):
        return {"colours": list(d["colours"])}
