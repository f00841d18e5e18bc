#!/usr/bin/env python3
"""Checks that Scripts/bench-mix covers what it says and that each row holds what it names.

The whole mix (2,000 alerts) uses every value field name of every rule in Rules/CyberAgent/
(and the fallback rule's through a match type no rule names), all three alert types, 1-4
events, `Source` and `site` alone, both and neither, every date form LeakDate reads, unreadable
dates, non-ASCII text raw and \\u-escaped, compact and spaced separators; the same seed makes
the same bytes. Each row, rendered by the built binary in en-US: `--events K` alerts have K
events, `--text ascii` lines and texts are ASCII, `--text non-ascii` texts are not,
`--diagnostics none` documents carry no diagnostic, `--diagnostics date` documents each carry
`invalid-date`; every alert renders. Prints one line per failed check and ends with
"N passed, N failed"; exits non-zero when any check failed.

Usage: Tests/Tools/check_bench_mix.py [--binary PATH]   (default: $ALERT_RENDER, else swift build)
"""

import argparse
import glob
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from alert_render_binary import find_binary  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
MIX = ROOT / "Scripts" / "bench-mix"
RESULTS = {"passed": 0, "failed": 0}


def check(condition, message):
    RESULTS["passed" if condition else "failed"] += 1
    if not condition:
        print(f"FAILED: {message}")


def mix(count, *options):
    return subprocess.run([str(MIX), str(count), *options], check=True,
                          capture_output=True).stdout.splitlines()


def render(binary, lines):
    run = subprocess.run([str(binary), "--ndjson", "--jobs", "1", "--locale", "en-US",
                          "--now", "2025-11-26"],
                         input=b"\n".join(lines) + b"\n", capture_output=True, cwd=ROOT)
    check(run.returncode == 0, f"alert-render exits 0, not {run.returncode}: {run.stderr[-300:]}")
    return [json.loads(line)["layout"] for line in run.stdout.splitlines()]


def strings(value):
    if isinstance(value, dict):
        return [text for item in value.values() for text in strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in strings(item)]
    return [value] if isinstance(value, str) else []


def whole_mix():
    lines = mix(2000)
    check(lines == mix(2000), "the same seed makes the same lines")
    alerts = [json.loads(line) for line in lines]
    events = [event for alert in alerts for event in alert["events"]]
    used = {(event["data"].get("match"), key) for event in events for key in event["data"]}
    ruled = set()
    for path in sorted(glob.glob(str(ROOT / "Rules" / "CyberAgent" / "*.json"))):
        rule = json.load(open(path, encoding="utf-8"))
        if rule.get("match", "*") != "*":
            ruled.add(rule["match"])
            for field in rule["valueFields"]:
                check((rule["match"], field) in used,
                      f"the mix has a {rule['match']} value under '{field}'")
    check(any(match and match not in ruled and key == "value" for match, key in used),
          "the mix has a match type no rule names (the fallback rule's), its value under 'value'")
    check({alert["type"] for alert in alerts} == {1, 2, 3}, "all three alert types")
    check({len(alert["events"]) for alert in alerts} == {1, 2, 3, 4}, "1 to 4 events")
    origins = {("Source" in e["data"], "site" in e["data"]) for e in events}
    check(len(origins) == 4, f"Source and site alone, both and neither: {origins}")
    dates = {e["data"].get("SourceDate") for e in events} | {e.get("date") for e in events}
    shapes = {shape(text) for text in dates if isinstance(text, str)}
    for form in ["0000-00-00", "0000-00-00 00:00:00", "0000-00-00T00:00:00",
                 "0000-00-00T00:00:00.000Z", "0000-00-00T00:00:00Z", "0000-00-00T00:00:00+00:00",
                 "0000-00-00T00:00:00-0000", "0000-00-00T00:00:00+00",
                 "0000-00-00 00:00:00+00:00", "0000-00-00T00:00:00.000"]:
        check(form in shapes, f"the date form {form}")
    check(any(not isinstance(text, str) and text is not None for text in dates),
          "an unreadable date that is not a string")
    check(any(line.isascii() and b"\\u" in line for line in lines), "\\u-escaped lines")
    check(any(not line.isascii() for line in lines), "raw non-ASCII lines")
    check(any(b'":"' in line for line in lines) and any(b'": "' in line for line in lines),
          "compact and spaced separators")


def shape(text):
    return "".join("0" if c.isdigit() else c for c in text)


def rows(binary):
    for count in (1, 2, 3, 4):
        alerts = [json.loads(line) for line in mix(200, "--events", str(count))]
        check(all(len(alert["events"]) == count for alert in alerts), f"--events {count}")
    ascii_lines = mix(200, "--text", "ascii")
    check(all(line.isascii() and b"\\u" not in line for line in ascii_lines), "--text ascii")
    non_ascii = [json.loads(line) for line in mix(200, "--text", "non-ascii")]
    check(all(not "".join(strings(alert)).isascii() for alert in non_ascii), "--text non-ascii")
    documents = render(binary, mix(300, "--diagnostics", "none"))
    check(len(documents) == 300 and not any(doc.get("diagnostics") for doc in documents),
          "--diagnostics none: no document carries a diagnostic")
    documents = render(binary, mix(300, "--diagnostics", "date"))
    check(len(documents) == 300 and all(
        any(d["code"] == "invalid-date" for d in doc.get("diagnostics", [])) for doc in documents),
          "--diagnostics date: every document carries invalid-date")
    check(len(render(binary, mix(1000))) == 1000, "every alert of the mix renders")


def main():
    parser = argparse.ArgumentParser(description="Checks Scripts/bench-mix.")
    parser.add_argument("--binary")
    binary = find_binary(parser.parse_args().binary)
    whole_mix()
    rows(binary)
    print(f"{RESULTS['passed']} passed, {RESULTS['failed']} failed")
    sys.exit(1 if RESULTS["failed"] else 0)


if __name__ == "__main__":
    main()
