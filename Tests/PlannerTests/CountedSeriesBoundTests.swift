// The planner's bounds that stand in for expansion (docs/SEMANTICS.md "Planner", "work proportional to what is
// planned"): bounds on the last occurrence of COUNT series counted in whole periods
// (`RecurrenceRule.lastOccurrenceBounds`), and the wall-clock HOURLY bound
// (`EarliestOccurrence.hourlyWallBound`), checked against the Recurrence engine's own
// occurrences (through the planner's VTODO streams) across New York's and London's 2026 DST
// changes, gap and fold times included.

import XCTest
import ICalendar
@testable import Planner
import Recurrence
import Zones

final class CountedSeriesBoundTests: XCTestCase {
  /// Every occurrence of a VTODO with `dtstart` (a content line) and `rule`, as fire instants.
  func occurrences(_ dtstart: Property, _ rule: String) throws -> [Instant] {
    var todo = Component(name: "VTODO")
    todo.append(Property(name: "UID", text: "S"))
    todo.append(dtstart)
    todo.append(Property(name: "RRULE", rawValue: rule))
    let reminder = try XCTUnwrap(try PlannableReminder(vtodo: todo, file: "t.ics"))
    var stream = reminder.occurrences(Instant(secondsSinceEpoch: 0))
    var out: [Instant] = []
    while out.count < 2_000, let t = stream.next() { out.append(t) }
    return out
  }

  /// Source: reasoned property test against the engine. 4 zones/forms × 14 starts (days
  /// around the 2026 DST changes, 02:30 gap and 01:30 fold times) × 10 COUNT rules: the
  /// engine's last occurrence lies within the bounds; the upper bound is known for most.
  func testLastOccurrenceBoundsHoldAgainstTheEngine() throws {
    let ny = try Zone.named("America/New_York")
    let london = try Zone.named("Europe/London")
    let rules = ["FREQ=DAILY;COUNT=9", "FREQ=DAILY;INTERVAL=3;COUNT=20", "FREQ=WEEKLY;BYDAY=MO,TH;COUNT=7",
                 "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,WE,FR;COUNT=11", "FREQ=WEEKLY;COUNT=4", "FREQ=MONTHLY;COUNT=5",
                 "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=6", "FREQ=YEARLY;COUNT=3",
                 "FREQ=HOURLY;INTERVAL=3;COUNT=30", "FREQ=HOURLY;COUNT=50"]
    let days = ["20260301", "20260306", "20260308", "20260328", "20260329", "20261025", "20261030", "20261101",
                "20260131", "20260715"]
    let times = ["023000", "013000", "090000", "235900"]
    var checked = 0, withUpper = 0
    let windows = ZoneTransitionWindows()
    for (form, zone) in [("ny", Optional(ny)), ("london", Optional(london)), ("utc", nil), ("floating", nil)] {
      for day in days {
        for time in times.prefix(day == "20260715" ? 1 : 4) {
          for rule in rules {
            let text = day + "T" + time + (form == "utc" ? "Z" : "")
            let value = try RecurrenceTime(iCalendar: text, zone: zone)
            let property = zone.map { Property(name: "DTSTART", parameters: [Parameter(name: "TZID", value: $0.identifier)], rawValue: text) }
              ?? Property(name: "DTSTART", rawValue: text)
            let all = try occurrences(property, rule)
            guard let last = all.last else { continue }
            let startInstant = value.instant ?? Zone.utc.instant(for: value.civil)
            let parsed = try RecurrenceRule(parsing: rule)
            let listedOnce = parsed.lastOccurrenceBounds(start: value, startInstant: startInstant, floatingZone: .utc,
                                                         windows: windows)
            guard let bounds = parsed.lastOccurrenceBounds(start: value, startInstant: startInstant, floatingZone: .utc) else {
              XCTAssertNil(listedOnce, "\(form) \(text) \(rule)")
              continue
            }
            // The same bounds with the zone's transitions listed once (shared across zones).
            XCTAssertEqual(listedOnce?.lower, bounds.lower, "\(form) \(text) \(rule)")
            XCTAssertEqual(listedOnce?.upper, bounds.upper, "\(form) \(text) \(rule)")
            checked += 1
            XCTAssertLessThanOrEqual(bounds.lower, last, "\(form) \(text) \(rule)")
            if let upper = bounds.upper {
              withUpper += 1
              XCTAssertLessThan(last, upper, "\(form) \(text) \(rule)")
            }
          }
        }
      }
    }
    XCTAssertGreaterThan(checked, 900)
    XCTAssertGreaterThan(withUpper, 500)
  }

