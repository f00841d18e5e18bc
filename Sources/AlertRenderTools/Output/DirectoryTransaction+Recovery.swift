import AlertLayout

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension DirectoryTransaction {
  /// What `recover()` found of an interrupted transaction.
  struct Recovery: Sendable, Equatable {
    /// Files whose pending version it put in place.
    var finished: [String] = []
    /// Files that changed after the interrupted transaction read them, whose pending version
    /// it removed instead.
    var dropped: [String] = []
  }

  /// The first line of a journal.
  static let journalHeader = "alert-render journal 1"

  /// Finishes the transaction a killed process left committed (its journal in place): each
  /// pending version still beside its file is renamed over it when the file holds what that
  /// transaction read, and removed when it does not. Then removes the journal and every
  /// temporary file a transaction left, which no transaction is writing while this one holds
  /// the lock.
  func recover() throws(DirectoryTransactionError) -> Recovery {
    var status = stat()
    guard fstatat(descriptor, Self.journalName, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      guard errno == ENOENT else {
        throw .unrecoverable(
          file: Self.journalName, reason: "It could not be read (\(Self.systemError())).")
      }
      removeTemporaries()
      return Recovery()
    }
    let entries: [Staged]
    do {
      entries = try Self.entries(ofJournal: try read(Self.journalName, limit: 1 << 20))
    } catch {
      throw .unrecoverable(
        file: Self.journalName,
        reason:
          "\(error.reason) Expected the journal alert-render leaves when it is stopped while "
          + "replacing files; remove it if it is something else.")
    }
    var recovery = Recovery()
    for entry in entries {
      guard fstatat(descriptor, entry.temporary, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
        continue  // put in place before the process ended
      }
      let pending = try? read(entry.temporary)
      let current = try? read(entry.name)
      guard let pending, Self.fingerprint(pending) == entry.fingerprint, let current,
        Self.fingerprint(current) == entry.originalFingerprint
      else {
        unlinkat(descriptor, entry.temporary, 0)
        recovery.dropped.append(entry.name)
        continue
      }
      guard renameat(descriptor, entry.temporary, descriptor, entry.name) == 0 else {
        throw .unrecoverable(
          file: entry.name,
          reason: "Its pending version could not be put in place (\(Self.systemError())).")
      }
      recovery.finished.append(entry.name)
    }
    guard fsync(descriptor) == 0, unlinkat(descriptor, Self.journalName, 0) == 0 else {
      throw .unrecoverable(
        file: Self.journalName,
        reason: "It could not be removed once finished (\(Self.systemError())).")
    }
    removeTemporaries()
    return recovery
  }

  /// Removes every file of the directory whose name starts with `temporaryPrefix`.
  private func removeTemporaries() {
    // `leftovers(inDirectory:)` closes the copy, whatever it returns.
    let copy = dup(descriptor)
    guard copy >= 0, let leftovers = Self.leftovers(inDirectory: copy) else { return }
    // A directory of that name is left alone: unlinkat removes files and links only.
    for name in leftovers.temporaries { unlinkat(descriptor, name, 0) }
  }

  /// The hidden files a transaction leaves in its directory while it runs, or when it is
  /// stopped: what the next transaction finishes or removes first (`recover()`).
  struct Leftovers: Sendable, Equatable {
    /// Whether the journal is in place: the transaction passed its commit point, and some of
    /// its files may not be replaced yet.
    var journal = false
    /// The names of its temporary files.
    var temporaries: [String] = []

    var isEmpty: Bool { !journal && temporaries.isEmpty }
  }

  /// What transactions left in the directory at `path`, without taking its lock (so that a
  /// transaction may be running); nil when it cannot be listed.
  static func leftovers(in path: String) -> Leftovers? {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    return leftovers(inDirectory: descriptor)
  }

  /// `leftovers(in:)` of the open directory `descriptor`, which it closes.
  private static func leftovers(inDirectory descriptor: Int32) -> Leftovers? {
    guard let stream = fdopendir(descriptor) else {
      close(descriptor)
      return nil
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var leftovers = Leftovers()
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == journalName { leftovers.journal = true }
      if name.hasPrefix(temporaryPrefix) { leftovers.temporaries.append(name) }
    }
    leftovers.temporaries.sort()
    return leftovers
  }

  // MARK: The journal

  /// The journal of `staged`: the header line, then a line per file with its temporary name,
  /// its name and both fingerprints, separated by tabs. Names are written with `%`, tabs,
  /// line breaks and other control characters as `%XX`.
  static func journal(_ staged: [Staged]) -> String {
    var text = journalHeader + "\n"
    for file in staged {
      text += escape(file.temporary) + "\t" + escape(file.name) + "\t"
      text += String(file.originalFingerprint, radix: 16) + "\t"
      text += String(file.fingerprint, radix: 16) + "\n"
    }
    return text
  }

  /// The entries of a journal's `bytes`; throws unless it is one `journal(_:)` writes, with
  /// names of the directory's own files only.
  static func entries(ofJournal bytes: [UInt8]) throws(Problem) -> [Staged] {
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard lines.first.map({ String(decoding: $0, as: UTF8.self) }) == journalHeader,
      lines.last?.isEmpty == true
    else {
      throw Problem(reason: "It does not start with '\(journalHeader)' or end with a newline.")
    }
    var entries: [Staged] = []
    for line in lines.dropFirst().dropLast() {
      let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
      guard fields.count == 4, let temporary = unescape(fields[0]), let name = unescape(fields[1]),
        temporary.hasPrefix(temporaryPrefix), isPlainName(temporary), isPlainName(name),
        let original = UInt64(String(decoding: fields[2], as: UTF8.self), radix: 16),
        let fingerprint = UInt64(String(decoding: fields[3], as: UTF8.self), radix: 16)
      else {
        throw Problem(reason: "Line \(entries.count + 2) is not a replacement it records.")
      }
      entries.append(
        Staged(
          temporary: temporary, name: name, originalFingerprint: original,
          fingerprint: fingerprint))
    }
    return entries
  }

  /// Whether `name` names a file directly inside the directory.
  private static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/"))
      && !name.utf8.contains(0)
  }

  private static func escape(_ name: String) -> String {
    var bytes: [UInt8] = []
    for byte in name.utf8 {
      if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
        bytes += Array("%".utf8)
        bytes += Array(String(byte >> 4, radix: 16).utf8) + Array(String(byte & 15, radix: 16).utf8)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func unescape(_ field: ArraySlice<UInt8>) -> String? {
    var bytes: [UInt8] = []
    var index = field.startIndex
    while index < field.endIndex {
      guard field[index] == UInt8(ascii: "%") else {
        bytes.append(field[index])
        index += 1
        continue
      }
      guard index + 2 < field.endIndex,
        let value = UInt8(
          String(decoding: field[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(value)
      index += 3
    }
    guard UTF8Validation.firstInvalidOffset(in: bytes) == nil else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
