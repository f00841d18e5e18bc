#!/usr/bin/env python3
"""Browser tests of the HTML reference client, in headless Chromium through Selenium.

For each locale, theme and screen size, renders Examples/email-alert.json with the built
alert-render (`--format html` and, for the expectations, `--format json`), opens the page and
checks what a person would: nothing overflows sideways, the footer stays pinned while the
middle scrolls, each button opens its dialog with the document's title and buttons and each
dialog button closes it, headings and icon labels are present. Expectations come from the
layout document itself, so the test proves the page draws the document.

It also runs `alert-render preview --watch` on a temporary copy of the content, opens a page
and checks that an edited catalog text shows within 2 s and a broken rule's error shows on
the page until it is fixed.

Then the conformance suite (Tests/Conformance/): each document is drawn with
`alert-render draw --format html` and checked against Tests/Conformance/expected.json at
320x568: its blocks drawn in order (unknown ones skipped), nothing overflowing sideways, the
view reported, every button in its style reporting its analytics event, every dialog opening
and each of its buttons closing it and reporting its own event; a document of a newer major
version must be refused (exit 65, no page). `--only conformance` runs just these.

Screenshots of every case go to .build/browser-artifacts/ (not committed). With
--update-preview, the en-US light page at 414x736 is also saved as docs/preview-en-US.png.

Needs Debian's chromium and chromium-driver and PyPI's selenium. Prints one line per check
and ends with "N passed, N failed"; exits non-zero when any check failed.
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tools"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Visual"))
from alert_render_binary import find_binary  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "Examples" / "email-alert.json"
LOCALES = ["en-US", "es-419", "ar-XB"]
PHONE_EXAMPLE = ROOT / "Examples" / "homephone-alert.json"
HEBREW = ROOT / "Tests" / "Fixtures" / "Localizations-he"
THEMES = ["light", "dark"]
SIZES = [(320, 568), (1024, 1366)]
PREVIEW_SIZE = (414, 736)
CONFORMANCE = ROOT / "Tests" / "Conformance"
CONFORMANCE_SIZE = (320, 568)


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


def render(binary, fmt, locale, theme, example=EXAMPLE, extra=()):
    """The alert-render output for the example, as text."""
    result = subprocess.run(
        [str(binary), "--format", fmt, "--locale", locale, "--theme", theme, *extra,
         str(example)],
        cwd=ROOT, capture_output=True, text=True,
    )
    if result.returncode != 0:
        raise RuntimeError(f"alert-render --format {fmt} failed: {result.stderr.strip()}")
    return result.stdout


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


def icons_of(document):
    """The document's icons in reading order."""
    icons = []
    for block in document["body"]:
        if block["type"] == "banner":
            icons.append(block["icon"])
        elif block["type"] == "details":
            icons += [item["icon"] for item in block["items"]]
        elif block["type"] == "section":
            icons += [item["icon"] for item in block["items"] if "icon" in item]
    return icons


def buttons_of(document):
    """Section buttons then footer buttons, in reading order."""
    buttons = [b["button"] for b in document["body"] if b["type"] == "section" and "button" in b]
    return buttons + document["footer"]["buttons"]


