#!/usr/bin/env python3
"""Validates layout documents against docs/layout.schema.json with a real validator.

Checks that the schema is a valid draft 2020-12 schema that describes every field, then
validates every golden layout document in Tests/*/Snapshots/*.json, every
conformance document in Tests/Conformance/ except those of a newer version than the built
alert-render writes (which the schema rejects by design), and the output of every
Examples/*.json in en-US, en-GB, es-419, en-XA and ar-XB, light and dark, rendered by the
built alert-render; and the output of every Examples/*.json in the shipped locales written with
--layout-version 1.0 and 1.1 against the frozen docs/schema/layout-1.0.schema.json and
layout-1.1.schema.json (batch examples as NDJSON records too). Prints one line per check and ends with "N passed, N failed"; exits
non-zero when any check failed.

Usage: Tests/Schema/validate.py [--binary PATH]   (default: $ALERT_RENDER, else swift build)
"""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

from jsonschema import Draft202012Validator

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tools"))
from alert_render_binary import find_binary  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "docs" / "layout.schema.json"
# Goldens of every test target; each target keeps its own Snapshots folder.
SNAPSHOTS = sorted((ROOT / "Tests").glob("*/Snapshots"))
EXAMPLES = ROOT / "Examples"
CONFORMANCE = ROOT / "Tests" / "Conformance"
LOCALES = ["en-US", "en-GB", "es-419", "en-XA", "ar-XB"]
# A right-to-left drop-in of a few sentences, so that texts falling back to English carry lang.
HEBREW = ROOT / "Tests" / "Fixtures" / "Localizations-he"
RUNS = [(locale, []) for locale in LOCALES] + [("he", ["--localizations", str(HEBREW)])]
THEMES = ["light", "dark"]
SHIPPED = ["en-US", "en-GB", "es-419"]
# Older versions alert-render writes with --layout-version, each checked against its frozen schema.
FROZEN = {version: ROOT / "docs" / "schema" / f"layout-{version}.schema.json"
          for version in ["1.0", "1.1"]}
# Top-level fields only a layout document has; other JSON goldens (lint reports, batch
# records) are not layout documents and are left to their own tests.
DOCUMENT_KEYS = {"schemaVersion", "navigation", "body", "footer"}


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, problems):
        if problems:
            self.failed += 1
            print(f"FAIL {name}")
            for problem in problems[:5]:
                print(f"  {problem}")
        else:
            self.passed += 1
            print(f"PASS {name}")


def undescribed(node, path="#"):
    """Paths of schema properties and definitions that lack a description."""
    missing = []
    if isinstance(node, dict):
        for group in ("properties", "$defs"):
            for name, child in node.get(group, {}).items():
                if isinstance(child, dict) and not child.get("description"):
                    missing.append(f"{path}/{group}/{name}")
        for key, child in node.items():
            missing += undescribed(child, f"{path}/{key}")
    elif isinstance(node, list):
        for index, child in enumerate(node):
            if isinstance(child, dict) and "properties" in child and not child.get("description"):
                missing.append(f"{path}/{index}")
            missing += undescribed(child, f"{path}/{index}")
    return missing


def version(text):
    """`major.minor` as a comparable pair; (0, 0) for anything else."""
    try:
        major, minor = text.split(".")
        return int(major), int(minor)
    except (AttributeError, ValueError):
        return 0, 0


def errors(validator, document):
    return [f"{'/'.join(str(p) for p in error.absolute_path) or '(root)'}: {error.message}"
            for error in sorted(validator.iter_errors(document), key=lambda e: list(e.path))]


def documents_of(stdout):
    """The documents and the errors of one render's output: one alert renders as one document, a
    JSON array of alerts as NDJSON batch records, each holding its document under "layout"."""
    try:
        records = [json.loads(stdout)]
    except json.JSONDecodeError:
        records = [json.loads(line) for line in stdout.splitlines() if line.strip()]
    documents = [r["layout"] if "layout" in r and "schemaVersion" not in r else r
                 for r in records if "error" not in r]
    problems = [f"record {r.get('line')}: {r['error']}" for r in records if "error" in r]
    return documents, problems


