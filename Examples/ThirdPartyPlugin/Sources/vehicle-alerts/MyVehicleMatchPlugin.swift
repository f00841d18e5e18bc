import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Vehicle identification numbers in CyberAgent alerts, shown with their last four characters.
struct MyVehicleMatchPlugin: MatchTypePlugin {
  var alertType: AlertType { .cyberAgent }
  var matchType: String { "IDVIN" }
  var valueFields: [String] { ["vin"] }

  /// A VIN has 17 characters; anything else is reported rather than shown half-masked.
  func leakedValue(in event: AlertEvent) throws -> String? {
    guard let vin = event["vin"]?.scalarText, !vin.isEmpty else { return nil }
    guard vin.count == 17 else { throw VINError.wrongLength(vin.count) }
    return String(repeating: "•", count: 13) + vin.suffix(4)
  }

  func content(eventCount: Int) -> MatchContent {
    MatchContent(
      icon: IconContent(name: "vehicle-alert", label: LocalizedText("match.IDVIN.icon")),
      kind: LocalizedText("match.IDVIN.kind"),
      title: LocalizedText("match.IDVIN.title", [.count(eventCount)]),
      subtitle: LocalizedText("match.IDVIN.subtitle", [.count(eventCount)]),
      risks: [ItemContent(text: LocalizedText("risk.IDVIN.cloning"))],
      steps: [
        ItemContent(
          text: LocalizedText("step.IDVIN.checkRegistration"),
          icon: IconContent(name: "ellipsis-step"))
      ])
  }
}

/// Why a VIN cannot be shown; the renderer reports it with the event's path.
enum VINError: Error, CustomStringConvertible {
  case wrongLength(Int)

  var description: String {
    switch self {
    case .wrongLength(let count): return "a VIN has 17 characters, this one has \(count)"
    }
  }
}
