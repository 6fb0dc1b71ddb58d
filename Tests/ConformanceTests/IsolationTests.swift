// The runner's infrastructure: the memo of libical's answers (MemoizedEngine) and the worker
// line protocol (ConformanceWorker) that `recur conformance` runs libical behind. The crash
// isolation itself needs a process to crash: RecurCLITests.ConformanceCLITests tests it.

import Conformance
import Foundation
import XCTest

/// libical, with every question it is really asked counted.
final class CountingEngine: ExpansionEngine, @unchecked Sendable {
  let name = "libical"
  private(set) var asked: [Int] = []
  func expand(_ testCase: ConformanceCase) -> Expansion {
    asked.append(testCase.limit)
    return LibICalEngine().expand(testCase)
  }
}

final class IsolationTests: XCTestCase {
  // MARK: Reasoned examples: an expansion's first n occurrences do not depend on how many more are asked for

  /// RFC 5545 §3.8.5.3: the set is fixed by the rule and DTSTART; a limit only cuts it. So after
  /// libical gave 12 Chinese month starts, the first 5 are the answer to the question with limit
  /// 5, and libical is not asked again; a longer question is asked. The five dates are the Hong
  /// Kong Observatory's first days of months 1-5 of 2026 (and libical 3.0.16's, run directly).
  func testLongerAnswerAnswersShorterQuestion() {
    let counting = CountingEngine()
    let memo = MemoizedEngine(counting)
    var c = ConformanceCase(rule: "RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=1", dtstart: "DTSTART;VALUE=DATE:20260217",
                            limit: 12, source: "test")
    let twelve = memo.expand(c)
    c.limit = 5
    let five = memo.expand(c)
    XCTAssertEqual(five.outcome, .occurrences(["20260217", "20260319", "20260417", "20260517", "20260615"]))
    XCTAssertEqual(five.outcome.list, twelve.outcome.list.map { Array($0.prefix(5)) })
    XCTAssertEqual(five, LibICalEngine().expand(c))
    c.limit = 13
    _ = memo.expand(c)
    XCTAssertEqual(counting.asked, [12, 13])
  }

  /// A complete answer (COUNT=3 gives 3 of 50 asked) answers any limit; an error is kept for its
  /// own limit only; another rule, start or window is another question.
  func testCompleteAnswersAndOtherQuestions() {
    let counting = CountingEngine()
    let memo = MemoizedEngine(counting)
    var c = ConformanceCase(rule: "FREQ=DAILY;COUNT=3", dtstart: "DTSTART:20260101T090000", limit: 50, source: "test")
    _ = memo.expand(c)
    c.limit = 500
    XCTAssertEqual(memo.expand(c).outcome, .occurrences(["20260101T090000", "20260102T090000", "20260103T090000"]))
    c.dtstart = "DTSTART:20260102T090000"
    _ = memo.expand(c)
    var bad = ConformanceCase(rule: "FREQ=DAILY;BYWEEKNO=1", dtstart: "DTSTART:20260101T090000", limit: 50, source: "test")
    _ = memo.expand(bad)
    _ = memo.expand(bad)
    bad.limit = 49
    _ = memo.expand(bad)
    XCTAssertEqual(counting.asked, [50, 500, 50, 49])
  }

  /// A full memo forgets everything (memory stays bounded) and answers as before.
  func testCapacityBoundsTheMemo() {
    let counting = CountingEngine()
    let memo = MemoizedEngine(counting, capacity: 2)
    let (a, b, c) = ("FREQ=DAILY;COUNT=2", "FREQ=WEEKLY;COUNT=2", "FREQ=MONTHLY;COUNT=2")
    for r in [a, b, a, c, c, a] {
      XCTAssertEqual(memo.expand(ConformanceCase(rule: r, dtstart: "DTSTART:20260101T090000", source: "test")).outcome.list?.count, 2)
    }
    // a and b fill it (a's second question is answered); c empties it; a is asked again.
    XCTAssertEqual(counting.asked.count, 4)
  }

  // MARK: The worker protocol (docs/CONFORMANCE.md "Worker processes")

