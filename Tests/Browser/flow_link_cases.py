"""Links in text (docs/layout.md, "Text links"): an es-419 Next Step's RobodeIdentidad.gov is
a tappable link that reports alert_link_opened with its target and opens the policy's page in
a new tab without opener or referrer; a deep link in a text goes to the host only.

Part of Tests/Browser/run_browser_tests.py (through flow_cases.run_flows); imported, never run.
"""

import copy
import json
import subprocess

from selenium.webdriver.common.by import By

from browser_support import ROOT
from flow_support import Page, draw, requests

SSN_EXAMPLE = ROOT / "Examples" / "ssn-alert.json"


def render_es419(binary, page):
    run = subprocess.run([str(binary), "--locale", "es-419", "--format", "html", str(SSN_EXAMPLE)],
                         cwd=ROOT, capture_output=True, text=True, check=True)
    page.write_text(run.stdout, encoding="utf-8")
    return json.loads(subprocess.run(
        [str(binary), "--locale", "es-419", str(SSN_EXAMPLE)],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout)


def rgb(hex_colour):
    """`#2E8538` as getComputedStyle writes it: `rgb(46, 133, 56)`."""
    value = hex_colour.lstrip("#")
    return "rgb({}, {}, {})".format(*(int(value[i:i + 2], 16) for i in (0, 2, 4)))


def check_text_links(driver, results, artifacts, binary):
    case = "flows-text-links"
    path = artifacts / f"{case}.html"
    document = render_es419(binary, path)
    page = Page(driver, path)
    alert_id = document["alert"]["id"]
    [link] = [a for a in driver.find_elements(By.CSS_SELECTOR, ".screen a[data-action]")
              if a.text == "RobodeIdentidad.gov"]
    step = link.find_element(By.XPATH, "./ancestor::li")
    colour = driver.execute_script(
        "return getComputedStyle(document.documentElement).getPropertyValue('--link').trim();")
    style = driver.execute_script(
        "var s = getComputedStyle(arguments[0]);"
        "return {color: s.color, line: s.textDecorationLine};", link)
    results.check(case, "the es-419 step shows RobodeIdentidad.gov as a link, underlined in "
                  "the link colour",
                  "infórmelo en RobodeIdentidad.gov" in step.text and link.is_displayed()
                  and style["line"] == "underline" and style["color"] == rgb(colour),
                  f"{step.text!r} {style} {colour}")
    link.click()
    delta = page.since()
    last = driver.execute_script("return window.alertRenderEvents.slice(-1)[0];")
    url = document["actions"]["link-ftc-identity-theft"]["url"]
    results.check(case, "a tap reports alert_link_opened with its target and opens the "
                  "policy's page in a new tab, without opener or referrer",
                  url == "https://www.robodeidentidad.gov/"
                  and last == {"event": "alert_link_opened", "alertId": alert_id,
                               "action": "link-ftc-identity-theft",
                               "target": "ftc-identity-theft"}
                  and delta["log"][0] == {"what": "link", "href": url, "target": "_blank",
                                          "rel": "noopener noreferrer"}
                  and requests(delta) == [{"request": "open-url", "alertId": alert_id,
                                           "action": "link-ftc-identity-theft", "url": url}],
                  str(delta))

    # A deep link in a text (a document made elsewhere): reported, handed to the host, and
    # the page stays.
    edited = copy.deepcopy(document)
    edited["actions"]["link-settings"] = {
        "kind": "open-url", "url": "alert-app://settings/notifications",
        "analytics": {"event": "alert_link_opened", "alertId": alert_id, "target": "settings"}}
    steps = next(b for b in edited["body"] if b.get("id") == "steps")
    steps["items"][0] = {"text": "Open settings now", "annotations": {"text": {"links": [
        {"start": 5, "length": 8, "url": "alert-app://settings/notifications",
         "action": "link-settings"}]}}}
    deep = artifacts / f"{case}-deep.html"
    run = draw(binary, edited, deep)
    if not results.check(case, "draw writes the edited page without a note",
                         run.returncode == 0 and not run.stderr, run.stderr):
        return
    page = Page(driver, deep)
    [settings] = [a for a in driver.find_elements(By.CSS_SELECTOR, ".screen a[data-action]")
                  if a.text == "settings"]
    settings.click()
    delta = page.since()
    results.check(case, "a deep link in a text goes to the host, never to the browser",
                  delta["events"] == ["alert_link_opened"]
                  and requests(delta) == [{"request": "deep-link", "alertId": alert_id,
                                           "action": "link-settings",
                                           "url": "alert-app://settings/notifications"}]
                  and driver.current_url == deep.as_uri(), str(delta))
