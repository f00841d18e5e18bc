#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The program this process runs, beside which an installed binary finds its content.
enum RunningProgram {
  /// Its path with symlinks resolved, or nil where the system cannot say.
  ///
  /// `argv[0]` is a bare name when the program was found through `PATH`, so the system is
  /// asked instead.
  static let path: String? = {
    #if os(Linux) || os(Android)
      // The link's target names the program; tools such as valgrind answer for the program
      // they run when asked for it.
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #elseif !canImport(FoundationEssentials)
      return Bundle.main.executableURL?.resolvingSymlinksInPath().path
    #else
      return nil
    #endif
  }()
}
