"""Servers for the referee tests: the referee as a process of its own (killed and
restarted at will), the referee in this process (to reach its service), and PostgreSQL
from Debian's package in a temporary directory, all on 127.0.0.1."""
from __future__ import annotations

import glob
import json
import os
import pathlib
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[2]
#: Tests create many tables from one address: the creation rate is not what they test.
UNLIMITED = ("--tables-per-minute", "1000000", "--table-burst", "1000000")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_healthy(url: str, proc=None, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"the referee exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url + "/health", timeout=2) as r:
                if json.loads(r.read()).get("ok"):
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"the referee at {url} did not start in {timeout} s")


class RefereeProcess:
    """`python -m mesowidgets serve` on 127.0.0.1, as a player's referee would run."""

    def __init__(self, db: str, log: pathlib.Path, port: int | None = None,
                 log_level: str = "warning", options: tuple = UNLIMITED):
        self.db, self.log_path, self.log_level = db, log, log_level
        self.options = tuple(options)
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc = None

    def start(self) -> "RefereeProcess":
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "engine"), str(ROOT)])}
        self._log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "mesowidgets", "serve", "--db", self.db, "--host",
             "127.0.0.1", "--port", str(self.port), "--log-level", self.log_level,
             *self.options],
            stdout=self._log, stderr=subprocess.STDOUT, env=env, cwd=ROOT)
        wait_healthy(self.url, self.proc)
        return self

    def kill(self) -> None:
        """Kill -9: no shutdown, no flush; what was committed must survive."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(30)
        self._log.close()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self._log.close()


class InProcessReferee:
    """The referee's app served by uvicorn on a thread of this process."""

    def __init__(self, db: str, limits=None, clock=time.time):
        import uvicorn

        from mesowidgets.referee.app import create_app
        from mesowidgets.referee.limits import Limits
        from mesowidgets.referee.store import open_store
        limits = limits or Limits(tables_per_minute=1e6, table_burst=1_000_000)
        self.app = create_app(open_store(db), limits, clock)
        self.referee = self.app.state.referee
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = uvicorn.Server(uvicorn.Config(self.app, host="127.0.0.1", port=self.port,
                                                    log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def start(self) -> "InProcessReferee":
        self.thread.start()
        wait_healthy(self.url)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(30)


def postgres_bin() -> pathlib.Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return pathlib.Path(found[-1]).parent if found else None


class Postgres:
    """A PostgreSQL server in a temporary directory on 127.0.0.1 (as user `nobody` when
    this runs as root: PostgreSQL refuses to run as root)."""

    def __init__(self):
        self.bin = postgres_bin()
        self.dir = pathlib.Path(tempfile.mkdtemp(prefix="meso-pg-"))
        self.port = free_port()
        self.url = f"postgresql://meso@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str) -> None:
        cmd = [str(self.bin / args[0]), *args[1:]]
        if os.geteuid() == 0:
            cmd = ["runuser", "-u", "nobody", "--", *cmd]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       cwd=self.dir)

    def start(self) -> "Postgres":
        if os.geteuid() == 0:
            shutil.chown(self.dir, "nobody")
        data = self.dir / "data"
        self._run("initdb", "-D", str(data), "-U", "meso", "--auth=trust", "-E", "UTF8",
                  "--no-sync")
        self._run("pg_ctl", "-D", str(data), "-w", "-l", str(self.dir / "log"), "-o",
                  f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.dir} "
                  "-c max_connections=300 -c fsync=on", "start")
        return self

    def database(self, name: str) -> str:
        """A fresh database; its URL."""
        import psycopg
        with psycopg.connect(self.url, autocommit=True) as db:
            db.execute(f'DROP DATABASE IF EXISTS "{name}"')
            db.execute(f'CREATE DATABASE "{name}"')
        return self.url.rsplit("/", 1)[0] + "/" + name

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.dir / "data"), "-m", "fast", "-w", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)
