import AlertRenderTools
import AlertRendering

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

/// Batch rendering: NDJSON in (one alert per line) or a JSON array, NDJSON records out.
///
/// Every alert gets exactly one output record, in input order, so nothing is lost:
/// `{"line":N,"id":…,"layout":{…}}` or `{"line":N,"id":…,"error":{…}}` (`"index"` for
/// arrays). Framing, rendering and writing are separate steps: an element is framed, turned
/// into its record, and the record is buffered for output. SIGHUP, SIGINT and SIGTERM stop
/// the batch between records (`StopSignals`): the output ends with a whole record.
struct BatchCommand {
  let records: BatchRecords
  /// Threads that render; 1 renders on the calling thread, as the command always did.
  let jobs: Int

  private var output: OutputBuffer
  private var rendered = 0
  private var failed = 0
  /// The alert bytes of each batch handed to the threads and not written yet, oldest first,
  /// and their sum.
  private var batchBytesInFlight: [Int] = []
  private var bytesInFlight = 0

  init(render: RenderCommand, renderer: AlertRenderer, framing: BatchRecords.Framing) {
    records = BatchRecords(
      renderer: renderer,
      locale: render.locale ?? AlertRenderCommand.defaultLocale(for: renderer),
      limits: render.limits, theme: .standard(render.theme), device: render.device,
      now: render.now, layoutVersion: render.layoutVersion, framing: framing,
      limitNames: .options, push: render.format == .push)
    jobs = render.batchJobs
    output = OutputBuffer(descriptor: STDOUT_FILENO, writer: records.writer(capacity: 1 << 17))
  }

  /// Renders every element `reader` frames from `input`, one record each, in input order.
  mutating func run<Framer: BatchFramer>(_ reader: inout BatchReader<Framer>, input: InputReader)
    -> ExitCode
  {
    StopSignals.install()
    let stopReason =
      jobs > 1 ? runParallel(&reader, input: input) : runSerial(&reader, input: input)
    output.flush()
    return finish(source: input.name, stopReason: stopReason)
  }

  private mutating func runSerial<Framer: BatchFramer>(
    _ reader: inout BatchReader<Framer>, input: InputReader
  ) -> CLIError? {
    var stopReason: CLIError?
    while isTakingAlerts {
      // A co-process waits for each answer before it writes the next alert: write out what
      // is buffered before waiting for input. Large batches find input waiting and keep
      // writing in whole blocks.
      if output.hasBufferedRecords, reader.isWaitingForInput() { output.flush() }
      guard let element = nextElement(&reader, input: input, stopReason: &stopReason) else { break }
      let records = records
      // Written straight into the output: no record of its own to copy.
      guard let failed = output.write({ records.write(element, into: &$0) }) else { break }
      if failed { self.failed += 1 } else { rendered += 1 }
    }
    return stopReason
  }

  /// Reads and frames on this thread, renders on `jobs - 1` others and on this one while it
  /// waits for a record, writes on this one again.
  ///
  /// Alerts go to the threads in batches (`ElementBatch`; fewer alerts when the input is not
  /// waiting): one hand-over and one wake-up per batch, not per alert, which would cost a
  /// context switch or two each (docs/performance.md). Records are written in input order,
  /// so the output is byte for byte that of one thread. A few batches per thread are in
  /// flight, so memory does not grow with the input; and before waiting for input every batch
  /// in flight is written out, so that a co-process, which writes one line and waits for its
  /// record, gets each answer as promptly as from one thread.
  private mutating func runParallel<Framer: BatchFramer>(
    _ reader: inout BatchReader<Framer>, input: InputReader
  ) -> CLIError? {
    let records = records
    Self.keepFreedMemoryInArenas()
    // Each thread renders with records of its own, the submitter too: they share no texts.
    let pool = OrderedPool<[BatchElement], BatchRecords.Records>(
      threads: jobs - 1, capacity: jobs * 2 + 2,
      makeWork: {
        let own = records.forAnotherThread()
        return { own.records(for: $0) }
      })
    defer { pool.stop() }
    var stopReason: CLIError?
    var batch = ElementBatch(jobs: jobs)
    while isTakingAlerts {
      if reader.isWaitingForInput() {
        if !batch.isEmpty { submit(&batch, to: pool) }
        if pool.hasPending || output.hasBufferedRecords {
          while isTakingAlerts, let rendered = pool.next(wait: true) { append(rendered) }
          output.flush()
          continue  // the output may have closed meanwhile, or a signal stopped the batch
        }
      }
      guard let element = nextElement(&reader, input: input, stopReason: &stopReason) else { break }
      batch.append(element)
      if batch.isFull { submit(&batch, to: pool) }
    }
    if isTakingAlerts, !batch.isEmpty { submit(&batch, to: pool) }
    while isTakingAlerts, let rendered = pool.next(wait: true) { append(rendered) }
    return stopReason
  }

