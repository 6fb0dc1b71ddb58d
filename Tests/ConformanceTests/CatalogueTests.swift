// Every catalogue entry (docs/CONFORMANCE.md) recognised on its reproducer, where the native
// engine gives the RFC 5545 answer and libical 3.0.16 does not; both outputs asserted.

import Conformance
import XCTest

final class CatalogueTests: XCTestCase {
  func run(_ rule: String, _ dtstart: String) -> (native: [String], libical: [String], cls: String) {
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    var report = ConformanceReport()
    ConformanceRunner(native: NativeEngine()).compare(c, into: &report)
    guard let d = report.divergences.first else { return ([], [], "agree") }
    return (d.native, d.libical, d.class)
  }

  /// The class a made-up libical answer gets against Recur's own expansion of `rule`, libical
  /// re-asked for reruns: how neighbour tests ask "had libical answered this, which class?".
  func classify(_ rule: String, _ dtstart: String, libical: [String], wall: [String] = [],
                in catalogue: Catalogue = .standard) -> String {
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    let answer = Expansion(outcome: .occurrences(libical), wall: wall)
    return catalogue.classify(Observation(testCase: c, native: NativeEngine().expand(c), oracle: answer,
                                          rerun: { LibICalEngine().expand($0) }))
  }

  // MARK: Source: each entry's reproducer and its RFC text (Catalogue.standard)

  func testEveryEntryRecognisesItsReproducer() {
    for entry in Catalogue.standard.entries {
      let r = run(entry.reproducer.rule, entry.reproducer.dtstart)
      XCTAssertEqual(r.cls, entry.name, entry.name)
      XCTAssertEqual(r.native, entry.expected.native, entry.name)
      XCTAssertEqual(r.libical, entry.expected.libical, entry.name)
      XCTAssertNotEqual(r.native, r.libical, entry.name)
      XCTAssertFalse(entry.rfc.isEmpty, entry.name)
    }
  }

  /// Source: RFC 5545 §3.3.5 and docs/CONFORMANCE.md ("libical 3.0.16 keeps 03:30 on the day after the gap").
  func testGapCarryWrittenOut() {
    let r = run("FREQ=DAILY;COUNT=3", "DTSTART;TZID=America/New_York:20260307T023000")
    XCTAssertEqual(r.native, ["20260307T073000Z", "20260308T073000Z", "20260309T063000Z"])
    XCTAssertEqual(r.libical, ["20260307T073000Z", "20260308T073000Z", "20260309T073000Z"])
    XCTAssertEqual(r.cls, "dst-gap-carry")
  }

  /// Source: RFC 5545 §3.3.5, fold: "refers to the first occurrence"; Lord Howe's 30-minute fold.
  func testFoldLaterInLordHowe() {
    let r = run("FREQ=DAILY;COUNT=3", "DTSTART;TZID=Australia/Lord_Howe:20260404T014500")
    XCTAssertEqual(r.native, ["20260403T144500Z", "20260404T144500Z", "20260405T151500Z"])
    XCTAssertEqual(r.libical, ["20260403T144500Z", "20260404T151500Z", "20260405T151500Z"])
    XCTAssertEqual(r.cls, "dst-fold-later")
  }

  /// Source: RFC 5545 §3.3.10 BYSETPOS "within the set of recurrence instances"; September 2007
  /// has the set {28, 30} for BYMONTHDAY=-1,-3,28, so BYSETPOS=-3 selects nothing there.
  func testDuplicateMonthDayWrittenOut() {
    let r = run("FREQ=MONTHLY;BYMONTHDAY=-1,-3,28;BYSETPOS=-3;COUNT=3", "DTSTART:20070803T024500")
    XCTAssertEqual(r.native, ["20070828T024500", "20071028T024500", "20071228T024500"])
    XCTAssertEqual(r.libical, ["20070828T024500", "20070928T024500", "20071028T024500"])
    XCTAssertEqual(r.cls, "libical-duplicate-month-day")
  }

  /// Source: RFC 5545 §3.3.10 (BYHOUR limits SECONDLY); python-dateutil 2.9.0 gives 23:00:00 first.
  func testSubDailyJumpKeepsTimeWrittenOut() {
    let r = run("FREQ=SECONDLY;BYHOUR=23;COUNT=2", "DTSTART:20260101T143000")
    XCTAssertEqual(r.native, ["20260101T230000", "20260101T230001"])
    XCTAssertEqual(r.libical, ["20260101T233000", "20260101T233001"])
    XCTAssertEqual(r.cls, "libical-subdaily-jump-keeps-time")
  }

  /// Source: RFC 5545 §3.8.5.3 "only one recurrence is considered"; dateutil agrees with native.
  func testRepeatsInstancesWrittenOut() {
    let r = run("FREQ=MINUTELY;BYMINUTE=0,15;BYSECOND=4,30;COUNT=4", "DTSTART:20080920T171500Z")
    XCTAssertEqual(r.native, ["20080920T171504Z", "20080920T171530Z", "20080920T180004Z", "20080920T180030Z"])
    XCTAssertEqual(r.libical, ["20080920T171504Z", "20080920T171530Z", "20080920T171504Z", "20080920T171530Z"])
    XCTAssertEqual(r.cls, "libical-repeats-instances")
  }

