"""Driving JupyterLab pages from Playwright."""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

TIMEOUT = 60_000


#: The widgets of the notebook in view.
ROOTS = ".jp-NotebookPanel:not(.lm-mod-hidden) .mw-root"


def first_widget(page: Page):
    """The first widget of the notebook in view."""
    return page.locator(ROOTS).first


def wait_for_kernel(page: Page) -> None:
    """Wait until the notebook's kernel is attached and idle.

    The toolbar's execution indicator says "idle" before any kernel is attached; running
    cells then opens a "Select Kernel" dialog that blocks the page. The status bar names
    the kernel only once it is connected.
    """
    expect(page.get_by_text("Python 3 (ipykernel) | Idle", exact=True)).to_be_visible()


def open_notebook(page: Page, lab, notebook: str) -> None:
    page.set_default_timeout(TIMEOUT)
    expect.set_options(timeout=TIMEOUT)
    page.goto(lab.page_url(notebook))
    wait_for_kernel(page)


def run_all(page: Page, expected_roots: int, slow_ms: int = 60_000) -> None:
    """Run all cells from the Run menu (retried when nothing ran: once in a while the first
    try is lost), then wait up to `slow_ms` for the widgets once cells are seen running."""
    # The widgets of the notebook in the current tab (another tab's, hidden, are not).
    roots = page.locator(f"{ROOTS}[data-drawn]")
    # A cell queued or running shows "[*]:" in its prompt: that try was not lost. ("[n]:"
    # proves nothing: a notebook saved with its outputs shows it before anything runs.)
    running = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-InputPrompt").filter(
        has_text="[*]")
    for _ in range(3):
        dialog = page.locator(".jp-Dialog")
        if dialog.count():             # say what JupyterLab asked, then answer its default
            print("JupyterLab dialog:", dialog.first.inner_text())
            # its default answer (for "Select Kernel": the notebook's own kernel), clicked:
            # Enter goes nowhere when the focus is not in the dialog
            dialog.first.locator(".jp-Dialog-button.jp-mod-accept").click()
            expect(dialog).to_have_count(0)
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        try:
            expect(roots).to_have_count(expected_roots, timeout=45_000)
            return
        except AssertionError:
            # The cells run, only slowly (a cold kernel on a busy machine): running them
            # again would double a widget.
            if roots.count() or running.count():
                break
    expect(roots).to_have_count(expected_roots, timeout=slow_ms)


def run_code(page: Page, code: str) -> str:
    """Append a code cell at the end of the notebook, run it, return its text output."""
    # The notebook in the current tab (a workspace may hold others, hidden).
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    cells = panel.locator(".jp-Notebook .jp-Cell")
    n = cells.count()
    last = cells.nth(n - 1)
    # JupyterLab draws only the cells in view: scroll to the end until the last one shows.
    for _ in range(20):
        panel.locator(".jp-WindowedPanel-outer").first.evaluate(
            "outer => outer.scrollTo(0, outer.scrollHeight)")
        if last.locator(".jp-InputArea-prompt").is_visible():
            break
        page.wait_for_timeout(250)
    last.locator(".jp-InputArea-prompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    expect(cells).to_have_count(n + 1)
    editor = cells.nth(n).locator(".cm-content")
    editor.click()
    page.keyboard.insert_text(code)
    page.keyboard.press("Shift+Enter")
    output = cells.nth(n).locator(".jp-OutputArea-output")
    expect(output.first).to_be_visible()
    return output.first.inner_text()


def set_theme(page: Page, lab, name: str) -> None:
    """Switch JupyterLab's theme through its settings API, then reload the page."""
    lab.put_setting("@jupyterlab/apputils-extension:themes", {"theme": name})
    page.reload()
    expect(page.locator("body")).to_have_attribute(
        "data-jp-theme-light", "false" if "Dark" in name else "true")
    wait_for_kernel(page)


def luminance(css_color: str) -> float:
    """Relative luminance (0 dark, 1 light) of a CSS rgb() colour."""
    r, g, b = (int(x) for x in re.findall(r"\d+", css_color)[:3])
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


def redrawn_after(widget, press) -> None:
    """Do `press()` and wait until the widget has drawn again."""
    drawn = widget.get_attribute("data-drawn")
    press()
    expect(widget).not_to_have_attribute("data-drawn", drawn)


def websocket_handshakes(page: Page) -> list[tuple[str, str]]:
    """Watch the page's websockets through Chrome's DevTools protocol: a list, filled as
    each handshake completes, of (URL, the extensions agreed, "" for none)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    urls, done = {}, []
    cdp.on("Network.webSocketCreated", lambda e: urls.update({e["requestId"]: e["url"]}))
    cdp.on("Network.webSocketHandshakeResponseReceived", lambda e: done.append((
        urls.get(e["requestId"], ""),
        {k.lower(): v for k, v in e["response"]["headers"].items()}.get(
            "sec-websocket-extensions", ""))))
    return done


def tyrus_to_play(seat: str) -> re.Pattern:
    """Tyrus's status line when `seat` ("Beige") places a tile: which of three, and which
    building the election counts."""
    return re.compile(rf"^{seat}: place your \w+ tile of 3; election \d+ \(.+\) counts "
                      r"the \w+s\.$")
