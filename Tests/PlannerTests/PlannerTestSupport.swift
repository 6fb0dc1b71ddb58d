// Helpers for the Planner tests: instants from text, lazy streams with call counters, and a
// compact rendering of a selection ("UID@YYYYMMDDTHHMMSSZ") so expected plans are written out.

import XCTest
@testable import Planner
import Zones

/// The instant `text` names (`2026-11-22T13:00:00Z`); fails the test when it is malformed.
func at(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Instant {
  guard let instant = InstantText.parse(text) else {
    XCTFail("bad instant in test: \(text)", file: file, line: line)
    return Instant(secondsSinceEpoch: 0)
  }
  return instant
}

/// Counts how many times each stream was asked for an occurrence.
final class CallCounter: @unchecked Sendable {
  private(set) var calls: [String: Int] = [:]
  func record(_ uid: String) { calls[uid, default: 0] += 1 }
  var total: Int { calls.values.reduce(0, +) }
}

/// A lazy arithmetic series: `start`, `start + step`, … (`count` of them, or unbounded).
struct StepStream: OccurrenceStream {
  let uid: String
  var nextValue: Instant
  let step: Int64
  var remaining: Int?
  let counter: CallCounter?

  init(uid: String, start: Instant, step: Int64, count: Int? = nil, counter: CallCounter? = nil) {
    self.uid = uid
    self.nextValue = start
    self.step = step
    self.remaining = count
    self.counter = counter
  }

  mutating func next() -> Instant? {
    counter?.record(uid)
    if let left = remaining {
      guard left > 0 else { return nil }
      remaining = left - 1
    }
    defer { nextValue = nextValue.adding(seconds: step) }
    return nextValue
  }
}

/// A one-time source at `time`.
func oneTime(_ uid: String, _ time: String) -> PlanningSource {
  PlanningSource(uid: uid, kind: .oneTime, stream: InstantListStream([at(time)]))
}

/// A recurring source every `step` seconds from `start` (`count` occurrences, or unbounded).
func series(_ uid: String, from start: String, every step: Int64, count: Int? = nil,
            counter: CallCounter? = nil) -> PlanningSource {
  PlanningSource(uid: uid, kind: .recurring,
                 stream: StepStream(uid: uid, start: at(start), step: step, count: count, counter: counter))
}

/// `UID@YYYYMMDDTHHMMSSZ` for each pick, in plan order.
func rendered(_ selection: PlanSelection) -> [String] {
  selection.picks.map { "\($0.uid)@\(NotificationID.utcText($0.occurrence))" }
}

/// `UID@YYYYMMDDTHHMMSSZ` for each notification, in plan order.
func rendered(_ plan: Plan) -> [String] {
  plan.notifications.map { "\($0.reminderUID)@\(NotificationID.utcText($0.fireAt))" }
}

let hour: Int64 = 3600
let day: Int64 = 86_400
