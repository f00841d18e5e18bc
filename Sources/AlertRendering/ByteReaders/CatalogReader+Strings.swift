/// A string's value as `CatalogReader` reads it: its units, substitutions and plural or device
/// variations.
extension CatalogReader {
  mutating func catalogString() throws(Unexpected) -> CatalogString {
    var unit: CatalogUnit?
    var plural: [PluralCategory: CatalogUnit]?
    var substitutions: [String: CatalogString.Substitution] = [:]
    var seen: UInt32 = 0
    try beginObject()
    var first = true
    while let name = try nextKey(first: &first) {
      switch try member(name, among: ["stringUnit", "variations", "substitutions"], seen: &seen) {
      case 0: unit = try catalogUnit(argumentIndex: nil)
      case 1: plural = try variations(argumentIndex: nil)
      case 2: substitutions = try self.substitutions()
      default: try skipValue(depth: 5)
      }
    }
    // With both, the general path reads only the unit and never looks at the variations.
    switch (unit, plural) {
    case (let unit?, nil):
      return CatalogString(variants: .single(unit), substitutions: substitutions)
    case (nil, let plural?):
      return CatalogString(variants: .plural(plural), substitutions: substitutions)
    default: throw Unexpected()
    }
  }

  mutating func substitutions() throws(Unexpected) -> [String: CatalogString.Substitution] {
    var result: [String: CatalogString.Substitution] = [:]
    try beginObject()
    var first = true
    while let range = try nextKey(first: &first) {
      let name = string(range)
      guard result[name] == nil else { throw Unexpected() }
      var argumentIndex = 0
      var specifier: String?
      // The variations are read once the argument they count is known.
      var variationsStart: Int?
      var seen: UInt32 = 0
      try beginObject()
      var firstMember = true
      while let key = try nextKey(first: &firstMember) {
        switch try member(key, among: ["argNum", "formatSpecifier", "variations"], seen: &seen) {
        case 0: argumentIndex = try argumentNumber() - 1
        case 1:
          // Any other value is kept out, as the general path does.
          guard peek(UInt8(ascii: "\"")) else {
            try skipValue(depth: 7)
            continue
          }
          specifier = string(try stringRange())
        case 2:
          variationsStart = index
          try skipValue(depth: 7)
        default: try skipValue(depth: 7)
        }
      }
      guard let variationsStart else { throw Unexpected() }
      let end = index
      index = variationsStart
      let variants = try variations(argumentIndex: argumentIndex)
      index = end
      let substitution = CatalogString.Substitution(
        argumentIndex: argumentIndex, variants: variants, formatSpecifier: specifier)
      if !substitution.hasRenderableSpecifier { isRenderable = false }
      result[name] = substitution
    }
    return result
  }

  /// `{"plural": {category: {"stringUnit": …}, …}}`.
  mutating func variations(argumentIndex: Int?) throws(Unexpected) -> [PluralCategory:
    CatalogUnit]
  {
    var result: [PluralCategory: CatalogUnit]?
    var seen: UInt32 = 0
    try beginObject()
    var first = true
    while let name = try nextKey(first: &first) {
      guard try member(name, among: ["plural"], seen: &seen) == 0 else {
        try skipValue(depth: 7)
        continue
      }
      var units: [PluralCategory: CatalogUnit] = [:]
      var seenCategories: UInt32 = 0
      try beginObject()
      var firstCategory = true
      while let key = try nextKey(first: &firstCategory) {
        let position = try member(
          key, among: ["zero", "one", "two", "few", "many", "other"], seen: &seenCategories)
        guard position < PluralCategory.allCases.count else {
          try skipValue(depth: 8)
          continue
        }
        let category = Self.categories[position]
        var unit: CatalogUnit?
        var seenWrapper: UInt32 = 0
        try beginObject()
        var firstWrapper = true
        while let member = try nextKey(first: &firstWrapper) {
          if try self.member(member, among: ["stringUnit"], seen: &seenWrapper) == 0 {
            unit = try catalogUnit(argumentIndex: argumentIndex)
          } else {
            try skipValue(depth: 9)
          }
        }
        guard let unit else { throw Unexpected() }
        units[category] = unit
      }
      result = units
    }
    guard let result else { throw Unexpected() }
    return result
  }

  mutating func catalogUnit(argumentIndex: Int?) throws(Unexpected) -> CatalogUnit {
    var state = "new"
    var value: String?
    var seen: UInt32 = 0
    try beginObject()
    var first = true
    while let name = try nextKey(first: &first) {
      switch try member(name, among: ["state", "value"], seen: &seen) {
      case 0:
        guard peek(UInt8(ascii: "\"")) else { throw Unexpected() }
        let range = try stringRange()
        guard !range.isEmpty else { throw Unexpected() }
        // A loop, not `first(where:)`, whose closure would copy the whole reader.
        var known: String?
        for candidate in Self.states where matches(range, candidate.bytes) {
          known = candidate.text
          break
        }
        state = known ?? string(range)
      case 1:
        guard peek(UInt8(ascii: "\"")) else { throw Unexpected() }
        value = string(try stringRange())
      default: try skipValue(depth: 10)
      }
    }
    guard let value else { throw Unexpected() }
    return CatalogUnit(
      state: state, value: value,
      template: FormatTemplate(value, argumentIndex: argumentIndex, isRenderable: &isRenderable))
  }

  /// A substitution's `argNum`, a whole number from 1 to 99 as `ResourceReader.integer` reads it.
  mutating func argumentNumber() throws(Unexpected) -> Int {
    let start = index
    try skipNumber()
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let number = Int(text), (1...99).contains(number) else { throw Unexpected() }
    return number
  }
}
