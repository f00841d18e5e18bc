#!/usr/bin/env python3
"""Validates `alert-render lint --format sarif` against the official SARIF 2.1.0 schema."""
import argparse
import json
import pathlib
import subprocess
import sys

import jsonschema

ROOT = pathlib.Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build/debug/alert-render"))
    binary = parser.parse_args().binary
    schema = json.loads((ROOT / "Tests/SARIF/sarif-schema-2.1.0.json").read_text())
    validator = jsonschema.Draft4Validator(schema)
    runs = [[], ["--localizations", "Tests/Fixtures/Localizations-hostile"]]
    for extra in runs:
        done = subprocess.run(
            [binary, "lint", "--format", "sarif", *extra], cwd=ROOT, capture_output=True)
        log = json.loads(done.stdout)
        errors = sorted(validator.iter_errors(log), key=lambda error: list(error.path))
        for error in errors:
            print(f"{extra}: {list(error.path)}: {error.message}", file=sys.stderr)
        if errors:
            return 1
        results = log["runs"][0]["results"]
        rules = {rule["id"] for rule in log["runs"][0]["tool"]["driver"]["rules"]}
        if any(result["ruleId"] not in rules for result in results):
            print(f"{extra}: a result names a rule the driver lacks", file=sys.stderr)
            return 1
        print(f"sarif {extra or 'shipped'}: {len(results)} results valid against SARIF 2.1.0")
    return 0


if __name__ == "__main__":
    sys.exit(main())
