import AlertRendering

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Replaces files of one directory all or nothing, holding an exclusive advisory lock
/// (`flock`) on the directory itself meanwhile, so that transactions on one directory run one
/// after the other and none loses what another wrote.
///
/// `commit(_:)` first checks that every file still holds what was read, writes each new
/// version beside its file under a hidden temporary name and flushes it to disk; then it
/// records the replacements in a hidden journal, which is the commit point, and only then
/// renames each new version over its file. Hidden files are never content: the loader skips
/// names that start with `.`. A process killed before the journal is in place leaves
/// temporary files only, which the next transaction removes; one killed after it leaves the
/// journal, and the next transaction finishes the renames before it does anything else
/// (`recover()`), except for a file changed since, whose pending version it drops.
///
/// No lock file is made: the lock is on the directory, and ends with the process holding it.
/// Nothing follows a symbolic link: files are opened and replaced below the open directory,
/// and a file that is a link is refused.
final class DirectoryTransaction {
  /// The journal of a transaction between its commit point and its end.
  static let journalName = ".alert-render-journal"
  /// How every temporary file of a transaction starts, the journal's before it is in place.
  static let temporaryPrefix = ".alert-render-temp."
  /// The largest file read back, to check that it did not change.
  static let maxFileBytes = 64 << 20

  /// One file to replace.
  struct Replacement: Sendable {
    /// Its name in the directory.
    var name: String
    /// What it held when read: a file that holds anything else is not replaced.
    var original: [UInt8]
    /// What it is to hold.
    var bytes: [UInt8]
  }

  /// A replacement written beside its file, as the journal records it.
  struct Staged: Sendable, Equatable {
    var temporary: String
    var name: String
    /// `fingerprint(_:)` of what the file held and of what it is to hold.
    var originalFingerprint: UInt64
    var fingerprint: UInt64
  }

  /// Why one step failed, as a sentence.
  struct Problem: Error {
    var reason: String
  }

  /// The open directory, locked.
  let descriptor: Int32

  /// Opens and locks the directory at `path`. When another process holds the lock,
  /// `whileWaiting` is called once and the lock is tried again until `limit` has passed.
  init(directory path: String, waitingUpTo limit: Duration, whileWaiting: () -> Void)
    throws(DirectoryTransactionError)
  {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .unlockable(reason: "The directory could not be opened (\(Self.systemError())).")
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    var pause: UInt32 = 10_000
    var waiting = false
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK, clock.now < deadline else {
        close(descriptor)
        if code == EWOULDBLOCK { throw .busy(seconds: Int(limit.components.seconds)) }
        throw .unlockable(reason: "The directory could not be locked (\(Self.systemError(code))).")
      }
      if !waiting {
        waiting = true
        whileWaiting()
      }
      usleep(pause)
      pause = min(pause * 2, 200_000)
    }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Replaces every file of `replacements`, or none: see the type's description. Throws
  /// `notWritten` when no file was replaced, and `partlyWritten` when a rename failed after
  /// the commit point (the next transaction finishes the others).
  func commit(_ replacements: [Replacement]) throws(DirectoryTransactionError) {
    guard !replacements.isEmpty else { return }
    let staged = try stage(replacements)
    try writeJournal(staged)
    try apply(staged)
  }

  /// Checks each file and writes its new version beside it; on any failure, removes what it
  /// wrote and throws `notWritten`.
  func stage(_ replacements: [Replacement]) throws(DirectoryTransactionError) -> [Staged] {
    var staged: [Staged] = []
    for replacement in replacements {
      do {
        let mode = try checkUnchanged(replacement)
        let temporary = try writeTemporary(replacement.bytes, for: replacement.name, mode: mode)
        staged.append(
          Staged(
            temporary: temporary, name: replacement.name,
            originalFingerprint: Self.fingerprint(replacement.original),
            fingerprint: Self.fingerprint(replacement.bytes)))
      } catch {
        removeTemporaries(of: staged)
        throw .notWritten(
          file: replacement.name, reason: error.reason, files: replacements.map(\.name))
      }
    }
    return staged
  }

