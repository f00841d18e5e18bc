#!/usr/bin/env python3
"""RECORD_VISUAL=1 fails the run that recorded, as RECORD_SNAPSHOTS=1 does for Swift.

Runs `visual_regression.run_visual` without a browser: screenshots are made-up images, the
baselines a temporary folder. A recording run that writes a baseline must fail one check per
baseline written; a recording run that writes nothing, and a comparing run after it, pass.
Needs Pillow. Usage: python3 Tests/Visual/test_record_visual.py (.ci/run runs it).
"""

import sys
import tempfile
import unittest
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent))
import visual_regression  # noqa: E402


class Results:
    """What run_browser_tests' Results counts, without printing."""

    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.details = []

    def check(self, case, name, ok, detail=""):
        self.passed += ok
        self.failed += not ok
        self.details.append(detail)
        return ok


class FakeDriver:
    capabilities = {"browserVersion": "1.0"}


class RecordVisualTests(unittest.TestCase):
    def setUp(self):
        scratch = tempfile.TemporaryDirectory()
        self.addCleanup(scratch.cleanup)
        self.root = Path(scratch.name)
        self.screens = {"white": Image.new("RGB", (40, 30), (255, 255, 255))}
        self.shown = "white"
        saved = {name: getattr(visual_regression, name) for name in
                 ["ROOT", "BASELINES", "LOCALES", "THEMES", "SIZES", "example_names",
                  "missing_fonts", "capture"]}
        self.addCleanup(lambda: [setattr(visual_regression, k, v) for k, v in saved.items()])
        visual_regression.ROOT = self.root
        visual_regression.BASELINES = self.root / "Baselines"
        visual_regression.LOCALES = ["en-US"]
        visual_regression.THEMES = ["light"]
        visual_regression.SIZES = [(40, 30)]
        visual_regression.example_names = lambda: ["alert"]
        visual_regression.missing_fonts = lambda: []
        visual_regression.capture = lambda driver, page, width, height: self.screens[self.shown]
        self.baseline = visual_regression.BASELINES / "alert" / "en-US-light-40x30.png"

    def run_visual(self, record):
        results = Results()
        # `true` stands in for alert-render: `true preview …` writes no pages, and exits 0.
        visual_regression.run_visual(FakeDriver(), results, "true", record, self.root / "diffs")
        return results

    def test_a_recording_run_that_writes_a_baseline_fails(self):
        results = self.run_visual(record=True)
        self.assertTrue(self.baseline.exists())
        self.assertEqual((results.passed, results.failed), (1, 1), results.details)
        self.assertIn("run again without RECORD_VISUAL=1", results.details[-1])

    def test_a_recording_run_that_writes_nothing_passes_and_keeps_the_bytes(self):
        self.run_visual(record=True)
        before = self.baseline.read_bytes()
        results = self.run_visual(record=True)
        self.assertEqual((results.passed, results.failed), (2, 0), results.details)
        self.assertEqual(self.baseline.read_bytes(), before)

    def test_a_changed_screen_is_recorded_and_fails_then_compares_clean(self):
        self.run_visual(record=True)
        self.screens["black"] = Image.new("RGB", (40, 30), (0, 0, 0))
        self.shown = "black"
        self.assertEqual(self.run_visual(record=False).failed, 1)
        self.assertEqual(self.run_visual(record=True).failed, 1)
        self.assertEqual(self.run_visual(record=False).failed, 0)


if __name__ == "__main__":
    unittest.main()
