#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension RuleSet {
  /// The files `load(from:)` reads, in its order, with the names messages give them, and
  /// every directory and folder it looks in: what a snapshot of the rules depends on.
  static func files(in directories: [URL]) throws(ContentError) -> (
    files: [(path: String, name: String)], folders: [String]
  ) {
    var files: [(path: String, name: String)] = []
    var folders: [String] = []
    for directory in directories {
      let root = try ContentDirectory(directory)
      folders.append(directory.path)
      if let screen = try root.file(named: "screen.json") {
        files.append((screen.path, root.display(screen)))
      }
      for folder in try root.subdirectories() {
        folders.append(folder.relativePath)
        guard folder.name != "schema" else { continue }
        for file in try root.jsonFiles(in: folder) { files.append((file.path, root.display(file))) }
      }
    }
    return (files, folders)
  }

  /// Writes every rule and override.
  func write(to writer: inout SnapshotWriter) {
    screen.write(to: &writer)
    writer.write(alertRules.sorted { $0.key < $1.key }) { writer, rule in
      rule.value.write(to: &writer)
    }
    writer.write(matchRules.sorted { $0.key < $1.key }) { writer, rules in
      writer.write(rules.key.rawValue)
      writer.write(rules.value.sorted { $0.key < $1.key }) { writer, rule in
        rule.value.write(to: &writer)
      }
    }
    writer.write(overrides) { writer, diagnostic in diagnostic.write(to: &writer) }
  }

  /// Reads rules written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    let screen = try ScreenRule(snapshot: &reader)
    var alertRules: [AlertType: AlertRule] = [:]
    for rule in try reader.array({ reader throws(SnapshotReader.Damaged) in
      try AlertRule(snapshot: &reader)
    }) {
      alertRules[rule.alertType] = rule
    }
    var matchRules: [AlertType: [String: MatchRule]] = [:]
    for _ in 0..<(try reader.count()) {
      let alertType = try AlertType.read(&reader)
      var rules: [String: MatchRule] = [:]
      for rule in try reader.array({ reader throws(SnapshotReader.Damaged) in
        try MatchRule(snapshot: &reader)
      }) {
        rules[rule.matchType] = rule
      }
      matchRules[alertType] = rules
    }
    let overrides = try reader.array { reader throws(SnapshotReader.Damaged) in
      try Diagnostic(snapshot: &reader)
    }
    self.init(
      screen: screen, alertRules: alertRules, matchRules: matchRules, overrides: overrides)
  }
}

extension ScreenRule {
  /// Writes this value into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    for text in [
      file, originLine, dateLine, datePattern, spokenDatePattern, monthNames, missingValue,
      risksTitle, stepsTitle, helpTitle, helpText, helpButton, viewAnalyticsEvent,
    ] {
      writer.write(text)
    }
    writer.write(footer) { writer, name in writer.write(name) }
    writer.write(buttons) { writer, button in
      writer.write(button.name)
      writer.write(button.value.title)
      writer.write(button.value.hint)
      writer.write(button.value.style)
      writer.write(button.value.action)
    }
    writer.write(dialogs) { writer, dialog in
      writer.write(dialog.name)
      writer.write(dialog.value.title)
      writer.write(dialog.value.message)
      writer.write(dialog.value.buttons) { writer, button in
        writer.write(button.title)
        writer.write(button.role)
        writer.write(button.action)
      }
    }
    writer.write(actions) { writer, action in
      writer.write(action.name)
      writer.write(action.value.kind)
      writer.write(action.value.dialog)
      writer.write(action.value.analyticsEvent)
    }
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    file = try reader.string()
    originLine = try reader.string()
    dateLine = try reader.string()
    datePattern = try reader.string()
    spokenDatePattern = try reader.string()
    monthNames = try reader.string()
    missingValue = try reader.string()
    risksTitle = try reader.string()
    stepsTitle = try reader.string()
    helpTitle = try reader.string()
    helpText = try reader.string()
    helpButton = try reader.string()
    viewAnalyticsEvent = try reader.string()
    footer = try reader.array { reader throws(SnapshotReader.Damaged) in try reader.string() }
    buttons = try reader.array { reader throws(SnapshotReader.Damaged) in
      Named(
        name: try reader.string(),
        value: Button(
          title: try reader.string(), hint: try reader.optionalString(),
          style: try reader.string(), action: try reader.string()))
    }
    dialogs = try reader.array { reader throws(SnapshotReader.Damaged) in
      Named(
        name: try reader.string(),
        value: Dialog(
          title: try reader.string(), message: try reader.string(),
          buttons: try reader.array { reader throws(SnapshotReader.Damaged) in
            DialogButton(
              title: try reader.string(), role: try reader.string(), action: try reader.string())
          }))
    }
    actions = try reader.array { reader throws(SnapshotReader.Damaged) in
      Named(
        name: try reader.string(),
        value: Action(
          kind: try reader.string(), dialog: try reader.optionalString(),
          analyticsEvent: try reader.string()))
    }
    guard referencesResolve else { throw SnapshotReader.Damaged() }
  }

  /// Whether every id the screen names is defined, as loading checks.
  private var referencesResolve: Bool {
    let actionNames = Set(actions.map(\.name))
    let dialogNames = Set(dialogs.map(\.name))
    let buttonNames = Set(buttons.map(\.name))
    return footer.allSatisfy(buttonNames.contains) && buttonNames.contains(helpButton)
      && buttons.allSatisfy { actionNames.contains($0.value.action) }
      && dialogs.allSatisfy { $0.value.buttons.allSatisfy { actionNames.contains($0.action) } }
      && actions.allSatisfy { action in
        action.value.kind != "show-dialog" || action.value.dialog.map(dialogNames.contains) == true
      }
  }
}

