extension LayoutHTMLEncoder {
  /// The drawing an icon name maps to (`IconCatalogue`): names end in `-alert` (banner and
  /// details) or `-step` (section items), and share a drawing when they mean the same thing.
  static func shape(for name: String) -> String {
    IconCatalogue.drawing(for: name)
  }

  /// An inline SVG for `icon`: labelled for screen readers, or hidden from them when decorative.
  ///
  /// The drawing is `Icons/<drawing>.svg`'s, element for element; colour comes from CSS
  /// (`currentColor`), so the same drawing serves both themes, and a drawing the catalogue
  /// marks as directional is mirrored in right-to-left pages.
  static func svg(for icon: LayoutDocument.Icon) -> String {
    let shape = shape(for: icon.name)
    let fallback = IconCatalogue.fallbackDrawing
    let (viewBox, elements) =
      IconCatalogue.drawings[shape] ?? IconCatalogue.drawings[fallback] ?? ("0 0 24 24", [])
    var accessibility = " aria-hidden=\"true\" focusable=\"false\""
    var title = ""
    if !icon.decorative, let label = icon.accessibilityLabel, !label.isEmpty {
      accessibility = " role=\"img\" aria-label=\"\(attribute(label))\""
      // The label is an attribute, so only the element's own lang can say its language.
      if let lang = icon.annotations?["accessibilityLabel"]?.lang, !lang.isEmpty {
        accessibility += " lang=\"\(attribute(lang))\""
      }
      title = "<title>\(text(label))</title>"
    }
    let mirrored = IconCatalogue.mirrored.contains(shape) ? " mirrored" : ""
    return "<svg class=\"icon icon-\(shape)\(mirrored)\" data-icon=\"\(attribute(icon.name))\""
      + " viewBox=\"\(viewBox)\" \(IconCatalogue.rootAttributes)\(accessibility)>"
      + title + elements.joined() + "</svg>"
  }
}
