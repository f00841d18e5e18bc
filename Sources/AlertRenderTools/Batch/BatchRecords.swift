import AlertLayout
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns the elements of a batch into output records: immutable and `Sendable`, so that
/// every thread of a batch makes records with the same one. Each alert is rendered with the
/// same locale, limits, theme and device.
package struct BatchRecords: Sendable {
  /// How the input was cut into alerts, which decides how records name them.
  package enum Framing: Sendable {
    /// NDJSON: records carry the line number.
    case lines
    /// A JSON array: records carry the element's index, and errors the position in the
    /// whole input.
    case array
  }

  /// The output lines of some alerts, one after another, and how many of them report a
  /// failure: kept in the buffer they were written into, so that the thread writing them out
  /// reads them where they are rather than from a copy.
  package struct Records: @unchecked Sendable {
    // Unchecked because the compiler cannot see it: the writer is written only before the
    // records are made, and a `Records` has no way to write it, so every thread only reads.
    private let writer: LayoutJSONWriter
    /// How many lines the records hold.
    package let count: Int
    /// How many of the lines report a failure.
    package let failed: Int

    /// The `count` lines `writer` holds, `failed` of them reporting a failure; `writer` is
    /// not written again.
    package init(writer: LayoutJSONWriter, count: Int, failed: Int) {
      self.writer = writer
      self.count = count
      self.failed = failed
    }

    /// The lines, copied.
    package var bytes: [UInt8] { writer.bytes }

    /// How many bytes the lines take.
    package var byteCount: Int { writer.count }

    /// Calls `body` with the lines, without copying them.
    package func withUnsafeBytes<Value>(_ body: (UnsafeRawBufferPointer) throws -> Value)
      rethrows -> Value
    {
      try writer.withUnsafeBytes(body)
    }
  }

  /// One output line made apart (an error, a push record) and whether it reports a failure.
  private struct Record {
    var bytes: [UInt8]
    var failed: Bool
  }

  let renderer: AlertRenderer
  let locale: String
  let limits: AlertLimits
  let theme: Theme
  let device: DeviceClass
  /// The day date conditions measure from, for every alert alike.
  let now: LeakDate?
  /// The version each document is written as.
  let layoutVersion: LayoutVersion
  let framing: Framing
  /// How error records name the limits they exceeded.
  let limitNames: AlertDataError.LimitNames
  /// The locale negotiated and its parts made, once for every alert; the texts its documents
  /// keep for one another are this value's own (`forAnotherThread()`).
  private(set) var prepared: PreparedLocale
  /// What every record shares, written once; none for an older layout version, whose parts
  /// differ (every record is then written whole).
  let prewritten: PrewrittenParts?
  /// Whether records carry each alert's push notification (`"push"`) instead of its layout.
  let push: Bool

  package init(
    renderer: AlertRenderer, locale: String, limits: AlertLimits, theme: Theme,
    device: DeviceClass, now: LeakDate? = nil, layoutVersion: LayoutVersion = .current,
    framing: Framing,
    limitNames: AlertDataError.LimitNames, push: Bool = false
  ) {
    self.push = push
    self.renderer = renderer
    self.locale = locale
    self.limits = limits
    self.theme = theme
    self.device = device
    self.now = now
    self.layoutVersion = layoutVersion
    self.framing = framing
    self.limitNames = limitNames
    let prepared = renderer.prepared(locale: locale, device: device, keepingTexts: true)
    self.prepared = prepared
    prewritten = push || layoutVersion != .current ? nil : prepared.prewritten
  }

  /// The same records for another thread to make: its documents keep the texts they resolve
  /// for one another apart from this one's, so that threads rendering at once take no lock
  /// and no string in common per text. The bytes are the same.
  package func forAnotherThread() -> BatchRecords {
    var records = self
    records.prepared = renderer.prepared(locale: locale, device: device, keepingTexts: true)
    return records
  }

  /// The records for `elements`, in order, in one buffer: each its layout document or the
  /// error that stopped it. A thread hands over a batch's records at once, not one array
  /// each to copy and free on another thread.
  package func records(for elements: [BatchElement]) -> Records {
    var writer = self.writer(capacity: max(elements.count, 1) * (12 << 10))
    var failed = 0
    for element in elements where write(element, into: &writer) { failed += 1 }
    return Records(writer: writer, count: elements.count, failed: failed)
  }

  /// A writer for `write(_:into:)`, with room for `capacity` bytes: it takes the parts every
  /// record shares as written once.
  package func writer(capacity: Int) -> LayoutJSONWriter {
    var writer = LayoutJSONWriter(pretty: false, capacity: capacity)
    writer.prewritten = prewritten
    return writer
  }

  /// Appends the record for `element` to `writer`, made by `writer(capacity:)`, and returns
  /// whether it reports a failure: a batch on one thread writes each record straight into
  /// its output.
  package func write(_ element: BatchElement, into writer: inout LayoutJSONWriter) -> Bool {
    let label =
      switch framing {
      case .lines: "\"line\":\(element.line)"
      case .array: "\"index\":\(element.index)"
      }
    let bytes: [UInt8]
    switch element.content {
    case .broken(let syntax):
      return append(errorRecord(label, id: nil, error: .malformedJSON(syntax)), to: &writer)
    case .tooLarge(let count):
      let error = AlertDataError.inputTooLarge(bytes: count, limit: limits.maxBytes)
      return append(errorRecord(label, id: nil, error: error), to: &writer)
    case .alert(let alert):
      bytes = alert
    }
    if push { return append(pushRecord(label, bytes: bytes, element: element), to: &writer) }
    let document: LayoutDocument
    let sharedActionsOmitted: Bool
    do {
      // The document is written at once and never seen whole: the actions every document
      // shares come from the writer's prewritten parts.
      (document, sharedActionsOmitted) = try renderer.rendered(
        try Alert(json: bytes, limits: limits), in: prepared, theme: theme, now: now,
        layoutVersion: layoutVersion, omittingSharedActions: writer.prewritten != nil)
    } catch {
      let id = Alert.identifier(inJSON: bytes, limits: limits)
      let error = framing == .array ? element.locating(error) : error
      return append(errorRecord(label, id: id, error: error), to: &writer)
    }
    do {
      try document.writeRecord(
        label: label, sharedActionsOmitted: sharedActionsOmitted, into: &writer)
      return false
    } catch {
      let idField = ",\"id\":" + JSONText.quoted(document.alert.id)
      writer.appendRaw(
        "{\(label)\(idField),\"error\":{\"message\":"
          + "\"The document could not be encoded.\",\"path\":null,\"code\":\"internal\"}}\n")
      return true
    }
  }

  private func append(_ record: Record, to writer: inout LayoutJSONWriter) -> Bool {
    writer.appendRaw(record.bytes)
    return record.failed
  }

  /// The record of the push notification of the alert in `bytes`, or the error that stopped
  /// it, exactly as a layout record's.
  private func pushRecord(_ label: String, bytes: [UInt8], element: BatchElement) -> Record {
    do {
      let push = try renderer.push(
        json: bytes, locale: locale, limits: limits, device: device, now: now)
      let text = "{\(label),\"id\":\(JSONText.quoted(push.alertId)),\"push\":"
      return Record(
        bytes: Array(text.utf8) + push.json(pretty: false) + Array("}\n".utf8), failed: false)
    } catch {
      let id = Alert.identifier(inJSON: bytes, limits: limits)
      return errorRecord(
        label, id: id, error: framing == .array ? element.locating(error) : error)
    }
  }

  private func errorRecord(_ label: String, id: String?, error: AlertDataError) -> Record {
    let idField = id.map { ",\"id\":" + JSONText.quoted($0) } ?? ""
    let path = error.path.map(JSONText.quoted) ?? "null"
    var message = error.description(naming: limitNames)
    if framing == .lines, case .malformedJSON(let syntax) = error, syntax.line == 1 {
      // The record already names the line; within it only the column means anything.
      message = "column \(syntax.column): \(syntax.description)"
    }
    let text =
      "{\(label)\(idField),\"error\":{\"message\":\(JSONText.quoted(message)),"
      + "\"path\":\(path),\"code\":\(JSONText.quoted(error.code))}}\n"
    return Record(bytes: Array(text.utf8), failed: true)
  }
}
