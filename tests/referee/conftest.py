"""Fixtures for the referee tests: each test runs against SQLite and PostgreSQL."""
from __future__ import annotations

import re

import pytest

from tests.referee.servers import Postgres, RefereeProcess, postgres_bin


@pytest.fixture(scope="session")
def postgres():
    if postgres_bin() is None:
        pytest.skip("PostgreSQL is not installed (scripts/test installs Debian's package)")
    server = Postgres().start()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'referee.db'}"
    name = "t_" + re.sub(r"\W", "_", request.node.name.lower())[:50]
    return request.getfixturevalue("postgres").database(name)


@pytest.fixture
def referee(db_url, tmp_path):
    """The referee as its own process."""
    process = RefereeProcess(db_url, tmp_path / "referee.log").start()
    yield process
    process.stop()
