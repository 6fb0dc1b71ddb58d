// `rscale-leap-start-month-flag`: libical 3.0.16's first year of a Chinese/Dangi YEARLY BYMONTH
// rule from a DTSTART inside a leap month, whose first BYMONTH value ICU reads as a leap month.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §4.2 (BYMONTH "nL" names a leap month); RFC 5545 §3.3.10 BYSETPOS, §3.8.5.3

  /// Random seed 7801 #8198. Dangi 2028 has 5L (2028-06-23 to 07-21), so 2028-07-19 is 27 of 5L.
  /// The 2028 set is 11 and -3 of months 1, 2 and 11: 02-06, 02-22, 03-06, 03-23, 12-26,
  /// 2029-01-12; positions 1 and -3 (02-06, 03-23) lie before DTSTART, so Recur's first is
  /// 2029-02-23. libical reads BYMONTH's 1 as "1L" with the flag DTSTART's 5L left: month 2
  /// (FORWARD), so months 2, 2, 11 lay four days counted six times, and -3 is 2029-01-12.
  func testLeapStartMonthFlagCountsAMonthTwice() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=1,2,11;BYMONTHDAY=11,-3;BYSETPOS=1,-3;WKST=FR;SKIP=FORWARD;COUNT=9"
    let dtstart = "DTSTART:20280719T154500"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20290223T154500", "20290411T154500", "20300213T154500", "20300331T154500", "20310202T154500",
                              "20310320T154500", "20320221T154500", "20320407T154500", "20330210T154500"])
    XCTAssertEqual(r.libical, ["20290112T154500", "20290223T154500", "20290411T154500", "20300213T154500", "20300331T154500",
                               "20310202T154500", "20310320T154500", "20320221T154500", "20320407T154500"])
    XCTAssertEqual(r.cls, "rscale-leap-start-month-flag")
    // Neighbour: from 2028-06-19 (27 of month 5, no leap month) and from 2028-08-01 (month 6)
    // libical's flag is clear and the engines agree.
    XCTAssertEqual(run(rule, "DTSTART:20280619T154500").cls, "agree")
    XCTAssertEqual(run(rule, "DTSTART:20280801T154500").cls, "agree")
    // Neighbour: libical giving 2028-12-26 (11 of month 11, position 3 of its set) is not its
    // reading (asked with the lists sorted, so no rerun replaces the made-up answer).
    let c = ConformanceCase(rule: rule.replacingOccurrences(of: "11,-3;BYSETPOS=1,-3", with: "-3,11;BYSETPOS=-3,1"), dtstart: dtstart, source: "test")
    let obs = Observation(testCase: c, native: NativeEngine().expand(c),
                          oracle: Expansion(outcome: .occurrences(["20281226T154500"] + r.libical.dropFirst())),
                          rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }

  /// Chinese 2025 has 6L (2025-07-25 to 08-22): from 2025-08-01 (8 of 6L) BYMONTH=6,8;
  /// BYMONTHDAY=20 is the 20th of months 6 and 8, 2025-10-11 first (6's is 07-14). libical reads
  /// 6 as "6L" in 2025 and keeps 2025-08-13 (20 of 6L); BACKWARD moves it back to month 6.
  func testLeapStartMonthFlagLaysTheLeapMonth() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=6,8;BYMONTHDAY=20;SKIP=FORWARD;COUNT=4"
    let dtstart = "DTSTART;VALUE=DATE:20250801"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20251011", "20260802", "20260930", "20270723"])
    XCTAssertEqual(r.libical, ["20250813", "20251011", "20260802", "20260930"])
    XCTAssertEqual(r.cls, "rscale-leap-start-month-flag")
    // Neighbour: BACKWARD, where libical's set_month moves 6L back to month 6: the engines agree.
    XCTAssertEqual(run("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=6,8;BYMONTHDAY=20;SKIP=BACKWARD;COUNT=4", dtstart).cls, "agree")
    // Neighbour: a Recur mistake in the first year (an extra 2025-09-11, 20 of month 7, no
    // month of the rule) is not hidden: libical's own answer from the year's first day lacks it.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    let wrong = ["20250911", "20251011", "20260802", "20260930"]
    let obs = Observation(testCase: c, native: Expansion(outcome: .occurrences(wrong)),
                          oracle: LibICalEngine().expand(c), rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 7529 §4.2 (BYMONTH "nL"); RFC 5545 §3.3.10 BYSETPOS; CLDR Dangi months

  /// Dangi 2050 has 3L (2050-04-21 to 05-19), so 2050-05-17 is 27 of 3L. The set is -26 and -6
  /// of months 2 and 9 (four days); position 3 is 2050-10-18 (-26 of month 9). libical reads 2 as
  /// "2L" in 2050, found at month 3 and dropped (OMIT): two days, no position 3. From 2051 on
  /// both read the rule alike but libical's month 9 of 2051 begins a day late (its new moon):
  /// 2051-10-08, not 10-07, the class of the case from the year's first day.
  func testLeapStartMonthFlagWithTheCleanCaseClass() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=2,9;BYMONTHDAY=-26,-6;BYSETPOS=3,6;COUNT=4"
    let dtstart = "DTSTART;TZID=Asia/Seoul:20500517T083000"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20501018T233000Z", "20511007T233000Z", "20521025T233000Z", "20531014T233000Z"])
    XCTAssertEqual(r.libical, ["20511008T233000Z", "20521025T233000Z", "20531014T233000Z", "20541004T233000Z"])
    XCTAssertEqual(r.cls, "rscale-leap-start-month-flag+chinese-new-moon-day")
    // Neighbour: a libical first day of 2050-05-30 (no day of month 2, 3 or 9's -26 or -6) is
    // no reading of the flag's.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    let obs = Observation(testCase: c, native: NativeEngine().expand(c),
                          oracle: Expansion(outcome: .occurrences(["20500529T233000Z"] + r.libical.prefix(3))),
                          rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }
}
