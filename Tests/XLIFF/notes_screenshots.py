"""The translator notes of an export, with their screenshots, end to end in Chromium.

Exports French with our binary, runs Scripts/xcloc-screenshots on the bundle, and checks
that every Notes/NAME.html got a NAME.png beside its NAME.txt: a PNG as wide as asked, at
least a phone's height, drawn (not one colour), with the alert's first numbered text in the
page and listed first in the text. Then plants a link where a screenshot goes and checks
that the script replaces the link instead of writing through it.

    python3 Tests/XLIFF/notes_screenshots.py [--binary .build/debug/alert-render]

Needs Debian's chromium and chromium-driver and PyPI's selenium and pillow (.ci/run
installs them).
"""
import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tools"))
from alert_render_binary import ROOT, find_binary  # noqa: E402

SCRIPT = ROOT / "Scripts" / "xcloc-screenshots"


def fail(message):
    print(f"notes: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary")
    binary = find_binary(parser.parse_args().binary)
    with tempfile.TemporaryDirectory(prefix="alert-render-notes-") as scratch:
        scratch = Path(scratch)
        out = scratch / "out"
        result = subprocess.run(
            [str(binary), "localizations", "export", "--language", "fr", "--output", str(out)],
            capture_output=True, text=True, cwd=ROOT)
        if result.returncode != 0:
            fail(f"export exited {result.returncode}: {result.stderr}")
        notes = out / "fr.xcloc" / "Notes"
        pages = sorted(notes.glob("*.html"))
        examples = sorted((ROOT / "Examples").glob("*.json"))
        if len(pages) != len(examples):
            fail(f"{len(pages)} pages in Notes/ for {len(examples)} examples")
        victim = scratch / "victim.png"
        victim.write_bytes(b"precious")
        os.symlink(victim, notes / "email-alert.png")

        shots = subprocess.run([sys.executable, str(SCRIPT), str(out / "fr.xcloc")],
                               capture_output=True, text=True, cwd=ROOT)
        if shots.returncode != 0:
            fail(f"xcloc-screenshots exited {shots.returncode}: {shots.stderr}")
        if victim.read_bytes() != b"precious":
            fail("the screenshot was written through a planted link")
        for page in pages:
            png = page.with_suffix(".png")
            if png.is_symlink() or not png.is_file():
                fail(f"{png.name} is missing or still a link")
            with Image.open(png) as image:
                if image.format != "PNG" or image.width != 390 or image.height < 844:
                    fail(f"{png.name} is {image.format} {image.width}x{image.height}")
                colours = image.convert("RGB").getcolors(1 << 20)
                if colours is not None and len(colours) < 16:
                    fail(f"{png.name} has {len(colours)} colours: nothing was drawn")
            text = page.with_suffix(".txt").read_text(encoding="utf-8")
            first = next(line for line in text.splitlines() if line.startswith("⁽¹⁾ "))
            if "⁽¹⁾" not in page.read_text(encoding="utf-8"):
                fail(f"{page.name} shows no text numbered ⁽¹⁾ ({first})")
        print(f"notes: {len(pages)} alerts drawn, listed and screenshot; a planted link was "
              "replaced, not followed")
        print("notes: OK")


if __name__ == "__main__":
    main()
