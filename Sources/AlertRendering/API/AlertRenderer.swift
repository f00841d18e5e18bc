import AlertLayout

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Renders alerts into layout documents: decode, plugins and rules, localization, layout.
///
/// Immutable once created and `Sendable`, so one renderer serves any number of threads.
public struct AlertRenderer: Sendable {
  /// The loaded rules.
  package let rules: RuleSet
  /// The loaded String Catalogs.
  package let catalogs: CatalogSet
  /// The plugins that decide each alert's content: the rules' own, and those passed in,
  /// which replace them.
  public let registry: PluginRegistry
  /// What loading the content replaced, in load order: a rule file or catalog text of a later
  /// directory replacing an earlier one's, and a plugin replacing a rule's plugin. Rendering
  /// does not repeat these in each document's diagnostics.
  public let contentNotes: [Diagnostic]
  /// What each locale needs besides its table, by identifier; made on first use, so that a
  /// process rendering in one locale prepares only that one.
  private let setups: [String: LazyValue<LocaleSetup>]
  /// The `en-XA` and `ar-XB` setups, for testing layouts with longer, accented text and with
  /// mirrored text; made on first use, since each costs as much as loading a catalog and only
  /// layout tests ask for them.
  /// Keyed by identifier, like `setups`: a dictionary keyed by `LocaleID` made the runtime
  /// look up its `Hashable` conformance on first use, which costs more than a render.
  private let pseudo: [String: LazyValue<LocaleSetup>]
  /// What the screen says around each alert's content, made from the rules once.
  let screen: ScreenContent
  /// Setups for locales asked for by other spellings than the catalogs' tags.
  private let requested = RequestedLocales()

  /// Creates a renderer; without `registry`, the rule-driven plugins of `rules` are used.
  /// `pluginNotes` say which plugins of `registry` replaced a rule's.
  package init(
    rules: RuleSet, catalogs: CatalogSet, registry: PluginRegistry? = nil,
    pluginNotes: [Diagnostic] = []
  ) {
    self.rules = rules
    self.catalogs = catalogs
    self.registry = registry ?? PluginRegistry(rules: rules)
    contentNotes = rules.overrides + catalogs.overrides + pluginNotes
    let screen = rules.screen
    let filter = ContentFilter.textFilter(source: catalogs.sourceLanguage) { rules.policy }
    var setups: [String: LazyValue<LocaleSetup>] = [:]
    for locale in catalogs.locales {
      setups[locale.description] = LazyValue {
        LocaleSetup(
          table: catalogs.compileTable(locale, accepting: filter), screen: screen,
          requested: locale, source: catalogs.sourceLanguage, policy: { rules.policy })
      }
    }
    self.setups = setups
    // Pseudo-locales keep date patterns and digit grouping as they are: they are formats, not
    // text, and accented they would no longer parse. List patterns keep their placeholders
    // but their words ("and") are pseudo-localized like any text.
    let patternKeys = Set(
      [screen.datePattern, screen.spokenDatePattern] + LocaleFormats.numberKeys)
    let listKeys = Set(LocaleFormats.listKeys)
    var pseudo: [String: LazyValue<LocaleSetup>] = [:]
    for method in [PseudoLocalization.accented, .bidi] {
      pseudo[method.locale.description] = LazyValue {
        LocaleSetup(
          table: catalogs.pseudoTable(method, keeping: patternKeys, listKeys: listKeys),
          screen: screen, requested: nil, source: catalogs.sourceLanguage,
          policy: { rules.policy })
      }
    }
    self.pseudo = pseudo
    self.screen = screen.content
  }

  /// Loads rules and catalogs for rendering in `locales` only, as a one-shot command does:
  /// other translations are checked as JSON but not read, so rendering in a locale of another
  /// language would miss them. Their locales still count as supported.
  package init(rulesDirectories: [URL], localizationDirectories: [URL], locales: [String])
    throws(ResourceError)
  {
    self.init(
      rules: try RuleSet.load(from: rulesDirectories),
      catalogs: try CatalogSet.load(
        from: localizationDirectories,
        selection: CatalogSet.Selection(requests: locales.compactMap(LocaleID.init))))
  }

  /// Decodes the alert JSON in `bytes` and renders it in `locale` with `theme` for `device`,
  /// date conditions measuring from `now` (`render(_:locale:theme:device:now:layoutVersion:)`),
  /// as a document of `layoutVersion` (`LayoutDocument.written(for:)`).
  public func render(
    json bytes: some Collection<UInt8>, locale: String, limits: AlertLimits = AlertLimits(),
    theme: Theme = .light, device: DeviceClass = .other, now: LeakDate? = nil,
    layoutVersion: LayoutVersion = .current
  ) throws(AlertDataError) -> LayoutDocument {
    try render(
      try Alert(json: bytes, limits: limits), locale: locale, theme: theme, device: device,
      now: now, layoutVersion: layoutVersion)
  }

