"""Temple sums and the end of the game: 15 against 9 or less ends it at once; 15 against 10
or more opens the end phase, which ends when a player reaches 20 or falls to 9 or less;
an empty quarry ends it too. The higher temple sum wins, then the larger hand."""
from __future__ import annotations

from ..core import Event
from ..phrases import say
from .cards import SEATS

WIN, HIGH, LOW = 15, 20, 9

END_REASONS = {
    "fifteen": "a player reached 15 while the other had 9 or less",
    "twenty": "in the end phase, a player reached 20",
    "nine": "in the end phase, a player fell to 9 or less",
    "quarry": "the quarry is empty",
}


def check_end(game) -> list[Event]:
    """After an action: the end phase opens, or the game ends, as the temple sums say."""
    s = game.state
    if s["over"]:
        return []
    sums = [game.temple_sum(0), game.temple_sum(1)]
    hi, lo = max(sums), min(sums)
    events = []
    if not s["end_phase"]:
        if hi >= WIN and lo <= LOW:
            return game_over(game, "fifteen")
        if hi >= WIN:
            s["end_phase"] = True
            events.append(Event.said("end phase", say("ba.end phase", a=sums[0], b=sums[1]),
                                     {"sums": sums}))
    if s["end_phase"]:
        if hi >= HIGH:
            events += game_over(game, "twenty")
        elif lo <= LOW:
            events += game_over(game, "nine")
    return events


def game_over(game, reason: str) -> list[Event]:
    """End the game for `reason` (a key of END_REASONS)."""
    s = game.state
    s["over"], s["end"], s["pending"] = True, reason, 0
    r = result(game)
    sums = r["temple_sums"]
    tail = ["ba.drawn"] if r["winner"] is None else \
        ["ba.wins", SEATS[r["winner"]], r["reason"]]
    return [Event.said("game over", say("ba.game over", why=END_REASONS[reason], a=sums[0],
                                        b=sums[1], tail=tail), r)]


def result(game) -> dict:
    s = game.state
    sums = [game.temple_sum(0), game.temple_sum(1)]
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
