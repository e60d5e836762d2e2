"""The built wheel as a user installs it where there is no Jupyter and no Node.js (a
server that only runs the referee, a script): both packages import, `python -m
mesowidgets serve` starts, and two Python clients, each in its own process and with only
its own seat's code, play a referee game to its end. On Python 3.13 where the machine has
it (the newest Python the package says it supports), else on the tests' own."""
from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import sys
import textwrap
import time
import urllib.request

#: What a bare install must not need: a kernel, a Jupyter server, Node.js.
ABSENT = ("tornado", "ipykernel", "jupyter_server", "jupyterlab")

CLIENT = textwrap.dedent('''
    """One player: joins with its seat's code and plays random legal actions until the
    game is over; prints the final ranking."""
    import random
    import sys

    from mesowidgets import TyrusWidget

    url, code, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rng = random.Random(seed)
    w = TyrusWidget.join(url, code)
    while not w.view.get("over"):
        assert w.wait(timeout=60), "no push from the referee for 60 s"
        if w.view.get("over"):
            break
        if w.acting is not None:
            w.play(rng.choice(w.legal_actions()))
    print("over", w.view["result"])
''')


def newest_python() -> str:
    """Python 3.13 where this machine has it (a pyenv version or on the PATH), else the
    tests' own Python."""
    pyenv = os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv"))
    for candidate in [*sorted(glob.glob(f"{pyenv}/versions/3.13*/bin/python3.13")),
                      shutil.which("python3.13")]:
        if candidate and subprocess.run([candidate, "-c", "import venv"],
                                        capture_output=True).returncode == 0:
            return candidate
    return sys.executable


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_bare_install_imports_and_serves_a_referee_game_to_its_end(dist, fresh_venv,
                                                                       tmp_path):
    env = fresh_venv(newest_python())
    wheel = next(dist.glob("*.whl"))
    env.pip("install", "-q", f"{wheel}[serve]")
    found = env.run(env.python, "-c", "import importlib.util as u, shutil; print("
                    f"[m for m in {ABSENT!r} if u.find_spec(m)], shutil.which('node'))")
    assert found.stdout.strip() == "[] None", found.stdout
    env.run(env.python, "-c", "import mesogames.tyrus, mesowidgets; "
            "from mesowidgets import TyrusWidget, TigrisWidget, BabelWidget, TigrisCardsWidget; "
            "import mesowidgets.puzzles.trainer")      # the trainer's rating library came along

    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    log = open(tmp_path / "referee.log", "w")
    referee = subprocess.Popen([env.python, "-m", "mesowidgets", "serve", "--port", str(port),
                                "--db", f"sqlite:///{tmp_path / 'referee.db'}"],
                               env=env.env, stdout=log, stderr=subprocess.STDOUT,
                               cwd=tmp_path)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"{url}/health", timeout=2).read()
                break
            except OSError:
                assert referee.poll() is None and time.monotonic() < deadline, \
                    (tmp_path / "referee.log").read_text()[-3000:]
                time.sleep(0.2)
        made = env.run(env.python, "-c", "import sys; from mesowidgets import TyrusWidget; "
                       "print(*TyrusWidget.create_table(sys.argv[1]).seats)", url)
        codes = made.stdout.split()
        assert len(codes) == 2
        (tmp_path / "client.py").write_text(CLIENT)
        players = [subprocess.Popen([env.python, str(tmp_path / "client.py"), url, code,
                                     str(seed)], env=env.env, stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT, text=True, cwd=tmp_path)
                   for seed, code in enumerate(codes)]
        outputs = [p.communicate(timeout=600)[0] for p in players]
        assert [p.returncode for p in players] == [0, 0], outputs
        assert all(out.startswith("over") for out in outputs), outputs
    finally:
        referee.terminate()
        referee.wait(10)
        log.close()
