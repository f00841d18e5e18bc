"""Visual regression of the HTML client: screenshots compared with committed baselines.

Every example in Examples/ is drawn at 320x568 and 1024x1366, light and dark, in en-US,
es-419, en-XA and ar-XB, as a full page: the viewport is made as tall as the scrolling middle
needs, so everything the page shows is compared, with the navigation and footer where they
are pinned. Pages come from `alert-render preview --now 2025-11-26`, so they are exactly
`--format html`'s for that reference date.

Each screenshot is compared with Tests/Visual/Baselines/<alert>/<locale>-<theme>-<size>.png.
A pixel differs when any of its channels moves by more than CHANNEL_THRESHOLD; a screenshot
fails when more than MAX_DIFFERING_FRACTION of its pixels differ, or its size changed. A
failure writes the screenshot and a diff image (the baseline greyed, differing pixels red)
under .build/visual-diffs/ and prints their paths.

RECORD_VISUAL=1 writes the baselines instead (only those that are missing or differ beyond
the tolerance, so unchanged ones keep their bytes), as optimized 256-colour palette PNGs
(see save_optimized), and fails a check for each one it wrote, so that the run exits 1: review
them and run again without the variable.

Rendering is pinned so that baselines reproduce: device scale factor 1, no font hinting, no
LCD antialiasing, no animations, transitions or caret, and the fonts .ci/run installs
(fonts-lato, fonts-dejavu-core, fonts-noto-core); the suite refuses to compare without them.
"""

import io
import os
import shutil
import subprocess
import tempfile
from itertools import product
from pathlib import Path

from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parents[2]
BASELINES = ROOT / "Tests" / "Visual" / "Baselines"
EXAMPLES = ROOT / "Examples"
LOCALES = ["en-US", "es-419", "en-XA", "ar-XB"]
THEMES = ["light", "dark"]
SIZES = [(320, 568), (1024, 1366)]
# The day date conditions measure from, as for the goldens: the pages stay the same every day.
REFERENCE_DATE = "2025-11-26"

# Why these numbers: two runs in the same Chromium with the same fonts give identical pixels
# (0 differing in the 272 screenshots, measured), and the same packages on another machine
# differ at most in the antialiasing of a glyph edge by a few levels, which the per-pixel
# threshold absorbs. A real change (a word, a colour, a moved block) moves whole glyphs or
# areas by far more than 24 levels. The fraction is small enough that one changed letter
# (20 to 40 pixels at these font sizes) fails even the tallest page (320x6547, 2.1 million
# pixels: 0.001 % is 21 pixels); at 320x568 any 2 pixels fail.
CHANNEL_THRESHOLD = 24
MAX_DIFFERING_FRACTION = 0.00001

# How far a baseline's palette may move a pixel (see save_optimized).
QUANTIZATION_LIMIT = 8

# The fonts the pages draw with (Lato; DejaVu and Noto for characters Lato lacks): with
# another set installed, glyph fallback changes and every baseline would differ.
REQUIRED_FONTS = ["Lato", "DejaVu Sans", "Noto Sans"]

FREEZE_CSS = """
*, *::before, *::after { animation: none !important; transition: none !important;
  caret-color: transparent !important; scroll-behavior: auto !important; }
"""

PREPARE_PAGE = """
var style = document.createElement('style');
style.textContent = arguments[0];
document.head.appendChild(style);
if (document.activeElement) document.activeElement.blur();
var main = document.querySelector('main');
return main.scrollHeight - main.clientHeight;
"""


def missing_fonts():
    """The required font families fontconfig does not have."""
    try:
        listed = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True,
                                check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return REQUIRED_FONTS
    families = {name.strip() for line in listed.splitlines() for name in line.split(",")}
    return [font for font in REQUIRED_FONTS if font not in families]


def set_size(driver, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True,
    })


def capture(driver, page, width, height):
    """The full page at `width`: as tall as needed to show the whole scrolling middle."""
    set_size(driver, width, height)
    driver.get(page.as_uri())
    extra = driver.execute_script(PREPARE_PAGE, FREEZE_CSS)
    total = height
    for _ in range(3):  # Growing the viewport may reflow; settle in a few steps.
        if extra <= 0:
            break
        total += extra
        set_size(driver, width, total)
        extra = driver.execute_script(
            "var m = document.querySelector('main'); return m.scrollHeight - m.clientHeight;")
    # Fonts must be loaded before the picture is taken.
    driver.execute_script("return document.fonts.ready.then(function () { return true; });")
    png = driver.get_screenshot_as_png()
    return Image.open(io.BytesIO(png)).convert("RGB")


def compare(actual, baseline):
    """(fraction of differing pixels, mask of them) for images of the same size."""
    difference = ImageChops.difference(actual, baseline)
    # A pixel differs when its largest channel difference exceeds the threshold.
    channels = difference.split()
    largest = ImageChops.lighter(ImageChops.lighter(channels[0], channels[1]), channels[2])
    mask = largest.point(lambda value: 255 if value > CHANNEL_THRESHOLD else 0)
    histogram = mask.histogram()
    differing = histogram[255]
    return differing / (actual.width * actual.height), mask


