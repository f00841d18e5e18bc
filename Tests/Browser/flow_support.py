"""What the flow cases share: a page with a probe that logs what it asks its host and which
dialogs are open, and documents rendered and drawn with alert-render.

Part of Tests/Browser/run_browser_tests.py; imported, never run.
"""

import json
import subprocess

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser_support import EXAMPLE, ROOT, set_size

# Installed on every page before a check: logs each request and each dialog opened, with the
# analytics reported and the dialogs open at that moment, and each link the page follows
# (kept from navigating).
PROBE = """
var log = window.flowLog = [];
function state(what) {
  var events = window.alertRenderEvents;
  return {what: what, reported: events.length ? events[events.length - 1].event : null,
          open: Array.from(document.querySelectorAll('dialog[open]')).map(function (d) { return d.id; })};
}
document.addEventListener('alert-render-request', function (e) {
  var entry = state('request'); entry.detail = e.detail; log.push(entry);
});
var show = HTMLDialogElement.prototype.showModal;
HTMLDialogElement.prototype.showModal = function () {
  log.push(state('show ' + this.id)); return show.call(this);
};
document.addEventListener('click', function (e) {
  if (e.target.tagName !== 'A') return;
  log.push({what: 'link', href: e.target.getAttribute('href'), target: e.target.target,
            rel: e.target.rel});
  e.preventDefault();
}, true);
"""

SNAPSHOT = """
return {events: window.alertRenderEvents.map(function (e) { return e.event; }),
        log: window.flowLog,
        open: Array.from(document.querySelectorAll('dialog[open]')).map(function (d) { return d.id; })};
"""


class Page:
    """One loaded page and what happened on it since the last `since()`."""

    def __init__(self, driver, path):
        self.driver = driver
        set_size(driver, 414, 736)
        driver.get(path.as_uri())
        driver.execute_script(PROBE)
        self.mark = self.snapshot()

    def snapshot(self):
        return self.driver.execute_script(SNAPSHOT)

    def since(self):
        """The events reported, the log entries and the open dialogs since the last call."""
        now = self.snapshot()
        delta = {"events": now["events"][len(self.mark["events"]):],
                 "log": now["log"][len(self.mark["log"]):], "open": now["open"]}
        self.mark = now
        return delta

    def tap(self, element_id):
        self.driver.find_element(By.ID, element_id).click()

    def tap_dialog_button(self, dialog_id, title):
        box = self.driver.find_element(By.ID, f"dialog-{dialog_id}")
        [button] = [b for b in box.find_elements(By.TAG_NAME, "button") if b.text == title]
        button.click()

    def escape(self):
        ActionChains(self.driver).send_keys(Keys.ESCAPE).perform()

    def tap_scrim(self):
        """A real tap at the top-left corner, outside any dialog: on the backdrop."""
        for kind in ["mousePressed", "mouseReleased"]:
            self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
                "type": kind, "x": 4, "y": 4, "button": "left", "clickCount": 1})


def requests(delta):
    return [entry["detail"] for entry in delta["log"] if entry["what"] == "request"]


def render_document(binary):
    return json.loads(subprocess.run(
        [str(binary), "--locale", "en-US", str(EXAMPLE)],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout)


def draw(binary, document, page):
    run = subprocess.run([str(binary), "draw", "--format", "html", "-"], input=json.dumps(document),
                         cwd=ROOT, capture_output=True, text=True)
    page.write_text(run.stdout, encoding="utf-8")
    return run