  /// Source: RFC 7529 §3.1 SKIP=FORWARD (Feb 30 2028 → Wednesday Mar 1) and RFC 5545 §3.3.10's
  /// order (BYMONTHDAY before BYDAY): BYDAY=WE,TU keeps the moved day.
  func testSkipWithBydayWrittenOut() {
    let r = run("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=30,28;BYDAY=WE,TU;SKIP=FORWARD;COUNT=3", "DTSTART:20271215T000000")
    XCTAssertEqual(r.native, ["20271228T000000", "20280301T000000", "20280328T000000"])
    XCTAssertEqual(r.libical, ["20271228T000000", "20280328T000000", "20280530T000000"])
    XCTAssertEqual(r.cls, "libical-skip-with-byday")
  }

  /// Source: RFC 5545 §3.3.10; with COUNT=1 the skip shows only on the rule without COUNT.
  func testSkipsFirstInstancesWithCountOne() {
    let r = run("FREQ=MINUTELY;BYMINUTE=45;COUNT=1", "DTSTART;TZID=America/New_York:20301015T000000")
    XCTAssertEqual(r.native, ["20301015T044500Z"])
    XCTAssertEqual(r.libical, ["20301015T054500Z"])
    XCTAssertEqual(r.cls, "libical-skips-first-instances")
  }

  /// Source: RFC 5545 §3.3.10 (SECONDLY;BYSECOND=30 from 02:45:00 has 02:45:30); random seed
  /// 6209 #9647. UNTIL ends the set before libical's first instance (02:46:30), so libical's list
  /// is empty; the rule without UNTIL shows the skip.
  func testSkipsFirstInstancesHiddenByUntil() {
    let r = run("FREQ=SECONDLY;BYSECOND=30;UNTIL=20070930T024621Z", "DTSTART:20070930T024500Z")
    XCTAssertEqual(r.native, ["20070930T024530Z"])
    XCTAssertEqual(r.libical, [])
    XCTAssertEqual(r.cls, "libical-skips-first-instances")
  }

  /// Source: RFC 5545 §3.3.10 (MINUTELY;BYMINUTE=52 from 23:30 has 23:52 that hour): libical
  /// starts at the next hour, which BYMONTH=1 and UNTIL leave empty. (In random seed 6207, #12522
  /// has this rule but a window end before the next January, so no rerun shows the skip and the
  /// case stays unexplained.)
  func testSkipsFirstInstancesHiddenByUntilAndMonth() {
    let r = run("FREQ=MINUTELY;BYMONTH=1;BYMINUTE=52;UNTIL=20100219T175022Z", "DTSTART;TZID=UTC:20100131T233000")
    XCTAssertEqual(r.native, ["20100131T235200Z"])
    XCTAssertEqual(r.libical, [])
    XCTAssertEqual(r.cls, "libical-skips-first-instances")
  }

  /// Source: RFC 5545 §3.3.5; python-dateutil with zoneinfo gives 2003-03-28 01:00 Dublin = 01:00Z.
  /// libical shifts the 28th by the gap of the 30th, later in the same month.
  func testGapCarryWithinTheMonthInDublin() {
    let r = run("FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-2,28,-1;COUNT=11", "DTSTART;TZID=Europe/Dublin:20020923T010000")
    XCTAssertEqual(r.native, ["20020928T000000Z", "20020929T000000Z", "20020930T000000Z", "20021128T010000Z",
                              "20021129T010000Z", "20021130T010000Z", "20030128T010000Z", "20030130T010000Z",
                              "20030131T010000Z", "20030328T010000Z", "20030330T010000Z"])
    XCTAssertEqual(r.libical, ["20020928T000000Z", "20020929T000000Z", "20020930T000000Z", "20021128T010000Z",
                               "20021129T010000Z", "20021130T010000Z", "20030128T010000Z", "20030130T010000Z",
                               "20030131T010000Z", "20030328T020000Z", "20030330T010000Z"])
    XCTAssertEqual(r.cls, "dst-gap-carry")
  }

  /// Source: RFC 5545 §3.3.10 (BYSETPOS for DAILY, negative BYMONTHDAY) and python-dateutil 2.9.0,
  /// which gives Recur's list. libical ignores BYSETPOS, never matches -14 and walks BYHOUR as
  /// written: the combination is named only because libical's answer is Recur's for the rule
  /// without BYSETPOS and -14 (Catalogue+Combinations.swift).
  func testCombinedRewritesWrittenOut() {
    let r = run("FREQ=DAILY;BYMONTHDAY=-14,7;BYDAY=FR,MO,TH;BYHOUR=4,1,14;BYSETPOS=-2,-1;COUNT=4", "DTSTART:20060214T020100")
    XCTAssertEqual(r.native, ["20060407T040100", "20060407T140100", "20060417T040100", "20060417T140100"])
    XCTAssertEqual(r.libical, ["20060407T040100", "20060407T010100", "20060407T140100", "20060707T040100"])
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+libical-bysetpos-ignored+libical-negative-day-limit")
  }

