#!/usr/bin/env python3
"""Validates `alert-render --format push` against docs/push.schema.json, checks that no value of
the alert appears in it, and that each payload fits.

For every Examples/*.json in every shipped locale (en-US, en-GB, es-419) and in es-MX and the
pseudo-locales en-XA and ar-XB, run by the built binary: the output validates against
docs/push.schema.json (draft 2020-12, checked first); none of the alert's data values appears
in the notification's texts, whole or as its letters and digits only, compared without case,
as the layout's masking tests compare (lint's push-raw-value checks every four characters in
a row of canary values); and `apns` and `fcm`, written compactly in UTF-8, each fit
3584 bytes (APNs' 4096 less 512 for the sender). The NDJSON batch of Examples/alerts.ndjson
is checked record by record the same way. Prints one line per failed check and ends with
"N passed, N failed"; exits non-zero when any check failed.

Usage: Tests/Schema/validate_push.py [--binary PATH]   (default: $ALERT_RENDER, else swift build)
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
SCHEMA = ROOT / "docs" / "push.schema.json"
LOCALES = ["en-US", "en-GB", "es-419", "es-MX", "en-XA", "ar-XB"]
LIMIT = 3584


def significant(text):
    return "".join(character for character in text.lower() if character.isalnum())


def values(alert):
    """Every string or number in the events' data, with its JSON path."""
    for index, event in enumerate(alert.get("events", [])):
        for key, value in (event.get("data") or {}).items():
            if isinstance(value, (str, int, float)) and not isinstance(value, bool):
                yield f"events[{index}].data.{key}", str(value)


def leaks(push, alert):
    """What of the alert's data the push's texts show."""
    alert_part = push["apns"]["aps"]["alert"]
    texts = "\n".join(
        [alert_part["title"], alert_part.get("subtitle", ""), alert_part["body"],
         push["fcm"]["notification"]["title"], push["fcm"]["notification"]["body"]])
    lowered, squeezed = texts.lower(), significant(texts)
    found = []
    for path, value in values(alert):
        letters = significant(value)
        # Match types name the rule, not the data; short values are words a text may hold.
        if path.endswith(".match") or len(letters) < 4:
            continue
        if value.lower() in lowered or letters in squeezed:
            found.append(f"{path} ({value!r})")
    return found


def compact(value):
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary")
    binary = find_binary(parser.parse_args().binary)
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    passed = failed = 0

    def check(name, push, alert):
        nonlocal passed, failed
        problems = [f"{list(error.path)}: {error.message}"
                    for error in sorted(validator.iter_errors(push), key=lambda e: list(e.path))]
        if not problems:
            problems += [f"shows {leak}" for leak in leaks(push, alert)]
            for part in ("apns", "fcm"):
                if compact(push[part]) > LIMIT:
                    problems.append(f"{part} takes {compact(push[part])} bytes, over {LIMIT}")
            if push["alertId"] != alert["id"]:
                problems.append(f"alertId {push['alertId']!r} is not the alert's {alert['id']!r}")
        if problems:
            failed += 1
            for problem in problems[:5]:
                print(f"FAIL {name}: {problem}")
        else:
            passed += 1

    examples = sorted((ROOT / "Examples").glob("*.json"))
    if not examples:
        failed += 1
        print("FAIL no examples in Examples/")
    for example in examples:
        alert = json.loads(example.read_text(encoding="utf-8"))
        for locale in LOCALES:
            run = subprocess.run(
                [str(binary), "--format", "push", "--locale", locale, str(example)],
                cwd=ROOT, capture_output=True, text=True)
            if run.returncode != 0:
                failed += 1
                print(f"FAIL {example.name} [{locale}]: exit {run.returncode}: {run.stderr}")
                continue
            check(f"{example.name} [{locale}]", json.loads(run.stdout), alert)
    batch = ROOT / "Examples" / "alerts.ndjson"
    alerts = [json.loads(line) for line in batch.read_text(encoding="utf-8").splitlines() if line]
    run = subprocess.run(
        [str(binary), "--format", "push", "--locale", "es-419", str(batch)],
        cwd=ROOT, capture_output=True, text=True)
    records = [json.loads(line) for line in run.stdout.splitlines()]
    if run.returncode != 0 or len(records) != len(alerts):
        failed += 1
        print(f"FAIL {batch.name}: exit {run.returncode}, {len(records)} records for {len(alerts)} alerts")
    for record, alert in zip(records, alerts):
        if record.get("line") is None or record.get("id") != alert["id"] or "push" not in record:
            failed += 1
            print(f"FAIL {batch.name}: record {record!r:.120}")
            continue
        check(f"{batch.name} line {record['line']}", record["push"], alert)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
