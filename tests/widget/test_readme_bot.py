"""The README's own bot ("Bots and hints": a class with choose(info)) runs as written and
plays a whole game against random moves."""
import re
from pathlib import Path

from mesogames.core import RandomBot
from mesowidgets import TigrisWidget

README = Path(__file__).parents[2] / "README.md"


def test_the_readme_bot_plays_as_written():
    section = README.read_text().split("### Bots and hints", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    scope = {"TigrisWidget": TigrisWidget}
    exec(code, scope)
    bot = scope["Cautious"]()
    w = TigrisWidget(players=2, seed=3, bots={1: bot, 0: RandomBot(5)})
    assert w.game.over, "both seats are bots: the game plays to its end"
    assert w.notice == ""
