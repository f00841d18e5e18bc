#!/usr/bin/env python3
"""A second client of the layout document, written from docs/layout.md and docs/conformance.md
alone: it reads every fixture of the conformance kit and writes the RESULTS JSON a client
reports (what it would draw and announce, and what each tap would report and do).

    python3 Tests/ConformanceClient/client.py [--kit DIR] [--output FILE] [--plant MISTAKE]

It shares no code with the Swift reference: `alert-render conformance check RESULTS` compares
what it reports with the kit's expectations. Python standard library only.
"""

import argparse
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLIENT_MAJOR = 1
STYLES = {"primary", "secondary", "link"}
ROLES = {"cancel", "default", "destructive"}
KINDS = {"show-dialog", "call-helpline", "schedule-reminder", "resolve-alert", "dismiss",
         "open-url"}
ACTION_DATA = ("url", "display", "delay", "localTime", "operation")
BLOCKS = {"banner", "details", "section", "separator"}
# A client bug to plant on purpose (--plant), so that test_client.py can show the checker
# catches it: labelled icons hidden as decorative ones, dialog buttons reporting the event of
# the button that opened the dialog, Esc ignored in every dialog.
PLANTS = ("icon-labels", "dialog-events", "escape")
plant = None


def language(owner, field):
    """The `lang` annotation of `owner[field]`, or None."""
    annotation = (owner.get("annotations") or {}).get(field) or {}
    return annotation.get("lang")


def element(label, traits=(), lang=None, **extra):
    entry = {"label": label, "traits": sorted(traits)}
    if lang:
        entry["language"] = lang
    entry.update({key: value for key, value in extra.items() if value is not None})
    return entry


def icon_elements(icon):
    """A labelled icon is an image; a decorative one is hidden."""
    if not icon or icon.get("decorative") or not icon.get("accessibilityLabel") \
            or plant == "icon-labels":
        return []
    return [element(icon["accessibilityLabel"], ["image"],
                    language(icon, "accessibilityLabel"))]


def spoken_date(date):
    """The line a screen reader speaks for a date: `spokenText` (1.1), else `text` with
    `display` replaced by `spoken`, else `spoken` alone (1.0)."""
    if date.get("spokenText"):
        return date["spokenText"], language(date, "spokenText") or language(date, "text")
    text, display = date.get("text", ""), date.get("display", "")
    if display and display in text:
        return text.replace(display, date.get("spoken", ""), 1), language(date, "text")
    return date.get("spoken", ""), language(date, "text")


def detail_elements(item):
    found = icon_elements(item.get("icon"))
    if item.get("value") is not None:
        if item.get("spokenValue"):
            found.append(element(item["spokenValue"], (), language(item, "spokenValue")))
        else:
            found.append(element(item["value"], (), language(item, "value")))
    elif item.get("valueMissingText") is not None:
        found.append(element(item["valueMissingText"], (), language(item, "valueMissingText")))
    for field in item.get("fields") or []:
        spoken = field.get("spokenValue")
        value_lang = language(field, "spokenValue" if spoken else "value")
        found.append(element(field["label"], (), language(field, "label"),
                             value=spoken or field["value"], valueLanguage=value_lang))
    if item.get("origin"):
        found.append(element(item["origin"]["text"], (), language(item["origin"], "text")))
    if item.get("date"):
        text, lang = spoken_date(item["date"])
        found.append(element(text, (), lang))
    return found


def resolves(document, action_id):
    """Whether the action exists and, for a show-dialog, its dialog too: a screen button whose
    action does not resolve is not drawn; a dialog button's only closes its dialog."""
    action = document.get("actions", {}).get(action_id)
    if action is None:
        return False
    return action.get("kind") != "show-dialog" or action.get("dialog") in document.get("dialogs", {})


def button_element(button):
    return element(button["title"], ["button"], language(button, "title"),
                   hint=button.get("accessibilityHint"), button=button["id"])


def screen_elements(document):
    found = [element(document["navigation"]["title"], ["heading"],
                     language(document["navigation"], "title"), level=1)]
    buttons = []
    for block in document.get("body", []):
        kind = block.get("type")
        if kind == "banner":
            found += icon_elements(block.get("icon"))
            found.append(element(block["title"], (), language(block, "title")))
            found.append(element(block["subtitle"], (), language(block, "subtitle")))
        elif kind == "details":
            for item in block["items"]:
                found += detail_elements(item)
        elif kind == "section":
            heading = block["heading"]
            found.append(element(heading["text"], ["heading"], language(heading, "text"),
                                 level=heading["level"]))
            for item in block["items"]:
                found += icon_elements(item.get("icon"))
                found.append(element(item["text"], (), language(item, "text")))
            if block.get("button") and resolves(document, block["button"]["action"]):
                buttons.append(block["button"])
                found.append(button_element(block["button"]))
    for button in document.get("footer", {}).get("buttons", []):
        if not resolves(document, button["action"]):
            continue
        buttons.append(button)
        found.append(button_element(button))
    return found, buttons


