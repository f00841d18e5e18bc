/// ITU-T E.164 country calling codes and the trunk prefixes their national numbers are dialled
/// with, which tell that `(202) 555-0199`, `1 202 555 0199` and `+1 202-555-0199` are one number.
///
/// The table is generated into `PhoneNumbering+Generated.swift` by
/// `Scripts/generate-policy-tables` from `Scripts/policy-data/phone-numbering.tsv`.
enum PhoneNumbering {
  /// The calling code `digits` (an E.164 number without its `+`) begins with, or nil when no
  /// code does. Calling codes are prefix-free, so at most one does.
  static func callingCode(of digits: String) -> String? {
    index(of: digits).map { callingCodes[$0] }
  }

  /// The trunk prefixes of `callingCode` (`1` for NANP, `0` for most countries, `8` for
  /// Russia; none for Spain or Italy), empty when it has none or is unknown.
  static func trunkPrefixes(of callingCode: String) -> [String] {
    guard let index = callingCodes.firstIndex(where: { $0.utf8.elementsEqual(callingCode.utf8) })
    else { return [] }
    let list = trunkPrefixLists[index]
    return list.isEmpty ? [] : list.split(separator: ",").map(String.init)
  }

  /// The regions that use `callingCode`, such as `GB GG IM JE` for 44.
  static func regions(of callingCode: String) -> [String] {
    guard let index = callingCodes.firstIndex(where: { $0.utf8.elementsEqual(callingCode.utf8) })
    else { return [] }
    return regionLists[index].split(separator: " ").map(String.init)
  }

  /// The index in `callingCodes` of the code `digits` begins with.
  private static func index(of digits: String) -> Int? {
    let bytes = Array(digits.utf8)
    for length in 1...3 where bytes.count > length {
      let prefix = bytes[..<length]
      if let index = callingCodes.firstIndex(where: { $0.utf8.elementsEqual(prefix) }) {
        return index
      }
    }
    return nil
  }
}
