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

/// How `ResourceDirectory` spells paths: for messages, relative to the working directory, and
/// checked for `..` and symlinks that lead outside.
extension ResourceDirectory {
  /// What `display(relativePath:standardize:)` puts before every relative path, when the same
  /// for all: `relativeToWorkingDirectory(standardizedPath + "/" + relativePath)` cost more
  /// than reading a small rule file, for every file, in building and comparing strings.
  ///
  /// With ASCII paths, `String.hasPrefix` compares bytes, and the working directory (ending
  /// in `/`) is a prefix of the directory's path plus any relative path exactly when it is one
  /// of the directory's path plus `/`, unless it is longer: a working directory inside the
  /// content directory, or a path that is not ASCII, is left to each entry (nil). A relative
  /// path must start with ASCII too (`display(relativePath:standardize:)`): `hasPrefix`
  /// compares characters, and a combining mark would join the `/` before it into one.
  static func displayPrefix(standardizedPath: String, workingDirectoryPrefix: String) -> String? {
    let base = standardizedPath.hasSuffix("/") ? standardizedPath : standardizedPath + "/"
    guard base.utf8.allSatisfy({ $0 < 0x80 }),
      workingDirectoryPrefix.utf8.allSatisfy({ $0 < 0x80 }),
      workingDirectoryPrefix.utf8.count <= base.utf8.count
    else { return nil }
    guard base.utf8.starts(with: workingDirectoryPrefix.utf8) else { return base }
    return String(decoding: base.utf8.dropFirst(workingDirectoryPrefix.utf8.count), as: UTF8.self)
  }

  /// A path for messages: relative to the working directory when inside it.
  package func display(_ file: URL) -> String {
    let path = file.path
    let prefix = self.path.hasSuffix("/") ? self.path : self.path + "/"
    if path == self.path, let standardizedPath {
      return relativeToWorkingDirectory(standardizedPath)
    }
    if path.hasPrefix(prefix), !Self.hasSpecialComponent(path.dropFirst(prefix.count)) {
      return display(relativePath: String(path.dropFirst(prefix.count))) {
        file.standardizedFileURL.path
      }
    }
    return relativeToWorkingDirectory(file.standardizedFileURL.path)
  }

  /// The path messages name `entry` by.
  package func display(_ entry: Entry) -> String {
    display(relativePath: entry.relativePath) {
      URL(fileURLWithPath: entry.path, isDirectory: entry.isDirectory).standardizedFileURL.path
    }
  }

  /// The path for messages of the file at `relativePath` below the directory; `standardize`
  /// gives its standardized path when it cannot be had from the directory's.
  func display(relativePath: String, standardize: () -> String) -> String {
    if let displayPrefix, let first = relativePath.utf8.first, first < 0x80 {
      return displayPrefix + relativePath
    }
    guard let standardizedPath else { return relativeToWorkingDirectory(standardize()) }
    return relativeToWorkingDirectory(
      standardizedPath.hasSuffix("/")
        ? standardizedPath + relativePath : standardizedPath + "/" + relativePath)
  }

  /// `path` relative to the working directory when inside it.
  func relativeToWorkingDirectory(_ path: String) -> String {
    path.hasPrefix(workingDirectoryPrefix)
      ? String(path.dropFirst(workingDirectoryPrefix.count)) : path
  }

  /// Whether `path` has a `..` component, which makes standardizing it resolve symlinks.
  static func hasParentComponent(_ path: Substring) -> Bool {
    specialComponents(of: path).parent
  }

  /// Whether `path` has a component standardizing changes: empty, `.` or `..`.
  static func hasSpecialComponent(_ path: Substring) -> Bool {
    let special = specialComponents(of: path)
    return special.parent || special.other
  }

  /// Whether the components of `path` between slashes include `..` (`parent`), and whether
  /// they include an empty one or `.` (`other`); read on UTF-8, as splitting is far slower.
  static func specialComponents(of path: Substring) -> (parent: Bool, other: Bool) {
    var special = (parent: false, other: false)
    var length = 0
    var dots = 0
    for byte in path.utf8 + [UInt8(ascii: "/")] {
      guard byte == UInt8(ascii: "/") else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
        continue
      }
      if length == 0 || (length == 1 && dots == 1) { special.other = true }
      if length == 2 && dots == 2 { special.parent = true }
      length = 0
      dots = 0
    }
    return special
  }

  package enum Kind { case directory, file, symbolicLink }

  /// What is at `path`, or nil when nothing is.
  static func kind(ofPath path: String, followingLinks: Bool = true) -> Kind? {
    var status = stat()
    guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
    return kind(ofMode: status.st_mode)
  }

  /// What a file of `mode` (from `stat`) is.
  static func kind(ofMode mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    default: return .file
    }
  }

  /// The working directory, from `getcwd` (FileManager's answer is the same but setting
  /// FileManager up costs more than reading a small rule file); "" when it cannot be read.
  static var workingDirectory: String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The file system path of `url`, as `URL.path` gives it.
  ///
  /// `URL.path` percent-decodes through a set built on first use, which costs more than
  /// loading a rule file; a path without a percent sign in its encoded form decodes to itself,
  /// less the trailing slashes `URL.path` drops.
  static func path(of url: URL) -> String {
    var path = url.path(percentEncoded: true)
    guard url.isFileURL, !path.utf8.contains(UInt8(ascii: "%")) else { return url.path }
    while path.utf8.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// `path` with every symlink and `..` resolved, or nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
