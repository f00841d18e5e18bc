extension IconContent {
  /// Reads `{"name": "email-alert", "label": "catalog.key"}`; without a label, decorative.
  init(rule reader: ResourceReader, key: String) throws(ResourceError) {
    let icon = try reader.requiredObject(
      key, allowed: ["name", "label"], "an icon object with a name and a label key")
    self.init(
      name: try icon.requiredName("name", "the icon's name"),
      label: try icon.string("label").map { LocalizedText($0) })
  }
}
