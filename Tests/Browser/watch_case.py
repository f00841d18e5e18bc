"""`alert-render preview --watch` in the browser: live reload and errors on the page.

Part of Tests/Browser/run_browser_tests.py; imported, never run.
"""

import os
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path

from browser_support import EXAMPLE, ROOT, set_size, wait_for

WATCH_ERRORS = "return (document.getElementById('alert-render-preview-errors') || {}).textContent || '';"


def run_watch_case(driver, results, binary):
    """`alert-render preview --watch` on a temporary copy of the content: an open page shows
    an edited catalog text within 2 s without a manual reload, a broken rule file's error
    shows on the page, and goes when the file is fixed; Ctrl-C ends the watcher with 0."""
    case = "preview-watch"
    binary = Path(binary).resolve()  # The watcher runs in the temporary directory.
    with tempfile.TemporaryDirectory(prefix="alert-render-watch-") as scratch:
        home = Path(scratch)
        for name in ["Rules", "Localizations"]:
            shutil.copytree(ROOT / name, home / name)
        shutil.copy(EXAMPLE, home / "email-alert.json")
        site = home / "site"
        log = open(home / "stderr", "w+", encoding="utf-8")
        watcher = subprocess.Popen(
            [str(binary), "preview", str(home / "email-alert.json"), "--output", str(site),
             "--watch"],
            cwd=home, env={**os.environ, "ALERT_RENDER_HOME": str(home)}, stderr=log)
        try:
            stamp = site / "stamp.js"
            ready, _ = wait_for(60, lambda: stamp.exists())
            if not results.check(case, "the watcher writes the site", ready,
                                 f"no {stamp} after 60 s"):
                return
            page = site / "email-alert" / "en-US-light.html"
            set_size(driver, 414, 736)
            driver.get(page.as_uri())
            title = lambda: driver.execute_script(
                "return document.querySelector('h1').textContent;")
            results.check(case, "the page shows the catalog's title",
                          title() == "Email Address Leaked", title())

            catalog = home / "Localizations" / "CyberAgent.xcstrings"
            text = catalog.read_text(encoding="utf-8")
            catalog.write_text(text.replace('"value" : "Email Address Leaked"',
                                            '"value" : "Email Address Exposed"'),
                               encoding="utf-8")
            shown, elapsed = wait_for(5, lambda: title() == "Email Address Exposed")
            results.check(case, f"an edited catalog text shows within 2 s ({elapsed:.2f} s)",
                          shown and elapsed <= 2.0, f"title {title()!r} after {elapsed:.2f} s")

            rule = home / "Rules" / "CyberAgent" / "IDEMAILADDR.json"
            good = rule.read_bytes()
            rule.write_text('{\n  "match": "IDEMAILADDR",\n', encoding="utf-8")
            error, elapsed = wait_for(5, lambda: driver.execute_script(WATCH_ERRORS))
            results.check(case, f"a broken rule's error shows on the page ({elapsed:.2f} s)",
                          error and "IDEMAILADDR.json:3:1: error:" in error
                          and title() == "Email Address Exposed", repr(error))
            rule.write_bytes(good)
            gone, elapsed = wait_for(5, lambda: driver.execute_script(WATCH_ERRORS) == "")
            results.check(case, f"the error goes when the rule is fixed ({elapsed:.2f} s)",
                          gone and title() == "Email Address Exposed",
                          repr(driver.execute_script(WATCH_ERRORS)))

            driver.get((site / "index.html").as_uri())
            link = driver.execute_script(
                "var a = document.querySelector('a[href=\"email-alert/es-419-dark.html\"]');"
                "return a && a.textContent;")
            results.check(case, "the index links every locale and theme", link == "es-419 dark",
                          repr(link))
        finally:
            watcher.send_signal(signal.SIGINT)
            try:
                code = watcher.wait(timeout=10)
            except subprocess.TimeoutExpired:
                watcher.kill()
                code = None
            log.seek(0)
            output = log.read()
            log.close()
        results.check(case, "Ctrl-C ends the watcher cleanly",
                      code == 0 and output.endswith("preview: stopped\n"),
                      f"exit {code}, stderr {output[-300:]!r}")
