import AlertLayout
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

  /// Adds `count` records, each ending with its only line break.
  mutating func append(records: [UInt8], count: Int) {
    guard state == .open else { return }
    bytes.appendRaw(records)
    bufferedRecords += count
    if bytes.count >= blockSize { flush() }
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

  mutating func flush() {
    guard state == .open, bytes.count > 0 else { return }
    let failure = bytes.withUnsafeBytes { FileBytes.writeAll($0, to: descriptor) }
    if let failure {
      state = failure.code == EPIPE ? .closed : .failed(failure.code)
      // Records that made it whole before the failure still count.
      writtenRecords += bytes.withUnsafeBytes {
        $0[..<failure.written].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      }
    } else {
      writtenRecords += bufferedRecords
    }
    bytes.reset()
    bufferedRecords = 0
  }
}
