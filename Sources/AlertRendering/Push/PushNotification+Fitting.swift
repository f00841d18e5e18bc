import AlertLayout

extension PushNotification {
  /// The bytes of the larger of the two payloads written compactly in UTF-8.
  package var payloadBytes: Int { max(apnsPayload.utf8.count, fcmPayload.utf8.count) }

  /// Whether both payloads fit `maxPayloadBytes`.
  package var fits: Bool { payloadBytes <= Self.maxPayloadBytes }

  /// This notification cut to fit: the body first, then the subtitle, then the title, each at
  /// a grapheme boundary (at the last whitespace among the last 16 graphemes kept, when there
  /// is one) and ended with "…"; a `push-truncated` diagnostic names the texts cut. A
  /// notification that fits is returned as it is.
  func fitted() -> PushNotification {
    guard !fits else { return self }
    var result = self
    var cut: [String] = []
    for field in PayloadText.allCases where !result.fits {
      guard let text = result[field] else { continue }
      cut.append(field.rawValue)
      result[field] = result.longestFitting(text, in: field)
    }
    let fields = ListText.english(cut)
    result.diagnostics.append(
      Diagnostic(
        code: "push-truncated",
        message:
          "The push notification's payload was longer than \(Self.maxPayloadBytes) bytes; its "
          + "\(fields) \(cut.count == 1 ? "was" : "were") cut to fit."))
    return result
  }

  /// The texts that may be cut, in the order they are.
  enum PayloadText: String, CaseIterable {
    case body, subtitle, title
  }

  subscript(field: PayloadText) -> String? {
    get {
      switch field {
      case .body: body
      case .subtitle: subtitle
      case .title: title
      }
    }
    set {
      switch field {
      case .body: body = newValue ?? ""
      case .subtitle: subtitle = newValue
      case .title: title = newValue ?? ""
      }
    }
  }

  /// The longest cut of `text` that, put in `field`, makes the notification fit; "…" when
  /// none does (nil for a subtitle, which is then left out).
  private func longestFitting(_ text: String, in field: PayloadText) -> String? {
    let graphemes = Array(text)
    var trial = self
    func fits(_ kept: Int) -> Bool {
      trial[field] = Self.cut(graphemes, keeping: kept)
      return trial.fits
    }
    guard fits(0) else { return field == .subtitle ? nil : "…" }
    // The most graphemes that fit, found by halving: payloads grow with every grapheme kept.
    var low = 0
    var high = graphemes.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle) { low = middle } else { high = middle - 1 }
    }
    var kept = low
    if let space = graphemes[max(0, kept - 16)..<kept].lastIndex(where: \.isWhitespace), space > 0 {
      kept = space
    }
    return Self.cut(graphemes, keeping: kept)
  }

  /// The first `kept` graphemes without trailing whitespace, and "…".
  private static func cut(_ graphemes: [Character], keeping kept: Int) -> String {
    var end = kept
    while end > 0, graphemes[end - 1].isWhitespace { end -= 1 }
    return String(graphemes[..<end]) + "…"
  }
}

/// Names joined for an English message: "a", "a and b", "a, b and c".
enum ListText {
  static func english(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
