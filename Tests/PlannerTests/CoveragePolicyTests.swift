// The coverage planning policy (docs/SEMANTICS.md "Planning policies: soonest and coverage";
// README): after the reserve, every reminder's next candidate first, soonest first, then the
// soonest of the rest; ties by earlier time, then UID, as in docs/SEMANTICS.md "Planner". Selections written
// out, each beside what the default soonest-first policy plans for the same sources.

import XCTest
@testable import Planner
import Zones

final class CoveragePolicyTests: XCTestCase {
  let now = "2026-11-22T12:00:00Z"

  // MARK: Reasoned examples (docs/SEMANTICS.md "Planning policies")

  /// Source: the worked example on `PlanStrategy`: an hourly series takes every slot under
  /// soonest-first; under coverage the one-time reminder 8 days away gets one.
  func testCoverageGivesTheDistantReminderASlot() {
    func sources() -> [PlanningSource] {
      [series("W", from: "2026-11-22T13:00:00Z", every: hour), oneTime("R", "2026-11-30T09:00:00Z")]
    }
    let soonest = PlanPolicy(budget: 3, reserve: 0).select(from: sources(), after: at(now))
    XCTAssertEqual(rendered(soonest), ["W@20261122T130000Z", "W@20261122T140000Z", "W@20261122T150000Z"])
    XCTAssertEqual(soonest.leftOut, 2)  // R, and W's 16:00
    let coverage = PlanPolicy(budget: 3, reserve: 0, strategy: .coverage).select(from: sources(), after: at(now))
    XCTAssertEqual(rendered(coverage), ["W@20261122T130000Z", "W@20261122T140000Z", "R@20261130T090000Z"])
    XCTAssertEqual(coverage.leftOut, 1)  // W's 15:00
    XCTAssertEqual(coverage.picks.map(\.fromReserve), [false, false, false])
  }

  /// Source: docs/SEMANTICS.md "Planning policies": with more reminders than slots, coverage
  /// takes the soonest next occurrences, one per reminder; soonest-first takes X twice.
  func testMoreRemindersThanSlots() {
    func sources() -> [PlanningSource] {
      [series("Z", from: "2026-11-22T15:00:00Z", every: hour),
       series("Y", from: "2026-11-22T14:00:00Z", every: hour),
       series("X", from: "2026-11-22T13:00:00Z", every: hour)]
    }
    let soonest = PlanPolicy(budget: 2, reserve: 0).select(from: sources(), after: at(now))
    XCTAssertEqual(rendered(soonest), ["X@20261122T130000Z", "X@20261122T140000Z"])  // X before Y by UID
    XCTAssertEqual(soonest.leftOut, 3)
    let coverage = PlanPolicy(budget: 2, reserve: 0, strategy: .coverage).select(from: sources(), after: at(now))
    XCTAssertEqual(rendered(coverage), ["X@20261122T130000Z", "Y@20261122T140000Z"])
    XCTAssertEqual(coverage.leftOut, 3)  // X's 14:00, Y's 15:00, Z
  }

  /// Source: docs/SEMANTICS.md "Planner" (the reserve comes first) under coverage: the reserve takes the
  /// soonest one-time reminder B; the next occurrences of H and D come next; A (later than
  /// both) is left out, as is every second occurrence.
  func testReserveIsTakenBeforeCoverage() {
    func sources() -> [PlanningSource] {
      [oneTime("A", "2026-11-25T09:00:00Z"),
       oneTime("B", "2026-11-24T09:00:00Z"),
       series("H", from: "2026-11-22T13:00:00Z", every: hour),
       series("D", from: "2026-11-23T09:00:00Z", every: day)]
    }
    let coverage = PlanPolicy(budget: 3, reserve: 1, strategy: .coverage).select(from: sources(), after: at(now))
    XCTAssertEqual(rendered(coverage), ["H@20261122T130000Z", "D@20261123T090000Z", "B@20261124T090000Z"])
    XCTAssertEqual(coverage.picks.map(\.fromReserve), [false, false, true])
    XCTAssertEqual(coverage.leftOut, 3)  // A, H's 14:00, D's 2026-11-24
    let soonest = PlanPolicy(budget: 3, reserve: 1).select(from: sources(), after: at(now))
    XCTAssertEqual(rendered(soonest), ["H@20261122T130000Z", "H@20261122T140000Z", "B@20261124T090000Z"])
  }

