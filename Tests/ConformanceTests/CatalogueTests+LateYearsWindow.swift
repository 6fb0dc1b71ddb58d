// `rscale-yearly-interval-year-late` when the comparison window's end falls before libical's
// first late period, so that libical gives nothing in the window: found by random seed 7603 (#5149).

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 INTERVAL from DTSTART; RFC 7529 §3.1 SKIP; tabular Islamic calendar

  /// Random seed 7603 #5149, with a window ending in 2200. No month of the tabular Islamic
  /// calendar has a 31st, so FORWARD moves Jumada II's 31st to 1 Rajab; on Recur's periods (1442,
  /// 1446, ...) 1 Rajab is a Thursday first on 2122-01-08. libical counts INTERVAL from 1443 and
  /// finds its first Thursday in 2227, past the window. Without the window its answer is Recur's
  /// from the later year (the class's reading).
  func testLatePeriodsPastTheWindowLeaveLibicalNothing() {
    let c = ConformanceCase(rule: "RSCALE=ISLAMIC-TBLA;FREQ=YEARLY;INTERVAL=4;BYMONTHDAY=31;BYDAY=TH;SKIP=FORWARD;COUNT=3",
                            dtstart: "DTSTART:20210131T011500Z", before: "22000101T000000Z", source: "test")
    var report = ConformanceReport()
    ConformanceRunner(native: NativeEngine()).compare(c, into: &report)
    let d = report.divergences.first
    XCTAssertEqual(d?.native, ["21220108T011500Z", "21291013T011500Z", "21370718T011500Z"])
    XCTAssertEqual(d?.libical, [])
    XCTAssertEqual(d?.class, "rscale-yearly-interval-year-late")
  }

  /// Neighbours: the same empty answer in the window, where the answer without the window is
  /// no later period's (each of libical's days an hour late), or begins inside the window (which
  /// then cannot be what hid it): unexplained.
  func testEmptyWindowWithoutLatePeriodsIsNotYearLate() {
    let rule = "RSCALE=ISLAMIC-TBLA;FREQ=YEARLY;INTERVAL=4;BYMONTHDAY=31;BYDAY=TH;SKIP=FORWARD;COUNT=3"
    let native = Expansion(outcome: .occurrences(["21220108T011500Z", "21291013T011500Z", "21370718T011500Z"]))
    func classify(before: String, wide: [String]) -> String {
      let c = ConformanceCase(rule: rule, dtstart: "DTSTART:20210131T011500Z", before: before, source: "test")
      let rerun: @Sendable (ConformanceCase) -> Expansion? = { $0.before == nil && $0.rule == rule ? Expansion(outcome: .occurrences(wide)) : nil }
      return Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: Expansion(outcome: .occurrences([])),
                                                     rerun: rerun))
    }
    XCTAssertEqual(classify(before: "22000101T000000Z", wide: ["22271011T021500Z", "22350716T021500Z", "22430420T021500Z"]),
                   "unexplained")
    XCTAssertEqual(classify(before: "23000101T000000Z", wide: ["22271011T011500Z", "22350716T011500Z", "22430420T011500Z"]),
                   "unexplained")
    // The reading itself: the window ends before libical's late days, which are Recur's a year later.
    XCTAssertEqual(classify(before: "22000101T000000Z", wide: ["22271011T011500Z", "22350716T011500Z", "22430420T011500Z"]),
                   "rscale-yearly-interval-year-late")
  }
}
