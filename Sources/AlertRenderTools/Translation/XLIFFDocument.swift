/// An XLIFF 1.2 document as Xcode's Export Localizations writes it and CAT tools return it:
/// one `<file>` per catalog, one `<trans-unit>` per string or variation.
struct XLIFFDocument: Sendable, Equatable {
  /// The XLIFF 1.2 namespace.
  static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

  /// One `<file>`: the units of one catalog.
  struct File: Sendable, Equatable {
    /// The catalog's path, as `Localizations/Screen.xcstrings`.
    var original: String
    var sourceLanguage: String
    var targetLanguage: String?
    var units: [Unit]
    /// Where the `<file>` element starts, for messages (0 when written, not read).
    var line = 0
    var column = 0
  }

  /// One `<trans-unit>`.
  struct Unit: Sendable, Equatable {
    /// The catalog key, followed for a variation by `|==|` and its path, as Xcode writes it
    /// (`alert.title|==|plural.one`).
    var id: String
    var source: String
    /// The translation; nil when the unit has no `<target>`.
    var target: String?
    /// The target's `state` attribute.
    var state: String?
    /// The text of each `<note>`.
    var notes: [String] = []
    /// Why the unit's text could not be read, when it could not (a placeholder element that
    /// does not hold its text); such a unit is reported, not imported.
    var problem: String?
    /// Whether the unit has a `<target>` whose text could not be read (`problem` says why):
    /// it carries a translation all the same.
    var hasUnreadableTarget = false
    var line = 0
    var column = 0
  }

  var files: [File]
}

