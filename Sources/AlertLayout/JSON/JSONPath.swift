/// Where a value sits in a rule file or catalog, such as `variants[1].when.eventCount`.
///
/// Kept in parts and spelt out only when a message needs it: loading reads thousands of
/// values, and building each one's path as text cost more than checking the value.
package struct JSONPath: Sendable, CustomStringConvertible {
  /// The spelt-out path of the object holding the last key.
  private let prefix: String
  /// The member key after `prefix`, if any.
  private let key: String?
  /// The array index after `key`, if the value is an element of that member's array.
  private let index: Int?

  /// The path `text`, already spelt out (`""` for the document itself).
  package init(_ text: String) {
    self.init(prefix: text, key: nil, index: nil)
  }

  private init(prefix: String, key: String?, index: Int?) {
    self.prefix = prefix
    self.key = key
    self.index = index
  }

  /// The path of member `key` of the object here.
  package func appending(_ key: String) -> JSONPath {
    JSONPath(prefix: description, key: key, index: nil)
  }

  /// The path of element `index` of the array in member `key` of the object here.
  package func appending(_ key: String, index: Int) -> JSONPath {
    JSONPath(prefix: description, key: key, index: index)
  }

  /// `path` for a message: each key in it cut as values are (`cutForMessage`), so that a
  /// 1 MB key does not make a 1 MB line while the path keeps its shape.
  package static func cutForMessage(_ path: String) -> String {
    path.split(separator: ".", omittingEmptySubsequences: false).map { "\(cut: $0)" }
      .joined(separator: ".")
  }

  /// The path as JSON paths are written in messages: `a.b[2].c`, `""` for the document.
  package var description: String {
    guard let key else { return prefix }
    let path = prefix.isEmpty ? key : prefix + "." + key
    return index.map { path + "[\($0)]" } ?? path
  }
}
