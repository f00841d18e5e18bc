import AlertLayout
import AlertRenderTools
import AlertRendering

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Collects records (one per line) and writes them in large blocks, counting those that
/// reached the output.
struct OutputBuffer {
  /// Whether the output still takes records.
  enum State: Equatable {
    case open
    /// The reader has gone away (`| head`): the run ends quietly.
    case closed
    /// A write failed with this `errno` (a full disk, a closed descriptor).
    case failed(Int32)
  }

  private let descriptor: Int32
  /// The records not written out yet.
  private var bytes: LayoutJSONWriter
  private var bufferedRecords = 0
  private let blockSize = 1 << 16
  private(set) var state = State.open
  /// Records written out whole.
  private(set) var writtenRecords = 0

  /// A buffer for `descriptor` that keeps records in `writer`, which `write(_:)` hands to
  /// the code writing each record.
  init(descriptor: Int32, writer: LayoutJSONWriter) {
    self.descriptor = descriptor
    bytes = writer
  }

  /// Whether records are waiting in the buffer.
  var hasBufferedRecords: Bool { bufferedRecords > 0 }

  /// Adds `records`, each ending with its only line break: copied into the buffer when they
  /// fit in the block, else written out straight from where they are, after what is buffered.
  mutating func append(_ records: BatchRecords.Records) {
    guard state == .open else { return }
    if bytes.count + records.byteCount < blockSize {
      records.withUnsafeBytes { bytes.appendRaw($0) }
      bufferedRecords += records.count
      return
    }
    flush()
    records.withUnsafeBytes { write($0, records: records.count) }
  }

  /// Adds the record `body` appends to the writer it is given, a whole one ending with its
  /// only line break, and returns what `body` returns; nil, calling nothing, when the output
  /// takes no more records.
  mutating func write<Result>(_ body: (inout LayoutJSONWriter) -> Result) -> Result? {
    guard state == .open else { return nil }
    let result = body(&bytes)
    bufferedRecords += 1
    if bytes.count >= blockSize { flush() }
    return result
  }

  /// Writes out the records buffered.
  mutating func flush() {
    guard bytes.count > 0 else { return }
    let written = bytes
    written.withUnsafeBytes { write($0, records: bufferedRecords) }
    bytes.reset()
    bufferedRecords = 0
  }

  /// Writes `lines`, `records` whole records, to the descriptor while it is open, counting
  /// those that reach it whole.
  private mutating func write(_ lines: UnsafeRawBufferPointer, records: Int) {
    guard state == .open, !lines.isEmpty else { return }
    if let failure = FileBytes.writeAll(lines, to: descriptor) {
      state = failure.code == EPIPE ? .closed : .failed(failure.code)
      // Records that made it whole before the failure still count.
      writtenRecords += lines[..<failure.written].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    } else {
      writtenRecords += records
    }
  }
}
