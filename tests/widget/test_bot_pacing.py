"""A bot's answer at a kernel's table is held until its level's pace has passed since the
decision began (mesogames/bots/pacing.py), whatever its seat holds: with one legal answer
it arrives when it would with many. Checked on a fake clock (no sleeping, no wall times)."""
import pytest

from mesogames.bots.pacing import pace
from mesogames.core import RandomBot
from mesowidgets.table import Table
from tests.clock import FakeClock
from tests.engine.decisions import decision
from tests.widget.test_bot_thinking import run, until


def released(game, level) -> tuple[float, int]:
    """Seconds on the table's clock from the start of seat 1's decision to its answer
    landing, and the history's length then."""
    clock = FakeClock()
    landed = []

    class Paced(Table):
        def _searched(self, search, action, error):
            at = clock.now() - start        # before the next search may start
            super()._searched(search, action, error)
            landed.append((at, len(self.game.history)))

    Paced.clock = clock
    start = clock.now()

    async def main():
        table = Paced(game, bots={1: level}, background=True)
        await until(lambda: landed)
        table.cancel_search()
    run(main())
    return landed[0]


def test_an_answer_with_one_legal_action_is_held_to_the_pace_of_one_with_many():
    for level in ("random", "easy"):
        one, many = decision(3, one=True), decision(3, one=False)
        before = len(one.history), len(many.history)
        waited = [released(one, level), released(many, level)]
        assert [n for _, n in waited] == [before[0] + 1, before[1] + 1], \
            "each bot answered"
        assert [t for t, _ in waited] == pytest.approx([pace(level, "tigris_cards")] * 2)


def test_a_bot_object_is_held_to_its_own_pace_or_not_at_all():
    bot = RandomBot(1)
    assert pace(bot, "tyrus") == 0.0
    bot.pace = 0.25
    assert pace(bot, "tyrus") == 0.25
    t, _ = released(decision(3, one=False), bot)
    assert t == pytest.approx(0.25)


def test_the_move_is_shown_before_the_next_bot_s_information_is_gathered(monkeypatch):
    """Building a seat's SeatInfo costs time that follows its hand (its legal actions): it
    comes after the refresh that shows the move handing the bot its decision."""
    import mesowidgets.table as table_module
    from mesogames import tyrus
    order = []

    class Noted(table_module.SeatInfo):
        def __init__(self, game, seat):
            order.append(("info", seat))
            super().__init__(game, seat)

    monkeypatch.setattr(table_module, "SeatInfo", Noted)

    async def main():
        game = tyrus.new_game(seed=2)
        table = Table(game, bots={1: "random"}, background=True)
        table.on_change(lambda: order.append(("shown", len(game.history))))
        table.act(str(game.legal_actions()[0]), by=0)
        assert table.thinking == 1
        await until(lambda: ("shown", 2) in order)
        table.cancel_search()
    run(main())
    assert order[:3] == [("shown", 1), ("info", 1), ("shown", 2)]
