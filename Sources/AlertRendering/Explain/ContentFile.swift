import AlertLayout

/// A rule file or catalog read again to place an explanation's JSON paths: its bytes and
/// parsed value, or nothing when it can no longer be read as it was loaded (gone, replaced by
/// something that is not a regular file, grown past the loading limit); one that is no longer
/// JSON has no values and no positions.
final class ContentFile {
  let bytes: [UInt8]
  /// The parsed file, made on first use: a catalog is only ever searched for positions.
  private(set) lazy var value: JSONValue =
    (try? JSONParser.parse(bytes, limits: JSONLimits(maxDepth: 256, maxStringBytes: .max)))
    ?? .null

  /// Reads `path` (as messages name it, relative to the working directory), as
  /// `FileBytes.regularFile(at:limit:)` reads a content file again.
  init?(path: String) {
    guard let bytes = FileBytes.regularFile(at: path, limit: ResourceDirectory.maxFileBytes)
    else { return nil }
    self.bytes = bytes
  }

  /// Content files, each read on first use, by the name messages give them.
  final class Cache {
    private var files: [String: ContentFile?] = [:]

    /// The file `path`, or nil when it cannot be read again.
    subscript(path: String) -> ContentFile? {
      if let file = files[path] { return file }
      let file = ContentFile(path: path)
      files[path] = file
      return file
    }
  }

  /// The value at `path` (as `a.b[2].c`), if the file has it.
  func value(at path: String) -> JSONValue? {
    var found: JSONValue?
    Self.walk(value, path: "") { candidate, value in
      guard candidate == path else { return false }
      found = value
      return true
    }
    return found
  }

  /// The path of the first string value equal to `text` whose path starts with one of
  /// `prefixes`, tried in order, then anywhere when `anywhere`.
  func path(ofString text: String, under prefixes: [String] = [], anywhere: Bool = true)
    -> String?
  {
    var strings: [String] = []
    Self.walk(value, path: "") { path, value in
      if case .string(let string) = value, string.isExactly(text) { strings.append(path) }
      return false
    }
    for prefix in prefixes {
      if let path = strings.first(where: { $0 == prefix || $0.hasPrefix(prefix + ".") }) {
        return path
      }
    }
    return anywhere ? strings.first : nil
  }

  /// Calls `visit` with every value and its path, in document order, until it returns true.
  @discardableResult
  private static func walk(
    _ value: JSONValue, path: String, _ visit: (String, JSONValue) -> Bool
  ) -> Bool {
    if visit(path, value) { return true }
    switch value {
    case .object(let members):
      for member in members {
        let inner = path.isEmpty ? member.key : path + "." + member.key
        if walk(member.value, path: inner, visit) { return true }
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if walk(element, path: path + "[\(index)]", visit) { return true }
      }
    default: break
    }
    return false
  }
}
