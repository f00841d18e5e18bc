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
/// Resource directories may come from a drop-in folder, so a symlink or `..` that points
/// outside the directory is refused rather than followed.
///
/// Files are listed and read with POSIX calls on plain paths: every command run loads all
/// content, and Foundation's file APIs spend several system calls per entry (resolving each
/// path component of each symlink check) where one `readdir` says what an entry is, while its
/// `URL` operations cost more per file than parsing it.
package struct ResourceDirectory {
  /// The directory as given.
  let url: URL
  /// The directory's path, for system calls.
  let path: String
  /// The working directory with a trailing `/`, read once, for shorter paths in messages.
  let workingDirectoryPrefix: String
  /// The directory's standardized path when an entry's is this plus the entry's path below
  /// the directory; nil when standardizing may change more than that (see `init`).
  let standardizedPath: String?
  /// What messages put before an entry's path below the directory, worked out once (see
  /// `init`); nil when `display(relativePath:standardize:)` must work it out for each entry.
  let displayPrefix: String?
  /// The directory, open, so that its files are opened by their short paths below it rather
  /// than walked to from `/` one by one; nil when it could not be opened (it is then listed
  /// and read by full paths, and fails as it always did).
  let handle: Handle?

  /// An open directory descriptor, closed when the last copy of the directory goes.
  final class Handle {
    let descriptor: Int32

    init?(path: String) {
      descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_DIRECTORY)
      guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }
  }

  /// A file or folder inside the directory.
  package struct Entry {
    /// Its name in its folder, such as `IDSSN.json`.
    package let name: String
    /// Its path below the directory, such as `CyberAgent/IDSSN.json`.
    let relativePath: String
    /// The path of the directory it is in (the one listed, not its folder).
    let directoryPath: String
    /// Whether it is a folder, or a symlink to one.
    let isDirectory: Bool
    /// Whether it may be a symlink that was checked to lead inside the directory, and so may
    /// be followed when opened; any other entry is opened without following one, so that a
    /// file swapped for a link after listing is refused.
    var isCheckedLink = false

    /// Its path, for system calls.
    package var path: String {
      directoryPath.hasSuffix("/")
        ? directoryPath + relativePath : directoryPath + "/" + relativePath
    }

    /// Whether it is a file whose name ends in `.` and `pathExtension`, as `URL` reads one.
    func isFile(withExtension pathExtension: String) -> Bool {
      isFile(withSuffix: "." + pathExtension)
    }

    /// Whether it is a file whose name ends in `suffix` (a `.` and an extension) after at
    /// least one more character.
    func isFile(withSuffix suffix: String) -> Bool {
      !isDirectory && name.utf8.count > suffix.utf8.count && name.hasSuffix(suffix)
    }
  }

  /// Opens `url`, which must be a directory.
  package init(_ url: URL) throws(ResourceError) {
    let path = Self.path(of: url)
    // Opening it tells that it is a directory, in the one system call a check would cost.
    handle = Handle(path: path)
    if handle == nil {
      switch Self.kind(ofPath: path) {
      case .directory: break
      case nil:
        throw .unreadable(file: path, reason: "No such directory; expected a content directory.")
      case .file, .symbolicLink:
        throw .unreadable(
          file: path, reason: "This is a file, not a directory; expected a content directory.")
      }
    }
    self.url = url
    self.path = path
    let workingDirectory = Self.workingDirectory
    workingDirectoryPrefix =
      workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    // Standardizing a path removes `.` segments and repeated or trailing slashes, which an
    // entry's plain names below the directory never hold. It also resolves symlinks when the
    // path holds `..`, and drops a leading `/private` on systems that have one; an entry's
    // standardized path is then not simply the directory's plus its names, so each entry is
    // standardized itself, as slowly as before.
    // A path with no such segment and no such prefix is its own standardized form, found
    // without `URL`, which costs more here than listing the directory.
    let isPlain =
      path.hasPrefix("/") && !Self.hasSpecialComponent(path.dropFirst())
      && !path.hasPrefix("/private") && !path.hasPrefix("/var/automount")
    let standardized = isPlain ? path : url.standardizedFileURL.path
    let isAppendable =
      path.hasPrefix("/") && !Self.hasParentComponent(path[...])
      && !standardized.hasPrefix("/private") && !standardized.hasPrefix("/var/automount")
    standardizedPath = isAppendable ? standardized : nil
    let workingDirectoryPrefix = self.workingDirectoryPrefix
    displayPrefix = standardizedPath.flatMap {
      Self.displayPrefix(standardizedPath: $0, workingDirectoryPrefix: workingDirectoryPrefix)
    }
  }

  /// The file `name` directly inside the directory, if it exists.
  func file(named name: String) throws(ResourceError) -> Entry? {
    var file = entry(named: name, in: nil, isDirectory: false)
    var status = stat()
    let found =
      if let handle {
        fstatat(handle.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0
      } else {
        lstat(file.path, &status) == 0
      }
    switch found ? Self.kind(ofMode: status.st_mode) : nil {
    case nil: return nil
    case .symbolicLink?:
      try checkInside(file)
      file.isCheckedLink = true
    default: break
    }
    return file
  }

  /// The folders directly inside the directory, sorted by name.
  func subdirectories() throws(ResourceError) -> [Entry] {
    try entries(in: nil, where: \.isDirectory)
  }

  /// The `.json` files directly inside `folder`, sorted by name.
  func jsonFiles(in folder: Entry) throws(ResourceError) -> [Entry] {
    try entries(in: folder) { $0.isFile(withSuffix: ".json") }
  }

  /// The files with `pathExtension` directly inside the directory, sorted by name.
  func files(withExtension pathExtension: String) throws(ResourceError) -> [URL] {
    try fileEntries(withExtension: pathExtension).map {
      url.appendingPathComponent($0.name, isDirectory: false)
    }
  }

  /// The files with `pathExtension` directly inside the directory, sorted by name.
  package func fileEntries(withExtension pathExtension: String) throws(ResourceError) -> [Entry] {
    let suffix = "." + pathExtension
    return try entries(in: nil) { $0.isFile(withSuffix: suffix) }
  }

  /// All bytes of `entry`, which messages call `name`, at most `maxFileBytes`.
  ///
  /// Opened without blocking and read only when it is a regular file: a FIFO named like a
  /// catalog would otherwise wait for a writer forever, and a device could be read without end.
  func contents(of entry: Entry, name: String) throws(ResourceError) -> [UInt8] {
    let maximum = Self.maxFileBytes
    let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (entry.isCheckedLink ? 0 : O_NOFOLLOW)
    // Below the open directory when there is one: the same file, by a shorter path walk.
    let descriptor =
      if let handle {
        openat(handle.descriptor, entry.relativePath, flags)
      } else {
        open(entry.path, flags)
      }
    guard descriptor >= 0 else {
      throw .unreadable(file: name, reason: "The file could not be read.")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(file: name, reason: "The file could not be read.")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .unreadable(
        file: name,
        reason: "The file is \(Self.kindName(status.st_mode)); expected a regular file.")
    }
    guard Int(status.st_size) <= maximum else {
      throw Self.tooLarge(name)
    }
    // The size is a hint: a file that grows while being read is read to its end (or the limit).
    switch FileBytes.readToEnd(
      descriptor, sizeHint: Int(status.st_size), limit: maximum, isRegularFile: true)
    {
    case .complete(let bytes): return bytes
    case .tooLong:
      throw Self.tooLarge(name)
    case .failed: throw .unreadable(file: name, reason: "The file could not be read.")
    }
  }

  /// What a file that is not a regular file is, for a message.
  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFDIR: return "a directory"
    default: return "not a regular file"
    }
  }

  /// The sorted entries of `folder` (of the directory itself when nil) that are `included`, so
  /// that loading order, and therefore every message, is reproducible. (Filtered here rather
  /// than after: copying the entries into a second array cost a fifth of listing them.)
  private func entries(in folder: Entry?, where included: (Entry) -> Bool) throws(ResourceError)
    -> [Entry]
  {
    guard let listed = Self.names(in: folder?.path ?? path) else {
      throw .unreadable(
        file: folder.map(display) ?? display(url), reason: "The directory could not be listed.")
    }
    var result: [Entry] = []
    result.reserveCapacity(listed.count)
    for (name, type) in listed {
      var entry = entry(named: name, in: folder, isDirectory: Int32(type) == DT_DIR)
      // Only a symlink (or a file system that does not say) can lead outside: an entry of
      // a folder that is inside is inside.
      if Int32(type) != DT_DIR && Int32(type) != DT_REG {
        try checkInside(entry)
        entry = self.entry(
          named: name, in: folder, isDirectory: Self.kind(ofPath: entry.path) == .directory)
        entry.isCheckedLink = true
      }
      if included(entry) { result.append(entry) }
    }
    return result
  }

  /// Throws unless `entry`, once its symlinks are resolved, is inside the directory (with its
  /// own symlinks resolved, worked out here: most directories hold no symlink to check).
  private func checkInside(_ entry: Entry) throws(ResourceError) {
    let resolved =
      Self.realPath(entry.path)
      ?? URL(fileURLWithPath: entry.path, isDirectory: entry.isDirectory).standardizedFileURL.path
    let resolvedPath = Self.realPath(path) ?? path
    guard resolved == resolvedPath || resolved.hasPrefix(resolvedPath + "/") else {
      throw .unreadable(
        file: display(entry),
        reason: "The path leads outside \(display(url)) (\(resolved)); expected files inside it.")
    }
  }

  /// The entry `name` of `folder` (of the directory itself when nil).
  func entry(named name: String, in folder: Entry?, isDirectory: Bool) -> Entry {
    let relativePath = folder.map { $0.relativePath + "/" + name } ?? name
    return Entry(
      name: name, relativePath: relativePath, directoryPath: path, isDirectory: isDirectory)
  }
}
