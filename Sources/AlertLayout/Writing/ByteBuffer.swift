#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A growable run of bytes written through a pointer, for the JSON writer's hundreds of small
/// appends per document: each checks only the capacity, where an `Array` append also checks
/// that its storage is unique and goes through generic `append(contentsOf:)`.
///
/// A copy shares the storage with the original, so only one of them may be written: the
/// writer that owns one never hands it out, only its bytes (`array`, `withUnsafeBytes`).
struct ByteBuffer {
  /// Frees the memory when the last copy goes; holds the current allocation.
  private final class Allocation {
    var base: UnsafeMutablePointer<UInt8>
    init(capacity: Int) { base = .allocate(capacity: capacity) }
    deinit { base.deallocate() }
  }

  private let allocation: Allocation
  private var base: UnsafeMutablePointer<UInt8>
  /// The bytes written so far.
  private(set) var count = 0
  private var capacity: Int

  /// An empty buffer with room for `capacity` bytes before it first grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    allocation = Allocation(capacity: self.capacity)
    base = allocation.base
  }

  /// The bytes written, copied into an array.
  var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// Calls `body` with the bytes written, without copying them.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    try body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// The last byte written, if any.
  var last: UInt8? { count > 0 ? base[count - 1] : nil }

  /// Forgets the bytes, keeping the memory.
  mutating func removeAll() { count = 0 }

  /// Forgets the last `length` bytes written, keeping the memory.
  mutating func removeLast(_ length: Int) { count -= min(length, count) }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if count == capacity { grow(toHold: 1) }
    base[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func append(_ first: UInt8, _ second: UInt8, _ third: UInt8) {
    if capacity - count < 3 { grow(toHold: 3) }
    base[count] = first
    base[count + 1] = second
    base[count + 2] = third
    count += 3
  }

  /// Appends `bytes`; short runs, nearly all of a document's, byte by byte, since calling
  /// `memcpy` costs more than copying a key.
  @inline(__always)
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    let length = bytes.count
    guard length > 0, let source = bytes.baseAddress else { return }
    if capacity - count < length { grow(toHold: length) }
    if length <= 16 {
      for offset in 0..<length {
        base[count + offset] = source.load(fromByteOffset: offset, as: UInt8.self)
      }
    } else {
      memcpy(base + count, source, length)
    }
    count += length
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    append(UnsafeRawBufferPointer(bytes))
  }

  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { append($0) }
  }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Where the next `length` bytes go, with room for them: write them there, then keep them
  /// with `advance(by:)`.
  @inline(__always)
  mutating func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8> {
    if capacity - count < length { grow(toHold: length) }
    return base + count
  }

  /// Keeps `length` bytes written where `reserve` pointed.
  @inline(__always)
  mutating func advance(by length: Int) {
    count += length
  }

  /// Makes room for `length` more bytes, at least doubling.
  @inline(never)
  private mutating func grow(toHold length: Int) {
    let newCapacity = max(capacity * 2, count + length)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    allocation.base.deallocate()
    allocation.base = newBase
    base = newBase
    capacity = newCapacity
  }
}
