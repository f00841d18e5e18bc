"""The rendered example page in each locale, theme and size, and the right-to-left pages.

Part of Tests/Browser/run_browser_tests.py; imported, never run.
"""

from selenium.webdriver.common.by import By

from browser_support import OVERFLOW_SCRIPT, rect, set_size, visible_texts


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
    """One page at one size: layout, accessibility, and every dialog its buttons open."""
    width, height = size
    set_size(driver, width, height)
    driver.get(page.as_uri())
    # A tel: link followed in headless Chromium starts an external-protocol prompt that eats
    # the next clicks; the flows suite checks the link, so here it is only kept from leaving.
    driver.execute_script(
        "document.addEventListener('click', function (e) {"
        " if (e.target.tagName === 'A') e.preventDefault(); }, true);")
    shot = artifacts / f"{case}.png"
    driver.save_screenshot(str(shot))
    check_layout(driver, results, case, document, size, artifacts)
    check_accessibility(driver, results, case, document)
    check_dialogs(driver, results, case, document, size, artifacts)


def check_layout(driver, results, case, document, size, artifacts):
    """Nothing overflows sideways; the navigation and footer stay pinned while the middle
    scrolls; the footer's buttons are equal and large enough to tap."""
    width, height = size
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


def check_accessibility(driver, results, case, document):
    """Headings, icon labels, button hints, spoken dates and the view event."""
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


def check_dialogs(driver, results, case, document, size, artifacts):
    """Each button that shows a dialog opens it with its texts; each dialog button closes it
    and reports its event."""
    width, height = size
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
                opened and closed and last == dict(follow_up, action=dialog_button["action"]),
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
