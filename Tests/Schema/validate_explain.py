#!/usr/bin/env python3
"""Validates explanations against docs/explain.schema.json with a real validator.

Checks that the schema is a valid draft 2020-12 schema, then validates the golden
explanations in Tests/AlertRenderingTests/Snapshots/explain*.json and the output of
`alert-render explain --format json` for every Examples/*.json in en-US, en-GB, es-419, es-MX
and en-XA, run by the built binary. Prints one line per failed check and ends with
"N passed, N failed"; exits non-zero when any check failed.

Usage: Tests/Schema/validate_explain.py [--binary PATH]   (default: $ALERT_RENDER, else swift build)
"""

import argparse
import json
import subprocess
import sys
from pathlib import Path

from jsonschema import Draft202012Validator

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tools"))
from alert_render_binary import find_binary  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "docs" / "explain.schema.json"
SNAPSHOTS = ROOT / "Tests" / "AlertRenderingTests" / "Snapshots"
LOCALES = ["en-US", "en-GB", "es-419", "es-MX", "en-XA"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary")
    binary = find_binary(parser.parse_args().binary)
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    passed = failed = 0

    def check(name, document):
        nonlocal passed, failed
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
        if errors:
            failed += 1
            for error in errors[:5]:
                print(f"FAIL {name}: {list(error.path)}: {error.message}")
        else:
            passed += 1

    goldens = sorted(SNAPSHOTS.glob("explain*.json"))
    for path in goldens:
        check(path.name, json.loads(path.read_text(encoding="utf-8")))
    if not goldens:
        failed += 1
        print(f"FAIL no golden explanations in {SNAPSHOTS}")
    for example in sorted((ROOT / "Examples").glob("*.json")):
        for locale in LOCALES:
            run = subprocess.run(
                [str(binary), "explain", "--format", "json", "--locale", locale, str(example)],
                cwd=ROOT, capture_output=True, text=True)
            if run.returncode != 0:
                failed += 1
                print(f"FAIL {example.name} [{locale}]: exit {run.returncode}: {run.stderr}")
                continue
            check(f"{example.name} [{locale}]", json.loads(run.stdout))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
