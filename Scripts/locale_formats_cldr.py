"""CLDR's formats as Babel ships them, in the shapes alert-render's Swift data uses.

Part of Scripts/generate-locale-formats (see its usage); imported, never run.
"""

import json
from pathlib import Path

import babel
from babel import localedata
from babel.core import get_global

ROOT = Path(__file__).resolve().parents[1]
GROUPING_IN = ROOT / "Scripts/cldr-minimum-grouping-digits.txt"
FIELDS = [
    "numericDate", "spokenDate", "months", "listTwo", "listStart", "listMiddle", "listEnd",
    "groupSeparator", "groupingSize", "secondaryGroupingSize", "minimumGroupingDigits",
]
MONTH_SEPARATOR = "|"


def fail(message):
    raise SystemExit(f"generate-locale-formats: error: {message}")


def bcp47(identifier):
    return "und" if identifier == "root" else identifier.replace("_", "-")


def babel_parent(identifier):
    """The CLDR parent as Babel's loader finds it (localedata.load)."""
    if identifier == "root":
        return None
    parent = get_global("parent_exceptions").get(identifier)
    if parent:
        return parent
    if localedata._is_non_likely_script(identifier):
        return "root"
    parts = identifier.split("_")
    return "root" if len(parts) == 1 else "_".join(parts[:-1])


def truncated(identifier):
    parts = identifier.split("_")
    return "root" if len(parts) == 1 else "_".join(parts[:-1])


def pattern_tokens(pattern):
    """CLDR date pattern as (is_field, text) runs: fields are runs of one ASCII letter."""
    tokens, i = [], 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "'":
            j = i + 1
            while j < len(pattern):
                if pattern[j] == "'":
                    if j + 1 < len(pattern) and pattern[j + 1] == "'":
                        j += 2
                        continue
                    break
                j += 1
            tokens.append((False, pattern[i : j + 1]))
            i = j + 1
        elif ch.isascii() and ch.isalpha():
            j = i
            while j < len(pattern) and pattern[j] == ch:
                j += 1
            tokens.append((True, pattern[i:j]))
            i = j
        else:
            tokens.append((False, ch))
            i += 1
    return tokens


def quoted(text):
    return "'" + text.replace("'", "''") + "'"


def our_pattern(pattern, data, where, widen_year):
    """`pattern` in the letters DatePattern formats: y, M, d and quoted text.

    The era (G, as in Thai's `d MMMM G y`) becomes the quoted name of the common era, since a
    leak date is never before it; `yy` becomes `y` in numeric dates.
    """
    out = []
    for is_field, text in pattern_tokens(pattern):
        if not is_field:
            out.append(text)
            continue
        letter = text[0]
        if letter == "G":
            width = "narrow" if len(text) == 5 else "wide" if len(text) == 4 else "abbreviated"
            out.append(quoted(data["eras"][width][1]))
        elif letter == "L":
            if len(text) > 2:
                fail(f"{where}: '{pattern}' uses stand-alone month names ({text})")
            out.append("M" * len(text))
        elif letter in "yMd":
            out.append("y" if letter == "y" and widen_year and len(text) == 2 else text)
        else:
            fail(f"{where}: '{pattern}' uses '{letter}', which DatePattern does not format")
    return "".join(out)


def list_template(pattern, where):
    if pattern.count("{0}") != 1 or pattern.count("{1}") != 1 or pattern.index("{0}") > pattern.index("{1}"):
        fail(f"{where}: the list pattern '{pattern}' is not '{{0}} … {{1}}'")
    return pattern.replace("%", "%%").replace("{0}", "%1$@").replace("{1}", "%2$@")


def read_minimum_grouping():
    values = {}
    for number, line in enumerate(GROUPING_IN.read_text(encoding="utf-8").splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        if line.startswith("cldr "):
            values["cldr"] = line.split()[1]
            continue
        locale, value = line.split()
        values[locale] = int(value)
    return values


def write_minimum_grouping(source, version):
    """Writes every locale's minimumGroupingDigits from cldr-json where its parent's differs."""
    main = None
    for candidate in (source / "cldr-numbers-full", source / "cldr-json" / "cldr-numbers-full"):
        if (candidate / "main").is_dir():
            main = candidate / "main"
    if main is None:
        fail(f"{source}: no cldr-numbers-full/main; expected a cldr-json checkout or release")
    package = json.loads((main.parent / "package.json").read_text(encoding="utf-8"))
    if package["version"].split(".")[0] != version:
        fail(f"{source} is CLDR {package['version']}, but Babel {babel.__version__} ships CLDR {version}")
    resolved = {}
    for folder in sorted(main.iterdir()):
        numbers = json.loads((folder / "numbers.json").read_text(encoding="utf-8"))
        value = next(iter(numbers["main"].values()))["numbers"]["minimumGroupingDigits"]
        resolved[folder.name.replace("-", "_")] = int(value)

    def value(identifier):
        while identifier not in resolved and identifier != "root":
            identifier = babel_parent(identifier)
        return resolved.get(identifier, 1)

    lines = [
        f"# CLDR's minimumGroupingDigits (numbers.json), which Babel does not ship: each locale whose",
        "# value differs from its CLDR parent's; every other locale takes its parent's, the root 1.",
        "# Written by Scripts/generate-locale-formats --minimum-grouping-digits-from CLDR_JSON_DIR.",
        f"cldr {version}",
    ]
    for identifier in sorted(resolved):
        parent = babel_parent(identifier) if identifier != "root" else None
        if parent is not None and value(identifier) != value(parent):
            lines.append(f"{bcp47(identifier)} {resolved[identifier]}")
    GROUPING_IN.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"CLDR {version}: minimum grouping digits → {GROUPING_IN.relative_to(ROOT)}")


def record(identifier, grouping):
    """The formats of one locale, resolved (Babel merges its parents' data)."""
    data = localedata.load(identifier)
    where = bcp47(identifier)
    short = data["date_formats"]["short"].pattern
    long = data["date_formats"]["long"].pattern
    months = [data["months"]["format"]["wide"][m] for m in range(1, 13)]
    if any(MONTH_SEPARATOR in m or not m for m in months):
        fail(f"{where}: a month name is empty or holds '{MONTH_SEPARATOR}'")
    lists = data["list_patterns"]["standard"]
    symbols = data["number_symbols"]["latn"]
    primary, secondary = data["decimal_formats"][None].grouping
    # A grouping size beyond any Int64 count's digits means "never group" (en-US-POSIX).
    primary, secondary = min(primary, 19), min(secondary, 19)
    chain = identifier
    while bcp47(chain) not in grouping and chain != "root":
        chain = babel_parent(chain)
    minimum = grouping.get(bcp47(chain), 1)
    return {
        "numericDate": our_pattern(short, data, f"{where} short date", widen_year=True),
        "spokenDate": our_pattern(long, data, f"{where} long date", widen_year=False),
        "months": MONTH_SEPARATOR.join(months),
        "listTwo": list_template(lists["2"], f"{where} list 2"),
        "listStart": list_template(lists["start"], f"{where} list start"),
        "listMiddle": list_template(lists["middle"], f"{where} list middle"),
        "listEnd": list_template(lists["end"], f"{where} list end"),
        "groupSeparator": symbols["group"],
        "groupingSize": primary,
        "secondaryGroupingSize": secondary,
        "minimumGroupingDigits": minimum,
    }
