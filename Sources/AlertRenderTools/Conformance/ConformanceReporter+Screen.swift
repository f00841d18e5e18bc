import AlertLayout

extension ConformanceReporter {
  typealias Element = ConformanceResults.Element

  /// The screen in reading order: the navigation title, the body's blocks top to bottom, the
  /// footer buttons; decorative icons left out, labelled ones read as images.
  struct ScreenReading {
    let document: LayoutDocument
    var elements: [Element] = []
    /// Section and footer buttons, in reading order.
    var buttons: [LayoutDocument.Button] = []

    mutating func read() {
      let navigation = document.navigation
      add(navigation.title, ["heading"], navigation.annotations, "title", level: 1)
      for block in document.body {
        switch block {
        case .banner(let banner):
          icon(banner.icon)
          add(banner.title, [], banner.annotations, "title")
          add(banner.subtitle, [], banner.annotations, "subtitle")
        case .details(let list):
          list.items.forEach { detail($0) }
        case .section(let section):
          let heading = section.heading
          add(heading.text, ["heading"], heading.annotations, "text", level: heading.level)
          for item in section.items {
            item.icon.map { icon($0) }
            add(item.text, [], item.annotations, "text")
          }
          section.button.map { button($0) }
        case .separator:
          break
        }
      }
      document.footer.buttons.forEach { button($0) }
    }

    private mutating func add(
      _ label: String, _ traits: [String], _ notes: LayoutDocument.Annotations?, _ field: String,
      level: Int? = nil
    ) {
      elements.append(
        Element(label: label, traits: traits, level: level, language: notes?[field]?.lang))
    }

    private mutating func icon(_ icon: LayoutDocument.Icon) {
      guard !icon.decorative, let label = icon.accessibilityLabel, !label.isEmpty else { return }
      add(label, ["image"], icon.annotations, "accessibilityLabel")
    }

    /// A screen button, unless its action does not resolve: then it is not drawn.
    private mutating func button(_ button: LayoutDocument.Button) {
      guard ConformanceReporter.resolves(button.action, in: document) else { return }
      buttons.append(button)
      elements.append(
        Element(
          label: button.title, traits: ["button"], language: button.annotations?["title"]?.lang,
          hint: button.accessibilityHint, button: button.id))
    }

    /// A detail: its icon, its value (spoken form first) or missing-value text, each field
    /// as label and value, the origin, the spoken date line.
    private mutating func detail(_ item: LayoutDocument.Detail) {
      icon(item.icon)
      if let value = item.value {
        if let spoken = item.spokenValue, !spoken.isEmpty {
          add(spoken, [], item.annotations, "spokenValue")
        } else {
          add(value, [], item.annotations, "value")
        }
      } else if let missing = item.valueMissingText {
        add(missing, [], item.annotations, "valueMissingText")
      }
      for field in item.fields ?? [] {
        let spoken = field.spokenValue.flatMap { $0.isEmpty ? nil : $0 }
        elements.append(
          Element(
            label: field.label, traits: [], language: field.annotations?["label"]?.lang,
            value: spoken ?? field.value,
            valueLanguage: field.annotations?[spoken == nil ? "value" : "spokenValue"]?.lang))
      }
      if let origin = item.origin { add(origin.text, [], origin.annotations, "text") }
      if let date = item.date {
        let (line, field) = Self.spokenLine(date)
        add(line, [], date.annotations, field)
      }
    }

    /// The date line to speak and the field whose `lang` it takes: `spokenText` (1.1), else
    /// `text` with its first `display` replaced by `spoken`, else `spoken` alone (1.0).
    static func spokenLine(_ date: LayoutDocument.DateLine) -> (String, String) {
      if let spokenText = date.spokenText, !spokenText.isEmpty {
        return (spokenText, date.annotations?["spokenText"]?.lang == nil ? "text" : "spokenText")
      }
      guard !date.display.isEmpty, let range = date.text.firstRange(of: date.display) else {
        return (date.spoken, "text")
      }
      var line = date.text
      line.replaceSubrange(range, with: date.spoken)
      return (line, "text")
    }
  }
}
