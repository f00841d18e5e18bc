import AlertRendering

/// One text of a catalog string (a form, a device's variation, a substitution's form) with
/// where it is in its file, for the checks that compare or scan texts one by one.
struct CatalogText {
  /// How messages name it: "The text", "The 'one' form", "The 'iphone' variation", "The 'one'
  /// form of the substitution 'n'".
  let form: String
  /// Its plural category, if it is a plural form.
  let category: PluralCategory?
  /// The substitution it is a form of, if any.
  let substitution: String?
  /// The device whose variation it is, if any besides `other`.
  let device: DeviceClass?
  /// The text itself.
  let unit: CatalogUnit
  /// The substitutions of the string it belongs to, by name.
  let substitutions: [String: CatalogString.Substitution]
  /// Where it may be in the file, in order (`variations.device.other…` holds what a single
  /// text holds when `other` is the only device).
  let paths: [String]

  /// The text as written.
  var value: String { unit.value }

  /// Every text of `string`, the text of `key` in `locale`: its forms, each device's, each
  /// substitution's.
  static func all(of string: CatalogString, key: String, locale: String) -> [CatalogText] {
    let base = "strings.\(key).localizations.\(locale)"
    var texts: [CatalogText] = []
    func add(
      _ variants: CatalogString.Variants, device: DeviceClass?, substitution: String?,
      bases: [String]
    ) {
      var subject = ""
      if let device { subject = " of the '\(device.rawValue)' variation" }
      if let substitution { subject = " of the substitution '\(cut: substitution)'" }
      switch variants {
      case .single(let unit):
        let form = device.map { "The '\($0.rawValue)' variation" } ?? "The text"
        texts.append(
          CatalogText(
            form: form, category: nil, substitution: substitution, device: device, unit: unit,
            substitutions: string.substitutions,
            paths: bases.map { $0 + ".stringUnit.value" }))
      case .plural(let units):
        for category in PluralCategory.allCases {
          guard let unit = units[category] else { continue }
          let path = ".variations.plural.\(category.rawValue).stringUnit.value"
          texts.append(
            CatalogText(
              form: "The '\(category.rawValue)' form" + subject, category: category,
              substitution: substitution, device: device, unit: unit,
              substitutions: string.substitutions,
              paths: bases.map { $0 + path }))
        }
      }
    }
    add(
      string.variants, device: nil, substitution: nil,
      bases: [base, base + ".variations.device.other"])
    for device in DeviceClass.allCases {
      guard let variants = string.deviceVariants[device] else { continue }
      add(
        variants, device: device, substitution: nil,
        bases: [base + ".variations.device.\(device.rawValue)"])
    }
    for (name, substitution) in string.substitutions.sorted(by: { $0.key < $1.key }) {
      add(
        .plural(substitution.variants), device: nil, substitution: name,
        bases: [base + ".substitutions.\(name)"])
    }
    return texts
  }

  /// `sentence` ("The text shows …") about this text: its first two words replaced by `form`.
  func about(_ sentence: String) -> String {
    guard form != "The text", sentence.hasPrefix("The text ") else { return sentence }
    return form + sentence.dropFirst("The text".count)
  }
}

/// A catalog finding and the paths its value may be at, before its line and column are found.
struct PendingFinding {
  var finding: LintFinding
  var paths: [String]

  /// `pending`, findings of one catalog whose file's bytes are `bytes`, with the line, column
  /// and JSON path of each value found in one reading of the file.
  static func located(_ pending: [PendingFinding], bytes: [UInt8]?) -> [LintFinding] {
    guard !pending.isEmpty else { return [] }
    guard let bytes else { return pending.map(\.finding) }
    let positions = JSONParser.locations(of: pending.flatMap(\.paths), in: bytes)
    return pending.map { item in
      var finding = item.finding
      if let path = item.paths.first(where: { positions[$0] != nil }),
        let position = positions[path]
      {
        finding.line = position.line
        finding.column = position.column
        finding.jsonPath = path
      } else {
        finding.jsonPath = finding.jsonPath ?? item.paths.first
      }
      return finding
    }
  }
}