  /// Renders `alert` in the locale `locale` (any spelling: `es-419`, `es_MX.UTF-8`, …) with
  /// `theme`'s tokens.
  ///
  /// A catalog string varied by device renders `device`'s variation, or `other`'s when it has
  /// none of its own. The document is one of `layoutVersion`, holding only what that version
  /// defines (`LayoutDocument.written(for:)`); `.current` by default.
  ///
  /// Rule conditions on dates (`within`, `olderThan`) measure from `now`, the day of the
  /// render. Without it they measure from today's UTC date, read from the clock only when a
  /// condition asks, and the document notes `reference-date-clock`: pass `now` wherever the
  /// output must be a function of the input alone.
  public func render(
    _ alert: Alert, locale: String, theme: Theme = .light, device: DeviceClass = .other,
    now: LeakDate? = nil, layoutVersion: LayoutVersion = .current
  ) throws(AlertDataError) -> LayoutDocument {
    try rendered(
      alert, locale: locale, theme: theme, device: device, now: now, layoutVersion: layoutVersion
    ).document
  }

  /// The document `render(_:locale:theme:device:now:layoutVersion:)` makes, for a batch
  /// record written with `PreparedLocale.prewritten`: with `omittingSharedActions`, a
  /// document of the current version whose locale's documents share their actions leaves
  /// those out (`sharedActionsOmitted`), holding only its own (its texts' links), and the
  /// record writes the shared ones from the prewritten parts with the alert's id in each.
  package func rendered(
    _ alert: Alert, locale: String, theme: Theme, device: DeviceClass, now: LeakDate?,
    layoutVersion: LayoutVersion, omittingSharedActions: Bool = false
  ) throws(AlertDataError) -> (document: LayoutDocument, sharedActionsOmitted: Bool) {
    try rendered(
      alert, in: prepared(locale: locale, device: device, keepingTexts: false), theme: theme,
      now: now, layoutVersion: layoutVersion, omittingSharedActions: omittingSharedActions)
  }

  /// What rendering in `locale` on `device` takes besides the alert, negotiated once, for a
  /// batch's thread to render every alert with: its documents keep the texts they resolve
  /// for one another apart from every other thread's (`keepingTexts`), so that the threads
  /// take no lock and no string in common per text. Without `keepingTexts` documents keep
  /// them where every render in the locale does.
  package func prepared(
    locale: String, device: DeviceClass, keepingTexts: Bool
  ) -> PreparedLocale {
    let (setup, diagnostics) = negotiate(locale)
    let (localizer, shared) = setup.parts(screen: rules.screen, device: device)
    return PreparedLocale(
      requested: locale, setup: setup, diagnostics: diagnostics, localizer: localizer,
      shared: shared, texts: keepingTexts ? shared.map { _ in SharedTexts() } : shared?.texts,
      device: device)
  }

  /// The document `rendered(_:locale:theme:device:now:layoutVersion:omittingSharedActions:)`
  /// makes, in the locale and on the device `prepared` was made for.
  package func rendered(
    _ alert: Alert, in prepared: PreparedLocale, theme: Theme, now: LeakDate?,
    layoutVersion: LayoutVersion, omittingSharedActions: Bool = false
  ) throws(AlertDataError) -> (document: LayoutDocument, sharedActionsOmitted: Bool) {
    let content = try self.content(of: alert, reference: ReferenceDay(now))
    let setup = prepared.setup
    var builder = LayoutBuilder(
      screen: screen, localizer: prepared.localizer, theme: theme, shared: prepared.shared)
    builder.texts = prepared.texts
    builder.policyChain = setup.policyChain
    builder.links = setup.links
    // An older version's document is made from the whole one.
    builder.omitsSharedActions = omittingSharedActions && layoutVersion == .current
    let document = builder.document(
      for: alert, content: content, requestedLocale: prepared.requested,
      locale: setup.table.locale, diagnostics: prepared.diagnostics)
    // An older version's document may leave out parts of the actions.
    guard layoutVersion == .current else { return (document.written(for: layoutVersion), false) }
    return (document, builder.sharedActionsOmitted)
  }

