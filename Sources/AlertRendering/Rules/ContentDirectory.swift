#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A directory of rules or catalogs, read without leaving it.
///
/// Content directories may come from a drop-in folder, so a symlink or `..` that points
/// outside the directory is refused rather than followed.
///
/// Files are listed and read with POSIX calls: every command run loads all content, and
/// Foundation's file APIs spend several system calls per entry (resolving each path component
/// of each symlink check) where one `readdir` says what an entry is.
struct ContentDirectory {
  /// The directory as given.
  let url: URL
  /// The directory with every symlink resolved, which entries reached by a symlink must be in.
  private let resolvedPath: String
  /// The working directory, read once, for shorter paths in messages.
  private let workingDirectory: String

  /// Opens `url`, which must be a directory.
  init(_ url: URL) throws(ContentError) {
    guard Self.kind(ofPath: url.path) == .directory, let resolved = Self.realPath(url.path) else {
      throw .unreadable(file: url.path, reason: "No such directory; expected a content directory.")
    }
    self.url = url
    resolvedPath = resolved
    workingDirectory = FileManager.default.currentDirectoryPath
  }

  /// A path for messages: relative to the working directory when inside it.
  func display(_ file: URL) -> String {
    let path = file.standardizedFileURL.path
    let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The file `name` directly inside the directory, if it exists.
  func file(named name: String) throws(ContentError) -> URL? {
    let file = url.appendingPathComponent(name, isDirectory: false)
    switch Self.kind(ofPath: file.path, followingLinks: false) {
    case nil: return nil
    case .symbolicLink?: try checkInside(file)
    default: break
    }
    return file
  }

  /// The folders directly inside the directory, sorted by name.
  func subdirectories() throws(ContentError) -> [URL] {
    try entries(of: url).filter { $0.hasDirectoryPath }
  }

  /// The `.json` files directly inside `folder`, sorted by name.
  func jsonFiles(in folder: URL) throws(ContentError) -> [URL] {
    try entries(of: folder).filter { !$0.hasDirectoryPath && $0.pathExtension == "json" }
  }

  /// The files with `pathExtension` directly inside the directory, sorted by name.
  func files(withExtension pathExtension: String) throws(ContentError) -> [URL] {
    try entries(of: url).filter { !$0.hasDirectoryPath && $0.pathExtension == pathExtension }
  }

  /// Reads `file` and builds a value from its JSON; errors carry the line and column.
  func load<Value>(
    _ file: URL, _ build: (JSONValue, String) throws(ContentError) -> Value
  ) throws(ContentError) -> Value {
    let (json, bytes) = try readJSON(file)
    do {
      return try build(json, display(file))
    } catch {
      throw error.located(in: bytes)
    }
  }

  /// The parsed JSON of `file` and its bytes, or an error naming its line and column.
  func readJSON(_ file: URL) throws(ContentError) -> (JSONValue, [UInt8]) {
    let bytes = try contents(of: file)
    if let offset = Alert.firstInvalidUTF8Offset(bytes) {
      throw .unreadable(
        file: display(file), reason: "Byte \(offset) is not valid UTF-8; expected UTF-8 text.")
    }
    do {
      return (
        try JSONParser.parse(bytes, limits: .init(maxDepth: 64, maxStringBytes: 1 << 20)), bytes
      )
    } catch {
      throw .malformedJSON(file: display(file), error)
    }
  }

  /// All bytes of `file`, at most 4 MiB.
  private func contents(of file: URL) throws(ContentError) -> [UInt8] {
    let maximum = 4 << 20
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .unreadable(file: display(file), reason: "The file could not be read.")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, Int(status.st_size) <= maximum else {
      throw .unreadable(
        file: display(file), reason: "The file is over 4 MiB; expected a rule or catalog.")
    }
    // The size is a hint: a file that grows while being read is read to its end (or the limit).
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= maximum else {
          throw .unreadable(
            file: display(file), reason: "The file is over 4 MiB; expected a rule or catalog.")
        }
        bytes += [UInt8](repeating: 0, count: max(count, 4096))
      }
      let result = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if result < 0, errno == EINTR { continue }
      guard result >= 0 else {
        throw .unreadable(file: display(file), reason: "The file could not be read.")
      }
      if result == 0 { break }
      count += result
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Sorted entries, so that loading order, and therefore every message, is reproducible.
  private func entries(of folder: URL) throws(ContentError) -> [URL] {
    guard let stream = opendir(folder.path) else {
      throw .unreadable(file: display(folder), reason: "The directory could not be listed.")
    }
    defer { closedir(stream) }
    var listed: [(name: String, type: UInt8)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { listed.append((name, entry.pointee.d_type)) }
    }
    var result: [URL] = []
    for (name, type) in listed.sorted(by: { $0.name < $1.name }) {
      var isDirectory = Int32(type) == DT_DIR
      // Only a symlink (or a file system that does not say) can lead outside: an entry of
      // a folder that is inside is inside.
      if Int32(type) != DT_DIR && Int32(type) != DT_REG {
        let entry = folder.appendingPathComponent(name, isDirectory: false)
        try checkInside(entry)
        isDirectory = Self.kind(ofPath: entry.path) == .directory
      }
      result.append(folder.appendingPathComponent(name, isDirectory: isDirectory))
    }
    return result
  }

  private func checkInside(_ file: URL) throws(ContentError) {
    let resolved = Self.realPath(file.path) ?? file.standardizedFileURL.path
    guard resolved == resolvedPath || resolved.hasPrefix(resolvedPath + "/") else {
      throw .unreadable(
        file: display(file),
        reason: "The path leads outside \(display(url)) (\(resolved)); expected files inside it.")
    }
  }

  private enum Kind { case directory, file, symbolicLink }

  /// What is at `path`, or nil when nothing is.
  private static func kind(ofPath path: String, followingLinks: Bool = true) -> Kind? {
    var status = stat()
    guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    default: return .file
    }
  }

  /// `path` with every symlink and `..` resolved, or nil when it does not exist.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
