import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

extension MatchTypeContentTests {
  /// One locale's rendering of one match type's example, or of one mixed example.
  struct Case: Sendable, CustomTestStringConvertible {
    /// The match type under test, empty for mixed examples.
    var matchType: String
    /// The example's file name in `Examples/`, empty when found by match type.
    var example: String
    /// The locale to render in.
    var locale: String

    /// The name Swift Testing shows for the case.
    var testDescription: String { "\(matchType.isEmpty ? example : matchType) in \(locale)" }

    /// Every match type with a rule file, in every shipped locale.
    static let all: [Case] = Shipped.ruleFileMatchTypes.flatMap { type in
      TestContent.locales.map { Case(matchType: type, example: "", locale: $0) }
    }

    /// Every example mixing several match types, in every shipped locale.
    static let mixed: [Case] = Shipped.examples.filter { $0.matchTypes.count > 1 }
      .flatMap { example in
        TestContent.locales.map { Case(matchType: "", example: example.file, locale: $0) }
      }
  }

  /// The shipped CyberAgent rules and examples, read once.
  enum Shipped {
    /// A decoded example and the distinct match types of its events, in order.
    struct Example: Sendable {
      /// The file name in `Examples/`.
      var file: String
      /// The decoded alert.
      var alert: Alert
      /// The distinct match types, in order of first appearance.
      var matchTypes: [String]
    }

    /// The loaded CyberAgent match rules, the fallback last.
    static let rules = TestContent.renderer.rules.matchRules(of: .cyberAgent)

    /// The only match types whose values the design shows whole; every other value is sensitive
    /// and must never reach the layout document in clear, whatever its rule says.
    static let unmaskedTypes: Set<String> = ["IDEMAILADDR"]

    /// The most letters and digits a masked value may keep: an IBAN's country code and last four.
    static let maximumShownCharacters = 6

    /// The match types named by the files of `Rules/CyberAgent/` (not `alert.json` or `_default`).
    static let ruleFileMatchTypes: [String] = {
      let folder = TestContent.rulesDirectory.appendingPathComponent("CyberAgent")
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return files.filter { $0.hasSuffix(".json") && $0 != "alert.json" && !$0.hasPrefix("_") }
        .map { String($0.dropLast(".json".count)) }.sorted()
    }()

    /// Every CyberAgent example in `Examples/`, sorted by file name.
    static let examples: [Example] = {
      let files =
        (try? FileManager.default.contentsOfDirectory(
          atPath: TestContent.examplesDirectory.path)) ?? []
      return files.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
        guard let bytes = try? TestContent.example(file), let alert = try? Alert(json: bytes),
          alert.type == .cyberAgent
        else { return nil }
        var types: [String] = []
        for event in alert.events {
          if let type = event["match"]?.scalarText, !types.contains(type) { types.append(type) }
        }
        return Example(file: file, alert: alert, matchTypes: types)
      }
    }()

    /// The rule of `matchType`, if one was loaded.
    static func rule(_ matchType: String) -> MatchRule? {
      rules.first { $0.matchType == matchType }
    }

    /// The event's raw value, read as the rule reads it.
    static func value(of event: AlertEvent, rule: MatchRule) -> String? {
      rule.valueFields.lazy.compactMap { event[$0]?.scalarText }.first { !$0.isEmpty }
    }

    /// A localizer over the shipped catalogs, to state what a rule's keys should read as.
    static func localizer(_ locale: String) throws -> Localizer {
      let renderer = TestContent.renderer
      let table = renderer.catalogs.table(for: try #require(LocaleID(locale)))
      return Localizer(
        table: table, formats: LocaleFormats(table: table),
        datePatternKey: renderer.rules.screen.datePattern,
        monthNamePrefix: renderer.rules.screen.monthNames)
    }

    /// Every catalog key the table of `locale` knows.
    static func catalogKeys(_ locale: String) throws -> Set<String> {
      Set(TestContent.renderer.catalogs.table(for: try #require(LocaleID(locale))).strings.keys)
    }

    /// Whether `text` holds something shaped like a match, risk or step key, such as `step.x`.
    static func containsKeyPrefix(_ text: String) -> Bool {
      ["match.", "risk.", "step."].contains { prefix in
        var rest = text[...]
        while let range = rest.range(of: prefix) {
          if range.lowerBound == text.startIndex
            || !text[text.index(before: range.lowerBound)].isLetter,
            rest[range.upperBound...].first?.isLetter == true
          {
            return true
          }
          rest = rest[range.upperBound...]
        }
        return false
      }
    }

    /// Every string value in a `JSONSerialization` tree.
    static func strings(in object: Any) -> [String] {
      switch object {
      case let text as String: return [text]
      case let array as [Any]: return array.flatMap { strings(in: $0) }
      case let dictionary as [String: Any]: return dictionary.values.flatMap { strings(in: $0) }
      default: return []
      }
    }
  }
}
