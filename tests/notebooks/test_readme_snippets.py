"""Every fenced Python block of the README (and of the long description PyPI shows,
docs/pypi.md) runs as written, in a fresh kernel: the blocks
of one section in order in one kernel (a reader pastes them into one notebook), each
section in a kernel of its own. Where a section talks to a referee at 127.0.0.1:8765 (its
blocks say so), one runs there. What the blocks do is checked further by
tests/widget/test_readme_*.py."""
from __future__ import annotations

import re
import socket
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

from tests.referee.servers import RefereeProcess

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
#: The documents whose Python blocks run: the README, and PyPI's long description.
DOCUMENTS = [README, ROOT / "docs" / "pypi.md"]
REFEREE_PORT = 8765


def sections() -> dict[str, list[str]]:
    """{heading: its Python blocks}, for the sections that have any (a heading of
    another document than the README is prefixed with its file name)."""
    found: dict[str, list[str]] = {}
    for document in DOCUMENTS:
        prefix = "" if document == README else f"{document.name}: "
        heading = "(top)"
        for part in re.split(r"^(#{2,3} .*)$", document.read_text(), flags=re.M):
            if re.match(r"#{2,3} ", part):
                heading = part.lstrip("# ").strip()
                continue
            blocks = re.findall(r"^```python\n(.*?)^```", part, flags=re.S | re.M)
            if blocks:
                found[prefix + heading] = blocks
    return found


SECTIONS = sections()


def test_the_readme_has_python_blocks_to_run():
    assert sum(len(b) for b in SECTIONS.values()) >= 9
    assert {"Use", "Bots and hints", "Play across machines", "pypi.md: Use"} <= set(SECTIONS)


@pytest.fixture
def referee_if_needed(request, tmp_path):
    blocks = SECTIONS[request.node.callspec.params["heading"]]
    if not any(f"127.0.0.1:{REFEREE_PORT}" in b for b in blocks):
        yield None
        return
    with socket.socket() as s:
        assert s.connect_ex(("127.0.0.1", REFEREE_PORT)) != 0, \
            f"port {REFEREE_PORT}, the README's referee address, is taken on this machine"
    referee = RefereeProcess(f"sqlite:///{tmp_path / 'referee.db'}", tmp_path / "referee.log",
                             port=REFEREE_PORT).start()
    yield referee
    referee.stop()


@pytest.mark.slow
@pytest.mark.parametrize("heading", list(SECTIONS))
def test_a_readme_section_runs_as_written(heading, referee_if_needed, tmp_path):
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(b) for b in SECTIONS[heading]])
    client = NotebookClient(nb, timeout=180, kernel_name="python3",
                            resources={"metadata": {"path": str(tmp_path)}})
    try:
        client.execute()
        error = ""
    except CellExecutionError as err:
        error = str(err)[:4000]
    assert not error, f"README section {heading!r}: a block fails as written:\n{error}"
