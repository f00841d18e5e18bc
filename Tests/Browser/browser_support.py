"""What every browser case uses: results, the browser, and small page helpers.

Part of Tests/Browser/run_browser_tests.py; imported, never run.
"""

import os
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "Examples" / "email-alert.json"


class Results:
    """Counts checks and prints each one as it is decided."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, case, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"PASS {case}: {name}")
        else:
            self.failed += 1
            print(f"FAIL {case}: {name}: {detail}")
        return ok


def start_browser():
    options = webdriver.ChromeOptions()
    for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"]:
        if os.path.exists(path):
            options.binary_location = path
            break
    # Pinned for reproducible pixels (Tests/Visual): scale 1, no hinting, no LCD antialiasing.
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-color-profile=srgb",
                     "--force-device-scale-factor=1", "--font-render-hinting=none",
                     "--disable-lcd-text", "--disable-gpu", "--lang=en-US"]:
        options.add_argument(argument)
    driver_path = next(
        (p for p in ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"] if os.path.exists(p)),
        None,
    )
    service = Service(driver_path) if driver_path else Service()
    return webdriver.Chrome(service=service, options=options)


def set_size(driver, width, height, scale=1):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": scale, "mobile": True,
    })


def rect(driver, selector):
    return driver.execute_script(
        "var r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,"
        " width: r.width, height: r.height};", selector)


OVERFLOW_SCRIPT = """
var width = window.innerWidth, problems = [];
var root = document.documentElement, main = document.querySelector('main');
if (root.scrollWidth > width) problems.push('page scrollWidth ' + root.scrollWidth + ' > ' + width);
if (main.scrollWidth > main.clientWidth)
  problems.push('main scrollWidth ' + main.scrollWidth + ' > ' + main.clientWidth);
document.querySelectorAll('.screen *').forEach(function (el) {
  if (el.closest('.visually-hidden, [hidden]')) return;
  var r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return;
  if (r.right > width + 0.5 || r.left < -0.5)
    problems.push(el.tagName.toLowerCase() + '.' + el.className + ' spans ' + r.left + '..' + r.right);
});
return problems.slice(0, 5);
"""


def visible_texts(driver, selector, root=None):
    elements = (root or driver).find_elements(By.CSS_SELECTOR, selector)
    return [e.get_attribute("textContent").strip() for e in elements]


def wait_for(seconds, condition):
    """Polls `condition` every 50 ms for `seconds`; returns its last value and the time taken."""
    start = time.monotonic()
    while True:
        try:
            value = condition()
        except Exception:  # A page reloading in between is not an answer yet.
            value = None
        elapsed = time.monotonic() - start
        if value or elapsed > seconds:
            return value, elapsed
        time.sleep(0.05)