extension AlertRule {
  /// Writes this value into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    writer.write(file)
    writer.write(alertType.rawValue)
    icon.write(to: &writer)
    writer.write(headerTitle)
    writer.write(matchField)
    writer.write(dateFields) { writer, field in writer.write(field) }
    writer.write(originFields) { writer, field in writer.write(field) }
    writer.write(variants) { writer, variant in
      writer.write(variant.when != nil)
      variant.when?.write(to: &writer)
      variant.title.write(to: &writer)
      variant.subtitle.write(to: &writer)
    }
    RuleItem.write(risks, to: &writer)
    RuleItem.write(steps, to: &writer)
    writer.write(fields != nil)
    if let fields {
      fields.icon.write(to: &writer)
      writer.write(fields.labelPrefix)
      fields.masking.write(to: &writer)
    }
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    file = try reader.string()
    alertType = try AlertType.read(&reader)
    icon = try Icon(snapshot: &reader)
    headerTitle = try reader.string()
    matchField = try reader.optionalString()
    dateFields = try reader.array { reader throws(SnapshotReader.Damaged) in try reader.string() }
    originFields = try reader.array { reader throws(SnapshotReader.Damaged) in try reader.string() }
    variants = try reader.array { reader throws(SnapshotReader.Damaged) in
      Variant(
        when: try reader.bool() ? try Condition(snapshot: &reader) : nil,
        title: try TextChoice(snapshot: &reader), subtitle: try TextChoice(snapshot: &reader))
    }
    // Rendering relies on what loading checks: a last variant that always applies.
    guard let last = variants.last, last.when == nil else { throw SnapshotReader.Damaged() }
    risks = try RuleItem.read(&reader)
    steps = try RuleItem.read(&reader)
    fields =
      try reader.bool()
      ? GenericFields(
        icon: try Icon(snapshot: &reader), labelPrefix: try reader.string(),
        masking: try MaskingPolicy(snapshot: &reader))
      : nil
  }
}

extension AlertRule.TextChoice {
  /// Writes this value into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    switch self {
    case .key(let key, let arguments):
      writer.write(0)
      writer.write(key)
      writer.write(arguments) { writer, argument in
        writer.write(AlertRule.VariantArgument.allCases.firstIndex(of: argument) ?? 0)
      }
    case .matchTitle: writer.write(1)
    case .matchSubtitle: writer.write(2)
    }
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    switch try reader.int(in: 0...2) {
    case 0:
      let key = try reader.string()
      let all = AlertRule.VariantArgument.allCases
      let arguments = try reader.array { reader throws(SnapshotReader.Damaged) in
        all[try reader.index(below: all.count)]
      }
      self = .key(key, arguments: arguments)
    case 1: self = .matchTitle
    default: self = .matchSubtitle
    }
  }
}

