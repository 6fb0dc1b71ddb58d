// Zones built from explicit data, as the Recurrence layer builds them from VTIMEZONE
// observances (RFC 5545 §3.6.5: TZOFFSETFROM/TZOFFSETTO at each onset), and the transitions
// API the Reminders exporter reads back.

import XCTest
import Zones

final class ExplicitZoneTests: XCTestCase {
  let est = LocalTimeType(offset: off(-5), abbreviation: "EST", isDST: false)
  let edt = LocalTimeType(offset: off(-4), abbreviation: "EDT", isDST: true)

  // Source: RFC 5545 §3.6.5 (the US-Eastern VTIMEZONE example, 2026 onsets) and §3.3.5.
  func testGapAndFoldFromExplicitTransitions() throws {
    let zone = try Zone(identifier: "US-Eastern", initial: est, transitions: [
      ZoneTransition(instant: utc(2026, 3, 8, 7), offsetBefore: off(-5), to: edt),
      ZoneTransition(instant: utc(2026, 11, 1, 6), offsetBefore: off(-4), to: est),
    ])
    XCTAssertEqual(zone.resolve(wall(2026, 3, 8, 2, 30)), .gap(before: off(-5), after: off(-4)))
    XCTAssertEqual(zone.instant(for: wall(2026, 3, 8, 2, 30)), utc(2026, 3, 8, 7, 30))
    XCTAssertEqual(zone.resolve(wall(2026, 11, 1, 1, 30)), .fold(earlier: off(-4), later: off(-5)))
    XCTAssertEqual(zone.instant(for: wall(2026, 11, 1, 1, 30)), utc(2026, 11, 1, 5, 30))
    XCTAssertEqual(zone.offset(at: utc(2020, 7, 1)), off(-5))    // before the first: initial
    XCTAssertEqual(zone.offset(at: utc(2030, 7, 1)), off(-5))    // after the last, no rule: last type
    XCTAssertNil(zone.ongoingRule)
  }

  // Source: tzdata America/New_York; a zone from the same transitions and footer agrees with
  // the TZif zone on every hour of 2020...2040 and on the transitions listed.
  func testExplicitZoneMatchesTZifZone() throws {
    let ny = try Zone.named("America/New_York")
    let listed = ny.transitions(in: utc(1800, 1, 1)..<utc(2030, 1, 1))
    let rebuilt = try Zone(identifier: "NY-rebuilt",
                           initial: LocalTimeType(offset: off(-4, 56, 2), abbreviation: "LMT", isDST: false),
                           transitions: listed, ongoing: ny.ongoingRule)
    XCTAssertEqual(rebuilt.transitions(in: utc(2020, 1, 1)..<utc(2041, 1, 1)),
                   ny.transitions(in: utc(2020, 1, 1)..<utc(2041, 1, 1)))
    var t = utc(2020, 1, 1)
    while t < utc(2041, 1, 1) {
      XCTAssertEqual(rebuilt.localTimeType(at: t), ny.localTimeType(at: t), "\(t)")
      let civil = ny.civil(at: t)
      XCTAssertEqual(rebuilt.resolve(civil), ny.resolve(civil), "\(civil)")
      t = t.adding(seconds: 3600)
    }
  }

