// The previous plan ⇄ new plan matching goes by `ComponentUID` (docs/SEMANTICS.md "UIDs compare
// as bytes"). Reasoned examples: `caf\u{E9}` and `cafe\u{301}` are canonically equivalent
// (Swift's `==` calls them equal) but two UIDs (RFC 5545 §3.8.4.7 TEXT, compared as octets);
// RFC 9074 §4 alarm UIDs are built from them, so they are two alarms too. Text is compared with
// non-ASCII scalars spelled out (`caf<E9>`), since String equality would merge the spellings.

import Foundation
import XCTest
@testable import Planner
import Zones

final class UIDIdentityTests: XCTestCase {
  let precomposed = "caf\u{E9}"
  let decomposed = "cafe\u{301}"

  func spelled(_ text: String) -> String {
    text.unicodeScalars.map { $0.isASCII ? String($0) : "<" + String($0.value, radix: 16, uppercase: true) + ">" }.joined()
  }

  /// An hourly reminder from 13:00Z.
  func hourly(_ uid: String) -> PlannableReminder {
    PlannableReminder(uid: uid, title: "Tea", kind: .recurring, completed: false, enabled: true,
                      due: at("2026-11-22T13:00:00Z"),
                      occurrences: { _ in StepStream(uid: uid, start: at("2026-11-22T13:00:00Z"), step: hour) })
  }

  // The previous plan acknowledged the precomposed reminder's 13:00 alarm; the decomposed
  // reminder's 13:00 is another alarm, still planned, and the diff removes the precomposed one.
  func testPreviousPlanAlarmsMatchByBytes() {
    let previous = [
      PlanAlarm(uid: precomposed + "/20261122T130000Z", reminderUID: precomposed, fireAt: at("2026-11-22T13:00:00Z"),
                acknowledged: at("2026-11-22T12:50:00Z")),
      PlanAlarm(uid: precomposed + "/20261122T140000Z", reminderUID: precomposed, fireAt: at("2026-11-22T14:00:00Z")),
    ]
    let p = NotificationPlanner(now: at("2026-11-22T12:55:00Z"), policy: PlanPolicy(budget: 2),
                                previous: previous).plan([hourly(decomposed)])
    XCTAssertEqual(p.notifications.map { spelled($0.id) }, ["cafe<301>/20261122T130000Z", "cafe<301>/20261122T140000Z"])
    XCTAssertEqual(p.diff?.add.map(spelled), ["cafe<301>/20261122T130000Z", "cafe<301>/20261122T140000Z"])
    XCTAssertEqual(p.diff?.remove.map(spelled), ["caf<E9>/20261122T140000Z"])
    XCTAssertEqual(p.diff?.keep, [])
    XCTAssertEqual(p.notifications(for: precomposed).count, 0)
    XCTAssertEqual(p.notifications(for: decomposed).count, 2)
  }

  // A device's pending identifiers are matched the same way.
  func testNotificationUpdateMatchesIdentifiersByBytes() {
    let request = NotificationRequest(identifier: decomposed + "/20261122T130000Z",
                                      dateComponents: DateComponents(year: 2026, month: 11, day: 22, hour: 13),
                                      fireDate: Date(timeIntervalSince1970: 1_795_352_400), title: "Tea")
    let update = NotificationUpdate(pending: [precomposed + "/20261122T130000Z"], requests: [request])
    XCTAssertEqual(update.remove.map(spelled), ["caf<E9>/20261122T130000Z"])
    XCTAssertEqual(update.add.map { spelled($0.identifier) }, ["cafe<301>/20261122T130000Z"])
    XCTAssertEqual(update.keep, [])
  }
}
