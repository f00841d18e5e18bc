#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Collects output and writes it in large blocks; notices when the reader has gone away.
struct OutputBuffer {
  private let descriptor: Int32
  private var bytes: [UInt8] = []
  private let blockSize = 1 << 16
  /// Set once a write fails because nobody reads any more (`| head`).
  private(set) var isClosed = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
    bytes.reserveCapacity(blockSize * 2)
  }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    if bytes.count >= blockSize { flush() }
  }

  mutating func append(_ data: Data) {
    bytes.append(contentsOf: data)
    if bytes.count >= blockSize { flush() }
  }

  mutating func flush() {
    guard !isClosed else { return }
    isClosed = !bytes.withUnsafeBytes { StandardStreams.writeAll($0, to: descriptor) }
    bytes.removeAll(keepingCapacity: true)
  }
}
