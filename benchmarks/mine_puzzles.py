"""Puzzles mined from seeded self-play: how many a game, and how long it took.

    python benchmarks/mine_puzzles.py GAME GAMES [--seed S] [--tries T] [--not-easy]
                                      [--iterations I] [--levels A,B] [--last L]
                                      [--close D [--near N]] [--undecided U]
                                      [--endings K [--again A]]
                                      [--balanced K [--even W] [--room R]
                                       [--levels-even V]]
                                      [--save [--out PATH]] [--candidates PATH]
    python benchmarks/mine_puzzles.py GAME --check-margin [--save]
    python benchmarks/mine_puzzles.py GAME --check-flips [--save]

Plays GAMES seeded games of GAME (easy against medium, the medium bot searching I
iterations a decision, 60 by default, seats rotated by seed; --levels easy,easy: two easy
bots, the cheapest self-play; the puzzles' source says how the game was played), mines
each (--last L: only the positions with L actions or fewer left to the game's end;
--undecided U: only those whose value to the seat to move is within U of an even 0.5;
--close D: in both Tigris games, only the games whose final count put the two seats'
weakest colours D points apart or fewer: a game one side ran away with gives no flip;
--endings K: each such game is also played on K more times from its position A actions
before its end, 12 by default, by the same levels of bots seeded afresh (`mining.play_on`),
and each of those endings that is close is mined too, its own positions only, each
position two endings reach once and each goal and first move once a game: an ending costs
its last actions, not a whole game's self-play; --near N: the games N points apart or
fewer are played on too, only their close endings mined; without --close every game is
mined, only those N points apart or fewer played on, and all their endings mined;
--balanced K: each game is also played on K more times from its latest position, of its
last L actions (--last) with R actions or more left (--room, 20 by default), whose value
to the seat to move is within W of an even 0.5 (--even, 0.1 by default;
`mining.even_points`), by the same levels of bots seeded afresh, and each of those
endings is mined from there on, its own positions only (an easy bots' Tigris game is
decided long before its end, and endings that branch from an even position stay open
longer); --levels-even V: then K more from the latest even position of the ending that
stays even the latest, V branchings in all, 1 by default: a split towards close ends)
(`mesowidgets.puzzles.mine`: a goal derived from what a move achieves that no other first
move reaches, the search from the seat's information putting that move `mining.MARGIN`
ahead of the others, a longer search agreeing, the outcome flipping when the bots play the
position out) and rates every puzzle found by the easy and medium bots (T seeded tries
each); --not-easy leaves out the puzzles the easy bot solves in a try. Prints a line a
game, how many positions passed each stage (`mining.STAGES`), the CPU seconds each part
took and the totals (CPU seconds of this process beside wall seconds), then the stages by
phase (the positions with 0-19 actions left, 20-39...); --save adds the puzzles found to
the set the notebook loads (mesowidgets/puzzles/mined/GAME.json), or to the set at --out,
after each game that found one (`mining.added`: the kept ones stay). --candidates appends
a JSON line for each position that passed the longer search (its source, move and stages'
record: the playouts' results seed by seed, the actions left). --check-margin runs the
margin stage on the set kept for GAME instead of mining, each puzzle's solution the move
asked for (--save keeps the results in it). --check-flips plays the confirmed
puzzles of the kept set out again (`mining.flips`, `mining.PLAYOUTS` a side), their
searches as recorded, and prints each one's playouts before and after (--save keeps the
new record: a puzzle whose outcome no longer flips is no longer confirmed). Same seeds,
same games, same puzzles.
"""
import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

from mesowidgets.puzzles.mining import (
    MINED,
    PHASE,
    STAGES,
    Unfinished,
    added,
    cpu,
    even_points,
    flipped,
    flips,
    margin_test,
    mine,
    mined,
    play_on,
    save,
    self_play,
)

