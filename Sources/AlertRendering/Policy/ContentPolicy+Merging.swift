import AlertLayout

extension ContentPolicy {
  /// This policy with `other` (one file's) added: new ids, and new languages of known ids;
  /// what repeats a value already set is accepted silently, what gives another value for a
  /// language (or the default) an earlier file set is an error. Lengths take the strictest
  /// value of each, required languages the union. A drop-in gets a `policy-added` note.
  func merged(with other: ContentPolicy, isDropIn: Bool) throws(ResourceError) -> ContentPolicy {
    var merged = self
    var added: [String] = []
    func note(_ kind: String, _ items: [String]) {
      if !items.isEmpty { added.append(kind + " " + items.joined(separator: ", ")) }
    }
    note("links", try Self.merge(other.links, into: &merged.links))
    note("phones", try Self.merge(other.phones, into: &merged.phones))
    note("emails", try Self.merge(other.emails, into: &merged.emails))
    note("names", try Self.merge(other.names, into: &merged.names))
    var stricter: [String] = []
    for slot in TextSlot.allCases {
      guard let limit = other.lengthLimits[slot] else { continue }
      let old = merged.lengthLimits[slot]
      let new = old.map { $0.strictest(with: limit) } ?? limit
      if new != old {
        merged.lengthLimits[slot] = new
        stricter.append("'\(slot.rawValue)'")
      }
    }
    note("lengths", stricter)
    let required = other.requiredLocales.filter { !merged.requiredLocales.contains($0) }
    merged.requiredLocales += required
    note("required languages", required)
    merged.files += other.files
    if isDropIn, let file = other.files.first {
      let message =
        added.isEmpty
        ? "\(file) adds nothing to the content policy: everything it lists is there already."
        : "\(file) adds to the content policy: \(added.joined(separator: "; "))."
      merged.additions.append(Diagnostic(code: "policy-added", message: message))
    }
    return merged
  }

  /// Adds `new`'s entries to `entries`, returning what was added for the note: `'id'` for a
  /// new id, `'id' (tags)` for new languages of a known one.
  private static func merge<Value: PolicyValue>(
    _ new: [String: PolicyEntry<Value>], into entries: inout [String: PolicyEntry<Value>]
  ) throws(ResourceError) -> [String] {
    var added: [String] = []
    for id in ids(new) {
      guard let entry = new[id] else { continue }
      guard var old = entries[id] else {
        entries[id] = entry
        added.append("'\(id)'")
        continue
      }
      var newTags: [String] = []
      for variant in entry.variants {
        guard let tags = variant.locales else {
          if let existing = old.variants.first(where: { $0.locales == nil }) {
            try check(variant, against: existing, of: id, for: "the default")
          } else {
            old.variants.append(variant)
            newTags.append("default")
          }
          continue
        }
        var kept: [String] = []
        for tag in tags {
          if let existing = old.variants.first(where: { $0.locales?.contains(tag) == true }) {
            try check(variant, against: existing, of: id, for: tag)
          } else {
            kept.append(tag)
          }
        }
        if !kept.isEmpty {
          var added = variant
          added.locales = kept
          old.variants.append(added)
          newTags += kept
        }
      }
      entries[id] = old
      if !newTags.isEmpty { added.append("'\(id)' (\(newTags.joined(separator: ", ")))") }
    }
    return added
  }

  /// Refuses `variant` unless it gives the value `existing` (from an earlier file) gives.
  private static func check<Value: PolicyValue>(
    _ variant: PolicyEntry<Value>.Variant, against existing: PolicyEntry<Value>.Variant,
    of id: String, for language: String
  ) throws(ResourceError) {
    guard !variant.value.isSame(as: existing.value) else { return }
    throw .invalidValue(
      file: variant.file, path: variant.jsonPath + "." + Value.key,
      expected: JSONValue.string(existing.value.written).quotedForMessage
        + ", the value \(existing.file) gives '\(id)' for \(language): a drop-in adds to the "
        + "content policy and never replaces what it holds (add a new id, and point the "
        + "drop-in's rules at it)",
      found: JSONValue.string(variant.value.written).quotedForMessage)
  }
}
