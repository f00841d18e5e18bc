import AlertLayout
import AlertRendering

/// One alert of a batch as a framer cut it from the input, with where it starts.
package struct BatchElement: Sendable, Equatable {
  /// What the framer found.
  package enum Content: Sendable, Equatable {
    /// The alert's bytes, from its first to its last significant byte.
    case alert([UInt8])
    /// An alert over the size limit, skipped to its end without being held; `bytes` is its
    /// length.
    case tooLarge(bytes: Int)
    /// The input is broken here in a way framing cannot get past (an array missing a comma,
    /// an input that is not an array at all); nothing follows this element.
    case broken(JSONSyntaxError)
  }

  /// What the framer found.
  package var content: Content
  /// The element's position among the batch's elements, from 0.
  package var index: Int
  /// The 1-based line of the input where the element starts.
  package var line: Int
  /// The 1-based column (in characters) where the element starts.
  package var column: Int
  /// The byte offset in the input where the element starts.
  package var offset: Int

  package init(_ content: Content, index: Int, line: Int, column: Int, offset: Int) {
    self.content = content
    self.index = index
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `error`, found in this element's bytes alone, with its position moved to where it is in
  /// the whole input, so that a message about element 40 of a pretty-printed array names the
  /// line an editor shows.
  package func locating(_ error: AlertDataError) -> AlertDataError {
    switch error {
    case .invalidUTF8(let offset):
      return .invalidUTF8(offset: self.offset + offset)
    case .malformedJSON(var syntax):
      if syntax.line == 1 { syntax.column += column - 1 }
      syntax.line += line - 1
      syntax.offset += offset
      return .malformedJSON(syntax)
    default:
      return error
    }
  }
}
