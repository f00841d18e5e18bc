import AlertRendering

/// The translation check of link markup: the same links as the source.
extension TextPair {
  /// `link-mismatch`: the multiset of link ids differs from the source's (in any order). A
  /// text with markup that is no link, or a link the policy lacks, is left to `LinkChecks`.
  mutating func compareLinks(with source: CatalogText, policy: ContentPolicy) {
    let (ids, sourceIDs) = (Self.linkIDs(text.value), Self.linkIDs(source.value))
    guard let ids, let sourceIDs, ids != sourceIDs,
      policy.isEmpty || (ids + sourceIDs).allSatisfy({ policy.links[$0] != nil })
    else { return }
    func list(_ ids: [String]) -> String {
      ids.isEmpty ? "none" : ids.map { "'\($0)'" }.joined(separator: ", ")
    }
    addFinding(
      "link-mismatch", .error,
      "The text links \(list(ids)); the source links \(list(sourceIDs)). A translation keeps "
        + "each of the source's links, [its words](link:id) with the same id, in any order.")
  }

  /// The sorted ids of the links of `text`, or nil when it has markup that is no link.
  private static func linkIDs(_ text: String) -> [String]? {
    guard text.utf8.contains(UInt8(ascii: "]")) else { return [] }
    let parsed = LinkMarkup.parse(text)
    return parsed.problems.isEmpty ? parsed.links.map(\.id).sorted() : nil
  }
}