def dialog_elements(dialog):
    found = [element(dialog["title"], ["heading"], language(dialog, "title")),
             element(dialog["message"], (), language(dialog, "message"))]
    for button in dialog["buttons"]:
        found.append(element(button["title"], ["button"], language(button, "title")))
    return found


def report(analytics):
    """The event a client reports: the name, and every other member as a parameter."""
    return {"event": analytics["event"],
            "parameters": {key: value for key, value in analytics.items() if key != "event"}}


def run(document, action_id, in_dialog):
    """What running the action named `action_id` reports, does and leaves showing. A dialog
    button's dialog is already closed; a missing action reports nothing and does nothing."""
    if not resolves(document, action_id):
        return {"reports": [], "then": "screen"}
    action = document["actions"][action_id]
    kind = action.get("kind") if action.get("kind") in KINDS else "dismiss"
    if kind == "open-url" and not str(action.get("url", "")).startswith(("https:", "alert-app:")):
        kind = "dismiss"
    runs = {"kind": kind}
    runs.update({key: action[key] for key in ACTION_DATA if key in action and kind != "dismiss"})
    then = "screen"
    if kind == "show-dialog":
        runs = {"kind": kind, "dialog": action["dialog"]}
        then = action["dialog"]
    elif kind == "dismiss" and not in_dialog:
        then = "closed"
    return {"reports": [report(action["analytics"])], "then": then, "runs": runs}


def taps(document, buttons):
    """Every tap on the screen, then in each dialog reached (in the order first reached): each
    button, then Esc / back / the scrim."""
    found, queue = [], []
    for button in buttons:
        style = button["style"] if button["style"] in STYLES else "link"
        tap = {"from": "screen", "button": button["id"], "style": style}
        tap.update(run(document, button["action"], False))
        found.append(tap)
        if tap["then"] not in ("screen", "closed") and tap["then"] not in queue:
            queue.append(tap["then"])
    index = 0
    while index < len(queue):
        dialog_id = queue[index]
        index += 1
        dialog = document["dialogs"][dialog_id]
        roles = [b["role"] if b["role"] in ROLES else "default" for b in dialog["buttons"]]
        for number, button in enumerate(dialog["buttons"]):
            tap = {"from": dialog_id, "button": number, "role": roles[number]}
            tap.update(run(document, button["action"], True))
            if plant == "dialog-events":
                tap["reports"] = found[0]["reports"]
            found.append(tap)
            if tap["then"] not in ("screen", "closed") and tap["then"] not in queue:
                queue.append(tap["then"])
        escape = {"from": dialog_id, "button": "escape"}
        if "cancel" in roles and plant != "escape":
            escape.update(run(document, dialog["buttons"][roles.index("cancel")]["action"],
                              True))
        else:
            escape.update({"reports": [], "then": dialog_id})
        found.append(escape)
    return found, queue


def fixture_results(document):
    version = str(document.get("schemaVersion", ""))
    if version.split(".")[0] != str(CLIENT_MAJOR):
        return {"outcome": "refuse"}
    body = [block for block in document.get("body", []) if block.get("type") in BLOCKS]
    document = dict(document, body=body)
    reading, buttons = screen_elements(document)
    tapped, opened = taps(document, buttons)
    return {
        "outcome": "draw",
        "direction": document.get("direction", "ltr"),
        "blocks": [block["type"] for block in body],
        "details": sum(len(b["items"]) for b in body if b["type"] == "details"),
        "view": [report(document["analytics"])],
        "readingOrder": reading,
        "dialogs": {d: dialog_elements(document["dialogs"][d]) for d in opened},
        "taps": tapped,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kit", type=pathlib.Path, default=ROOT / "Tests" / "Conformance")
    parser.add_argument("--output", type=pathlib.Path)
    parser.add_argument("--plant", choices=PLANTS, help="a mistake to make on purpose")
    options = parser.parse_args()
    global plant
    plant = options.plant
    manifest = json.loads((options.kit / "expected.json").read_text(encoding="utf-8"))
    results = {"kit": manifest["kit"], "client": {"name": "python-reference-client",
                                                  "version": "1.0"}, "fixtures": {}}
    for name in sorted(manifest["documents"]):
        document = json.loads((options.kit / name).read_text(encoding="utf-8"))
        results["fixtures"][name] = fixture_results(document)
    text = json.dumps(results, ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    if options.output:
        options.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
