import AlertLayout
import AlertRendering

/// The push notification checks: rules without push texts (`push-missing`), and for every
/// probe alert (`AlertRenderer.pushProbes`), locale and device, a notification that shows
/// part of a value of the alert (`push-raw-value`) or whose longest form is larger than a
/// platform allows (`push-payload`).
struct PushChecks {
  let rules: RuleSet
  let catalogs: CatalogSet

  func findings() -> [LintFinding] {
    var findings = rules.alertRuleFilesWithoutPush.map { file in
      LintFinding(
        file: file, severity: .warning,
        message:
          "The rule has no 'push'; its push notifications show the header title, the "
          + "navigation title and the banner subtitle.", checkID: "push-missing", jsonPath: "push")
    }
    let renderer = AlertRenderer(rules: rules, catalogs: catalogs)
    // Devices read their own text only where a catalog varies one by device; the others
    // read `other`'s, so checking them would find nothing new.
    var devices: Set<DeviceClass> = [.other]
    for catalog in catalogs.catalogs {
      for entry in catalog.entries {
        for string in entry.localizations.values { devices.formUnion(string.deviceVariants.keys) }
      }
    }
    let checked = DeviceClass.allCases.filter(devices.contains)
    for probe in renderer.pushProbes() {
      for locale in catalogs.locales.map(\.description) {
        var shown: Set<String> = []
        var largest: (bytes: Int, device: DeviceClass)?
        for device in checked {
          if let push = try? renderer.push(probe.alert, locale: locale, device: device) {
            for finding in Self.rawValueFindings(push, probe: probe, locale: locale)
            where shown.insert(finding.message).inserted {
              findings.append(finding)
            }
          }
          guard let worst = try? renderer.pushWorstCase(probe.alert, locale: locale, device: device)
          else { continue }
          if worst.payloadBytes > largest?.bytes ?? PushNotification.maxPayloadBytes {
            largest = (worst.payloadBytes, device)
          }
        }
        if let largest {
          findings.append(
            LintFinding(
              file: probe.file, severity: .error, locale: locale,
              message:
                "The \(locale) push notification of \(probe.label) on \(largest.device.rawValue) "
                + "takes \(largest.bytes) bytes when every count is 1,000,000; each platform's "
                + "payload may take \(PushNotification.maxPayloadBytes) (APNs' 4096 less 512 for "
                + "the sender's own keys). Shorten its texts.",
              checkID: "push-payload", jsonPath: "push"))
        }
      }
    }
    return findings
  }

  /// A finding for each canary of `probe` of which four letters or digits in a row appear in
  /// `push`'s texts, compared without case and also with everything but letters and digits
  /// left out.
  static func rawValueFindings(_ push: PushNotification, probe: PushProbe, locale: String)
    -> [LintFinding]
  {
    let written = [push.title, push.subtitle ?? "", push.body].joined(separator: "\n").lowercased()
    let squeezed = String(written.filter { $0.isLetter || $0.isNumber })
    var findings: [LintFinding] = []
    for canary in probe.canaries {
      let characters = Array(canary.value.lowercased())
      guard characters.count >= 4 else { continue }
      let found = (0...(characters.count - 4)).lazy.map { String(characters[$0..<($0 + 4)]) }
        .first { written.contains($0) || squeezed.contains($0) }
      guard let found else { continue }
      findings.append(
        LintFinding(
          file: probe.file, severity: .error, locale: locale,
          message:
            "The \(locale) push notification of \(probe.label) shows \"\(found.uppercased())\", "
            + "part of the value of \(canary.path); a push notification must never show a "
            + "value of the alert.", checkID: "push-raw-value", jsonPath: "push"))
    }
    return findings
  }
}
