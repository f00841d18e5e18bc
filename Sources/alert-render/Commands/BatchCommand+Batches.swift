import AlertRenderTools
import AlertRendering

#if canImport(Glibc)
  import Glibc
#endif

extension BatchCommand {
  /// Alerts framed one after another, handed to a thread together.
  struct ElementBatch {
    /// A batch ends once its alerts hold this many bytes, so that large alerts (up to
    /// --max-alert-bytes each) keep the bytes in flight small.
    static let maxBytes = 64 << 10

    /// The alert bytes handed to the threads and not written yet, at most, whatever
    /// `--jobs`: large alerts go one to a batch, their records are larger still, and 514
    /// batches of 1 MiB alerts in flight at `--jobs 256` held half a gigabyte. A batch larger
    /// than this goes alone.
    static let maxBytesInFlight = 2 << 20

    /// The most alerts a batch holds.
    let maxCount: Int
    private(set) var elements: [BatchElement] = []
    /// The bytes of its alerts.
    private(set) var bytes = 0

    /// An empty batch for one of `jobs` threads. Up to 32 alerts: one hand-over per 32
    /// alerts keeps wake-ups to a few hundred a second (docs/performance.md), and when the
    /// input ends the last batch keeps one thread busy for a few milliseconds at most. Fewer
    /// with many threads (down to 2 at 128 and more), since a few batches per thread are in
    /// flight: the alerts and records held at once stay near 1,000 at most, at any `jobs`.
    init(jobs: Int) {
      maxCount = min(32, max(2, 256 / jobs))
    }

    var isEmpty: Bool { elements.isEmpty }

    /// Whether the batch should be handed over now.
    var isFull: Bool { elements.count >= maxCount || bytes >= Self.maxBytes }

    mutating func append(_ element: BatchElement) {
      if case .alert(let alert) = element.content { bytes += alert.count }
      elements.append(element)
    }
  }

  /// Asks glibc to keep freed memory in its arenas rather than give it back to the system
  /// at once, before threads render batches.
  ///
  /// A renderer's arena holds a batch's records (about 300 KB) until this thread has written
  /// and freed them. With glibc's default 128 KB trim threshold every batch then hands the
  /// arena's top back (`madvise`) and the next faults it in again: 15,000 page faults per
  /// 20,000 alerts at 32 alerts a batch, 900 at one or two. Keeping up to 4 MiB free per
  /// arena, and serving blocks up to 4 MiB from the arenas rather than `mmap`, ends that
  /// (1,250 faults); memory in flight is at most `maxBytesInFlight` of alerts and their
  /// records. `mallopt` is looked up by name: the Glibc module does not
  /// export `<malloc.h>`.
  static func keepFreedMemoryInArenas() {
    #if canImport(Glibc)
      typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
      let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      _ = mallopt(trimThreshold, 4 << 20)
      _ = mallopt(mmapThreshold, 4 << 20)
    #endif
  }
}