  // Source: RFC 5545 §3.6.5 (an observance with an RRULE and no end, e.g. Sydney's
  // "FREQ=YEARLY;BYMONTH=10;BYDAY=1SU"): the rule alone, with no listed transitions.
  func testOngoingRuleOnlySouthernHemisphere() throws {
    let aest = LocalTimeType(offset: off(10), abbreviation: "AEST", isDST: false)
    let aedt = LocalTimeType(offset: off(11), abbreviation: "AEDT", isDST: true)
    let rule = OngoingZoneRule(standard: aest, daylight: .init(
      type: aedt,
      start: TransitionRule(day: .monthWeekday(month: 10, week: 1, weekday: .sunday), time: 7200),
      end: TransitionRule(day: .monthWeekday(month: 4, week: 1, weekday: .sunday), time: 10800)))
    let zone = try Zone(identifier: "Sydney-rule", initial: aest, transitions: [], ongoing: rule)
    // tzdata Australia/Sydney: 2026-04-05 03:00 AEDT = 2026-04-04T16:00Z, 2026-10-04 02:00 AEST = 2026-10-03T16:00Z.
    XCTAssertEqual(zone.transitions(in: utc(2026, 1, 1)..<utc(2027, 1, 1)), [
      ZoneTransition(instant: utc(2026, 4, 4, 16), offsetBefore: off(11), to: aest),
      ZoneTransition(instant: utc(2026, 10, 3, 16), offsetBefore: off(10), to: aedt),
    ])
    XCTAssertEqual(zone.resolve(wall(2026, 10, 4, 2, 30)), .gap(before: off(10), after: off(11)))
    XCTAssertEqual(zone.instant(for: wall(2026, 10, 4, 2, 30)), utc(2026, 10, 3, 16, 30))   // 03:30 AEDT
    XCTAssertEqual(zone.resolve(wall(2026, 4, 5, 2, 30)), .fold(earlier: off(11), later: off(10)))
    XCTAssertEqual(zone.instant(for: wall(2026, 4, 5, 2, 30)), utc(2026, 4, 4, 15, 30))     // 02:30 AEDT
    XCTAssertEqual(zone.offset(at: utc(1900, 1, 1)), off(11))   // the rule holds in every year
    XCTAssertEqual(try Zone.named("Australia/Sydney").transitions(in: utc(2026, 1, 1)..<utc(2027, 1, 1)),
                   zone.transitions(in: utc(2026, 1, 1)..<utc(2027, 1, 1)))
  }

  // Source: the transitions API contract: `limit` caps the count; the range is half-open.
  func testTransitionsLimitAndHalfOpenRange() throws {
    let ny = try Zone.named("America/New_York")
    XCTAssertEqual(ny.transitions(in: utc(2026, 3, 8, 7)..<utc(2026, 11, 1, 6)).map(\.instant), [utc(2026, 3, 8, 7)])
    XCTAssertEqual(ny.transitions(in: utc(2000, 1, 1)..<utc(3000, 1, 1), limit: 5).count, 5)
    XCTAssertEqual(ny.transitions(in: utc(2000, 1, 1)..<utc(3000, 1, 1)).count, 2000)
    XCTAssertEqual(ny.transitions(in: utc(2026, 1, 1)..<utc(2026, 1, 1)), [])
    // 800 years of footer transitions cross the 400-year cycle twice without a seam.
    let far = ny.transitions(in: utc(2400, 1, 1)..<utc(3200, 1, 1))
    XCTAssertEqual(far.count, 1600)
    for (a, b) in zip(far, far.dropFirst()) { XCTAssertEqual(a.offsetAfter, b.offsetBefore) }
  }

  // Source: tzdata rules: US "Rule US 2007 max" (first change 2007-03-11 02:00 EST), EU since
  // 1996 (October's last Sunday; 1995's change was in September), Lord Howe "Rule LH 2008 max"
  // (first change 2008-04-06 02:00 +11), Kathmandu's last change 1986-01-01 00:00 +0530.
  func testOngoingRuleStart() throws {
    XCTAssertEqual(try Zone.named("America/New_York").ongoingRuleStart, utc(2007, 3, 11, 7))
    XCTAssertEqual(try Zone.named("Europe/Berlin").ongoingRuleStart, utc(1996, 3, 31, 1))
    XCTAssertEqual(try Zone.named("Australia/Lord_Howe").ongoingRuleStart, utc(2008, 4, 5, 15))
    XCTAssertEqual(try Zone.named("Asia/Kathmandu").ongoingRuleStart, utc(1985, 12, 31, 18, 30))
    XCTAssertNil(Zone.utc.ongoingRuleStart)
  }

