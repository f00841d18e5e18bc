#!/usr/bin/env python3
"""Validates every rule file in Rules/ (or the directories given) against Rules/schema/.

Run by .ci/run with the real `jsonschema` validator, so the schemas editors use while typing
stay true to what the engine accepts. Prints one line per failure and 'N passed, N failed'.
"""
import glob
import json
import os
import sys

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
schema_dir = os.path.join(root, "Rules", "schema")
registry = Registry()
for path in sorted(glob.glob(os.path.join(schema_dir, "*.json"))):
    with open(path, encoding="utf-8") as handle:
        schema = json.load(handle)
    Draft202012Validator.check_schema(schema)
    registry = registry.with_resource(schema["$id"], Resource.from_contents(schema))


def validator(name):
    return Draft202012Validator(registry.get_or_retrieve(name).value.contents, registry=registry)


schemas = ["screen.schema.json", "alert.schema.json", "match.schema.json", "policy.schema.json"]
validators = {name: validator(name) for name in schemas}
# The schema a file follows, by its name: screen.json and policy.json at the top of a rules
# directory, alert.json and <MATCH>.json in an alert type's folder.
by_name = {"screen.json": "screen.schema.json", "policy.json": "policy.schema.json", "alert.json": "alert.schema.json"}
directories = sys.argv[1:] or [os.path.join(root, "Rules")]
passed = failed = 0
for directory in directories:
    for path in sorted(glob.glob(os.path.join(directory, "**", "*.json"), recursive=True)):
        if os.sep + "schema" + os.sep in path:
            continue
        base = os.path.basename(path)
        schema = by_name.get(base, "match.schema.json")
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        errors = sorted(validators[schema].iter_errors(document), key=lambda error: list(error.path))
        if errors:
            failed += 1
            for error in errors:
                location = ".".join(str(part) for part in error.path) or "(top level)"
                print(f"{os.path.relpath(path, root)}: error: {location}: {error.message}")
        else:
            passed += 1
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
