"""Finds the alert-render binary for the Python test suites (browser, schema)."""
import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def find_binary(explicit):
    """The alert-render binary: --binary, $ALERT_RENDER, else built with swift build."""
    if explicit:
        return Path(explicit)
    if os.environ.get("ALERT_RENDER"):
        return Path(os.environ["ALERT_RENDER"])
    subprocess.run(["swift", "build", "--product", "alert-render"], cwd=ROOT, check=True)
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    return Path(bin_path) / "alert-render"
