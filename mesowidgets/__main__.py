"""`python -m mesowidgets serve ...`: the referee (see mesowidgets/referee/cli.py)."""
import sys


def main(argv=None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] != "serve":
        sys.exit("usage: python -m mesowidgets serve [--db URL] [--host HOST] [--port PORT]")
    from .referee.cli import serve
    serve(argv[1:])


if __name__ == "__main__":
    main()
