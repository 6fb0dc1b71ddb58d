// The budget policy, docs/SEMANTICS.md "Planner": candidates strictly after now; the soonest one-time
// reminders up to the reserve, then the soonest of everything left up to the budget; ties by
// time, then UID; streams expanded no further than the budget needs. Selections written out.

import XCTest
@testable import Planner
import Zones

final class PlanPolicyTests: XCTestCase {
  let now = "2026-11-22T12:00:00Z"

  // MARK: docs/SEMANTICS.md "Planner": the reserve

  /// Source: docs/SEMANTICS.md "Planner". Two one-time reminders fit the reserve of 2 and are taken although
  /// the hourly series is sooner; the third one-time reminder (17:00) is beyond the reserve and
  /// loses to the hourly series for the remaining two slots.
  func testOneTimeRemindersInsideAndBeyondTheReserve() {
    let sources = [
      oneTime("A", "2026-11-22T15:00:00Z"),
      oneTime("B", "2026-11-22T16:00:00Z"),
      oneTime("C", "2026-11-22T17:00:00Z"),
      series("H", from: "2026-11-22T13:00:00Z", every: hour),
    ]
    let selection = PlanPolicy(budget: 4, reserve: 2).select(from: sources, after: at(now))
    XCTAssertEqual(rendered(selection), [
      "H@20261122T130000Z", "H@20261122T140000Z", "A@20261122T150000Z", "B@20261122T160000Z",
    ])
    XCTAssertEqual(selection.picks.map(\.fromReserve), [false, false, true, true])
    XCTAssertEqual(selection.leftOut, 2)  // C, and H's 15:00
  }

  /// Source: docs/SEMANTICS.md "Planner". A one-time reminder beyond the reserve still competes by time.
  func testOneTimeBeyondTheReserveCompetesByTime() {
    let sources = [
      oneTime("A", "2026-11-22T13:30:00Z"),
      oneTime("B", "2026-11-22T14:30:00Z"),
      oneTime("C", "2026-11-22T20:00:00Z"),
      series("H", from: "2026-11-22T13:00:00Z", every: hour),
    ]
    let selection = PlanPolicy(budget: 5, reserve: 1).select(from: sources, after: at(now))
    XCTAssertEqual(rendered(selection), [
      "H@20261122T130000Z", "A@20261122T133000Z", "H@20261122T140000Z", "B@20261122T143000Z",
      "H@20261122T150000Z",
    ])
    XCTAssertEqual(selection.leftOut, 2)  // C, and H's 16:00
  }

  /// Source: docs/SEMANTICS.md "Planner" with a reserve larger than the budget: the reserve is capped at the
  /// budget, so three one-time reminders take all three slots.
  func testReserveLargerThanBudget() {
    let sources = [
      series("H", from: "2026-11-22T12:30:00Z", every: hour),
      oneTime("E", "2026-11-26T09:00:00Z"),
      oneTime("D", "2026-11-25T09:00:00Z"),
      oneTime("C", "2026-11-24T09:00:00Z"),
      oneTime("B", "2026-11-23T09:00:00Z"),
      oneTime("A", "2026-11-27T09:00:00Z"),
    ]
    let selection = PlanPolicy(budget: 3, reserve: 14).select(from: sources, after: at(now))
    XCTAssertEqual(rendered(selection), [
      "B@20261123T090000Z", "C@20261124T090000Z", "D@20261125T090000Z",
    ])
    XCTAssertEqual(selection.leftOut, 3)  // A, E, H
  }

  /// Source: docs/SEMANTICS.md "Planner", a budget of 1 with the default reserve (14, capped to 1): the
  /// soonest one-time reminder wins over a sooner recurring one.
  func testBudgetOfOne() {
    let sources = [
      series("H", from: "2026-11-22T13:00:00Z", every: hour),
      oneTime("A", "2026-11-23T08:00:00Z"),
    ]
    let selection = PlanPolicy(budget: 1).select(from: sources, after: at(now))
    XCTAssertEqual(rendered(selection), ["A@20261123T080000Z"])
    XCTAssertEqual(selection.leftOut, 1)
  }

