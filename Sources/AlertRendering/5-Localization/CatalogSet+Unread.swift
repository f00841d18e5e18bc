#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CatalogSet {
  /// The files in `directories` that loading does not read, and why, for lint.
  ///
  /// Loading reads the `.xcstrings` files directly inside each directory; hidden files are
  /// left out on purpose and not named, and a directory that cannot be opened is an error of
  /// loading itself.
  package static func unreadFiles(in directories: [URL]) -> [ResourceDirectory.UnreadFile] {
    ResourceDirectory.unreadFiles(in: directories) { root, listed, limit in
      let entry = listed.entry
      let suffix = ".xcstrings"
      if entry.isDirectory {
        let reason =
          "Not read: catalogs are read from \(root.display(root.url))/ itself, not from its "
          + "sub-folders."
        return root.unreadFolder(listed, reason: reason, suffix: suffix, limit: limit)
      }
      if ResourceDirectory.hasSuffixInOtherLetters(entry.name, suffix) {
        let name = entry.name.dropLast(suffix.count) + suffix
        let reason = "Not read: catalogs end in \(suffix), in these letters; expected \(name)."
        return [root.unread(listed, reason: reason, suffix: suffix)]
      }
      guard !entry.isFile(withSuffix: suffix) else { return [] }
      return [root.unread(listed, reason: "Not read: catalogs end in \(suffix).", suffix: suffix)]
    }
  }
}
