"""What the benchmarks share: the game widgets by name, the command line's game list, and a
comm that sends nothing."""
import argparse

from mesogames import registry

#: Each registered game's widget, by the game's name.
WIDGETS = {spec.name: spec.widget_class() for spec in registry.specs() if spec.widget}


def game_parser(description: str) -> argparse.ArgumentParser:
    """A parser whose positional arguments are games (all of them when none is given)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("games", nargs="*", help="games (default: all): " + ", ".join(WIDGETS))
    return parser


def chosen_games(parser: argparse.ArgumentParser, args) -> list[str]:
    """The games asked for, in order; an unknown name is the parser's error."""
    for game in args.games:
        if game not in WIDGETS:
            parser.error(f"no game {game!r}: say " + ", ".join(WIDGETS))
    return args.games or list(WIDGETS)


class Comm:
    """Stands in for a widget's comm: takes every message and sends nothing (comm_id,
    kernel, on_msg... are not needed)."""

    def send(self, data=None, buffers=None, **_):
        pass

    def __getattr__(self, name):
        return lambda *a, **k: None
