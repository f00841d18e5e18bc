/// Checks that bytes read from outside (alerts, layout documents, content files) are UTF-8.
///
/// It sits below every stage, so that reading a document or a content file does not reach up
/// into the alert model for it.
package enum UTF8Validation {
  /// The offset of the first byte that breaks UTF-8, or nil when all of it is valid.
  package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    // ASCII is by far the common case; check it with a cheap scan first, then let the
    // standard library's vectorised validation clear the rest. Only invalid input is decoded
    // scalar by scalar to find the offset.
    if !bytes.contains(where: { $0 >= 0x80 }) { return nil }
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
      String(validating: bytes, as: UTF8.self) != nil
    {
      return nil
    }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
