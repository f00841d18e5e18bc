/// The icons a layout document can name: each name's meaning and drawing, which drawings
/// mirror in right-to-left, and the fallback for names a client does not know.
///
/// docs/icons.md lists the same entries, and `Icons/` holds each drawing as an SVG file that
/// `IconCatalogue.file(of:)` writes; tests keep the three in step.
package enum IconCatalogue {
  /// One name a rule or plugin may give an icon.
  package struct Entry: Sendable {
    /// The base name, such as `email`; a document may add `-alert` or `-step`.
    package let name: String
    /// The drawing, a file `Icons/<drawing>.svg`.
    package let drawing: String
    /// What the icon stands for, as docs/icons.md says it.
    package let meaning: String
  }

  /// The suffixes a name may carry, which say where it is drawn and change nothing else.
  package static let suffixes = ["-alert", "-step"]

  /// The drawing of a name no entry has.
  package static let fallbackDrawing = "unknown"

  /// Every entry, in the order docs/icons.md lists them.
  package static let entries: [Entry] = [
    .init(name: "cyberagent", drawing: "alert", meaning: "a CyberAgent alert: data found online"),
    .init(name: "ssntrace", drawing: "alert", meaning: "an SSN trace alert"),
    .init(name: "socialmedia", drawing: "alert", meaning: "a social media alert"),
    .init(
      name: "generic", drawing: "alert", meaning: "an alert or match type of no rule of its own"),
    .init(name: "email", drawing: "email", meaning: "an email address or mailbox"),
    .init(name: "ellipsis", drawing: "ellipsis", meaning: "a password being typed"),
    .init(
      name: "strangebehavior", drawing: "strangebehavior", meaning: "unusual activity to watch"),
    .init(name: "phone", drawing: "phone", meaning: "a phone number or a call"),
    .init(name: "lock", drawing: "lock", meaning: "locking an account or a line"),
    .init(name: "bank", drawing: "bank", meaning: "a bank account or the bank"),
    .init(name: "card", drawing: "card", meaning: "a payment card"),
    .init(name: "retail-card", drawing: "card", meaning: "a store card"),
    .init(name: "passport", drawing: "passport", meaning: "a passport"),
    .init(name: "medical", drawing: "medical", meaning: "medical or insurance data"),
    .init(name: "document", drawing: "document", meaning: "statements, reports or a form"),
    .init(name: "credit-report", drawing: "document", meaning: "a credit report"),
    .init(name: "id-card", drawing: "id-card", meaning: "an identity card"),
    .init(
      name: "id-record", drawing: "id-card", meaning: "an identity record, such as an SSN trace"),
    .init(name: "license", drawing: "id-card", meaning: "a driver's license"),
    .init(name: "ssn", drawing: "id-card", meaning: "a Social Security number"),
    .init(name: "social-post", drawing: "social", meaning: "a post on a social network"),
    .init(name: "unknown", drawing: "unknown", meaning: "a name the client does not know"),
  ]

  /// Drawings whose direction follows the text's: a client mirrors them in right-to-left.
  package static let mirrored: Set<String> = [
    "ellipsis", "strangebehavior", "card", "document", "id-card", "social",
  ]

  /// `name` without its `-alert` or `-step` suffix.
  package static func baseName(of name: String) -> Substring {
    var base = Substring(name)
    for suffix in suffixes where base.hasSuffix(suffix) {
      base = base.dropLast(suffix.count)
    }
    return base
  }

  /// The entry for `name`, with or without its suffix; nil for a name the catalogue lacks.
  package static func entry(named name: String) -> Entry? {
    let base = baseName(of: name)
    return entries.first { $0.name == base }
  }

  /// The drawing `name` maps to: its entry's, else the fallback.
  package static func drawing(for name: String) -> String {
    entry(named: name)?.drawing ?? fallbackDrawing
  }

  /// Every drawing, each once, in the order of the entries.
  package static var drawingNames: [String] {
    var seen: Set<String> = []
    return entries.map(\.drawing).filter { seen.insert($0).inserted }
  }

  /// The attributes every drawing's root element has, in `Icons/` and in the HTML client.
  static let rootAttributes =
    "fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.8\" stroke-linecap=\"round\""
    + " stroke-linejoin=\"round\""

  /// The SVG file `Icons/<drawing>.svg`: the drawing the HTML client inlines, standing alone.
  package static func file(of drawing: String) -> String? {
    guard let (viewBox, elements) = drawings[drawing] else { return nil }
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\" \(rootAttributes)>\n"
      + elements.map { "  " + $0 + "\n" }.joined() + "</svg>\n"
  }
}
