import AlertRendering

extension Options {
  /// Renders the alert JSON in `bytes` with `renderer` in `locale`, with the theme, device and
  /// limits these options set: what a one-alert run and every record of a batch do alike.
  func render(_ bytes: [UInt8], with renderer: AlertRenderer, locale: String)
    throws(AlertDataError) -> LayoutDocument
  {
    try renderer.render(
      json: bytes, locale: locale, limits: limits, theme: .standard(theme), device: device)
  }
}
