// A differential run (RFC 5545 §3.8.5.3) with libical in child processes: `jobs` workers share
// the cases, so the run uses every core and a crash inside libical 3.0.16 costs one case (an
// `oracle-crashed` divergence) instead of the whole run.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs cases in worker processes that serve `ConformanceWorker`'s protocol.
///
/// Each worker has one case at a time. When a worker dies on case i, i is run again alone in a
/// fresh worker (libical's state from earlier cases is gone): if that crashes too, i is an
/// `oracle-crashed` divergence with the native answer and libical's signal; the other cases go on.
/// A worker that spends more than `caseCPUSeconds` on one case is killed and the case is an
/// `oracle-timeout` divergence (libical 3.0.16 loops on some RSCALE rules with BYSETPOS).
///
/// ```swift
/// let run = IsolatedRun(workerCommand: ["/usr/local/bin/recur", "conformance-worker"], jobs: 2)
/// let report = try run.run(cases)
/// report.oracleCrashed   // 0
/// ```
public struct IsolatedRun: Sendable {
  /// The argv of a worker (argv[0] an absolute path).
  public let workerCommand: [String]
  /// How many workers run at once (at least 1).
  public let jobs: Int
  /// The engine under test, asked in this process for the native side of a crashed case.
  public let native: any ExpansionEngine
  /// The CPU seconds a worker may spend on one case (its expansions and classification); past
  /// it the worker is killed and the case is `oracle-timeout`. Wall-clock seconds where a
  /// worker's CPU time cannot be read (no /proc).
  public let caseCPUSeconds: Double

  /// A run with `jobs` workers started as `workerCommand`, each case limited to `caseCPUSeconds`.
  public init(workerCommand: [String], jobs: Int, caseCPUSeconds: Double = 30,
              native: any ExpansionEngine = NativeEngine()) {
    self.workerCommand = workerCommand
    self.jobs = max(1, jobs)
    self.caseCPUSeconds = caseCPUSeconds
    self.native = native
  }

  /// A worker that could not be started, or that ended without a signal while it had a case
  /// (it is not a `conformance-worker`, or refused its input): the run cannot go on.
  public struct WorkerFailure: Error, CustomStringConvertible {
    /// What went wrong, with the worker's command.
    public let description: String
  }

  /// What a finished case came to.
  enum Result {
    case agree
    case diverge(Divergence)
  }

