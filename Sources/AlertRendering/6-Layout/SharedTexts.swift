import AlertLayout

/// The texts the documents of one locale and device resolve again and again (an item, a title
/// for a count, an icon's label), each resolved by the first document that needs it and taken
/// as resolved by the others, with the reports resolving it made, which they replay; and the
/// spoken forms of masked values, compiled when a document first asks.
///
/// A text's words, annotation and reports follow from the text, the locale's table, the device
/// and where links go, never from the document, so a document taking a kept text writes the
/// same bytes as one resolving it. Only texts of catalog words and counts are kept, never
/// anything an alert brings: no verbatim value, date or fallback (`isShared`: a leaked value,
/// a data field's name), and no text whose key no catalog has (a key a plugin made up from the
/// alert's data), so what is kept is bounded by the catalogs. It lives as long as the
/// renderer; at most `capacity` texts are kept all the same.
final class SharedTexts: @unchecked Sendable {
  // Unchecked because the compiler cannot see it: `mutex` guards every access to the vars.
  private let mutex = POSIXMutex()
  private var texts: [Key: Text] = [:]
  /// How many documents started (`startDocument()`).
  private var documents = 0
  /// The spoken forms of masked values, compiled, once a document asked for them.
  private var spokenValues: [Localizer.CompiledText?]?
  /// The most texts kept; beyond it texts are resolved by every document.
  static let capacity = 2048

  /// Whether the document starting now shares texts: every one but the first. A one-alert
  /// run has no other document to share with, and making the table costs it more than
  /// resolving its texts.
  func startDocument() -> Bool {
    mutex.withLock {
      documents += 1
      // Room for the texts of a few hundred documents: a batch of varied alerts keeps a text
      // from most of its first documents, and growing the table rehashes all it holds.
      if documents == 2 { texts.reserveCapacity(256) }
      return documents > 1
    }
  }

  /// The spoken forms of masked values by `MaskedValue.Spoken.Form`'s raw value, compiled by
  /// `compile` when first asked for.
  func spokenValues(
    _ compile: () -> [Localizer.CompiledText?]
  ) -> [Localizer.CompiledText?] {
    mutex.withLock {
      if let spokenValues { return spokenValues }
      let compiled = compile()
      spokenValues = compiled
      return compiled
    }
  }

  /// A text as a document asks for it: links are drawn in items only.
  ///
  /// Keys are equal only when their texts are the same code points (`isExactly`), as the
  /// catalogs look keys up: a key merely equivalent to another (é composed or not) has words
  /// of its own. The hash mixes the keys' `ExactKeyTable.hash` with the counts
  /// (`exactHash`), cheaper than hashing every string of the text with SipHash.
  struct Key: Hashable {
    let text: LocalizedText
    let linksDrawn: Bool

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.linksDrawn == rhs.linksDrawn && lhs.text.isExactly(rhs.text)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(text.exactHash)
    }
  }

  /// A resolved text, the annotation a document keeps beside it and the reports resolving it
  /// made.
  struct Text: Sendable {
    let text: String
    let annotation: LayoutDocument.TextAnnotation?
    let reports: [Localizer.Report]
  }

  /// How many texts are kept.
  var count: Int {
    mutex.withLock { texts.count }
  }

  /// The text kept for `key`, if any.
  subscript(key: Key) -> Text? {
    mutex.withLock { texts[key] }
  }

  /// Keeps `text` for `key` unless `capacity` texts are kept already.
  func keep(_ text: Text, for key: Key) {
    mutex.withLock {
      if texts.count < Self.capacity { texts[key] = text }
    }
  }
}
