// `libical-duplicate-month-day` in the month SKIP lays a missing leap month in: a day BYMONTHDAY
// names twice there shifts libical 3.0.16's BYSETPOS as in a listed month.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 (SKIP for a missing leap month), §4.2; RFC 5545 §3.3.10 BYSETPOS

  /// Chinese 2020 has 4L and no 7L: BACKWARD gives month 7 (2020-08-19, 29 days), whose 28th is
  /// -2 too: the set is {09-02, 09-15} and -1 is 09-15. libical finds 7L by position (month 7),
  /// steps back to month 6 (07-21, 29 days) and counts its 28th twice: a size of 3 for 2 days, so
  /// -1 picks nothing in 2020. Lists: libical 3.0.16 as installed, Recur's expansion.
  func testSkipMonthOfAMissingLeapMonthDoublesADay() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=7L;BYMONTHDAY=-2,15,28;BYSETPOS=-1;SKIP=BACKWARD;COUNT=6"
    let r = run(rule, "DTSTART;VALUE=DATE:20200305")
    XCTAssertEqual(r.native, ["20200915", "20210905", "20220825", "20230913", "20240901", "20250920"])
    XCTAssertEqual(r.libical, ["20210905", "20240901", "20270830", "20300827", "20310816", "20320903"])
    XCTAssertEqual(r.cls, "libical-duplicate-month-day")
    // Neighbour: without -2 no day is named twice; libical's month 6 in years with an earlier
    // leap month is its own class alone (libical 3.0.16 as installed).
    let n = run("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=7L;BYMONTHDAY=15,28;BYSETPOS=-1;SKIP=BACKWARD;COUNT=6",
                "DTSTART;VALUE=DATE:20200305")
    XCTAssertEqual(n.native, ["20200915", "20210904", "20220825", "20230912", "20240831", "20250919"])
    XCTAssertEqual(n.libical, ["20200817", "20210904", "20220825", "20230814", "20240831", "20250821"])
    XCTAssertEqual(n.cls, "rscale-leap-month-skip-after-leap")
  }

  /// Random seed 8509 #4447: libical's periods start late (INTERVAL=4) and all fall past UNTIL,
  /// so it gives nothing; without UNTIL its first is 2037-09-08, its sets shifted in years whose
  /// month 6 or 7 (BACKWARD for the missing 7L) names its 28th twice.
  func testSeed8509MissingLeapMonthDoubledDayLate() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;INTERVAL=4;BYMONTH=1,4,3,7L;BYMONTHDAY=-2,28,15;BYSETPOS=-1,-2;WKST=SA;SKIP=BACKWARD;UNTIL=20370717T085000Z"
    let r = run(rule, "DTSTART;TZID=Pacific/Apia:20200305T085000")
    XCTAssertEqual(r.native, ["20200901T195000Z", "20200914T195000Z", "20240830T195000Z", "20240831T195000Z", "20280915T195000Z",
                              "20280916T195000Z", "20320901T195000Z", "20320902T195000Z", "20360904T195000Z", "20360917T195000Z"])
    XCTAssertEqual(r.libical, [])
    XCTAssertEqual(r.cls, "rscale-yearly-interval-year-late+libical-duplicate-month-day")
  }
}
