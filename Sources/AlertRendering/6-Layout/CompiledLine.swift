import AlertLayout

/// A detail line compiled once for a locale and device (`Localizer.CompiledText`) and, for a
/// line of one argument, the annotations of an object annotating this line alone, under
/// `field`, made once for each length of the argument: a detail filled in takes them rather
/// than making them.
struct CompiledLine: Sendable {
  let text: Localizer.CompiledText
  /// The field the line's annotation goes under; nil where it goes under several.
  let field: String?
  /// The annotations holding only the line's, by the argument's length in UTF-16 code units,
  /// as `LayoutBuilder.note` makes them; empty without a field or where the text's ranges are
  /// not made once (`Localizer.CompiledText.spansByLength`).
  let notesByLength: [LayoutDocument.Annotations]

  init(_ text: Localizer.CompiledText, field: String?) {
    self.text = text
    self.field = field
    guard let field else {
      notesByLength = []
      return
    }
    notesByLength = text.spansByLength.map { spans in
      var notes = LayoutDocument.Annotations()
      LayoutBuilder<NoProvenance>.note((text: "", lang: text.lang, arguments: spans), field, &notes)
      return notes
    }
  }
}
