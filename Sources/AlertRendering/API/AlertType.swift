/// The kind of alert, which decides the header and how events are read.
public enum AlertType: Int, Sendable, Hashable, CaseIterable, Comparable {
  /// Personal data found for sale or in breach dumps.
  case cyberAgent = 1
  /// Data associated with a Social Security number.
  case ssnTrace = 2
  /// Activity from linked social network accounts.
  case socialMedia = 3

  /// The type's name as rule files and the layout document spell it.
  public var name: String {
    switch self {
    case .cyberAgent: return "CyberAgent"
    case .ssnTrace: return "SSNTrace"
    case .socialMedia: return "SocialMedia"
    }
  }

  /// The type whose `name` is `name`, if any.
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name.isExactly(name) }) else { return nil }
    self = match
  }

  /// Orders types by their numeric code.
  public static func < (lhs: AlertType, rhs: AlertType) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
