"""Two players, two kernels, two browsers: each JupyterLab page (its own Chromium context)
joins the referee with its seat's code and plays Tyrus to its end by clicks against the
other; the referee is killed and restarted mid-game and the game goes on."""
from __future__ import annotations

import json
import re

import nbformat
import pytest
from playwright.sync_api import expect

from mesowidgets.referee import create_table
from mesowidgets.referee.audit import check
from mesowidgets.referee.store import open_store
from tests.referee.conftest import db_url, postgres  # noqa: F401 (fixtures: both stores)
from tests.referee.servers import RefereeProcess

from .helpers import TIMEOUT, first_widget, run_all, run_code, tyrus_to_play, wait_for_kernel

NAMES = ("beige", "brown")


@pytest.fixture
def referee(db_url, tmp_path):  # noqa: F811
    process = RefereeProcess(db_url, tmp_path / "ref.log")
    yield process.start()
    process.stop()


def write_notebook(lab, name: str, url: str, code: str) -> str:
    path = lab.root / "referee" / f"{name}.ipynb"
    path.parent.mkdir(exist_ok=True)
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(
        f"from mesowidgets import TyrusWidget\nw = TyrusWidget.join({url!r}, {code!r})\nw")]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                 "language": "python"}
    nbformat.write(nb, path)
    return f"referee/{name}.ipynb"


def click_a_move(widget) -> None:
    """Choose the first tile of the hand, then the first building it may go to."""
    widget.locator(".mw-hand[role=group] .mw-hand-tile[role=button]").first.click()
    expect(widget.locator(".mw-hand-tile.mw-chosen")).to_have_count(1)
    widget.locator(".mw-building.mw-target").first.click()


def test_two_kernels_play_tyrus_by_clicks_through_the_referee(browser, lab, referee):
    made = create_table(referee.url, "tyrus", seed=17, first="beige")
    pages, widgets = [], []
    for seat, name in enumerate(NAMES):
        page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
        notebook = write_notebook(lab, name, referee.url, made.seats[seat])
        # A workspace of its own per player: JupyterLab would otherwise restore the other
        # player's notebook into this page too.
        page.set_default_timeout(TIMEOUT)
        expect.set_options(timeout=TIMEOUT)
        page.goto(f"{lab.url}/lab/workspaces/{name}/tree/{notebook}?reset&token={lab.token}")
        wait_for_kernel(page)
        run_all(page, expected_roots=1)
        pages.append(page)
        widgets.append(first_widget(page))
    try:
        statuses = [w.locator(".mw-status") for w in widgets]
        expect(statuses[0]).to_have_text(tyrus_to_play("Beige"))
        expect(statuses[1]).to_have_text("Waiting for beige.")
        # Each page shows its own nine tiles and only a count of the other's.
        for w, other in zip(widgets, reversed(NAMES), strict=True):
            expect(w.locator(".mw-hand[role=group] .mw-hand-tile")).to_have_count(9)
            expect(w.locator(".mw-hidden-hand")).to_have_text(
                re.compile(f"{other.capitalize()}: 9 tiles"))
        n = 0
        while True:
            for w in widgets:
                expect(w.locator(".mw-history-label")).to_have_text(
                    re.compile(rf"\({n} actions?\)|^Latest position \({n}"))
            if statuses[0].inner_text() == "The game is over.":
                break
            mover = next(i for i, s in enumerate(statuses)
                         if re.match(r"^(Beige|Brown): place your", s.inner_text()))
            expect(statuses[1 - mover]).to_have_text(f"Waiting for {NAMES[mover]}.")
            click_a_move(widgets[mover])
            n += 1
            if n == 5:                     # brown's kernel holds only brown's view
                expect(widgets[1].locator(".mw-history-label")).to_contain_text("(5 actions)")
                out = run_code(pages[1], "import json\ntry:\n    w.game\nexcept "
                               "AttributeError as e:\n    held = str(e)\nprint(json.dumps("
                               "[w.view['hands'][0], len(w.view['hands'][1]), held]))")
                hidden, own, held = json.loads(out.strip().splitlines()[-1])
                assert hidden is None and own > 0 and "lives there" in held
            if n == 10:                    # the referee dies and comes back mid-game
                for w in widgets:
                    expect(w.locator(".mw-history-label")).to_contain_text(f"({n} actions)")
                referee.kill()
                for w in widgets:
                    expect(w.locator(".mw-notice")).to_contain_text("connection to the referee")
                referee.start()
                for w in widgets:
                    expect(w.locator(".mw-notice")).to_have_count(0)
        expect(statuses[1]).to_have_text("The game is over.")
        assert n > 20
        out = run_code(pages[0], "import json; print(json.dumps([len(w.history), "
                                 "w.view['over'], w.remote]))")
        assert json.loads(out.strip().splitlines()[-1]) == [n, True, True]
        store = open_store(referee.db)
        assert store.load(made.table).version == n
        assert check(store, made.table) == ""
    finally:
        for page in pages:
            page.context.close()
