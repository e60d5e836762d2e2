"""In one kernel, any attached browser can act as any seat, not only read every hand: every
widget's comm is open to every browser on the kernel, so a message sent to another seat's
widget plays that seat. The README says so plainly where it speaks of trust."""
from __future__ import annotations

from pathlib import Path

from mesowidgets import TyrusWidget
from tests.widget.frontend import legal, send

README = Path(__file__).parents[2] / "README.md"


def test_a_browser_on_the_kernel_can_move_for_another_seat_and_the_readme_says_so():
    beige, brown = TyrusWidget.for_seats(seed=3, first="beige")
    send(beige, {"act": legal(beige)[0]})
    assert brown.game.to_move == 1
    # beige's browser holds brown's widget's comm too: what it sends there, brown plays
    send(brown, {"act": legal(brown)[0]})
    assert brown.error == "" and len(brown.game.history) == 2
    assert brown.view["hands"][1] and beige.view["hands"][1] is None
    text = " ".join(README.read_text().split())
    section = text.split("## Play across machines", 1)[1]
    assert ("in one kernel, any attached browser can act as any seat (send moves, take-backs "
            "and answers through any widget on the page), not only read every hand") in section