def run_case(driver, results, case, page, document, size, artifacts):
    width, height = size
    set_size(driver, width, height)
    driver.get(page.as_uri())
    shot = artifacts / f"{case}.png"
    driver.save_screenshot(str(shot))

    problems = driver.execute_script(OVERFLOW_SCRIPT)
    results.check(case, "no horizontal overflow", not problems, "; ".join(problems))
    window_x = driver.execute_script("window.scrollTo(500, 0); return window.scrollX;")
    results.check(case, "the page cannot scroll sideways", window_x == 0, f"scrollX {window_x}")

    nav, main, footer = rect(driver, ".navigation"), rect(driver, "main"), rect(driver, ".footer")
    style = driver.execute_script(
        "var s = getComputedStyle(document.querySelector('main'));"
        "return [s.overflowX, s.overflowY];")
    results.check(
        case, "regions: navigation on top, body between, footer at the bottom",
        abs(nav["top"]) < 1 and abs(main["top"] - nav["bottom"]) < 1
        and abs(footer["top"] - main["bottom"]) < 1 and abs(footer["bottom"] - height) < 1
        and style == ["hidden", "auto"],
        f"nav {nav}, main {main}, footer {footer}, overflow {style}")

    scroll = driver.execute_script(
        "var m = document.querySelector('main'); var before = m.scrollTop;"
        "m.scrollTop = m.scrollHeight; window.scrollTo(0, 10000);"
        "return {scrollable: m.scrollHeight > m.clientHeight + 1, before: before,"
        " after: m.scrollTop, windowY: window.scrollY};")
    nav_after, footer_after = rect(driver, ".navigation"), rect(driver, ".footer")
    help_section = rect(driver, "main > section:last-of-type")
    pinned = (nav_after == nav and footer_after == footer and scroll["windowY"] == 0
              and help_section["bottom"] <= footer_after["top"] + 1)
    if width <= 375:
        results.check(case, "the middle scrolls on a small screen",
                      scroll["scrollable"] and scroll["after"] > scroll["before"], str(scroll))
    results.check(case, "navigation and footer stay pinned while the middle scrolls", pinned,
                  f"nav {nav_after} vs {nav}, footer {footer_after} vs {footer}, {scroll}, "
                  f"last section {help_section}")
    driver.save_screenshot(str(artifacts / f"{case}-scrolled.png"))
    problems = driver.execute_script(OVERFLOW_SCRIPT)
    results.check(case, "no horizontal overflow when scrolled", not problems, "; ".join(problems))

    widths = driver.execute_script(
        "return Array.from(document.querySelectorAll('.footer button'))"
        ".map(function (b) { var r = b.getBoundingClientRect(); return [r.width, r.height]; });")
    results.check(
        case, "footer buttons are equal in width and at least 44 high",
        len(widths) == len(document["footer"]["buttons"])
        and max(w for w, _ in widths) - min(w for w, _ in widths) < 1
        and min(h for _, h in widths) >= 44, str(widths))

    h1 = visible_texts(driver, "h1")
    headings = driver.execute_script(
        "return Array.from(document.querySelectorAll('main section h1, main section h2,"
        " main section h3, main section h4'))"
        ".map(function (h) { return [h.tagName, h.textContent]; });")
    expected_headings = [[f"H{b['heading']['level']}", b["heading"]["text"]]
                         for b in document["body"] if b["type"] == "section"]
    results.check(case, "headings: the title at level 1, sections at their levels",
                  h1 == [document["navigation"]["title"]] and headings == expected_headings,
                  f"h1 {h1}, sections {headings} vs {expected_headings}")

    svgs = driver.execute_script(
        "return Array.from(document.querySelectorAll('.screen svg')).map(function (s) {"
        " return {hidden: s.getAttribute('aria-hidden'), role: s.getAttribute('role'),"
        " label: s.getAttribute('aria-label')}; });")
    icons = icons_of(document)
    expected = [{"hidden": "true", "role": None, "label": None} if icon["decorative"]
                else {"hidden": None, "role": "img", "label": icon["accessibilityLabel"]}
                for icon in icons]
    results.check(case, "icons: labelled for screen readers or hidden as decorative",
                  svgs == expected, f"{svgs} vs {expected}")

    hints = driver.execute_script(
        "return Array.from(document.querySelectorAll('.screen button')).map(function (b) {"
        " var id = b.getAttribute('aria-describedby'); var hint = id && document.getElementById(id);"
        " return [b.textContent, hint ? hint.textContent : null]; });")
    expected_hints = [[b["title"], b.get("accessibilityHint")] for b in buttons_of(document)]
    results.check(case, "buttons carry their hints", hints == expected_hints,
                  f"{hints} vs {expected_hints}")

    spoken = [item["date"]["spokenText"] for block in document["body"]
              if block["type"] == "details" for item in block["items"] if "date" in item]
    times = visible_texts(driver, ".detail-date > .visually-hidden")
    results.check(case, "dates carry their spoken form", times == spoken, f"{times} vs {spoken}")

    events = driver.execute_script("return window.alertRenderEvents;")
    results.check(case, "the view is reported with the alert id",
                  events[:1] == [{"event": document["analytics"]["event"],
                                  "alertId": document["alert"]["id"], "action": None}],
                  str(events[:1]))

    driver.execute_script("document.querySelector('main').scrollTop = 0;")
    for button in buttons_of(document):
        action = document["actions"].get(button["action"], {})
        dialog_id = action.get("dialog")
        if action.get("kind") != "show-dialog" or dialog_id not in document["dialogs"]:
            continue
        dialog = document["dialogs"][dialog_id]
        for index, dialog_button in enumerate(dialog["buttons"]):
            name = f"'{button['title']}' opens '{dialog['title']}'"
            element = driver.find_element(By.ID, f"button-{button['id']}")
            element.click()
            box = driver.find_element(By.ID, f"dialog-{dialog_id}")
            opened = box.get_attribute("open") is not None and box.is_displayed()
            title = visible_texts(driver, "h2", box)
            message = visible_texts(driver, "p", box)
            labels = visible_texts(driver, "button", box)
            dialog_rect = driver.execute_script(
                "var r = arguments[0].getBoundingClientRect();"
                "return [r.left, r.top, r.right, r.bottom];", box)
            inside = (dialog_rect[0] >= 0 and dialog_rect[1] >= 0
                      and dialog_rect[2] <= width and dialog_rect[3] <= height)
            if index == 0:
                results.check(
                    case, name + " with its message and buttons",
                    opened and title == [dialog["title"]] and message == [dialog["message"]]
                    and labels == [b["title"] for b in dialog["buttons"]] and inside,
                    f"open {opened}, title {title}, message {message}, buttons {labels}, "
                    f"rect {dialog_rect}")
                driver.save_screenshot(str(artifacts / f"{case}-dialog-{dialog_id}.png"))
            box.find_elements(By.TAG_NAME, "button")[index].click()
            closed = box.get_attribute("open") is None and not box.is_displayed()
            follow_up = document["actions"][dialog_button["action"]]["analytics"]
            last = driver.execute_script("return window.alertRenderEvents.slice(-1)[0];")
            results.check(
                case, f"'{dialog_button['title']}' closes '{dialog['title']}' and reports "
                f"{follow_up['event']}",
                opened and closed and last == {"event": follow_up["event"],
                                               "alertId": follow_up["alertId"],
                                               "action": dialog_button["action"]},
                f"opened {opened}, closed {closed}, last event {last}")