  /// Whether the batch goes on: the output takes records and no signal stopped it.
  private var isTakingAlerts: Bool { output.state == .open && StopSignals.signal == nil }

  /// Hands `batch` to the pool and starts a new one, first writing what the threads have
  /// done (and, when every slot is taken, waiting for the oldest).
  private mutating func submit(
    _ batch: inout ElementBatch, to pool: OrderedPool<[BatchElement], BatchRecords.Records>
  ) {
    while let rendered = pool.next(wait: false) { append(rendered) }
    while pool.isFull || bytesInFlight + batch.bytes > ElementBatch.maxBytesInFlight,
      let rendered = pool.next(wait: true)
    {
      append(rendered)
    }
    pool.submit(batch.elements)
    batchBytesInFlight.append(batch.bytes)
    bytesInFlight += batch.bytes
    batch = ElementBatch(jobs: jobs)
  }

  /// The next element of the input, or nil when there is none: at its end, when reading
  /// failed, or after the element where it broke; `stopReason` then says why, if early.
  private func nextElement<Framer: BatchFramer>(
    _ reader: inout BatchReader<Framer>, input: InputReader, stopReason: inout CLIError?
  ) -> BatchElement? {
    do {
      guard let element = try reader.next() else { return nil }
      if let reason = reasonToStop(after: element, input: input) { stopReason = reason }
      return element
    } catch {
      stopReason = error
      return nil
    }
  }

  /// Appends the records of the oldest batch in flight.
  private mutating func append(_ batch: BatchRecords.Records) {
    bytesInFlight -= batchBytesInFlight.removeFirst()
    output.append(batch)
    failed += batch.failed
    rendered += batch.count - batch.failed
  }

  /// What ends the batch after `element`: nothing, unless the input broke there.
  private func reasonToStop(after element: BatchElement, input: InputReader) -> CLIError? {
    guard case .broken(let syntax) = element.content else { return nil }
    var reason = AlertDataError.malformedJSON(syntax).description
    switch syntax.reason {
    case .unexpectedEnd, .emptyDocument: break
    default: reason += " The rest of the input was not read."
    }
    return CLIError(source: input.name, reason: reason, code: .dataError)
  }

  /// Reports what stopped the run early (a failed read, a broken array), if anything, and
  /// the summary; every report is a write that is checked too.
  private func finish(source: String, stopReason: CLIError?) -> ExitCode {
    var code: ExitCode = failed > 0 ? .dataError : .success
    let name = source.escapedForTerminal
    var summary = "\(name): \(rendered + failed) alert\(rendered + failed == 1 ? "" : "s"): "
    summary += "\(rendered) rendered, \(failed) failed"
    var reports: [String] = []
    let written = "\(output.writtenRecords) record\(output.writtenRecords == 1 ? "" : "s")"
    switch output.state {
    case .closed:
      return .success  // nobody reads the records any more: end quietly, as `| head` expects
    case .failed(let errno):
      reports.append(StandardStreams.outputFailed(errno).description)
      summary += "; \(written) written before the output failed"
      code = .ioError
    case .open:
      if let signal = StopSignals.signal {
        summary += "; stopped by \(StopSignals.name(signal)) after writing \(written)"
        summary += ", the rest of the input was not read"
        code = StopSignals.exitCode(signal)
      }
    }
    if let stopReason {
      reports.append(stopReason.description)
      if code == .success || code == .dataError { code = stopReason.code }
    }
    reports.append(summary)
    if !StandardStreams.writeError(reports.joined(separator: "\n") + "\n"), code == .success {
      return .ioError
    }
    return code
  }
}
