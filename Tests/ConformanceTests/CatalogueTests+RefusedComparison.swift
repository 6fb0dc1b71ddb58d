// libical-duplicate-month-day where libical refuses the comparison rule (the rule without the
// doubled leap month): its answer is read from its set without BYSETPOS, year by year.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP (leap months); RFC 5545 §3.3.10 BYSETPOS, §3.8.5.3

  /// Reasoned example. Hebrew BYMONTH=5L,5 is Adar I and Shevat, both 30 days: BYMONTHDAY=-30,10
  /// names their 1st and 10th. In a leap year (5795, 5798) the set has four days and BYSETPOS=-3
  /// is 10 Shevat (2035-01-20, 2038-01-16); a common year (5794, 5796, 5797, 5799) has no
  /// Adar I, SKIP=BACKWARD makes 5L Shevat again, the set is {1, 10 Shevat} and -3 selects
  /// nothing. libical counts Shevat twice and gives 10 Shevat every year. The comparison rule
  /// without 5L (BYMONTH=5) libical refuses outright (its first search finds no third day from
  /// the end), so its answer is read from its days for BYMONTH=5 without BYSETPOS.
  func testDoubledLeapMonthWithRefusedComparisonRule() {
    let dtstart = "DTSTART;VALUE=DATE:20330415"
    let rule = "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L,5;BYMONTHDAY=-30,10;BYSETPOS=-3;SKIP=BACKWARD;UNTIL=20400101"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20350120", "20380116"])
    XCTAssertEqual(r.libical, ["20340130", "20350120", "20360208", "20370126", "20380116", "20390204"])
    XCTAssertEqual(r.cls, "libical-duplicate-month-day")
    let counted = run("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L,5;BYMONTHDAY=-30,10;BYSETPOS=-3;SKIP=BACKWARD;COUNT=4", dtstart)
    XCTAssertEqual(counted.native, ["20350120", "20380116", "20410112", "20430121"])
    XCTAssertEqual(counted.libical, ["20340130", "20350120", "20360208", "20370126"])
    XCTAssertEqual(counted.cls, "libical-duplicate-month-day")
    // Neighbour: a Recur answer with 1 Shevat 5794 (2034-01-21) in a common year, where the set
    // {1, 10 Shevat} has no third day from the end, is not this class (libical asked again).
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    let obs = Observation(testCase: c, native: Expansion(outcome: .occurrences(["20340121", "20350120", "20380116"])),
                          oracle: LibICalEngine().expand(c), rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }
}
