// rscale-leap-month-byday-forward under BYSETPOS: in a Hebrew year without Adar I libical
// chooses BYSETPOS's positions from a set holding Adar's BYDAY days for BYMONTH=5L.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §4.2 leap months ("5L"), §3.1 SKIP=OMIT, RFC 5545 §3.3.10 BYSETPOS

  /// Random seed 8491 #1218 (floating and shortened; the seed's Apia zone adds libical's gap
  /// carry). Hebrew 5776 has Adar I; 5777 and 5778 do not, so with SKIP=OMIT their set is the
  /// Sundays of Tishri, Heshvan and Tevet: the 3rd (2016-10-23, 2017-10-08) and the
  /// 2nd-to-last (Tevet's 2017-01-15, 2018-01-07). libical 3.0.16 puts Adar's Sundays in the set
  /// and takes 2017-03-19 and 2018-03-04 (the rule with SKIP=FORWARD).
  func testMissingLeapMonthUnderBydaySetPos() {
    let rule = "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=1,2,4,5L;BYDAY=SU;BYSETPOS=3,-2;COUNT=6"
    let r = run(rule, "DTSTART:20160201T031500")
    XCTAssertEqual(r.native, ["20160228T031500", "20161023T031500", "20170115T031500", "20171008T031500",
                              "20180107T031500", "20180930T031500"])
    XCTAssertEqual(r.libical, ["20160228T031500", "20161023T031500", "20170319T031500", "20171008T031500",
                               "20180304T031500", "20180930T031500"])
    XCTAssertEqual(r.cls, "rscale-leap-month-byday-forward")
    // The seed's own case: Apia also has libical carry the 2017-09-24 gap hour to 2017-10-08.
    let apia = run("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=1,2,4,5L;BYDAY=SU;BYSETPOS=3,-2;SKIP=OMIT;UNTIL=20180401T031500Z",
                   "DTSTART;TZID=Pacific/Apia:20160201T031500")
    XCTAssertEqual(apia.native, ["20160227T131500Z", "20161022T131500Z", "20170114T131500Z", "20171007T131500Z", "20180106T131500Z"])
    XCTAssertEqual(apia.libical, ["20160227T131500Z", "20161022T131500Z", "20170318T131500Z", "20171007T141500Z", "20180303T131500Z"])
    XCTAssertEqual(apia.cls, "rscale-leap-month-byday-forward+dst-gap-carry")
    // Neighbour: BYMONTHDAY instead of BYDAY, where libical keeps OMIT, agrees.
    XCTAssertEqual(run("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=1,2,4,5L;BYMONTHDAY=10,20;BYSETPOS=3,-2;COUNT=6",
                       "DTSTART:20160201T031500").cls, "agree")
    // Neighbour: a Recur answer that differs in 5776, a year with Adar I, is not this.
    XCTAssertEqual(classify(rule, "DTSTART:20160201T031500",
                            native: ["20160221T031500", "20161023T031500", "20170115T031500", "20171008T031500",
                                     "20180107T031500", "20180930T031500"],
                            libical: r.libical), "unexplained")
    // Neighbour: a Recur answer with another Tevet Sunday (2017-01-08) in 5777, a year without
    // Adar I, is not this: there Recur's days must be its answer for BYMONTH=1,2,4.
    XCTAssertEqual(classify(rule, "DTSTART:20160201T031500",
                            native: ["20160228T031500", "20161023T031500", "20170108T031500", "20171008T031500",
                                     "20180107T031500", "20180930T031500"],
                            libical: r.libical), "unexplained")
    // Neighbour: a libical answer that is not the FORWARD one (Adar's last Sunday) is not this.
    XCTAssertEqual(classify(rule, "DTSTART:20160201T031500", native: r.native,
                            libical: ["20160228T031500", "20161023T031500", "20170326T031500", "20171008T031500",
                                      "20180304T031500", "20180930T031500"]), "unexplained")
  }
}
