import AlertLayout

/// Makes an explanation's entries from a document, the texts its builder recorded, and the
/// decisions the rules make about the alert, re-derived through the rules' own functions.
struct ExplanationMaker {
  typealias Entry = Explanation.Entry
  typealias Position = Explanation.Position

  let renderer: AlertRenderer
  let alert: Alert
  let content: AlertContent
  let document: LayoutDocument
  /// The locale whose table served the document, and the step that chose it.
  let served: LocaleID
  let step: LocaleStep
  /// The rule of the alert's type, when its plugin is the rule-driven one.
  let alertRule: AlertRule?
  /// The match types of the alert's events in order of first appearance, each with its event
  /// count and its rule when its plugin is rule-driven: the groups the plugin makes.
  let groups: [(matchType: String, count: Int, rule: MatchRule?)]
  /// What the alert rule's conditions see.
  let facts: EventFacts
  /// Content files read again to place paths, each once.
  let files = ContentFile.Cache()

  init(
    renderer: AlertRenderer, alert: Alert, content: AlertContent, document: LayoutDocument,
    served: LocaleID, step: LocaleStep, reference: ReferenceDay
  ) {
    self.renderer = renderer
    self.alert = alert
    self.content = content
    self.document = document
    self.served = served
    self.step = step
    alertRule = (renderer.registry.plugin(for: alert.type) as? RuleDrivenAlertPlugin)?.rule
    var groups: [(matchType: String, count: Int, rule: MatchRule?)] = []
    for detail in content.details {
      guard let plugin = Self.matchPlugin(renderer, alert.type, detail.matchType) else { continue }
      let key = detail.matchType ?? MatchRule.fallbackMatchType
      if let index = groups.firstIndex(where: { $0.matchType.isExactly(key) }) {
        groups[index].count += 1
      } else {
        groups.append((key, 1, (plugin as? RuleDrivenMatchPlugin)?.rule))
      }
    }
    self.groups = groups
    facts = EventFacts(
      alert: alert, details: content.details, matchTypes: groups.map(\.matchType),
      reference: reference)
  }

  /// The plugin that read an event of `matchType`: its own, else the fallback.
  static func matchPlugin(_ renderer: AlertRenderer, _ type: AlertType, _ matchType: String?)
    -> (any MatchTypePlugin)?
  {
    matchType.flatMap { renderer.registry.plugin(for: type, matchType: $0) }
      ?? renderer.registry.plugin(for: type, matchType: MatchRule.fallbackMatchType)
  }

  /// The locales a text of a request for `requested` is looked for in: the request's CLDR
  /// chain, then the source language.
  func chain(requested: String) -> [LocaleID] {
    let source = renderer.catalogs.sourceLanguage
    let chain = LocaleID(requested)?.fallbackChain ?? []
    return chain.contains(source) ? chain : chain + [source]
  }

  /// Every entry, in document order, its positions placed.
  func entries(texts records: [ProvenanceRecorder.Record]) -> [Entry] {
    var entries = records.map { textEntry($0) }
    for (index, detail) in content.details.enumerated() {
      insert(dataEntries(detail, at: "body[1].items[\(index)]"), into: &entries)
    }
    insert(bannerEntries(), into: &entries)
    insert(itemIconEntries(entries), into: &entries)
    entries += actionEntries()
    let order = ["navigation", "body", "footer", "dialogs", "actions", "analytics"]
    let ranked = entries.enumerated().sorted { left, right in
      let ranks = [left, right].map { pair in
        order.firstIndex { pair.element.path.hasPrefix($0) } ?? order.count
      }
      return (ranks[0], left.offset) < (ranks[1], right.offset)
    }
    return place(ranked.map(\.element))
  }

  /// Puts `new` before the first entry of `entries` inside the object of the first new
  /// entry's path, or after the last entry of its block.
  private func insert(_ new: [Entry], into entries: inout [Entry]) {
    guard let first = new.first else { return }
    let parts = first.path.split(separator: ".")
    let block = String(parts[0]) + "."
    let object = parts.count > 2 ? parts.prefix(2).joined(separator: ".") + "." : block
    let index =
      entries.firstIndex { $0.path.hasPrefix(object) }
      ?? entries.lastIndex { $0.path.hasPrefix(block) }.map { $0 + 1 }
      ?? entries.count
    entries.insert(contentsOf: new, at: index)
  }

  /// The entry of one recorded text.
  private func textEntry(_ record: ProvenanceRecorder.Record) -> Entry {
    var entry = Entry(path: record.path, text: record.rendered)
    entry.catalog = catalogSource(record)
    entry.arguments = record.text.arguments.map(Self.describe)
    (entry.rule, entry.match) = ruleSource(record.path, key: record.text.key)
    return entry
  }

  /// An argument as explanations name it: its kind, and a count or keys, never a value.
  static func describe(_ argument: LocalizedText.Argument) -> String {
    switch argument {
    case .verbatim: return "value"
    case .count(let count): return "count \(count)"
    case .date: return "date"
    case .text(let text): return "text \(text.key)"
    case .list(let texts): return "list " + texts.map(\.key).joined(separator: ", ")
    }
  }

  /// Where the words of `record` came from.
  private func catalogSource(_ record: ProvenanceRecorder.Record) -> Explanation.CatalogSource {
    let source = record.source
    var catalog = Explanation.CatalogSource(key: record.text.key, step: "missing")
    guard let resolved = source.resolved else {
      if source.usesFallback { catalog.step = "rule-fallback" }
      return catalog
    }
    catalog.served = resolved.locale.description
    catalog.step = resolved.locale == served ? step.rawValue : LocaleStep.keyFallback.rawValue
    catalog.plural = source.plural?.rawValue
    catalog.count = source.count
    catalog.device = source.device?.rawValue
    for file in renderer.catalogs.catalogs.reversed() {
      guard let entry = file.entries.first(where: { $0.key.isExactly(record.text.key) }),
        let spelling = entry.localizations.keys.sorted().first(where: {
          LocaleID($0) == resolved.locale
        })
      else { continue }
      var path = "strings.\(record.text.key).localizations.\(spelling)"
      if let device = source.device { path += ".variations.device.\(device.rawValue)" }
      if let plural = source.plural { path += ".variations.plural.\(plural.rawValue)" }
      catalog.position = Position(file: file.file, jsonPath: path + ".stringUnit.value")
      break
    }
    return catalog
  }
}