  /// Source: docs/SEMANTICS.md "Planner" ("Ties: earlier time, then UID") under coverage, whatever the input
  /// order: three next occurrences at one instant go A, B, C; then B's second.
  func testTiesGoByUID() {
    func sources() -> [PlanningSource] {
      [oneTime("C", "2026-11-22T13:00:00Z"),
       series("B", from: "2026-11-22T13:00:00Z", every: hour),
       oneTime("A", "2026-11-22T13:00:00Z")]
    }
    let one = PlanPolicy(budget: 1, reserve: 0, strategy: .coverage).select(from: sources(), after: at(now))
    XCTAssertEqual(rendered(one), ["A@20261122T130000Z"])
    let all = PlanPolicy(budget: 4, reserve: 0, strategy: .coverage).select(from: sources(), after: at(now))
    XCTAssertEqual(rendered(all), ["A@20261122T130000Z", "B@20261122T130000Z", "C@20261122T130000Z",
                                   "B@20261122T140000Z"])
  }

  // MARK: docs/SEMANTICS.md "Planner": work proportional to what is planned, under coverage too

  /// Source: docs/SEMANTICS.md "Planner" ("never expand a reminder further than the budget needs"): 1,000 hourly
  /// streams, budget 64: coverage takes 64 next occurrences; each stream is asked once for its
  /// head and once more for each occurrence taken from it: 1,000 + 64 calls.
  func testCoverageExpandsOnlyAsFarAsTheBudgetNeeds() {
    let counter = CallCounter()
    var sources: [PlanningSource] = []
    for n in 0..<1000 {
      let minute = n % 60
      let text = "2026-11-22T13:\(minute < 10 ? "0" : "")\(minute):00Z"
      sources.append(series("S\(1000 + n)", from: text, every: hour, counter: counter))
    }
    let selection = PlanPolicy(strategy: .coverage).select(from: sources, after: at(now))
    XCTAssertEqual(selection.picks.count, 64)
    XCTAssertEqual(Set(selection.picks.map(\.uid)).count, 64)  // one each
    XCTAssertEqual(counter.total, 1000 + 64)
  }

  /// Source: `CandidatePool`'s argument holds for coverage (a reminder with `budget` sooner
  /// next occurrences is never reached): the planner over a gathered pool plans the same as
  /// the policy over every source.
  func testPlannerMatchesThePolicyUnderCoverage() {
    func sources() -> [PlanningSource] {
      (0..<40).map { n in
        series("S\(100 + n)", from: "2026-11-2\(3 + n % 5)T0\(n % 10):00:00Z", every: (Int64(n % 4) + 1) * hour)
      }
    }
    let policy = PlanPolicy(budget: 8, reserve: 2, strategy: .coverage)
    let full = policy.select(from: sources(), after: at(now))
    var pool = CandidatePool(budget: policy.budget)
    for source in sources() {
      if let head = policy.firstCandidate(of: source, after: at(now)) { pool.add(source, head: head, title: source.uid) }
    }
    let survivors = pool.survivors
    let pooled = policy.select(from: survivors.sources, heads: survivors.heads)
    XCTAssertEqual(rendered(pooled), rendered(full))
    // Heads tie in fours (n, n + 10, n + 20, n + 30 share day and hour): the 8 soonest heads.
    XCTAssertEqual(rendered(full), [
      "S100@20261123T000000Z", "S110@20261123T000000Z", "S120@20261123T000000Z", "S130@20261123T000000Z",
      "S105@20261123T050000Z", "S115@20261123T050000Z", "S125@20261123T050000Z", "S135@20261123T050000Z",
    ])
  }
}
