"""The SQLite store puts every commit on disk before the call that made it returns (a push
goes out only after that), and syncs with the write lock free: one table's sync does not
hold up another table's move (a group commit: syncs made side by side cover every commit
written before them)."""
from __future__ import annotations

import os

from mesowidgets.referee.sqlite import SQLiteStore


def test_each_commit_is_synced_out_of_the_write_lock(tmp_path, monkeypatch):
    path = str(tmp_path / "r.db")
    store = SQLiteStore(path)
    synced = []                     # (file synced, whether the write lock was held)
    real = os.fsync

    def fsync(fd):
        wal = os.fstat(fd).st_ino == os.stat(path + "-wal").st_ino
        synced.append((path + "-wal" if wal else fd, store._writer.locked()))
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    store.create("t1", "tyrus", "{}", {"d1": 0})
    assert synced == [(path + "-wal", False)], "the new table is synced, out of the lock"
    synced.clear()
    with store.locked("t1") as row:
        row.save('{"v": 1}', 0, '{"act": "x"}')
        assert synced == [], "not synced before its commit"
    assert synced == [(path + "-wal", False)], "the action is synced, out of the lock"
    assert store.load("t1").version == 1
    store.close()
