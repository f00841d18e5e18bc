"""The TMX memory of `localizations export --format tmx`, checked by independent readers.

Exports the memory of every language, and of es-419 alone, from the shipped catalogs plus a
drop-in catalog of awkward texts (markup characters, quotes, a tab, line breaks, a carriage
return, spaces at the ends and in a row, a French plural with `many`, a state that is not
`translated`), then:

1. validates both files against the TMX 1.4b DTD (tmx14.dtd, beside this script) with lxml;
2. reads them with translate-toolkit's TMX reader (translate.storage.tmx), once per language
   pair, and checks that every translated pair of the catalogs, computed here from their JSON,
   comes back exactly, and nothing else.

    python3 Tests/TMX/check_tmx.py [--binary .build/debug/alert-render]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from lxml import etree
from translate.storage import tmx

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tools"))
from alert_render_binary import ROOT, find_binary  # noqa: E402

HERE = Path(__file__).resolve().parent
SEPARATOR = "|==|"
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]

AWKWARD = {
    "sourceLanguage": "en-US",
    "version": "1.0",
    "strings": {
        "tmx.markup": {"comment": "A <note> & \"quotes\"", "localizations": {
            "en-US": {"stringUnit": {"state": "translated", "value": "Fish & <chips> \"now\""}},
            "fr": {"stringUnit": {"state": "translated", "value": "Poisson & <frites> « là »"}},
        }},
        "tmx.spaces": {"localizations": {
            "en-US": {"stringUnit": {"state": "translated", "value": "  two  spaces\tand tab "}},
            "fr": {"stringUnit": {"state": "translated", "value": " deux\nlignes\r\net CR  "}},
        }},
        "tmx.plural": {"localizations": {
            "en-US": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
            "fr": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld fichier"}},
                "many": {"stringUnit": {"state": "translated", "value": "%lld de fichiers"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld fichiers"}}}}},
        }},
        "tmx.review": {"localizations": {
            "en-US": {"stringUnit": {"state": "translated", "value": "Not yet"}},
            "fr": {"stringUnit": {"state": "needs_review", "value": "Pas encore"}},
        }},
    },
}


def fail(message):
    print(f"tmx: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def slots(localization):
    """(suffix, path) of every text of a catalog localization."""
    found = []

    def plural(variations, suffix, path):
        for category in CATEGORIES:
            if category in (variations or {}).get("plural", {}):
                found.append((suffix + "plural." + category,
                              path + ["variations", "plural", category, "stringUnit"]))

    if "stringUnit" in localization:
        found.append(("", ["stringUnit"]))
    for name, substitution in sorted(localization.get("substitutions", {}).items()):
        plural(substitution.get("variations"), f"substitutions.{name}.", ["substitutions", name])
    plural(localization.get("variations"), "", [])
    for device, value in sorted(localization.get("variations", {}).get("device", {}).items()):
        path = ["variations", "device", device]
        if "stringUnit" in value:
            found.append((f"device.{device}", path + ["stringUnit"]))
        plural(value.get("variations"), f"device.{device}.", path)
    return found


def at(value, path):
    for part in path:
        if not isinstance(value, dict) or part not in value:
            return None
        value = value[part]
    return value


def expected_pairs(directories):
    """{language: {tuid: (source text, translation)}} from the catalogs' JSON."""
    pairs = {}
    for directory in directories:
        for catalog in sorted(directory.glob("*.xcstrings")):
            data = json.loads(catalog.read_text(encoding="utf-8"))
            source = data["sourceLanguage"]
            original = f"{directory.name}/{catalog.name}"
            for key, entry in data["strings"].items():
                if entry.get("shouldTranslate") is False:
                    continue
                localizations = entry.get("localizations", {})
                for language, localization in localizations.items():
                    if language == source:
                        continue
                    for suffix, path in slots(localization):
                        unit = at(localization, path)
                        if unit.get("state", "translated") != "translated" or not unit.get("value"):
                            continue
                        text = key
                        other = [path[:-2] + ["other", "stringUnit"]] if "plural" in path else []
                        for candidate in [path] + other + [["stringUnit"]]:
                            found = at(localizations.get(source, {}), candidate + ["value"])
                            if found is not None:
                                text = found
                                break
                        tuid = f"{original}#{key}" + (SEPARATOR + suffix if suffix else "")
                        pairs.setdefault(language, {})[tuid] = (text, unit["value"])
    return pairs


def read_pairs(path, source, language):
    """{tuid: (source, target)} of the units translate-toolkit reads for a language pair."""
    with open(path, "rb") as handle:
        store = tmx.tmxfile(handle, sourcelanguage=source, targetlanguage=language)
    found = {}
    for unit in store.units:
        if unit.target is not None and unit.getid():
            found[unit.getid()] = (unit.source, unit.target)
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary")
    binary = find_binary(parser.parse_args().binary)
    dtd = etree.DTD(str(HERE / "tmx14.dtd"))
    with tempfile.TemporaryDirectory(prefix="alert-render-tmx-") as scratch:
        scratch = Path(scratch)
        dropin = scratch / "Awkward"
        dropin.mkdir()
        (dropin / "Awkward.xcstrings").write_text(json.dumps(AWKWARD, ensure_ascii=False))
        directories = [ROOT / "Localizations", dropin]
        expected = expected_pairs(directories)
        if set(expected) != {"en-GB", "es-419", "fr"} or len(expected["es-419"]) < 100:
            fail(f"the catalogs' pairs look wrong: {sorted(expected)}")
        for language in [None, "es-419"]:
            arguments = [str(binary), "localizations", "export", "--format", "tmx",
                         "--output", str(scratch / "out"), "--localizations", str(dropin)]
            if language:
                arguments += ["--language", language]
            result = subprocess.run(arguments, capture_output=True, text=True, cwd=ROOT)
            if result.returncode != 0:
                fail(f"export exited {result.returncode}: {result.stderr}")
            name = f"translations-{language}.tmx" if language else "translations.tmx"
            path = scratch / "out" / name
            document = etree.parse(str(path))
            if not dtd.validate(document):
                fail(f"{name} is not valid TMX 1.4b: {dtd.error_log.filter_from_errors()}")
            for target in [language] if language else sorted(expected):
                found = read_pairs(path, "en-US", target)
                if found != expected[target]:
                    missing = sorted(set(expected[target]) - set(found))[:5]
                    extra = sorted(set(found) - set(expected[target]))[:5]
                    wrong = [t for t in expected[target]
                             if t in found and found[t] != expected[target][t]][:5]
                    fail(f"{name} en-US→{target}: missing {missing}, extra {extra}, "
                         f"different {[(t, found[t], expected[target][t]) for t in wrong]}")
                print(f"tmx: {name}: valid TMX 1.4b; translate-toolkit reads en-US→{target}: "
                      f"{len(found)} pairs, each as the catalogs have it")
        print("tmx: OK")


if __name__ == "__main__":
    os.environ.pop("LANG", None)
    main()