  /// Puts the journal of `staged` in place and flushes the directory: the commit point. On
  /// failure, removes the journal and the staged files and throws `notWritten`.
  func writeJournal(_ staged: [Staged]) throws(DirectoryTransactionError) {
    let bytes = Array(Self.journal(staged).utf8)
    do throws(Problem) {
      let temporary = try writeTemporary(bytes, for: "journal", mode: 0o644)
      guard renameat(descriptor, temporary, descriptor, Self.journalName) == 0 else {
        let reason = Self.systemError()
        unlinkat(descriptor, temporary, 0)
        throw Problem(reason: "The journal could not be put in place (\(reason)).")
      }
      guard fsync(descriptor) == 0 else {
        let reason = Self.systemError()
        unlinkat(descriptor, Self.journalName, 0)
        throw Problem(reason: "The directory could not be flushed to disk (\(reason)).")
      }
    } catch {
      removeTemporaries(of: staged)
      throw .notWritten(file: Self.journalName, reason: error.reason, files: staged.map(\.name))
    }
  }

  /// Renames each staged file over its file, flushes the directory and removes the journal.
  func apply(_ staged: [Staged]) throws(DirectoryTransactionError) {
    for (index, file) in staged.enumerated() {
      guard renameat(descriptor, file.temporary, descriptor, file.name) == 0 else {
        throw .partlyWritten(
          file: file.name, reason: "It could not be replaced (\(Self.systemError())).",
          written: staged[..<index].map(\.name), pending: staged[index...].map(\.name))
      }
    }
    guard fsync(descriptor) == 0 else {
      throw .partlyWritten(
        file: Self.journalName,
        reason:
          "The directory could not be flushed to disk (\(Self.systemError())), so a crash "
          + "could still undo the replacements.",
        written: staged.map(\.name), pending: [])
    }
    // A journal left behind names no file still pending: the next transaction only removes it.
    unlinkat(descriptor, Self.journalName, 0)
  }

  /// The file mode of `replacement`'s file, after checking that it is a regular file (not a
  /// link) and holds what was read.
  private func checkUnchanged(_ replacement: Replacement) throws(Problem) -> mode_t {
    var status = stat()
    guard fstatat(descriptor, replacement.name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      throw Problem(reason: "It could not be found (\(Self.systemError())).")
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFLNK:
      throw Problem(
        reason:
          "It is a symbolic link; only a regular file is replaced, never the file a link "
          + "leads to.")
    default: throw Problem(reason: "It is not a regular file.")
    }
    guard try read(replacement.name) == replacement.original else {
      throw Problem(reason: "It changed after it was read.")
    }
    return status.st_mode & 0o7777
  }

  /// Writes `bytes` to a new hidden file named after `name`, flushed to disk with `mode`, and
  /// returns its name; on failure, nothing of it is left.
  func writeTemporary(_ bytes: [UInt8], for name: String, mode: mode_t) throws(Problem) -> String {
    for _ in 0..<64 {
      let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
      let temporary = Self.temporaryPrefix + name + "." + suffix
      let file = openat(
        descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard file >= 0 else {
        if errno == EEXIST { continue }
        throw Problem(
          reason: "A temporary file could not be made beside it (\(Self.systemError())).")
      }
      var failure: String?
      if let problem = bytes.withUnsafeBytes({ FileBytes.writeAll($0, to: file) }) {
        failure = "Writing failed (\(Self.systemError(problem.code)))."
      } else if fchmod(file, mode) != 0 || fsync(file) != 0 {
        failure = "The file could not be flushed to disk (\(Self.systemError()))."
      }
      if close(file) != 0, failure == nil {
        failure = "Closing the file failed (\(Self.systemError()))."
      }
      if let failure {
        unlinkat(descriptor, temporary, 0)
        throw Problem(reason: failure)
      }
      return temporary
    }
    throw Problem(reason: "No free temporary name was found beside it.")
  }

  /// The bytes of the regular file `name` of the directory, not following a link.
  func read(_ name: String, limit: Int = maxFileBytes) throws(Problem) -> [UInt8] {
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else {
      throw Problem(reason: "It could not be opened (\(Self.systemError())).")
    }
    defer { close(file) }
    var status = stat()
    guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw Problem(reason: "It is not a regular file.")
    }
    switch FileBytes.readToEnd(
      file, sizeHint: Int(status.st_size), limit: limit, isRegularFile: true)
    {
    case .complete(let bytes): return bytes
    case .tooLong: throw Problem(reason: "It is over \(limit >> 20) MiB.")
    case .failed(let code):
      throw Problem(reason: "It could not be read (\(Self.systemError(code))).")
    }
  }

  private func removeTemporaries(of staged: [Staged]) {
    for file in staged { unlinkat(descriptor, file.temporary, 0) }
  }

  /// A fingerprint of `bytes` (64-bit FNV-1a), to tell whether a file changed.
  static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
  }

  static func systemError(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }
}
