import AlertLayout

/// What an alert says, chosen by plugins but not yet localized or laid out.
public struct AlertContent: Sendable, Equatable {
  /// The navigation title, a catalog reference localized when the document is built.
  public var title: LocalizedText
  /// The banner at the top of the scrolling region.
  public var header: HeaderContent
  /// One row per event, in the alert's order.
  public var details: [DetailContent]
  /// The "What's at risk" items.
  public var risks: [ItemContent]
  /// The "Next Steps" items.
  public var steps: [ItemContent]
  /// Notes for the people running the service: fallbacks, unknown data, overrides.
  public var diagnostics: [Diagnostic]

  /// Content of the parts given; nothing is localized until a document is built from it.
  public init(
    title: LocalizedText, header: HeaderContent, details: [DetailContent], risks: [ItemContent],
    steps: [ItemContent],
    diagnostics: [Diagnostic] = []
  ) {
    self.title = title
    self.header = header
    self.details = details
    self.risks = risks
    self.steps = steps
    self.diagnostics = diagnostics
  }
}
