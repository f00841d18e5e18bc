"""The conformance suite (Tests/Conformance/) drawn by the HTML client.

Part of Tests/Browser/run_browser_tests.py; imported, never run.
"""

import json
import subprocess
import traceback

from selenium.webdriver.common.by import By

from browser_support import OVERFLOW_SCRIPT, ROOT, set_size

CONFORMANCE = ROOT / "Tests" / "Conformance"
CONFORMANCE_SIZE = (320, 568)

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


# The kit's reference screenshots: each drawn document's screen as first presented, at a
# phone's and a tablet's size, viewport only (the body scrolls under the pinned parts).
KIT_SIZES = [(320, 568), (1024, 1366)]
KIT_SCREENSHOTS = CONFORMANCE / "screenshots"


def save_kit_screenshots(driver, binary, artifacts):
    """Writes Tests/Conformance/screenshots/<document>-<width>x<height>.png from the HTML
    client (--update-kit-screenshots)."""
    import io

    from PIL import Image
    from visual_regression import FREEZE_CSS, PREPARE_PAGE, save_optimized

    expected = json.loads((CONFORMANCE / "expected.json").read_text(encoding="utf-8"))
    for name, entry in sorted(expected["documents"].items()):
        if entry["outcome"] != "draw":
            continue
        page = artifacts / f"kit-{name.removesuffix('.json')}.html"
        page.write_text(draw(binary, CONFORMANCE / name).stdout, encoding="utf-8")
        for width, height in KIT_SIZES:
            set_size(driver, width, height)
            driver.get(page.as_uri())
            driver.execute_script(PREPARE_PAGE, FREEZE_CSS)
            driver.execute_script("return document.fonts.ready.then(function () { return true; });")
            image = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
            path = KIT_SCREENSHOTS / f"{name.removesuffix('.json')}-{width}x{height}.png"
            save_optimized(image.crop((0, 0, width, height)), path)
            print(f"wrote {path.relative_to(ROOT)}")
