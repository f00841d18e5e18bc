import AlertLayout

/// Where one translatable text sits inside a catalog localization, and the id suffix Xcode
/// gives its XLIFF unit.
///
/// Xcode names a variation's unit `key|==|` followed by its path: `plural.one`,
/// `device.iphone`, `device.mac.plural.other`, `substitutions.count.plural.few`; a plain
/// string's unit is the key alone.
struct CatalogSlot: Sendable, Equatable {
  /// The separator between a key and a variation's path in a unit id.
  static let separator = "|==|"

  /// The variation path of the id after `|==|`; empty for the plain string.
  var suffix: String
  /// The members leading from the localization to the `stringUnit` object.
  var path: [String]

  /// The plain string: `stringUnit`.
  static let plain = CatalogSlot(suffix: "", path: ["stringUnit"])

  /// The plural category this slot is for, if it is one.
  var pluralCategory: String? {
    path.count >= 3 && path[path.count - 3] == "plural" ? path[path.count - 2] : nil
  }

  /// The slot with the plural category replaced by `category`.
  func with(category: String) -> CatalogSlot {
    var slot = self
    slot.path[path.count - 2] = category
    slot.suffix = String(suffix.dropLast(pluralCategory?.count ?? 0)) + category
    return slot
  }

  /// The slot an id suffix names, or nil when the suffix is not one Xcode writes.
  init?(suffix: String) {
    let parts = suffix.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    func plural(_ rest: ArraySlice<String>) -> [String]? {
      guard rest.count == 2, rest.first == "plural", Self.categories.contains(rest.last ?? "")
      else { return nil }
      return ["variations", "plural", rest.last ?? "", "stringUnit"]
    }
    var path: [String]
    switch parts.first {
    case "" where parts.count == 1:
      path = ["stringUnit"]
    case "plural":
      guard let tail = plural(parts[...]) else { return nil }
      path = tail
    case "device":
      guard parts.count >= 2, !parts[1].isEmpty else { return nil }
      path = ["variations", "device", parts[1]]
      if parts.count == 2 {
        path.append("stringUnit")
      } else {
        guard let tail = plural(parts[2...]) else { return nil }
        path += tail
      }
    case "substitutions":
      guard parts.count == 4, !parts[1].isEmpty, let tail = plural(parts[2...]) else {
        return nil
      }
      path = ["substitutions", parts[1]] + tail
    default:
      return nil
    }
    self.init(suffix: suffix, path: path)
  }

  init(suffix: String, path: [String]) {
    self.suffix = suffix
    self.path = path
  }

  /// CLDR's plural categories in their usual order.
  static let categories = ["zero", "one", "two", "few", "many", "other"]

  /// Every slot of `localization` that holds a `stringUnit`, in Xcode's export order.
  static func slots(of localization: JSONValue) -> [CatalogSlot] {
    var slots: [CatalogSlot] = []
    func pluralSlots(_ variations: JSONValue?, suffix: String, path: [String]) {
      guard let plural = variations?["plural"]?.members else { return }
      for category in categories where plural.contains(where: { $0.key == category }) {
        slots.append(
          CatalogSlot(
            suffix: suffix + "plural." + category,
            path: path + ["variations", "plural", category, "stringUnit"]))
      }
    }
    if localization["stringUnit"] != nil { slots.append(.plain) }
    if let substitutions = localization["substitutions"]?.members {
      for substitution in CatalogJSONWriter.sorted(substitutions) {
        pluralSlots(
          substitution.value["variations"], suffix: "substitutions.\(substitution.key).",
          path: ["substitutions", substitution.key])
      }
    }
    let variations = localization["variations"]
    pluralSlots(variations, suffix: "", path: [])
    if let devices = variations?["device"]?.members {
      for device in CatalogJSONWriter.sorted(devices) {
        let path = ["variations", "device", device.key]
        if device.value["stringUnit"] != nil {
          slots.append(CatalogSlot(suffix: "device.\(device.key)", path: path + ["stringUnit"]))
        }
        pluralSlots(device.value["variations"], suffix: "device.\(device.key).", path: path)
      }
    }
    return slots
  }
}
