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

/// What loading leaves out of a directory, for lint: a rule file or catalog in a place the
/// loader does not read, or with the wrong extension, is named rather than passed over.
extension ResourceDirectory {
  /// A file or folder loading does not read, and why.
  package struct UnreadFile: Equatable {
    /// The path messages name it by.
    package var file: String
    /// Why it is not read, a full sentence.
    package var reason: String
    /// Whether its name says it was meant to be read (a rule file or catalog in the wrong
    /// place or with its extension in other letters): lint warns then, else notes.
    package var looksMeant: Bool
  }

  /// An entry listed with what it is when it is not a regular file or folder.
  struct Listed {
    let entry: Entry
    /// What it is, for a message, when neither a regular file nor a folder: "a symbolic
    /// link", "a FIFO (named pipe)"…
    let oddity: String?
  }

  /// The most entries named below one directory: a directory given by mistake (a home
  /// folder) is not listed to its end.
  static let unreadLimit = 100

  /// How deep below a folder loading does not enter lint looks for files.
  static let unreadDepth = 4

  /// What loading leaves out of each of `directories`: `classify` says it of each entry at
  /// the top of one, given how many more may be named; at most `unreadLimit` a directory, and
  /// a note when there were more. A directory that cannot be opened is left to loading.
  static func unreadFiles(
    in directories: [URL], _ classify: (ResourceDirectory, Listed, Int) -> [UnreadFile]
  ) -> [UnreadFile] {
    var unread: [UnreadFile] = []
    for directory in directories {
      guard let root = try? ResourceDirectory(directory), let top = root.listing(of: nil) else {
        continue
      }
      var found: [UnreadFile] = []
      for listed in top where found.count < unreadLimit {
        found += classify(root, listed, unreadLimit - found.count)
      }
      unread += found
      if found.count >= unreadLimit {
        unread.append(
          UnreadFile(
            file: root.display(directory),
            reason:
              "More files in it are not read either; only the first \(unreadLimit) are named.",
            looksMeant: false))
      }
    }
    return unread
  }

  /// A folder loading does not enter, `listed`, as unread for `reason`: every file below it,
  /// or the folder itself when it is a link.
  func unreadFolder(_ listed: Listed, reason: String, suffix: String, limit: Int)
    -> [UnreadFile]
  {
    guard listed.oddity == nil else { return [unread(listed, reason: reason, suffix: suffix)] }
    return unreadFiles(
      below: listed.entry, reason: reason, suffix: suffix, depth: Self.unreadDepth, limit: limit)
  }

  /// The names in the folder at `path` and their `d_type`, hidden ones left out, sorted by
  /// name; nil when it cannot be listed.
  static func names(in path: String) -> [(name: String, type: UInt8)]? {
    guard let stream = opendir(path) else { return nil }
    defer { closedir(stream) }
    var listed: [(name: String, type: UInt8)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { listed.append((name, entry.pointee.d_type)) }
    }
    return listed.sorted { $0.name < $1.name }
  }

  /// The entries of `folder` (of the directory itself when nil), hidden ones left out, sorted
  /// by name; nil when it cannot be listed. A symbolic link is listed as one, and as a folder
  /// when it leads to one; the loader's checks apply when it is read.
  func listing(of folder: Entry?) -> [Listed]? {
    Self.names(in: folder?.path ?? path)?.map { name, type in
      guard Int32(type) != DT_DIR, Int32(type) != DT_REG else {
        return Listed(
          entry: entry(named: name, in: folder, isDirectory: Int32(type) == DT_DIR), oddity: nil)
      }
      let plain = entry(named: name, in: folder, isDirectory: false)
      let isDirectory = Self.kind(ofPath: plain.path) == .directory
      var status = stat()
      let oddity: String? =
        if lstat(plain.path, &status) != 0 {
          "gone while listed"
        } else if status.st_mode & S_IFMT == S_IFLNK {
          "a symbolic link"
        } else if status.st_mode & S_IFMT == S_IFREG || status.st_mode & S_IFMT == S_IFDIR {
          nil
        } else {
          Self.kindName(status.st_mode)
        }
      return Listed(
        entry: entry(named: name, in: folder, isDirectory: isDirectory), oddity: oddity)
    }
  }

  /// `entry` as unread for `reason`; meant to be read when its name ends in `suffix` in any
  /// letters.
  func unread(_ listed: Listed, reason: String, suffix: String) -> UnreadFile {
    let entry = listed.entry
    return UnreadFile(
      file: display(entry) + (entry.isDirectory ? "/" : ""),
      reason: reason + (listed.oddity.map { " It is \($0)." } ?? ""),
      looksMeant: !entry.isDirectory && entry.name.lowercased().hasSuffix(suffix))
  }

  /// Every file below `folder`, which loading does not enter, as unread for `reason`, to
  /// `depth` more levels (a deeper folder is named itself), at most `limit` in all.
  func unreadFiles(below folder: Entry, reason: String, suffix: String, depth: Int, limit: Int)
    -> [UnreadFile]
  {
    var unread: [UnreadFile] = []
    for listed in listing(of: folder) ?? [] where unread.count < limit {
      // A link to a folder is not entered: it may lead back up, or outside.
      if listed.entry.isDirectory, listed.oddity == nil, depth > 0 {
        unread += unreadFiles(
          below: listed.entry, reason: reason, suffix: suffix, depth: depth - 1,
          limit: limit - unread.count)
      } else {
        unread.append(self.unread(listed, reason: reason, suffix: suffix))
      }
    }
    return unread
  }

  /// Whether `name` ends in `suffix` in other letters than `suffix`'s own (`.JSON`).
  static func hasSuffixInOtherLetters(_ name: String, _ suffix: String) -> Bool {
    name.utf8.count > suffix.utf8.count && !name.hasSuffix(suffix)
      && name.lowercased().hasSuffix(suffix)
  }
}
