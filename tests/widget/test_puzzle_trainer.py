"""The puzzle trainer: the student's rating goes up after a solve and down after a
failure, the history file round-trips (a corrupt one is refused clearly and left alone),
the next puzzle served follows the rating, and a student solves a puzzle on the trainer's
board by the messages a browser sends."""
import importlib
import json
import re

import pytest

from mesowidgets.puzzles.history import History, HistoryError
from mesowidgets.puzzles.tigris import PUZZLES
from tests.widget.frontend import send


def points(trainer) -> int:
    """How many points the chart's line has."""
    return len(re.search(r'points="([^"]*)"', trainer.chart.value).group(1).split())


def test_a_solve_raises_the_students_rating_and_a_failure_lowers_it(tmp_path):
    h = History.load(tmp_path / "h.json")
    start = h.rating
    h.record("A", solved=True)
    assert h.rating > start and h.puzzle_rating("A") < start
    after_solve = h.rating
    h.record("B", solved=False)
    assert h.rating < after_solve and h.puzzle_rating("B") > start
    assert [t["solved"] for t in h.tries] == [True, False]
    assert [t["rating"] for t in h.tries] == [after_solve, h.rating]


def test_the_history_file_round_trips(tmp_path):
    path = tmp_path / "sub" / "h.json"
    h = History.load(path)
    h.record("A", solved=True)
    h.record("B", solved=False)
    again = History.load(path)
    assert (again.student, again.puzzles, again.tries) == (h.student, h.puzzles, h.tries)
    assert not list(path.parent.glob("*.partial"))


@pytest.mark.parametrize("text,why", [
    ("{not json", "Expecting property name"),
    ('{"version": 99}', "not a version 1 puzzle history"),
    ('{"version": 1, "student": {"mu": 25, "sigma": 8}, "puzzles": {}}', "tries"),
    ('{"version": 1, "student": {"mu": "high", "sigma": 8}, "puzzles": {}, "tries": []}',
     "a rating is"),
])
def test_a_corrupt_history_is_refused_by_name_and_left_as_it_was(tmp_path, text, why):
    path = tmp_path / "h.json"
    path.write_text(text)
    with pytest.raises(HistoryError) as err:
        History.load(path)
    assert str(path) in str(err.value) and why in str(err.value)
    assert "Move it away" in str(err.value)
    with pytest.raises(HistoryError):
        PUZZLES.trainer(history=path)
    assert path.read_text() == text


def test_the_next_puzzle_is_the_unsolved_one_rated_closest_to_the_student(tmp_path):
    h = History.load(tmp_path / "h.json")
    titles = [p.title for p in PUZZLES]
    h.student = {"mu": 30.0, "sigma": 5.0}
    for i, title in enumerate(titles):
        h.puzzles[title] = {"mu": 20.0 + 2 * i, "sigma": 5.0}    # 20, 22, 24, ...
    closest = min(range(len(titles)), key=lambda i: abs(20 + 2 * i - 30))
    assert h.choose(PUZZLES.puzzles) == closest
    h.tries.append({"puzzle": titles[closest], "solved": True, "rating": 30.0})
    second = h.choose(PUZZLES.puzzles)
    assert second != closest and abs(20 + 2 * second - 30) == 2
    h.student["mu"] = 19.0                       # the rating fell: an easier puzzle
    assert h.choose(PUZZLES.puzzles) == 0
    for title in titles:                         # all solved: the closest of all again,
        h.tries.append({"puzzle": title, "solved": True, "rating": 19.0})
    assert h.choose(PUZZLES.puzzles, exclude=titles[0]) == 1     # not the one just played


def test_the_trainer_board_solves_a_puzzle_by_the_browsers_messages(tmp_path):
    path = tmp_path / "h.json"
    trainer = PUZZLES.trainer(history=path)
    board = trainer.board
    first = trainer.table.puzzle
    assert board.puzzle["title"] == first.title and trainer.history.tries == []
    for action in first.solution:
        send(board, {"act": action})
        assert board.error == "", board.error
    assert board.puzzle["status"] == "solved"
    rating = trainer.history.rating
    assert rating > 25.0 and json.loads(path.read_text())["tries"] == [
        {"puzzle": first.title, "solved": True, "rating": rating}]
    assert "Your rating: 27.6</b> · this puzzle's: 22.4 · 1 puzzle solved in 1 try" \
        in trainer.status.value and points(trainer) == 2

    send(board, {"puzzle": "retry"})             # solved again: the puzzle is rated once
    for action in first.solution:
        send(board, {"act": action})
    assert board.puzzle["status"] == "solved" and len(trainer.history.tries) == 1

    send(board, {"puzzle": "next"})
    assert board.error == "" and board.puzzle["title"] != first.title
    second = trainer.table.puzzle.title
    assert trainer.table.index == trainer.history.choose(PUZZLES.puzzles, exclude=first.title)
    send(board, {"puzzle": "solution"})          # the solution shown: a loss
    assert board.puzzle["status"] == "shown" and trainer.history.rating < rating
    assert trainer.history.tries[-1]["puzzle"] == second
    assert points(trainer) == 3                  # the start and two tries

    send(board, {"puzzle": "previous"})
    assert "serves puzzles by rating" in board.error
    assert trainer.table.puzzle.title == second

    # the next session goes on from the file
    assert PUZZLES.trainer(history=path).history.tries == trainer.history.tries


def test_the_default_history_is_a_file_per_game_in_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    trainer = PUZZLES.trainer()
    trainer.next_button.click()                  # the trainer's own Next puzzle button
    send(trainer.board, {"puzzle": "solution"})
    assert trainer.history.path == tmp_path / "tigris-puzzle-trainer.json"
    assert len(json.loads(trainer.history.path.read_text())["tries"]) == 1


def test_a_try_that_ends_short_of_the_goal_lowers_the_rating_once(tmp_path):
    tyrus = importlib.import_module("mesowidgets.puzzles.tyrus").PUZZLES
    trainer = tyrus.trainer(history=tmp_path / "h.json")
    board = trainer.board
    assert trainer.table.index == 0              # all rated alike: the set's order
    send(board, {"act": "S5 beige citadel"})    # more soldiers: his bribe makes it void
    assert board.puzzle["status"] == "failed", board.puzzle["verdict"]
    assert trainer.history.rating < 25.0 and len(trainer.history.tries) == 1
    assert not trainer.history.tries[0]["solved"]
    send(board, {"puzzle": "retry"})             # solved on the second go: still one try
    for action in tyrus[0].solution:
        send(board, {"act": action})
    assert board.puzzle["status"] == "solved" and len(trainer.history.tries) == 1


def test_the_charts_words_take_the_pages_text_colour_so_they_read_in_the_dark_theme():
    from mesowidgets.puzzles.trainer import chart_svg
    for svg in (chart_svg([25.0]), chart_svg([25.0, 27.6, 26.1])):
        texts = re.findall(r"<text [^>]*>", svg)
        assert texts and all('fill="currentColor"' in t for t in texts), texts
