/// The neutral description of an alert screen that any client can draw without knowing
/// alert types: every text localized, every icon named, every button bound to an action.
///
/// Encoded as JSON with sorted keys; `docs/layout.schema.json` describes every field.
public struct LayoutDocument: Codable, Sendable, Equatable {
  /// The document format's version, `major.minor`: clients ignore unknown fields of a newer
  /// minor version and refuse a newer major version.
  public var schemaVersion: String
  /// Which alert this is.
  public var alert: AlertInfo
  /// The locale the texts are in, such as `es-419`.
  public var locale: String
  /// The locale that was asked for, as given.
  public var requestedLocale: String
  /// The writing direction of the document's language: `rtl` mirrors the layout.
  public var direction: Direction
  /// The colours, fonts and metrics to draw with.
  public var theme: Theme
  /// Which regions are pinned and which scrolls, and how text wraps.
  public var layout: Layout
  /// The navigation bar, pinned at the top above the scrolling region.
  public var navigation: Navigation
  /// The scrolling region's blocks, top to bottom, in reading order.
  public var body: [Block]
  /// The pinned buttons at the bottom, equal in width, left to right.
  public var footer: Footer
  /// Dialogs by id, opened by `show-dialog` actions.
  public var dialogs: [String: Dialog]
  /// Actions by id, named by buttons.
  public var actions: [String: Action]
  /// The analytics event to report when the alert is shown.
  public var analytics: Analytics
  /// Notes on fallbacks and unknown data; empty when there are none.
  public var diagnostics: [Diagnostic]

  /// The version this library writes and reads without notes: a document of a newer minor
  /// version is read with notes, one of a newer major version refused.
  public static let currentSchemaVersion = LayoutVersion.current.description

  /// Identifies the alert a document shows.
  public struct AlertInfo: Codable, Sendable, Equatable {
    /// The alert's `id` as the service sent it, such as `4930982:105`; for analytics and
    /// support, never for layout decisions.
    public var id: String
    /// The alert type's name, such as `CyberAgent`.
    public var type: String
    /// The alert type's numeric code as the service sends it (1 for `CyberAgent`), 1 to
    /// 2147483647.
    public var typeCode: Int

    /// The identity of the alert `id` of `type`, whose code is `typeCode`.
    public init(id: String, type: String, typeCode: Int) {
      self.id = id
      self.type = type
      self.typeCode = typeCode
    }
  }

  /// The navigation bar: the title, pinned above the scrolling region.
  public struct Navigation: Codable, Sendable, Equatable {
    /// The title, such as "Email Address Leaked".
    public var title: String

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A navigation bar showing `title`; nil `annotations` writes no key.
    public init(title: String, annotations: Annotations? = nil) {
      self.title = title
      self.annotations = annotations
    }
  }

  /// The footer, pinned below the scrolling region.
  public struct Footer: Codable, Sendable, Equatable {
    /// Buttons of equal width, left to right.
    public var buttons: [Button]

    /// A footer of `buttons`, left to right; an `rtl` document mirrors them.
    public init(buttons: [Button] = []) {
      self.buttons = buttons
    }
  }

  /// Creates a layout document, for a client that builds or edits documents itself.
  ///
  /// What is left out is what an empty screen has: the current schema version, left-to-right
  /// text, the light theme, the standard layout, no blocks, footer buttons, dialogs, actions
  /// or diagnostics. Nothing checks that buttons name actions that exist; the encoders leave
  /// out a button whose action (or its dialog) is missing, as docs/layout.md's "Flows" says.
  public init(
    schemaVersion: String = LayoutDocument.currentSchemaVersion, alert: AlertInfo, locale: String,
    requestedLocale: String, direction: Direction = .ltr, theme: Theme = .light,
    layout: Layout = .standard, navigation: Navigation, body: [Block] = [],
    footer: Footer = Footer(buttons: []), dialogs: [String: Dialog] = [:],
    actions: [String: Action] = [:], analytics: Analytics, diagnostics: [Diagnostic] = []
  ) {
    self.schemaVersion = schemaVersion
    self.alert = alert
    self.locale = locale
    self.requestedLocale = requestedLocale
    self.direction = direction
    self.theme = theme
    self.layout = layout
    self.navigation = navigation
    self.body = body
    self.footer = footer
    self.dialogs = dialogs
    self.actions = actions
    self.analytics = analytics
    self.diagnostics = diagnostics
  }
}