# The left edge of the characters `start..<end` of the first text node inside `selector`.
CHARACTER_LEFT = """
var element = document.querySelector(arguments[0]);
var walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
var node = walker.nextNode(), range = document.createRange();
range.setStart(node, arguments[1]); range.setEnd(node, arguments[2]);
return range.getBoundingClientRect().left;
"""


def details_of(document):
    return [item for block in document["body"] if block["type"] == "details"
            for item in block["items"]]


def run_rtl_case(driver, results, case, page, document, artifacts):
    """A right-to-left page: the layout mirrored, values isolated and laid out as written,
    fallback texts marked with their language, masked values spoken, not read as bullets."""
    set_size(driver, 414, 736)
    driver.get(page.as_uri())
    driver.save_screenshot(str(artifacts / f"{case}.png"))
    direction = driver.execute_script(
        "return [document.documentElement.dir, getComputedStyle(document.body).direction];")
    results.check(case, "the page is right to left", direction == ["rtl", "rtl"], str(direction))

    detail = details_of(document)[0]
    value = detail["value"]
    style = driver.execute_script(
        "var b = document.querySelector('.detail-value bdi'); var s = getComputedStyle(b);"
        "return [b.textContent, s.direction, s.unicodeBidi, b.getAttribute('aria-hidden')];")
    results.check(case, "the leaked value is isolated left to right and hidden from screen readers",
                  style == [value, "ltr", "isolate", "true"], str(style))
    # Without isolation an RTL paragraph shows "(•••) •••-0142" as "0142-••• (•••)".
    first = driver.execute_script(CHARACTER_LEFT, ".detail-value bdi", 0, 1)
    last = driver.execute_script(CHARACTER_LEFT, ".detail-value bdi", len(value) - 1, len(value))
    results.check(case, f"'{value}' reads left to right as written", first < last,
                  f"first character at {first}, last at {last}")
    spoken = visible_texts(driver, ".detail-value .visually-hidden")
    results.check(case, "the masked value has its spoken form",
                  spoken == [detail["spokenValue"]] and "•" not in detail["spokenValue"],
                  f"{spoken} vs {detail.get('spokenValue')}")

    origin = driver.execute_script(
        "var b = document.querySelector('.detail-origin bdi');"
        "return b ? [b.textContent, getComputedStyle(b).unicodeBidi] : null;")
    results.check(case, "the origin's value is isolated in its line",
                  origin == [detail["origin"]["value"], "isolate"], str(origin))
    date = driver.execute_script(
        "var b = document.querySelector('.detail-date bdi');"
        "return b ? [b.textContent, getComputedStyle(b).unicodeBidi] : null;")
    results.check(case, "the date is isolated in its line",
                  date == [detail["date"]["display"], "isolate"], str(date))

    marked = driver.execute_script(
        "return Array.from(document.querySelectorAll('.screen [lang]')).map(function (e) {"
        " return [e.getAttribute('lang'), getComputedStyle(e).direction, e.textContent]; });")
    fallbacks = [block["items"][0] for block in document["body"]
                 if block["type"] == "section"
                 and "lang" in block["items"][0].get("annotations", {}).get("text", {})]
    expected = [[item["annotations"]["text"]["lang"], "ltr", item["text"]] for item in fallbacks]
    results.check(case, "texts in another language carry lang and their own direction",
                  all(e in marked for e in expected), f"{expected} not all in {marked}")


