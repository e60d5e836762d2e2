"""A bot thinks off the kernel's main thread: the widget says who is thinking, other code
runs meanwhile, the move lands on the event loop, a take-back cancels the search (its
answer is dropped) and the table goes on from the position taken back to."""
import asyncio
import threading

from mesogames.bots import ISMCTSBot
from mesogames.core import RandomBot
from mesowidgets import TyrusWidget
from mesowidgets.table import Table
from tests.widget.frontend import legal, send

SEED = 2            # beige (seat 0, the human) places the first tile


class GatedBot(RandomBot):
    """A random bot that answers only when the test opens its gate."""

    def __init__(self):
        super().__init__(seed=1)
        self.gate, self.started = threading.Event(), threading.Event()

    def choose(self, info):
        self.started.set()
        self.gate.wait(10)
        return super().choose(info)


async def until(condition, seconds=10.0):
    for _ in range(int(seconds / 0.01)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("timed out")


def run(coro):
    """Run the test on an event loop of its own thread, as a kernel runs its loop (the
    suite's main thread may already run one, Playwright's)."""
    failure = []

    def main():
        try:
            asyncio.run(coro)
        except BaseException as err:           # re-raised in the test's thread
            failure.append(err)

    worker = threading.Thread(target=main)
    worker.start()
    worker.join(60)
    if failure:
        raise failure[0]


def test_the_bot_moves_later_while_the_widget_says_it_is_thinking():
    async def main():
        bot = GatedBot()
        w = TyrusWidget(seed=SEED, seat=0, bots={1: bot})
        w.table.background = True
        assert w.game.to_move == 0
        send(w, {"act": legal(w)[0]})
        assert w.game.to_move == 1 and w.thinking == 1 and legal(w) == []
        await until(bot.started.is_set)
        assert len(w.game.history) == 1, "the kernel goes on while the bot thinks"
        bot.gate.set()
        await until(lambda: w.thinking is None)
        assert len(w.game.history) == 2 and w.game.to_move == 0 and legal(w)
    run(main())


def test_a_take_back_cancels_the_search_and_drops_its_answer():
    async def main():
        from mesogames import tyrus
        game = tyrus.new_game(seed=SEED)
        bot = ISMCTSBot(1, seconds=30.0)
        table = Table(game, bots={1: bot}, background=True)
        table.act(game.legal_actions()[0], by=0)
        assert table.thinking == 1
        n = len(game.history)
        await asyncio.sleep(0.2)
        table.undo(by=0)
        assert table.thinking is None and len(game.history) == n - 1
        await asyncio.sleep(0.3)
        assert len(game.history) == n - 1, "the cancelled search's move never lands"
        assert not [t for t in threading.enumerate() if t.name == "mesowidgets-bot"], \
            "the search stopped"
    run(main())


def test_closing_the_last_widget_stops_the_search():
    async def main():
        bot = ISMCTSBot(1, seconds=30.0)
        w = TyrusWidget(seed=SEED, seat=0, bots={1: bot})
        w.table.background = True
        send(w, {"act": legal(w)[0]})
        assert w.table.thinking == 1
        n = len(w.game.history)
        table = w.table
        w.close()
        assert table.thinking is None
        await asyncio.sleep(0.3)
        assert len(table.game.history) == n
        assert not [t for t in threading.enumerate() if t.name == "mesowidgets-bot"]
    run(main())
