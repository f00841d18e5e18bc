import AlertLayout

extension LayoutBuilder {
  /// Tells `provenance` that what follows lays out `component` of where the builder is; a
  /// builder whose sink does not record neither calls it nor makes the component, so a
  /// render specialized for `NoProvenance` holds no trace of it.
  @inline(__always)
  mutating func enter(_ component: @autoclosure () -> String) {
    if Provenance.isRecording { provenance.enter(component()) }
  }

  /// Tells `provenance` that the component entered last is laid out.
  @inline(__always)
  mutating func leave() {
    if Provenance.isRecording { provenance.leave() }
  }
}

extension LayoutBuilder where Provenance == NoProvenance {
  /// A builder for a render, which records no provenance.
  init(
    screen: ScreenContent, localizer: Localizer, theme: Theme = .light,
    shared: LayoutSharedParts? = nil
  ) {
    self.init(
      screen: screen, localizer: localizer, theme: theme, shared: shared, texts: shared?.texts,
      provenance: NoProvenance())
  }
}
