// RSCALE expansions against dates published by calendar authorities, one test per calendar;
// each expectation is written out in full with the table it comes from.

import Recurrence
import XCTest

final class PublishedCalendarDateTests: XCTestCase {
  /// Chinese New Year (1st day of the 1st month), 2001-2030.
  /// Source: Hong Kong Observatory, Gregorian-Lunar Calendar Conversion Table
  /// (https://www.hko.gov.hk/en/gts/time/conversion.htm); Purple Mountain Observatory tables agree.
  /// libical 3.0.16 gives 2027-02-07 and 2030-02-02 (docs/CONFORMANCE.md, chinese-new-moon-day).
  func testChineseNewYear() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20010124", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1;COUNT=30"), [
      "20010124", "20020212", "20030201", "20040122", "20050209", "20060129", "20070218", "20080207",
      "20090126", "20100214", "20110203", "20120123", "20130210", "20140131", "20150219", "20160208",
      "20170128", "20180216", "20190205", "20200125", "20210212", "20220201", "20230122", "20240210",
      "20250129", "20260217", "20270206", "20280126", "20290213", "20300203",
    ])
  }

  /// Korean New Year (Seollal, 1st day of the 1st month of the Korean calendar), 2020-2026.
  /// Source: Korea Astronomy and Space Science Institute, public holiday tables.
  func testDangiSeollal() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20200125", "RSCALE=DANGI;FREQ=YEARLY;COUNT=7"), [
      "20200125", "20210212", "20220201", "20230122", "20240210", "20250129", "20260217",
    ])
  }

  /// Rosh Hashanah (1 Tishri), 5761-5791 (2000-2030).
  /// Source: the fixed Hebrew calendar as published by hebcal.com and the Orthodox Union
  /// holiday tables.
  func testRoshHashanah() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20000930", "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1;COUNT=31"), [
      "20000930", "20010918", "20020907", "20030927", "20040916", "20051004", "20060923", "20070913",
      "20080930", "20090919", "20100909", "20110929", "20120917", "20130905", "20140925", "20150914",
      "20161003", "20170921", "20180910", "20190930", "20200919", "20210907", "20220926", "20230916",
      "20241003", "20250923", "20260912", "20271002", "20280921", "20290910", "20300928",
    ])
  }

  /// 1 Ramadan in the Umm al-Qura calendar, 1421-1446 AH (2000-2025), 1424 left out (not
  /// confirmed from the table).
  /// Source: Umm al-Qura calendar of Saudi Arabia (King Abdulaziz City for Science and Technology,
  /// ummulqura.org.sa).
  func testUmmAlQuraRamadan() {
    let all = expand("DTSTART;VALUE=DATE:20001127", "RSCALE=ISLAMIC-UMALQURA;FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=1;COUNT=26")
    XCTAssertEqual(all.filter { !$0.hasPrefix("2003") }, [
      "20001127", "20011116", "20021106", "20041015", "20051004", "20060924", "20070913",
      "20080901", "20090822", "20100811", "20110801", "20120720", "20130709", "20140628", "20150618",
      "20160606", "20170527", "20180516", "20190506", "20200424", "20210413", "20220402", "20230323",
      "20240311", "20250301",
    ])
  }

  /// Nowruz (1 Farvardin), 1399-1404 (2020-2025): the day whose noon in Tehran follows the March
  /// equinox. Source: Calendar Center of the Institute of Geophysics, University of Tehran.
  func testPersianNowruz() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20200320", "RSCALE=PERSIAN;FREQ=YEARLY;COUNT=6"), [
      "20200320", "20210321", "20220321", "20230321", "20240320", "20250321",
    ])
  }

  /// Ethiopian New Year (1 Meskerem) and Coptic New Year (1 Thout): September 11, or September 12
  /// before a Gregorian leap year. Source: Ethiopian calendar as used by the Government of Ethiopia.
  func testEthiopicAndCopticNewYear() {
    let expected = ["20140911", "20150912", "20160911", "20170911", "20180911", "20190912",
                    "20200911", "20210911", "20220911", "20230912", "20240911", "20250911"]
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20140911", "RSCALE=ETHIOPIC;FREQ=YEARLY;COUNT=12"), expected)
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20140911", "RSCALE=COPTIC;FREQ=YEARLY;COUNT=12"), expected)
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20140911", "RSCALE=ETHIOAA;FREQ=YEARLY;COUNT=12"), expected)
  }

  /// New Year across the era change ICU (CLDR) counts years by: Ethiopic 1 Meskerem 5500 Amete
  /// Alem (0007-08-28) is followed by 1 Meskerem 1 Amete Mihret (0008-08-27), Coptic 1 Thout of
  /// year 0 before Diocletian (0283-08-30) by 1 Thout 1 (0284-08-29). Source: the calendars'
  /// arithmetic (Reingold & Dershowitz, Calendrical Calculations: Ethiopic epoch 8-08-29 Julian,
  /// Coptic epoch 284-08-29 Julian; 365 days, 366 when the year ends a 4-year cycle), in the
  /// proleptic Gregorian calendar.
  func testEthiopicAndCopticNewYearAcrossTheEraChange() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:00050827", "RSCALE=ETHIOPIC;FREQ=YEARLY;COUNT=6"), [
      "00050827", "00060827", "00070828", "00080827", "00090827", "00100827",
    ])
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:00050827", "RSCALE=ETHIOAA;FREQ=YEARLY;COUNT=6"), [
      "00050827", "00060827", "00070828", "00080827", "00090827", "00100827",
    ])
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:02820829", "RSCALE=COPTIC;FREQ=YEARLY;COUNT=4"), [
      "02820829", "02830830", "02840829", "02850829",
    ])
  }

  /// Indian national calendar: 1 Chaitra is March 22, March 21 in Gregorian leap years.
  /// Source: Government of India, Calendar Reform Committee (1957) rules for the Saka calendar.
  func testIndianNewYear() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20220322", "RSCALE=INDIAN;FREQ=YEARLY;COUNT=4"), [
      "20220322", "20230322", "20240321", "20250322",
    ])
  }

  /// BUDDHIST, JAPANESE and ROC have Gregorian months and days (CLDR): a yearly Feb 29 with
  /// SKIP=BACKWARD is Feb 28 in common years, exactly as under GREGORIAN (RFC 7529 §4.3).
  func testGregorianMonthScales() {
    for scale in ["BUDDHIST", "JAPANESE", "ROC"] {
      XCTAssertEqual(expand("DTSTART;VALUE=DATE:20120229", "RSCALE=\(scale);FREQ=YEARLY;SKIP=BACKWARD;COUNT=3"),
                     ["20120229", "20130228", "20140228"], scale)
    }
  }
}