  /// Source: reasoned example: a budget of 1 with no one-time reminder takes the soonest.
  func testBudgetOfOneWithoutOneTimeReminders() {
    let sources = [
      series("H", from: "2026-11-22T13:00:00Z", every: hour),
      series("D", from: "2026-11-22T12:45:00Z", every: day),
    ]
    let selection = PlanPolicy(budget: 1).select(from: sources, after: at(now))
    XCTAssertEqual(rendered(selection), ["D@20261122T124500Z"])
  }

  /// Source: reasoned example: a budget of 0 plans nothing and expands nothing past the heads.
  func testBudgetOfZero() {
    let selection = PlanPolicy(budget: 0).select(
      from: [oneTime("A", "2026-11-23T08:00:00Z")], after: at(now))
    XCTAssertEqual(rendered(selection), [])
    XCTAssertEqual(selection.leftOut, 1)
  }

  // MARK: docs/SEMANTICS.md "Planner": competition between series

  /// Source: docs/SEMANTICS.md "Planner" ("one hourly reminder alone would use them up in under three days"): one
  /// hourly reminder (from 12:30Z) against twenty daily ones (D01 at 09:01Z … D20 at 09:20Z from
  /// Nov 23). The default budget of 64 takes 44 hourly and the first day of each daily one.
  func testHourlyAgainstTwentyDaily() {
    var sources = [series("H", from: "2026-11-22T12:30:00Z", every: hour)]
    for n in 1...20 {
      let uid = n < 10 ? "D0\(n)" : "D\(n)"
      let minute = n < 10 ? "0\(n)" : "\(n)"
      sources.append(series(uid, from: "2026-11-23T09:\(minute):00Z", every: day))
    }
    let selection = PlanPolicy().select(from: sources, after: at(now))
    XCTAssertEqual(rendered(selection), [
      "H@20261122T123000Z", "H@20261122T133000Z", "H@20261122T143000Z", "H@20261122T153000Z",
      "H@20261122T163000Z", "H@20261122T173000Z", "H@20261122T183000Z", "H@20261122T193000Z",
      "H@20261122T203000Z", "H@20261122T213000Z", "H@20261122T223000Z", "H@20261122T233000Z",
      "H@20261123T003000Z", "H@20261123T013000Z", "H@20261123T023000Z", "H@20261123T033000Z",
      "H@20261123T043000Z", "H@20261123T053000Z", "H@20261123T063000Z", "H@20261123T073000Z",
      "H@20261123T083000Z", "D01@20261123T090100Z", "D02@20261123T090200Z", "D03@20261123T090300Z",
      "D04@20261123T090400Z", "D05@20261123T090500Z", "D06@20261123T090600Z", "D07@20261123T090700Z",
      "D08@20261123T090800Z", "D09@20261123T090900Z", "D10@20261123T091000Z", "D11@20261123T091100Z",
      "D12@20261123T091200Z", "D13@20261123T091300Z", "D14@20261123T091400Z", "D15@20261123T091500Z",
      "D16@20261123T091600Z", "D17@20261123T091700Z", "D18@20261123T091800Z", "D19@20261123T091900Z",
      "D20@20261123T092000Z", "H@20261123T093000Z", "H@20261123T103000Z", "H@20261123T113000Z",
      "H@20261123T123000Z", "H@20261123T133000Z", "H@20261123T143000Z", "H@20261123T153000Z",
      "H@20261123T163000Z", "H@20261123T173000Z", "H@20261123T183000Z", "H@20261123T193000Z",
      "H@20261123T203000Z", "H@20261123T213000Z", "H@20261123T223000Z", "H@20261123T233000Z",
      "H@20261124T003000Z", "H@20261124T013000Z", "H@20261124T023000Z", "H@20261124T033000Z",
      "H@20261124T043000Z", "H@20261124T053000Z", "H@20261124T063000Z", "H@20261124T073000Z",
    ])
    XCTAssertEqual(selection.leftOut, 21)
  }

