"""A late action at a referee table costs what an early one does: the intent's save and
every connection's push read only the history entries the action added, never the whole
history; and a game's end, where much of every view changes, is not diffed piece by piece
for each connection (counted, not timed: benchmarks/kernel_cpu.py measures the time)."""
from __future__ import annotations

import pytest

from mesogames.core import RandomBot
from mesowidgets import patches
from mesowidgets.referee.service import Referee
from mesowidgets.referee.store import open_store

ACTIONS = 240


class CountingList(list):
    """A history that counts the entries read from it (by iteration or index)."""

    read = [0]        # entries read since the count was last set to 0

    def __iter__(self):
        for item in super().__iter__():
            CountingList.read[0] += 1
            yield item

    def __reversed__(self):
        for item in super().__reversed__():
            CountingList.read[0] += 1
            yield item

    def __getitem__(self, index):
        got = super().__getitem__(index)
        CountingList.read[0] += len(got) if isinstance(index, slice) else 1
        return got


def counted_per_action(tmp_path, counter: list, *, intent_too: bool = False,
                       prepare=lambda game: None) -> list[int]:
    """`counter[0]` after each action of a seeded card game at a table of 4 connections
    (every seat's, then spectators), set to 0 before the mover's intent (`intent_too`) or
    before every connection's push; `prepare(game)` before the first push."""
    referee = Referee(open_store(f"sqlite:///{tmp_path / 'referee.db'}"))
    made = referee.create("tigris_cards", {"seed": 0})
    codes = [c for c in made["seats"] if c is not None]
    codes += [made["spectator"]] * (4 - len(codes))
    conns = [referee.admit(code) for code in codes]
    seats = {conn.who: conn for conn in conns if isinstance(conn.who, int)}
    game = referee.live(made["table"]).table.game
    prepare(game)
    referee.payloads(made["table"], conns)
    bot, counts = RandomBot(0), []
    for _ in range(ACTIONS):
        assert not game.over
        action, at = str(bot.choose(game)), game.actions_taken
        if intent_too:
            counter[0] = 0
        assert referee.handle(seats[game.to_move], {"act": action, "at": at}) == ""
        if not intent_too:
            counter[0] = 0
        referee.payloads(made["table"], conns)
        counts.append(counter[0])
        assert referee.live(made["table"]).table.game is game    # the same game counted
    referee.close()
    return counts


def entries_read_per_action(tmp_path) -> list[int]:
    """History entries read by each action of a card game at a table of 4 connections
    (every seat's, then spectators): the mover's intent, then every connection's push."""
    def prepare(game):
        game._history = CountingList(game._history)

    return counted_per_action(tmp_path, CountingList.read, intent_too=True, prepare=prepare)


def test_a_late_action_reads_no_more_of_the_history_than_an_early_one(tmp_path):
    reads = entries_read_per_action(tmp_path)
    early, late = reads[10:30], reads[-20:]
    # Each action reads its new entry and a few at the end (the mover's actions in a row,
    # the last one each viewer saw): about 20-30 an action, however long the game; saving
    # the whole history read every entry (over 200 late in this game).
    assert max(late) <= max(early) + 10, (early, late)
    assert max(late) < 60, late


def characters_written_per_push(tmp_path, monkeypatch) -> list[int]:
    """JSON characters written out (patches.compact: to compare, to diff, to copy) by
    every connection's push after each action of a card game at a table of 4
    connections; the message itself is written by json.dumps, apart."""
    written = [0]

    def counting(value, encode=patches._COMPACT):
        text = encode(value)
        written[0] += len(text)
        return text

    monkeypatch.setattr(patches, "_COMPACT", counting)
    return counted_per_action(tmp_path, written)