  /// Source: reasoned property test against the engine (HOURLY steps in wall-clock time,
  /// docs/SEMANTICS.md gap/fold reading). For 3-hourly and 5-hourly New York series started
  /// before the spring and autumn changes, at 96 instants around them the bound is at most
  /// the first occurrence after the instant, and equals it where one offset holds for two days.
  func testHourlyWallBoundAgainstTheEngine() throws {
    let ny = try Zone.named("America/New_York")
    var exact = 0
    for (start, step) in [("20260305T013000", 3), ("20261028T224500", 3), ("20260307T020000", 5), ("20261031T011500", 5)] {
      let all = try occurrences(Property(name: "DTSTART", parameters: [Parameter(name: "TZID", value: "America/New_York")],
                                         rawValue: start), "FREQ=HOURLY;INTERVAL=\(step);COUNT=200")
      let wall = try RecurrenceTime(iCalendar: start, zone: ny).civil.secondsSinceEpoch
      guard let first = all.first else { return XCTFail("no occurrences") }
      for i in 0..<96 {
        let after = first.adding(seconds: Int64(i) * 5_400 + 600)
        guard let next = all.first(where: { $0 > after }) else { continue }
        let bound = EarliestOccurrence.hourlyWallBound(after: after, zone: ny, startWall: wall, step: Int64(step) * 3600)
        XCTAssertLessThanOrEqual(bound, next, "\(start) after \(after)")
        let window = after.adding(seconds: -2 * 86_400)..<after.adding(seconds: Int64(step) * 3600 + 2 * 86_400)
        if ny.transitions(in: window).isEmpty {
          XCTAssertEqual(bound, next, "\(start) after \(after)")
          exact += 1
        }
      }
    }
    XCTAssertGreaterThan(exact, 50)
  }

  /// Source: reasoned property test against the engine. For DAILY-or-coarser New York series
  /// whose days are filtered (WEEKLY;BYDAY, MONTHLY;BYMONTHDAY, plain WEEKLY/MONTHLY/YEARLY),
  /// at 200 instants through 2026 the time-of-day bound on the first allowed day is at most
  /// the engine's first occurrence after the instant, and equals it for most (with DTSTART
  /// bounding it while ahead, as `PlannableReminder(vtodo:)` combines them).
  func testDayFilteredBoundAgainstTheEngine() throws {
    let ny = try Zone.named("America/New_York")
    let rules = ["FREQ=WEEKLY;BYDAY=MO,TH", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,WE", "FREQ=WEEKLY",
                 "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1", "FREQ=MONTHLY;BYMONTHDAY=1,-1", "FREQ=MONTHLY",
                 "FREQ=YEARLY", "FREQ=DAILY;INTERVAL=2"]
    var equal = 0, checked = 0
    for rule in rules {
      for start in ["20260108T013000", "20260131T090000", "20260308T023000"] {
        let value = try RecurrenceTime(iCalendar: start, zone: ny)
        let all = try occurrences(Property(name: "DTSTART", parameters: [Parameter(name: "TZID", value: "America/New_York")],
                                           rawValue: start), rule + ";COUNT=400")
        let parsed = try RecurrenceRule(parsing: rule)
        guard let shape = SeriesBound.of(rule: parsed, anchor: value, anchorInstant: ny.instant(for: value.civil),
                                         floatingZone: .utc, allDayTime: SmartCondition.allDayTime) else {
          return XCTFail("no bound for \(rule)")
        }
        for i in 0..<200 {
          let after = at("2026-01-10T00:00:00Z").adding(seconds: Int64(i) * 150_000)
          guard let next = all.first(where: { $0 > after }) else { continue }
          // DTSTART is the set's first instance even when the rule does not generate it (RFC
          // 5545 §3.8.5.3), so the planner bounds a series by it too while it is ahead.
          let first = ny.instant(for: value.civil)
          let bound = first > after ? min(first, shape.bound(after: after, lead: 0)) : shape.bound(after: after, lead: 0)
          XCTAssertLessThanOrEqual(bound, next, "\(rule) \(start) after \(after)")
          checked += 1
          if bound == next { equal += 1 }
        }
      }
    }
    XCTAssertGreaterThan(checked, 3_000)
    XCTAssertGreaterThan(equal, checked / 2)
  }

  /// Source: RFC 5545 §3.3.5 as `Zone.instant(for:)` implements it (docs/SEMANTICS.md, gap and
  /// fold). The planner's wall-clock cache gives the zone's own answer for every quarter hour
  /// of 2025–2027 in New York, London, Lord Howe (a 30-minute change) and UTC, read in an
  /// order that jumps between stretches.
  func testWallClockCacheEqualsTheZone() throws {
    for name in ["America/New_York", "Europe/London", "Australia/Lord_Howe", "UTC"] {
      let zone = try Zone.named(name)
      var cache = WallClockCache()
      let start = CivilDateTime(year: 2025, month: 1, day: 1)?.secondsSinceEpoch ?? 0
      let quarters = 3 * 366 * 96
      for i in 0..<quarters {
        // A fixed permutation of the quarter hours (stride coprime with the count).
        let k = (i &* 7_919) % quarters
        let civil = CivilDateTime(secondsSinceEpoch: start + Int64(k) * 900)
        let expected = zone.instant(for: civil)
        let got = cache.instant(civil, zone)
        if got != expected { return XCTFail("\(name) \(civil): \(got) != \(expected)") }
      }
    }
  }
}
