import AlertRendering

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A directory that output is written into without ever following a link inside it.
///
/// The directory is opened once, and everything below it is reached through its descriptor:
/// sub-directories are made with `mkdirat` and opened with `O_NOFOLLOW`, so a link planted
/// where a directory belongs is refused; files are written to a new name made with
/// `O_CREAT | O_EXCL | O_NOFOLLOW` and renamed over the target, which replaces a link
/// planted there rather than writing through it. No write lands outside the directory.
///
/// The path that names the directory itself is the caller's: links in it are followed, as
/// for any path a user types.
package final class OutputDirectory {
  /// The directory's path, for messages.
  package let path: String
  private let descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Opens the directory at `path`, first making it and its missing parents when `create`.
  package convenience init(_ path: String, create: Bool) throws(OutputError) {
    if create {
      var prefix = path.hasPrefix("/") ? "/" : ""
      for component in path.split(separator: "/") {
        prefix += component
        if mkdir(prefix, 0o755) != 0, errno != EEXIST {
          throw .failed(path: prefix, action: "The directory could not be made", code: errno)
        }
        prefix += "/"
      }
    }
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw code == ENOTDIR
        ? .notDirectory(path: path)
        : .failed(path: path, action: "The directory could not be opened", code: code)
    }
    self.init(path: path, descriptor: descriptor)
  }

  /// Whether `path` still names this directory: not removed, nor replaced by another. While
  /// the directory is open, no directory made in its place can take its inode number.
  package var isInPlace: Bool {
    var opened = stat()
    var named = stat()
    guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0 else { return false }
    return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
  }

  /// The path of `name` inside the directory, for messages.
  package func display(_ name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// The directory `relativePath` (components separated by `/`) inside this one, each
  /// component made when missing; a link or anything but a directory on the way is refused.
  package func directory(_ relativePath: String) throws(OutputError) -> OutputDirectory {
    var current = self
    for component in relativePath.split(separator: "/") {
      let name = String(component)
      try Self.check(name, in: current)
      if mkdirat(current.descriptor, name, 0o755) != 0, errno != EEXIST {
        throw .failed(
          path: current.display(name), action: "The directory could not be made", code: errno)
      }
      let child = openat(current.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard child >= 0 else { throw current.refusal(name, code: errno) }
      current = OutputDirectory(path: current.display(name), descriptor: child)
    }
    return current
  }

  /// Replaces (or creates) the file `name` with `bytes`: they go to a new file beside it,
  /// flushed to disk when `durable`, which is then renamed over `name`. A regular file's
  /// permissions are kept; a link at `name` is replaced, never followed. On failure `name`
  /// is untouched.
  package func write(_ bytes: [UInt8], to name: String, durable: Bool) throws(OutputError) {
    try Self.check(name, in: self)
    var status = stat()
    let existing = fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0
    if existing, status.st_mode & S_IFMT == S_IFDIR {
      throw .notFile(path: display(name))
    }
    let keptMode = existing && status.st_mode & S_IFMT == S_IFREG ? status.st_mode & 0o7777 : nil
    let (file, temporary) = try createTemporary(beside: name)
    let written = bytes.withUnsafeBytes { FileBytes.writeAll($0, to: file) }
    var failure: OutputError?
    if let written {
      failure = .failed(path: display(name), action: "Writing failed", code: written.code)
    } else if let keptMode, fchmod(file, keptMode) != 0 {
      failure = .failed(
        path: display(name), action: "The permissions could not be kept", code: errno)
    } else if durable, fsync(file) != 0 {
      failure = .failed(path: display(name), action: "The file could not be flushed", code: errno)
    }
    if close(file) != 0, failure == nil {
      failure = .failed(path: display(name), action: "Closing the file failed", code: errno)
    }
    if failure == nil, renameat(descriptor, temporary, descriptor, name) != 0 {
      failure = .failed(path: display(name), action: "The file could not be replaced", code: errno)
    }
    if let failure {
      unlinkat(descriptor, temporary, 0)
      throw failure
    }
    // The rename itself reaches the disk with the directory.
    if durable { fsync(descriptor) }
  }

  /// All bytes of `name` when it is a regular file of at most `limit` bytes (not a link),
  /// else nil.
  package func contents(of name: String, limit: Int) -> [UInt8]? {
    guard (try? Self.check(name, in: self)) != nil else { return nil }
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var status = stat()
    guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) <= limit,
      case .complete(let bytes) = FileBytes.readToEnd(
        file, sizeHint: Int(status.st_size), limit: limit, isRegularFile: true)
    else { return nil }
    return bytes
  }

  /// The names in the directory, sorted, hidden ones left out; nil if it cannot be listed.
  package func fileNames() -> [String]? {
    let copy = dup(descriptor)
    guard copy >= 0 else { return nil }
    guard let stream = fdopendir(copy) else {
      close(copy)
      return nil
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }

  /// A new, empty directory inside this one whose name starts with `prefix`, for building
  /// something that then replaces an entry whole (`replace(_:with:)`).
  package func makeTemporaryDirectory(prefix: String) throws(OutputError) -> String {
    for _ in 0..<100 {
      let name = prefix + Self.randomSuffix()
      if mkdirat(descriptor, name, 0o755) == 0 { return name }
      guard errno == EEXIST else {
        throw .failed(path: display(name), action: "The directory could not be made", code: errno)
      }
    }
    throw .failed(path: display(prefix), action: "No temporary name was free", code: EEXIST)
  }

  /// Puts the entry `source` in the place of `name`: whatever is at `name` (a directory, a
  /// file or a link, which is not followed) is moved aside and then removed.
  package func replace(_ name: String, with source: String) throws(OutputError) {
    try Self.check(name, in: self)
    var status = stat()
    guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      guard renameat(descriptor, source, descriptor, name) == 0 else {
        throw .failed(path: display(name), action: "It could not be put in place", code: errno)
      }
      return
    }
    let old = try makeTemporaryName(prefix: ".\(name).old.")
    guard renameat(descriptor, name, descriptor, old) == 0 else {
      throw .failed(
        path: display(name), action: "The old one could not be moved aside", code: errno)
    }
    guard renameat(descriptor, source, descriptor, name) == 0 else {
      let code = errno
      renameat(descriptor, old, descriptor, name)
      throw .failed(path: display(name), action: "It could not be put in place", code: code)
    }
    removeTree(old)
  }

  /// Removes `name` and, when it is a directory (not a link to one), everything in it;
  /// links are removed, never followed. What cannot be removed stays.
  package func removeTree(_ name: String) {
    guard (try? Self.check(name, in: self)) != nil else { return }
    if unlinkat(descriptor, name, 0) == 0 { return }
    let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard child >= 0 else { return }
    let directory = OutputDirectory(path: display(name), descriptor: child)
    for entry in directory.allNames() { directory.removeTree(entry) }
    unlinkat(descriptor, name, AT_REMOVEDIR)
  }

  /// Every name in the directory but `.` and `..`, hidden ones included.
  private func allNames() -> [String] {
    let copy = dup(descriptor)
    guard copy >= 0, let stream = fdopendir(copy) else {
      if copy >= 0 { close(copy) }
      return []
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// A new file beside `name`, opened for writing, and its name.
  private func createTemporary(beside name: String) throws(OutputError) -> (Int32, String) {
    for _ in 0..<100 {
      let temporary = ".\(name).\(Self.randomSuffix())"
      let file = openat(
        descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if file >= 0 { return (file, temporary) }
      guard errno == EEXIST else {
        throw .failed(
          path: display(name), action: "A temporary file could not be created beside it",
          code: errno)
      }
    }
    throw .failed(path: display(name), action: "No temporary name was free", code: EEXIST)
  }

  /// A name starting with `prefix` that nothing in the directory has.
  private func makeTemporaryName(prefix: String) throws(OutputError) -> String {
    for _ in 0..<100 {
      let name = prefix + Self.randomSuffix()
      var status = stat()
      if fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) != 0, errno == ENOENT {
        return name
      }
    }
    throw .failed(path: display(prefix), action: "No temporary name was free", code: EEXIST)
  }

  private static func randomSuffix() -> String {
    String(UInt64.random(in: 0...UInt64.max) & 0xff_ffff_ffff, radix: 36)
  }

  /// Refuses a name that is not one directory entry.
  private static func check(_ name: String, in directory: OutputDirectory) throws(OutputError) {
    guard !name.isEmpty, name != ".", name != "..", !name.utf8.contains(UInt8(ascii: "/")),
      !name.utf8.contains(0)
    else { throw .invalidName(path: directory.path, name: name) }
  }

  /// Why `name` could not be opened as a directory.
  private func refusal(_ name: String, code: Int32) -> OutputError {
    var status = stat()
    if fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
      if status.st_mode & S_IFMT == S_IFLNK { return .link(path: display(name)) }
      if status.st_mode & S_IFMT != S_IFDIR { return .notDirectory(path: display(name)) }
    }
    return .failed(path: display(name), action: "The directory could not be opened", code: code)
  }
}
