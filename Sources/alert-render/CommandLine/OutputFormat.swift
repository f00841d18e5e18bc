/// What `--format` asks a command to write; the raw values are the option's spellings.
enum OutputFormat: String, CaseIterable {
  /// The layout document as JSON (render's default), or lint's findings as JSON.
  case json
  /// A terminal preview of the screen (render), or findings one per line (lint's default).
  case text
  /// A self-contained HTML page drawing the screen (render only).
  case html
  /// Lint's findings as a SARIF 2.1.0 log (lint only).
  case sarif
  /// The alert's push notification: APNs and FCM payloads (render only, docs/push.md).
  case push
}
