/// Writes JSON string literals for records the CLI assembles around layout documents.
package enum JSONText {
  /// `text` as a quoted JSON string, escaped exactly as layout documents escape their strings.
  package static func quoted(_ text: String) -> String {
    var writer = LayoutJSONWriter(pretty: false, capacity: text.utf8.count + 8)
    writer.string(text)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