  /// Source: docs/FORMATS.md (`end` is inclusive) as the stream presents it: a series cut by its
  /// end date after three occurrences leaves the rest of the budget to the others.
  func testEndDateCutsSeries() {
    let sources = [
      series("E", from: "2026-11-22T18:00:00Z", every: day, count: 3),  // ends 2026-11-24
      series("W", from: "2026-11-23T07:00:00Z", every: 7 * day),
    ]
    let selection = PlanPolicy(budget: 6).select(from: sources, after: at(now))
    XCTAssertEqual(rendered(selection), [
      "E@20261122T180000Z", "W@20261123T070000Z", "E@20261123T180000Z", "E@20261124T180000Z",
      "W@20261130T070000Z", "W@20261207T070000Z",
    ])
    XCTAssertEqual(selection.leftOut, 1)  // W only: E has ended
  }

  // MARK: docs/SEMANTICS.md "Planner": ties

  /// Source: docs/SEMANTICS.md "Planner" ("Ties: earlier time, then UID"): same instant → UID order, whatever
  /// the input order.
  func testTiesGoByUID() {
    // Streams are consumed by a selection: each selection gets fresh sources.
    func sources() -> [PlanningSource] {
      [oneTime("C", "2026-11-22T13:00:00Z"),
       series("B", from: "2026-11-22T13:00:00Z", every: hour),
       oneTime("A", "2026-11-22T13:00:00Z")]
    }
    let all = PlanPolicy(budget: 3, reserve: 0).select(from: sources(), after: at(now))
    XCTAssertEqual(rendered(all), ["A@20261122T130000Z", "B@20261122T130000Z", "C@20261122T130000Z"])
    let one = PlanPolicy(budget: 1, reserve: 0).select(from: sources(), after: at(now))
    XCTAssertEqual(rendered(one), ["A@20261122T130000Z"])
  }

  // MARK: docs/SEMANTICS.md "Planner": candidates strictly after now, and the horizon

  /// Source: docs/SEMANTICS.md "Planner" ("strictly after --now"): an occurrence at now itself is not planned.
  func testOccurrenceAtNowIsNotACandidate() {
    let sources = [series("H", from: "2026-11-22T11:00:00Z", every: hour)]
    let selection = PlanPolicy(budget: 2).select(from: sources, after: at(now))
    XCTAssertEqual(rendered(selection), ["H@20261122T130000Z", "H@20261122T140000Z"])
  }

  /// Source: docs/SEMANTICS.md "Planner: horizon" (the end is inclusive).
  func testHorizonEndIsInclusive() {
    let sources = [series("H", from: "2026-11-22T13:00:00Z", every: hour),
                   oneTime("A", "2026-11-22T15:00:01Z")]
    let policy = PlanPolicy(budget: 64, horizonEnd: at("2026-11-22T15:00:00Z"))
    let selection = policy.select(from: sources, after: at(now))
    XCTAssertEqual(rendered(selection), ["H@20261122T130000Z", "H@20261122T140000Z", "H@20261122T150000Z"])
    XCTAssertEqual(selection.leftOut, 0)
  }

  // MARK: docs/SEMANTICS.md "Planner": work proportional to what is planned

  /// Source: docs/SEMANTICS.md "Planner" ("never expand a reminder further than the budget needs"): 1,000 hourly
  /// streams and a budget of 64: each stream is asked once for its head, and once more for
  /// each occurrence the plan takes from it: 1,000 + 64 calls in all.
  func testStreamsAreExpandedOnlyAsFarAsTheBudgetNeeds() {
    let counter = CallCounter()
    var sources: [PlanningSource] = []
    for n in 0..<1000 {
      let minute = n % 60
      let text = "2026-11-22T13:\(minute < 10 ? "0" : "")\(minute):00Z"
      sources.append(series("S\(1000 + n)", from: text, every: hour, counter: counter))
    }
    let selection = PlanPolicy().select(from: sources, after: at(now))
    XCTAssertEqual(selection.picks.count, 64)
    XCTAssertEqual(counter.total, 1000 + 64)
    var taken: [String: Int] = [:]
    for pick in selection.picks { taken[pick.uid, default: 0] += 1 }
    for (uid, calls) in counter.calls {
      XCTAssertEqual(calls, (taken[uid] ?? 0) + 1, uid)
    }
  }
}
