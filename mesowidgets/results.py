"""The result screen's contents, for every game: the engine's `game.result()` (the ranking
with the rules' tie-breaks) as rows a front end lays out without knowing the game.

`result_screen(game)` is synced as the `result` trait once the game is over (seat.py): a
title sentence, the rules' reason, what the points column counts, the winner's seat (None:
first place shared) and one row per seat, best first: {"seat", "place", "points",
"tiebreak", "detail"} (`detail` only where there is one). Nothing the front end has is
told again: the rows hold no names (the `seat_names` trait); and the screen is the front
end's only copy of the engine's result (the view's `result` is not sent to it:
protocol.UNSENT_VIEW). `points`
is the number the rules compare first (Tigris & Euphrates: the weakest colour, treasures
wild; the card game: the same; Babel: the temple sum; Tyrus: representatives); `tiebreak`
says in words what decides between equal points (the next weakest colours, the cards or
tiles left in hand); `detail` is the rest of the count. At the end of a game the rules
show everything, so the rows hold nothing a seat may not see.
"""
from __future__ import annotations

from mesogames.words import listing, ordinal, plural

COLOUR_NAMES = {"K": "black", "R": "red", "G": "green", "B": "blue"}


def _weakest(score: dict) -> tuple[int, str, str]:
    """Knizia's two games: the weakest colour first; ties go to the next weakest."""
    first, *rest = score["weakest_first"]
    colours = " · ".join(f"{COLOUR_NAMES[c]} {n}" for c, n in score["colours"].items())
    treasures = plural(score["treasures"], "treasure")
    return (first, "then " + " · ".join(map(str, rest)) if rest else "",
            f"{colours} ({treasures}, wild)")


def _rows(game, result: dict):
    """What the points count, the points in words, and (points, tie-break, detail) for
    each seat."""
    seats = range(game.players)
    if "scores" in result:
        return ("points in the weakest colour",
                lambda n: f"{plural(n, 'point')} in the weakest colour",
                [_weakest(result["scores"][s]) for s in seats])
    if "temple_sums" in result:
        return "temple sum", lambda n: f"a temple sum of {n}", [(result["temple_sums"][s],
                               plural(result["hand_sizes"][s], "nation card") + " in hand", "")
                              for s in seats]
    if "representatives" in result:
        return "representatives", lambda n: plural(n, "representative"), [
            (result["representatives"][s], f"tiles in hand worth {result['hand_totals'][s]}", "")
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
            row = {"seat": seat, "place": place, "points": points, "tiebreak": tiebreak}
            rows.append({**row, "detail": detail} if detail else row)
    first = [game.seat_name(s).capitalize() for s in result["ranking"][0]]
    best = words(cells[result["ranking"][0][0]][0])
    if result["reason"] == "three elections in a row":      # Tyrus: won before the count
        title = f"{first[0]} wins by {result['reason']}."
    elif result["winner"] is not None:
        level = [game.seat_name(s).capitalize() for s in result["ranking"][1]
                 if cells[s][0] == cells[result["winner"]][0]]
        tail = f", ahead of {listing(level)} on the tie-break" if level else ""
        title = f"{first[0]} wins with {best}{tail}."
    else:
        title = f"{listing(first)} share the {ordinal(1)} place with {best}."
    return {"title": title, "reason": result["reason"], "counts": counts,
            "winner": result["winner"], "rows": rows}