  /// Runs `cases`; `progress(done, total)` is called as answers arrive (in any order). The report
  /// lists divergences in case order. Ignores SIGPIPE in this process (a dead worker's pipe).
  public func run(_ cases: [ConformanceCase], progress: ((Int, Int) -> Void)? = nil) throws(WorkerFailure) -> ConformanceReport {
    signal(SIGPIPE, SIG_IGN)
    let clock = ContinuousClock()
    let started = clock.now
    var results = [Result?](repeating: nil, count: cases.count)
    var schedule = CaseSchedule(cases)
    let slots = min(jobs, max(cases.count, 1))
    var workers = [WorkerProcess?](repeating: nil, count: slots)
    var current = [Int?](repeating: nil, count: slots)
    var lastScale = [String?](repeating: nil, count: slots)
    // When each worker's case began: its CPU time then (or, without /proc, the wall clock).
    var began = [(cpu: Double?, wall: ContinuousClock.Instant)](repeating: (nil, started), count: slots)
    var lastCheck = started
    var crashedOnce = Set<Int>()
    var done = 0
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    // Idle workers exit when their input closes; one still on a case (the run failed) is killed.
    defer { for (slot, w) in workers.enumerated() { if current[slot] == nil { w?.finish() } else { w?.stop() } } }

    // A worker died (or stopped reading) with `current[slot]` in flight.
    func lose(_ slot: Int) throws(WorkerFailure) {
      guard let worker = workers[slot] else { return }
      let ending = worker.finish()
      workers[slot] = nil
      lastScale[slot] = nil
      guard let i = current[slot] else { return }
      current[slot] = nil
      guard case .signalled = ending else {
        throw WorkerFailure(description: "conformance worker \(workerCommand.joined(separator: " ")) ended with \(ending.description) on \(cases[i].source)")
      }
      if crashedOnce.insert(i).inserted {
        schedule.retryAlone(i)
      } else {
        results[i] = .diverge(crashed(cases[i], ending))
        done += 1
        progress?(done, cases.count)
      }
    }

    // A worker past its budget on a case: libical does not return (a loop no COUNT, UNTIL or
    // window stops). Killed; the case is an oracle-timeout and not run again.
    func checkBudget(_ slot: Int) throws(WorkerFailure) {
      guard let worker = workers[slot], let i = current[slot] else { return }
      let used: Double
      if let cpu = worker.cpuSeconds(), let start = began[slot].cpu {
        used = cpu - start
      } else {
        let wall = clock.now - began[slot].wall
        used = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
      }
      guard used > caseCPUSeconds else { return }
      worker.stop()
      workers[slot] = nil
      lastScale[slot] = nil
      current[slot] = nil
      results[i] = .diverge(timedOut(cases[i]))
      done += 1
      progress?(done, cases.count)
    }

    while done < cases.count {
      for slot in 0..<slots where current[slot] == nil {
        // A case to run again alone goes to a fresh worker: this one is ended first.
        if schedule.hasRetry, let worker = workers[slot] {
          worker.finish()
          workers[slot] = nil
          lastScale[slot] = nil
        }
        let fresh = workers[slot] == nil
        guard let i = schedule.next(scale: lastScale[slot], fresh: fresh) else { continue }
        if fresh {
          guard let worker = WorkerProcess(argv: workerCommand) else {
            throw WorkerFailure(description: "cannot start conformance worker \(workerCommand.joined(separator: " "))")
          }
          workers[slot] = worker
        }
        current[slot] = i
        began[slot] = (workers[slot]?.cpuSeconds(), clock.now)
        if let scale = CaseSchedule.lunisolarScale(cases[i]) { lastScale[slot] = scale }
        guard let data = try? encoder.encode(ConformanceWorker.Request(index: i, testCase: cases[i])),
              workers[slot]?.send(String(decoding: data, as: UTF8.self)) == true else {
          try lose(slot)
          continue
        }
      }
      if clock.now - lastCheck >= .seconds(1) {
        lastCheck = clock.now
        for slot in 0..<slots { try checkBudget(slot) }
      }
      var polled: [pollfd] = []
      var polledSlots: [Int] = []
      for slot in 0..<slots where current[slot] != nil {
        if let w = workers[slot] {
          polled.append(pollfd(fd: w.output, events: Int16(POLLIN), revents: 0))
          polledSlots.append(slot)
        }
      }
      if polled.isEmpty { continue }
      let ready = polled.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), 1_000) }
      if ready < 0 && errno != EINTR {
        throw WorkerFailure(description: "poll failed (errno \(errno)) while running conformance workers")
      }
      guard ready > 0 else { continue }
      for (k, slot) in polledSlots.enumerated() where polled[k].revents != 0 {
        guard let worker = workers[slot] else { continue }
        let (lines, ended) = worker.receive()
        for line in lines {
          guard let answer = try? decoder.decode(ConformanceWorker.Answer.self, from: Data(line.utf8)),
                answer.index == current[slot] else {
            throw WorkerFailure(description: "conformance worker wrote '\(line.prefix(200))'")
          }
          results[answer.index] = answer.divergence.map(Result.diverge) ?? .agree
          current[slot] = nil
          done += 1
          progress?(done, cases.count)
        }
        if ended { try lose(slot) }
      }
    }

    var report = ConformanceReport()
    for result in results {
      report.cases += 1
      switch result {
      case .agree?: report.agree += 1
      case .diverge(let d)?: report.divergences.append(d)
      case nil: break
      }
    }
    let elapsed = clock.now - started
    report.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return report
  }

  /// The divergence recorded for a case a worker spent more than `caseCPUSeconds` on.
  func timedOut(_ c: ConformanceCase) -> Divergence {
    let limit = caseCPUSeconds == caseCPUSeconds.rounded() ? "\(Int(caseCPUSeconds))" : "\(caseCPUSeconds)"
    return Divergence(rrule: c.rule, dtstart: c.dtstart, source: c.source,
                      native: ConformanceRunner.lines(native.expand(c).outcome),
                      libical: ["*** libical gave no answer within \(limit) s of CPU time"],
                      expected: c.expected.map(ConformanceRunner.lines), class: ConformanceReport.oracleTimeoutClass)
  }

  /// The divergence recorded for a case libical crashed on twice, the second time alone.
  func crashed(_ c: ConformanceCase, _ ending: WorkerProcess.Ending) -> Divergence {
    Divergence(rrule: c.rule, dtstart: c.dtstart, source: c.source,
               native: ConformanceRunner.lines(native.expand(c).outcome),
               libical: ["*** libical crashed (\(ending.description))"],
               expected: c.expected.map(ConformanceRunner.lines), class: ConformanceReport.oracleCrashedClass)
  }
}
