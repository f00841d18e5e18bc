extension LayoutDocumentDecoder {
  /// Notes what a newer minor version holds that this reader skips or replaces: `value`, at
  /// `path`. Only the first `maxNotes` in the document are kept.
  mutating func note(_ path: JSONPath, at value: JSONSpan?, _ message: String) {
    notes.append(
      (.init(file: file, path: path.description, sentence: message), value?.offset ?? 0, noteCount))
    noteCount += 1
    // Trimmed in batches, so that keeping the first notes stays linear in their number.
    if notes.count >= 2 * maxNotes + 16 { trimNotes() }
  }

  /// The notes kept, in document order.
  private mutating func trimNotes() {
    notes.sort { ($0.offset, $0.sequence) < ($1.offset, $1.sequence) }
    if notes.count > maxNotes { notes.removeLast(notes.count - maxNotes) }
  }

  /// The notes in document order, each with its line and column in `bytes` (none without
  /// them); when more than `maxNotes` were taken, a last one says how many were left out.
  mutating func finishedNotes(in bytes: UnsafeBufferPointer<UInt8>?) -> [LayoutDocumentReader.Note]
  {
    trimNotes()
    var finished = notes.map(\.note)
    if let bytes {
      let positions = JSONParser.positions(of: notes.map(\.offset), in: bytes)
      for index in finished.indices {
        finished[index].location.line = positions[index].line
        finished[index].location.column = positions[index].column
      }
    }
    if noteCount > notes.count {
      finished.append(
        .init(
          file: file, path: "",
          sentence:
            "\(noteCount - notes.count) more notes were left out; a reader keeps the first "
            + "\(maxNotes)."))
    }
    return finished
  }
}
