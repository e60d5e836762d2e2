"""A play notebook exported to HTML: every board a picture, and the replay of a whole game
stepped through in Chromium with no kernel at all."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import expect

REPO = Path(__file__).resolve().parents[2]


def test_an_exported_play_notebook_shows_pictures_and_a_replay(page, tmp_path: Path):
    shutil.copy(REPO / "notebooks" / "tyrus" / "play.ipynb", tmp_path / "play.ipynb")
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--execute",
                    "--ExecutePreprocessor.store_widget_state=False", "play.ipynb"],
                   cwd=tmp_path, check=True, capture_output=True)
    page.goto((tmp_path / "play.html").as_uri())
    pictures = page.locator(".jp-RenderedSVG img")
    expect(pictures.first).to_be_visible()
    assert pictures.count() >= 2     # against the bot and the hot seat (seat views sit in a VBox)
    assert all(pictures.nth(i).evaluate("img => img.naturalWidth") > 300
               for i in range(pictures.count())), "every picture decodes"
    replay = page.locator(".mw-replay")
    expect(replay).to_have_attribute("data-shown", str(int(
        replay.locator("input[type=range]").get_attribute("max"))))
    replay.get_by_role("button", name="First position").click()
    expect(replay.locator(".mw-replay-caption")).to_have_text("The starting position")
    replay.get_by_role("button", name="Next position").click()
    expect(replay.locator(".mw-replay-caption")).to_contain_text("After action 1 of")
    expect(replay).to_have_attribute("data-shown", "1")
    expect(replay.locator(".mw-replay-picture svg")).to_have_count(1)
