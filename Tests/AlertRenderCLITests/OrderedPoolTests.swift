import Synchronization
import Testing

@testable import alert_render

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct OrderedPoolTests {
  /// Outputs come back in the order their inputs went in, one per input, whatever order the
  /// threads finish in and however full the ring gets; with no worker at all, the submitter
  /// does every input itself.
  @Test(arguments: [0, 1, 2, 5])
  func outputsComeBackInTheOrderOfTheirInputs(threads: Int) {
    let pool = OrderedPool<Int, Int>(threads: threads, capacity: 3) {
      { input in
        usleep(UInt32.random(in: 0...300))
        return input * 2
      }
    }
    defer { pool.stop() }
    let outputs = Self.outputs(of: 0..<200, from: pool)
    #expect(outputs == (0..<200).map { $0 * 2 })
    #expect(!pool.hasPending)
  }

  /// The submitter, waiting for the oldest output, works on an input no worker has started
  /// rather than sleep: the only worker is held on input 0 until input 1 is done, so input 1
  /// can only be done by the submitter.
  @Test func theSubmitterWorksOnWaitingInputsWhileItWaits() {
    let events = Events()
    let submitter = pthread_self()
    let pool = OrderedPool<Int, Bool>(threads: 1, capacity: 4) {
      { input in
        if input == 0 {
          events.firstStarted.store(true, ordering: .releasing)
          _ = Self.wait(seconds: 10) { events.isSecondDone }
        } else {
          events.secondDone.store(true, ordering: .releasing)
        }
        return pthread_equal(pthread_self(), submitter) != 0
      }
    }
    defer { pool.stop() }
    pool.submit(0)
    #expect(Self.wait(seconds: 10) { events.isFirstStarted })
    pool.submit(1)
    #expect(pool.next(wait: true) == false, "input 0 is the worker's")
    #expect(events.isSecondDone, "input 1 was not done meanwhile")
    #expect(pool.next(wait: true) == true, "input 1 was not done by the submitter")
  }

  /// Each thread that works makes its work once and is the only one to apply it: the work a
  /// thread makes numbers its outputs with that thread's own count, so they come back with
  /// every count from 1 up once per thread, and no more works than threads.
  @Test(arguments: [0, 1, 3])
  func eachThreadWorksWithWorkOfItsOwn(threads: Int) {
    let made = Atomic<Int>(0)
    let pool = OrderedPool<Int, Output>(threads: threads, capacity: 4) {
      let work = made.add(1, ordering: .relaxed).newValue
      let thread = pthread_self()
      var count = 0
      return { _ in
        count += 1
        usleep(UInt32.random(in: 0...200))
        return Output(
          work: work, count: count, onItsThread: pthread_equal(pthread_self(), thread) != 0)
      }
    }
    defer { pool.stop() }
    let outputs = Self.outputs(of: 0..<300, from: pool)
    #expect(outputs.count == 300)
    #expect(outputs.allSatisfy { $0.onItsThread })
    #expect(made.load(ordering: .relaxed) <= threads + 1)
    for work in Set(outputs.map(\.work)) {
      let counts = outputs.filter { $0.work == work }.map(\.count).sorted()
      #expect(counts == Array(1...counts.count), "work \(work) was applied by two threads")
    }
  }

  /// Submits `inputs` to `pool` as the batch command does, taking outputs back when the ring
  /// is full, and returns every output in the order taken.
  private static func outputs<Output>(of inputs: Range<Int>, from pool: OrderedPool<Int, Output>)
    -> [Output]
  {
    var outputs: [Output] = []
    for input in inputs {
      while pool.isFull, let output = pool.next(wait: true) { outputs.append(output) }
      pool.submit(input)
    }
    while let output = pool.next(wait: true) { outputs.append(output) }
    return outputs
  }

  /// What the work of `eachThreadWorksWithWorkOfItsOwn` returns.
  struct Output: Sendable {
    let work: Int
    let count: Int
    let onItsThread: Bool
  }

  /// What the workers of `theSubmitterWorksOnWaitingInputsWhileItWaits` tell the test.
  private final class Events: Sendable {
    let firstStarted = Atomic<Bool>(false)
    let secondDone = Atomic<Bool>(false)
    var isFirstStarted: Bool { firstStarted.load(ordering: .acquiring) }
    var isSecondDone: Bool { secondDone.load(ordering: .acquiring) }
  }

  /// Whether `condition` held within `seconds`, polled every millisecond.
  private static func wait(seconds: Int, until condition: () -> Bool) -> Bool {
    for _ in 0..<(seconds * 1000) {
      if condition() { return true }
      usleep(1000)
    }
    return condition()
  }
}
