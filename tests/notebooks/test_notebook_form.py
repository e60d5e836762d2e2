"""Every committed notebook is stored in the exact form Jupyter writes it: read and saved
back through jupyter_server's contents manager (what JupyterLab, Notebook 7 and Voilà use
to open and save a notebook), its bytes are unchanged. nbval runs each committed notebook
in the suite, so the form Jupyter saves is the one that passes."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from jupyter_server.services.contents.filemanager import FileContentsManager

from mesogames import registry

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PATHS = sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.glob("*/*.ipynb"))


def test_every_game_has_notebooks():
    assert {p.split("/")[0] for p in PATHS} == set(registry.names())


@pytest.mark.parametrize("path", PATHS)
def test_a_notebook_saved_by_jupyter_is_byte_for_byte_the_committed_one(path, tmp_path):
    shutil.copy(NOTEBOOKS / path, tmp_path / "notebook.ipynb")
    contents = FileContentsManager(root_dir=str(tmp_path))
    contents.save(contents.get("notebook.ipynb"), "notebook.ipynb")
    assert (tmp_path / "notebook.ipynb").read_bytes() == (NOTEBOOKS / path).read_bytes()


@pytest.mark.slow
def test_a_play_notebook_saved_after_playing_still_passes_nbval(tmp_path):
    """A person plays a play notebook in Notebook 7, whose autosave writes the outputs into
    the file: the cells that show a table with a secret deal are tagged nbval-ignore-output
    and the scripting cells are seeded, so nbval still passes on the saved notebook."""
    import subprocess
    import sys

    import nbformat
    from nbclient import NotebookClient

    for game in registry.names():
        nb = nbformat.read(NOTEBOOKS / game / "play.ipynb", as_version=4)
        NotebookClient(nb, timeout=120, kernel_name="python3").execute()
        nbformat.write(nb, tmp_path / f"{game}.ipynb")
    done = subprocess.run([sys.executable, "-m", "pytest", "--nbval", "-q", "-p",
                           "no:cacheprovider", *sorted(str(p) for p in tmp_path.glob("*.ipynb"))],
                          cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:]
