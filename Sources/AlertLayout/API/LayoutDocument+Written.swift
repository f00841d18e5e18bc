extension LayoutDocument {
  /// This document as a client of `version` reads it: `schemaVersion` says `version` and only the
  /// fields `version` defines remain.
  ///
  /// Below 1.2 it drops action data (`url`, `display`, `delay`, `localTime`, `operation`),
  /// `analytics.target`, annotation `direction`, block `fallback`, and links: each link's
  /// annotation and `link-*` action go, and its text is followed by ` (display)` (the URL without
  /// `https://`, a leading `www.` and a trailing `/`; left out when the link text already says it,
  /// ignoring case), later ranges shifting to match. A button whose action kind `version` lacks
  /// (`open-url`) is left out, and a block whose type it lacks becomes its fallback or is left
  /// out, each with a `version-dropped` diagnostic. Below 1.1 it also drops `annotations`,
  /// `date.spokenText` and every `spokenValue`. At the current version (or later) the document
  /// is returned unchanged. Pure: the same document and version always give the same result.
  public func written(for version: LayoutVersion) -> LayoutDocument {
    guard version < .current else { return self }
    var downgrade = VersionDowngrade(version: version)
    return downgrade.apply(to: self)
  }
}
