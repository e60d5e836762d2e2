"""The package as users get it: the sdist and the wheel carry the built front end, one
version everywhere, and the sdist installs where there is no Node.js."""
from __future__ import annotations

import re
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

import mesowidgets

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from bundle_sources import FINGERPRINT, bundled, source_hash  # noqa: E402

BUNDLES = bundled(ROOT)

from .conftest import FreshVenv  # noqa: E402


def test_the_sdist_and_the_wheel_carry_the_front_end_and_the_licence(dist):
    sdist = next(dist.glob("*.tar.gz"))
    wheel = next(dist.glob("*.whl"))
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames()}
    assert set(BUNDLES) <= names and "LICENSE" in names
    with zipfile.ZipFile(wheel) as whl:
        names = set(whl.namelist())
        metadata = whl.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert set(BUNDLES) <= names
    assert "mesogames/core.py" in names
    assert {"mesowidgets/py.typed", "mesogames/py.typed"} <= names, "typed packages"
    assert any(n.endswith("etc/jupyter/jupyter_server_config.d/mesowidgets.json") for n in names)
    assert not any(n.split("/")[0] == "engine" or n.startswith("engine.") for n in names), \
        "nothing called engine lands in site-packages"
    assert "Requires-Python: >=3.11" in metadata and "License-Expression: MIT" in metadata
    assert "Classifier: Programming Language :: Python :: 3.13" in metadata
    # The long description PyPI shows links nothing relatively (PyPI could not show it).
    description = metadata.split("\n\n", 1)[1]
    assert "TyrusWidget" in description
    assert not re.search(r"\]\((?!https?://)[^)]+\)|src=\"(?!https?://)", description), \
        "a relative link or image in the long description"


def test_one_version_for_python_the_package_and_the_front_end(dist):
    wheel = next(dist.glob("*.whl"))
    assert wheel.name.startswith(f"mesowidgets-{mesowidgets.__version__}-")
    with zipfile.ZipFile(wheel) as whl:
        first = whl.read("mesowidgets/static/tigris.js").decode().splitlines()[0]
    assert first == f"// mesowidgets {mesowidgets.__version__}"
    assert re.search(r'requires-python = ">=3\.11"', (ROOT / "pyproject.toml").read_text())
    assert "Python 3.11+" in (ROOT / "README.md").read_text()


@pytest.fixture(scope="module")
def no_node(tmp_path_factory) -> FreshVenv:
    """A fresh venv whose PATH has no npm."""
    fresh = FreshVenv(tmp_path_factory.mktemp("no-node") / "venv")
    check = fresh.run(fresh.python, "-c", "import shutil; print(shutil.which('npm'))")
    assert check.stdout.strip() == "None"
    return fresh


def test_the_sdist_installs_without_node(dist, no_node):
    no_node.pip("install", "--no-deps", "-q", str(next(dist.glob("*.tar.gz"))))
    site = next((no_node.path / "lib").glob("python*/site-packages"))
    assert all((site / b).exists() for b in BUNDLES)


def test_the_bundle_records_the_sources_it_was_built_from(dist, tmp_path):
    """The checkout's bundle, and the one the sdist carries, were built from the js/ beside
    them."""
    assert (ROOT / FINGERPRINT).read_text().strip() == source_hash(ROOT)
    with tarfile.open(next(dist.glob("*.tar.gz"))) as tar:
        tar.extractall(tmp_path, filter="data")
    unpacked = next(tmp_path.iterdir())
    assert (unpacked / FINGERPRINT).read_text().strip() == source_hash(unpacked)


def test_a_changed_front_end_source_never_reaches_a_wheel_unbuilt(dist, no_node, tmp_path):
    with tarfile.open(next(dist.glob("*.tar.gz"))) as tar:
        tar.extractall(tmp_path, filter="data")
    unpacked = next(tmp_path.iterdir())
    words = unpacked / "js" / "lib" / "words.js"
    words.write_text(words.read_text() + "\n// changed after the bundle was built\n")
    done = no_node.pip("wheel", "--no-deps", "-q", "-w", str(tmp_path / "out"), str(unpacked),
                       check=False)
    assert done.returncode != 0
    assert "was built from other sources than js/ holds now" in done.stdout + done.stderr
    assert not list(tmp_path.glob("out/*.whl"))


def test_the_referee_loads_no_widget_code():
    """`python -m mesowidgets serve` runs where there is no Jupyter: importing the referee
    (and the package itself) loads neither the widget libraries nor the widget base."""
    code = ("import sys, mesowidgets, mesowidgets.referee.app, mesowidgets.referee.cli\n"
            "print(sorted(m for m in ('anywidget', 'ipywidgets', 'IPython', "
            "'mesowidgets.base') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT.parent)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]"