extension MatchRule {
  /// Writes this value into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    writer.write(file)
    writer.write(alertType.rawValue)
    writer.write(matchType)
    icon.write(to: &writer)
    writer.write(valueFields) { writer, field in writer.write(field) }
    masking.write(to: &writer)
    writer.write(kind)
    writer.write(title)
    writer.write(subtitle)
    RuleItem.write(risks, to: &writer)
    RuleItem.write(steps, to: &writer)
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    self.init(
      file: try reader.string(), alertType: try AlertType.read(&reader),
      matchType: try reader.string(), icon: try Icon(snapshot: &reader),
      valueFields: try reader.array { reader throws(SnapshotReader.Damaged) in
        try reader.string()
      },
      masking: try MaskingPolicy(snapshot: &reader), kind: try reader.string(),
      title: try reader.string(), subtitle: try reader.string(),
      risks: try RuleItem.read(&reader), steps: try RuleItem.read(&reader))
  }
}

extension RuleItem {
  /// Writes these values into a snapshot.
  static func write(_ items: [RuleItem], to writer: inout SnapshotWriter) {
    writer.write(items) { writer, item in
      writer.write(item.text)
      writer.write(item.icon)
      writer.write(item.when != nil)
      item.when?.write(to: &writer)
    }
  }

  /// Reads values written by `write(_:to:)`.
  static func read(_ reader: inout SnapshotReader) throws(SnapshotReader.Damaged) -> [RuleItem] {
    try reader.array { reader throws(SnapshotReader.Damaged) in
      RuleItem(
        text: try reader.string(), icon: try reader.optionalString(),
        when: try reader.bool() ? try Condition(snapshot: &reader) : nil)
    }
  }
}

extension Condition {
  /// Writes this value into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    for range in [eventCount, matchTypeCount] {
      writer.write(range != nil)
      if let range {
        writer.write(range.lowerBound)
        writer.write(range.upperBound)
      }
    }
    for names in [anyMatch, allMatch] {
      writer.write(names != nil)
      if let names { writer.write(names) { writer, name in writer.write(name) } }
    }
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    func range(_ reader: inout SnapshotReader) throws(SnapshotReader.Damaged) -> ClosedRange<Int>? {
      guard try reader.bool() else { return nil }
      let lower = try reader.int()
      let upper = try reader.int()
      guard lower <= upper else { throw SnapshotReader.Damaged() }
      return lower...upper
    }
    func names(_ reader: inout SnapshotReader) throws(SnapshotReader.Damaged) -> [String]? {
      guard try reader.bool() else { return nil }
      return try reader.array { reader throws(SnapshotReader.Damaged) in try reader.string() }
    }
    self.init(
      eventCount: try range(&reader), matchTypeCount: try range(&reader),
      anyMatch: try names(&reader), allMatch: try names(&reader))
  }
}

extension MaskingPolicy {
  /// Writes this value into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    writer.write(keepFirst)
    writer.write(keepLast)
    writer.write(template)
    writer.write(showsValue)
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    self.init(
      keepFirst: try reader.int(in: 0...8), keepLast: try reader.int(in: 0...8),
      template: try reader.optionalString(), showsValue: try reader.bool())
  }
}

extension Icon {
  /// Writes the icon; a label with arguments or a fallback, which no rule can give, would not
  /// survive the trip and is written as a bare key.
  func write(to writer: inout SnapshotWriter) {
    writer.write(name)
    writer.write(label?.key)
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    self.init(
      name: try reader.string(), label: try reader.optionalString().map { LocalizedText($0) })
  }
}

extension Diagnostic {
  /// Writes this value into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    writer.write(code)
    writer.write(message)
    writer.write(path)
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    self.init(
      code: try reader.string(), message: try reader.string(), path: try reader.optionalString())
  }
}

extension AlertType {
  /// Reads values written by `write(_:to:)`.
  static func read(_ reader: inout SnapshotReader) throws(SnapshotReader.Damaged) -> AlertType {
    guard let type = AlertType(rawValue: try reader.int()) else { throw SnapshotReader.Damaged() }
    return type
  }
}
