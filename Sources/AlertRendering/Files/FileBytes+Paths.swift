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