#: The medium bot's iterations a decision in self-play, unless --iterations says otherwise.
ITERATIONS = 60
#: The bots of the self-play, unless --levels says otherwise.
LEVELS = ("easy", "medium")
#: The bots of a game's k-th other ending (--endings) are seeded ENDING_SEEDS * k + the
#: game's seed (`mining.play_on`), apart from every self-play game's bots of the runs.
ENDING_SEEDS = 1_000_000
#: The bots of a game's k-th ending from an even position (--balanced): BALANCED_SEEDS *
#: k + the game's seed, apart from those of --endings.
BALANCED_SEEDS = 100_000_000


def count_gap(game) -> int | None:
    """How far apart the final count put the two best seats of a Tigris game, in their
    weakest colours (treasures wild); None for a game that counts otherwise."""
    rows = game.result().get("scores")
    if not rows or not isinstance(rows[0], dict) or "weakest_first" not in rows[0]:
        return None
    best = sorted((row["weakest_first"][0] for row in rows), reverse=True)
    return best[0] - best[1]


def motif(puzzle) -> tuple:
    """A mined puzzle's goal and first move: the endings of one game give each once (two
    endings often reach the same winning move by a few other actions)."""
    return puzzle.goal, str(puzzle.value), puzzle.actions[0]


def by_phase(phases: Counter) -> str:
    """The stages' counts (`mining.STAGES`, slash-separated) of each phase of `mine`'s
    `phases`, "0-19: 40/9/1/1/0/0, 20-39: ..."."""
    return ", ".join(f"{p}-{p + PHASE - 1}: " + "/".join(str(phases[s, p]) for s in STAGES)
                     for p in sorted({p for _, p in phases}))


def check_margin(game: str, keep: bool) -> None:
    t0, c0 = time.perf_counter(), time.process_time()
    kept = mined(game)
    for p in kept:
        p.margin = margin_test(p)
        if keep:        # kept as it goes: a Tigris playout takes minutes
            save(game, kept)
    passed = sum(p.margin["passed"] for p in kept)
    print(f"{game}: {passed} of {len(kept)} kept puzzles pass the margin test; "
          f"{time.perf_counter() - t0:.1f} s ({time.process_time() - c0:.1f} s CPU)")
    if keep:
        print(f"saved {save(game, kept)}")


def check_flips(game: str, keep: bool) -> None:
    t0, c0 = time.perf_counter(), time.process_time()
    kept = mined(game)
    confirmed = [p for p in kept if p.confirmed]
    for p in confirmed:
        before = p.margin["playouts"]
        rows = flips(p.puzzle().game(), p.actions[0], p.margin["searches"][1][3])
        p.margin = {**p.margin, "playouts": rows, "passed": flipped(rows)}
        print(f"{p.source}: {before} -> {rows}", flush=True)
        if keep:        # the set read again: a mining run may have added to it meanwhile
            save(game, [p if q.diagram == p.diagram else q for q in mined(game)])
    print(f"{game}: {sum(p.confirmed for p in confirmed)} of {len(confirmed)} confirmed "
          f"puzzles still flip; {time.perf_counter() - t0:.1f} s "
          f"({time.process_time() - c0:.1f} s CPU)")


def other_endings(game, name: str, seed: int, start: int, levels, args, spent) -> list:
    """--endings: `game` played on args.endings more times from its action `start`
    (`play_on`, the bots seeded afresh), each close ending (--close) as (its source, the
    ending, the actions of it to mine: its own positions only)."""
    out = []
    for k in range(args.endings):
        try:
            with cpu(spent, "self-play"):
                again = play_on(game, start, ENDING_SEEDS * (k + 1) + seed, levels,
                                iterations=args.iterations)
        except Unfinished:      # the bots repeat themselves: no ending to mine
            continue
        gap_again = count_gap(again)
        if args.close is None or (gap_again is not None and gap_again <= args.close):
            left = len(again.history) - start - 1     # its own positions only
            out.append((f"{name}, ending {k + 1} from action {start}", again,
                        left if args.last is None else min(args.last, left)))
    return out


def latest_even(game, args, after: int = -1) -> int | None:
    """The latest even position of `game` after its action `after` (`even_points`, of
    its last --last actions, within --even of 0.5) with --room actions or more left."""
    even = [i for i in even_points(game, args.last, args.even)
            if i > after and len(game.history) - i >= args.room]
    return even[-1] if even else None


