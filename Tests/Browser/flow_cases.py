"""The flows of docs/layout.md ("Flows") in the HTML reference client: every row of the table.

Part of Tests/Browser/run_browser_tests.py; imported, never run. The pages are the en-US
example as rendered, the same document edited to hold an unknown kind, loops between dialogs
and references to missing actions and dialogs, and one holding every kind's data (1.2: a
tel: number, a reminder's delay, an operation, https and alert-app: links), both drawn with
`alert-render draw`.
Each check looks at what the page reported (`window.alertRenderEvents`), what it asked its
host for (`alert-render-request` events) and which dialogs are open, before and after.
"""

import copy
import subprocess
import traceback

from browser_support import EXAMPLE, ROOT, set_size
from flow_data_cases import check_action_data
from flow_link_cases import check_text_links
from flow_support import Page, draw, render_document, requests

def edited(document):
    """The example with every flow in it: a dismiss outside any dialog, an unknown kind (a
    newer minor version's), a dialog opening another and itself, and references to a missing
    action and a missing dialog."""
    document = copy.deepcopy(document)
    document["schemaVersion"] = "1.9"
    alert_id = document["alert"]["id"]

    def action(kind, event, **extra):
        return {"kind": kind, "analytics": {"event": event, "alertId": alert_id}, **extra}

    document["actions"].update({
        "close-screen": action("dismiss", "alert_closed"),
        "teleport": action("teleport", "alert_teleported"),
        "open-chain": action("show-dialog", "alert_chain_opened", dialog="chain"),
        "open-ghost": action("show-dialog", "alert_ghost_opened", dialog="ghost"),
        "call-now": action("call-helpline", "alert_helpline_called"),
        "resolve-now": action("resolve-alert", "alert_resolved"),
    })
    document["dialogs"]["chain"] = {
        "title": "Chain", "message": "Opens the next dialog, or itself again.",
        "buttons": [
            {"title": "Again", "role": "default", "action": "open-chain"},
            {"title": "Resolve", "role": "default", "action": "open-resolve"},
            {"title": "Gone", "role": "default", "action": "gone"},
        ]}

    def button(id, action):
        return {"id": id, "title": id, "style": "secondary", "action": action}

    document["footer"]["buttons"] = [
        button("close", "close-screen"), button("teleport", "teleport"),
        button("chain", "open-chain"), button("nowhere", "nowhere"), button("ghost", "open-ghost"),
        button("call", "call-now"), button("resolve", "resolve-now")]
    return document


def check_view(results, case, page):
    """The view is reported once per presentation: not again on dialog close, re-layout,
    a return to the page, or a restore from the back-forward cache."""
    page.tap("button-mark-resolved")
    page.tap_dialog_button("resolve", "Cancel")
    set_size(page.driver, 1024, 1366)
    page.driver.execute_script(
        "document.dispatchEvent(new Event('visibilitychange'));"
        "window.dispatchEvent(new Event('focus'));"
        "window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: true}));")
    set_size(page.driver, 414, 736)
    events = page.snapshot()["events"]
    results.check(case, "the view is reported once, first", events.count("alert_viewed") == 1
                  and events[0] == "alert_viewed", str(events))
    page.since()


def expected_request(binary, action):
    """The request the example's action `action` (kind and id alike) makes: its data, where
    the rendered document has it."""
    data = render_document(binary)["actions"][action]
    request = {"request": action, "action": action, "alertId": "1000001:7"}
    request.update({key: data[key] for key in ["url", "display", "delay", "localTime",
                                               "operation"] if key in data})
    return request


