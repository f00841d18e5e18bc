import Testing

@testable import AlertRendering

/// Phone numbers in the ways people write them, in many scripts, and the numbers that are not
/// phones.
extension TextScannerTests {
  @Test(arguments: [
    ("Call +1 202-555-0199 today", "+1 202-555-0199", "+12025550199"),
    ("Call (202) 555-0199.", "(202) 555-0199", "2025550199"),
    ("Call 202.555.0199.", "202.555.0199", "2025550199"),
    ("Call 1 (202) 555 0199", "1 (202) 555 0199", "12025550199"),
    ("Call +1 (202) 555-0199", "+1 (202) 555-0199", "+12025550199"),
    ("Call 2025550199", "2025550199", "2025550199"),
    ("Llame al 011 1 202 555 0199", "011 1 202 555 0199", "01112025550199"),
    ("Ring 0808 157 0199 free", "0808 157 0199", "08081570199"),
    ("Ring +44 (0)808 157 0199", "+44 (0)808 157 0199", "+4408081570199"),
    ("Ring 0044 808 157 0199", "0044 808 157 0199", "00448081570199"),
    ("Appelez le 01 23 45 67 89.", "01 23 45 67 89", "0123456789"),
    ("Llame al 912 345 678.", "912 345 678", "912345678"),
    ("Appelez le +33 1 23 45 67 89.", "+33 1 23 45 67 89", "+33123456789"),
    ("Позвоните 8 (495) 123-45-67", "8 (495) 123-45-67", "84951234567"),
    ("Call 202\u{A0}555\u{2011}0199", "202\u{A0}555\u{2011}0199", "2025550199"),
    ("Call 202\u{202F}555\u{2013}0199", "202\u{202F}555\u{2013}0199", "2025550199"),
    ("Call 202/555/0199", "202/555/0199", "2025550199"),
    ("اتصل على ١-٢٠٢-٥٥٥-٠١٩٩", "١-٢٠٢-٥٥٥-٠١٩٩", "12025550199"),
    ("电话＋１２０２５５５０１９９", "＋１２０２５５５０１９９", "+12025550199"),
    ("कॉल करें +१ २०२ ५५५ ०१९९", "+१ २०२ ५५५ ०१९९", "+12025550199"),
    ("Call 1-800-FLOWERS now", "1-800-FLOWERS", "18003569377"),
  ])
  func phonesInManyFormatsAndScripts(text: String, written: String, normalized: String) {
    let items = TextScanner.scan(text)
    #expect(items.count == 1, "\(items)")
    #expect(items.first?.kind == .phone)
    #expect(items.first?.written == written)
    #expect(items.first?.normalized == normalized)
  }

  @Test(arguments: [
    "Date of leak: 2016-09-06", "Fecha: 09/06/2016", "Datum: 6.9.2016", "on 09-06-2016",
    "1 000 000 accounts", "1.000.000 Konten", "2 500 000", "1\u{202F}000\u{202F}000 comptes",
    "123\u{A0}456\u{A0}789 cuentas", "between 2016–2024",
    "in 2019-2021", "about 1234567 records", "12 events", "24/7 help", "4111 1111 1111 1111",
    "ID ABC1234567", "v1.2.3.4567", "0000-00-00 00:00:00", "2016-09-06 08:15:00",
    "1,234,567 people",
  ])
  func numbersThatAreNotPhones(text: String) {
    #expect(
      TextScanner.scan(text).filter { $0.kind == .phone }.isEmpty,
      "\(TextScanner.scan(text))")
  }

  @Test func aPhoneNeedsSevenToFifteenDigits() {
    #expect(Self.found("Call +1 555 01").isEmpty)
    #expect(Self.found("Call +1 202 555 0199 1234 5678").isEmpty)
    #expect(Self.found("Call 555 0199") == ["phone:555 0199→5550199"])
    #expect(Self.found("Call 5550199") == [])
  }

  @Test func aKeypadWordNeedsTwoDigitGroupsBeforeIt() {
    #expect(Self.found("Call 1-800-FLOWERS2") == [])
    #expect(Self.found("Call 800-FLOWERS") == [])
    #expect(Self.found("Call 1-800-FLOWERSHOP") == [])
  }
}
