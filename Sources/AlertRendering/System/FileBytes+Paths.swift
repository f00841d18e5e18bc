#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension FileBytes {
  /// Why a file could not be read, as a sentence for messages.
  package struct ReadProblem: Error, Sendable {
    package var reason: String
  }

  /// All bytes of the regular file at `path`, at most `limit`. The file is opened without
  /// blocking, so a FIFO given by mistake cannot hang the run, and must be a regular file.
  package static func contents(ofRegularFile path: String, limit: Int) -> Result<
    [UInt8], ReadProblem
  > {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason =
        errno == ENOENT
        ? "No such file." : "The file could not be opened (\(String(cString: strerror(errno))))."
      return .failure(ReadProblem(reason: reason))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .failure(ReadProblem(reason: "Not a regular file; expected a file."))
    }
    guard Int(status.st_size) <= limit else {
      return .failure(ReadProblem(reason: "The file is over \(limit >> 20) MiB."))
    }
    switch readToEnd(descriptor, sizeHint: Int(status.st_size), limit: limit, isRegularFile: true) {
    case .complete(let bytes): return .success(bytes)
    case .tooLong: return .failure(ReadProblem(reason: "The file is over \(limit >> 20) MiB."))
    case .failed(let code):
      return .failure(
        ReadProblem(reason: "The file could not be read (\(String(cString: strerror(code))))."))
    }
  }

  /// Replaces (or creates) the file at `path` with `bytes` so that no reader, and no crash,
  /// ever sees it half-written: the bytes go to a new file in the same directory, which is
  /// flushed to disk and renamed over `path`. An existing file's permissions are kept, and
  /// a symlink is followed. With `durable` false the flush is skipped: for output that is
  /// made again at will (a preview site), where waiting for the disk only delays the reader.
  /// Returns nil on success, else the reason as a sentence; on failure `path` is untouched.
  package static func writeAtomically(
    _ bytes: [UInt8], toPath given: String, durable: Bool = true
  ) -> String? {
    // A symlinked file is replaced where it really is, so the link stays a link.
    var path = given
    if let resolved = realpath(given, nil) {
      path = String(cString: resolved)
      free(resolved)
    }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((directory.isEmpty ? "/" : directory + "/").utf8CString.dropLast())
    template += Array(".\(name).XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else {
      return
        "A temporary file could not be created beside it (\(String(cString: strerror(errno))))."
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var status = stat()
    let mode = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644 & ~currentUmask()
    let writeFailure = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    let failure: String?
    if let writeFailure {
      failure = "Writing failed (\(String(cString: strerror(writeFailure.code))))."
    } else if fchmod(descriptor, mode) != 0 || (durable && fsync(descriptor) != 0) {
      failure = "The file could not be flushed to disk (\(String(cString: strerror(errno))))."
    } else {
      failure = nil
    }
    if close(descriptor) != 0, failure == nil {
      unlink(temporary)
      return "Closing the file failed (\(String(cString: strerror(errno))))."
    }
    if let failure {
      unlink(temporary)
      return failure
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return "The file could not be replaced (\(reason))."
    }
    return nil
  }

  /// The process's umask, read by setting it and back.
  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  /// Makes the directory at `path` unless one is there; nil on success, else the reason.
  package static func makeDirectory(_ path: String) -> String? {
    if mkdir(path, 0o755) == 0 { return nil }
    let code = errno
    if code == EEXIST, isDirectory(path) { return nil }
    return code == EEXIST
      ? "Something that is not a directory is in the way."
      : "The directory could not be made (\(String(cString: strerror(code))))."
  }

  /// Whether `path` is a directory (or a symlink to one).
  package static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The names in the directory `path`, sorted, hidden ones left out; nil if it cannot be
  /// listed.
  package static func fileNames(in path: String) -> [String]? {
    guard let stream = opendir(path) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }
}