def diff_image(actual, baseline, mask):
    """The baseline greyed and lightened, with differing pixels in red."""
    width, height = max(actual.width, baseline.width), max(actual.height, baseline.height)
    base = Image.new("RGB", (width, height), "white")
    base.paste(baseline, (0, 0))
    grey = base.convert("L").point(lambda value: 160 + value * 95 // 255).convert("RGB")
    if mask is not None:
        red = Image.new("RGB", mask.size, (230, 0, 0))
        grey.paste(red, (0, 0), mask)
    return grey


def largest_difference(first, second):
    """The largest channel difference between two images of the same size."""
    return max(band.getextrema()[1] for band in ImageChops.difference(first, second).split())


def save_optimized(image, path):
    """A 256-colour palette PNG, about a third of an RGB PNG's size.

    Exact when the image has at most 256 colours; else (antialiased text in several colours
    gives about 950) the palette is chosen by maximum coverage, which puts every pixel within
    a few levels of its colour (3 or 4 measured, QUANTIZATION_LIMIT allowed), far inside
    CHANNEL_THRESHOLD, so a screenshot of the same page still matches its baseline. An image
    the palette cannot hold that closely is kept as RGB.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    colors = image.getcolors(256)
    if colors is not None:
        palette = Image.new("P", (1, 1))
        palette.putpalette([channel for _, rgb in colors for channel in rgb])
        indexed = image.quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        indexed = image.quantize(colors=256, method=Image.Quantize.MAXCOVERAGE,
                                 dither=Image.Dither.NONE)
    if largest_difference(indexed.convert("RGB"), image) <= QUANTIZATION_LIMIT:
        image = indexed
    image.save(path, optimize=True)


def example_names():
    return sorted(path.stem for path in EXAMPLES.glob("*.json"))


def run_visual(driver, results, binary, record, diffs):
    """Compares (or with `record` writes) every baseline; one check per screenshot.

    A recording run fails a check for every baseline it writes, so that it exits non-zero, as
    RECORD_SNAPSHOTS=1 does for the Swift goldens: review the new baselines and run again
    without RECORD_VISUAL=1. A recording run that writes nothing compared every screenshot and
    passes.
    """
    missing = missing_fonts()
    if missing:
        results.check("visual", "the fonts the baselines were made with are installed", False,
                      "missing " + ", ".join(missing)
                      + " (apt-get install fonts-lato fonts-dejavu-core fonts-noto-core)")
        return
    if diffs.exists():
        shutil.rmtree(diffs)
    note_chromium_version(driver, record)
    with tempfile.TemporaryDirectory(prefix="alert-render-visual-") as scratch:
        site = Path(scratch) / "site"
        made = subprocess.run([str(binary), "preview", str(EXAMPLES), "--output", str(site),
                               "--now", REFERENCE_DATE],
                              cwd=ROOT, capture_output=True, text=True)
        if not results.check("visual", "alert-render preview writes every page",
                             made.returncode == 0, made.stderr.strip()):
            return
        recorded = 0
        largest = (0.0, "")
        for name, locale, theme, (width, height) in product(example_names(), LOCALES, THEMES,
                                                            SIZES):
            case = f"{name}/{locale}-{theme}-{width}x{height}"
            actual = capture(driver, site / name / f"{locale}-{theme}.html", width, height)
            fraction, wrote = check_screenshot(results, case, actual, record, diffs)
            recorded += wrote
            if fraction is not None and fraction >= largest[0]:
                largest = (fraction, case)
        if not record:
            print(f"visual: the largest difference within a baseline's size is "
                  f"{largest[0]:.4%} of pixels ({largest[1]})")
        if record:
            size = sum(path.stat().st_size for path in BASELINES.rglob("*.png"))
            count = len(list(BASELINES.rglob("*.png")))
            print(f"recorded {recorded} baselines; {count} in {BASELINES.relative_to(ROOT)}, "
                  f"{size / 1e6:.1f} MB")


def note_chromium_version(driver, record):
    """Records the Chromium version with the baselines, or notes that it differs from theirs."""
    version_file = BASELINES / "chromium-version.txt"
    version = driver.capabilities.get("browserVersion", "unknown")
    if record:
        BASELINES.mkdir(parents=True, exist_ok=True)
        version_file.write_text(version + "\n", encoding="utf-8")
    elif version_file.exists() and version_file.read_text(encoding="utf-8").strip() != version:
        print(f"note: the baselines were recorded with Chromium "
              f"{version_file.read_text(encoding='utf-8').strip()}; this is {version}. If its "
              "text rendering changed, record them again (RECORD_VISUAL=1).")


def check_screenshot(results, case, actual, record, diffs):
    """Compares one screenshot with its baseline, or records it; one check either way.

    Returns the fraction of differing pixels (None when the sizes differ or there is no
    baseline) and whether a baseline was written.
    """
    baseline_path = BASELINES / f"{case}.png"
    baseline = Image.open(baseline_path).convert("RGB") if baseline_path.exists() else None
    same_size = baseline is not None and baseline.size == actual.size
    fraction, mask = compare(actual, baseline) if same_size else (1.0, None)
    matches = same_size and fraction <= MAX_DIFFERING_FRACTION
    if record and not matches:
        save_optimized(actual, baseline_path)
        results.check(f"visual {case}", "matches its baseline", False,
                      f"recorded {baseline_path.relative_to(ROOT)}; review it and run again "
                      "without RECORD_VISUAL=1")
        return (fraction if same_size else None), True
    detail = ""
    if not matches:
        actual_path = diffs / f"{case}-actual.png"
        diff_path = diffs / f"{case}-diff.png"
        actual_path.parent.mkdir(parents=True, exist_ok=True)
        actual.save(actual_path)
        if baseline is None:
            detail = (f"no baseline {baseline_path.relative_to(ROOT)}; "
                      "record it with RECORD_VISUAL=1")
        else:
            diff_image(actual, baseline, mask).save(diff_path)
            detail = (f"{actual.size[0]}x{actual.size[1]} vs baseline "
                      f"{baseline.size[0]}x{baseline.size[1]}"
                      if not same_size else f"{fraction:.4%} of pixels differ")
            detail += f"; diff {diff_path}"
        detail += f"; screenshot {actual_path}"
    results.check(f"visual {case}", "matches its baseline", matches, detail)
    return (fraction if same_size else None), False
