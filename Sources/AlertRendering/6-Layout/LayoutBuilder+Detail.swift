import AlertLayout

extension LayoutBuilder {
  /// The detail of `detail`: its lines in the screen's words, each with its annotations.
  mutating func detail(_ detail: DetailContent) -> LayoutDocument.Detail {
    var dateLine: LayoutDocument.DateLine?
    if let date = detail.date {
      let display = localizer.date(date)
      let spoken = localizer.date(date, patternKey: screen.spokenDatePattern)
      // Both lines have their argument noted: room made at once, not by growing twice.
      var notes = LayoutDocument.Annotations(minimumCapacity: 2)
      enter("date")
      dateLine = .init(
        text: text(shared?.dateLine, CollectionOfOne(display), "text", &notes)
          ?? text(screen.dateText(display), "text", &notes),
        display: display, spoken: spoken, iso: date.description,
        source: detail.dateField ?? "date",
        spokenText: text(shared?.dateLine, CollectionOfOne(spoken), "spokenText", &notes)
          ?? text(screen.dateText(spoken), "spokenText", &notes),
        annotations: notes.orNil)
      leave()
    }
    let origin = detail.origin.map { value -> LayoutDocument.Origin in
      // No room made: the line may bring annotations made once (`CompiledLine`).
      var notes = LayoutDocument.Annotations()
      enter("origin")
      let line =
        text(shared?.originLine, CollectionOfOne(value), "text", &notes)
        ?? text(screen.originText(value), "text", &notes)
      leave()
      return .init(text: line, value: value, annotations: notes.orNil)
    }
    var fields: [LayoutDocument.Field]?
    if !detail.fields.isEmpty {
      fields = detail.fields.enumerated().map { index, field in
        var notes = LayoutDocument.Annotations()
        enter("fields[\(index)]")
        let label = text(field.label, "label", &notes)
        let spoken = MaskedValue.spoken(field.value).flatMap { spokenValue($0, &notes) }
        leave()
        return .init(
          key: field.key, label: label, value: field.value, spokenValue: spoken,
          annotations: notes.orNil)
      }
    }
    let masked = detail.value.flatMap(MaskedValue.spoken)
    var notes = LayoutDocument.Annotations()
    let missing =
      detail.value == nil && detail.fields.isEmpty
      ? text(screen.missingValue, "valueMissingText", &notes) : nil
    let spoken = masked.flatMap { spokenValue($0, &notes) }
    enter("icon")
    let icon = icon(detail.icon)
    leave()
    return LayoutDocument.Detail(
      eventIndex: detail.eventIndex, matchType: detail.matchType, icon: icon,
      value: detail.value, valueMissingText: missing, origin: origin, date: dateLine,
      fields: fields, spokenValue: spoken, annotations: notes.orNil)
  }

  /// What a screen reader says for a masked value that kept `spoken`.
  private mutating func spokenValue(
    _ spoken: MaskedValue.Spoken, _ notes: inout LayoutDocument.Annotations
  ) -> String? {
    var line: CompiledLine?
    if sharesTexts, let texts { line = shared?.spokenValue(spoken.form, in: texts) }
    return text(line, spoken.arguments, "spokenValue", &notes)
      ?? text(spoken.text(prefix: screen.maskedValues), "spokenValue", &notes)
  }

  /// The text of `line` filled with `arguments`, its annotation kept in `notes` under
  /// `field` (as the line made it once when `notes` has no other); nil without it, and while
  /// recording provenance, which needs the text itself.
  /// One argument comes in a `CollectionOfOne`, which needs no array.
  @inline(__always)
  private mutating func text<Arguments: RandomAccessCollection<String>>(
    _ line: CompiledLine?, _ arguments: Arguments, _ field: String,
    _ notes: inout LayoutDocument.Annotations
  ) -> String? where Arguments.Index == Int {
    guard let line, !Provenance.isRecording else { return nil }
    let resolved = localizer.annotated(line.text, arguments)
    if notes.isEmpty, line.field == field, resolved.arguments.count == 1,
      resolved.arguments[0].length < line.notesByLength.count
    {
      notes = line.notesByLength[resolved.arguments[0].length]
    } else {
      Self.note(resolved, field, &notes)
    }
    return resolved.text
  }
}
