"""A real page: Voila serves a Knack table, Debian's Chromium plays it through Playwright.

Checks that a refused move shows the rule and leaves the hand alone, that a deal can be played
to its summary by mouse, saves a screenshot under ``tests/artifacts/`` and prints the time from
a click to the updated view. Never downloads a browser: it uses ``/usr/bin/chromium``.
"""

from __future__ import annotations

import os
import signal
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "tests" / "artifacts"
CHROMIUM = Path("/usr/bin/chromium")
VOILA = Path(sys.executable).with_name("voila")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]  # fmt: skip
NOTEBOOK = """\
import kaartlib as kl
table = kl.widgets.Table(kl.game("knack", lang="de"), seed=3, delay=0)
table
"""

# Click an element and resolve with the milliseconds until the board shows a new version
# (and, when asked, until the message line says something).
TIMED_CLICK = """
async ([selector, wantMessage]) => {
  const target = document.querySelector(selector);
  const board = () => document.querySelector('.kl-board');
  const message = () => [...document.querySelectorAll('.kl-message')]
    .map(e => e.textContent).join('');
  const before = board().dataset.version;
  const start = performance.now();
  return await new Promise((resolve) => {
    const done = () => board() && board().dataset.version !== before && (!wantMessage || message());
    const observer = new MutationObserver(() => {
      if (done()) { observer.disconnect(); resolve(performance.now() - start); }
    });
    observer.observe(document.body, {childList: true, subtree: true, attributes: true,
                                     characterData: true});
    target.click();
  });
}
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, process: subprocess.Popen, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"voila stopped with exit code {process.returncode}")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise TimeoutError(f"voila did not open port {port} within {seconds} s")


@pytest.fixture
def voila(tmp_path):
    """A Voila server on 127.0.0.1 serving a one-cell play notebook; always stopped."""
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    pytest.importorskip("playwright")
    nbformat = pytest.importorskip("nbformat")
    if not VOILA.exists():
        pytest.skip("voila is not installed in this environment")
    notebook = tmp_path / "spieltisch.ipynb"
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(NOTEBOOK)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}  # fmt: skip
    nbformat.write(nb, notebook)
    home = tmp_path / "jupyter"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
               os.environ.get("PYTHONPATH")])), JUPYTER_CONFIG_DIR=str(home / "config"),
               JUPYTER_DATA_DIR=str(home / "data"), JUPYTER_RUNTIME_DIR=str(home / "runtime"),
               IPYTHONDIR=str(home / "ipython"), MPLCONFIGDIR=str(home / "mpl"))  # fmt: skip
    port = free_port()
    log = (tmp_path / "voila.log").open("w")
    process = subprocess.Popen(
        [str(VOILA), str(notebook), f"--port={port}", "--no-browser", "--Voila.ip=127.0.0.1",
         f"--Voila.connection_dir_root={tmp_path}"],
        cwd=tmp_path, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    try:
        wait_for_port(port, process, 30)
        yield f"http://127.0.0.1:{port}/"
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(5)
        log.close()


def hand(page) -> list[str]:
    return page.locator(".kl-hand .kl-card").evaluate_all("els => els.map(e => e.dataset.card)")


def test_a_deal_is_played_in_the_browser(voila):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    timings: list[float] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1100, "height": 900})
            page.goto(voila, timeout=40_000)
            page.wait_for_selector(".kl-hand .kl-card", timeout=40_000)
            before = hand(page)

            # The dealer must first keep his hand or take the other one: a card is refused.
            timings.append(page.evaluate(TIMED_CLICK, [".kl-hand .kl-card", True]))
            message = page.locator(".kl-message").first
            assert "Zuerst entscheidet der Geber" in message.inner_text()
            assert hand(page) == before

            page.click("button.widget-button:has-text('Blatt behalten')")
            page.wait_for_selector(".kl-pile .kl-card.kl-click")

            # Two hand cards and two middle cards: swapping two is not allowed.
            before = hand(page)
            for selector in (".kl-hand .kl-card:nth-child(1)", ".kl-hand .kl-card:nth-child(2)",
                             ".kl-pile .kl-card:nth-child(1)", ".kl-pile .kl-card:nth-child(2)"):
                timings.append(page.evaluate(TIMED_CLICK, [selector, False]))
            assert page.locator(".kl-selected").count() == 4
            page.click("button.widget-button:has-text('gewählte Karten spielen')")
            page.wait_for_selector(".kl-message:has-text('Genau zwei Karten')")
            assert hand(page) == before
            page.click("button.widget-button:has-text('Auswahl aufheben')")

            # A legal swap, then close the round and let the others finish it.
            page.click(".kl-hand .kl-card:nth-child(1)")
            page.click(".kl-pile .kl-card:nth-child(1)")
            page.click("button.widget-button.mod-success")
            page.wait_for_function("() => !document.querySelector('.kl-selected')")
            for _ in range(30):
                if page.locator(".kl-summary").count():
                    break
                knock = page.locator("button.widget-button:has-text('zumachen')")
                push = page.locator("button.widget-button:has-text('schieben')")
                (knock if knock.count() else push).first.click()
                page.wait_for_timeout(150)
            page.wait_for_selector(".kl-summary", timeout=5_000)
            summary = page.locator(".kl-summary").inner_text()
            assert "Ende der Runde" in summary and "verliert ein Leben" in summary
            assert page.locator("button.widget-button:has-text('neue Runde')").count() == 1
            page.screenshot(path=str(ARTIFACTS / "table.png"), full_page=True)
        finally:
            browser.close()
    median, worst = statistics.median(timings), max(timings)
    print(f"\nclick to updated view: median {median:.0f} ms, worst {worst:.0f} ms "
          f"over {len(timings)} clicks")  # fmt: skip
    assert median < 200, f"a click took {median:.0f} ms to show (target under 200 ms)"
