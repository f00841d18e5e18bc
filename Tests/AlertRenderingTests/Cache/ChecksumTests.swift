import Foundation
import Testing

@testable import AlertRendering

/// The checksum fingerprints take of files in pieces must equal the one taken of the whole.
@Suite struct ChecksumTests {
  @Test(arguments: [0, 1, 7, 8, 9, 4095, 32767, 32768, 32769, 65544, 100_003])
  func aFileReadInPiecesSumsLikeItsBytes(size: Int) throws {
    var generator = SplitMix64(seed: UInt64(size) &+ 0x5EED)
    let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-checksum-\(UUID().uuidString)")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var buffer: [UInt8] = []
    let read = try #require(FileBytes.checksum(ofFile: file.path, buffer: &buffer))
    #expect(read.count == size)
    #expect(read.checksum == Checksum.of(bytes[...]))
  }

  @Test func changingAnyByteChangesTheChecksum() {
    let bytes = [UInt8](repeating: 0x41, count: 37)
    let original = Checksum.of(bytes[...])
    for index in bytes.indices {
      var changed = bytes
      changed[index] ^= 0x01
      #expect(Checksum.of(changed[...]) != original, "byte \(index)")
    }
    #expect(Checksum.of(bytes.dropLast()) != original, "a shorter file")
  }
}