  /// What the plugin of `alert`'s type decides it says, the rules' date conditions measuring
  /// from `reference`.
  func content(of alert: Alert, reference: ReferenceDay) throws(AlertDataError) -> AlertContent {
    guard let plugin = registry.plugin(for: alert.type) else {
      throw .unknownAlertType(
        path: "type", found: String(alert.type.rawValue), valid: registry.alertTypes)
    }
    if let plugin = plugin as? RuleDrivenAlertPlugin {
      return try plugin.content(for: alert, registry: registry, reference: reference)
    }
    do {
      return try plugin.content(for: alert, registry: registry)
    } catch let error as AlertDataError {
      throw error
    } catch {
      throw .pluginFailed(path: nil, alertType: alert.type, matchType: nil, error: error)
    }
  }

  /// The setup that serves `requested`, and a diagnostic when it is not the locale asked for.
  func negotiate(_ requested: String) -> (LocaleSetup, [Diagnostic]) {
    // A locale asked for by its own tag, as batches do for every alert, needs no parsing.
    if let setup = setups[requested] { return (setup.value, []) }
    return self.requested.setup(for: requested) { prepare(requested) }
  }

  /// Negotiates `requested` and prepares the setup serving it.
  private func prepare(_ requested: String) -> (LocaleSetup, [Diagnostic]) {
    let (locale, diagnostics) = negotiateLocale(requested)
    // A catalog that translates a pseudo-locale itself is used as it is; only without one is
    // it made.
    if let setup = setups[locale.description] ?? pseudo[locale.description] {
      guard let id = LocaleID(requested), id != locale else { return (setup.value, diagnostics) }
      // Texts of the locale serving the request, formats of the one requested (en-AU's dates
      // under en-GB's texts): cheap beside the table, which is shared.
      let table = setup.value.table
      return (
        LocaleSetup(
          table: table, screen: rules.screen, requested: id, source: catalogs.sourceLanguage,
          policy: { [rules] in rules.policy }),
        diagnostics
      )
    }
    return (
      LocaleSetup(
        table: catalogs.compileTable(
          locale,
          accepting: ContentFilter.textFilter(source: catalogs.sourceLanguage) { [rules] in
            rules.policy
          }),
        screen: rules.screen, requested: locale, source: catalogs.sourceLanguage,
        policy: { [rules] in rules.policy }),
      diagnostics
    )
  }

  private func negotiateLocale(_ requested: String) -> (LocaleID, [Diagnostic]) {
    let negotiated = negotiation(requested)
    return (negotiated.locale, negotiated.diagnostics)
  }

  /// The locale serving `requested`, the diagnostic when it is not the locale asked for, and
  /// the step of the chain that chose it.
  func negotiation(_ requested: String) -> (
    locale: LocaleID, diagnostics: [Diagnostic], step: LocaleStep
  ) {
    guard let id = LocaleID(requested) else {
      let locale = catalogs.sourceLanguage
      return (
        locale,
        [
          Diagnostic(
            code: "locale-invalid",
            message:
              "\"\(cut: requested)\" is not a locale identifier; used "
              + "\(locale). Expected a tag such as \"es-419\" or \"en_GB\".")
        ], .invalid
      )
    }
    // A catalog that translates a pseudo-locale itself is used as it is.
    if pseudo[id.description] != nil, !catalogs.locales.contains(id) { return (id, [], .pseudo) }
    let locale = catalogs.locale(for: id)
    guard locale != id else { return (locale, [], .exact) }
    let supported = catalogs.locales.map(\.description)
    let isParent = id.fallbackChain.contains(locale)
    let isRelated = isParent || id.language == locale.language
    let message: String
    let step: LocaleStep
    // The regional parent the serving locale shares with the request (en-001 for en-AU and
    // en-GB), if any.
    let sharedParent = id.fallbackChain.first {
      $0.region != nil && locale.fallbackChain.contains($0)
    }
    if isParent {
      step = .cldrParent
      message = "\(id) has no catalog of its own; used \(locale), its CLDR parent."
    } else if let sharedParent {
      step = .sharedParent
      message =
        "\(id) has no catalog of its own; used \(locale), which serves its CLDR parent "
        + "\(sharedParent)."
    } else if isRelated {
      step = .sameLanguage
      message = "\(id) has no catalog of its own; used \(locale), the closest available locale."
    } else {
      step = .unsupported
      message =
        "\(id) is not supported; used \(locale). Supported: "
        + supported.joined(separator: ", ") + "."
    }
    return (
      locale,
      [Diagnostic(code: isRelated ? "locale-fallback" : "locale-unsupported", message: message)],
      step
    )
  }
}
