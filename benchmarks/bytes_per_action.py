"""Bytes a widget sends to the front end per action, over whole random games.

Each widget's comm is replaced by a recorder, so this counts exactly the JSON of the
messages ipywidgets sends (the traits that changed, or their patches), for one seat's
widget. For each game: the median bytes per action over the first 10%, the middle and
the last 10% of each game, the overall median, and the mean total of a whole game; then
the largest single message of each game, to any seat's widget (every seat has one), and
the largest of all; and the same with each message's news set aside (its new events, the
result screen and Tyrus's report of the last count: told once, never repeated).
tests/widget/test_message_sizes.py keeps the latter under 1.5 KB and bounds the former
(the events travel as phrases, mesogames/phrases.py: a key and its values).

A second line counts the same messages as they cross the network from a server with the
mesowidgets.wire extension: each wrapped in its Jupyter envelope (header, parent header,
channel, as jupyter_server's v1 websocket protocol frames it), compressed as tornado's
permessage-deflate does (one zlib stream per connection, level 6, 15-bit window, each
message flushed), plus the websocket frame's header.

    python benchmarks/bytes_per_action.py [game ...] [--games N] [--players N | --variants]

Each game is played at its default player count, or with `--players N` at N players
(games that do not take N are left out), or with `--variants` in every variant of its
spec (mesogames/registry.py: the player counts and options the widget tests play,
tests/widget/games.py).
"""
import datetime
import statistics
import struct
import uuid
import zlib

from games import WIDGETS, Comm, chosen_games, game_parser

from mesogames import registry
from mesogames.core import RandomBot
from mesowidgets.patches import compact
from mesowidgets.protocol import without_news

SESSION = uuid.uuid4().hex


def envelope(data: dict) -> bytes:
    """A comm message as the server sends it to the browser (v1.kernel.websocket.jupyter.org:
    the offsets, then the channel, header, parent header, metadata and content)."""
    def header():
        return {"msg_id": uuid.uuid4().hex, "msg_type": "comm_msg", "username": "username",
                "session": SESSION, "date": datetime.datetime.now(datetime.timezone.utc
                                                                  ).isoformat(),
                "version": "5.3"}
    parts = [b"iopub"] + [compact(p).encode() for p in (
        header(), header(), {}, {"comm_id": SESSION, "data": data})]
    offsets = [8 * (len(parts) + 2)]
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    return struct.pack(f"<{len(offsets) + 1}Q", len(offsets), *offsets) + b"".join(parts)


class Recorder(Comm):
    """Stands in for a widget's comm and counts what would go over the wire: the JSON of
    each message, and the frame the server would send for it with permessage-deflate."""

    def __init__(self):
        self.sizes, self.wire, self.state = [], [], []
        self.deflate = zlib.compressobj(6, zlib.DEFLATED, -15, 8)

    def send(self, data=None, buffers=None, **_):
        self.sizes.append(len(compact(data)))
        self.state.append(len(compact(without_news(data))))
        payload = self.deflate.compress(envelope(data)) + self.deflate.flush(zlib.Z_SYNC_FLUSH)
        n = len(payload) - 4                      # the flush's 00 00 ff ff is not sent
        self.wire.append(n + (2 if n < 126 else 4 if n < 65536 else 10))


def one_game(cls, seed: int, options: dict) -> tuple[list[int], list[int], tuple[int, int]]:
    """Bytes per action of one random game (new-game `options`) to seat 0's widget (JSON,
    on the wire), and the largest JSON message any seat's widget was sent (whole, and
    without its news)."""
    widgets = cls.for_seats(seed=seed, **options)
    recorders = [Recorder() for _ in widgets]
    for widget, rec in zip(widgets, recorders, strict=True):
        widget.comm = rec
    rec = recorders[0]
    bot = RandomBot(seed)
    sizes, wire = [], []
    while not widgets[0].game.over:
        before = len(rec.sizes)
        mover = widgets[widgets[0].game.to_move]
        mover.play(str(bot.choose(mover.game)))
        sizes.append(sum(rec.sizes[before:]))
        wire.append(sum(rec.wire[before:]))
    return sizes, wire, (max(size for r in recorders for size in r.sizes),
                         max(size for r in recorders for size in r.state))


def line(label: str, games: list[list[int]]) -> str:
    first, middle, last, every = [], [], [], []
    for sizes in games:
        k = max(1, len(sizes) // 10)
        first += sizes[:k]
        last += sizes[-k:]
        middle += sizes[len(sizes) // 2 - k // 2: len(sizes) // 2 - k // 2 + k]
        every += sizes
    med = statistics.median
    return (f"  {label:24}: first 10% {med(first):.0f} / middle {med(middle):.0f} / last 10% "
            f"{med(last):.0f} (last/first {med(last) / med(first):.2f}), median "
            f"{med(every):.0f}, max {max(every)}; a whole game "
            f"{statistics.mean(map(sum, games)) / 1000:.0f} KB")


def report(game: str, games: int, options: dict) -> None:
    runs = [one_game(WIDGETS[game], seed, options) for seed in range(games)]
    actions = statistics.mean(len(sizes) for sizes, _, _ in runs)
    told = f" {options}" if options else ""
    print(f"{game}{told}: bytes per action to one seat's widget ({games} random games, "
          f"{actions:.0f} actions each)")
    print(line("JSON of the messages", [sizes for sizes, _, _ in runs]))
    print(line("on the wire, compressed", [wire for _, wire, _ in runs]))
    for label, k in (("largest message, by game", 0), ("the same without news", 1)):
        largest = [most[k] for _, _, most in runs]
        print(f"  {label:24}: {' '.join(map(str, largest))}; max {max(largest)} "
              f"(median {statistics.median(largest):.0f})")


def main() -> None:
    parser = game_parser(__doc__.splitlines()[0])
    parser.add_argument("--games", dest="count", type=int, default=10)
    counts = parser.add_mutually_exclusive_group()
    counts.add_argument("--players", type=int, help="the player count (default: each game's)")
    counts.add_argument("--variants", action="store_true",
                        help="every variant of each game's spec (its tests' player counts "
                             "and options)")
    args = parser.parse_args()
    for game in chosen_games(parser, args):
        spec = registry.spec(game)
        if args.variants:
            for options in spec.variants:
                report(game, args.count, dict(options))
        elif args.players is None:
            report(game, args.count, {})
        elif args.players in spec.players:
            report(game, args.count, {"players": args.players})
        else:
            print(f"{game}: no {args.players}-player game (it takes "
                  f"{', '.join(map(str, spec.players))})")


if __name__ == "__main__":
    main()
