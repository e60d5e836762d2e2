"""Euphrat & Tigris: the card game, as a state machine (see docs/rules/tigris-cards.md).

A turn is up to two actions of the active player; every decision a rule asks for
(banking a point, committing cards to a conflict, building a ship, ordering wars, taking
treasures) is a pending decision in `state["pending"]`, answered by an action of the seat
that decides. Automatic steps (the wars after a link, the end of a turn, the refill) sit
in the same queue and run as soon as they reach its front.
"""
from __future__ import annotations

from ..core import Event, Game, IllegalAction
from ..dynasties import PendingQueue, plural, rank_by
from .actions import (Bank, BuildShip, Catastrophe, ChooseWar, Commit, Decline, KeepTreasure,
                      Pass, PlaceLeader, PlayCard, parse_action)
from .cards import (COLOUR_NAME, COLOURS, COLUMNS, GAPS, HAND, KIND_NAME, LEADER_NAME,
                    LINK_MINIMUM, MAX_IN_COLUMN, SEATS, SHIP_NAME, SHIPS, pos_str, ship_colours,
                    target_str)
from .conflicts import (best_assignment, remove_loser_cards, revolt, war, war_conflicts,
                        weakest_first)
from .kingdoms import (all_cells, cell_at, cells_of, find_leader, kingdom_of_column, kingdoms,
                       leader_of_colour, treasure_columns, treasures_in_play)

ACTIONS_PER_TURN = 2


_plural = plural