def check_example(driver, results, artifacts, binary):
    """The flows the shipped example holds: buttons, dialog buttons, Esc and the scrim."""
    case = "flows-example"
    path = artifacts / f"{case}.html"
    path.write_text(subprocess.run(
        [str(binary), "--format", "html", "--locale", "en-US", str(EXAMPLE)],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout, encoding="utf-8")
    page = Page(driver, path)
    check_view(results, case, page)

    page.tap("button-mark-resolved")
    delta = page.since()
    results.check(case, "a button reports its action's event before acting (show-dialog)",
                  delta["events"] == ["alert_resolve_tapped"] and delta["log"] == [
                      {"what": "show dialog-resolve", "reported": "alert_resolve_tapped",
                       "open": []}] and delta["open"] == ["dialog-resolve"], str(delta))
    page.tap_dialog_button("resolve", "Yes")
    delta = page.since()
    results.check(case, "a dialog button closes its dialog, then reports, then acts "
                  "(resolve-alert: the host is asked with the alert's id)",
                  delta["events"] == ["alert_resolved"]
                  and requests(delta) == [expected_request(binary, "resolve-alert")]
                  and delta["log"][0]["reported"] == "alert_resolved"
                  and delta["log"][0]["open"] == [] and delta["open"] == [], str(delta))

    page.tap("button-mark-resolved")
    page.since()
    page.escape()
    delta = page.since()
    results.check(case, "Esc acts as the dialog's cancel button (dismiss in a dialog: nothing "
                  "more)", delta["events"] == ["alert_dialog_dismissed"] and delta["log"] == []
                  and delta["open"] == [], str(delta))
    page.escape()
    delta = page.since()
    results.check(case, "Esc with no dialog open does nothing",
                  delta == {"events": [], "log": [], "open": []}, str(delta))

    page.tap("button-mark-resolved")
    page.since()
    page.tap_scrim()
    delta = page.since()
    results.check(case, "a tap on the scrim acts as the dialog's cancel button",
                  delta["events"] == ["alert_dialog_dismissed"] and delta["log"] == []
                  and delta["open"] == [], str(delta))

    page.tap("button-remind-later")
    page.since()
    page.escape()
    page.tap_scrim()
    page.escape()
    delta = page.since()
    results.check(case, "a dialog without a cancel button ignores Esc and the scrim",
                  delta == {"events": [], "log": [], "open": ["dialog-reminder"]}, str(delta))
    page.tap_dialog_button("reminder", "OK")
    delta = page.since()
    results.check(case, "schedule-reminder is reported, then handed to the host",
                  delta["events"] == ["alert_reminder_scheduled"]
                  and requests(delta) == [expected_request(binary, "schedule-reminder")]
                  and delta["open"] == [], str(delta))

    page.tap("button-contact-us")
    page.tap_dialog_button("contact", "Call")
    delta = page.since()
    helpline = render_document(binary)["actions"]["call-helpline"]
    links = [e for e in delta["log"] if e["what"] == "link"]
    expected = {"request": "call-helpline", "action": "call-helpline", "alertId": "1000001:7"}
    expected.update({key: helpline[key] for key in ["url", "display"] if key in helpline})
    results.check(case, "call-helpline is reported, follows its tel: URL if it has one, and is "
                  "handed to the host",
                  delta["events"] == ["alert_contact_opened", "alert_helpline_called"]
                  and requests(delta) == [expected]
                  and links == ([{"what": "link", "href": helpline["url"], "target": "",
                                  "rel": ""}] if "url" in helpline else []), str(delta))


def check_edited(driver, results, artifacts, binary):
    """Dismiss outside a dialog, unknown kinds, dialogs opening dialogs, missing references."""
    case = "flows-edited"
    path = artifacts / f"{case}.html"
    run = draw(binary, edited(render_document(binary)), path)
    notes = [line.split(": warning: ", 1)[1] for line in run.stderr.splitlines()
             if ": warning: " in line]
    expected_notes = [
        "footer.buttons[3].action: 'nowhere' names no action in 'actions'; the button is not "
        "drawn.",
        "dialogs.chain.buttons[2].action: 'gone' names no action in 'actions'; the button only "
        "closes the dialog.",
        "actions.open-ghost.dialog: 'ghost' names no dialog in 'dialogs'; a button running this "
        "action is not drawn, and in a dialog it only closes the dialog.",
    ]
    results.check(case, "draw notes each missing action and dialog",
                  run.returncode == 0 and all(n in notes for n in expected_notes)
                  and any("teleport" in n for n in notes), run.stderr)
    page = Page(driver, path)
    drawn = driver.execute_script(
        "return Array.from(document.querySelectorAll('.footer button')).map(b => b.id);")
    results.check(case, "a button naming a missing action or dialog is not drawn",
                  drawn == ["button-close", "button-teleport", "button-chain", "button-call",
                            "button-resolve"], str(drawn))

    page.tap("button-close")
    delta = page.since()
    results.check(case, "dismiss outside a dialog reports, then asks the host to close the screen",
                  delta["events"] == ["alert_closed"] and requests(delta) == [
                      {"request": "close", "action": "close-screen", "alertId": "1000001:7"}]
                  and delta["log"][0]["reported"] == "alert_closed", str(delta))
    page.tap("button-teleport")
    delta = page.since()
    results.check(case, "an unknown kind acts as dismiss", delta["events"] == ["alert_teleported"]
                  and [r["request"] for r in requests(delta)] == ["close"], str(delta))
    page.tap("button-resolve")
    delta = page.since()
    results.check(case, "resolve-alert outside a dialog is reported, then handed to the host",
                  delta["events"] == ["alert_resolved"]
                  and [r["request"] for r in requests(delta)] == ["resolve-alert"], str(delta))

    page.tap("button-chain")
    page.tap_dialog_button("chain", "Again")
    delta = page.since()
    shows = [e for e in delta["log"] if e["what"].startswith("show")]
    results.check(case, "a dialog may open itself again: closed first, never two at once",
                  delta["events"] == ["alert_chain_opened", "alert_chain_opened"]
                  and [e["open"] for e in shows] == [[], []]
                  and delta["open"] == ["dialog-chain"], str(delta))
    page.tap_dialog_button("chain", "Resolve")
    delta = page.since()
    results.check(case, "show-dialog from a dialog: the first closes, the next opens",
                  delta["events"] == ["alert_resolve_tapped"] and delta["log"] == [
                      {"what": "show dialog-resolve", "reported": "alert_resolve_tapped",
                       "open": []}] and delta["open"] == ["dialog-resolve"], str(delta))
    page.tap_dialog_button("resolve", "Cancel")
    page.tap("button-chain")
    page.since()
    page.tap_dialog_button("chain", "Gone")
    delta = page.since()
    results.check(case, "a dialog button naming a missing action only closes the dialog",
                  delta == {"events": [], "log": [], "open": []}, str(delta))


def run_flows(driver, results, binary, artifacts):
    for check in [check_example, check_edited, check_action_data, check_text_links]:
        try:
            check(driver, results, artifacts, binary)
        except Exception:  # A broken case is a failure, not the end of the run.
            results.check(check.__name__, "runs to the end", False, traceback.format_exc())