WATCH_ERRORS = "return (document.getElementById('alert-render-preview-errors') || {}).textContent || '';"


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


# The body's blocks as drawn, in order, by the element each becomes.
BLOCKS_SCRIPT = """
return Array.from(document.querySelector('main').children).map(function (e) {
  if (e.matches('div.banner')) return 'banner';
  if (e.matches('ul.details')) return 'details';
  if (e.matches('section')) return 'section';
  if (e.matches('hr')) return 'separator';
  return e.tagName.toLowerCase() + '.' + e.className;
});
"""

LAST_EVENT = "var e = window.alertRenderEvents; return e.length ? e[e.length - 1] : null;"


def draw(binary, document):
    """`alert-render draw --format html` of a conformance document."""
    return subprocess.run([str(binary), "draw", "--format", "html", str(document)],
                          cwd=ROOT, capture_output=True, text=True)


def run_conformance_case(driver, results, binary, name, expected, artifacts):
    """One document of Tests/Conformance drawn by the HTML client, checked against its pinned
    outcome."""
    case = f"conformance-{name.removesuffix('.json')}"
    run = draw(binary, CONFORMANCE / name)
    if expected["outcome"] == "refuse":
        results.check(case, "refused: exit 65, no page, the reason on stderr",
                      run.returncode == 65 and not run.stdout
                      and f"error: {expected['error']}:" in run.stderr,
                      f"exit {run.returncode}, {len(run.stdout)} bytes out, {run.stderr.strip()}")
        return
    if not results.check(case, "draw writes the page", run.returncode == 0,
                         f"exit {run.returncode}: {run.stderr.strip()}"):
        return
    notes = [line for line in run.stderr.splitlines() if ": warning: " in line]
    noted = [line.split(": warning: ", 1)[1].split(": ", 1)[0] for line in notes]
    results.check(case, "a warning for each skip, and nothing else", noted == expected["notes"]
                  and len(run.stderr.splitlines()) == len(notes), run.stderr.strip())
    page = artifacts / f"{case}.html"
    page.write_text(run.stdout, encoding="utf-8")
    width, height = CONFORMANCE_SIZE
    set_size(driver, width, height)
    driver.get(page.as_uri())
    driver.save_screenshot(str(artifacts / f"{case}.png"))

    blocks = driver.execute_script(BLOCKS_SCRIPT)
    details = len(driver.find_elements(By.CSS_SELECTOR, "li.detail"))
    results.check(case, "drawn: the blocks in order, every detail",
                  blocks == expected["blocks"] and details == expected["details"],
                  f"{blocks} ({details} details) vs {expected['blocks']} ({expected['details']})")
    direction = driver.execute_script("return getComputedStyle(document.body).direction;")
    results.check(case, f"laid out {expected['direction']}", direction == expected["direction"],
                  direction)
    problems = driver.execute_script(OVERFLOW_SCRIPT)
    results.check(case, "no horizontal overflow", not problems, "; ".join(problems))
    first = driver.execute_script("return window.alertRenderEvents[0];")
    results.check(case, "the view is reported", first and first["event"] == expected["viewEvent"],
                  str(first))

    for button in expected["buttons"]:
        label = f"'{button['id']}'"
        element = driver.find_element(By.ID, f"button-{button['id']}")
        classes = element.get_attribute("class").split()
        results.check(case, f"{label} is drawn as {button['style']}", button["style"] in classes,
                      str(classes))
        element.click()
        last = driver.execute_script(LAST_EVENT)
        results.check(case, f"{label} reports {button['event']}",
                      last and last["event"] == button["event"], str(last))
        opened = driver.execute_script(
            "return Array.from(document.querySelectorAll('dialog[open]')).map(d => d.id);")
        dialog_id = button.get("opens")
        if not dialog_id:
            results.check(case, f"{label} opens no dialog", opened == [], str(opened))
            continue
        results.check(case, f"{label} opens '{dialog_id}'", opened == [f"dialog-{dialog_id}"],
                      str(opened))
        driver.save_screenshot(str(artifacts / f"{case}-dialog-{dialog_id}.png"))
        for index, dialog_button in enumerate(button["dialogButtons"]):
            box = driver.find_element(By.ID, f"dialog-{dialog_id}")
            if box.get_attribute("open") is None:
                driver.find_element(By.ID, f"button-{button['id']}").click()
            target = box.find_elements(By.TAG_NAME, "button")[index]
            role = target.get_attribute("data-role")
            target.click()
            closed = box.get_attribute("open") is None and not box.is_displayed()
            last = driver.execute_script(LAST_EVENT)
            results.check(
                case, f"'{dialog_id}' button {index} ({dialog_button['role']}) closes it and "
                f"reports {dialog_button['event']}",
                closed and role == dialog_button["role"]
                and last and last["event"] == dialog_button["event"],
                f"closed {closed}, role {role}, last event {last}")