  /// One request line per case, one answer line each: nil divergence where the engines agree,
  /// the classified divergence otherwise (New York 2026-03-08 gap: `dst-gap-carry`, as
  /// ConformanceCLITests.testSingleCaseJSON reads it from `recur conformance`).
  func testWorkerAnswersEachRequestLine() throws {
    let cases = [ConformanceCase(rule: "FREQ=DAILY;COUNT=2", dtstart: "DTSTART:20260101T090000", source: "a"),
                 ConformanceCase(rule: "FREQ=DAILY;COUNT=3", dtstart: "DTSTART;TZID=America/New_York:20260307T023000", source: "b")]
    let encoder = JSONEncoder()
    var input = try cases.enumerated().map { i, c in
      String(decoding: try encoder.encode(ConformanceWorker.Request(index: i + 10, testCase: c)), as: UTF8.self)
    }
    var output: [String] = []
    let served = ConformanceWorker.serve(runner: ConformanceRunner(native: NativeEngine()),
                                         readLine: { input.isEmpty ? nil : input.removeFirst() },
                                         writeLine: { output.append($0) })
    XCTAssertTrue(served)
    let answers = try output.map { try JSONDecoder().decode(ConformanceWorker.Answer.self, from: Data($0.utf8)) }
    XCTAssertEqual(answers.map(\.index), [10, 11])
    XCTAssertNil(answers[0].divergence)
    XCTAssertEqual(answers[1].divergence?.class, "dst-gap-carry")
    XCTAssertEqual(answers[1].divergence?.native, ["20260307T073000Z", "20260308T073000Z", "20260309T063000Z"])
  }

  // MARK: Crash isolation (docs/CONFORMANCE.md "Worker processes")

  /// A worker that dies by a signal on one case: that case is run again alone in a fresh worker,
  /// dies again, and is `oracle-crashed` with the native answer; the cases around it are
  /// answered. The worker is a shell that answers "agree" and kills itself with SIGSEGV on a
  /// YEARLY BYWEEKNO rule, as libical 3.0.16 itself does on `FREQ=YEARLY;BYWEEKNO=50;COUNT=20`
  /// from 2009-02-27 (docs/CONFORMANCE.md "A crash"; LibICal refuses to run that rule, so a real
  /// worker cannot be made to crash on it). This test process only reads pipes.
  func testCrashingWorkerCostsOneCase() throws {
    let script = #"while read -r line; do i=$(printf '%s' "$line" | sed 's/.*"index":\([0-9]*\).*/\1/'); "#
      + #"case "$line" in *BYWEEKNO=50*) kill -SEGV $$ ;; esac; printf '{"index":%s}\n' "$i"; done"#
    let crasher = ConformanceCase(rule: "FREQ=YEARLY;BYWEEKNO=50;COUNT=20", dtstart: "DTSTART:20090227T000000", source: "b")
    let cases = [ConformanceCase(rule: "FREQ=DAILY;COUNT=2", dtstart: "DTSTART:20260101T090000", source: "a"), crasher,
                 ConformanceCase(rule: "FREQ=WEEKLY;COUNT=2", dtstart: "DTSTART:20260101T090000", source: "c")]
    let run = IsolatedRun(workerCommand: ["/bin/sh", "-c", script], jobs: 2)
    var seen: [Int] = []
    let report = try run.run(cases) { done, _ in seen.append(done) }
    XCTAssertEqual(report.cases, 3)
    XCTAssertEqual(report.agree, 2)
    XCTAssertEqual(report.oracleCrashed, 1)
    XCTAssertEqual(report.unexplained, 0)
    XCTAssertEqual(seen, [1, 2, 3])
    let d = try XCTUnwrap(report.divergences.first)
    XCTAssertEqual(d.source, "b")
    XCTAssertEqual(d.class, "oracle-crashed")
    XCTAssertEqual(d.libical, ["*** libical crashed (signal 11, SIGSEGV)"])
    XCTAssertEqual(d.native.count, 20)
    XCTAssertEqual(d.native, NativeEngine().expand(crasher).outcome.list)
    XCTAssertTrue(ConformanceReportText.render(report).contains("oracle crashed: b\n  RRULE:FREQ=YEARLY;BYWEEKNO=50;COUNT=20\n"))
  }

  /// A worker that exits (no signal) with a case in flight is not a worker: the run stops.
  func testWorkerExitingWithoutSignalStopsTheRun() {
    let run = IsolatedRun(workerCommand: ["/bin/sh", "-c", "read -r line; exit 3"], jobs: 1)
    XCTAssertThrowsError(try run.run([ConformanceCase(rule: "FREQ=DAILY;COUNT=2", dtstart: "DTSTART:20260101T090000", source: "a")]))
  }

  /// A line that is not a request ends the worker with false (`recur conformance-worker` exits 65).
  func testWorkerRefusesGarbage() {
    var input = ["{\"index\":1}"]
    var output: [String] = []
    XCTAssertFalse(ConformanceWorker.serve(runner: ConformanceRunner(native: NativeEngine()),
                                           readLine: { input.isEmpty ? nil : input.removeFirst() },
                                           writeLine: { output.append($0) }))
    XCTAssertEqual(output, [])
  }
}
