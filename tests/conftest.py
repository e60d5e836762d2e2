"""Fixtures for the tests that install the package as a user does: the sdist and wheel
built once a session, and fresh virtual environments with no Node.js on their PATH."""
from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Variables pip needs to reach the package index as configured on this machine.
PIP_VARS = ("PIP_FIND_LINKS", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_CERT",
            "SSL_CERT_FILE", "REQUESTS_CA_BUNDLE", "PIP_CONFIG_FILE")


@pytest.fixture(scope="session")
def dist(tmp_path_factory) -> Path:
    """The sdist and the wheel, built from the checkout as `python -m build` builds them."""
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "build", "--sdist", "--wheel", "-o", str(out), "."],
                   cwd=ROOT, check=True, capture_output=True)
    return out


class FreshVenv:
    """A new virtual environment; `env` has only its bin/ on the PATH (no Node.js, no
    Jupyter from elsewhere)."""

    def __init__(self, path: Path, python: str | None = None):
        self.path = path
        if python is None:
            venv.create(path, with_pip=True)
        else:
            subprocess.run([python, "-m", "venv", str(path)], check=True)
        self.bin = path / "bin"
        self.env = {"HOME": os.environ.get("HOME", str(path)), "PATH": str(self.bin)}
        self.env.update({v: os.environ[v] for v in PIP_VARS if v in os.environ})

    @property
    def python(self) -> str:
        return str(self.bin / "python")

    def run(self, *args: str, check: bool = True, **kwargs) -> subprocess.CompletedProcess:
        """Run a command in the venv's environment, from the folder that holds the venv (a
        checkout in the working folder would be imported instead of the install)."""
        kwargs.setdefault("cwd", self.path.parent)
        done = subprocess.run([*args], env=self.env, capture_output=True, text=True, **kwargs)
        if check:
            assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
        return done

    def pip(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        return self.run(self.python, "-m", "pip", *args, check=check)


@pytest.fixture
def fresh_venv(tmp_path):
    """Make a fresh venv: `fresh_venv(python=None)`."""
    return lambda python=None: FreshVenv(tmp_path / "venv", python)


def pytest_collection_modifyitems(items):
    """A test that needs the sdist and the wheel built (the `dist` fixture) is slow."""
    for item in items:
        if "dist" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)
