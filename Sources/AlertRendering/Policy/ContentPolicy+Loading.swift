import AlertLayout

extension ContentPolicy {
  /// The name of a policy file at the top of a rules directory.
  package static let fileName = "policy.json"

  /// The keys a policy file may hold (besides `$schema` and `comment`).
  static let keys = ["links", "phones", "emails", "names", "lengths", "requiredLocales"]

  /// Reads the policy file of each of `roots` that has one, in order, and merges them: the
  /// first is the built-in policy, each later one a drop-in that adds to it (a `policy-added`
  /// note each) and never replaces what an earlier one set. A file that cannot be read, or
  /// that conflicts with an earlier one, adds an error and is left out.
  package static func load(from roots: [ResourceDirectory], errors: inout [ResourceError])
    -> ContentPolicy
  {
    var policy = ContentPolicy()
    for (index, root) in roots.enumerated() {
      do {
        guard let file = try root.file(named: fileName) else { continue }
        // Merged inside `load`, so that a conflict is located in the file that causes it.
        policy = try root.load(file) { json, name throws(ResourceError) in
          try policy.merged(with: ContentPolicy(json, file: name), isDropIn: index > 0)
        }
      } catch {
        errors.append(error)
      }
    }
    return policy
  }

  /// Reads one policy file.
  init(_ value: JSONValue, file: String) throws(ResourceError) {
    let reader = try ResourceReader(value, file: file, path: "", allowed: Self.keys)
    files = [file]
    links = try Self.entries(reader, "links")
    phones = try Self.entries(reader, "phones")
    emails = try Self.entries(reader, "emails")
    names = try Self.entries(reader, "names")
    lengthLimits = try Self.lengths(reader)
    requiredLocales = []
    for (index, tag) in (try reader.stringArray("requiredLocales") ?? []).enumerated() {
      let canonical = try Self.tag(tag, file: file, path: "requiredLocales[\(index)]")
      if !requiredLocales.contains(canonical) { requiredLocales.append(canonical) }
    }
  }

  /// The entries of the object `key`: id → non-empty array of variants.
  private static func entries<Value: PolicyValue>(_ reader: ResourceReader, _ key: String)
    throws(ResourceError) -> [String: PolicyEntry<Value>]
  {
    guard let value = reader.value(key) else { return [:] }
    guard case .object(let members) = value else {
      throw .invalidValue(
        file: reader.file, path: key, expected: "an object of \(key) by id",
        found: value.foundDescription)
    }
    var entries: [String: PolicyEntry<Value>] = [:]
    for member in members where !member.key.isExactly("comment") {
      let path = reader.location.appending(key).appending(member.key)
      try ResourceReader.checkName(member.key, file: reader.file, path: path.description)
      guard case .array(let items) = member.value, !items.isEmpty else {
        throw .invalidValue(
          file: reader.file, path: path.description,
          expected: "a non-empty array of variants, such as [{ \"\(Value.key)\": … }]",
          found: member.value.foundDescription)
      }
      var entry = PolicyEntry<Value>(id: member.key, variants: [])
      for (index, item) in items.enumerated() {
        let variantPath = reader.location.appending(key).appending(member.key, index: index)
        let variant = try Self.variant(item, of: entry, file: reader.file, at: variantPath)
        entry.variants.append(variant)
      }
      entries[member.key] = entry
    }
    return entries
  }

  /// Reads a variant of `entry` at `path`, refusing a tag another variant lists or a second
  /// default.
  private static func variant<Value: PolicyValue>(
    _ item: JSONValue, of entry: PolicyEntry<Value>, file: String, at location: JSONPath
  ) throws(ResourceError) -> PolicyEntry<Value>.Variant {
    let reader = try ResourceReader(
      item, file: file, at: location, allowed: [Value.key, "locales"] + Value.options)
    let text = try reader.requiredString(Value.key, "the \(Value.key) of the variant")
    let value = try Value.read(text, variant: reader, path: reader.childPath(Value.key))
    var locales: [String]?
    if let tags = try reader.stringArray("locales") {
      guard !tags.isEmpty else {
        throw .invalidValue(
          file: file, path: reader.childPath("locales"),
          expected: "at least one language tag (leave 'locales' out for the default variant)",
          found: "[]")
      }
      var canonical: [String] = []
      for (index, tag) in tags.enumerated() {
        let path = reader.childPath("locales") + "[\(index)]"
        let read = try Self.tag(tag, file: file, path: path)
        if let other = entry.variants.first(where: { $0.locales?.contains(read) == true }) {
          throw .invalidValue(
            file: file, path: path,
            expected: "a tag no other variant of '\(entry.id)' lists (\(other.jsonPath) lists it)",
            found: JSONValue.string(tag).quotedForMessage)
        }
        if !canonical.contains(read) { canonical.append(read) }
      }
      locales = canonical
    } else if let other = entry.variants.first(where: { $0.locales == nil }) {
      throw .missingKey(
        file: file, path: reader.childPath("locales"),
        expected: "the languages of this variant: \(other.jsonPath) is the default of "
          + "'\(entry.id)' already, and an entry has one default at most")
    }
    return .init(value: value, locales: locales, file: file, jsonPath: location.description)
  }

  /// The canonical spelling of the language tag `text`.
  private static func tag(_ text: String, file: String, path: String) throws(ResourceError)
    -> String
  {
    guard let locale = LocaleID(text) else {
      throw .invalidValue(
        file: file, path: path, expected: "a BCP 47 language tag such as \"en\" or \"es-419\"",
        found: JSONValue.string(text).quotedForMessage)
    }
    return locale.description
  }

  /// The `lengths` object: slot → limit.
  private static func lengths(_ reader: ResourceReader) throws(ResourceError) -> [TextSlot:
    LengthLimit]
  {
    let slots = TextSlot.allCases.filter { $0 != .format }.map(\.rawValue)
    guard let lengths = try reader.object("lengths", allowed: slots) else { return [:] }
    var limits: [TextSlot: LengthLimit] = [:]
    for member in lengths.members {
      guard let slot = TextSlot(rawValue: member.key) else { continue }
      let limit = try ResourceReader(
        member.value, file: reader.file, at: lengths.location.appending(member.key),
        allowed: ["maxRatio", "allowance", "maxWidth"])
      limits[slot] = LengthLimit(
        maxRatio: try ratio(limit), allowance: try limit.integer("allowance", in: 0...10_000),
        maxWidth: try limit.integer("maxWidth", in: 1...100_000))
    }
    return limits
  }

  /// The `maxRatio` of `limit`: a number from 1 to 100.
  private static func ratio(_ limit: ResourceReader) throws(ResourceError) -> Double? {
    guard let value = limit.value("maxRatio") else { return nil }
    guard case .number(let text) = value, let ratio = Double(text), (1...100).contains(ratio)
    else {
      throw .invalidValue(
        file: limit.file, path: limit.childPath("maxRatio"), expected: "a number from 1 to 100",
        found: value.quotedForMessage)
    }
    return ratio
  }
}
