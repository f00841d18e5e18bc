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

Then the flows of docs/layout.md (flow_cases.py): the view reported once, every action kind,
Esc and the scrim with and without a cancel button, dialogs opening dialogs, buttons naming
missing actions or dialogs, links in text (an es-419 step's RobodeIdentidad.gov,
flow_link_cases.py). `--only flows` runs just these.

Screenshots of every case go to .build/browser-artifacts/ (not committed). With
--update-preview, the en-US light page at 414x736 is also saved as docs/preview-en-US.png;
with --update-kit-screenshots, each drawn conformance document at 320x568 and 1024x1366 as the
kit's reference screenshots (Tests/Conformance/screenshots/).

Needs Debian's chromium and chromium-driver and PyPI's selenium. Prints one line per check
and ends with "N passed, N failed"; exits non-zero when any check failed.
"""

import argparse
import json
import os
import subprocess
import sys
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tools"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Visual"))
from alert_render_binary import find_binary  # noqa: E402
from browser_support import EXAMPLE, ROOT, Results, set_size, start_browser  # noqa: E402
from conformance_cases import run_conformance, save_kit_screenshots  # noqa: E402
from flow_cases import run_flows  # noqa: E402
from page_cases import run_case, run_rtl_case  # noqa: E402
from watch_case import run_watch_case  # noqa: E402

LOCALES = ["en-US", "es-419", "ar-XB"]
PHONE_EXAMPLE = ROOT / "Examples" / "homephone-alert.json"
HEBREW = ROOT / "Tests" / "Fixtures" / "Localizations-he"
THEMES = ["light", "dark"]
SIZES = [(320, 568), (1024, 1366)]
PREVIEW_SIZE = (414, 736)


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
    parser.add_argument("--update-kit-screenshots", action="store_true",
                        help="also write the kit's Tests/Conformance/screenshots/")
    parser.add_argument("--only", choices=["conformance", "flows"],
                        help="run only the conformance suite's cases, or only the flows")
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
        if arguments.only != "flows":
            run_conformance(driver, results, binary, artifacts)
            if arguments.update_kit_screenshots:
                save_kit_screenshots(driver, binary, artifacts)
        if arguments.only != "conformance":
            run_flows(driver, results, binary, artifacts)
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