def test_a_push_writes_out_what_the_action_touched_not_the_whole_view(tmp_path, monkeypatch):
    counts = characters_written_per_push(tmp_path, monkeypatch)
    early, late = sorted(counts[10:40]), sorted(counts[-30:])
    # Writing each connection's whole view out to compare it with the last push, and to
    # diff it, was 13 KB an action early in this game and 20 KB late (medians, 4
    # connections); diffing the values writes out the operations and the parts they
    # replace: 3.6 and 4.7 KB.
    assert late[len(late) // 2] < 8000, late
    assert late[len(late) // 2] <= 1.5 * early[len(early) // 2], (early, late)


def list_items_diffed_per_push(tmp_path, monkeypatch) -> list[int]:
    """Items of the list traits (the history, the event log, the legal actions) handed to
    `patches.sized_change`, to be compared and diffed, by every connection's push after
    each action of a card game at a table of 4 connections."""
    handed = [0]
    real = patches.sized_change

    def counting(old, value, size, shared=None):
        handed[0] += len(value) if isinstance(value, list) else 0
        return real(old, value, size, shared)

    monkeypatch.setattr(patches, "sized_change", counting)
    return counted_per_action(tmp_path, handed)


def test_a_push_reads_the_new_end_of_the_history_and_the_event_log(tmp_path, monkeypatch):
    counts = list_items_diffed_per_push(tmp_path, monkeypatch)
    early, late = sorted(counts[10:40]), sorted(counts[-30:])
    # The legal actions only, when they changed (a few entries, however long the game):
    # the history and the event log grow in place and a push reads their new ends alone
    # (medians, 4 connections: 5 early, 2 late). Handing them whole to be compared and
    # diffed was 300 entries an action early in this game and 2,600 late.
    assert late[len(late) // 2] < 100, (early, late)
    assert late[len(late) // 2] <= max(early[len(early) // 2], 10), (early, late)


def list_items(value) -> int:
    """The items of the lists in a JSON value, nested ones too."""
    if isinstance(value, list):
        return len(value) + sum(map(list_items, value))
    if isinstance(value, dict):
        return sum(map(list_items, value.values()))
    return 0


def list_items_diffed_at_the_end(tmp_path, monkeypatch, seed: int) -> tuple[int, int]:
    """List items (old and new) handed to the diff of lists (`patches._list_diff`) by the
    push round after the last action of a seeded Tyrus game at a referee table of 4
    connections (both seats, two spectators); and the list items of a seat's view then."""
    handed = [0]
    real = patches._list_diff

    def counting(old, new, *rest):
        handed[0] += len(old) + len(new)
        return real(old, new, *rest)

    monkeypatch.setattr(patches, "_list_diff", counting)
    referee = Referee(open_store(f"sqlite:///{tmp_path / 'referee.db'}"))
    made = referee.create("tyrus", {"seed": seed})
    codes = [c for c in made["seats"] if c is not None]
    conns = [referee.admit(code) for code in codes + [made["spectator"]] * (4 - len(codes))]
    seats = {conn.who: conn for conn in conns if isinstance(conn.who, int)}
    game = referee.live(made["table"]).table.game
    referee.payloads(made["table"], conns)
    bot = RandomBot(seed)
    while not game.over:
        action, at = str(bot.choose(game)), game.actions_taken
        assert referee.handle(seats[game.to_move], {"act": action, "at": at}) == ""
        handed[0] = 0
        referee.payloads(made["table"], conns)
        game = referee.live(made["table"]).table.game
    referee.close()
    return handed[0], list_items(conns[0].sent["view"][0])


@pytest.mark.parametrize("seed", [0, 3])
def test_a_tyrus_game_end_is_diffed_list_by_list_not_tile_by_tile(tmp_path, monkeypatch,
                                                                   seed):
    diffed, held = list_items_diffed_at_the_end(tmp_path, monkeypatch, seed)
    # At a Tyrus game's end every tile of the buildings turns face up and the hands show.
    # Each building's tiles diffed one by one, and the parts every connection sees alike
    # (discards, counts) diffed again for each, the round handed the diff 5.9 and 4.4
    # times the list items of a view (seeds 0 and 3); a splice measured before its tiles
    # are diffed, and the parts alike diffed once a round: 1.9 and 1.4 times.
    assert diffed <= 3 * held, (diffed, held)