extension XLIFFDocument {
  /// The document as Xcode lays it out: two-space indentation, attributes in Xcode's order,
  /// `xml:space="preserve"` on every unit, a newline at the end.
  func bytes(tool: LocalizationExchange.Tool) -> [UInt8] {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="\(Self.namespace)" \
      xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
      xsi:schemaLocation="\(Self.namespace) \
      http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

      """
    for file in files {
      out += "  <file original=\"\(Self.escape(file.original, attribute: true))\""
      out += " source-language=\"\(Self.escape(file.sourceLanguage, attribute: true))\""
      if let target = file.targetLanguage {
        out += " target-language=\"\(Self.escape(target, attribute: true))\""
      }
      out += " datatype=\"plaintext\">\n"
      out += "    <header>\n"
      out += "      <tool tool-id=\"\(Self.escape(tool.id, attribute: true))\""
      out += " tool-name=\"\(Self.escape(tool.name, attribute: true))\""
      out += " tool-version=\"\(Self.escape(tool.version, attribute: true))\"/>\n"
      out += "    </header>\n"
      guard !file.units.isEmpty else {
        out += "    <body/>\n  </file>\n"
        continue
      }
      out += "    <body>\n"
      for unit in file.units {
        out += "      <trans-unit id=\"\(Self.escape(unit.id, attribute: true))\""
        out += " xml:space=\"preserve\">\n"
        out += "        <source>\(Self.inline(unit.source))</source>\n"
        if let target = unit.target {
          out += "        <target"
          if let state = unit.state { out += " state=\"\(Self.escape(state, attribute: true))\"" }
          out += ">\(Self.inline(target))</target>\n"
        }
        for note in unit.notes {
          out += "        <note>\(Self.escape(note, attribute: false))</note>\n"
        }
        out += "      </trans-unit>\n"
      }
      out += "    </body>\n  </file>\n"
    }
    out += "</xliff>\n"
    return Array(out.utf8)
  }

  /// `text` with XML's special characters as references. A carriage return, and in an
  /// attribute a tab or newline too, is written as a character reference so that a reader's
  /// end-of-line and attribute normalization give back the very same text.
  ///
  /// Characters XML 1.0 cannot carry at all (C0 controls other than tab, newline and carriage
  /// return, U+FFFE, U+FFFF) are refused before a document is built: see
  /// `LocalizationExchange.checkXMLText`.
  static func escape(_ text: String, attribute: Bool) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "\r": out += "&#13;"
      case "\n" where attribute: out += "&#10;"
      case "\t" where attribute: out += "&#9;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension XLIFFDocument {
  /// Reads an XLIFF 1.2 document; `file` names it in errors.
  ///
  /// Strict about what import needs (the XLIFF namespace, `<file>` languages, unit ids,
  /// `<source>`), lenient about the rest: `<group>`s are entered, elements and attributes it
  /// does not use (`<header>`, `<alt-trans>`, `<context-group>`, tool-specific ones) are
  /// skipped, and inline markup a CAT tool wraps around text (`<g>`, `<ph>`, `<mrk>` …)
  /// contributes its text.
  init(parsing bytes: [UInt8], file: String) throws(XLIFFError) {
    let root: XMLElement
    do {
      root = try XMLReader.parse(bytes)
    } catch {
      throw .malformed(file: file, error)
    }
    func invalid(_ element: XMLElement, _ reason: String) -> XLIFFError {
      .invalid(file: file, line: element.line, column: element.column, reason: reason)
    }
    guard root.localName == "xliff" else {
      throw invalid(root, "The root element is <\(cut: root.name)>; expected <xliff>.")
    }
    guard root.namespace == Self.namespace || root.namespace.isEmpty else {
      let hint =
        root.namespace.contains("xliff:document:2")
        ? " XLIFF 2 is not read; export XLIFF 1.2 from the CAT tool." : ""
      throw invalid(
        root,
        "<xliff> is in the namespace '\(cut: root.namespace)'; expected '\(Self.namespace)'.\(hint)"
      )
    }
    var files: [File] = []
    for element in root.elements where Self.isXLIFF(element, root: root) {
      guard element.localName == "file" else { continue }
      guard let original = element[attribute: "original"] else {
        throw invalid(element, "<file> has no original attribute; expected the catalog's path.")
      }
      guard let sourceLanguage = element[attribute: "source-language"] else {
        throw invalid(
          element, "<file original=\"\(cut: original)\"> has no source-language attribute.")
      }
      var units: [Unit] = []
      for body in element.elements where body.localName == "body" {
        try Self.collectUnits(in: body, root: root, file: file, into: &units)
      }
      files.append(
        File(
          original: original, sourceLanguage: sourceLanguage,
          targetLanguage: element[attribute: "target-language"], units: units,
          line: element.line, column: element.column))
    }
    guard !files.isEmpty else {
      throw invalid(root, "<xliff> holds no <file> element; expected one per catalog.")
    }
    self.files = files
  }

  private static func isXLIFF(_ element: XMLElement, root: XMLElement) -> Bool {
    element.namespace == root.namespace
  }

  /// The units of `container` (a `<body>` or `<group>`), groups entered.
  private static func collectUnits(
    in container: XMLElement, root: XMLElement, file: String, into units: inout [Unit]
  ) throws(XLIFFError) {
    for element in container.elements where isXLIFF(element, root: root) {
      switch element.localName {
      case "group":
        try collectUnits(in: element, root: root, file: file, into: &units)
      case "trans-unit":
        guard let id = element[attribute: "id"] else {
          throw .invalid(
            file: file, line: element.line, column: element.column,
            reason: "<trans-unit> has no id attribute; expected the catalog key.")
        }
        let children = element.elements.filter { isXLIFF($0, root: root) }
        guard let source = children.first(where: { $0.localName == "source" }) else {
          throw .invalid(
            file: file, line: element.line, column: element.column,
            reason: "<trans-unit id=\"\(cut: id)\"> has no <source>; expected the source text.")
        }
        let target = children.first { $0.localName == "target" }
        var unit = Unit(
          id: id, source: "", state: target?[attribute: "state"], line: element.line,
          column: element.column)
        // One unit a CAT tool wrote with markup standing for text costs that unit only.
        do {
          unit.source = try text(of: source)
          unit.notes = try children.filter { $0.localName == "note" }.map {
            (note) throws(InlineProblem) in try text(of: note)
          }
        } catch {
          unit.problem = error.reason
        }
        if let target {
          do {
            unit.target = try text(of: target, codes: InlineCodes(of: source))
          } catch {
            unit.problem = unit.problem ?? error.reason
            unit.hasUnreadableTarget = true
          }
        }
        units.append(unit)
      default:
        continue
      }
    }
  }

  /// Why the text of a unit cannot be had.
  struct InlineProblem: Error {
    var reason: String
  }

  /// The text of a `<source>`, `<target>` or `<note>`, inline markup unwrapped; with `codes`
  /// (a target's), each inline code replaced by the source's (`InlineCodes`).
  private static func text(
    of element: XMLElement, codes: InlineCodes? = nil
  ) throws(InlineProblem) -> String {
    var seen: [String: Int] = [:]
    return try text(of: element, codes: codes, seen: &seen)
  }

  private static func text(
    of element: XMLElement, codes: InlineCodes?, seen: inout [String: Int]
  ) throws(InlineProblem) -> String {
    var text = ""
    for child in element.children {
      switch child {
      case .text(let part): text += part
      case .element(let inline):
        if let codes, !codes.isEmpty, let code = try Self.code(for: inline, in: codes, seen: &seen)
        {
          text += code
          if inline.localName == "g", let id = inline[attribute: "id"] {
            text += try self.text(of: inline, codes: codes, seen: &seen)
            text += codes.closing[id] ?? ""
          }
          continue
        }
        switch inline.localName {
        case "x", "bx", "ex":
          // Placeholders that stand for native code without holding it: the text they
          // replaced cannot be had back.
          throw InlineProblem(
            reason:
              "<\(cut: inline.name)/> at line \(inline.line) stands for text it does not hold; "
              + "expected the placeholder itself (such as %@) as text")
        case "sub":
          continue
        default:
          text += try self.text(of: inline, codes: codes, seen: &seen)
        }
      }
    }
    return text
  }
}
