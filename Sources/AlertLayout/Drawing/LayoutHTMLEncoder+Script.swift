extension LayoutHTMLEncoder {
  /// The page's only script, the same for every document: it reads the buttons' `data-`
  /// attributes, so no document text is ever placed inside script.
  ///
  /// It runs the flows of docs/layout.md ("Flows"): the view is reported once; a button
  /// reports its action's analytics, then acts; a dialog button closes its dialog, then
  /// reports and acts; Esc and a tap on the scrim act as the open dialog's `cancel` button
  /// (and do nothing without one); at most one dialog is open. Analytics go to
  /// `window.alertRenderEvents` (and the console). A link in a text reports its action's
  /// analytics; the browser follows an `https` one into a new tab, an `alert-app:` one goes to
  /// the host as a deep link. What the host page must do (close the screen, schedule,
  /// resolve, follow a deep link) goes to `window.alertRenderRequests` and is dispatched on
  /// `document` as an `alert-render-request` event.
  static let script = """
    (function () {
      "use strict";
      var events = window.alertRenderEvents = [];
      var requests = window.alertRenderRequests = [];
      var each = function (selector, body) {
        Array.prototype.forEach.call(document.querySelectorAll(selector), body);
      };
      function data(element, name) { return element.getAttribute("data-" + name); }
      function note(message) { if (window.console) { console.warn("alert-render: " + message); } }
      function report(element) {
        var event = data(element, "analytics-event");
        if (!event) { return; }
        var entry = { event: event, alertId: data(element, "alert-id"), action: data(element, "action") };
        var target = data(element, "analytics-target");
        if (target !== null) { entry.target = target; }
        events.push(entry);
        if (window.console) { console.info("analytics", entry.event, entry.alertId); }
      }
      function request(name, button, fields) {
        var entry = { request: name, action: data(button, "action"), alertId: data(button, "alert-id") };
        Object.keys(fields || {}).forEach(function (key) {
          if (fields[key] !== null) { entry[key] = fields[key]; }
        });
        requests.push(entry);
        document.dispatchEvent(new CustomEvent("alert-render-request", { detail: entry }));
      }
      function follow(url, newTab) {
        var link = document.createElement("a");
        link.href = url;
        link.hidden = true;
        if (newTab) { link.target = "_blank"; link.rel = "noopener noreferrer"; }
        document.body.appendChild(link);
        link.click();
        link.remove();
      }
      function openDialog(id) {
        var dialog = document.getElementById(id);
        if (!dialog) { return; }
        each("dialog[open]", function (other) { other.close(); });
        dialog.showModal();
      }
      function dismiss(button, inDialog) {
        if (!inDialog) { request("close", button); }
      }
      function act(button, inDialog) {
        var kind = data(button, "kind"), url = data(button, "url");
        switch (kind) {
        case "show-dialog":
          openDialog(data(button, "dialog"));
          break;
        case "call-helpline":
          if (url && !/^tel:/i.test(url)) { note("call-helpline: not a tel: URL, ignored: " + url); url = null; }
          if (url) { follow(url, false); }
          request("call-helpline", button, { url: url, display: data(button, "display") });
          break;
        case "schedule-reminder":
          request("schedule-reminder", button,
            { delay: data(button, "delay"), localTime: data(button, "local-time") });
          break;
        case "resolve-alert":
          request("resolve-alert", button, { operation: data(button, "operation") });
          break;
        case "open-url":
          if (url && /^https:\\/\\//i.test(url)) {
            follow(url, true);
            request("open-url", button, { url: url });
          } else if (url && /^alert-app:\\/\\//.test(url)) {
            request("deep-link", button, { url: url });
          } else {
            note("open-url: refused " + (url === null ? "a missing URL" : url) + "; acts as dismiss");
            dismiss(button, inDialog);
          }
          break;
        case "dismiss":
          dismiss(button, inDialog);
          break;
        default:
          note("unknown action kind " + kind + "; acts as dismiss");
          dismiss(button, inDialog);
        }
      }
      each(".screen a[data-action]", function (link) {
        link.addEventListener("click", function (event) {
          report(link);
          if (/^https:\\/\\//i.test(link.getAttribute("href"))) {
            request("open-url", link, { url: link.getAttribute("href") });
          } else {
            event.preventDefault();
            request("deep-link", link, { url: data(link, "url") });
          }
        });
      });
      function cancelButton(dialog) { return dialog.querySelector("button[data-role=cancel]"); }
      report(document.body);
      each(".screen button[data-action]", function (button) {
        button.addEventListener("click", function () {
          report(button);
          act(button, false);
        });
      });
      each("dialog button", function (button) {
        button.addEventListener("click", function (event) {
          event.preventDefault();
          button.closest("dialog").close(data(button, "action"));
          if (!data(button, "kind")) {
            note("dialog button: action " + data(button, "action") + " is missing; closed the dialog only");
            return;
          }
          report(button);
          act(button, true);
        });
      });
      each("dialog", function (dialog) {
        dialog.addEventListener("cancel", function (event) {
          event.preventDefault();
          var button = cancelButton(dialog);
          if (button) {
            button.click();
          } else if (!event.cancelable) {
            dialog.addEventListener("close", function () { dialog.showModal(); }, { once: true });
          }
        });
        dialog.addEventListener("click", function (event) {
          if (event.target !== dialog) { return; }
          var box = dialog.getBoundingClientRect();
          if (event.clientX < box.left || event.clientX > box.right
            || event.clientY < box.top || event.clientY > box.bottom) {
            var button = cancelButton(dialog);
            if (button) { button.click(); }
          }
        });
      });
      document.addEventListener("keydown", function (event) {
        var dialog = document.querySelector("dialog[open]");
        if (event.key !== "Escape" || !dialog) { return; }
        event.preventDefault();
        var button = cancelButton(dialog);
        if (button) { button.click(); }
      }, true);
    })();

    """
}