def check_frozen(results, binary, examples):
    """Every example in every shipped locale, written at each older version, against its frozen
    schema; the document must say that version."""
    for version, path in FROZEN.items():
        schema = json.loads(path.read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        for example in examples:
            for locale in SHIPPED:
                name = f"{example.name} --locale {locale} --layout-version {version}"
                run = subprocess.run(
                    [str(binary), "--locale", locale, "--layout-version", version, str(example)],
                    cwd=ROOT, capture_output=True, text=True)
                if run.returncode != 0:
                    results.check(name, [f"exit {run.returncode}: {run.stderr.strip()}"])
                    continue
                documents, problems = documents_of(run.stdout)
                for document in documents:
                    problems += errors(validator, document)
                    if document.get("schemaVersion") != version:
                        problems.append(f"schemaVersion is {document.get('schemaVersion')}")
                if not documents:
                    problems.append("no document written")
                results.check(name, problems)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the alert-render binary (default: build it)")
    arguments = parser.parse_args()
    results = Results()

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    try:
        Draft202012Validator.check_schema(schema)
        results.check("docs/layout.schema.json is a valid draft 2020-12 schema", [])
    except Exception as error:  # SchemaError: report it and stop, nothing else can be checked.
        results.check("docs/layout.schema.json is a valid draft 2020-12 schema", [str(error)])
        print(f"{results.passed} passed, {results.failed} failed")
        return 1
    results.check("every schema field has a description", undescribed(schema))
    validator = Draft202012Validator(schema)

    goldens = 0
    for path in sorted(p for folder in SNAPSHOTS for p in folder.glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        # Explanations have a schema of their own (Tests/Schema/validate_explain.py).
        if path.name.startswith("explain") or not isinstance(document, dict) \
                or not DOCUMENT_KEYS & document.keys():
            continue
        goldens += 1
        results.check(f"golden {path.relative_to(ROOT)}", errors(validator, document))
    results.check("there are golden documents to validate",
                  [] if goldens else ["no layout documents in Tests/*/Snapshots"])

    binary = find_binary(arguments.binary)
    written = json.loads(subprocess.run(
        [str(binary), "--locale", "en-US", str(EXAMPLES / "email-alert.json")],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout)["schemaVersion"]
    conformance = 0
    for path in sorted(CONFORMANCE.glob("*.json")):
        if path.name == "expected.json":
            continue
        document = json.loads(path.read_text(encoding="utf-8"))
        if version(document.get("schemaVersion", "")) > version(written):
            print(f"skip conformance {path.name}: version {document['schemaVersion']} is newer "
                  f"than {written}, on purpose")
            continue
        conformance += 1
        results.check(f"conformance {path.name}", errors(validator, document))
    results.check("there are conformance documents to validate",
                  [] if conformance else [f"no layout documents in {CONFORMANCE}"])

    examples = sorted(EXAMPLES.glob("*.json"))
    results.check("there are examples to render", [] if examples else [f"none in {EXAMPLES}"])
    for example in examples:
        for locale, extra in RUNS:
            for theme in THEMES:
                name = " ".join([example.name, "--locale", locale, "--theme", theme] + extra)
                run = subprocess.run(
                    [str(binary), "--locale", locale, "--theme", theme, *extra, str(example)],
                    cwd=ROOT, capture_output=True, text=True)
                if run.returncode != 0:
                    results.check(name, [f"exit {run.returncode}: {run.stderr.strip()}"])
                    continue
                documents, problems = documents_of(run.stdout)
                for document in documents:
                    problems += errors(validator, document)
                    if document.get("theme", {}).get("name") != theme:
                        problems.append(f"theme name is not {theme}")
                results.check(name, problems)
    check_frozen(results, binary, examples)

    print(f"{results.passed} passed, {results.failed} failed")
    return 1 if results.failed else 0


if __name__ == "__main__":
    sys.exit(main())
