/// What every diagnostic, reader note, lint finding and error of the package says: how
/// serious it is, where, and a sentence.
///
/// Each conforming type keeps its own `description`, the line the command line prints
/// (`file:line:column: error: message` for errors of files); `message` is that sentence
/// without the file, line and column, so that a client can show them its own way.
public protocol Report: Sendable, CustomStringConvertible {
  /// How serious it is.
  var severity: Severity { get }
  /// Where it is; the parts not known are nil.
  var location: ReportLocation { get }
  /// A full sentence, starting with the JSON path when there is one, without the file, line
  /// and column.
  var message: String { get }
}