def _or_before(index: int | None) -> int:
    """An action index, None (no such action) before every one."""
    return -1 if index is None else index


def even_endings(game, name: str, seed: int, levels, args, spent) -> tuple[list, list]:
    """--balanced: `game` played on args.balanced more times from its latest even
    position (`latest_even`), then as many from the latest even position of the ending that
    stays even the latest, --levels-even branchings in all; (the endings as (source,
    ending, actions to mine), the actions branched from)."""
    out: list = []
    branches: list[int] = []
    trunk, after, k = game, 0, 0
    while args.balanced and len(branches) < args.levels_even:
        branch = latest_even(trunk, args, after)
        if branch is None:
            break
        branches.append(branch)
        later: list = []
        for _ in range(args.balanced):
            k += 1
            try:
                with cpu(spent, "self-play"):
                    again = play_on(trunk, branch, BALANCED_SEEDS * k + seed, levels,
                                    iterations=args.iterations)
            except Unfinished:      # the bots repeat themselves: no ending to mine
                continue
            left = len(again.history) - branch - 1     # its own positions only
            out.append((f"{name}, even ending {k} from action {branch}", again, left))
            later.append(again)
        # The next level branches from the ending that stays even the latest.
        trunk, after = max(later or [trunk], key=lambda g: _or_before(latest_even(g, args))), branch
    return out, branches


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("games", type=int, nargs="?", default=0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tries", type=int, default=3)
    parser.add_argument("--iterations", type=int, default=ITERATIONS)
    parser.add_argument("--levels", default=",".join(LEVELS),
                        help="the self-play's two bot levels (seats rotated by seed)")
    parser.add_argument("--last", type=int,
                        help="mine only the positions with this many actions or fewer left")
    parser.add_argument("--close", type=int,
                        help="mine only the Tigris games whose final count put the seats' "
                        "weakest colours this many points apart or fewer")
    parser.add_argument("--undecided", type=float,
                        help="mine only the positions whose value to the seat to move is "
                        "within this of 0.5")
    parser.add_argument("--endings", type=int, default=0,
                        help="play each game mined (close, with --close) on this many "
                        "more times from --again actions before its end, and mine those "
                        "endings too: a late position costs its last actions, not a game")
    parser.add_argument("--again", type=int, default=12,
                        help="how many actions before a game's end --endings plays it on")
    parser.add_argument("--near", type=int,
                        help="with --endings: play on the games whose count's gap is this "
                        "or fewer too (the close ones always), mining only their close "
                        "endings")
    parser.add_argument("--balanced", type=int, default=0,
                        help="play each game on this many more times from its latest "
                        "even position (--even, --room) and mine those endings too")
    parser.add_argument("--even", type=float, default=0.1,
                        help="with --balanced: how far from 0.5 the value to the seat to "
                        "move may be at the position played on")
    parser.add_argument("--levels-even", type=int, default=1,
                        help="with --balanced: branch again from the latest even "
                        "position of the endings, this many times in all")
    parser.add_argument("--room", type=int, default=20,
                        help="with --balanced: the fewest actions left to the game's end "
                        "at the position played on")
    parser.add_argument("--check-margin", action="store_true")
    parser.add_argument("--check-flips", action="store_true")
    parser.add_argument("--not-easy", action="store_true")
    parser.add_argument("--save", action="store_true")
    parser.add_argument("--out", help="the set --save adds to (default: the notebook's)")
    parser.add_argument("--candidates", help="a file to append the longer search's passes to")
    args = parser.parse_args()
    if args.check_margin:
        check_margin(args.game, args.save)
        return
    if args.check_flips:
        check_flips(args.game, args.save)
        return
    path = Path(args.out) if args.out else MINED / f"{args.game}.json"
    found: list = []
    playing, mining, c0 = 0.0, 0.0, time.process_time()
    stages: Counter = Counter()
    phases: Counter = Counter()
    spent: dict = {}
    levels = tuple(args.levels.split(","))
    medium = "medium" in levels
    for seed in range(args.seed, args.seed + args.games):
        t0 = time.perf_counter()
        try:
            with cpu(spent, "self-play"):
                game = self_play(args.game, seed, levels, iterations=args.iterations)
        except Unfinished as stuck:        # the bots repeat themselves: no game to mine
            print(f"seed {seed}: {stuck} (given up)", file=sys.stderr, flush=True)
            continue
        t1 = time.perf_counter()
        how = ([] if levels == LEVELS else [" against ".join(levels)]) + (
            [f"{args.iterations} iterations"] if medium and args.iterations != ITERATIONS
            else [])
        name = f"seed {seed}" + (f" ({', '.join(how)})" if how else "")
        candidates: list = []
        gap = count_gap(game)
        close = args.close is None or (gap is not None and gap <= args.close)
        endings = [(name, game, args.last)] if close else []
        start = len(game.history) - args.again
        near = args.near is not None and gap is not None and gap <= args.near
        # Without --close every game is mined, and --near says which are played on.
        played_on = near or (close and (args.close is not None or args.near is None))
        if played_on and start > 0:
            endings += other_endings(game, name, seed, start, levels, args, spent)
        other = len(endings) - close        # the close other endings (--endings)
        branched, branches = even_endings(game, name, seed, levels, args, spent)
        endings += branched
        new: list = []
        looked: set = set()     # a position two endings reach is mined once
        for label, played, last in endings:     # a game's endings give each move once
            new += [p for p in mine([played], tries=args.tries, names=[label],
                                    not_easy=args.not_easy, stages=stages, spent=spent,
                                    candidates=candidates, last=last, phases=phases,
                                    undecided=args.undecided, looked=looked)
                    if p.diagram not in {q.diagram for q in found + new}
                    and motif(p) not in {motif(q) for q in new}]
        t2 = time.perf_counter()
        playing, mining = playing + t1 - t0, mining + t2 - t1
        found += new
        print(f"seed {seed}: {len(game.history)} actions played in {t1 - t0:.1f} s"
              + ("" if gap is None else f", the count's gap {gap}")
              + ("" if close else " (not close: not mined)")
              + (f", {other} of {args.endings} other endings close"
                 if args.endings and played_on else "")
              + (f", {args.balanced} endings from each of actions {branches}" if branches
                 else ", no even position" if args.balanced else "") + ", "
              f"{len(new)} puzzles mined in {t2 - t1:.1f} s; so far "
              + ", ".join(f"{s} {stages[s]}" for s in STAGES) + "; CPU s "
              + ", ".join(f"{k} {v:.0f}" for k, v in spent.items()) + "; by phase "
              + by_phase(phases), file=sys.stderr, flush=True)
        if args.candidates and candidates:
            with open(args.candidates, "a") as out:
                for source, move, record in candidates:
                    out.write(json.dumps({"game": args.game, "source": source,
                                          "move": move, "margin": record}) + "\n")
        if args.save and new:       # kept as it goes, added to the set already there
            save(args.game, added(mined(args.game, path) if path.exists() else [], new), path)
    difficulty = Counter(p.difficulty for p in found)
    kinds = Counter(p.goal for p in found)
    n = max(args.games, 1)
    print(f"{args.game}: {len(found)} puzzles from {args.games} games "
          f"({len(found) / n:.1f} a game; {dict(difficulty)}; {dict(kinds)}); self-play "
          f"{playing:.1f} s, mining and rating {mining:.1f} s ({mining / n:.1f} s a game); "
          f"{time.process_time() - c0:.1f} s CPU in all")
    print("positions through each stage: " + ", ".join(f"{s} {stages[s]}" for s in STAGES))
    print("CPU seconds of each part: " + ", ".join(f"{k} {v:.1f}" for k, v in spent.items()))
    print("positions through each stage by actions left: " + by_phase(phases))
    if args.save:
        print(f"saved to {path}")


if __name__ == "__main__":
    main()
