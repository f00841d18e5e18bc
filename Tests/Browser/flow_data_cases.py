"""The flows of docs/layout.md ("Flows") that need an action's data (1.2): a tel: number, a
reminder's delay and time, an operation, https and alert-app: links, refused schemes, and the
analytics' target.

Part of Tests/Browser/run_browser_tests.py (through flow_cases.run_flows); imported, never run.
"""

import copy

from flow_support import Page, draw, render_document, requests


def with_action_data(document):
    """The example with a button for each action kind's data (1.2): a tel: number, a reminder's
    delay and time, an operation, an https link, a deep link and a link of a refused scheme,
    outside and inside a dialog."""
    document = copy.deepcopy(document)
    alert_id = document["alert"]["id"]

    def action(kind, event, target=None, **data):
        analytics = {"event": event, "alertId": alert_id}
        if target:
            analytics["target"] = target
        return {"kind": kind, "analytics": analytics, **data}

    document["actions"].update({
        "call-tel": action("call-helpline", "alert_helpline_called", "helpline",
                           url="tel:+12025550199", display="+1 202-555-0199"),
        "remind-data": action("schedule-reminder", "alert_reminder_scheduled", delay="PT2H",
                              localTime="09:00"),
        "resolve-data": action("resolve-alert", "alert_resolved", operation="alerts.resolve"),
        "open-ftc": action("open-url", "alert_link_opened", "ftc-identity-theft",
                           url="https://www.identitytheft.gov/"),
        "open-settings": action("open-url", "alert_link_opened", "settings",
                                url="alert-app://settings/notifications"),
        "open-links": action("show-dialog", "alert_links_opened", dialog="links"),
    })
    document["dialogs"]["links"] = {
        "title": "Links", "message": "Where to go.",
        "buttons": [{"title": "Settings", "role": "default", "action": "open-settings"},
                    {"title": "Cancel", "role": "cancel", "action": "dismiss"}]}
    document["footer"]["buttons"] = [
        {"id": id, "title": id, "style": "secondary", "action": id}
        for id in ["call-tel", "remind-data", "resolve-data", "open-ftc", "open-settings",
                   "open-links"]]
    return document


def check_action_data(driver, results, artifacts, binary):
    """What each kind does with its data, and the analytics' target reported as a parameter."""
    case = "flows-data"
    path = artifacts / f"{case}.html"
    run = draw(binary, with_action_data(render_document(binary)), path)
    if not results.check(case, "draw writes the page without a note", run.returncode == 0
                         and not run.stderr, run.stderr):
        return
    page = Page(driver, path)
    base = {"alertId": "1000001:7"}

    page.tap("button-call-tel")
    delta = page.since()
    last = driver.execute_script("return window.alertRenderEvents.slice(-1)[0];")
    results.check(case, "call-helpline follows its tel: URL and reports its target",
                  last == {"event": "alert_helpline_called", "alertId": "1000001:7",
                           "action": "call-tel", "target": "helpline"}
                  and delta["log"][0] == {"what": "link", "href": "tel:+12025550199",
                                          "target": "", "rel": ""}
                  and requests(delta) == [dict(base, request="call-helpline", action="call-tel",
                                               url="tel:+12025550199",
                                               display="+1 202-555-0199")], str(delta))
    page.tap("button-remind-data")
    page.tap("button-resolve-data")
    delta = page.since()
    results.check(case, "schedule-reminder and resolve-alert hand their data to the host",
                  requests(delta) == [
                      dict(base, request="schedule-reminder", action="remind-data", delay="PT2H",
                           localTime="09:00"),
                      dict(base, request="resolve-alert", action="resolve-data",
                           operation="alerts.resolve")], str(delta))
    page.tap("button-open-ftc")
    delta = page.since()
    results.check(case, "an https link opens in a new tab, without opener or referrer",
                  delta["events"] == ["alert_link_opened"] and delta["log"][0] == {
                      "what": "link", "href": "https://www.identitytheft.gov/",
                      "target": "_blank", "rel": "noopener noreferrer"}
                  and requests(delta) == [dict(base, request="open-url", action="open-ftc",
                                               url="https://www.identitytheft.gov/")], str(delta))
    page.tap("button-open-settings")
    delta = page.since()
    results.check(case, "a deep link goes to the host, never to the browser",
                  delta["events"] == ["alert_link_opened"]
                  and requests(delta) == [dict(base, request="deep-link", action="open-settings",
                                               url="alert-app://settings/notifications")]
                  and not [e for e in delta["log"] if e["what"] == "link"], str(delta))
    page.tap("button-open-links")
    page.tap_dialog_button("links", "Settings")
    delta = page.since()
    results.check(case, "a deep link from a dialog: closed first, then reported and routed",
                  delta["events"] == ["alert_links_opened", "alert_link_opened"]
                  and [r["request"] for r in requests(delta)] == ["deep-link"]
                  and delta["log"][-1]["open"] == [] and delta["open"] == [], str(delta))

    # A scheme other than https and alert-app is refused even when a document made elsewhere
    # holds one: the page acts as dismiss and logs a note.
    for url in ["javascript:alert(1)", "http://example.com/", "file:///etc/passwd"]:
        driver.execute_script(
            "document.getElementById('button-open-ftc').setAttribute('data-url', arguments[0]);"
            "document.querySelector('#dialog-links button').setAttribute('data-url', arguments[0]);",
            url)
        page.tap("button-open-ftc")
        outside = page.since()
        page.tap("button-open-links")
        page.tap_dialog_button("links", "Settings")
        inside = page.since()
        results.check(case, f"{url} is refused: reported, then as dismiss (outside a dialog: "
                      "close; inside: nothing more)",
                      outside["events"] == ["alert_link_opened"]
                      and [r["request"] for r in requests(outside)] == ["close"]
                      and not [e for e in outside["log"] if e["what"] == "link"]
                      and inside["events"] == ["alert_links_opened", "alert_link_opened"]
                      and requests(inside) == [] and inside["open"] == [],
                      f"outside {outside}, inside {inside}")
