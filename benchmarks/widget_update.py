"""The kernel's side of a click: the process time of one action and its widget update.

For each game: random actions played at a table to a position late in a game, where the
history and the event log are long; then, again and again, the widget of the seat to move
(its comm stubbed out: the messages are built, diffed and serialized, not sent) plays
one of its legal actions there and takes it back (where a take-back is refused, the action revealed
something: the position is built again, untimed). Prints the median process time of
`play` (the engine's apply, the seat's traits, the patches): the part of a click's round
trip spent in Python.

    python benchmarks/widget_update.py [game ...] [--actions N] [--repeat N]
"""
import statistics
import time

from games import WIDGETS, Comm, chosen_games, game_parser

from mesogames.core import IllegalAction, RandomBot


def late_widget(cls, actions: int):
    """The widget of the seat to move, `actions` random actions into a game (fewer where
    it ends sooner), alone at its table."""
    hot = cls(seed=7, undo=True)
    bot = RandomBot(3)
    while len(hot.game.history) < actions and not hot.game.over:
        hot.play(str(bot.choose(hot.game)))
    while hot.game.over:
        hot.game.undo()
    widget = cls(table=hot.table, seat=hot.game.to_move)
    hot.close()
    widget.comm = Comm()
    return widget


def report(name: str, actions: int, repeat: int) -> None:
    cls = WIDGETS[name]
    widget = late_widget(cls, actions)
    played = len(widget.game.history)
    legal = [str(a) for a in widget.game.legal_actions()]
    times = []
    for i in range(repeat):
        start = time.process_time()
        widget.play(legal[i % len(legal)])
        times.append((time.process_time() - start) * 1000)
        try:
            widget.undo()
        except IllegalAction:          # it revealed something: build the position again
            widget.close()
            widget = late_widget(cls, actions)
    print(f"{name:13} {played} actions played, {len(legal)} legal: one action and its "
          f"widget update {statistics.median(times):.2f} ms (median of {repeat}, "
          f"process time)")


def main() -> None:
    parser = game_parser(__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=120)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    for name in chosen_games(parser, args):
        report(name, args.actions, args.repeat)


if __name__ == "__main__":
    main()
