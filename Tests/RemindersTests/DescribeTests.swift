// Plain-language descriptions: the sentences README gives for `recur describe`, written out in full,
// and a sensible sentence for other rules (RFC 5545 §3.8.5.3 examples as the authority).

import Reminders
import XCTest
import Zones

final class DescribeTests: XCTestCase {
  private func say(_ rule: String, _ start: ReminderDue? = nil, zone: String? = nil) throws -> String {
    try RuleDescriber.describe(rule, start: start, zone: zone.flatMap { try? Zone.named($0) })
  }

  // Source: README (`recur describe`), the sentences it gives.
  func testIssueSentences() throws {
    XCTAssertEqual(try say("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=MO", .dateTime(civil(2026, 1, 5, 9))),
                   "Every 2 weeks on Monday and Wednesday at 9:00")
    XCTAssertEqual(try say("FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"), "Monthly on the 31st (the last day in shorter months)")
    XCTAssertEqual(try say("FREQ=HOURLY;INTERVAL=3"), "Every 3 hours")
    XCTAssertEqual(try say("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1"), "Yearly on February 29 (February 28 in common years)")
    XCTAssertEqual(try say("FREQ=DAILY;UNTIL=20261125"), "Daily until November 25, 2026")
  }

  // Source: RFC 5545 §3.8.5.3 examples, and the RFC 7529 §4.2 SKIP form.
  func testOtherRules() throws {
    XCTAssertEqual(try say("RRULE:FREQ=DAILY;COUNT=10", .dateTime(civil(1997, 9, 2, 9))), "Daily at 9:00, 10 times")
    XCTAssertEqual(try say("FREQ=MONTHLY;BYDAY=1FR;COUNT=10"), "Monthly on the 1st Friday, 10 times")
    XCTAssertEqual(try say("FREQ=MONTHLY;BYDAY=-2MO;COUNT=6"), "Monthly on the 2nd-to-last Monday, 6 times")
    XCTAssertEqual(try say("FREQ=YEARLY;BYMONTH=11;BYDAY=4TH"), "Yearly on the 4th Thursday in November")
    XCTAssertEqual(try say("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2"), "Monthly on the 2nd-to-last weekday")
    XCTAssertEqual(try say("FREQ=MONTHLY;BYMONTHDAY=-3"), "Monthly on the 3rd-to-last day of the month")
    XCTAssertEqual(try say("FREQ=YEARLY;BYYEARDAY=1,100,200"), "Yearly on the 1st, 100th and 200th day of the year")
    XCTAssertEqual(try say("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO"), "Yearly in week 20 of the year on Monday")
    XCTAssertEqual(try say("FREQ=DAILY;BYHOUR=9,17;BYMINUTE=0,30"), "Daily at 9:00, 9:30, 17:00 and 17:30")
    XCTAssertEqual(try say("FREQ=WEEKLY;BYDAY=SA,SU", .dateTime(civil(2026, 1, 3, 10))), "Weekly on weekends at 10:00")
    XCTAssertEqual(try say("FREQ=MINUTELY;INTERVAL=15"), "Every 15 minutes")
    XCTAssertEqual(try say("FREQ=MONTHLY", .dateTime(civil(2026, 1, 31, 9))), "Monthly on the 31st (months without a 31st are skipped) at 9:00")
    XCTAssertEqual(try say("RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=BACKWARD", .dateTime(civil(2026, 1, 31, 9))),
                   "Monthly on the 31st (the last day in shorter months) at 9:00")
    XCTAssertEqual(try say("FREQ=YEARLY", .date(date(2028, 2, 29))), "Yearly on February 29 (only in leap years)")
    XCTAssertEqual(try say("FREQ=DAILY;UNTIL=20261126T045959Z", .dateTime(civil(2026, 11, 20, 9)), zone: "America/New_York"),
                   "Daily at 9:00 until November 25, 2026")
    XCTAssertEqual(try say("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=SU"), "Every 2 weeks on Tuesday (weeks start on Sunday)")
    XCTAssertThrowsError(try say("FREQ=DAILY;BYDAY=XX")) { e in
      XCTAssertEqual((e as? RuleDescriptionError)?.message, #"BYDAY=XX: "XX" is not a weekday (valid: MO…SU, with an optional ordinal such as -1FR)"#)
    }
  }

  // Source: samples/reminders.json, one reminder of each kind.
  func testSampleReminders() throws {
    let store = try ReminderJSONTests.everyField()
    XCTAssertEqual(store.reminders.prefix(11).map { "\($0.title): \($0.plainDescription)" }, [
      "Take vitamins: Daily at 9:00 (America/New_York)",
      "Pay rent: Monthly on the 31st (the last day in shorter months) at 9:00 (America/New_York)",
      "Drink water: Every 3 hours (America/New_York); a missed one moves on to the next",
      "Gym: Every 2 weeks on Monday and Wednesday at 9:00 (Europe/Berlin)",
      "Leap-day backup check: Yearly on February 29 (February 28 in common years)",
      "Advent calendar: Daily until November 25, 2026",
      "Water the plants: Every 3 days after each completion, at 8:00",
      "Dentist appointment: Once, on March 3, 2026 at 14:00 (Europe/London)",
      "Evening workout: Daily at 18:00 (America/New_York); skipped on a day a workout is logged first",
      "Old newsletter: Weekly on Friday at 7:30 (America/New_York) [disabled]",
      "Team retrospective: Monthly on the last Friday at 16:00 (Europe/Berlin)",
    ])
  }

  // MARK: - Regressions

  /// fuzz: `recur describe` described rules `recur expand` refuses ("RSCALE=NONSENSE;FREQ=YEARLY"
  /// read "Yearly on January 1"; an unknown part, an UNTIL that is no date, BYWEEKNO under
  /// DAILY were described too). Expected messages: the Recurrence module's validation
  /// (RFC 7529 §3 for RSCALE, RFC 5545 §3.3.10 for the rest), the same words `recur expand` prints.
  func testFuzzRulesTheEngineRefusesAreNotDescribed() {
    let refused: [(String, String)] = [
      ("RSCALE=NONSENSE;FREQ=YEARLY",
       #"RSCALE: calendar scale "NONSENSE" is not supported; expected one of CHINESE, DANGI, HEBREW, ISLAMIC, "#
         + "ISLAMIC-CIVIL, ISLAMIC-TBLA, ISLAMIC-UMALQURA, ISLAMIC-RGSA, PERSIAN, INDIAN, ETHIOPIC, ETHIOAA, COPTIC, "
         + "BUDDHIST, JAPANESE, ROC, GREGORIAN (RFC 7529 §3, CLDR)"),
      ("FREQ=DAILY;FOO=BAR",
       #"FOO: unknown rule part "FOO=BAR"; expected one of FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, "#
         + "BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS, WKST, RSCALE, SKIP"),
      ("FREQ=DAILY;UNTIL=2026",
       #"UNTIL: "2026" is not a date or date-time; expected YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ"#),
      ("FREQ=DAILY;BYWEEKNO=20", "BYWEEKNO: cannot be used with FREQ=DAILY; allowed with FREQ=YEARLY (RFC 5545 §3.3.10)"),
    ]
    for (rule, message) in refused {
      XCTAssertThrowsError(try say(rule), rule) { e in
        XCTAssertEqual((e as? RuleDescriptionError)?.message, message, rule)
      }
    }
  }
}
