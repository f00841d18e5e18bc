import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Date patterns, number and list formats in catalogs: what lint refuses in `format.*` keys.
extension ResourceLinterTests {
  @Test func unsupportedDatePatternLettersAreErrors() throws {
    #expect(
      try lint(
        catalog: threeLocales("format.date.leak", "MM-dd-yyyy", "dd/mm/yyyy", "dd/MM/yyyy"))
        == [
          "Broken.xcstrings: error: format.date.leak [en-GB]: The date pattern 'dd/mm/yyyy' uses 'm', which the formatter does not support and would print as it is; it supports y (year), M (month), d (day) and text in quotes, as in 'de'."
        ])
    #expect(
      try lint(
        catalog: threeLocales(
          "format.date.spoken", "MMMM d, yyyy", "d MMMM yyyy", "EEEE d 'de' MMMM 'de' yyyy"))
        == [
          "Broken.xcstrings: error: format.date.spoken [es-419]: The date pattern 'EEEE d 'de' MMMM 'de' yyyy' uses 'E', which the formatter does not support and would print as it is; it supports y (year), M (month), d (day) and text in quotes, as in 'de'."
        ])
    #expect(
      try lint(
        catalog: threeLocales("format.date.spoken", "MMMM d, yyyy", "d MMMM yyyy", "d 'de MMMM"))
        == [
          "Broken.xcstrings: error: format.date.spoken [es-419]: The date pattern 'd 'de MMMM' opens a quote it never closes, so everything after it is printed as text; write '' for an apostrophe."
        ])
  }

  @Test func malformedNumberAndListFormatsAreErrors() throws {
    #expect(
      try lint(
        catalog: threeLocales("format.number.minimumGroupingDigits", "1", "1", "dos")) == [
          "Broken.xcstrings: error: format.number.minimumGroupingDigits [es-419]: The minimum grouping digits must be a whole number from 1 to 9, such as 1 (1,000 is grouped) or 2 (1000 is not); 'dos' is read as 1."
        ])
    #expect(
      try lint(
        catalog: threeLocales("format.list.two", "%1$@ and %2$@", "%1$@ and %2$@", "%2$@ y %1$@"))
        == [
          "Broken.xcstrings: error: format.list.two [es-419]: The list pattern \"%2$@ y %1$@\" must hold %1$@ and then %2$@, once each, as in \"%1$@ and %2$@\"; lists are joined as \"a, b\" instead."
        ])
  }

  @Test func formatKeysWithPluralFormsOrPlaceholdersAreErrors() throws {
    let forms = plural(["one": "%1$@ y %2$@", "other": "%1$@ y %2$@"])
    #expect(
      try lint(
        catalog: catalog(
          "format.list.two",
          #""en-US": \#(unit("%1$@ and %2$@")), "en-GB": \#(unit("%1$@ and %2$@")), "es-419": \#(forms)"#
        )
      ).contains(
        "Broken.xcstrings: error: format.list.two [es-419]: The list pattern varies by plural; it must be one text, such as \"%1$@ and %2$@\"."
      ))
    #expect(
      try lint(catalog: threeLocales("format.number.groupSeparator", ",", ",", "%@")).contains(
        "Broken.xcstrings: error: format.number.groupSeparator [es-419]: The group separator must be plain text, without placeholders or plural forms; numbers are not grouped."
      ))
  }
}
