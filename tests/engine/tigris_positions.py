"""Positions of Tigris & Euphrates for tests, written as a few squares on a board that
holds the side's starting temples and treasures (so a game does not end at once for lack
of treasures)."""
import pytest

from mesogames.core import IllegalAction
from mesogames.tigris.board import BOARDS, COLS, ROWS, parse_square, side_of
from mesogames.tigris.diagram import from_diagram


def position(squares: str = "", players: int = 2, turn: str = "archer, actions 0",
             options: str = "classic", starts: bool = True, seed: int = 0, **lines):
    """A game from `squares` ("F5:R G5:ak H5:R*": square:token, tokens as in the diagram)
    and diagram lines given as keywords (archer_hand="R R G", bag="K R", out="...", ...).

    The side's starting temples with their treasures are on the board unless `starts` is
    False or `squares` says otherwise for a square."""
    side = side_of(next((w for w in options.split() if w in ("classic", "alternative")),
                        "classic"))
    board = BOARDS[side]
    cells = ["~" if i in board.river else "." for i in range(ROWS * COLS)]
    if starts:
        for i in board.starts:
            cells[i] = "R*"
    for item in squares.split():
        name, _, token = item.partition(":")
        cells[parse_square(name)] = token
    rows = [f"{r + 1}: " + " ".join(cells[r * COLS:(r + 1) * COLS]) for r in range(ROWS)]
    names = ("archer", "lion", "bull", "pot")[:players]
    text = [f"players: {' '.join(names)}", f"options: {options}", f"turn: {turn}", *rows]
    for key, value in lines.items():
        text.append(f"{key.replace('_', ' ')}: {value}")
    return from_diagram("\n".join(text), seed=seed)


def squares_of(game, *names) -> list:
    """The tokens of the diagram on these squares (quick checks of the board)."""
    out = []
    for n in names:
        i = parse_square(n)
        t, code = game.state["tiles"][i], game.state["leaders"][i]
        out.append(code or t)
    return out


def sq(name: str) -> int:
    return parse_square(name)


def refused(game, action, rule: str) -> str:
    """Check that `action` is refused under `rule` and changes nothing; its reason."""
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == rule
    assert game.to_json() == before, "an illegal action leaves the game exactly as it was"
    return err.value.reason


def monument_position():
    """Temples F5 G5 F6 (G6 completes the square of four); the lion's farmer on E5 has F5
    as its only temple; the archer's priest (H5) and king (I4) keep I5."""
    return position("F5:R G5:R F6:R E5:lf H5:ap I5:R I4:ak",
                    archer_hand="R R K K G B", lion_hand="B")
