#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension RuleSet {
  /// The files in `directories` that loading does not read, and why, for lint.
  ///
  /// Loading reads `screen.json`, `policy.json` and the alert type folders at the top of a
  /// directory, and the `.json` files directly inside each alert type folder. Hidden files and
  /// the `schema` folder are left out on purpose and not named; a folder that is not an alert
  /// type, and a directory that cannot be opened, are errors of loading itself.
  package static func unreadFiles(in directories: [URL]) -> [ResourceDirectory.UnreadFile] {
    ResourceDirectory.unreadFiles(in: directories) { root, listed, limit in
      let entry = listed.entry
      if entry.isDirectory {
        guard entry.name != "schema", AlertType(name: entry.name) != nil else { return [] }
        return unreadFiles(in: entry, of: root, limit: limit)
      }
      guard entry.name != "screen.json", entry.name != ContentPolicy.fileName else { return [] }
      let reason =
        entry.name.lowercased() == "screen.json"
        ? "Not read: the screen rule is read from a file named screen.json, in these letters."
        : entry.name.lowercased() == ContentPolicy.fileName
          ? "Not read: the content policy is read from a file named policy.json, in these "
            + "letters."
          : "Not read: the top of a rules directory holds only screen.json, policy.json and a "
            + "folder per alert type (" + AlertType.allCases.map(\.name).joined(separator: ", ")
            + "); an alert or match rule belongs in its alert type's folder."
      return [root.unread(listed, reason: reason, suffix: ".json")]
    }
  }

  /// What loading leaves out of the alert type folder `folder`: its sub-folders, and files
  /// whose names do not end in `.json`.
  private static func unreadFiles(
    in folder: ResourceDirectory.Entry, of root: ResourceDirectory, limit: Int
  ) -> [ResourceDirectory.UnreadFile] {
    var found: [ResourceDirectory.UnreadFile] = []
    for listed in root.listing(of: folder) ?? [] where found.count < limit {
      let entry = listed.entry
      if entry.isDirectory {
        let reason =
          "Not read: rules are read from \(root.display(folder))/ itself, not from its "
          + "sub-folders."
        found += root.unreadFolder(
          listed, reason: reason, suffix: ".json", limit: limit - found.count)
      } else if ResourceDirectory.hasSuffixInOtherLetters(entry.name, ".json") {
        let name = entry.name.dropLast(".json".count) + ".json"
        let reason = "Not read: rule files end in .json, in these letters; expected \(name)."
        found.append(root.unread(listed, reason: reason, suffix: ".json"))
      } else if !entry.isFile(withSuffix: ".json") {
        found.append(
          root.unread(listed, reason: "Not read: rule files end in .json.", suffix: ".json"))
      }
    }
    return found
  }
}
