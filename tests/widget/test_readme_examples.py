"""The README's teaching examples ("Teach a rule", "Write a puzzle") run as written and do
what the README says of them."""
import re
from pathlib import Path

import pytest

from mesogames.core import IllegalAction

README = Path(__file__).parents[2] / "README.md"


def run_section(title: str) -> dict:
    section = README.read_text().split(f"### {title}\n", 1)[1].split("\n## ", 1)[0]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    scope: dict = {}
    exec(code, scope)
    return scope


def test_teach_a_rule_runs_and_its_lesson_asks():
    scope = run_section("Teach a rule")
    lesson, end = scope["lesson"], scope["end"]
    assert lesson.lesson["step"] == 0 and lesson.game.history == []
    assert end.history[-1] == "P6 beige citadel"
    for _ in range(4):
        lesson.next_step()
    assert lesson.lesson["ask"] == "Which tile protects beige's soldiers?"
    with pytest.raises(IllegalAction, match="Not that one: only a priest in your own citadel"):
        lesson.play("S1 beige citadel")
    with pytest.raises(IllegalAction, match="Not that one: a smaller priest cancels fewer"):
        lesson.play("P2 beige citadel")
    lesson.play("P6 beige citadel")
    assert lesson.lesson["found"] and lesson.lesson["step"] == 5


def test_write_a_puzzle_runs_and_is_solved_by_its_solution():
    scope = run_section("Write a puzzle")
    skip = scope["skip"]
    verdict = skip.check(["Persians halve"])
    assert not verdict and "stands at level 1" in verdict.message
    assert skip.check(skip.solution).solved
    w = skip.widget()
    w.play("Persians build 3 from north")
    assert w.puzzle["status"] == "solved"
