// libical 3.0.16's MONTHLY walk under an RSCALE without leap months (`rscale-monthly-walk`):
// SKIP's moved days against BYMONTH and BYSETPOS, a late first month, a first day written a
// year late. Each case has its RFC 7529 reading written out, and a neighbour the class must not
// swallow.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP, RFC 5545 §3.3.10 BYMONTH and BYSETPOS

  /// Random seed 7419 #3633: Asvina, Kartika and Agrahayana (INDIAN 7, 8, 9) have 30 days, so
  /// DTSTART's 31st (31 Asadha, 2011-07-22) moves FORWARD to 1 Kartika, 1 Agrahayana and 1 Pausa
  /// (2011-10-23, 11-22, 12-22). libical 3.0.16 drops 1 Pausa: month 10 is not in BYMONTH. The
  /// narrower `rscale-skip-moved-day`, tried first, names it; the walk agrees with it.
  func testMonthWalkDropsMovedDayOutsideBymonth() throws {
    let r = run("RSCALE=INDIAN;FREQ=MONTHLY;BYMONTH=8,7,9;SKIP=FORWARD;COUNT=4", "DTSTART;TZID=America/Santiago:20110722T070000")
    XCTAssertEqual(r.native, ["20111023T100000Z", "20111122T100000Z", "20111222T100000Z", "20121023T100000Z"])
    XCTAssertEqual(r.libical, ["20111023T100000Z", "20111122T100000Z", "20121023T100000Z", "20121122T100000Z"])
    XCTAssertEqual(r.cls, "rscale-skip-moved-day")
    let c = ConformanceCase(rule: "RSCALE=INDIAN;FREQ=MONTHLY;BYMONTH=8,7,9;SKIP=FORWARD;COUNT=4",
                            dtstart: "DTSTART;TZID=America/Santiago:20110722T070000", source: "test")
    let observation = Observation(testCase: c, native: NativeEngine().expand(c), oracle: LibICalEngine().expand(c))
    let walk = try XCTUnwrap(Catalogue.standard.entry(named: "rscale-monthly-walk"))
    XCTAssertEqual(Catalogue(entries: [walk]).classify(observation), "rscale-monthly-walk")
    // Neighbour: without SKIP nothing moves and the engines agree.
    XCTAssertEqual(run("RSCALE=INDIAN;FREQ=MONTHLY;BYMONTH=7,8,9;COUNT=4", "DTSTART;VALUE=DATE:20110722").cls, "agree")
    // Neighbour: a libical list keeping 1 Pausa but losing 1 Kartika is not the walk.
    XCTAssertEqual(classify("RSCALE=INDIAN;FREQ=MONTHLY;BYMONTH=7,8,9;SKIP=FORWARD;COUNT=4", "DTSTART;VALUE=DATE:20110722",
                            native: ["20111023", "20111122", "20111222", "20121023"],
                            libical: ["20111122", "20111222", "20121122", "20121222"]), "unexplained")
  }

  /// Random seed 7412 #5235: with INTERVAL=2 from 2035-12-01 the months are December, February,
  /// April, ...; February 2036's set is {15, 29, Mar 1} (-1, -2: Feb 29, Mar 1), February 2037's
  /// {15, Mar 1} (29 and 30 both move), so Feb 15 and Mar 1, then April. libical 3.0.16 counts
  /// three values in February 2037's set size, drops Feb 15 as position -3, yields nothing, and
  /// counts on from March: May, July.
  func testMonthWalkCountsMovedDaysInTheSetSize() {
    let r = run("RSCALE=GREGORIAN;FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=30,15,29;BYSETPOS=-1,-2;SKIP=FORWARD;COUNT=18", "DTSTART;VALUE=DATE:20351201")
    XCTAssertEqual(r.native, ["20351229", "20351230", "20360229", "20360301", "20360429", "20360430", "20360629", "20360630", "20360829",
                              "20360830", "20361029", "20361030", "20361229", "20361230", "20370215", "20370301", "20370429", "20370430"])
    XCTAssertEqual(r.libical, ["20351229", "20351230", "20360229", "20360301", "20360429", "20360430", "20360629", "20360630", "20360829",
                               "20360830", "20361029", "20361030", "20361229", "20361230", "20370529", "20370530", "20370729", "20370730"])
    XCTAssertEqual(r.cls, "rscale-monthly-walk")
    // Neighbour: without SKIP (OMIT) nothing moves: February 2037 is {15} in both engines.
    XCTAssertEqual(run("RSCALE=GREGORIAN;FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=30,15,29;BYSETPOS=-1,-2;COUNT=18", "DTSTART;VALUE=DATE:20351201").cls, "agree")
  }

  /// Random seed 7407 #13514: from 2027-10-24 with INTERVAL=5 the months are October, March,
  /// ..., February 2031; BYMONTH=2 keeps Februaries every five years, where day 29 is Feb 29 or
  /// (SKIP=FORWARD) Mar 1, kept when a Saturday: 2031-03-01, 2076-02-29, 2081-03-01. libical
  /// 3.0.16 starts in January 2028 (BUDDHIST month_diff: 12 months, not a multiple of 5), so its
  /// Februaries are 2030, 2035, ...; it drops Mar 1 (month 3 is not listed): 2240-02-29 and
  /// 2420-02-29 before its last year, 2582.
  func testMonthWalkStartsLateUnderBuddhist() {
    let r = run("RSCALE=BUDDHIST;FREQ=MONTHLY;INTERVAL=5;BYMONTH=2;BYMONTHDAY=29;BYDAY=SA;BYSETPOS=-1;SKIP=FORWARD;COUNT=29",
                "DTSTART;TZID=Asia/Tehran:20271024T034500")
    XCTAssertEqual(r.native, ["20310301T001500Z", "20760229T001500Z", "20810301T001500Z", "21160229T001500Z", "21210301T001500Z",
                              "21660301T001500Z", "22060301T001500Z", "22510301T001500Z", "22960229T001500Z", "23360229T001500Z",
                              "23410301T001500Z", "23860301T001500Z", "24310301T001500Z", "24760229T001500Z", "24810301T001500Z",
                              "25160229T001500Z", "25210301T001500Z", "25660301T001500Z", "26060301T001500Z", "26510301T001500Z",
                              "26960229T001500Z", "27360229T001500Z", "27410301T001500Z", "27860301T001500Z", "28310301T001500Z",
                              "28760229T001500Z", "28810301T001500Z", "29160229T001500Z", "29210301T001500Z"])
    XCTAssertEqual(r.libical, ["22400229T001500Z", "24200229T001500Z"])
    XCTAssertEqual(r.cls, "rscale-monthly-walk")
    // Neighbour: with SKIP=OMIT no day moves and Recur's Februaries are leap-year ones
    // (2076, 2116, 2296); libical's late start is then another class's case.
    let omit = run("RSCALE=BUDDHIST;FREQ=MONTHLY;INTERVAL=5;BYMONTH=2;BYMONTHDAY=29;BYDAY=SA;BYSETPOS=-1;COUNT=3", "DTSTART;VALUE=DATE:20271024")
    XCTAssertEqual(omit.native, ["20760229", "21160229", "22960229"])
    XCTAssertNotEqual(omit.cls, "rscale-monthly-walk")
  }

  // MARK: Source: RFC 5545 §3.3.10 INTERVAL and BYSETPOS, RFC 7529 §3 (COPTIC months)

  /// Random seed 7407 #1142: from 6 Thout 1748 (2031-09-17) with INTERVAL=2 the months are 1, 3,
  /// ..., 13 of 1748 (13 months), then 2, 4, ... of 1749: BYMONTH=11,1 gives Thout and Epip 1748,
  /// then Thout and Epip 1750 (Wednesdays to Fridays, positions 2 and -3). libical 3.0.16 starts
  /// in Nasie 1747 (month_diff), so its months are Thout and Epip of 1749, 1751, ...; in Nasie
  /// (6 days) no Friday falls before the month's end, ICU's calendar is left in 1748, and Nasie's
  /// kept Thursday, day 366 of 1747, is written as day 366 of 1748: 2032-09-11.
  func testMonthWalkWritesFirstDayAYearLateAfterNasie() {
    let r = run("RSCALE=COPTIC;FREQ=MONTHLY;INTERVAL=2;BYMONTH=11,1;BYDAY=FR,TH,WE;BYSETPOS=-3,2;WKST=WE;COUNT=5", "DTSTART;VALUE=DATE:20310917")
    XCTAssertEqual(r.native, ["20310917", "20311008", "20320709", "20320804", "20330915"])
    XCTAssertEqual(r.libical, ["20320911", "20320916", "20321006", "20330713", "20330803"])
    XCTAssertEqual(r.cls, "rscale-monthly-walk")
    // The seed's own rule, with SKIP=FORWARD (no day moves) and in Berlin.
    XCTAssertEqual(run("RSCALE=COPTIC;FREQ=MONTHLY;INTERVAL=2;BYMONTH=11,1;BYDAY=FR,TH,WE;BYSETPOS=-3,2;WKST=WE;SKIP=FORWARD;COUNT=5",
                       "DTSTART;TZID=Europe/Berlin:20310917T034500").cls, "rscale-monthly-walk")
    // Neighbour: the same months without the year-late day are a late start alone (Recur's
    // answer from Paopi 1748), not the walk.
    XCTAssertEqual(classify("RSCALE=COPTIC;FREQ=MONTHLY;INTERVAL=2;BYMONTH=11,1;BYDAY=FR,TH,WE;BYSETPOS=-3,2;WKST=WE;COUNT=5", "DTSTART;VALUE=DATE:20310917",
                            native: r.native, libical: ["20320916", "20321006", "20330713", "20330803", "20340914"]),
                   "rscale-monthly-interval-month-late")
  }

  // MARK: Source: RFC 5545 §3.3.10 BYDAY and BYSETPOS in YEARLY rules, RFC 7529 §3.1 SKIP

  /// Random seed 7407 #1493: BYDAY's days of February and November (4WE, -2SU; 17TU exists in
  /// no month), every fourth year from 2020: 2020-11-22, 11-25, 2024-02-18, 02-28, ... libical
  /// 3.0.16 starts in 2021 (ROC 109 against Gregorian 2020) and adds DTSTART's 29th, which
  /// February 2021 lacks, moved FORWARD to Mar 1.
  func testYearlyBydayWalkAddsMovedDtstartDay() {
    let r = run("RSCALE=ROC;FREQ=YEARLY;INTERVAL=4;BYMONTH=2,11;BYDAY=4WE,-2SU,17TU;SKIP=FORWARD;COUNT=15", "DTSTART;VALUE=DATE:20200229")
    XCTAssertEqual(r.native, ["20201122", "20201125", "20240218", "20240228", "20241117", "20241127", "20280220", "20280223",
                              "20281119", "20281122", "20320222", "20320225", "20321121", "20321124", "20360217"])
    XCTAssertEqual(r.libical, ["20210221", "20210224", "20210301", "20211121", "20211124", "20250216", "20250226", "20250301",
                               "20251123", "20251126", "20290218", "20290228", "20290301", "20291118", "20291128"])
    XCTAssertEqual(r.cls, "rscale-yearly-byday-walk")
    // Neighbour: without SKIP nothing moves and the late start alone remains.
    XCTAssertEqual(run("RSCALE=ROC;FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYDAY=4WE;COUNT=3", "DTSTART;VALUE=DATE:20200229").cls,
                   "rscale-yearly-interval-year-late")
  }

  /// Random seed 7416 #10524: Hebrew 5766 has no Adar I, so BYMONTH=9,5L;BYDAY=TH;SKIP=BACKWARD
  /// is Shevat's and Sivan's Thursdays, and BYSETPOS=-2 Sivan's second-to-last (2006-06-15).
  /// libical 3.0.16's set holds Adar's Thursdays and 16 Shevat (DTSTART's day), which BYSETPOS
  /// counts as a position but not in the size: -2 is 2006-06-08.
  func testYearlyBydayWalkCountsShevatDayAsAPosition() {
    let r = run("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=9,5L;BYDAY=TH;BYSETPOS=-2;SKIP=BACKWARD;COUNT=3", "DTSTART:20041228T003000")
    XCTAssertEqual(r.native, ["20050630T003000", "20060615T003000", "20070607T003000"])
    XCTAssertEqual(r.libical, ["20050630T003000", "20060608T003000", "20070531T003000"])
    XCTAssertEqual(r.cls, "rscale-yearly-byday-walk")
    // Neighbour: with SKIP=OMIT libical writes no Shevat day and the engines agree.
    XCTAssertEqual(run("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=9,5L;BYDAY=TH;BYSETPOS=-2;COUNT=3", "DTSTART:20041228T003000").cls, "agree")
    // Neighbour: a libical list one more Thursday early is not the walk.
    XCTAssertEqual(classify("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=9,5L;BYDAY=TH;BYSETPOS=-2;SKIP=BACKWARD;COUNT=3", "DTSTART:20041228T003000",
                            native: r.native, libical: ["20050630T003000", "20060601T003000", "20070524T003000"]), "unexplained")
  }

  /// Random seed 8311 #6654: Dhu al-Hijjah 1457 (ISLAMIC-TBLA, 2036-01-29 to 02-26) has 29
  /// days. BYSETPOS=3,-1 over the Saturdays of months 1, 5 and 12 keeps 2036-02-23 (the last).
  /// libical 3.0.16 also writes DTSTART's 30th (30 Jumada I, 2035-08-04) for month 12, moves it
  /// FORWARD to the next year's first day (1 Muharram 1458, 2036-02-27), which BYSETPOS, run
  /// over the year's own days, neither positions nor drops: libical gives it.
  func testYearlyBydayWalkKeepsDayMovedPastTheYear() {
    let r = run("RSCALE=ISLAMIC-TBLA;FREQ=YEARLY;BYMONTH=5,1,12;BYDAY=SA;BYSETPOS=3,-1;SKIP=FORWARD;COUNT=6", "DTSTART;VALUE=DATE:20350804")
    XCTAssertEqual(r.native, ["20360223", "20360315", "20370214", "20370307", "20380130", "20380220"])
    XCTAssertEqual(r.libical, ["20360223", "20360227", "20360315", "20370214", "20370307", "20380130"])
    XCTAssertEqual(r.cls, "rscale-yearly-byday-walk")
    // Neighbour: with SKIP=OMIT the 30th is dropped and the engines agree.
    XCTAssertEqual(run("RSCALE=ISLAMIC-TBLA;FREQ=YEARLY;BYMONTH=5,1,12;BYDAY=SA;BYSETPOS=3,-1;COUNT=6", "DTSTART;VALUE=DATE:20350804").cls, "agree")
    // The random run's form: zoned, with its window's end (libical's UNTIL).
    let c = ConformanceCase(rule: "RSCALE=ISLAMIC-TBLA;FREQ=YEARLY;BYMONTH=5,1,12;BYDAY=SA;BYSETPOS=3,-1;SKIP=FORWARD",
                            dtstart: "DTSTART;TZID=Europe/Dublin:20350804T051500", before: "22350101T000000Z", source: "test")
    var report = ConformanceReport()
    ConformanceRunner(native: NativeEngine()).compare(c, into: &report)
    XCTAssertEqual(report.divergences.first?.class, "rscale-yearly-byday-walk")
  }

  /// Random seed 8313 #13078: Hebrew 5785 has no Adar I, so BYMONTH=6,9,5L;SKIP=FORWARD is
  /// Adar and Sivan, whose 2MO and -4TU make a set of four days; BYSETPOS=1,-1 keeps the first
  /// and the last (2025-06-09 in 5785). libical 3.0.16 counts Adar's two days again for 5L in
  /// the set's size (six), so -1 names no day in years without Adar I.
  func testYearlyBydayWalkCountsAResolvedLeapMonthTwice() {
    let r = run("RSCALE=HEBREW;FREQ=YEARLY;INTERVAL=5;BYMONTH=6,9,5L;BYDAY=2MO,-4TU;BYSETPOS=1,-1;SKIP=FORWARD;COUNT=8", "DTSTART;VALUE=DATE:20250311")
    XCTAssertEqual(r.native, ["20250609", "20300211", "20300610", "20350213", "20350618", "20400221", "20400521", "20450221"])
    XCTAssertEqual(r.libical, ["20300211", "20300610", "20350213", "20350618", "20400221", "20450221", "20500301", "20550302"])
    XCTAssertEqual(r.cls, "rscale-yearly-byday-walk")
    // Neighbour: without 5L no month is counted twice and the engines agree.
    XCTAssertEqual(run("RSCALE=HEBREW;FREQ=YEARLY;INTERVAL=5;BYMONTH=6,9;BYDAY=2MO,-4TU;BYSETPOS=1,-1;SKIP=FORWARD;COUNT=5", "DTSTART;VALUE=DATE:20250311").cls, "agree")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP=FORWARD, §4.2 leap months; RFC 5545 §3.3.10 BYSETPOS

  /// Random seed 8421 #12782: Chinese 2028 has a leap 5th month; from 30/1 (2028-02-24) every
  /// month's 30th, or the 1st of the next month where it is missing (months 4, 5L, 6, 8, 9 have
  /// 29 days): 2/30, 3/30, 5/1 (05-24), 5/30 (06-22), 6/1 (07-22), ... With BYSETPOS a month
  /// whose day moved keeps nothing of its own, so libical 3.0.16 yields nothing and counts on from
  /// the month get_day_of_year last set: from 4 it set 5/1, so it goes to 5L; from 5L "6L" is
  /// past the year's months (the 1st of 2029), the calendar stays, so 6; from 6 it set 7/1, so 8;
  /// from 8, 10: it gives 10/30 (12-15) next, losing 5/30 and 7/30.
  func testMonthWalkThroughChineseLeapMonth() throws {
    let r = run("RSCALE=CHINESE;FREQ=MONTHLY;BYSETPOS=-1;SKIP=FORWARD;COUNT=8", "DTSTART:20280224T020300Z")
    XCTAssertEqual(r.native, ["20280224T020300Z", "20280325T020300Z", "20280424T020300Z", "20280524T020300Z",
                              "20280622T020300Z", "20280722T020300Z", "20280820T020300Z", "20280918T020300Z"])
    XCTAssertEqual(r.libical, ["20280224T020300Z", "20280325T020300Z", "20280424T020300Z", "20281215T020300Z",
                               "20290114T020300Z", "20290314T020300Z", "20290413T020300Z", "20300103T020300Z"])
    XCTAssertEqual(r.cls, "rscale-monthly-walk")
    // The seed's rule, shorter: one BYSECOND value gives every occurrence its second, and the
    // walk alone explains it (the catalogue names it by the narrower BYSETPOS class first).
    let c = ConformanceCase(rule: "RSCALE=CHINESE;FREQ=MONTHLY;BYSECOND=37;BYSETPOS=-1;WKST=FR;SKIP=FORWARD;COUNT=4",
                            dtstart: "DTSTART:20280224T020300Z", source: "test")
    let seconds = Observation(testCase: c, native: NativeEngine().expand(c), oracle: LibICalEngine().expand(c))
    XCTAssertEqual(seconds.oracle.outcome.list, ["20280224T020337Z", "20280325T020337Z", "20280424T020337Z", "20281215T020337Z"])
    let walk = try XCTUnwrap(Catalogue.standard.entry(named: "rscale-monthly-walk"))
    XCTAssertEqual(Catalogue(entries: [walk]).classify(seconds), "rscale-monthly-walk")
    // Neighbour: without BYSETPOS the moved days are yielded (5L's as 2029-02-13) and the
    // narrower class keeps its name.
    XCTAssertEqual(run("RSCALE=CHINESE;FREQ=MONTHLY;SKIP=FORWARD;COUNT=8", "DTSTART:20280224T020300Z").cls,
                   "rscale-skip-forward-leap-month")
    // Neighbour: a Recur answer with a moved day off the RFC 7529 reading (5/1 a day late)
    // is not the walk: the walk weighs Recur's moved days too.
    XCTAssertEqual(classify("RSCALE=CHINESE;FREQ=MONTHLY;BYSETPOS=-1;SKIP=FORWARD;COUNT=8", "DTSTART:20280224T020300Z",
                            native: ["20280224T020300Z", "20280325T020300Z", "20280424T020300Z", "20280525T020300Z",
                                     "20280622T020300Z", "20280722T020300Z", "20280820T020300Z", "20280918T020300Z"],
                            libical: ["20280224T020300Z", "20280325T020300Z", "20280424T020300Z", "20281215T020300Z",
                                      "20290114T020300Z", "20290314T020300Z", "20290413T020300Z", "20300103T020300Z"]), "unexplained")
    // Neighbour: a libical list that went on from month 6 after 5L (7/30, 2028-09-18) is not the walk.
    XCTAssertEqual(classify("RSCALE=CHINESE;FREQ=MONTHLY;BYSETPOS=-1;SKIP=FORWARD;COUNT=8", "DTSTART:20280224T020300Z",
                            native: ["20280224T020300Z", "20280325T020300Z", "20280424T020300Z", "20280524T020300Z",
                                     "20280622T020300Z", "20280722T020300Z", "20280820T020300Z", "20280918T020300Z"],
                            libical: ["20280224T020300Z", "20280325T020300Z", "20280424T020300Z", "20280918T020300Z",
                                      "20281215T020300Z", "20290114T020300Z", "20290314T020300Z", "20290413T020300Z"]), "unexplained")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3 (CLDR `chinese`: months begin on the new moon's day in Beijing)

  /// Random seed 8421 #12782, through 2030: the walk of testMonthWalkThroughChineseLeapMonth
  /// goes on to month 11 of 2029 (2030-01-03); New Year 2030 is 02-03 (new moon 02-03 00:07
  /// Beijing, as the Hong Kong Observatory's tables say), so month 12 of 2029 has 30 days and
  /// its 30th is 02-02. libical's ICU begins 2030 on 02-02: its month 12 has 29 days (moved,
  /// nothing yielded), and its 30ths of months 1 and 2 are 03-03 and 04-02 (Recur: 03-04,
  /// 04-03). The walk through libical's own month starts gives libical's list.
  func testMonthWalkThroughICUMonthStarts() {
    let rule = "RSCALE=CHINESE;FREQ=MONTHLY;BYSETPOS=-1;SKIP=FORWARD;COUNT=10"
    let r = run(rule, "DTSTART:20280224T020300Z")
    XCTAssertEqual(r.native, ["20280224T020300Z", "20280325T020300Z", "20280424T020300Z", "20280524T020300Z", "20280622T020300Z",
                              "20280722T020300Z", "20280820T020300Z", "20280918T020300Z", "20281018T020300Z", "20281116T020300Z"])
    XCTAssertEqual(r.libical, ["20280224T020300Z", "20280325T020300Z", "20280424T020300Z", "20281215T020300Z", "20290114T020300Z",
                               "20290314T020300Z", "20290413T020300Z", "20300103T020300Z", "20300303T020300Z", "20300402T020300Z"])
    XCTAssertEqual(r.cls, "rscale-monthly-walk+chinese-new-moon-day")
    // Neighbour: a libical list with 2030's 30ths on Recur's days (03-04, 04-03) is neither
    // walk: the plain one gives 2030-02-02 after 01-03, the one on libical's months 03-03.
    let c = ConformanceCase(rule: rule, dtstart: "DTSTART:20280224T020300Z", source: "test")
    let libical = Expansion(outcome: .occurrences(["20280224T020300Z", "20280325T020300Z", "20280424T020300Z", "20281215T020300Z",
                                                   "20290114T020300Z", "20290314T020300Z", "20290413T020300Z", "20300103T020300Z",
                                                   "20300304T020300Z", "20300403T020300Z"]))
    let obs = Observation(testCase: c, native: NativeEngine().expand(c), oracle: libical, rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP, §3 INTERVAL in the calendar's months; RFC 5545 §3.3.10 BYSETPOS

  /// Random seed 8462 #3896 (UNTIL=20080219 there): DANGI, every second month from month 1 of
  /// 1999 (DTSTART 1999-02-27 is its 12th), BYMONTHDAY=30,19 with BYSETPOS=-2 is the 19th in
  /// every month (a 29-day month's 30th moves FORWARD to the next month's 1st, still after the
  /// 19th). libical 3.0.16 also yields each moved 30th (never filtered by BYSETPOS: 1999-05-15,
  /// 07-13), and from 4L of 2001 (2001-05-23, 29 days) moves it to New Year 2002 (02-12), past
  /// UNTIL, which ends its list after 2001-06-10 (months counted with the leap month, as ICU
  /// adds them).
  func testMonthWalkWithIntervalThroughDangiLeapMonth() throws {
    let rule = "RSCALE=DANGI;FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=30,19;BYSETPOS=-2;SKIP=FORWARD;UNTIL=20020101"
    let start = "DTSTART;VALUE=DATE:19990227"
    let r = run(rule, start)
    XCTAssertEqual(r.native, ["19990306", "19990504", "19990702", "19990829", "19991027", "19991226", "20000223", "20000423", "20000620",
                              "20000818", "20001016", "20001214", "20010211", "20010412", "20010610", "20010808", "20011005", "20011203"])
    XCTAssertEqual(r.libical, ["19990306", "19990504", "19990515", "19990702", "19990713", "19990829", "19991027", "19991226", "20000223",
                               "20000423", "20000504", "20000620", "20000818", "20000829", "20001016", "20001027", "20001214", "20010211",
                               "20010412", "20010610"])
    XCTAssertEqual(r.cls, "rscale-monthly-walk")
    // The walk alone explains it.
    let c = ConformanceCase(rule: rule, dtstart: start, source: "test")
    let obs = Observation(testCase: c, native: NativeEngine().expand(c), oracle: LibICalEngine().expand(c), rerun: { LibICalEngine().expand($0) })
    let walk = try XCTUnwrap(Catalogue.standard.entry(named: "rscale-monthly-walk"))
    XCTAssertEqual(Catalogue(entries: [walk]).classify(obs), "rscale-monthly-walk")
    // The seed's case, to 2008.
    XCTAssertEqual(run("RSCALE=DANGI;FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=30,19;BYSETPOS=-2;SKIP=FORWARD;UNTIL=20080219", start).cls,
                   "rscale-monthly-walk")
    // Neighbour: a libical list that moved 4L's 30th to the next month's 1st (2001-06-21, as
    // with INTERVAL=1 from a month n) and went on is not the walk.
    let moved = Expansion(outcome: .occurrences(["19990306", "19990504", "19990515", "19990702", "19990713", "19990829", "19991027",
                                                 "19991226", "20000223", "20000423", "20000504", "20000620", "20000818", "20000829",
                                                 "20001016", "20001027", "20001214", "20010211", "20010412", "20010610", "20010621",
                                                 "20010808"]))
    let other = Observation(testCase: c, native: obs.native, oracle: moved, rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue(entries: [walk]).classify(other), "unexplained")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYMINUTE expands each day, INTERVAL; RFC 7529 §3

  /// Random seed 8465 #8004 (BYMINUTE=15,47,42 there, UNTIL 2028): ETHIOPIC, every fifth month
  /// from Meskerem 2017 (DTSTART 2024-09-26, 16 Meskerem), each Tuesday and Thursday at 22:15,
  /// 22:42 and 22:47. libical 3.0.16 starts in Tir (2025-01-09, month_diff's late first month)
  /// and writes that month's first day a year late (2025-09-10): the walk, each day at every
  /// time of day the rule gives (all no earlier than DTSTART's 22:00).
  func testMonthWalkWithSeveralTimesOfDay() {
    let r = run("RSCALE=ETHIOPIC;FREQ=MONTHLY;INTERVAL=5;BYDAY=TH,TU;BYMINUTE=15,42,47;SKIP=OMIT;COUNT=6", "DTSTART:20240926T220000Z")
    XCTAssertEqual(r.native, ["20240926T221500Z", "20240926T224200Z", "20240926T224700Z", "20241001T221500Z", "20241001T224200Z", "20241001T224700Z"])
    XCTAssertEqual(r.libical, ["20250910T221500Z", "20250910T224200Z", "20250910T224700Z", "20250109T221500Z", "20250109T224200Z", "20250109T224700Z"])
    XCTAssertEqual(r.cls, "rscale-monthly-walk")
    XCTAssertEqual(run("RSCALE=ETHIOPIC;FREQ=MONTHLY;INTERVAL=5;BYDAY=TH,TU;BYMINUTE=15,47,42;SKIP=OMIT;UNTIL=20280211T220000Z",
                       "DTSTART:20240926T220000Z").cls, "libical-unsorted-by-list+rscale-monthly-walk")
    // Neighbour: from 22:30 minute 15 lies before DTSTART's time of day, outside the walk.
    XCTAssertEqual(run("RSCALE=ETHIOPIC;FREQ=MONTHLY;INTERVAL=5;BYDAY=TH,TU;BYMINUTE=15,42,47;SKIP=OMIT;COUNT=6",
                       "DTSTART:20240926T223000Z").cls, "unexplained")
  }
}
