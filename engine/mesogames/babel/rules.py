"""Babel: the rules of the game as a state machine (see docs/rules/babel.md).

The state (a plain JSON dict):

    players, options, first (seat), active (whose turn), turn (1, 2, ...)
    deck       nation cards to draw, top first        discard   bottom first, top last
    quarry     temple cards, top first                columns   [north, south]: each player's
                                                                 temple column, bottom first
    hands      [north, south], sorted A H M P S       start     [bool, bool]: still holds the
                                                                 starting level 1 card
    pawns      [site or None (the quarry), ...]
    sites      [north, south]: {nation: {"cards": [...], "temple": [levels bottom first]}}
    migrated   whether the active player migrated this turn
    pending    cards the opponent still has to discard to a half-hand attack
    end_phase, over, end (the reason the game ended)
"""
from __future__ import annotations

import pickle
from dataclasses import replace

from ..core import Event, Game, IllegalAction
from ..words import plural
from . import powers
from .actions import (EFFECTS, POWER_OF, SOURCES, Build, Deploy, Discard, EndTurn, Migrate,
                      Move, Power, parse)
from .cards import NATION_NAME, NATION_ONE, NATIONS, SEATS, a_card, hand_order, runs

DRAW = 3
REVEAL = 2
MAX_LEVEL = 6
WIN, END_PHASE, HIGH, LOW = 15, 10, 20, 9
SHOW_HAND_FROM = 4

END_REASONS = {
    "fifteen": "a player reached 15 while the other had 9 or less",
    "twenty": "in the end phase, a player reached 20",
    "nine": "in the end phase, a player fell to 9 or less",
    "quarry": "the quarry is empty",
}


