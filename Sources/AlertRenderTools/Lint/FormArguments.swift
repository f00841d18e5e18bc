import AlertRendering

/// The arguments one form of a catalog string formats, with its substitutions expanded: what
/// lint compares between a translation and its source.
///
/// Xcode writes a counted argument either as a placeholder in plural variations
/// (`%lld activities found`) or as a substitution (`%#@activities@ found`, with `activities`
/// counting argument 1 as `lld`); both format the same argument, so both have the same
/// arguments here.
struct FormArguments: Equatable {
  /// One argument: its zero-based index and the kind of value it takes.
  struct Argument: Hashable {
    var index: Int
    var kind: FormatTemplate.Kind
  }

  /// Every argument, by index, a repeated one as often as the form uses it.
  let arguments: [Argument]

  /// The arguments of `unit`, a form of `string`: its own placeholders and, for each
  /// `%#@name@` it uses that `string` defines, the substitution's argument (of the kind its
  /// format specifier gives, a whole number without one) and the other placeholders of the
  /// substitution's `other` form.
  init(_ unit: CatalogUnit, of string: CatalogString) {
    var arguments = unit.template.placeholders.map { Argument(index: $0.index, kind: $0.kind) }
    for name in unit.template.substitutionNames {
      guard let substitution = string.substitutions[name] else { continue }
      let index = substitution.argumentIndex
      arguments.append(Argument(index: index, kind: substitution.kind ?? .integer))
      for placeholder in substitution.variants[.other]?.template.placeholders ?? []
      where placeholder.index != index {
        arguments.append(Argument(index: placeholder.index, kind: placeholder.kind))
      }
    }
    self.arguments = arguments.sorted {
      ($0.index, $0.kind.rawValue) < ($1.index, $1.kind.rawValue)
    }
  }

  /// The placeholders of `unit` alone, as in a substitution's own forms.
  init(plain unit: CatalogUnit) {
    arguments = unit.template.placeholders.map { Argument(index: $0.index, kind: $0.kind) }
  }

  /// The arguments as a set: a form may use one twice or in another order.
  var set: Set<Argument> { Set(arguments) }

  /// The indexes of the whole-number arguments: the counts a plural form may leave out.
  var counts: Set<Int> { Set(arguments.filter { $0.kind == .integer }.map(\.index)) }

  /// "%1$lld %2$@", or "none".
  var description: String {
    arguments.isEmpty
      ? "none" : arguments.map { "%\($0.index + 1)$\($0.kind.rawValue)" }.joined(separator: " ")
  }

  /// The counts this form leaves out of `reference`'s arguments, when that is the only
  /// difference (nothing else left out, nothing added); nil when they differ otherwise.
  func omittedCounts(of reference: FormArguments, counts: Set<Int>) -> [Int]? {
    let expected = reference.set
    let actual = set
    guard actual.isSubset(of: expected) else { return nil }
    let omitted = expected.subtracting(actual)
    guard omitted.allSatisfy({ $0.kind == .integer && counts.contains($0.index) }) else {
      return nil
    }
    return omitted.map(\.index).sorted()
  }
}

extension CatalogString.Substitution {
  /// The kind of value the format specifier names (`lld`, `d`, `u` a whole number, `@` an
  /// object, `f` a floating-point number); nil without one, or for one that is no specifier.
  var kind: FormatTemplate.Kind? {
    guard let template = specifierTemplate, template.segments.count == 1 else { return nil }
    return template.placeholders.first?.kind
  }
}

extension CatalogString {
  /// Whether a text of the string takes an argument whose number is unknown (`%0$@`,
  /// `%100$@`): its arguments cannot be compared (`SpecifierChecks` names the specifier).
  var hasArgumentOfUnknownNumber: Bool {
    let units =
      self.units.map(\.unit) + substitutions.values.flatMap { Array($0.variants.values) }
    return units.contains { unit in
      unit.template.segments.contains { segment in
        guard case .unsupported(let unsupported) = segment else { return false }
        return unsupported.kind != nil && unsupported.index == nil
      }
    }
  }

  /// Whether the text varies by plural: plural variations, or a substitution it uses.
  var variesByPlural: Bool {
    switch variants {
    case .plural: return true
    case .single(let unit):
      return unit.template.substitutionNames.contains { substitutions[$0] != nil }
    }
  }
}
