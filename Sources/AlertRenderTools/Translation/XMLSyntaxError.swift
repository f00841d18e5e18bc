/// An XML document that could not be read, with the line and column where reading stopped.
package struct XMLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, in characters.
  package var column: Int
  /// A sentence saying what was found and what was expected.
  package var reason: String

  package var description: String { reason }
}
