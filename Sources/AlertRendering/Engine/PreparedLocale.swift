import AlertLayout

/// What rendering in one requested locale on one device takes besides the alert, negotiated
/// and made once (`AlertRenderer.prepared(locale:device:)`): a batch renders every alert
/// with the same one, rather than looking up the locale's setup, under its lock, per alert.
package struct PreparedLocale: Sendable {
  /// The locale as asked for, which each document names.
  let requested: String
  /// The setup serving the locale: its table, formats, policy chain and links.
  let setup: LocaleSetup
  /// What negotiating the locale noted, for each document's diagnostics.
  let diagnostics: [Diagnostic]
  /// A localizer with no document's diagnostics yet, which each document starts from.
  let localizer: Localizer
  /// The parts every document of the locale and device shares.
  let shared: LayoutSharedParts?
  /// Where its documents keep the texts they resolve for one another.
  let texts: SharedTexts?
  /// The device the documents are for.
  let device: DeviceClass

  /// The parts every document of this locale and device shares, as a batch record writes
  /// them.
  package var prewritten: PrewrittenParts? { setup.prewritten(device: device) }
}