class BabelGame(Game):
    name = "babel"
    title = "Babel"
    seat_names = SEATS

    # ------------------------------------------------------------- accessors
    @property
    def to_move(self) -> int | None:
        s = self.state
        if s["over"]:
            return None
        return 1 - s["active"] if s["pending"] else s["active"]

    def cards(self, seat: int, site: str) -> list:
        return self.state["sites"][seat][site]["cards"]

    def temple(self, seat: int, site: str) -> list:
        return self.state["sites"][seat][site]["temple"]

    def level(self, seat: int, site: str) -> int:
        t = self.temple(seat, site)
        return t[-1] if t else 0

    def temple_sum(self, seat: int) -> int:
        """The sum of the player's temples' values (each temple's value is its level)."""
        return sum(self.level(seat, n) for n in NATIONS)

    def parse_action(self, text: str):
        """The action a notation names. A power's `at N` is written the canonical way: the
        position of the run's first card, and nothing when the column has only that run."""
        action = parse(text)
        s = self.state
        if isinstance(action, Power) and action.at and not s["over"] and not s["pending"]:
            pawn = s["pawns"][s["active"]]
            found = runs(self.cards(s["active"], pawn), action.nation) if pawn else []
            for _, start, length in found:
                if start < action.at <= start + length:
                    return replace(action, at=start + 1 if len(found) > 1 else 0)
        return action

    # ------------------------------------------------------------------ moves
    def _candidates(self) -> list:
        s = self.state
        if s["pending"]:
            return [Discard(n) for n in dict.fromkeys(s["hands"][1 - s["active"]])]
        seat = s["active"]
        hand = list(dict.fromkeys(s["hands"][seat]))
        pawn = s["pawns"][seat]
        acts: list = [Move(n) for n in hand if n != pawn]
        if pawn is not None:
            acts += [Deploy(n) for n in hand]
            nxt = self.level(seat, pawn) + 1
            if nxt <= MAX_LEVEL and len(self.cards(seat, pawn)) >= nxt:
                if nxt == 1 and s["start"][seat]:
                    acts.append(Build(1, "start"))
                for c in (0, 1):
                    if s["columns"][c] and s["columns"][c][-1] == nxt:
                        acts.append(Build(nxt, SEATS[c]))
        if not s["migrated"]:
            acts += [Migrate(a, b) for a in NATIONS if len(self.cards(seat, a)) >= 3
                     for b in NATIONS if b != a]
        if pawn is not None:
            found = runs(self.cards(seat, pawn))
            for nation, start, _ in found:
                at = start + 1 if sum(r[0] == nation for r in found) > 1 else 0
                acts += self._powers(seat, pawn, nation, at)
        if not s["start"][seat]:
            acts.append(EndTurn())
        return acts

    def _powers(self, seat, site, nation, at) -> list:
        s = self.state
        other = 1 - seat
        theirs = self.cards(other, site)
        out = [Power(nation, "halve", at=at)]
        if nation == "A":
            out.append(Power("A", "destroy", at=at))
        elif nation == "H":
            out.append(Power("H", "steal", at=at))
        elif nation == "M":
            out += [Power("M", "desert", victim=v, at=at) for v in NATIONS if v in theirs]
        elif nation == "S":
            out.append(Power("S", "take", at=at))
        elif nation == "P":
            lv = self.level(seat, site) + 2
            out += [Power("P", "build", level=lv, source=SEATS[c], at=at) for c in (0, 1)
                    if s["columns"][c] and s["columns"][c][-1] == lv]
        good = []
        for p in out:
            try:
                powers.check(self, seat, site, p)
            except IllegalAction:
                continue
            good.append(p)
        return good

    def _legal(self) -> list:
        acts = self._candidates()
        s = self.state
        if s["pending"] or not s["start"][s["active"]]:
            return acts
        # First turn: keep only the actions after which the starting temple can still be built.
        # Each trial runs on a copy; the state object itself is never touched.
        frozen, rng = pickle.dumps(s), self.rng.state
        good = []
        for a in acts:
            self.state = pickle.loads(frozen)
            try:
                self._apply(a)
                good.append(a)
            except IllegalAction:
                pass
            finally:
                self.state, self.rng.state = s, rng
        return good

    # ----------------------------------------------------------------- explaining
    def tip(self, action) -> str | None:
        if isinstance(action, Power) and not self.over:
            seat = self.state["active"]
            return powers.tip(self, seat, self.state["pawns"][seat], action)
        return None

    def awaited(self) -> list:
        """End turn, which the first turn refuses until the starting temple is built."""
        return [] if self.over or self.state["pending"] else [EndTurn()]

    # ----------------------------------------------------------------- apply
    def _apply(self, action) -> list[Event]:
        s = self.state
        if s["pending"] and not isinstance(action, Discard):
            who = SEATS[1 - s["active"]].capitalize()
            raise IllegalAction(powers.HALF, f"{who} must first discard {s['pending']} more "
                                f"card(s) of their choice, like 'discard Medes'.")
        self._check_fields(action)
        handler = {Move: self._move, Deploy: self._deploy, Build: self._build,
                   Migrate: self._migrate, Power: self._power, Discard: self._discard,
                   EndTurn: self._end_turn}.get(type(action))
        if handler is None:
            raise IllegalAction("notation", f"{action!r} is not a Babel action.")
        events = handler(action)
        if isinstance(action, EndTurn):
            return events
        if s["start"][s["active"]] and not s["pending"] and not self._start_temple_possible():
            raise IllegalAction("first temple", "You must build your starting level 1 temple "
                                "this turn, and after this action you no longer could.")
        return events + self._check_end()

    @staticmethod
    def _check_fields(action) -> None:
        """Refuse actions built by hand with values no notation can produce."""
        for name in ("nation", "victim", "target"):
            value = getattr(action, name, "")
            if value or name == "nation" and hasattr(action, name):
                if value not in NATIONS:
                    raise IllegalAction("notation", f"{value!r} is not a nation letter.")
        if isinstance(action, Migrate) and action.source not in NATIONS:
            raise IllegalAction("notation", f"{action.source!r} is not a site.")
        if isinstance(action, Build) and action.source not in SOURCES:
            raise IllegalAction("notation", f"{action.source!r} is not a temple column.")
        if isinstance(action, Power):
            if action.effect not in EFFECTS or action.effect not in ("halve",
                                                                      POWER_OF[action.nation]):
                raise IllegalAction("special abilities", f"The {NATION_NAME[action.nation]}' "
                                    f"power is '{POWER_OF[action.nation]}' (or 'halve'), not "
                                    f"{action.effect!r}.")
            if action.effect == "build" and action.source not in SEATS:
                raise IllegalAction("Persians", "The Persians build from a temple column: "
                                    "north or south.")

    def _who(self, seat=None) -> str:
        return SEATS[self.state["active"] if seat is None else seat].capitalize()

    def _take_from_hand(self, seat: int, nation: str, rule: str, why: str) -> None:
        hand = self.state["hands"][seat]
        if nation not in hand:
            raise IllegalAction(rule, f"{self._who(seat)} holds no {NATION_ONE[nation]} card "
                                f"{why}.")
        hand.remove(nation)

    def _move(self, a: Move) -> list[Event]:
        s, seat = self.state, self.state["active"]
        if s["pawns"][seat] == a.nation:
            raise IllegalAction("movement", f"Your pawn is already on the {NATION_NAME[a.nation]} "
                                "site.")
        self._take_from_hand(seat, a.nation, "movement", "to discard for that site")
        s["discard"].append(a.nation)
        was = s["pawns"][seat]
        s["pawns"][seat] = a.nation
        came = "from the quarry " if was is None else ""
        return [Event("moved", f"{self._who()} discards {a_card(a.nation)} and moves "
                      f"{came}to the {NATION_NAME[a.nation]} site.",
                      {"seat": seat, "site": a.nation, "from": was})]

    def _deploy(self, a: Deploy) -> list[Event]:
        s, seat = self.state, self.state["active"]
        site = s["pawns"][seat]
        if site is None:
            raise IllegalAction("deployment", "Your pawn is still on the quarry: move it to a site "
                                "first; cards are deployed under the pawn's site.")
        self._take_from_hand(seat, a.nation, "deployment", "to deploy")
        self.cards(seat, site).append(a.nation)
        return [Event("deployed", f"{self._who()} deploys {a_card(a.nation)} at the "
                      f"{NATION_NAME[site]} site ({len(self.cards(seat, site))} there).",
                      {"seat": seat, "site": site, "nation": a.nation})]

    def _build(self, a: Build) -> list[Event]:
        s, seat = self.state, self.state["active"]
        site = s["pawns"][seat]
        rule = "temple building"
        if site is None:
            raise IllegalAction(rule, "Your pawn is on the quarry; a temple is built at the "
                                "pawn's site.")
        nxt = self.level(seat, site) + 1
        if a.level != nxt:
            raise IllegalAction(rule, f"Levels are built in order: your temple at the "
                                f"{NATION_NAME[site]} site is level {nxt - 1}, so the next is "
                                f"{nxt}." if nxt <= MAX_LEVEL else
                                f"Your temple at the {NATION_NAME[site]} site is complete "
                                "(level 6).")
        have = len(self.cards(seat, site))
        if have < a.level:
            raise IllegalAction(rule, f"Level {a.level} needs at least {a.level} cards deployed "
                                f"on your side of the site; you have {have}.")
        if a.source == "start":
            if not s["start"][seat]:
                raise IllegalAction("first temple", "You no longer hold a starting level 1 card.")
            s["start"][seat] = False
            where = "with the starting card"
        else:
            column = s["columns"][SEATS.index(a.source)]
            if not column or column[-1] != a.level:
                top = column[-1] if column else "empty"
                raise IllegalAction(rule, f"Only the top card of a temple column may be taken; "
                                    f"{a.source}'s top is {top}, not {a.level}.")
            column.pop()
            where = f"from {a.source}'s temple column"
        self.temple(seat, site).append(a.level)
        return [Event("built", f"{self._who()} builds level {a.level} at the "
                      f"{NATION_NAME[site]} site {where}.",
                      {"seat": seat, "site": site, "level": a.level, "source": a.source})]

    def _migrate(self, a: Migrate) -> list[Event]:
        s, seat = self.state, self.state["active"]
        if s["migrated"]:
            raise IllegalAction("migration", "Migration is allowed only once per turn.")
        if a.source == a.target:
            raise IllegalAction("migration", "Cards migrate from one site to another site.")
        src = self.cards(seat, a.source)
        if len(src) < 3:
            raise IllegalAction("migration", f"Exactly 3 cards migrate; you have {len(src)} at "
                                f"the {NATION_NAME[a.source]} site.")
        moved = src[-3:]
        del src[-3:]
        self.cards(seat, a.target).extend(moved)
        s["migrated"] = True
        names = ", ".join(NATION_NAME[c] for c in moved)
        return [Event("migrated", f"{self._who()} migrates the last three cards of the "
                      f"{NATION_NAME[a.source]} site ({names}) to the {NATION_NAME[a.target]} "
                      "site.", {"seat": seat, "from": a.source, "to": a.target, "cards": moved})]

    def _power(self, p: Power) -> list[Event]:
        s, seat = self.state, self.state["active"]
        site = s["pawns"][seat]
        rule = "special abilities"
        if site is None:
            raise IllegalAction(rule, "Your pawn must be on the site where the ability is used.")
        column = self.cards(seat, site)
        found = runs(column, p.nation)
        name = NATION_NAME[p.nation]
        if not found:
            raise IllegalAction(rule, f"You need three {name} in a row on your side of the "
                                f"{NATION_NAME[site]} site.")
        if p.at:
            match = [r for r in found if r[1] < p.at <= r[1] + r[2]]
            if not match:
                raise IllegalAction(rule, f"No run of three {name} includes position {p.at}.")
            run = match[0]
        elif len(found) > 1:
            starts = " or ".join(f"at {r[1] + 1}" for r in found)
            raise IllegalAction(rule, f"Several runs of {name} lie there: add {starts}.")
        else:
            run = found[0]
        powers.check(self, seat, site, p)
        del column[run[1]]
        s["discard"].append(p.nation)
        texts = powers.perform(self, seat, site, p)
        kind = "half-hand" if p.effect == "halve" else p.effect
        return [Event(kind, f"{self._who()} discards {a_card(p.nation)} of the run: "
                      + " ".join(texts), {"seat": seat, "site": site, "nation": p.nation,
                                          "effect": p.effect})]

    def _discard(self, a: Discard) -> list[Event]:
        s = self.state
        if not s["pending"]:
            raise IllegalAction(powers.HALF, "Nobody owes a discard now: cards are discarded "
                                "this way only after a half-hand attack.")
        seat = 1 - s["active"]
        self._take_from_hand(seat, a.nation, powers.HALF, "to discard")
        s["discard"].append(a.nation)
        s["pending"] -= 1
        more = (f" ({s['pending']} more to go)" if s["pending"] else
                f"; {self._who()} plays on")
        return [Event("discarded", f"{self._who(seat)} discards {a_card(a.nation)}"
                      f"{more}.", {"seat": seat, "nation": a.nation})]

    def _end_turn(self, a: EndTurn) -> list[Event]:
        s, seat = self.state, self.state["active"]
        if s["start"][seat]:
            raise IllegalAction("first temple", "You must build your starting level 1 temple on "
                                "your first turn before ending it.")
        revealed = sorted(s["quarry"][:REVEAL], reverse=True)
        del s["quarry"][:REVEAL]
        s["columns"][seat].extend(revealed)
        shown = " and ".join(map(str, revealed)) or "nothing (the quarry is empty)"
        events = [Event("revealed", f"{self._who()} ends the turn and reveals {shown} onto "
                        f"{SEATS[seat]}'s temple column, the lower card on top.",
                        {"seat": seat, "cards": revealed})]
        if not s["quarry"]:
            return events + self._game_over("quarry")
        s["active"] = 1 - seat
        s["turn"] += 1
        s["migrated"] = False
        events += self._draw(s["active"])
        return events

    def _draw(self, seat: int) -> list[Event]:
        s = self.state
        drawn, events = [], []
        for _ in range(DRAW):
            if not s["deck"]:
                if not s["discard"]:
                    break
                s["deck"] = s["discard"]
                s["discard"] = []
                self.rng.shuffle(s["deck"])
                events.append(Event("reshuffled", f"The deck is empty: the {len(s['deck'])} "
                                    "discarded cards are shuffled into a new deck.",
                                    {"cards": len(s["deck"])}))
            drawn.append(s["deck"].pop(0))
        s["hands"][seat] = hand_order(s["hands"][seat] + drawn)
        who = self._who(seat)
        names = ", ".join(NATION_NAME[c] for c in hand_order(drawn)) or "nothing"
        events.append(Event("drew", f"{who} draws {names}.", {"seat": seat, "cards": drawn},
                            private_to=seat,
                            public_text=f"{who} draws {len(drawn)} cards."))
        return events

    # ------------------------------------------------------------- game end
    def _start_temple_possible(self) -> bool:
        """Whether the active player can still build the starting card this turn (a quick,
        cautious test: a pawn move, a deployment and a migration are all it considers)."""
        s = self.state
        seat = s["active"]
        hand, pawn = s["hands"][seat], s["pawns"][seat]

        def free(site):
            return not self.temple(seat, site)

        if pawn is not None and free(pawn):
            if self.cards(seat, pawn) or hand:
                return True
            if not s["migrated"] and any(len(self.cards(seat, x)) >= 3 for x in NATIONS):
                return True
        return any(n != pawn and free(n) and (len(hand) >= 2 or self.cards(seat, n))
                   for n in set(hand))

    def _check_end(self) -> list[Event]:
        s = self.state
        if s["over"]:
            return []
        sums = [self.temple_sum(0), self.temple_sum(1)]
        hi, lo = max(sums), min(sums)
        events = []
        if not s["end_phase"]:
            if hi >= WIN and lo <= LOW:
                return self._game_over("fifteen")
            if hi >= WIN:
                s["end_phase"] = True
                events.append(Event("end phase", f"Temples {sums[0]} to {sums[1]}: a player has "
                                    "15 and the other 10 or more; the end phase begins. It ends "
                                    "when a player reaches 20 or falls to 9 or less.",
                                    {"sums": sums}))
        if s["end_phase"]:
            if hi >= HIGH:
                events += self._game_over("twenty")
            elif lo <= LOW:
                events += self._game_over("nine")
        return events

    def _game_over(self, reason: str) -> list[Event]:
        s = self.state
        s["over"], s["end"], s["pending"] = True, reason, 0
        r = self._result()
        sums = r["temple_sums"]
        if r["winner"] is None:
            tail = "the game is drawn."
        else:
            tail = f"{SEATS[r['winner']].capitalize()} wins ({r['reason']})."
        return [Event("game over", f"Game over: {END_REASONS[reason]}. Temples {sums[0]} to "
                      f"{sums[1]}; {tail}", r)]

    def _result(self) -> dict:
        s = self.state
        sums = [self.temple_sum(0), self.temple_sum(1)]
        hands = [len(h) for h in s["hands"]]
        base = {"temple_sums": sums, "hand_sizes": hands, "end": s["end"]}
        if sums[0] != sums[1]:
            w = 0 if sums[0] > sums[1] else 1
            return {"ranking": [[w], [1 - w]], "winner": w, "reason": "the higher temple sum",
                    **base}
        if hands[0] != hands[1]:
            w = 0 if hands[0] > hands[1] else 1
            return {"ranking": [[w], [1 - w]], "winner": w,
                    "reason": "equal temple sums; more nation cards in hand", **base}
        return {"ranking": [[0, 1]], "winner": None,
                "reason": "equal temple sums and equal hands", **base}

    # ------------------------------------------------------------------- view
    def _decision(self) -> dict | None:
        """The question asked out of turn (docs/decisions.md): a half-hand attack's victim
        discards, during the attacker's turn."""
        s = self.state
        if s["over"] or not s["pending"]:
            return None
        n = plural(s["pending"], "card")
        return {"kind": "discard", "seat": 1 - s["active"], "rule": powers.HALF,
                "prompt": f"discard {n} of your choice (discard <nation>)",
                "ask": f"discard {n} of your choice (a half-hand attack)"}

    def _view(self, seat) -> dict:
        s = self.state
        referee = seat is None
        me = seat if isinstance(seat, int) else None

        def hand_size(i):
            n = len(s["hands"][i])
            return n if referee or i == me or s["over"] or n >= SHOW_HAND_FROM else None

        view = {
            "game": self.name, "seat": me, "players": list(SEATS), "first": s["first"],
            "active": s["active"], "to_move": self.to_move, "turn": s["turn"],
            "phase": "over" if s["over"] else ("discard" if s["pending"] else "actions"),
            "pending_discard": s["pending"], "migrated": s["migrated"],
            "end_phase": s["end_phase"], "over": s["over"],
            "result": self._result() if s["over"] else None,
            "pawns": list(s["pawns"]),
            "sites": [{n: {"cards": list(self.cards(i, n)), "temple": list(self.temple(i, n)),
                           "level": self.level(i, n)} for n in NATIONS} for i in (0, 1)],
            "temple_sums": [self.temple_sum(0), self.temple_sum(1)],
            "columns": [list(c) for c in s["columns"]],
            "start_cards": list(s["start"]),
            "hands": [list(h) if referee or i == me else None for i, h in enumerate(s["hands"])],
            "hand_sizes": [hand_size(0), hand_size(1)],
            "deck_size": len(s["deck"]), "quarry_size": len(s["quarry"]),
            "discard": list(s["discard"]),
            "decision": self._decision(),
        }
        if referee:
            view["deck"] = list(s["deck"])
            view["quarry"] = list(s["quarry"])
        return view


__all__ = ["BabelGame"]
