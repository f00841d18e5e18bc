"""Round trip through an independent XLIFF implementation: Python's translate-toolkit.

Exports French with our binary, reads every unit with translate.storage.xliff, checks that no
`format.*` unit is there (CLDR gives French its dates, lists and numbers), fills every target
as a vendor would (a recognisable French-ish text keeping every placeholder), writes the file
back with translate-toolkit, imports it into a temporary copy of Localizations/, and checks
that `--locale fr` renders the imported texts, plural titles for one and for two events and
CLDR's French month names included. Texts with links (`[words](link:id)`, exported as
<bpt>/<ept> inline codes) are filled as a CAT tool fills them, through translate-toolkit's rich
text with the codes kept; they must come back as link markup, render as their words and pass
lint's link checks. Also checks that importing our own unchanged export
changes no byte, and that a Japanese export has no `one` units (Japanese has one form).

    python3 Tests/XLIFF/roundtrip.py [--binary .build/debug/alert-render]
"""
import argparse
import copy
import filecmp
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tools"))
from alert_render_binary import ROOT, find_binary  # noqa: E402

from translate.storage import xliff  # noqa: E402
from translate.storage.placeables import StringElem  # noqa: E402

PLACEHOLDER = re.compile(r"%(?:\d+\$)?(?:lld|ld|lu|llu|d|i|u|@|#@\w+@|%)")


