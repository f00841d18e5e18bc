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
