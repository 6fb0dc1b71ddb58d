// The candidate pool (docs/SEMANTICS.md "Planner" "work proportional to what is planned"): reminders with at
// least `budget` sooner first candidates are dropped, and planning with the pool gives exactly
// the plan of the full merge.

import XCTest
@testable import Planner
import Zones

final class CandidatePoolTests: XCTestCase {
  /// Source: the worked example in CandidatePool.swift (budget 2).
  func testDropsRemindersBehindTheBudget() {
    var pool = CandidatePool(budget: 2)
    pool.add(oneTime("A", "2026-11-22T10:00:00Z"), head: at("2026-11-22T10:00:00Z"), title: "A")
    pool.add(series("B", from: "2026-11-22T09:00:00Z", every: hour), head: at("2026-11-22T09:00:00Z"), title: "B")
    pool.add(series("C", from: "2026-11-22T11:00:00Z", every: hour), head: at("2026-11-22T11:00:00Z"), title: "C")
    pool.add(series("D", from: "2026-11-22T08:00:00Z", every: hour), head: at("2026-11-22T08:00:00Z"), title: "D")
    XCTAssertEqual(pool.dropped, 1)
    XCTAssertEqual(pool.survivors.titles, ["A", "B", "D"])
  }

  /// Source: reasoned property test: for 300 reminders (a third one-time) with times from a
  /// fixed linear congruential sequence, planning through the pool equals the full merge for
  /// budgets 1, 5, 64 and reserves 0, 3, 14 — same picks, same left-out count.
  func testPoolPlanEqualsFullMerge() {
    var state: UInt64 = 42
    func nextValue(_ bound: Int64) -> Int64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int64((state >> 33) % UInt64(bound))
    }
    let now = at("2026-11-22T12:00:00Z")
    var specs: [(uid: String, oneTime: Bool, start: Instant, step: Int64)] = []
    for n in 0..<300 {
      let start = now.adding(seconds: nextValue(14 * day) - day)
      specs.append(("R\(1000 + n)", n % 3 == 0, start, [hour, 3 * hour, day, 7 * day][Int(nextValue(4))]))
    }
    for budget in [1, 5, 64] {
      for reserve in [0, 3, 14] {
        let policy = PlanPolicy(budget: budget, reserve: reserve)
        let sources = specs.map { s in
          s.oneTime ? PlanningSource(uid: s.uid, kind: .oneTime, stream: InstantListStream([s.start]))
            : PlanningSource(uid: s.uid, kind: .recurring, stream: StepStream(uid: s.uid, start: s.start, step: s.step))
        }
        let full = policy.select(from: sources, after: now)
        let reminders = specs.map { s in
          PlannableReminder(uid: s.uid, title: s.uid, kind: s.oneTime ? .oneTime : .recurring) { _ in
            s.oneTime ? InstantListStream([s.start]) as any OccurrenceStream
              : StepStream(uid: s.uid, start: s.start, step: s.step)
          }
        }
        let plan = NotificationPlanner(now: now, policy: policy).plan(reminders)
        XCTAssertEqual(rendered(plan), rendered(full), "budget \(budget) reserve \(reserve)")
        XCTAssertEqual(plan.leftOut, full.leftOut, "budget \(budget) reserve \(reserve)")
      }
    }
  }

  /// Source: the worked example of `CandidatePool.rejectsSeries` and the tie order of
  /// `HeapEntry` (time, then UID, then order offered). Budget 2, kept 08:00 "m" and 09:00 "b":
  /// a series from 09:00 with UID "c" or "b" can never be taken (it sorts after (09:00, "b")),
  /// one with "a" could, as could one from 08:59; after 09:00 everything is rejected.
  func testRejectsSeriesAtTheThresholdByUID() {
    var pool = CandidatePool(budget: 2)
    pool.add(series("m", from: "2026-11-22T08:00:00Z", every: hour), head: at("2026-11-22T08:00:00Z"), title: "m")
    func rejects(_ time: String, _ uid: String) -> Bool {
      var text = uid
      return text.withUTF8 { pool.rejectsSeries(from: at(time), uid: $0) }
    }
    XCTAssertFalse(rejects("2026-11-22T10:00:00Z", "z"), "pool not full yet")
    pool.add(series("b", from: "2026-11-22T09:00:00Z", every: hour), head: at("2026-11-22T09:00:00Z"), title: "b")
    XCTAssertTrue(rejects("2026-11-22T09:00:01Z", "a"))
    XCTAssertTrue(rejects("2026-11-22T09:00:00Z", "c"))
    XCTAssertTrue(rejects("2026-11-22T09:00:00Z", "b"))
    XCTAssertTrue(rejects("2026-11-22T09:00:00Z", "bb"))
    XCTAssertFalse(rejects("2026-11-22T09:00:00Z", "a"))
    XCTAssertFalse(rejects("2026-11-22T09:00:00Z", "B"))
    XCTAssertFalse(rejects("2026-11-22T08:59:59Z", "z"))
    // Non-ASCII at a tie is left to `add` (String order); past the threshold it is rejected.
    XCTAssertFalse(rejects("2026-11-22T09:00:00Z", "é"))
    XCTAssertTrue(rejects("2026-11-22T09:00:01Z", "é"))
    // What `add` does with the same offers: "c" is dropped, "a" is taken.
    pool.add(series("c", from: "2026-11-22T09:00:00Z", every: hour), head: at("2026-11-22T09:00:00Z"), title: "c")
    XCTAssertEqual(pool.dropped, 1)
    pool.add(series("a", from: "2026-11-22T09:00:00Z", every: hour), head: at("2026-11-22T09:00:00Z"), title: "a")
    XCTAssertEqual(pool.dropped, 2)
    XCTAssertEqual(pool.survivors.titles, ["m", "a"])
  }
}
