import AlertLayout

/// Why a rendered document says what it says: for every text and value, the plugin, the rule
/// and the condition that chose it, the catalog text that gave its words, the locale step that
/// served it, and for data which field won.
///
/// Made by `AlertRenderer.explain(_:locale:device:)`; written by `json(pretty:)` (the schema
/// `docs/explain.schema.json`) and `text(width:)`. It never carries a raw value the document
/// does not carry: data is named by JSON paths.
package struct Explanation: Sendable {
  /// The version of the JSON form: a minor version adds members readers ignore.
  package static let schemaVersion = "1.0"

  /// A place in a content file: its JSON path and, when the file could be read again, the
  /// 1-based line and column of the value there.
  package struct Position: Sendable, Equatable {
    package var file: String
    package var jsonPath: String
    package var line: Int?
    package var column: Int?
  }

  /// A rule's `when` and whether it held for the alert.
  package struct Condition: Sendable, Equatable {
    package var jsonPath: String
    package var held: Bool
  }

  /// Where in a rule a text or value was chosen, and by which condition.
  package struct RuleSource: Sendable, Equatable {
    package var position: Position
    /// The condition that chose it, when it has one.
    package var chosenBy: Condition?
    /// The conditions tried before it that did not hold.
    package var skipped: [Condition] = []
  }

  /// The catalog text that gave a text its words.
  package struct CatalogSource: Sendable, Equatable {
    package var key: String
    /// The catalog and the JSON path of the words used; nil when no catalog has the key.
    package var position: Position?
    /// The plural category chosen and the count that chose it.
    package var plural: String?
    package var count: Int?
    /// The device whose variation was used.
    package var device: String?
    /// The locale the words are in (nil when no catalog has the key), and the step that
    /// served them.
    package var served: String?
    package var step: String
  }

  /// How one field of a precedence fared.
  package struct FieldFate: Sendable, Equatable {
    package var field: String
    package var outcome: String
  }

  /// The data a value came from: the JSON path of the field used and every field tried.
  package struct DataSource: Sendable, Equatable {
    package var jsonPath: String?
    package var fields: [FieldFate]
  }

  /// The masking a value went through, as its rule names it.
  package struct Masking: Sendable, Equatable {
    package var policy: String
    package var position: Position
  }

  /// One text or value of the document.
  package struct Entry: Sendable, Equatable {
    /// Where it is in the document, as diagnostics name paths (`body[0].title`).
    package var path: String
    /// The text as the document carries it, for catalog texts.
    package var text: String?
    /// The value as the document carries it, for data, icons and action data.
    package var value: String?
    package var rule: RuleSource?
    /// The match rule the text or value came from, beside the alert rule that chose it.
    package var match: Position?
    package var catalog: CatalogSource?
    /// The arguments filled in, as kinds: `count 1`, `date`, `text KEY`, `list`, `value`.
    package var arguments: [String] = []
    package var data: DataSource?
    package var masking: Masking?
  }

  /// The alert explained.
  package var alertId: String
  package var alertType: String
  /// The file the alert was read from, when the caller names one.
  package var file: String?
  /// What was asked for.
  package var requestedLocale: String
  package var device: String
  /// The reference date of date conditions and where it came from (`given` or `clock`); nil
  /// when none was given and no condition read the clock.
  package var now: (date: String, source: String)?
  /// How the locale was negotiated.
  package var servedLocale: String
  package var chain: [String]
  package var step: String
  /// The plugin of the alert type: `rules` with its rule file, or `code` for a third party's.
  package var pluginKind: String
  package var pluginFile: String?
  package var entries: [Entry]
  /// The document's diagnostics, as `code` and message.
  package var diagnostics: [Diagnostic]
}
