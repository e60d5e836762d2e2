"""The yardsticks (benchmarks/yardsticks/: scripted bots that play a person's plan) play
whole games from their seat's information, and benchmarks/arena.py names them
`yard:NAME`, refusing a name it does not know with the list of those it does."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARENA = ROOT / "benchmarks" / "arena.py"


def arena(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ARENA), *args], capture_output=True,
                          text=True, timeout=300, cwd=ROOT)


@pytest.mark.parametrize("game, name", [("tyrus", "tyrus-current-election"),
                                        ("tyrus", "tyrus-least-material"),
                                        ("babel", "babel-temples"),
                                        ("babel", "babel-powers"),
                                        ("tigris", "tigris-leaders"),
                                        ("tigris", "tigris-weakest"),
                                        ("tigris_cards", "tigris_cards-leaders"),
                                        ("tigris_cards", "tigris_cards-weakest")])
def test_a_yardstick_plays_whole_games_in_the_arena(game, name):
    done = arena(game, f"yard:{name}", "random", "2")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{game} (2 players): yard:{name} wins ")
    assert done.stderr.count("game ") == 2


def test_the_arena_refuses_an_unknown_yardstick_naming_the_known_ones():
    done = arena("tyrus", "yard:nobody", "easy", "2")
    assert done.returncode != 0
    assert "yard:nobody" in done.stderr and "tyrus-current-election" in done.stderr
