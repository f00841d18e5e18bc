import AlertLayout

/// What rendering in one locale needs: its table, its number and list formats, and per device
/// its date patterns and the parts every document shares, made once instead of once per alert.
struct LocaleSetup: Sendable {
  let table: LocaleTable
  let formats: LocaleFormats
  /// The table's strings by their exact keys, made once for every document.
  let strings: ExactKeyTable<LocaleTable.Resolved>
  /// The locales choosing action phone numbers and links among the content policy's variants:
  /// the requested locale's chain, then the served one's, then the source language's.
  let policyChain: LocaleChain
  /// Where the links of texts go; nil when made without a content policy.
  let links: LinkDestinations?
  /// What every document in this locale on a device shares, per device, made on first use.
  private let deviceParts: [DeviceClass: LazyValue<DeviceParts>]

  /// What every document in this locale on one device shares.
  struct DeviceParts: Sendable {
    /// The screen's date patterns resolved, for the document's localizer.
    var dateFormats: [Localizer.DateFormat]
    var shared: LayoutSharedParts
    /// The shared parts as a batch record writes them, made when a batch first asks: a
    /// one-alert run would write them for nothing.
    var prewritten: LazyValue<PrewrittenParts>
  }

  /// Prepares `table` for a request of `requested`, whose formats it takes as
  /// `LocaleTable.withFormats(for:…)` decides, and for the date pattern keys of `screen`;
  /// without `requested` (pseudo-locales), the table's own format texts are used.
  /// `policy` gives the links of texts their URLs; it is asked for only when a text has one.
  init(
    table: LocaleTable, screen: ScreenRule, requested: LocaleID?, source: LocaleID,
    policy: (@Sendable () -> ContentPolicy)? = nil
  ) {
    let policyChain = LocaleChain(
      requested: requested ?? table.locale, served: table.locale, source: source)
    self.policyChain = policyChain
    let links = policy.map { LinkDestinations(policy: $0, chain: policyChain) }
    self.links = links
    var table = table
    var grouping = (size: 3, secondary: 3)
    if let requested {
      (table, grouping) = table.withFormats(
        for: requested, datePatternKey: screen.datePattern,
        spokenDatePatternKey: screen.spokenDatePattern, monthNamePrefix: screen.monthNames)
    }
    self.table = table
    let formats = LocaleFormats(table: table, grouping: grouping)
    self.formats = formats
    let strings = ExactKeyTable(table.strings)
    self.strings = strings
    var deviceParts: [DeviceClass: LazyValue<DeviceParts>] = [:]
    for device in DeviceClass.allCases {
      deviceParts[device] = LazyValue { [table] in
        var localizer = Localizer(
          table: table, formats: formats, datePatternKey: screen.datePattern,
          monthNamePrefix: screen.monthNames, device: device, strings: strings)
        let dateFormats = [screen.datePattern, screen.spokenDatePattern].map {
          localizer.dateFormat(key: $0)
        }
        let shared = LayoutSharedParts(
          screen: screen.content, policyChain: policyChain, links: links,
          localizer: Localizer(
            table: table, formats: formats, datePatternKey: screen.datePattern,
            monthNamePrefix: screen.monthNames, dateFormats: dateFormats, device: device,
            strings: strings))
        return DeviceParts(
          dateFormats: dateFormats, shared: shared,
          prewritten: LazyValue {
            PrewrittenParts(
              dialogs: shared.dialogs.value, footer: shared.footer.value,
              help: shared.help.value, actions: shared.actions.value)
          })
      }
    }
    self.deviceParts = deviceParts
  }

  /// A localizer for one document in this locale on `device`, and the parts every such
  /// document shares.
  func parts(screen: ScreenRule, device: DeviceClass = .other) -> (
    localizer: Localizer, shared: LayoutSharedParts?
  ) {
    let parts = deviceParts[device]?.value
    let localizer = Localizer(
      table: table, formats: formats, datePatternKey: screen.datePattern,
      monthNamePrefix: screen.monthNames, dateFormats: parts?.dateFormats ?? [], device: device,
      strings: strings)
    return (localizer, parts?.shared)
  }

  /// The parts every document in this locale on `device` shares, as a batch record writes
  /// them.
  func prewritten(device: DeviceClass) -> PrewrittenParts? {
    deviceParts[device]?.value.prewritten.value
  }
}
