extension StringCatalog {
  /// Writes the catalog's entries; its file name is not written, since messages name files
  /// relative to the working directory of the process that reads the snapshot.
  func write(to writer: inout SnapshotWriter) {
    writer.write(sourceLanguage)
    writer.write(entries) { writer, entry in entry.write(to: &writer) }
  }

  /// Reads a catalog written by `write(to:)`, naming it `file`.
  init(snapshot reader: inout SnapshotReader, file: String) throws(SnapshotReader.Damaged) {
    self.file = file
    sourceLanguage = try reader.string()
    entries = try reader.array { reader throws(SnapshotReader.Damaged) in
      try CatalogEntry(snapshot: &reader)
    }
  }
}

extension CatalogEntry {
  /// Writes this value into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    writer.write(key)
    writer.write(comment)
    writer.write(shouldTranslate)
    writer.write(localizations.sorted { $0.key < $1.key }) { writer, localization in
      writer.write(localization.key)
      localization.value.write(to: &writer)
    }
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    key = try reader.string()
    comment = try reader.optionalString()
    shouldTranslate = try reader.bool()
    localizations = [:]
    for _ in 0..<(try reader.int(in: 0...1000)) {
      let spelling = try reader.string()
      localizations[spelling] = try CatalogString(snapshot: &reader)
    }
  }
}

extension CatalogString {
  /// Writes this value into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    switch variants {
    case .single(let unit):
      writer.write(0)
      unit.write(to: &writer)
    case .plural(let units):
      writer.write(1)
      Self.write(units, to: &writer)
    }
    writer.write(substitutions.sorted { $0.key < $1.key }) { writer, substitution in
      writer.write(substitution.key)
      writer.write(substitution.value.argumentIndex)
      Self.write(substitution.value.variants, to: &writer)
    }
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    switch try reader.int(in: 0...1) {
    case 0: variants = .single(try CatalogUnit(snapshot: &reader))
    default: variants = .plural(try Self.readPlural(&reader))
    }
    let substitutions = try reader.array { reader throws(SnapshotReader.Damaged) in
      let name = try reader.string()
      let index = try reader.int(in: 0...(1 << 20))
      return (name, Substitution(argumentIndex: index, variants: try Self.readPlural(&reader)))
    }
    self.substitutions = [:]
    for (name, substitution) in substitutions { self.substitutions[name] = substitution }
  }

  /// Writes plural variants in category order.
  private static func write(
    _ units: [PluralCategory: CatalogUnit], to writer: inout SnapshotWriter
  ) {
    let ordered = PluralCategory.allCases.enumerated().compactMap { index, category in
      units[category].map { (index, $0) }
    }
    writer.write(ordered) { writer, item in
      writer.write(item.0)
      item.1.write(to: &writer)
    }
  }

  /// Reads plural variants written by `write(_:to:)`.
  private static func readPlural(_ reader: inout SnapshotReader) throws(SnapshotReader.Damaged)
    -> [PluralCategory: CatalogUnit]
  {
    let categories = PluralCategory.allCases
    var units: [PluralCategory: CatalogUnit] = [:]
    for _ in 0..<(try reader.int(in: 0...categories.count)) {
      let category = categories[try reader.int(in: 0...categories.count - 1)]
      units[category] = try CatalogUnit(snapshot: &reader)
    }
    return units
  }
}

extension CatalogUnit {
  /// Writes the unit. Most texts are one literal, the value itself: a flag says so instead of
  /// writing the text twice, and the reader shares one string between value and template.
  func write(to writer: inout SnapshotWriter) {
    writer.write(state)
    writer.write(value)
    let isLiteralValue =
      template.segments == [.literal(value)] || (template.segments.isEmpty && value.isEmpty)
    writer.write(isLiteralValue)
    if !isLiteralValue { template.write(to: &writer) }
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    state = try reader.string()
    value = try reader.string()
    if try reader.bool() {
      template = FormatTemplate(segments: value.isEmpty ? [] : [.literal(value)])
    } else {
      template = try FormatTemplate(snapshot: &reader)
    }
  }
}

extension FormatTemplate {
  /// Writes this value into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    writer.write(segments) { writer, segment in
      switch segment {
      case .literal(let text):
        writer.write(0)
        writer.write(text)
      case .argument(let index, let kind):
        writer.write(kind == .object ? 1 : 2)
        writer.write(index)
      case .substitution(let name):
        writer.write(3)
        writer.write(name)
      }
    }
  }

  /// Reads a value written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    segments = try reader.array { reader throws(SnapshotReader.Damaged) -> Segment in
      switch try reader.int(in: 0...3) {
      case 0: return .literal(try reader.string())
      case 1: return .argument(index: try reader.int(in: 0...(1 << 20)), kind: .object)
      case 2: return .argument(index: try reader.int(in: 0...(1 << 20)), kind: .integer)
      default: return .substitution(try reader.string())
      }
    }
  }
}
