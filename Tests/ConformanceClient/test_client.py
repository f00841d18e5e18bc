#!/usr/bin/env python3
"""The Python client of the conformance kit against `alert-render conformance check`: its
results pass, each planted mistake fails with a mismatch naming it, and a broken results file
is refused (65) with its line and column. The kit and the results are also validated against
their JSON Schemas (docs/conformance-*.schema.json) when jsonschema is installed.

    python3 Tests/ConformanceClient/test_client.py [--binary .build/debug/alert-render]
"""

import argparse
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLIENT = ROOT / "Tests" / "ConformanceClient" / "client.py"

# Each planted mistake, and a line the checker's report must hold.
PLANTS = {
    "icon-labels": 'every-block.json.readingOrder[1]: expected {"label":"Alert","traits":["image"]}',
    "dialog-events": 'every-block.json.taps[3].reports[0].event: expected "alert_dialog_dismissed", '
                     'found "alert_contact_opened"',
    "escape": "every-block.json.taps[5].reports[0]: expected",
}


def check(binary, results):
    return subprocess.run([str(binary), "conformance", "check", str(results)], cwd=ROOT,
                          capture_output=True, text=True)


def validate_schemas(results):
    try:
        import jsonschema
        from referencing import Registry, Resource
    except ImportError:
        print("skipped: schema validation (no jsonschema)")
        return []
    schemas = [json.loads((ROOT / "docs" / name).read_text(encoding="utf-8"))
               for name in ("conformance-results.schema.json", "conformance-kit.schema.json")]
    registry = Registry().with_resources(
        [(schema["$id"], Resource.from_contents(schema)) for schema in schemas])
    kit = json.loads((ROOT / "Tests" / "Conformance" / "expected.json").read_text("utf-8"))
    failures = []
    for schema, document, name in ((schemas[0], results, "results"),
                                   (schemas[1], kit, "expected.json")):
        for error in jsonschema.Draft202012Validator(schema, registry=registry) \
                .iter_errors(document):
            failures.append(f"{name}: {error.json_path}: {error.message}")
    return failures


def dangling_kit(scratch):
    """A kit of one fixture, every-block.json with references that do not resolve: the section
    button's dialog and the footer's resolve action gone, a dialog button naming no action."""
    kit = scratch / "dangling-kit"
    kit.mkdir()
    document = json.loads((ROOT / "Tests/Conformance/every-block.json").read_text("utf-8"))
    document["actions"]["open-contact"]["dialog"] = "nowhere"
    del document["actions"]["open-resolve"]
    document["dialogs"]["reminder"]["buttons"][0]["action"] = "missing"
    (kit / "dangling.json").write_text(json.dumps(document), encoding="utf-8")
    # And every field of the newest document version (1.2: action data, open-url, target).
    every_field = ROOT / "Tests/AlertRenderingTests/Snapshots/every-field.json"
    (kit / "every-field.json").write_bytes(every_field.read_bytes())
    manifest = {"kit": "1.0", "documents": {"dangling.json": {"outcome": "draw"},
                                             "every-field.json": {"outcome": "draw"}}}
    (kit / "expected.json").write_text(json.dumps(manifest), encoding="utf-8")
    return kit


def clients_agree(binary, scratch):
    """Both clients report the same for cases no fixture holds yet; a failure or None."""
    kit = dangling_kit(scratch)
    python = subprocess.run([sys.executable, str(CLIENT), "--kit", str(kit)],
                            capture_output=True, text=True, check=True)
    swift = subprocess.run([str(binary), "conformance", "report", "--kit", str(kit)],
                           capture_output=True, text=True)
    if swift.returncode != 0:
        return f"conformance report --kit: exit {swift.returncode}: {swift.stderr}"
    ours = json.loads(python.stdout)["fixtures"]
    theirs = json.loads(swift.stdout)["fixtures"]
    buttons = [e["button"] for e in ours["dangling.json"]["readingOrder"] if "button" in e]
    if ours != theirs or buttons != ["remind-later"]:
        differing = [name for name in ours if ours[name] != theirs.get(name)]
        return f"the clients differ on {differing}, or draw {buttons} in dangling.json"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", type=pathlib.Path, default=ROOT / ".build/debug/alert-render")
    binary = parser.parse_args().binary.resolve()
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        results = scratch / "results.json"
        subprocess.run([sys.executable, str(CLIENT), "--output", str(results)], check=True)
        failures += validate_schemas(json.loads(results.read_text(encoding="utf-8")))
        run = check(binary, results)
        if run.returncode != 0 or "9 of 9 fixtures pass" not in run.stdout:
            failures.append(f"the client's results: exit {run.returncode}\n{run.stdout}{run.stderr}")
        for plant, line in PLANTS.items():
            planted = scratch / f"{plant}.json"
            subprocess.run([sys.executable, str(CLIENT), "--plant", plant, "--output",
                            str(planted)], check=True)
            run = check(binary, planted)
            if run.returncode != 1 or line not in run.stdout:
                failures.append(f"--plant {plant}: exit {run.returncode}, expected 1 and "
                                f"'{line}'\n{run.stdout}{run.stderr}")
        disagreement = clients_agree(binary, scratch)
        if disagreement:
            failures.append(disagreement)
        broken = scratch / "broken.json"
        text = results.read_text(encoding="utf-8")
        broken.write_text(text.replace('"traits": [', '"traits": "', 1), encoding="utf-8")
        run = check(binary, broken)
        if run.returncode != 65 or f"{broken}:" not in run.stderr or run.stdout:
            failures.append(f"a broken file: exit {run.returncode}\n{run.stdout}{run.stderr}")
    for failure in failures:
        print(f"FAIL {failure}")
    print(f"conformance client: {len(PLANTS) + 3 - len(failures)} of {len(PLANTS) + 3} "
          "checks pass" if not failures else "conformance client: failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
