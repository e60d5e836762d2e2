"""The result screen's contents, for every game: the engine's `game.result()` (the ranking
with the rules' tie-breaks) as rows a front end lays out without knowing the game.

`result_screen(game)` is synced as the `result` trait once the game is over (seat.py): a
title sentence (a phrase when a seat wins on representatives or on its weakest colour:
TITLES), the rules' reason, what the points column counts, the winner's seat (None: first
place shared) and one row per seat, best first: its values in the order of ROW,
[seat, place, points, tiebreak, detail] (`detail` only where there is one; a list, not
an object: the keys of four rows were a sixth of the message that ends a game; `spoken_screen`
gives them as objects, as js/lib/result.js reads them). Nothing the front end has is
told again: the rows hold no names (the `seat_names` trait); and the screen is the front
end's only copy of the engine's result (the view's `result` is not sent to it:
protocol.UNSENT_VIEW). `points`
is the number the rules compare first (Tigris & Euphrates: the weakest colour, treasures
wild; the card game: the same; Babel: the temple sum; Tyrus: representatives); `tiebreak`
says in words what decides between equal points (the next weakest colours, the cards or
tiles left in hand); `detail` is the rest of the count. At the end of a game the rules
show everything, so the rows hold nothing a seat may not see.

The reason, what the points count, a row's tie-break and detail travel as phrases where the
phrasebook has one (mesogames/phrases.py, "rs." keys: a list the front end speaks, as it
speaks the events), else as text: the Knizia games' rows would otherwise repeat the colours'
names in every row, and the other games' their tie-break's words (`spoken_screen` gives
the screen's sentences, as the front end shows them).
"""
from __future__ import annotations

from mesogames.phrases import PHRASES, say, spoken
from mesogames.words import listing, ordinal, plural

COLOUR_NAMES = {"K": "black", "R": "red", "G": "green", "B": "blue"}
#: A row's values, in their order.
ROW = ("seat", "place", "points", "tiebreak", "detail")

#: The title's phrases (a winner alone, a winner ahead of others on the tie-break), by
#: the field of the engine's result that says what the points count: Tyrus's
#: representatives, the weakest colour of both of Knizia's games (the card game's and
#: Tigris & Euphrates' ends are their longest messages).
TITLES = {"representatives": ("rs.elected", "rs.ahead"),
          "scores": ("rs.weakest wins", "rs.weakest ahead")}
#: The phrases that say a fixed sentence, by the sentence (a result's reason, what the
#: points count).
FIXED = {template: key for key, template in PHRASES.items()
         if key.startswith("rs.") and "{" not in template}


def _said(text: str) -> str | list:
    """A fixed sentence as its phrase, where the phrasebook has one; else the text."""
    return [FIXED[text]] if text in FIXED else text


def _weakest(score: dict) -> tuple[int, str | list, str | list]:
    """Knizia's two games: the weakest colour first; ties go to the next weakest."""
    first, *rest = score["weakest_first"]
    tiebreak: str | list = ["rs.then", *rest] if len(rest) == 3 else \
        "then " + " · ".join(map(str, rest)) if rest else ""
    if list(score["colours"]) == list(COLOUR_NAMES):
        return first, tiebreak, ["rs.colours", *score["colours"].values(), score["treasures"]]
    colours = " · ".join(f"{COLOUR_NAMES[c]} {n}" for c, n in score["colours"].items())
    treasures = plural(score["treasures"], "treasure")
    return first, tiebreak, f"{colours} ({treasures}, wild)"


def _rows(game, result: dict):
    """What the points count, the points in words, and (points, tie-break, detail) for
    each seat."""
    seats = range(game.players)
    if "scores" in result:
        return (_said("points in the weakest colour"),
                lambda n: f"{plural(n, 'point')} in the weakest colour",
                [_weakest(result["scores"][s]) for s in seats])
    if "temple_sums" in result:
        return _said("temple sum"), lambda n: f"a temple sum of {n}", [(
            result["temple_sums"][s], ["rs.in hand", result["hand_sizes"][s]], "")
            for s in seats]
    if "representatives" in result:
        return _said("representatives"), lambda n: plural(n, "representative"), [
            (result["representatives"][s], ["rs.worth", result["hand_totals"][s]], "")
            for s in seats]
    raise ValueError(f"No result screen for {type(game).__name__}'s result.")


def result_screen(game) -> dict:
    """The finished game's result screen (the module docstring says what it holds); {} while
    the game goes on."""
    if not game.over:
        return {}
    result = game.result()
    counts, words, cells = _rows(game, result)
    rows = []
    for place, group in enumerate(result["ranking"], 1):
        for seat in group:
            points, tiebreak, detail = cells[seat]
            rows.append([seat, place, points, tiebreak, *([detail] if detail else [])])
    first = [game.seat_name(s).capitalize() for s in result["ranking"][0]]
    best = words(cells[result["ranking"][0][0]][0])
    title: str | list
    if result["reason"] == "three elections in a row":      # Tyrus: won before the count
        title = f"{first[0]} wins by {result['reason']}."
    elif result["winner"] is not None:
        level = [game.seat_name(s).capitalize() for s in result["ranking"][1]
                 if cells[s][0] == cells[result["winner"]][0]]
        tail = f", ahead of {listing(level)} on the tie-break" if level else ""
        title = f"{first[0]} wins with {best}{tail}."
        phrased = next((keys for field, keys in TITLES.items() if field in result), None)
        if phrased:                       # a phrase: the longest end messages' titles
            n = cells[result["winner"]][0]
            title = say(phrased[1], seat=first[0], n=n, level=level) if level else \
                say(phrased[0], seat=first[0], n=n)
    else:
        title = f"{listing(first)} share the {ordinal(1)} place with {best}."
    return {"title": title, "reason": _said(result["reason"]), "counts": counts,
            "winner": result["winner"], "rows": rows}


def spoken_screen(screen: dict) -> dict:
    """The result screen with its phrases spoken and its rows as objects ({"seat", "place",
    "points", "tiebreak", "detail"}): what the front end shows."""
    def text(value):
        return spoken(value) if isinstance(value, list) else value
    if not screen:
        return screen
    return {**{k: text(v) for k, v in screen.items() if k != "rows"},
            "rows": [{k: text(v) for k, v in zip(ROW, row, strict=False)}
                     for row in screen["rows"]]}
