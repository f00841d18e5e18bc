/// A layout document format version, `major.minor`, such as `1.2`.
///
/// Clients ignore unknown keys of a newer minor version of their own major version and refuse
/// a newer major version. `alert-render` writes the current version and, for apps in the
/// field, each older version in `written` (`LayoutDocument.written(for:)`).
public struct LayoutVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The major version: a client refuses a document of a newer one.
  public let major: Int
  /// The minor version: a newer one only adds what older clients may ignore.
  public let minor: Int

  /// Version `major.minor`.
  public init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// The version `text` spells as `major.minor` (each 1 to 9 ASCII digits); nil for
  /// anything else, such as `1`, `1.2.0`, ` 1.2` or `v1.2`.
  public init?(_ text: String) {
    let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({
        !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0 >= 48 && $0 <= 57 }
      }),
      let major = Int(Substring(parts[0])), let minor = Int(Substring(parts[1]))
    else { return nil }
    self.init(major: major, minor: minor)
  }

  /// `major.minor`, as documents write it.
  public var description: String { "\(major).\(minor)" }

  /// Whether `lhs` is older than `rhs`.
  public static func < (lhs: LayoutVersion, rhs: LayoutVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  /// The first version.
  public static let v1_0 = LayoutVersion(major: 1, minor: 0)
  /// Adds text annotations (`lang`, `arguments`), `date.spokenText` and `spokenValue`s.
  public static let v1_1 = LayoutVersion(major: 1, minor: 1)
  /// Adds action data, `open-url`, `analytics.target`, annotation `direction` and `links`,
  /// and block `fallback`.
  public static let v1_2 = LayoutVersion(major: 1, minor: 2)
  /// The version this library writes by default and reads without notes.
  public static let current = v1_2
  /// Every version this library writes, oldest first.
  public static let written: [LayoutVersion] = [v1_0, v1_1, v1_2]
}
