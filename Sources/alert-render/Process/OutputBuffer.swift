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
  private var bytes: [UInt8] = []
  private var bufferedRecords = 0
  private let blockSize = 1 << 16
  private(set) var state = State.open
  /// Records written out whole.
  private(set) var writtenRecords = 0

  init(descriptor: Int32) {
    self.descriptor = descriptor
    bytes.reserveCapacity(blockSize * 2)
  }

  /// Whether records are waiting in the buffer.
  var hasBufferedRecords: Bool { bufferedRecords > 0 }

  /// Adds `record`, which ends with its only line break.
  mutating func append(record: [UInt8]) {
    guard state == .open else { return }
    bytes.append(contentsOf: record)
    bufferedRecords += 1
    if bytes.count >= blockSize { flush() }
  }

  mutating func flush() {
    guard state == .open, !bytes.isEmpty else { return }
    let failure = bytes.withUnsafeBytes { FileBytes.writeAll($0, to: descriptor) }
    if let failure {
      state = failure.code == EPIPE ? .closed : .failed(failure.code)
      // Records that made it whole before the failure still count.
      writtenRecords += bytes[..<failure.written].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    } else {
      writtenRecords += bufferedRecords
    }
    bytes.removeAll(keepingCapacity: true)
    bufferedRecords = 0
  }
}