class TigrisCardsGame(PendingQueue, Game):
    name = "tigris_cards"
    title = "Euphrat & Tigris: the card game"
    seat_names = SEATS

    # ------------------------------------------------------------ legal moves
    def parse_action(self, text: str):
        return parse_action(text)

    def _legal(self) -> list:
        s, seat = self.state, self.to_move
        d = self.decision
        hand = s["hands"][seat]
        if d is not None:
            k = d["k"]
            if k == "bank":
                return ([Bank(d["colour"])] if d["colour"] in hand else []) + [Decline()]
            if k == "conflict":
                return [Commit(n) for n in range(hand.count(d["fight"]) + 1)]
            if k == "ship":
                return [BuildShip(x) for x in d["options"]] + [Decline()]
            if k == "order":
                return [ChooseWar(c) for c in d["colours"]]
            if k == "treasure":
                enough = hand.count("R") >= len(d["cols"]) - 1
                return [KeepTreasure(c) for c in d["cols"] if enough] + [Decline()]
            raise AssertionError(k)
        acts: list = []
        cells = list(all_cells(s))
        kid = self._kingdom_ids()
        for colour in COLOURS:
            cur = find_leader(s, seat, colour)
            here = None if cur is None else kid[cur[1]]
            for pos, cell in cells:
                if cell["l"] or cell["c"] in SHIPS or cell.get("down"):
                    continue
                if here is not None and kid[pos[1]] == here:
                    continue
                acts.append(PlaceLeader(colour, pos))
        for colour in COLOURS:
            if colour not in hand:
                continue
            for i, col in enumerate(s["cols"]):
                if len(col) - 1 < MAX_IN_COLUMN:
                    acts.append(PlayCard(colour, ("col", i)))
            for g in range(GAPS):
                if s["gaps"][g] is None and len(s["cols"][g]) > LINK_MINIMUM \
                        and len(s["cols"][g + 1]) > LINK_MINIMUM:
                    acts.append(PlayCard(colour, ("g", g)))
        if s["catastrophes"][seat]:
            for pos, cell in cells:
                if not cell["l"] and cell["c"] not in SHIPS and not (pos[0] == "c" and pos[2] == 0):
                    acts.append(Catastrophe(pos))
        acts.append(Pass())
        return acts

    def _kingdom_ids(self) -> list[int]:
        ids = [0] * COLUMNS
        for k in kingdoms(self.state):
            for c in k:
                ids[c] = k[0]
        return ids

    def public_notation(self, action, seat: int) -> str:
        if isinstance(action, PlayCard) and action.target[0] == "g":
            return f"? {target_str(action.target)}"
        return str(action)

    # ----------------------------------------------------------------- apply
    def _apply(self, action) -> list[Event]:
        seat = self.to_move
        d = self.decision
        if d is None:
            handlers = {PlaceLeader: self._place_leader, PlayCard: self._play_card,
                        Catastrophe: self._catastrophe, Pass: self._pass}
            if type(action) not in handlers:
                raise IllegalAction("turn", f"{self.who(seat)} is taking the actions of a turn: "
                                    "place or move a leader, add a card, play the catastrophe "
                                    f"or pass; {action} answers no question now.")
            events = handlers[type(action)](seat, action)
        else:
            expected = {"bank": (Bank, Decline), "conflict": (Commit,),
                        "ship": (BuildShip, Decline), "order": (ChooseWar,),
                        "treasure": (KeepTreasure, Decline)}[d["k"]]
            if not isinstance(action, expected):
                raise IllegalAction(self._decision_rule(d), f"{self.who(seat)} must first "
                                    f"{self._decision_text(d)}; {action} is not an answer.")
            events = getattr(self, "_answer_" + d["k"])(seat, d, action)
        self._advance(events)
        return events

    def _decision_rule(self, d: dict) -> str:
        return {"bank": "victory points", "conflict": "conflicts", "ship": "ships",
                "order": "external conflicts", "treasure": "treasures"}[d["k"]]

    def _decision_text(self, d: dict) -> str:
        k = d["k"]
        if k == "bank":
            return f"bank a {COLOUR_NAME[d['colour']]} card or decline"
        if k == "conflict":
            return f"commit {COLOUR_NAME[d['fight']]} cards to the conflict (commit N)"
        if k == "ship":
            return "build a ship or decline"
        if k == "order":
            return "choose which war to resolve next (war <colour>)"
        return "choose the treasure that stays (keep <column>) or decline"

    # ------------------------------------------------------- the four actions
    def _place_leader(self, seat: int, a: PlaceLeader) -> list[Event]:
        s = self.state
        rule = "placing leaders"
        cell = cell_at(s, a.pos)
        if cell is None:
            raise IllegalAction(rule, f"There is no card at {pos_str(a.pos)}; a leader stands on "
                                "a civilization card.")
        if cell["c"] in SHIPS:
            raise IllegalAction(rule, "Leaders may not be placed on ships.")
        if cell.get("down"):
            raise IllegalAction(rule, "The link card is face down until the wars are over.")
        if cell["l"]:
            raise IllegalAction(rule, f"A leader already stands on {pos_str(a.pos)}.")
        cur = find_leader(s, seat, a.leader)
        target = kingdom_of_column(s, a.pos[1])
        if cur is not None and cur[1] in target:
            raise IllegalAction(rule, "A leader moves from one kingdom to another; "
                                f"{pos_str(a.pos)} is in the kingdom it stands in already.")
        name = f"{self.who(seat)}'s {LEADER_NAME[a.leader]}"
        other = leader_of_colour(s, target, a.leader)
        if cur is not None:
            cell_at(s, cur)["l"] = None
            text = f"{name} moves from {pos_str(cur)} to {pos_str(a.pos)}."
        else:
            text = f"{name} is placed on {pos_str(a.pos)}."
        cell["l"] = f"{seat}{a.leader}"
        s["actions"] += 1
        events = [Event("leader", text, {"seat": seat, "leader": a.leader,
                                         "from": cur and pos_str(cur), "to": pos_str(a.pos)})]
        if other is not None:
            d = revolt(s, seat, a.pos, other[0], other[1])
            s["pending"].insert(0, d)
            events.append(Event("revolt", f"Revolt: {name} challenges {self.who(other[0])}'s "
                                f"{LEADER_NAME[a.leader]}. Each commits red cards; "
                                f"{self.who(seat)} starts with {d['base'][0]}, "
                                f"{self.who(other[0])} with {d['base'][1]} (a leader on a red "
                                "card adds 1).",
                                {"attacker": seat, "defender": other[0], "base": d["base"]}))
        return events

    def _play_card(self, seat: int, a: PlayCard) -> list[Event]:
        s = self.state
        hand = s["hands"][seat]
        word = COLOUR_NAME[a.colour]
        if a.colour not in hand:
            raise IllegalAction("placing cards", f"{self.who(seat)} has no {word} card in hand.")
        if a.target[0] == "col":
            return self._add_to_column(seat, a.colour, a.target[1])
        g = a.target[1]
        if s["gaps"][g] is not None:
            raise IllegalAction("placing cards", f"The gap {target_str(a.target)} is filled "
                                "already.")
        if len(s["cols"][g]) <= LINK_MINIMUM or len(s["cols"][g + 1]) <= LINK_MINIMUM:
            raise IllegalAction("placing cards", "A card goes between two treasures only when "
                                "each of the two columns holds at least 3 cards.")
        hand.remove(a.colour)
        s["gaps"][g] = {"c": a.colour, "l": None, "down": True}
        s["actions"] += 1
        s["pending"].insert(0, {"k": "wars", "link": g})
        where = target_str(a.target)
        return [Event("link", f"{self.who(seat)} joins two kingdoms with a {word} card, face "
                      f"down, in the gap {where}.", {"seat": seat, "gap": where, "card": a.colour},
                      private_to=seat, public_text=f"{self.who(seat)} joins two kingdoms with a "
                      f"card, face down, in the gap {where}.")]

    def _add_to_column(self, seat: int, colour: str, i: int) -> list[Event]:
        s = self.state
        col = s["cols"][i]
        if len(col) - 1 >= MAX_IN_COLUMN:
            raise IllegalAction("placing cards", f"Column {i + 1} holds 8 cards already; a column "
                                "holds at most 8.")
        s["hands"][seat].remove(colour)
        col.append({"c": colour, "l": None})
        s["actions"] += 1
        word = COLOUR_NAME[colour]
        events = [Event("card", f"{self.who(seat)} adds a {word} card ({KIND_NAME[colour]}) "
                        f"under column {i + 1}, at {i + 1}.{len(col) - 1}.",
                        {"seat": seat, "card": colour, "column": i + 1})]
        cols = kingdom_of_column(s, i)
        scorer = leader_of_colour(s, cols, colour)
        if scorer is None and colour != "K":
            scorer = leader_of_colour(s, cols, "K")
        if scorer is not None:
            s["pending"].append({"k": "bank", "seat": scorer[0], "colour": colour,
                                 "why": "score"})
        rows = col[1:]
        if len(rows) >= 4 and all(c["c"] == colour for c in rows[-4:]):
            options = [x for x in SHIPS if x in s["ships"] and (colour == "B" or x[1] == colour)]
            if options:
                s["pending"].append({"k": "ship", "seat": seat, "colour": colour, "col": i,
                                     "options": options})
        return events

    def _catastrophe(self, seat: int, a: Catastrophe) -> list[Event]:
        s = self.state
        rule = "catastrophe"
        if not s["catastrophes"][seat]:
            raise IllegalAction(rule, f"{self.who(seat)} has played their catastrophe already; "
                                "it is played once a game.")
        cell = cell_at(s, a.pos)
        if cell is None:
            raise IllegalAction(rule, f"There is no card at {pos_str(a.pos)}.")
        if a.pos[0] == "c" and a.pos[2] == 0:
            raise IllegalAction(rule, "A catastrophe cannot remove a treasure (or the red card "
                                "that replaced it at the head of a column).")
        if cell["c"] in SHIPS:
            raise IllegalAction(rule, "A catastrophe cannot remove a ship.")
        if cell["l"]:
            raise IllegalAction(rule, "A catastrophe cannot remove a card a leader stands on.")
        s["catastrophes"][seat] = False
        if a.pos[0] == "g":
            s["gaps"][a.pos[1]] = None
            extra = " The two kingdoms it joined are separated again."
        else:
            s["cols"][a.pos[1]].pop(a.pos[2])
            extra = f" Column {a.pos[1] + 1} closes upward."
        s["discard"].append(cell["c"])
        s["actions"] += 1
        return [Event("catastrophe", f"{self.who(seat)} plays the catastrophe on the "
                      f"{COLOUR_NAME[cell['c']]} card at {pos_str(a.pos)}; both leave the game."
                      + extra, {"seat": seat, "pos": pos_str(a.pos), "card": cell["c"]})]

    def _pass(self, seat: int, a: Pass) -> list[Event]:
        self.state["pending"].append({"k": "endturn"})
        return [Event("pass", f"{self.who(seat)} ends the turn.", {"seat": seat})]

    # ------------------------------------------------------------- decisions
    def _answer_bank(self, seat: int, d: dict, a) -> list[Event]:
        s = self.state
        s["pending"].pop(0)
        why = {"score": "a point", "spoils": "the spoils of the conflict",
               "ship": "the ship's point"}[d["why"]]
        word = COLOUR_NAME[d["colour"]]
        if isinstance(a, Decline):
            return [Event("decline", f"{self.who(seat)} does not bank {why} ({word}).",
                          {"seat": seat})]
        if a.colour != d["colour"]:
            raise IllegalAction("victory points", f"The point offered is {word}; bank a {word} "
                                "card or decline.")
        if a.colour not in s["hands"][seat]:
            raise IllegalAction("victory points", f"{self.who(seat)} holds no {word} card to "
                                "bank; decline.")
        s["hands"][seat].remove(a.colour)
        s["piles"][seat].append(a.colour)
        return [Event("bank", f"{self.who(seat)} banks a {word} card from hand for {why}.",
                      {"seat": seat, "card": a.colour})]

    def _answer_ship(self, seat: int, d: dict, a) -> list[Event]:
        s = self.state
        s["pending"].pop(0)
        if isinstance(a, Decline):
            return [Event("decline", f"{self.who(seat)} builds no ship.", {"seat": seat})]
        if a.ship not in d["options"]:
            raise IllegalAction("ships", f"The {SHIP_NAME[a.ship]} ship cannot be built here: "
                                + ("it is in play already." if a.ship not in s["ships"] else
                                   f"four {COLOUR_NAME[d['colour']]} cards build the "
                                   f"blue-{COLOUR_NAME[d['colour']]} ship."))
        col = s["cols"][d["col"]]
        events = []
        for cell in col[-4:]:
            s["discard"].append(cell["c"])
            if cell["l"]:
                owner, colour = int(cell["l"][0]), cell["l"][1]
                events.append(Event("withdrawn", f"{self.who(owner)}'s {LEADER_NAME[colour]} "
                                    "returns to its owner.", {"seat": owner, "leader": colour}))
        del col[-4:]
        col.append({"c": a.ship, "l": None})
        s["ships"].remove(a.ship)
        events.insert(0, Event("ship", f"{self.who(seat)} replaces the four "
                               f"{COLOUR_NAME[d['colour']]} cards of column {d['col'] + 1} by "
                               f"the {SHIP_NAME[a.ship]} ship.",
                               {"seat": seat, "ship": a.ship, "column": d["col"] + 1}))
        return events

    def _answer_order(self, seat: int, d: dict, a: ChooseWar) -> list[Event]:
        s = self.state
        if a.colour not in d["colours"]:
            raise IllegalAction("external conflicts", f"There is no {COLOUR_NAME[a.colour]} war "
                                "to resolve.")
        s["pending"][0] = war(s, d["link"], a.colour, s["turn"])
        return [Event("order", f"{self.who(seat)} has the {COLOUR_NAME[a.colour]} war "
                      "resolved next.", {"colour": a.colour})] + self._war_opened(s["pending"][0])

    def _war_opened(self, w: dict) -> list[Event]:
        word = COLOUR_NAME[w["colour"]]
        return [Event("war", f"War of the {LEADER_NAME[w['colour']]}s: {self.who(w['att'])} "
                      f"attacks with {_plural(w['base'][0], word + ' card')} in their kingdom, "
                      f"{self.who(w['def'])} defends with {w['base'][1]}.",
                      {"colour": w["colour"], "attacker": w["att"], "defender": w["def"],
                       "base": w["base"]})]

    def _answer_treasure(self, seat: int, d: dict, a) -> list[Event]:
        s = self.state
        s["pending"].pop(0)
        if isinstance(a, Decline):
            return [Event("decline", f"{self.who(seat)} leaves the treasures in play.",
                          {"seat": seat})]
        if a.column not in d["cols"]:
            raise IllegalAction("treasures", f"Column {a.column + 1} has no treasure in this "
                                "kingdom.")
        taken = [c for c in d["cols"] if c != a.column]
        if s["hands"][seat].count("R") < len(taken):
            raise IllegalAction("treasures", f"Each treasure taken is replaced by a red card "
                                f"from hand: {self.who(seat)} needs {plural(len(taken), 'red card')}"
                                "; decline.")
        for c in taken:
            s["hands"][seat].remove("R")
            s["cols"][c][0]["c"] = "R"
            s["piles"][seat].append("T")
        cols = ", ".join(str(c + 1) for c in taken)
        where = f"the treasure of column {cols}, replaced" if len(taken) == 1 else \
            f"the treasures of columns {cols}, each replaced"
        return [Event("treasures", f"{self.who(seat)}'s trader takes {where} by a red card from "
                      f"hand; the treasure of column {a.column + 1} stays.",
                      {"seat": seat, "taken": [c + 1 for c in taken], "kept": a.column + 1})]

    def _answer_conflict(self, seat: int, d: dict, a: Commit) -> list[Event]:
        have = self.state["hands"][seat].count(d["fight"])
        if a.count > have:
            raise IllegalAction("conflicts", f"{self.who(seat)} holds only "
                                f"{_plural(have, COLOUR_NAME[d['fight']] + ' card')}.")
        return self._commit(d, seat, a.count)

    def _commit(self, d: dict, seat: int, n: int) -> list[Event]:
        s = self.state
        idx = 0 if d["n"][0] is None else 1
        for _ in range(n):
            s["hands"][seat].remove(d["fight"])
            s["table"].append(d["fight"])
        d["n"][idx] = n
        role = "attacker" if idx == 0 else "defender"
        word = COLOUR_NAME[d["fight"]]
        events = [Event("commit", f"{self.who(seat)} ({role}) commits "
                        f"{_plural(n, word + ' card')}: strength {d['base'][idx] + n}.",
                        {"seat": seat, "count": n})]
        if idx == 1:
            events += self._resolve(d)
        else:
            d["seat"] = d["def"]
        return events

    def _resolve(self, d: dict) -> list[Event]:
        s = self.state
        s["pending"].remove(d)
        att, dfn = d["base"][0] + d["n"][0], d["base"][1] + d["n"][1]
        winner, loser = (d["att"], d["def"]) if att > dfn else (d["def"], d["att"])
        colour = d["colour"]
        pos = find_leader(s, loser, colour)
        cell_at(s, pos)["l"] = None
        kind = "revolt" if d["type"] == "revolt" else "war"
        events = [Event("conflict", f"{self.who(winner)} wins the {kind} {max(att, dfn)} to "
                        f"{min(att, dfn)}" + (" (a tie goes to the defender)" if att == dfn else "")
                        + f"; {self.who(loser)}'s {LEADER_NAME[colour]} returns to its owner.",
                        {"winner": winner, "loser": loser, "strength": [att, dfn]})]
        fight = COLOUR_NAME[d["fight"]]
        if s["table"]:
            s["piles"][winner].append(s["table"].pop())
            s["discard"].extend(s["table"])
            s["table"].clear()
            events.append(Event("spoils", f"{self.who(winner)} banks one of the {fight} cards "
                                "played; the others are discarded.", {"seat": winner}))
        if d["type"] == "war":
            loser_side = d["sides"][0 if loser == d["att"] else 1]
            removed = remove_loser_cards(s, d["link"], loser_side, colour)
            s["piles"][winner].extend(removed)
            if removed:
                events.append(Event("spoils", f"{_plural(len(removed), fight + ' card')} "
                                    + ("leaves" if len(removed) == 1 else "leave")
                                    + f" {self.who(loser)}'s former kingdom for "
                                    f"{self.who(winner)}'s points pile; the columns close "
                                    "upward.", {"seat": winner, "count": len(removed)}))
        if d["n"] == [0, 0]:
            s["pending"].insert(0, {"k": "bank", "seat": winner, "colour": d["fight"],
                                    "why": "spoils"})
        return events

    # -------------------------------------------------------- automatic steps
    def _advance(self, events: list[Event]) -> None:
        s = self.state
        while not s["over"]:
            if not s["pending"]:
                if s["actions"] < ACTIONS_PER_TURN:
                    return
                s["pending"].append({"k": "endturn"})
            d = s["pending"][0]
            k = d["k"]
            if k == "bank":
                return              # asked even without the colour in hand: "decline"
            elif k == "conflict":
                # Asked even when "commit 0" is the only answer: answering at once would
                # tell the others that the hand lacks the colour.
                d["seat"] = d["att"] if d["n"][0] is None else d["def"]
                return
            elif k == "wars":
                events += self._wars_step(d)
            elif k == "endturn":
                events += self._end_turn()
            elif k == "refill":
                events += self._refill()
            else:
                return

    def _wars_step(self, d: dict) -> list[Event]:
        s = self.state
        link = d["link"]
        colours = war_conflicts(s, link)
        if len(colours) == 1:
            w = war(s, link, colours[0], s["turn"])
            s["pending"].insert(0, w)
            return self._war_opened(w)
        if colours:
            s["pending"].insert(0, {"k": "order", "seat": s["turn"], "colours": colours,
                                    "link": link})
            return [Event("wars", "The new kingdom holds two leaders of each of these colours: "
                          + ", ".join(COLOUR_NAME[c] for c in colours)
                          + f"; {self.who(s['turn'])} orders the wars.", {"colours": colours})]
        s["pending"].pop(0)
        cell = s["gaps"][link]
        cell["down"] = False
        events = [Event("link up", f"The link card in {link + 1}|{link + 2} is turned face up: "
                        f"{COLOUR_NAME[cell['c']]}.", {"gap": f"{link + 1}|{link + 2}",
                                                       "card": cell["c"]})]
        cols = kingdom_of_column(s, link)
        trader = leader_of_colour(s, cols, "G")
        tcols = treasure_columns(s, cols)
        if trader is not None and len(tcols) >= 2:
            # Asked whatever the hand holds (taking needs red cards: without them the only
            # answer is "decline"), so the question tells nobody what the hand lacks.
            s["pending"].insert(0, {"k": "treasure", "seat": trader[0], "cols": tcols})
        return events

    def _end_turn(self) -> list[Event]:
        s = self.state
        s["pending"].pop(0)
        active = s["turn"]
        bonus = []
        for colour in COLOURS:
            pos = find_leader(s, active, colour)
            if pos is None:
                continue
            for _, cell in cells_of(s, kingdom_of_column(s, pos[1])):
                if cell["c"] in SHIPS and colour in ship_colours(cell["c"]):
                    bonus.append({"k": "bank", "seat": active, "colour": colour, "why": "ship"})
                    break
        s["pending"][0:0] = bonus + [{"k": "refill"}]
        return []

    def _refill(self) -> list[Event]:
        s = self.state
        s["pending"].pop(0)
        need = sum(HAND - len(h) for h in s["hands"])
        full = all(len(c) - 1 >= MAX_IN_COLUMN for c in s["cols"]) and \
            all(g is not None for g in s["gaps"])
        if len(s["deck"]) < need or treasures_in_play(s) <= 1 or full:
            s["over"] = True
            s["end"] = ("deck" if len(s["deck"]) < need else
                        "treasures" if treasures_in_play(s) <= 1 else "table full")
            why = {"deck": "the deck cannot refill every hand to 8 cards",
                   "treasures": "only one treasure is left in play",
                   "table full": "no card can be added anywhere on the table"}[s["end"]]
            r = self._result()
            win = ("A tie for first place." if r["winner"] is None else
                   f"{self.who(r['winner'])} wins.")
            return [Event("game over", f"The game ends: {why}. {win}", r)]
        events = []
        n = s["players"]
        for k in range(n):
            seat = (s["turn"] + k) % n
            want = HAND - len(s["hands"][seat])
            if want:
                drawn = s["deck"][:want]
                del s["deck"][:want]
                s["hands"][seat].extend(drawn)
                events.append(Event("draw", f"{self.who(seat)} draws "
                                    + " ".join(COLOUR_NAME[c] for c in drawn) + ".",
                                    {"seat": seat, "cards": drawn}, private_to=seat,
                                    public_text=f"{self.who(seat)} draws "
                                    f"{_plural(want, 'card')}."))
        s["turn"] = (s["turn"] + 1) % n
        s["actions"] = 0
        s["turns"] += 1
        events.append(Event("turn", f"{self.who(s['turn'])}'s turn.", {"seat": s["turn"]}))
        return events

    # ----------------------------------------------------------------- result
    def _result(self) -> dict:
        s = self.state
        values = [weakest_first(p) for p in s["piles"]]
        ranking = rank_by(values)
        return {"ranking": ranking,
                "winner": ranking[0][0] if len(ranking[0]) == 1 else None,
                "reason": "the strongest weakest colour (treasures wild; ties go to the next "
                          "weakest colour)", "end": s["end"],
                "scores": [{"colours": best_assignment(p), "weakest_first": values[i],
                            "treasures": p.count("T")} for i, p in enumerate(s["piles"])]}

    # ------------------------------------------------------------------- view
    def _view(self, seat) -> dict:
        s = self.state
        referee = seat is None
        me = seat if isinstance(seat, int) else None
        open_piles = referee or s["over"] or s["options"].get("open_piles", False)

        def cell_view(cell):
            shown = not cell.get("down") or referee or me == s["turn"]
            ldr = cell["l"]
            return {"card": cell["c"] if shown else None, "down": bool(cell.get("down")),
                    "leader": None if not ldr else {"seat": int(ldr[0]), "colour": ldr[1],
                                                    "name": LEADER_NAME[ldr[1]]}}

        on_board = {cell["l"] for _, cell in all_cells(s) if cell["l"]}
        d = self.decision
        view = {
            "game": self.name, "seat": me, "players": list(SEATS[:s["players"]]),
            "options": dict(s["options"]), "turn": s["turn"], "actions_taken": s["actions"],
            "to_move": self.to_move, "decision": None if d is None else
            {k: v for k, v in d.items()},
            "columns": [[cell_view(c) for c in col] for col in s["cols"]],
            "gaps": [None if g is None else cell_view(g) for g in s["gaps"]],
            "kingdoms": [[c + 1 for c in k] for k in kingdoms(s)],
            "hands": [sorted(h, key="KRGB".index) if referee or me == i else None
                      for i, h in enumerate(s["hands"])],
            "hand_sizes": [len(h) for h in s["hands"]],
            "piles": [{"size": len(p), "top": p[-1] if p else None,
                       "cards": list(p) if open_piles else None} for p in s["piles"]],
            "table": list(s["table"]),
            "deck_size": len(s["deck"]), "discard": sorted(s["discard"]),
            "removed_size": len(s["removed"]),
            "catastrophes": list(s["catastrophes"]), "ships": list(s["ships"]),
            "leaders_in_supply": [[c for c in COLOURS if f"{i}{c}" not in on_board]
                                  for i in range(s["players"])],
            "treasures_in_play": treasures_in_play(s),
            "over": s["over"], "result": self._result() if s["over"] else None,
        }
        if referee:
            view["deck"] = list(s["deck"])
            view["removed"] = list(s["removed"])
        return view