  // Source: the brief (errors carry the identifier, the index and the valid form).
  func testInvalidExplicitData() {
    XCTAssertThrowsError(try Zone(identifier: "Bad", initial: est, transitions: [
      ZoneTransition(instant: utc(2026, 11, 1, 6), offsetBefore: off(-4), to: est),
      ZoneTransition(instant: utc(2026, 3, 8, 7), offsetBefore: off(-5), to: edt),
    ])) { error in
      XCTAssertEqual(error as? ZoneError, .invalidTransitions("Bad", index: 1, expected: "an instant later than transition 0's (2026-11-01T06:00:00Z), found 2026-03-08T07:00:00Z"))
    }
    XCTAssertThrowsError(try Zone(identifier: "Bad", initial: est, transitions: [
      ZoneTransition(instant: utc(2026, 3, 8, 7), offsetBefore: off(-5), offsetAfter: UTCOffset(seconds: 100_000), abbreviation: "X", isDST: false),
    ])) { error in
      XCTAssertEqual(error as? ZoneError, .invalidTransitions("Bad", index: 0, expected: "an offset in -89999...93599 seconds, found 100000"))
    }
    // Two changes 30 minutes apart, each moving clocks by an hour: their wall-clock spans overlap.
    XCTAssertThrowsError(try Zone(identifier: "Bad", initial: est, transitions: [
      ZoneTransition(instant: utc(2026, 3, 8, 7), offsetBefore: off(-5), to: edt),
      ZoneTransition(instant: utc(2026, 3, 8, 7, 30), offsetBefore: off(-4), to: est),
    ])) { error in
      XCTAssertEqual(error as? ZoneError, .invalidTransitions("Bad", index: 1, expected: "a wall-clock change that starts after transition 0's ends (2026-03-08T03:00:00 local), found one starting 2026-03-08T02:30:00"))
    }
    let badRule = OngoingZoneRule(standard: est, daylight: .init(
      type: edt, start: TransitionRule(day: .monthWeekday(month: 13, week: 1, weekday: .sunday)),
      end: TransitionRule(day: .julian(60))))
    XCTAssertThrowsError(try Zone(identifier: "Bad", initial: est, transitions: [], ongoing: badRule)) { error in
      XCTAssertEqual(error as? ZoneError, .invalidOngoingRule("Bad", rule: "EST5EDT,M13.1.0,J60", expected: "a start month 1...12"))
    }
  }

  // Source: RFC 5545 §3.3.5 via Disambiguation (the three policies on one gap and one fold).
  func testDisambiguationPolicies() {
    let gap = LocalTimeResolution.gap(before: off(-5), after: off(-4))
    let fold = LocalTimeResolution.fold(earlier: off(-4), later: off(-5))
    let g = wall(2026, 3, 8, 2, 30), f = wall(2026, 11, 1, 1, 30)
    XCTAssertEqual(Disambiguation.rfc5545.instant(for: g, resolution: gap), utc(2026, 3, 8, 7, 30))
    XCTAssertEqual(Disambiguation.earlier.instant(for: g, resolution: gap), utc(2026, 3, 8, 6, 30))
    XCTAssertEqual(Disambiguation.later.instant(for: g, resolution: gap), utc(2026, 3, 8, 7, 30))
    XCTAssertEqual(Disambiguation.rfc5545.instant(for: f, resolution: fold), utc(2026, 11, 1, 5, 30))
    XCTAssertEqual(Disambiguation.earlier.instant(for: f, resolution: fold), utc(2026, 11, 1, 5, 30))
    XCTAssertEqual(Disambiguation.later.instant(for: f, resolution: fold), utc(2026, 11, 1, 6, 30))
  }

  // Source: the fixed-offset surface (no transitions, no gaps, no folds).
  func testFixedOffsetZone() {
    let zone = Zone(identifier: "+0545", fixedOffset: off(5, 45))
    XCTAssertEqual(zone.instant(for: wall(2026, 3, 8, 9)), utc(2026, 3, 8, 3, 15))
    XCTAssertEqual(zone.transitions(in: utc(1900, 1, 1)..<utc(2100, 1, 1)), [])
    XCTAssertEqual(Zone.utc.abbreviation(at: utc(2026, 1, 1)), "UTC")
    // Extreme instants neither trap nor loop.
    _ = zone.civil(at: Instant(secondsSinceEpoch: .max))
    _ = zone.civil(at: Instant(secondsSinceEpoch: .min))
  }
}
