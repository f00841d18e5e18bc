/// The root zone's top-level domains, which tell a host such as `IRS.gov` from `U.S.` or `e.g.`.
///
/// The list is IANA's, generated into `TopLevelDomains+Generated.swift` by
/// `Scripts/generate-policy-tables` from the checked-in `Scripts/policy-data/` snapshot.
enum TopLevelDomains {
  /// Whether `label`, in any case, is a top-level domain, as IANA writes it (`gov`,
  /// `xn--p1ai`) or decoded (`рф`).
  static func contains(_ label: some StringProtocol) -> Bool {
    let key = label.lowercased()
    var low = 0
    var high = names.count
    // UTF-8 byte order is code point order, the order the generator writes.
    while low < high {
      let middle = (low + high) / 2
      let name = names[middle]
      if name.utf8.elementsEqual(key.utf8) { return true }
      if name.utf8.lexicographicallyPrecedes(key.utf8) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return false
  }
}
