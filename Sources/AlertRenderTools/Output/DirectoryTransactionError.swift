/// Why a `DirectoryTransaction` did not replace every file it was given. Files are named as
/// in the directory (`Screen.xcstrings`); the caller says which directory.
enum DirectoryTransactionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The directory could not be opened or locked; nothing was done.
  case unlockable(reason: String)
  /// Another process held the directory's lock longer than the wait allowed; nothing was
  /// done.
  case busy(seconds: Int)
  /// `file` could not be staged, so no file was replaced; `files` are all the transaction's.
  case notWritten(file: String, reason: String, files: [String])
  /// Replacing `file` failed after the commit point: `written` were replaced, and `pending`
  /// (`file` first) wait beside their files for the next transaction, which finishes them.
  case partlyWritten(file: String, reason: String, written: [String], pending: [String])
  /// The journal an interrupted transaction left could not be read or finished; nothing of
  /// this transaction was done.
  case unrecoverable(file: String, reason: String)

  /// A full sentence or two.
  var description: String {
    switch self {
    case .unlockable(let reason): return reason
    case .busy(let seconds):
      return "Another process has held the directory's lock for \(seconds) seconds."
    case .notWritten(let file, let reason, let files):
      return "\(file): \(reason) No file was replaced: \(files.joined(separator: ", "))."
    case .partlyWritten(let file, let reason, let written, let pending):
      return
        "\(file): \(reason) Replaced: \(written.joined(separator: ", ")); pending: "
        + "\(pending.joined(separator: ", "))."
    case .unrecoverable(let file, let reason): return "\(file): \(reason)"
    }
  }
}
