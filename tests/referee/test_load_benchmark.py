"""The load benchmark (benchmarks/referee_load.py) runs, for a few seconds on SQLite with a
hint asker and idle connections beside the tables, so it cannot break silently: every
move it sends is legal (grouped legal actions expanded as the front end does), and a
refused move or a missing push stops it with an error instead of a wait forever; and on
PostgreSQL with its tables spread over two referee processes."""
from __future__ import annotations

import subprocess
import sys

from tests.referee.servers import ROOT


def test_the_load_benchmark_plays_and_checks_its_tables():
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "referee_load.py"), "--tables", "2",
         "--seconds", "2", "--hints", "1", "--idle", "6", "--rounds", "2",
         "--stall", "30"],
        capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    quiet, loaded, replay = done.stdout.splitlines()[:3]
    assert quiet.startswith("SQLite, 2 tables") and "intent-to-push p50" in quiet
    assert "1 connections asking hints" in loaded and "6 idle connections" in loaded
    actions = int(quiet.split("(")[1].split()[0])
    assert actions > 0
    assert replay.startswith("replay check:") and "lead to their stored state" in replay
    tables = replay.split()[2:5]
    assert tables[0] == tables[2]                 # every table replays to its state


def test_the_load_benchmark_spreads_tables_over_referee_processes(postgres):
    """Two referee processes on one PostgreSQL database: each table created through one
    and played on the other, every table replaying to its stored state."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "referee_load.py"), "--tables", "2",
         "--seconds", "2", "--db", postgres.database("t_load_processes"),
         "--processes", "2", "--stall", "30"],
        capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    quiet, replay = done.stdout.splitlines()[:2]
    assert quiet.startswith("PostgreSQL, 2 referee processes, 2 tables")
    assert int(quiet.split("(")[1].split()[0]) > 0
    tables = replay.split()[2:5]
    assert replay.startswith("replay check:") and tables[0] == tables[2]
