// Catalogue classes for RSCALE months: a late first period with times of day before DTSTART's,
// DTSTART's day moved by SKIP under BYDAY, and a missing Hebrew leap month under BYDAY. Each
// reproducer has its RFC 7529 reading written out, and a neighbouring case the class must not
// swallow.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3 (months of the RSCALE calendar), RFC 5545 §3.3.10 INTERVAL

  /// Random seed 6210 #4473: from 11 Bahman 1390 (2012-01-31) the periods are Bahman, Khordad,
  /// Mehr, ...: 30 Bahman (2012-02-19, -1) at 00:11 and 16:11, then 2 and 31 Khordad. libical
  /// 3.0.16 counts from Esfand (1 and 29 Esfand, 2012-02-20 and 03-19), a month late; its first
  /// day's 00:11 is before DTSTART's time of day, which the late variant must keep.
  func testMonthLatePeriodKeepsEarlyTimesOfItsFirstDay() {
    let r = run("RSCALE=PERSIAN;FREQ=MONTHLY;INTERVAL=4;BYMONTHDAY=-1,-29;BYHOUR=0,16;COUNT=4", "DTSTART:20120131T011100")
    XCTAssertEqual(r.native, ["20120219T001100", "20120219T161100", "20120523T001100", "20120523T161100"])
    XCTAssertEqual(r.libical, ["20120220T001100", "20120220T161100", "20120319T001100", "20120319T161100"])
    XCTAssertEqual(r.cls, "rscale-monthly-interval-month-late")
    // Neighbour: libical's days at another time of day are not a late period.
    XCTAssertEqual(classify("RSCALE=PERSIAN;FREQ=MONTHLY;INTERVAL=4;BYMONTHDAY=-1,-29;BYHOUR=0,16;COUNT=4", "DTSTART:20120131T011100",
                            native: ["20120219T001100", "20120219T161100", "20120523T001100", "20120523T161100"],
                            libical: ["20120220T011100", "20120220T171100", "20120319T011100", "20120319T171100"]), "unexplained")
  }

  // MARK: Source: RFC 7529 §3.1 SKIP (only invalid generated dates move)

  /// Random seed 6206 #17783: Shawwal 1425 (ISLAMIC-TBLA) runs 2004-11-13 to 12-11 (29 days);
  /// BYDAY=SU gives its Sundays. libical 3.0.16 also moves DTSTART's day 30 to 1 Dhu al-Qadah,
  /// Sunday 2004-12-12, a month INTERVAL=5 passes over.
  func testSkipMovesDtstartDayUnderByday() {
    let r = run("RSCALE=ISLAMIC-TBLA;FREQ=MONTHLY;INTERVAL=5;BYDAY=SU;SKIP=FORWARD;COUNT=5", "DTSTART;VALUE=DATE:20040717")
    XCTAssertEqual(r.native, ["20041114", "20041121", "20041128", "20041205", "20050410"])
    XCTAssertEqual(r.libical, ["20041114", "20041121", "20041128", "20041205", "20041212"])
    XCTAssertEqual(r.cls, "rscale-skip-moves-dtstart-day")
    // Neighbour: without SKIP libical moves nothing, and the engines agree.
    XCTAssertEqual(run("RSCALE=ISLAMIC-TBLA;FREQ=MONTHLY;INTERVAL=5;BYDAY=SU;COUNT=5", "DTSTART;VALUE=DATE:20040717").cls, "agree")
    // Neighbour: a libical-only Sunday inside Shawwal is not a moved day.
    XCTAssertEqual(classify("RSCALE=ISLAMIC-TBLA;FREQ=MONTHLY;INTERVAL=5;BYDAY=SU;SKIP=FORWARD;COUNT=5", "DTSTART;VALUE=DATE:20040717",
                            native: ["20041114", "20041121", "20041128", "20041205", "20050410"],
                            libical: ["20041107", "20041114", "20041121", "20041128", "20041205"]), "unexplained")
  }

  // MARK: Source: RFC 7529 §4.2 leap months ("5L") and §3.1 SKIP

  /// Random seeds 6210 #9627 and 6209 #18341: Hebrew 5761 and 5762 have no Adar I (5L); with
  /// SKIP=BACKWARD BYMONTH=5L is Shevat (last Wednesdays 2001-02-21, 2002-02-06). libical 3.0.16
  /// takes Adar (2001-03-21, 2002-03-13), and with month 3 beside it also 1 Shevat (DTSTART's
  /// day of the month: 2001-01-25, 2002-01-14).
  func testMissingLeapMonthUnderBydayKeepsSkip() {
    let r = run("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=3,5L;BYDAY=-1WE;SKIP=BACKWARD;COUNT=6", "DTSTART;VALUE=DATE:20000901")
    XCTAssertEqual(r.native, ["20001220", "20010221", "20011212", "20020206", "20021204", "20030226"])
    XCTAssertEqual(r.libical, ["20001220", "20010125", "20010321", "20011212", "20020114", "20020313"])
    XCTAssertEqual(r.cls, "rscale-leap-month-byday-forward")
    // SKIP=OMIT (the default): nothing in 5780 (no Adar I); libical gives Adar's days.
    let omit = run("RSCALE=HEBREW;FREQ=YEARLY;INTERVAL=2;BYMONTH=2,5L;BYDAY=-4TU,1WE;WKST=WE;UNTIL=20210310T115320Z", "DTSTART:20180609T115320Z")
    XCTAssertEqual(omit.native, ["20191030T115320Z", "20191105T115320Z"])
    XCTAssertEqual(omit.libical, ["20191030T115320Z", "20191105T115320Z", "20200226T115320Z", "20200303T115320Z"])
    XCTAssertEqual(omit.cls, "rscale-leap-month-byday-forward")
    // Neighbour: SKIP=FORWARD is Adar in both engines.
    XCTAssertEqual(run("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYDAY=-1WE;SKIP=FORWARD;COUNT=3", "DTSTART;VALUE=DATE:20000901").cls, "agree")
    // Neighbour: a libical-only Shevat day that is not DTSTART's day of the month is not it.
    XCTAssertEqual(classify("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=3,5L;BYDAY=-1WE;SKIP=BACKWARD;COUNT=3", "DTSTART;VALUE=DATE:20000901",
                            native: ["20001220", "20010221", "20011212"],
                            libical: ["20001220", "20010126", "20010321"]), "unexplained")
  }
}