  /// Source: RFC 5545 §3.3.10 (BYHOUR limits HOURLY every day); dateutil gives Recur's list.
  /// Dublin's gap of 1996-03-31 01:00: libical also drops 01:00 on April 1, and walks 15,1,22 as written.
  func testHourlyGapNextDayUnderUnsortedList() {
    let r = run("FREQ=HOURLY;BYHOUR=15,1,22;COUNT=5", "DTSTART;TZID=Europe/Dublin:19960331T080000")
    XCTAssertEqual(r.native, ["19960331T140000Z", "19960331T210000Z", "19960401T000000Z", "19960401T140000Z", "19960401T210000Z"])
    XCTAssertEqual(r.libical, ["19960331T210000Z", "19960401T140000Z", "19960401T000000Z", "19960401T210000Z", "19960402T140000Z"])
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+libical-hourly-gap-next-day")
  }

  /// Source: RFC 5545 §3.3.10 week numbering: 2014 has 52 weeks, so Monday 2014-12-29 (week 1 of
  /// 2015) is no week 53; dateutil gives Recur's list.
  func testWeekNoYearEndPhantomWeek53() {
    let r = run("FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO;COUNT=3", "DTSTART:20130601T000000")
    XCTAssertEqual(r.native, ["20151228T000000", "20201228T000000", "20261228T000000"])
    XCTAssertEqual(r.libical, ["20141229T000000", "20151228T000000", "20201228T000000"])
    XCTAssertEqual(r.cls, "libical-byweekno-year-end")
  }

  /// Source: RFC 5545 §3.3.10 (WEEKLY keeps DTSTART's weekday); dateutil gives Saturdays. Apia
  /// skipped 2011-12-30; October 2015 has five Saturdays but four Sundays, so the lists also
  /// fall out of step (the whole-case form of the entry).
  func testSkippedDayShiftWholeCase() {
    let r = run("FREQ=WEEKLY;BYMONTH=10;WKST=TU;COUNT=7", "DTSTART;TZID=Pacific/Apia:20110319T191500")
    XCTAssertEqual(r.native, ["20111002T051500Z", "20111009T051500Z", "20111016T051500Z", "20111023T051500Z",
                              "20111030T051500Z", "20121006T051500Z", "20121013T051500Z"])
    XCTAssertEqual(r.libical, ["20111002T051500Z", "20111009T051500Z", "20111016T051500Z", "20111023T051500Z",
                               "20111030T051500Z", "20121007T051500Z", "20121014T051500Z"])
    XCTAssertEqual(r.cls, "libical-skipped-day-shift")
  }