def run_conformance(driver, results, binary, artifacts):
    expected = json.loads((CONFORMANCE / "expected.json").read_text(encoding="utf-8"))
    documents = sorted(p.name for p in CONFORMANCE.glob("*.json") if p.name != "expected.json")
    results.check("conformance", "every document has an expected outcome",
                  documents and set(documents) == set(expected["documents"]),
                  f"{documents} vs {sorted(expected['documents'])}")
    for name in documents:
        if name not in expected["documents"]:
            continue
        try:
            run_conformance_case(driver, results, binary, name, expected["documents"][name],
                                 artifacts)
        except Exception:  # A broken case is a failure, not the end of the run.
            results.check(f"conformance-{name}", "runs to the end", False, traceback.format_exc())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the alert-render binary (default: build it)")
    parser.add_argument("--artifacts", default=str(ROOT / ".build" / "browser-artifacts"))
    parser.add_argument("--update-preview", action="store_true",
                        help="also write docs/preview-en-US.png")
    parser.add_argument("--visual-only", action="store_true",
                        help="run only the visual regression (Tests/Visual)")
    parser.add_argument("--skip-visual", action="store_true",
                        help="leave out the visual regression")
    parser.add_argument("--only", choices=["conformance"],
                        help="run only the conformance suite's cases")
    arguments = parser.parse_args()
    record = os.environ.get("RECORD_VISUAL") == "1"

    binary = find_binary(arguments.binary)
    artifacts = Path(arguments.artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    results = Results()
    driver = start_browser()
    try:
        if not arguments.skip_visual and not arguments.only:
            # Imported here so that the functional suite runs without Pillow.
            from visual_regression import run_visual
            try:
                run_visual(driver, results, binary, record, ROOT / ".build" / "visual-diffs")
            except Exception:  # A broken case is a failure, not the end of the run.
                results.check("visual", "runs to the end", False, traceback.format_exc())
        if arguments.visual_only:
            return finish(results, artifacts)
        run_conformance(driver, results, binary, artifacts)
        if not arguments.only:
            try:
                run_watch_case(driver, results, binary)
            except Exception:  # A broken case is a failure, not the end of the run.
                results.check("preview-watch", "runs to the end", False, traceback.format_exc())
        for locale in ([] if arguments.only else LOCALES):
            for theme in THEMES:
                page = artifacts / f"{locale}-{theme}.html"
                page.write_text(render(binary, "html", locale, theme), encoding="utf-8")
                document = json.loads(render(binary, "json", locale, theme))
                for size in SIZES:
                    case = f"{locale}-{theme}-{size[0]}x{size[1]}"
                    try:
                        run_case(driver, results, case, page, document, size, artifacts)
                    except Exception:  # A broken case is a failure, not the end of the run.
                        results.check(case, "runs to the end", False, traceback.format_exc())
        rtl_cases = [("ar-XB", (), "ar-XB"), ("he", ("--localizations", str(HEBREW)), "he-dropin")]
        for locale, extra, name in ([] if arguments.only else rtl_cases):
            case = f"rtl-{name}-phone"
            page = artifacts / f"{case}.html"
            page.write_text(render(binary, "html", locale, "light", PHONE_EXAMPLE, extra),
                            encoding="utf-8")
            document = json.loads(render(binary, "json", locale, "light", PHONE_EXAMPLE, extra))
            try:
                run_rtl_case(driver, results, case, page, document, artifacts)
            except Exception:  # A broken case is a failure, not the end of the run.
                results.check(case, "runs to the end", False, traceback.format_exc())
        if arguments.update_preview:
            set_size(driver, *PREVIEW_SIZE, scale=2)
            driver.get((artifacts / "en-US-light.html").as_uri())
            preview = ROOT / "docs" / "preview-en-US.png"
            driver.save_screenshot(str(preview))
            print(f"wrote {preview.relative_to(ROOT)}")
    finally:
        driver.quit()
    return finish(results, artifacts)


def finish(results, artifacts):
    print(f"screenshots in {artifacts}")
    print(f"{results.passed} passed, {results.failed} failed")
    return 1 if results.failed else 0


if __name__ == "__main__":
    sys.exit(main())
