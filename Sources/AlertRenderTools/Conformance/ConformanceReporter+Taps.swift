import AlertLayout

extension ConformanceReporter {
  /// Taps every screen button, then, in each dialog in the order taps first open it, each of
  /// its buttons and Esc (back, the scrim), recording what each reports and leaves showing
  /// by the flows of docs/layout.md.
  struct TapRecorder {
    let document: LayoutDocument
    var taps: [ConformanceResults.Tap] = []
    /// The dialogs opened, in the order first opened.
    var opened: [String] = []

    mutating func tap(_ buttons: [LayoutDocument.Button]) {
      for button in buttons {
        var tap = run(button.action, inDialog: false, from: "screen", control: .id(button.id))
        tap.style = button.style.rawValue
        record(tap)
      }
      var next = 0
      while next < opened.count {
        let id = opened[next]
        next += 1
        guard let dialog = document.dialogs[id] else { continue }
        for (index, button) in dialog.buttons.enumerated() {
          var tap = run(button.action, inDialog: true, from: id, control: .index(index))
          tap.role = button.role.rawValue
          record(tap)
        }
        if let cancel = dialog.buttons.first(where: { $0.role == .cancel }) {
          record(run(cancel.action, inDialog: true, from: id, control: .id("escape")))
        } else {
          record(
            ConformanceResults.Tap(from: id, button: .id("escape"), reports: [], then: id))
        }
      }
    }

    private mutating func record(_ tap: ConformanceResults.Tap) {
      taps.append(tap)
      if tap.then != "screen", tap.then != "closed", !opened.contains(tap.then) {
        opened.append(tap.then)
      }
    }

    /// Whether an `open-url` action's `url` is one a client opens: `https:`, or a deep link
    /// (`alert-app:`); any other is refused and acts as `dismiss`.
    static func opens(_ url: String?) -> Bool {
      guard let url else { return false }
      return url.hasPrefix("https:") || url.hasPrefix("alert-app:")
    }

    /// A tap running the action `id`; a dialog button's dialog has already closed.
    private func run(
      _ id: String, inDialog: Bool, from: String, control: ConformanceResults.Control
    ) -> ConformanceResults.Tap {
      guard ConformanceReporter.resolves(id, in: document), let action = document.actions[id] else {
        return ConformanceResults.Tap(from: from, button: control, reports: [], then: "screen")
      }
      var then = "screen"
      var kind = action.kind
      if kind == .openURL, !Self.opens(action.url) { kind = .dismiss }
      var run = ConformanceResults.Run(kind: kind.rawValue)
      switch kind {
      case .showDialog:
        run.dialog = action.dialog
        then = action.dialog ?? then
      case .dismiss:
        if !inDialog { then = "closed" }
      case .callHelpline, .scheduleReminder, .resolveAlert, .openURL:
        (run.url, run.display, run.delay) = (action.url, action.display, action.delay)
        (run.localTime, run.operation) = (action.localTime, action.operation)
      }
      return ConformanceResults.Tap(
        from: from, button: control, reports: [event(action.analytics)], then: then, runs: run)
    }
  }
}