  /// Source: RFC 5545 §3.3.10 BYSETPOS after BYSECOND; dateutil gives Recur's list. libical applies
  /// BYSETPOS to the days; its reruns reach 2002, where its Tehran offsets are wrong
  /// (libical-tzif-offset), so the predicates weigh them with that defect undone (ConversionRepair).
  func testBysetposOnDaysWithRerunsInAWrongOffsetYear() {
    let r = run("FREQ=MONTHLY;BYDAY=SU;BYSECOND=0,47;BYSETPOS=-1;COUNT=19", "DTSTART;TZID=Asia/Tehran:20000930T190000")
    XCTAssertEqual(r.native, ["20001029T153047Z", "20001126T153047Z", "20001231T153047Z", "20010128T153047Z",
                              "20010225T153047Z", "20010325T143047Z", "20010429T143047Z", "20010527T143047Z",
                              "20010624T143047Z", "20010729T143047Z", "20010826T143047Z", "20010930T153047Z",
                              "20011028T153047Z", "20011125T153047Z", "20011230T153047Z", "20020127T153047Z",
                              "20020224T153047Z", "20020331T143047Z", "20020428T143047Z"])
    XCTAssertEqual(r.libical, ["20001029T153000Z", "20001029T153047Z", "20001126T153000Z", "20001126T153047Z",
                               "20001231T153000Z", "20001231T153047Z", "20010128T153000Z", "20010128T153047Z",
                               "20010225T153000Z", "20010225T153047Z", "20010325T143000Z", "20010325T143047Z",
                               "20010429T143000Z", "20010429T143047Z", "20010527T143000Z", "20010527T143047Z",
                               "20010624T143000Z", "20010624T143047Z", "20010729T143000Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-on-days-only")
  }

  /// Without the conversion entries no combination is named: the same Cairo gap case is then
  /// unexplained (the repair only undoes defects the catalogue itself lists).
  func testConversionRepairNeedsItsEntries() {
    let entries = Catalogue.standard.entries.filter { $0.name != "dst-gap-offset-after" }
    let runner = ConformanceRunner(native: NativeEngine(), catalogue: Catalogue(entries: entries))
    var report = ConformanceReport()
    runner.compare(ConformanceCase(rule: "FREQ=WEEKLY;COUNT=3", dtstart: "DTSTART;TZID=Africa/Cairo:20300412T000000",
                                   source: "test"), into: &report)
    XCTAssertEqual(report.divergences.first?.class, "unexplained")
  }

  /// A disagreement no entry explains is `unexplained` (a catalogue with no entries).
  func testUnexplainedWithoutEntries() {
    let runner = ConformanceRunner(native: NativeEngine(), catalogue: Catalogue(entries: []))
    var report = ConformanceReport()
    runner.compare(ConformanceCase(rule: "FREQ=DAILY;COUNT=3", dtstart: "DTSTART;TZID=America/New_York:20260307T023000",
                                   source: "test"), into: &report)
    XCTAssertEqual(report.unexplained, 1)
    XCTAssertEqual(report.divergences.first?.class, "unexplained")
  }

  /// Source: `recur conformance --random 20000 --seed 7`, case #17525. libical 3.0.16
  /// loops forever inside `icalrecur_iterator_next` on MINUTELY rules with BYMINUTE across Lord
  /// Howe's 30-minute fold of 2023-04-02 (this rule as written returned; its sorted-list rerun
  /// `BYMINUTE=0,30` never did). LibICal now refuses the first call too, so the case is the
  /// catalogued hang, and no rerun is asked for.
  func testMinutelyAcrossLordHoweFoldIsNotRun() {
    let c = ConformanceCase(rule: "FREQ=MINUTELY;BYHOUR=4,23;BYMINUTE=30,0;BYSECOND=39,28;BYSETPOS=-2,-1",
                            dtstart: "DTSTART;TZID=Australia/Lord_Howe:20230401T010000",
                            limit: 50, before: "20230501T010000Z", source: "random seed 7 #17525")
    var report = ConformanceReport()
    ConformanceRunner(native: NativeEngine()).compare(c, into: &report)
    XCTAssertEqual(report.cases, 1)
    XCTAssertEqual(report.unexplained, 0)
    let d = report.divergences.first
    XCTAssertEqual(d?.class, "libical-minutely-half-hour-fold-hang")
    XCTAssertEqual(d?.native.prefix(6), ["20230331T170028Z", "20230331T170039Z", "20230331T173028Z",
                                         "20230331T173039Z", "20230401T120028Z", "20230401T120039Z"])
    XCTAssertEqual(d?.libical.count, 1)
    XCTAssertTrue(d?.libical.first?.hasPrefix("*** libical not run on") ?? false)
    let native = NativeEngine().expand(c), libical = LibICalEngine().expand(c)
    let calls = RerunCounter()
    let asked = Observation(testCase: c, native: native, oracle: libical, rerun: { _ in calls.bump(); return nil })
    XCTAssertEqual(Catalogue.standard.classify(asked), "libical-minutely-half-hour-fold-hang")
    XCTAssertEqual(calls.count, 0)
  }

  /// A rerun LibICal would refuse (MINUTELY with BYMINUTE across the fold) is no evidence: given
  /// libical's answer for #17525 as recorded (it returned for BYMINUTE=30,0), the catalogue
  /// classifies it as with no reruns at all, `unexplained`, and never runs the refused variant.
  func testRefusedRerunIsNoEvidence() {
    let c = ConformanceCase(rule: "FREQ=MINUTELY;BYHOUR=4,23;BYMINUTE=30,0;BYSECOND=39,28;BYSETPOS=-2,-1",
                            dtstart: "DTSTART;TZID=Australia/Lord_Howe:20230401T010000",
                            limit: 6, before: "20230501T010000Z", source: "random seed 7 #17525")
    let native = NativeEngine().expand(c)
    // libical 3.0.16's first six, recorded before the first call was refused (wall clocks +11).
    let oracle = Expansion(outcome: .occurrences(["20230331T170039Z", "20230331T170028Z", "20230331T170039Z",
                                                  "20230331T170028Z", "20230401T123039Z", "20230401T123028Z"]),
                           wall: ["20230401T040039", "20230401T040028", "20230401T040039", "20230401T040028",
                                  "20230401T233039", "20230401T233028"])
    let calls = RerunCounter()
    let obs = Observation(testCase: c, native: native, oracle: oracle, rerun: { _ in calls.bump(); return nil })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
    XCTAssertEqual(calls.count, 0)
  }

  /// Source: seed 7 case #6297's rule with a 30-day window from 2004-12-14 (Lord Howe's folds
  /// are in March/April; tzdata): the window holds no fold, so libical is asked again.
  func testRerunAskedWhenTheWindowHoldsNoFold() {
    let c = ConformanceCase(rule: "FREQ=MINUTELY;BYHOUR=22,15;BYMINUTE=30,45,15",
                            dtstart: "DTSTART;TZID=Australia/Lord_Howe:20041214T020000",
                            limit: 50, before: "20050113T020000Z", source: "random seed 7 #6297")
    let native = NativeEngine().expand(c), libical = LibICalEngine().expand(c)
    let calls = RerunCounter()
    let obs = Observation(testCase: c, native: native, oracle: libical, rerun: { _ in calls.bump(); return nil })
    _ = Catalogue.standard.classify(obs)
    XCTAssertGreaterThan(calls.count, 0)
  }

  /// Source: RFC 5545 §3.3.10 week numbering; seed 7 #2952. 2033 has 52 weeks (Monday weeks),
  /// so Sunday 2034-01-08 (week 1 of 2034, Jan 2-8) is no week 53; 2037 has week 53 (Dec 28 to
  /// Jan 3). dateutil gives Recur's list.
  func testWeekNoYearEndPhantomWeek53InJanuary() {
    let rule = "FREQ=YEARLY;BYMONTH=12,8,1;BYWEEKNO=53;BYDAY=SU,WE,TH;COUNT=8"
    let r = run(rule, "DTSTART:20330401T030000")
    XCTAssertEqual(r.native, ["20371230T030000", "20371231T030000", "20380103T030000", "20431230T030000",
                              "20431231T030000", "20440103T030000", "20481230T030000", "20481231T030000"])
    XCTAssertEqual(r.libical, ["20340108T030000", "20361231T030000", "20371230T030000", "20371231T030000",
                               "20380103T030000", "20390109T030000", "20400108T030000", "20421231T030000"])
    XCTAssertEqual(r.cls, "libical-byweekno-year-end")
    // Neighbour: a January day of week 2 (2034-01-15) instead of week 1's is no phantom.
    let c = ConformanceCase(rule: rule, dtstart: "DTSTART:20330401T030000", source: "test")
    var other = r.libical
    other[0] = "20340115T030000"
    XCTAssertEqual(classify(c, native: r.native, libical: other), "unexplained")
  }

  /// Source: RFC 5545 §3.3.10 (WKST=SU weeks; 2034's week 52 is Dec 24-30); seed 9 #5628.
  /// libical loses Saturday 2034-12-30 (day 364) but keeps 2037-12-30 and 2038-01-02 of 2037's
  /// week 52; dateutil has 2034-12-30.
  func testWeekNoYearEndPartialCut() {
    let rule = "FREQ=YEARLY;INTERVAL=3;BYWEEKNO=52;BYDAY=TU,SA,WE;WKST=SU;COUNT=6"
    let start = "DTSTART;TZID=Europe/London:20340928T143000"
    let r = run(rule, start)
    XCTAssertEqual(r.native, ["20341226T143000Z", "20341227T143000Z", "20341230T143000Z",
                              "20371229T143000Z", "20371230T143000Z", "20380102T143000Z"])
    XCTAssertEqual(r.libical, ["20341226T143000Z", "20341227T143000Z", "20371229T143000Z",
                               "20371230T143000Z", "20380102T143000Z", "20401225T143000Z"])
    XCTAssertEqual(r.cls, "libical-byweekno-year-end")
    // Neighbour: libical also lacking Tuesday 2037-12-29 (day 363, not cut) is not explained.
    let c = ConformanceCase(rule: rule, dtstart: start, source: "test")
    let other = ["20341226T143000Z", "20341227T143000Z", "20371230T143000Z", "20380102T143000Z",
                 "20401225T143000Z", "20401226T143000Z"]
    XCTAssertEqual(classify(c, native: r.native, libical: other), "unexplained")
  }

  /// Source: RFC 5545 §3.3.10 week numbering; seed 11 #3339, dateutil has no 2026-12-30. Week 1
  /// of 2026 is Monday 2025-12-29 to Sunday 2026-01-04; libical puts its Tuesday 2025-12-30 a
  /// year later, on Wednesday 2026-12-30, a weekday BYDAY excludes.
  func testWeekNoOneWrappedToYearEnd() {
    let rule = "FREQ=YEARLY;INTERVAL=4;BYWEEKNO=1,34;BYDAY=SU,TU;UNTIL=20340606"
    let r = run(rule, "DTSTART;VALUE=DATE:20260616")
    XCTAssertEqual(r.native, ["20260818", "20260823", "20300101", "20300106", "20300820", "20300825", "20340103", "20340108"])
    XCTAssertEqual(r.libical, ["20261230", "20260818", "20260823", "20300101", "20300106", "20300820", "20300825",
                               "20340103", "20340108"])
    XCTAssertEqual(r.cls, "libical-byweekno-year-end")
    // Neighbour: a libical-only December day whose date a year earlier is not in week 1.
    let c = ConformanceCase(rule: rule, dtstart: "DTSTART;VALUE=DATE:20260616", source: "test")
    var other = r.libical
    other[0] = "20261222"
    XCTAssertEqual(classify(c, native: r.native, libical: other), "unexplained")
  }

  /// Source: RFC 7529 §3.1 SKIP=FORWARD and RFC 5545 §3.3.10 BYSETPOS; seed 7 #9642. March 2015's
  /// set is {29, 31}, so BYSETPOS=-2 is 2015-03-29; libical loses March after February's days
  /// moved into it (and keeps both members of April's {29, May 1}).
  func testSkipLandingMonthLost() {
    let rule = "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=29,31;BYSETPOS=-2;SKIP=FORWARD;COUNT=13"
    let r = run(rule, "DTSTART;VALUE=DATE:20140327")
    XCTAssertEqual(r.native, ["20140329", "20140429", "20140529", "20140629", "20140729", "20140829", "20140929",
                              "20141029", "20141129", "20141229", "20150129", "20150329", "20150429"])
    XCTAssertEqual(r.libical, ["20140329", "20140429", "20140501", "20140529", "20140629", "20140701", "20140729",
                               "20140829", "20140929", "20141001", "20141029", "20141129", "20141201"])
    XCTAssertEqual(r.cls, "libical-skip-moved-day")
    // Neighbour: if libical had a day of March's own set (the 31st), losing the 29th is not
    // the landing-month defect.
    let c = ConformanceCase(rule: rule, dtstart: "DTSTART;VALUE=DATE:20140327", source: "test")
    let native = ["20150129", "20150329", "20150429"], other = ["20150129", "20150331", "20150429"]
    XCTAssertEqual(classify(c, native: native, libical: other), "unexplained")
  }

  /// Source: RFC 5545 §3.3.5 (gap) and §3.3.10 BYSETPOS; seed 9 #12132, dateutil gives Recur's
  /// list. After Dublin's gap of 2004-03-28 01:00 libical carries 01:35 to 02:35, a time BYHOUR
  /// also allows, so 02:35 comes twice; undone, libical's answer is BYSETPOS ignored.
  func testGapCarryOntoAnAllowedHour() {
    let rule = "FREQ=DAILY;BYDAY=MO;BYHOUR=1,2,20;BYSETPOS=1,-3;COUNT=4"
    let start = "DTSTART;TZID=Europe/Dublin:20040322T073500"
    let r = run(rule, start)
    XCTAssertEqual(r.native, ["20040329T003500Z", "20040405T003500Z", "20040412T003500Z", "20040419T003500Z"])
    XCTAssertEqual(r.libical, ["20040322T203500Z", "20040329T013500Z", "20040329T013500Z", "20040329T193500Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-ignored+dst-gap-carry")
    // Neighbour: a repeated wall clock with no gap crossed before it is not a carry.
    let c = ConformanceCase(rule: rule, dtstart: "DTSTART;TZID=Europe/Dublin:20040412T073500", source: "test")
    let oracle = Expansion(outcome: .occurrences(["20040412T013500Z", "20040412T013500Z", "20040412T193500Z", "20040419T003500Z"]),
                           wall: ["20040412T023500", "20040412T023500", "20040412T203500", "20040419T013500"])
    let native = NativeEngine().expand(c)
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: oracle)), "unexplained")
  }

  /// Source: docs/SEMANTICS.md "Sub-daily rules across DST" (a recurrence set never repeats an
  /// instant), seed 6 #3305. Berlin skips 02:00-03:00 on 2031-03-30: the iterator gives the gap
  /// hour 02:00 and 03:00, one instant (01:00Z), twice; libical drops 02:00 and never matches
  /// BYMONTHDAY=-2 (April 29). No entry explains the iterator's list; the recurrence-set form
  /// (01:00Z once, as `recur expand` prints it) is `libical-negative-day-limit`.
  func testGapInstanceAndNextHourAreOneInstant() {
    let c = ConformanceCase(rule: "FREQ=HOURLY;BYMONTHDAY=30,-2,2;BYSETPOS=-1,1;WKST=MO;UNTIL=20310706T005801Z",
                            dtstart: "DTSTART;TZID=Europe/Berlin:20310330T000000", limit: 50, source: "test")
    let native = NativeEngine().expand(c), libical = LibICalEngine().expand(c)
    XCTAssertEqual(native.outcome.list?.prefix(5), ["20310329T230000Z", "20310330T000000Z", "20310330T010000Z",
                                                    "20310330T010000Z", "20310330T020000Z"])
    XCTAssertEqual(libical.outcome.list?.prefix(4), ["20310329T230000Z", "20310330T000000Z", "20310330T010000Z",
                                                     "20310330T020000Z"])
    let obs = Observation(testCase: c, native: native, oracle: libical)
    XCTAssertEqual(Catalogue.standard.classify(obs), "libical-negative-day-limit")
    // Neighbour: the same lists without the repeat in Recur's and with April 29 in libical's
    // agree but for what no entry names (libical's 30th moved to the 29th): unexplained.
    var set = native.outcome.list ?? []
    set.remove(at: 3)
    var moved = libical.outcome.list ?? []
    if let i = moved.firstIndex(of: "20310429T220000Z") { moved[i] = "20310428T230000Z" }
    XCTAssertEqual(classify(c, native: set, libical: moved), "unexplained")
    // COUNT counts both wall clocks: libical's fifth (09:00Z) is the count it did not spend.
    let r = run("FREQ=HOURLY;COUNT=5", "DTSTART;TZID=America/New_York:20260308T000000")
    XCTAssertEqual(r.native, ["20260308T050000Z", "20260308T060000Z", "20260308T070000Z", "20260308T070000Z",
                              "20260308T080000Z"])
    XCTAssertEqual(r.libical, ["20260308T050000Z", "20260308T060000Z", "20260308T070000Z", "20260308T080000Z",
                               "20260308T090000Z"])
    XCTAssertEqual(r.cls, "dst-gap-instance-dropped")
  }

  /// Source: RFC 5545 §3.3.10 (BYSETPOS after BYMINUTE; WKST weeks, "-1 represents the last
  /// week"); seed 11 #17281, dateutil gives Recur's list. libical applies BYSETPOS=-2,-1 to the
  /// days (Monday and Wednesday, both minutes) and, in years where Friday weeks and Monday weeks
  /// number differently (2035, 2037, …), takes week -32 a week early.
  func testBysetposOnDaysWithNegativeWeekWkst() {
    let rule = "FREQ=YEARLY;BYMONTH=5,12,6;BYWEEKNO=-32;BYDAY=WE,MO;BYMINUTE=15,45;BYSETPOS=-2,-1;WKST=FR;COUNT=6"
    let r = run(rule, "DTSTART:20340801T014500Z")
    XCTAssertEqual(r.native, ["20350530T011500Z", "20350530T014500Z", "20360528T011500Z", "20360528T014500Z",
                              "20370527T011500Z", "20370527T014500Z"])
    XCTAssertEqual(r.libical, ["20350521T011500Z", "20350521T014500Z", "20350523T011500Z", "20350523T014500Z",
                               "20360526T011500Z", "20360526T014500Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-on-days-only+libical-byweekno-monday-week-count")
    // Neighbour: a Recur day a week off the one week -32 names under WKST=FR is not explained.
    let c = ConformanceCase(rule: rule, dtstart: "DTSTART:20340801T014500Z", source: "test")
    var native = r.native
    native[4] = "20370520T011500Z"
    native[5] = "20370520T014500Z"
    let obs = Observation(testCase: c, native: Expansion(outcome: .occurrences(native)),
                          oracle: Expansion(outcome: .occurrences(r.libical)), rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }

  /// Source: RFC 5545 §3.3.10 BYSETPOS and §3.8.5.3 duplicates; seed 12 #18770, dateutil gives
  /// Recur's list. 30-day months have the set {12, 30} (libical counts the 30th twice, so
  /// BYSETPOS=3 and -3 pick days); Apia skipped 2011-12-30 whole, which libical moves onto the
  /// 31st, also named (-1), and loses December 31 (00:00Z, 14:00 +14:00).
  func testDuplicateMonthDayFromASkippedDay() {
    let rule = "FREQ=MONTHLY;BYMONTHDAY=30,-1,-19;BYSETPOS=-3,3;COUNT=14"
    let r = run(rule, "DTSTART;TZID=Pacific/Apia:20110213T140000")
    XCTAssertEqual(r.native, ["20110314T000000Z", "20110401T000000Z", "20110514T010000Z", "20110601T010000Z",
                              "20110714T010000Z", "20110801T010000Z", "20110814T010000Z", "20110901T010000Z",
                              "20111014T000000Z", "20111101T000000Z", "20111214T000000Z", "20111231T000000Z",
                              "20120113T000000Z", "20120131T000000Z"])
    XCTAssertEqual(r.libical, ["20110314T000000Z", "20110401T000000Z", "20110413T010000Z", "20110514T010000Z",
                               "20110601T010000Z", "20110613T010000Z", "20110714T010000Z", "20110801T010000Z",
                               "20110814T010000Z", "20110901T010000Z", "20110913T010000Z", "20111014T000000Z",
                               "20111101T000000Z", "20111113T000000Z"])
    XCTAssertEqual(r.cls, "libical-duplicate-month-day")
    // Neighbour: the same December difference in a zone that skips no day is not explained.
    let c = ConformanceCase(rule: rule, dtstart: "DTSTART;TZID=America/New_York:20111201T090000", source: "test")
    XCTAssertEqual(classify(c, native: ["20111213T140000Z", "20111231T140000Z"], libical: ["20111213T140000Z"]), "unexplained")
  }

  /// Source: RFC 5545 §3.3.10 (WKST weeks; BYSETPOS after BYSECOND); seed 11 #8447. With WKST=SA,
  /// 1998 has 52 weeks (Monday-based 53) and 2002 has 53 (Monday-based 52), so week -1 is
  /// Dec 26 1998 - Jan 1 1999 and Dec 28 2002 - Jan 3 2003; 2003-12-31 (day 365 of a 52-week
  /// year) is the last Wednesday libical's set loses. Recur's periods are week-numbering years
  /// (`byweekno-week-numbering-year`), so 2003-01-01 belongs to 2002.
  func testBysetposOnDaysWithNegativeWeekAndYearEnd() {
    let r = run("FREQ=YEARLY;BYWEEKNO=-1;BYDAY=WE,MO;BYSECOND=28,55;BYSETPOS=-1;WKST=SA;COUNT=6", "DTSTART:19981125T004500")
    XCTAssertEqual(r.native, ["19981230T004555", "19991229T004555", "20001227T004555", "20011226T004555",
                              "20030101T004555", "20031231T004555"])
    XCTAssertEqual(r.libical, ["19991229T004528", "19991229T004555", "20001227T004528", "20001227T004555",
                               "20011226T004528", "20011226T004555"])
    XCTAssertEqual(r.cls, "libical-bysetpos-on-days-only+libical-byweekno-monday-week-count+libical-byweekno-year-end")
  }

  /// The class of `c` for the given lists (no wall clocks, no reruns).
  func classify(_ c: ConformanceCase, native: [String], libical: [String]) -> String {
    Catalogue.standard.classify(Observation(testCase: c, native: Expansion(outcome: .occurrences(native)),
                                            oracle: Expansion(outcome: .occurrences(libical))))
  }

  func testAgreementIsNotADivergence() {
    XCTAssertEqual(run("FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4", "DTSTART:20260105T090000").cls, "agree")
  }

  /// The summary line's seconds have two decimals without Foundation's String(format:).
  func testSummaryLineSeconds() {
    var report = ConformanceReport()
    report.cases = 3
    report.agree = 3
    report.seconds = 73.456
    XCTAssertTrue(ConformanceReportText.render(report).hasPrefix("3 cases: 3 agree, 0 diverge, 0 unexplained (73.46 s)\n"))
    report.seconds = 0.004
    XCTAssertTrue(ConformanceReportText.render(report).hasPrefix("3 cases: 3 agree, 0 diverge, 0 unexplained (0.00 s)\n"))
  }
}

/// Counts the reruns a test's observation was asked for (the catalogue asks synchronously, on
/// the test's thread).
final class RerunCounter: @unchecked Sendable {
  /// The reruns so far.
  private(set) var count = 0
  /// Records one rerun.
  func bump() { count += 1 }
}

extension CatalogueTests {
  // MARK: Source: RFC 7529 and the Hong Kong Observatory tables

  /// Neighbour of `rscale-yearly-interval-year-late`: MONTHLY with INTERVAL=2 under the same
  /// scale, where libical 3.0.16 counts from DTSTART's month as RFC 5545 says: no divergence.
  func testScaleMonthlyIntervalAgrees() {
    XCTAssertEqual(run("RSCALE=ISLAMIC-CIVIL;FREQ=MONTHLY;INTERVAL=2;COUNT=3", "DTSTART:20220131T030000").cls, "agree")
  }

  /// Neighbour of `chinese-new-moon-day`: answers a month apart (not one day) are not that class.
  func testChineseMonthApartIsNotNewMoonDay() throws {
    let entry = try XCTUnwrap(Catalogue.standard.entry(named: "chinese-new-moon-day"))
    let c = ConformanceCase(rule: "RSCALE=CHINESE;FREQ=YEARLY;COUNT=2", dtstart: "DTSTART;VALUE=DATE:20260217", source: "test")
    let near = Observation(testCase: c, native: Expansion(outcome: .occurrences(["20260217", "20270206"])),
                           oracle: Expansion(outcome: .occurrences(["20260217", "20270207"])))
    let far = Observation(testCase: c, native: Expansion(outcome: .occurrences(["20260217", "20270206"])),
                          oracle: Expansion(outcome: .occurrences(["20260217", "20270307"])))
    let catalogue = Catalogue(entries: [entry])
    XCTAssertEqual(catalogue.classify(near), "chinese-new-moon-day")
    XCTAssertEqual(catalogue.classify(far), "unexplained")
  }

  /// Source: docs/CONFORMANCE.md (random run outside seeds 1-14). UNTIL ends Recur's list after week 39 of
  /// 2008 (with WKST=WE, 2009 has 52 weeks, so no week -53); libical 3.0.16 counts 2009's weeks
  /// Monday-based (53) and gives its week 1 Friday as "-53". The negative-WKST class weighs a
  /// complete list up to the other list's end.
  func testStJohnsNegativeWeekWithUntil() {
    let r = run("FREQ=YEARLY;BYWEEKNO=39,-53;BYDAY=FR;BYSECOND=30;WKST=WE;UNTIL=20090904T040000Z",
                "DTSTART;TZID=America/St_Johns:20080830T040000")
    XCTAssertEqual(r.native, ["20080926T063030Z"])
    XCTAssertEqual(r.libical, ["20080926T063030Z", "20090102T073030Z"])
    XCTAssertEqual(r.cls, "libical-byweekno-monday-week-count")
  }
}
