import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Plural variations and substitutions, checked against CLDR's rules of each locale.
extension ResourceLinterTests {
  /// Plural variations from `category: value` pairs.
  func plural(_ forms: KeyValuePairs<String, String>) -> String {
    let units = forms.map { #""\#($0.key)": \#(unit($0.value))"# }
    return #"{"variations": {"plural": {\#(units.joined(separator: ", "))}}}"#
  }

  /// Findings for one unused test key whose en-US source is "one: Leak, other: %lld Leaks",
  /// without the "No rule uses this key" warning every such key gets.
  func lintPlural(_ localizations: String) throws -> [String] {
    let source = plural(["one": "Leak", "other": "%lld Leaks"])
    return try lint(catalog: catalog("test.plural", #""en-US": \#(source), \#(localizations)"#))
      .filter { !$0.hasSuffix("No rule uses this key.") }
  }

  @Test func missingOtherIsAnErrorAndOtherMissingFormsWarnings() throws {
    let findings = try lint(
      catalog: catalog(
        "match.IDEMAILADDR.title",
        #""en-US": \#(plural(["one": "Email Address Leaked", "other": "%lld Email Addresses Leaked"])), "en-GB": \#(plural(["other": "%lld Email Addresses Leaked"])), "es-419": \#(plural(["one": "Dirección filtrada", "many": "%lld de direcciones filtradas"]))"#
      ))
    #expect(
      findings == [
        "Broken.xcstrings: error: match.IDEMAILADDR.title [es-419]: The plural has no 'other' form; every language needs one, for the numbers no other form takes.",
        "Broken.xcstrings: warning: match.IDEMAILADDR.title [en-GB]: The plural lacks the 'one' form, which en-GB uses for 1; 'other' is shown instead.",
      ])
    let spanish = try lintPlural(#""es-419": \#(plural(["one": "Fuga", "other": "%lld fugas"]))"#)
    #expect(
      spanish == [
        "Broken.xcstrings: warning: test.plural [es-419]: The plural lacks the 'many' form, which es-419 uses for 1000000, 2000000, 3000000 and more; 'other' is shown instead."
      ])
  }

  /// French `one` covers 0 and 1, so it keeps the count; Arabic and Hebrew forms for exactly
  /// one number (zero, one, two) may leave it out.
  @Test func noFalsePositivesForFrenchArabicAndHebrew() throws {
    #expect(
      try lintPlural(
        #""fr": \#(plural(["one": "%lld fuite", "many": "%lld de fuites", "other": "%lld fuites"]))"#
      ) == [])
    #expect(
      try lintPlural(
        #""ar": \#(plural(["zero": "لا تسريبات", "one": "تسريب واحد", "two": "تسريبان", "few": "%lld تسريبات", "many": "%lld تسريبًا", "other": "%lld تسريب"]))"#
      ) == [])
    #expect(
      try lintPlural(
        #""he": \#(plural(["one": "דליפה", "two": "שתי דליפות", "other": "%lld דליפות"]))"#)
        == [])
  }

  @Test func aCountLeftOutOfAFormForManyNumbersIsAWarning() throws {
    #expect(
      try lintPlural(
        #""ru": \#(plural(["one": "Утечка", "few": "%lld утечки", "many": "%lld утечек", "other": "%lld утечки"]))"#
      ) == [
        "Broken.xcstrings: warning: test.plural [ru]: The 'one' form leaves out the count %1$lld, but ru uses 'one' for 1, 21, 31 and more; only a form for exactly one number may leave it out."
      ])
    #expect(
      try lintPlural(
        #""fr": \#(plural(["one": "Une fuite", "many": "%lld de fuites", "other": "%lld fuites"]))"#
      )
        == [
          "Broken.xcstrings: warning: test.plural [fr]: The 'one' form leaves out the count %1$lld, but fr uses 'one' for 0 and 1; only a form for exactly one number may leave it out."
        ])
  }

  /// Hebrew lost `many` in CLDR 42; a catalog written for the old rules gets told.
  @Test func hebrewFormsFollowCLDR() throws {
    #expect(
      try lintPlural(
        #""he": \#(plural(["one": "דליפה", "many": "%lld דליפות", "other": "דליפות"]))"#
      ) == [
        "Broken.xcstrings: warning: test.plural [he]: The plural lacks the 'two' form, which he uses for 2; 'other' is shown instead.",
        "Broken.xcstrings: warning: test.plural [he]: The plural has a 'many' form, which he never uses (its categories are one, two and other); it is never shown.",
        "Broken.xcstrings: warning: test.plural [he]: The 'other' form leaves out the count %1$lld, but he uses 'other' for 0, 3, 4 and more; only a form for exactly one number may leave it out.",
      ])
  }

  @Test func aPlainTranslationOfAPluralSourceAndTheReverseAreReported() throws {
    #expect(
      try lintPlural(#""es-419": \#(unit("%lld fugas"))"#) == [
        "Broken.xcstrings: warning: test.plural [es-419]: The en-US text varies by plural but this one does not, so every count reads the same; es-419 uses one, many and other."
      ])
    // Japanese has one form for every count: a plain text is what it needs.
    #expect(try lintPlural(#""ja": \#(unit("%lld 件の漏洩"))"#) == [])
    let reverse = try lint(
      catalog: catalog(
        "test.reverse",
        #""en-US": \#(unit("Leaks: %lld")), "ru": \#(plural(["one": "%lld утечка", "few": "%lld утечки", "many": "%lld утечек", "other": "%lld утечки"]))"#
      ), includingNotes: true)
    #expect(
      reverse.contains(
        "Broken.xcstrings: note: test.reverse [ru]: This text varies by plural but the en-US text does not; the form is chosen by the count the rule passes, or as for 0 when it passes none."
      ))
  }

  @Test func substitutionFormsAreComparedWithTheSourcesOther() throws {
    let substitution = { (forms: String) in
      #"{"stringUnit": {"state": "translated", "value": "%#@leaks@"}, "substitutions": {"leaks": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {\#(forms)}}}}}"#
    }
    let findings = try lint(
      catalog: catalog(
        "test.sub",
        #""en-US": \#(substitution(#""one": \#(unit("one leak")), "other": \#(unit("%arg leaks"))"#)), "ru": \#(substitution(#""one": \#(unit("утечка")), "few": \#(unit("%arg утечки")), "many": \#(unit("%arg утечек")), "other": \#(unit("%arg утечки"))"#))"#
      ))
    #expect(
      findings.filter { !$0.hasSuffix("No rule uses this key.") } == [
        "Broken.xcstrings: warning: test.sub [ru]: The 'one' form of the substitution 'leaks' leaves out the count %1$lld, but ru uses 'one' for 1, 21, 31 and more; only a form for exactly one number may leave it out."
      ])
  }
}