def fail(message):
    print(f"roundtrip: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def run(binary, *arguments, home=None, check=True):
    env = dict(os.environ)
    env.pop("LANG", None)
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    if home:
        env["ALERT_RENDER_HOME"] = str(home)
    result = subprocess.run(
        [str(binary), *arguments], capture_output=True, text=True, env=env, cwd=ROOT
    )
    if check and result.returncode != 0:
        fail(f"{' '.join(arguments)} exited {result.returncode}: {result.stderr}")
    return result


def frenchify(unit_id, source):
    """The vendor's 'translation': « source »."""
    if unit_id.startswith("format."):
        fail(f"the French export holds the format unit {unit_id}; CLDR gives French its own")
    return f"« {source} »"


def unit_ids(path):
    """The ids of the units translate-toolkit reads in the XLIFF at `path`."""
    with open(path, "rb") as handle:
        store = xliff.xlifffile.parsefile(handle)
    return [unit.getid().split(xliff.ID_SEPARATOR)[-1] for unit in store.units
            if not unit.isheader()]


def fill_french(binary, scratch, home):
    """French exported, read and filled by translate-toolkit, written back and imported; the
    target written for each unit id."""
    run(binary, "localizations", "export", "--language", "fr", "--output",
        str(scratch / "out"), home=home)
    path = scratch / "out" / "fr.xcloc" / "Localized Contents" / "fr.xliff"
    with open(path, "rb") as handle:
        store = xliff.xlifffile.parsefile(handle)
    units = [unit for unit in store.units if not unit.isheader()]
    if len(units) < 100:
        fail(f"translate-toolkit read only {len(units)} units")
    expected = {}
    for unit in units:
        unit_id = unit.getid().split(xliff.ID_SEPARATOR)[-1]
        source = unit.source
        if not source:
            fail(f"translate-toolkit read no source for {unit_id}")
        target = frenchify(unit_id, source)
        if sorted(PLACEHOLDER.findall(target)) != sorted(PLACEHOLDER.findall(source)):
            fail(f"the filled target of {unit_id} lost a placeholder")
        if "](link:" in source:
            # A CAT tool translates the words around the protected codes and keeps them.
            rich = copy.deepcopy(unit.rich_source)
            rich[0].sub = [StringElem("« ")] + rich[0].sub + [StringElem(" »")]
            unit.rich_target = rich
            if unit.target != target:
                fail(f"translate-toolkit's rich target of {unit_id} reads {unit.target!r}")
        else:
            unit.target = target
        expected[unit_id] = target
    with open(path, "wb") as handle:
        store.serialize(handle)
    result = run(binary, "localizations", "import", str(scratch / "out" / "fr.xcloc"),
                 home=home)
    summary = result.stderr.strip().splitlines()[-1]
    if f"import: {len(units)} updated" not in summary or "0 warnings" not in summary:
        fail(f"not every unit was imported: {result.stderr}")
    print(f"roundtrip: translate-toolkit read and filled {len(units)} units; {summary}")
    return expected


def check_french_renders(binary, scratch, home, expected):
    """The imported texts render with --locale fr, plural titles for 1 and 2 events."""
    single = json.loads((ROOT / "Examples" / "socialmedia-alert.json").read_text())
    double = dict(single, events=single["events"] * 2)
    (scratch / "one.json").write_text(json.dumps(single))
    (scratch / "two.json").write_text(json.dumps(double))
    checks = [
        ("one.json", "navigation", expected["socialmedia.title|==|plural.one"]),
        ("two.json", "navigation",
         expected["socialmedia.title|==|plural.other"].replace("%lld", "2")),
    ]
    for name, field, text in checks:
        document = json.loads(
            run(binary, "--locale", "fr", str(scratch / name), home=home).stdout)
        if document["locale"] != "fr":
            fail(f"--locale fr rendered in {document['locale']}")
        if document[field]["title"] != text:
            fail(f"{name}: the title is {document[field]['title']!r}, expected {text!r}")
    email = run(binary, "--locale", "fr", "Examples/email-alert.json", home=home).stdout
    for unit_id in ("button.contactUs", "button.markResolved", "button.remindLater"):
        if json.dumps(expected[unit_id], ensure_ascii=False) not in email:
            fail(f"the email alert in fr lacks the imported {unit_id}: {expected[unit_id]}")
    if "septembre" not in email:  # the leak date 2016-09-06, spoken
        fail("the email alert in fr lacks CLDR's French month name")
    print("roundtrip: --locale fr renders the imported texts (plural titles for 1 and 2)")
    check_french_links(binary, home, expected)


def check_french_links(binary, home, expected):
    """The linked steps came back with their link markup and render as their words."""
    linked = {unit_id: text for unit_id, text in expected.items() if "](link:" in text}
    if len(linked) < 4:
        fail(f"only {len(linked)} exported units hold a link: {sorted(linked)}")
    catalog = json.loads((home / "Localizations" / "CyberAgent.xcstrings").read_text())
    for unit_id, text in linked.items():
        value = catalog["strings"][unit_id]["localizations"]["fr"]["stringUnit"]["value"]
        if value != text:
            fail(f"{unit_id} came back as {value!r}, expected {text!r}")
    ssn = run(binary, "--locale", "fr", "Examples/ssn-alert.json", home=home).stdout
    words = re.sub(r"\[([^\]]*)\]\(link:[a-z0-9-]+\)", r"\1", linked["step.irsIdentityPin"])
    if "](link:" in ssn or json.dumps(words, ensure_ascii=False) not in ssn:
        fail(f"the ssn alert in fr does not show {words!r} without its link markup")
    print(f"roundtrip: {len(linked)} linked texts kept their links through translate-toolkit")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary")
    binary = find_binary(parser.parse_args().binary)

    with tempfile.TemporaryDirectory(prefix="alert-render-xliff-") as scratch:
        scratch = Path(scratch)
        home = scratch / "home"
        shutil.copytree(ROOT / "Rules", home / "Rules")
        shutil.copytree(ROOT / "Localizations", home / "Localizations")

        # 1. An unchanged round trip (es-419, every unit translated) changes no byte.
        run(binary, "localizations", "export", "--language", "es-419", "--output",
            str(scratch / "out"), home=home)
        run(binary, "localizations", "import", str(scratch / "out" / "es-419.xcloc"), home=home)
        for catalog in (ROOT / "Localizations").glob("*.xcstrings"):
            if not filecmp.cmp(catalog, home / "Localizations" / catalog.name, shallow=False):
                fail(f"an unchanged es-419 round trip changed {catalog.name}")
        print("roundtrip: unchanged es-419 export and import: no byte changed")

        # 2. French: exported, read and filled by translate-toolkit, written back, imported.
        expected = fill_french(binary, scratch, home)

        # 3. The imported texts render with --locale fr, plural titles for 1 and 2 events.
        check_french_renders(binary, scratch, home, expected)

        # 4. Japanese has one plural form: its export has no `one` unit.
        run(binary, "localizations", "export", "--language", "ja", "--output",
            str(scratch / "out"), home=home)
        ids = unit_ids(scratch / "out" / "ja.xcloc" / "Localized Contents" / "ja.xliff")
        plural = [unit_id for unit_id in ids if "plural." in unit_id]
        if not plural or any(not unit_id.endswith("plural.other") for unit_id in plural):
            fail(f"the Japanese export has plural units other than 'other': {plural}")
        print(f"roundtrip: the ja export has {len(plural)} plural units, each 'other'")

        # 5. lint accepts the imported catalogs.
        lint = run(binary, "lint", home=home, check=False)
        if lint.returncode != 0:
            fail(f"lint rejects the imported catalogs: {lint.stdout}{lint.stderr}")
        print("roundtrip: OK")


if __name__ == "__main__":
    main()
