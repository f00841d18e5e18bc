extension LayoutHTMLEncoder {
  /// The page's only script, the same for every document: it reads the buttons' `data-`
  /// attributes, so no document text is ever placed inside script.
  ///
  /// Buttons open the dialog they name; a dialog's buttons close it through
  /// `<form method="dialog">`. Each action's analytics event is appended to
  /// `window.alertRenderEvents` (and logged), the hook a real app would send to its analytics.
  static let script = """
    (function () {
      "use strict";
      var events = window.alertRenderEvents = [];
      function report(element) {
        var event = element.getAttribute("data-analytics-event");
        if (!event) { return; }
        var entry = {
          event: event,
          alertId: element.getAttribute("data-alert-id"),
          action: element.getAttribute("data-action")
        };
        events.push(entry);
        if (window.console) { console.info("analytics", entry.event, entry.alertId); }
      }
      report(document.body);
      Array.prototype.forEach.call(document.querySelectorAll(".screen button"), function (button) {
        button.addEventListener("click", function () {
          report(button);
          var id = button.getAttribute("data-dialog");
          var dialog = id && document.getElementById(id);
          if (dialog && !dialog.open) { dialog.showModal(); }
        });
      });
      Array.prototype.forEach.call(document.querySelectorAll("dialog button"), function (button) {
        button.addEventListener("click", function () { report(button); });
      });
    })();

    """
}
