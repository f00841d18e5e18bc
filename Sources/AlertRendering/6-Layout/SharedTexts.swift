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
/// renderer, or a batch thread's as long as its records (`PreparedLocale`); at most
/// `capacity` texts are kept all the same.
final class SharedTexts: @unchecked Sendable {
  // Unchecked because the compiler cannot see it: `mutex` guards every access to the vars.
  private let mutex = POSIXMutex()
  /// The texts kept, in the order they were kept.
  private var entries: [(key: Key, text: Text)] = []
  /// An open-addressing table over `entries`: each slot holds an index into `entries` plus
  /// one, or 0 when empty. Its size is a power of two, at least twice the entries; a
  /// dictionary copied each key it compared out of its storage, most of a lookup's cost.
  private var slots: [Int32] = []
  /// 64 minus the base-2 logarithm of the table's size: the shift taking a key's hash to its
  /// first slot.
  private var shift = 64
  /// How many documents started (`startDocument()`).
  private var documents = 0
  /// The spoken forms of masked values, compiled, once a document asked for them.
  private var spokenValues: [CompiledLine?]?
  /// The most texts kept; beyond it texts are resolved by every document.
  static let capacity = 2048

  /// Whether the document starting now shares texts: every one but the first. A one-alert
  /// run has no other document to share with, and making the table costs it more than
  /// resolving its texts.
  func startDocument() -> Bool {
    mutex.withLock {
      documents += 1
      return documents > 1
    }
  }

  /// The spoken forms of masked values by `MaskedValue.Spoken.Form`'s raw value, compiled by
  /// `compile` when first asked for.
  func spokenValues(
    _ compile: () -> [CompiledLine?]
  ) -> [CompiledLine?] {
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
  /// (`exactHash`), cheaper than hashing every string of the text with SipHash, and is
  /// worked out once, when the key is made.
  struct Key: Equatable {
    let text: LocalizedText
    let linksDrawn: Bool
    let hash: UInt64

    init(text: LocalizedText, linksDrawn: Bool) {
      self.text = text
      self.linksDrawn = linksDrawn
      hash = Self.hash(text, linksDrawn: linksDrawn)
    }

    static func hash(_ text: LocalizedText, linksDrawn: Bool) -> UInt64 {
      text.exactHash ^ (linksDrawn ? 1 : 0)
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.matches(rhs.text, linksDrawn: rhs.linksDrawn, hash: rhs.hash)
    }

    /// Whether this is the key of `text` as asked for with `linksDrawn`, `hash` its hash.
    func matches(_ text: LocalizedText, linksDrawn: Bool, hash: UInt64) -> Bool {
      self.hash == hash && self.linksDrawn == linksDrawn && self.text.isExactly(text)
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
    mutex.withLock { entries.count }
  }

  /// The text kept for `text` asked for with `linksDrawn`, if any: the text kept for its
  /// `Key`, found without making one.
  func kept(_ text: LocalizedText, linksDrawn: Bool) -> Text? {
    let hash = Key.hash(text, linksDrawn: linksDrawn)
    return mutex.withLock {
      guard case .found(let index) = find(text, linksDrawn: linksDrawn, hash: hash) else {
        return nil
      }
      return entries[index].text
    }
  }

  /// Keeps `text` for `key` unless a text is kept for it already (another thread resolved
  /// it meanwhile) or `capacity` texts are.
  func keep(_ text: Text, for key: Key) {
    mutex.withLock {
      guard entries.count < Self.capacity else { return }
      if (entries.count + 1) * 2 > slots.count { grow() }
      guard case .empty(let slot) = find(key.text, linksDrawn: key.linksDrawn, hash: key.hash)
      else { return }
      entries.append((key, text))
      slots[slot] = Int32(entries.count)
    }
  }

  /// Where the key of `text` with `linksDrawn` and `hash` is in the table: the index of its
  /// entry, or the empty slot that would hold it. The mutex must be held.
  private func find(_ text: LocalizedText, linksDrawn: Bool, hash: UInt64) -> Place {
    guard !slots.isEmpty else { return .empty(slot: 0) }
    let mask = slots.count - 1
    var slot = firstSlot(hash)
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if entries[index].key.matches(text, linksDrawn: linksDrawn, hash: hash) {
        return .found(index: index)
      }
      slot = (slot + 1) & mask
    }
    return .empty(slot: slot)
  }

  private enum Place {
    case found(index: Int)
    case empty(slot: Int)
  }

  /// The slot a hash is looked up from: its product with 2^64 / φ, top bits (Fibonacci
  /// hashing), so that keys differing only in low bits spread over the table.
  private func firstSlot(_ hash: UInt64) -> Int {
    Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
  }

  /// Doubles the table (512 slots at first) and puts every entry back. The mutex must be
  /// held.
  private func grow() {
    let size = max(512, slots.count * 2)
    slots = Array(repeating: 0, count: size)
    shift = 64 - size.trailingZeroBitCount
    for (index, entry) in entries.enumerated() {
      var slot = firstSlot(entry.key.hash)
      while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int32(index + 1)
    }
  }
}
