// Reminders on a date of another calendar (RFC 7529 RSCALE/SKIP; docs/FORMATS.md `calendar`,
// docs/SEMANTICS.md "Reminders on a date of another calendar"): JSON, the exported RRULE,
// occurrences, words, import back, completion. Grouped by authority: RFC 7529 examples,
// published holiday dates, reasoned examples.

import Foundation
import ICalendar
import Recurrence
import Reminders
import XCTest
import Zones

final class CalendarReminderTests: XCTestCase {
  /// A reminder read from its JSON object (the one reader both store paths share).
  private func reminder(_ json: String) throws -> Reminder {
    try Reminder(json: ReminderStore.jsonValue(Array(json.utf8)))
  }

  /// The first `n` due dates of `r`.
  private func dues(_ r: Reminder, _ n: Int) throws -> [String] {
    Array(try r.wallClockOccurrences().prefix(n)).map(\.description)
  }

  /// The reminder after export to a VTODO, writing, parsing and import.
  private func roundTrip(_ r: Reminder) throws -> Reminder {
    let ics = ICalendarWriter.string(ReminderStore(reminders: [r]).calendar(stamp: Instant(secondsSinceEpoch: 0)).calendar)
    let result = ReminderImporter.importCalendar(Array(ics.utf8))
    return try XCTUnwrap(result.store.reminders.first)
  }

  // MARK: - RFC 7529 §4 example

  /// RFC 7529 §4 ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD" from
  /// 2014-02-08, 8 Adar I 5774): the instances the RFC lists, the rule written as the RFC
  /// writes it, the words of the calendar's month names.
  func testAdarIExample() throws {
    let r = try reminder("""
      {"id": "A", "title": "Anniversary", "due": "2014-02-08",
       "recurrence": {"frequency": "yearly", "calendar": "hebrew", "month": 5, "leapMonth": true, "monthDay": 8}}
      """)
    let due = try XCTUnwrap(r.due)
    XCTAssertEqual(r.recurrence?.rruleText(due: due, zone: nil), "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD")
    XCTAssertEqual(try dues(r, 5), ["2014-02-08", "2015-02-27", "2016-02-17", "2017-03-06", "2018-02-23"])
    XCTAssertEqual(r.plainDescription, "Yearly on 8 Adar I (8 Adar in common years)")
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue,
                   "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD")
    XCTAssertEqual(try roundTrip(r), r)
    XCTAssertEqual(r.recurrence, ReminderRecurrence(yearlyOn: CalendarDate(month: 5, isLeapMonth: true, day: 8), calendar: .hebrew))
  }

  // MARK: - Published dates

  /// Chinese New Year, 2026-2030. Source: Hong Kong Observatory, Gregorian-Lunar Calendar
  /// Conversion Table (as in PublishedCalendarDateTests.testChineseNewYear).
  func testChineseNewYear() throws {
    let r = try reminder("""
      {"id": "C", "title": "Chinese New Year", "due": "2026-02-17",
       "recurrence": {"frequency": "yearly", "calendar": "chinese", "month": 1, "monthDay": 1}}
      """)
    let due = try XCTUnwrap(r.due)
    XCTAssertEqual(r.recurrence?.rruleText(due: due, zone: nil), "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1")
    XCTAssertEqual(try dues(r, 5), ["2026-02-17", "2027-02-06", "2028-01-26", "2029-02-13", "2030-02-03"])
    XCTAssertEqual(r.plainDescription, "Yearly on the 1st day of the 1st Chinese month")
    XCTAssertEqual(try roundTrip(r), r)
  }

  /// Chinese New Year's Eve, the last day of the 12th month: the 30th, or the 29th when the month
  /// has 29 days (the BACKWARD default; 2025-2029 have no 30th), so always the day before the
  /// New Year. Source: Hong Kong Observatory New Year dates (2024-02-10, 2025-01-29,
  /// 2026-02-17, 2027-02-06, 2028-01-26, 2029-02-13, 2030-02-03), each minus one day.
  func testChineseNewYearsEve() throws {
    let r = try reminder("""
      {"id": "E", "title": "Reunion dinner", "due": "2023-01-21T18:00:00", "timeZone": "Asia/Shanghai",
       "recurrence": {"frequency": "yearly", "calendar": "chinese", "month": 12, "monthDay": 30}}
      """)
    XCTAssertEqual(try dues(r, 8), ["2023-01-21T18:00:00", "2024-02-09T18:00:00", "2025-01-28T18:00:00",
                                    "2026-02-16T18:00:00", "2027-02-05T18:00:00", "2028-01-25T18:00:00",
                                    "2029-02-12T18:00:00", "2030-02-02T18:00:00"])
    XCTAssertEqual(r.plainDescription,
                   "Yearly on the 30th day of the 12th Chinese month (the 29th when that month has 29 days) at 18:00 (Asia/Shanghai)")
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue,
                   "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30;SKIP=BACKWARD")
    XCTAssertEqual(try roundTrip(r), r)
  }

  /// Seollal (1st day of the 1st month of the Korean calendar), 2020-2026. Source: Korea
  /// Astronomy and Space Science Institute holiday tables (as in
  /// PublishedCalendarDateTests.testDangiSeollal).
  func testSeollal() throws {
    let r = try reminder("""
      {"id": "S", "title": "Seollal", "due": "2020-01-25", "recurrence": {"frequency": "yearly", "calendar": "dangi"}}
      """)
    XCTAssertEqual(try dues(r, 7), ["2020-01-25", "2021-02-12", "2022-02-01", "2023-01-22", "2024-02-10", "2025-01-29", "2026-02-17"])
    XCTAssertEqual(r.plainDescription, "Yearly on the 1st day of the 1st Korean month")
    XCTAssertEqual(try roundTrip(r), r)
  }

  /// Mid-Autumn Festival (15th day of the 8th month), 2020-2026, at 19:00 in Hong Kong.
  /// Source: Hong Kong Observatory Gregorian-Lunar Calendar Conversion Table; the Hong Kong
  /// general holidays ("the day following the Chinese Mid-Autumn Festival") agree.
  func testMidAutumnZoned() throws {
    let r = try reminder("""
      {"id": "M", "title": "Mooncakes", "due": "2020-10-01T19:00:00", "timeZone": "Asia/Hong_Kong",
       "recurrence": {"frequency": "yearly", "calendar": "chinese"}}
      """)
    XCTAssertEqual(try dues(r, 7), ["2020-10-01T19:00:00", "2021-09-21T19:00:00", "2022-09-10T19:00:00",
                                    "2023-09-29T19:00:00", "2024-09-17T19:00:00", "2025-10-06T19:00:00",
                                    "2026-09-25T19:00:00"])
    XCTAssertEqual(r.plainDescription, "Yearly on the 15th day of the 8th Chinese month at 19:00 (Asia/Hong_Kong)")
    // The date is left to DTSTART, read in the rule's calendar (RFC 7529 §4.3's own form).
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "RSCALE=CHINESE;FREQ=YEARLY")
    XCTAssertEqual(try roundTrip(r), r)
  }

  /// Purim, 14 Adar (14 Adar II in leap years), 2024-2030. Source: hebcal.com and the Orthodox
  /// Union holiday tables (Purim 2024-03-24, 2025-03-14, 2026-03-03, 2027-03-23, 2028-03-12,
  /// 2029-03-01, 2030-03-19).
  func testPurim() throws {
    let r = try reminder("""
      {"id": "P", "title": "Purim", "due": "2024-03-24", "recurrence": {"frequency": "yearly", "calendar": "hebrew"}}
      """)
    XCTAssertEqual(try dues(r, 7), ["2024-03-24", "2025-03-14", "2026-03-03", "2027-03-23", "2028-03-12",
                                    "2029-03-01", "2030-03-19"])
    XCTAssertEqual(r.plainDescription, "Yearly on 14 Adar (14 Adar II in leap years)")
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "RSCALE=HEBREW;FREQ=YEARLY")
  }

  /// 1 Ramadan in the Umm al-Qura calendar, 2020-2025. Source: Umm al-Qura calendar of Saudi
  /// Arabia (as in PublishedCalendarDateTests.testUmmAlQuraRamadan).
  func testRamadanUmmAlQura() throws {
    let r = try reminder("""
      {"id": "R", "title": "Ramadan", "due": "2020-04-24",
       "recurrence": {"frequency": "yearly", "calendar": "islamic-umalqura", "month": 9, "monthDay": 1}}
      """)
    XCTAssertEqual(try dues(r, 6), ["2020-04-24", "2021-04-13", "2022-04-02", "2023-03-23", "2024-03-11", "2025-03-01"])
    XCTAssertEqual(r.plainDescription, "Yearly on 1 Ramadan (Umm al-Qura calendar)")
    XCTAssertEqual(try roundTrip(r), r)
  }

  // MARK: - Reasoned examples (docs/SEMANTICS.md)

  /// 30 Adar I in a common year (docs/SEMANTICS.md): the Hebrew default FORWARD moves the month
  /// to Adar, which has 29 days, so the day moves on to 1 Nisan; BACKWARD gives 30 Shevat; OMIT
  /// only leap years. Expected instants: RFC7529Tests.testHebrewLeapMonthSkips (libical's ICU
  /// corpus); 1 Nisan 5775 = 2015-03-21, 30 Shevat 5775 = 2015-02-19.
  func testThirtiethOfAdarIInCommonYears() throws {
    func make(_ skip: String?) throws -> Reminder {
      try reminder("""
        {"id": "T", "title": "Birthday", "due": "2014-03-02",
         "recurrence": {"frequency": "yearly", "calendar": "hebrew", "month": 5, "leapMonth": true, "monthDay": 30\(skip.map { ", \"skip\": \"\($0)\"" } ?? "")}}
        """)
    }
    let forward = try make(nil)
    XCTAssertEqual(try dues(forward, 5), ["2014-03-02", "2015-03-21", "2016-03-10", "2017-03-28", "2018-03-17"])
    XCTAssertEqual(forward.plainDescription, "Yearly on 30 Adar I (1 Nisan in common years)")
    let backward = try make("backward")
    XCTAssertEqual(try dues(backward, 5), ["2014-03-02", "2015-02-19", "2016-03-10", "2017-02-26", "2018-02-15"])
    XCTAssertEqual(backward.plainDescription, "Yearly on 30 Adar I (30 Shevat in common years)")
    let omit = try make("omit")
    XCTAssertEqual(try dues(omit, 3), ["2014-03-02", "2016-03-10", "2019-03-07"])
    XCTAssertEqual(omit.plainDescription, "Yearly on 30 Adar I (leap years only)")
    for r in [forward, backward, omit] { XCTAssertEqual(try roundTrip(r), r) }
    XCTAssertEqual(omit.recurrence?.json, .object([
      "frequency": .string("yearly"), "interval": .integer(1), "calendar": .string("hebrew"), "month": .integer(5),
      "leapMonth": .bool(true), "monthDay": .integer(30), "skip": .string("omit"),
    ]))
  }

  /// A Chinese leap-month date in a year without that leap month (docs/SEMANTICS.md): the default
  /// BACKWARD keeps the 15th day of the regular 4th month (the leap 4th month follows it).
  /// 2020 has a leap 4th month (15th day: 2020-06-06); 2021-2027 have none, 2028 a leap 5th.
  /// Expected: the month starts of Foundation's (ICU's) Chinese calendar, which the engine reads
  /// (checked against the Hong Kong Observatory in PublishedCalendarDateTests).
  func testChineseLeapMonthInYearsWithoutIt() throws {
    let r = try reminder("""
      {"id": "L", "title": "Grandma", "due": "2020-06-06",
       "recurrence": {"frequency": "yearly", "calendar": "chinese", "month": 4, "leapMonth": true, "monthDay": 15}}
      """)
    let due = try XCTUnwrap(r.due)
    XCTAssertEqual(r.recurrence?.rruleText(due: due, zone: nil), "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15;SKIP=BACKWARD")
    XCTAssertEqual(try dues(r, 4), ["2020-06-06", "2021-05-26", "2022-05-15", "2023-06-02"])
    XCTAssertEqual(r.plainDescription,
                   "Yearly on the 15th day of the leap 4th Chinese month (the 15th day of the 4th Chinese month in years without a leap 4th month)")
    XCTAssertEqual(try roundTrip(r), r)
  }

  /// Completing moves the due through the engine's occurrences, and pins the date read from the
  /// due: after 8 Adar I → 8 Adar (common 5775), the next is 8 Adar I 5776 again, not 8 Adar.
  /// Reasoned from RFC 7529 §4's instances (testAdarIExample).
  func testCompletionPinsTheCalendarDate() throws {
    var r = try reminder("""
      {"id": "A", "title": "Anniversary", "due": "2014-02-08", "recurrence": {"frequency": "yearly", "calendar": "hebrew"}}
      """)
    XCTAssertEqual(try r.complete(at: instant("2014-02-08T12:00:00Z")), .advanced(from: .date(date(2014, 2, 8)), to: .date(date(2015, 2, 27))))
    XCTAssertEqual(r.recurrence?.month, 5)
    XCTAssertEqual(r.recurrence?.leapMonth, true)
    XCTAssertEqual(r.recurrence?.monthDay, 8)
    XCTAssertEqual(try r.complete(at: instant("2015-02-27T12:00:00Z")), .advanced(from: .date(date(2015, 2, 27)), to: .date(date(2016, 2, 17))))
    // Recreate-if-incomplete moves on to the next at or after now, as for Gregorian presets.
    r.recurrence?.recreateIfIncomplete = true
    XCTAssertEqual(try r.advance(to: instant("2017-01-01T00:00:00Z")), true)
    XCTAssertEqual(r.due, .date(date(2017, 3, 6)))
  }

  /// A yearly Ethiopic reminder due in Gregorian year 1 (1 Meskerem 5494 Amete Alem) advances
  /// across the era change to 1 Meskerem 1 Amete Mihret (0008-08-27) rather than completing:
  /// ICU numbers the years 5494…5500 then 1, and the engine steps by one consecutive number
  /// (docs/SEMANTICS.md "Era changes"). Dates from the Ethiopic arithmetic (see
  /// PublishedCalendarDateTests.testEthiopicAndCopticNewYearAcrossTheEraChange).
  func testEthiopicYearlyAdvancesAcrossTheEraChange() throws {
    var r = try reminder("""
      {"id": "E", "title": "Enkutatash", "due": "0001-08-27", "recurrence": {"frequency": "yearly", "calendar": "ethiopic", "month": 1, "monthDay": 1}}
      """)
    XCTAssertEqual(try dues(r, 9), ["0001-08-27", "0002-08-27", "0003-08-28", "0004-08-27", "0005-08-27",
                                    "0006-08-27", "0007-08-28", "0008-08-27", "0009-08-27"])
    XCTAssertEqual(try r.complete(at: instant("0001-08-27T12:00:00Z")), .advanced(from: .date(date(1, 8, 27)), to: .date(date(2, 8, 27))))
    r.due = .date(date(7, 8, 28))
    XCTAssertEqual(try r.complete(at: instant("0007-08-28T12:00:00Z")), .advanced(from: .date(date(7, 8, 28)), to: .date(date(8, 8, 27))))
  }

  /// Monthly on the 30th of the Hebrew month: FORWARD to the 1st of the next month in 29-day
  /// months; with an end date (UNTIL), imported back as the same preset. Rosh Chodesh dates
  /// of 5786: 30 Tishri = 2025-10-22, 1 Kislev = 2025-11-21 (Heshvan 5786 has 29 days),
  /// 30 Kislev = 2025-12-20. Source: hebcal.com Rosh Chodesh tables.
  func testMonthlyHebrewThirtiethWithEnd() throws {
    let r = try reminder("""
      {"id": "H", "title": "Rosh Chodesh", "due": "2025-10-22T08:00:00", "timeZone": "Asia/Jerusalem",
       "recurrence": {"frequency": "monthly", "calendar": "hebrew", "monthDay": 30, "end": "2025-12-31"}}
      """)
    XCTAssertEqual(try dues(r, 5), ["2025-10-22T08:00:00", "2025-11-21T08:00:00", "2025-12-20T08:00:00"])
    XCTAssertEqual(r.recurrence, ReminderRecurrence(monthlyOn: 30, calendar: .hebrew, end: date(2025, 12, 31)))
    XCTAssertEqual(r.plainDescription,
                   "Monthly on the 30th day of the Hebrew month (the 1st of the next month in shorter months) at 8:00 until December 31, 2025 (Asia/Jerusalem)")
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue,
                   "RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=30;SKIP=FORWARD;UNTIL=20251231T215959Z")
    XCTAssertEqual(try roundTrip(r), r)
  }

  /// An imported RSCALE rule without BYMONTH/BYMONTHDAY takes DTSTART's date (RFC 7529 §4.3
  /// Chinese New Year example, `RSCALE=CHINESE;FREQ=YEARLY` from 2013-02-10) and reads as the
  /// preset; one a preset cannot say (COUNT, BYDAY) stays a free rule.
  func testImportedRulesReadAsPresets() throws {
    func imported(_ rule: String, _ start: String) throws -> Reminder {
      let ics = """
        BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//T//T//EN\r\nBEGIN:VTODO\r\nUID:X\r\nSUMMARY:x\r\n\
        DUE;VALUE=DATE:\(start)\r\nRRULE:\(rule)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
        """
      return try XCTUnwrap(ReminderImporter.importCalendar(Array(ics.utf8)).store.reminders.first)
    }
    let newYear = try imported("RSCALE=CHINESE;FREQ=YEARLY", "20130210")
    XCTAssertEqual(newYear.recurrence?.json, .object(["frequency": .string("yearly"), "interval": .integer(1), "calendar": .string("chinese")]))
    XCTAssertEqual(try dues(newYear, 5), ["2013-02-10", "2014-01-31", "2015-02-19", "2016-02-08", "2017-01-28"])
    let counted = try imported("RSCALE=CHINESE;FREQ=YEARLY;COUNT=3", "20130210")
    XCTAssertEqual(counted.recurrence?.rule, "RSCALE=CHINESE;FREQ=YEARLY;COUNT=3")
    XCTAssertEqual(try dues(counted, 5), ["2013-02-10", "2014-01-31", "2015-02-19"])
    let leapOmit = try imported("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8", "20140208")
    XCTAssertEqual(leapOmit.recurrence?.skip, .omit)
    XCTAssertEqual(leapOmit.plainDescription, "Yearly on 8 Adar I (leap years only)")
  }

  // MARK: - Validation (both store readers)

  /// Errors name the field and the valid range, and both store readers (the streaming byte
  /// reader and the `JSONValue` path) give the same one. Reasoned: the Hebrew months' lengths
  /// (Tevet 29 days), CLDR's leap months (Hebrew 5L only).
  func testValidationErrors() throws {
    let cases: [(String, String)] = [
      (#""frequency": "yearly", "calendar": "martian""#,
       "recurrence.calendar: \"martian\" is not a calendar (valid: chinese, dangi, hebrew, islamic, islamic-civil, islamic-tbla, islamic-umalqura, islamic-rgsa, persian, indian, ethiopic, ethioaa, coptic, buddhist, japanese, roc, gregorian)"),
      (#""frequency": "weekly", "calendar": "hebrew""#, "recurrence.calendar: only used with frequency monthly or yearly (this one is weekly)"),
      (#""frequency": "yearly", "calendar": "hebrew", "month": 4, "monthDay": 30"#,
       "recurrence.monthDay: day 30 never occurs in month 4 of calendar hebrew (valid: 1...29)"),
      (#""frequency": "yearly", "calendar": "hebrew", "month": 6, "leapMonth": true, "monthDay": 1"#,
       "recurrence.month: 6 with leapMonth is not a month of calendar hebrew (valid: 1...12, or 5 with leapMonth (Adar I))"),
      (#""frequency": "yearly", "calendar": "hebrew", "month": 13"#, "recurrence.month: 13 is out of range (valid: 1...12)"),
      (#""frequency": "monthly", "calendar": "chinese", "monthDay": 31"#, "recurrence.monthDay: 31 is out of range (valid: 1...30)"),
      (#""frequency": "yearly", "calendar": "islamic", "month": 9, "leapMonth": true"#,
       "recurrence.leapMonth: calendar islamic has no leap months (valid: with calendar chinese, dangi or hebrew)"),
      (#""frequency": "yearly", "calendar": "chinese", "leapMonth": true"#,
       "recurrence.leapMonth: needs recurrence.month (the number of the leap month, e.g. 5 for Hebrew Adar I)"),
      (#""frequency": "yearly", "leapMonth": true, "month": 5"#,
       "recurrence.leapMonth: calendar gregorian has no leap months (valid: with calendar chinese, dangi or hebrew)"),
      (#""frequency": "yearly", "calendar": "hebrew", "skip": "sideways""#, "recurrence.skip: \"sideways\" is not valid (valid: omit, backward, forward)"),
      (#""frequency": "yearly", "skip": "forward""#,
       "recurrence.skip: only used with a calendar other than gregorian (Gregorian presets clamp to the month's last day)"),
      (#""frequency": "yearly", "calendar": "hebrew", "repeatFrom": "completion""#,
       "recurrence.repeatFrom: \"completion\" is not available with calendar hebrew (a date of another calendar repeats from its due; valid: due)"),
      (#""rule": "FREQ=YEARLY", "calendar": "hebrew""#,
       "recurrence.calendar: not allowed beside recurrence.rule (the rule says it all; use one or the other)"),
    ]
    for (fields, message) in cases {
      let text = #"{"reminders": [{"id": "V", "title": "v", "due": "2026-03-03", "recurrence": {"# + fields + "}}]}"
      let expected = "reminders[0] (id \"V\"): " + message
      XCTAssertThrowsError(try ReminderStore(jsonBytes: Array(text.utf8)), fields) { error in
        XCTAssertEqual((error as? ReminderStoreError)?.description, expected)
      }
      XCTAssertThrowsError(try ReminderStore(json: ReminderStore.jsonValue(Array(text.utf8))), fields) { error in
        XCTAssertEqual((error as? ReminderStoreError)?.description, expected)
      }
    }
  }

  /// The Ethiopic 13th month and a Persian 30 Esfand are accepted; a reminder without `calendar`
  /// writes none (the field is additive). Reasoned from the calendars' month lengths.
  func testAcceptedFieldsAndAdditiveJSON() throws {
    let store = try ReminderStore(jsonBytes: Array("""
      {"reminders": [
        {"id": "E", "title": "Pagumen", "due": "2025-09-06", "recurrence": {"frequency": "yearly", "calendar": "ethiopic", "month": 13, "monthDay": 1}},
        {"id": "N", "title": "Esfand", "due": "2025-03-20", "recurrence": {"frequency": "yearly", "calendar": "persian", "month": 12, "monthDay": 30}},
        {"id": "G", "title": "Rent", "due": "2026-01-31", "recurrence": {"frequency": "monthly", "monthDay": 31}}
      ]}
      """.utf8))
    XCTAssertEqual(store.reminders.map { $0.recurrence?.calendar }, [.ethiopic, .persian, .gregorian])
    XCTAssertEqual(store.reminders[1].plainDescription, "Yearly on 30 Esfand (29 Esfand when Esfand has 29 days)")
    XCTAssertEqual(store.reminders[2].recurrence?.json, .object(["frequency": .string("monthly"), "interval": .integer(1), "monthDay": .integer(31)]))
    XCTAssertEqual(try ReminderStore(jsonBytes: [UInt8](store.jsonData())), store)
    XCTAssertEqual(try JSONDecoder().decode(ReminderStore.self, from: store.jsonData()), store)
  }

  // MARK: - Describing rules (`recur describe RRULE`)

  /// Rules written by other apps, described with the calendar's month names. Reasoned from
  /// RFC 7529 §3.1 (what SKIP does) and CLDR's English month names.
  func testDescribingRules() throws {
    func say(_ rule: String, _ start: ReminderDue? = nil) throws -> String { try RuleDescriber.describe(rule, start: start) }
    XCTAssertEqual(try say("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD"), "Yearly on 8 Adar I (8 Adar in common years)")
    XCTAssertEqual(try say("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1"), "Yearly on the 1st day of the 1st Chinese month")
    XCTAssertEqual(try say("RSCALE=CHINESE;FREQ=YEARLY", .date(date(2013, 2, 10))), "Yearly on the 1st day of the 1st Chinese month")
    XCTAssertEqual(try say("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;SKIP=BACKWARD"), "Yearly on 30 Heshvan (29 Heshvan when Heshvan has 29 days)")
    XCTAssertEqual(try say("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=8;BYMONTHDAY=30;SKIP=FORWARD"),
                   "Yearly on the 30th day of the 8th Chinese month (the 1st day of the next month when that month has 29 days)")
    XCTAssertEqual(try say("RSCALE=ISLAMIC-CIVIL;FREQ=MONTHLY;BYMONTHDAY=1;COUNT=12"), "Monthly on the 1st day of the Islamic month (civil Islamic calendar), 12 times")
    XCTAssertEqual(try say("RSCALE=ETHIOPIC;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1"), "Yearly on 1 Meskerem")
    XCTAssertEqual(try say("RSCALE=HEBREW;FREQ=DAILY;BYMONTHDAY=1;BYMONTH=7"), "Daily on the 1st in Nisan (Hebrew calendar)")
    XCTAssertEqual(try say("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L,6", .date(date(2014, 2, 8))), "Yearly on the 8th in Adar I and Adar (Hebrew calendar)")
    XCTAssertEqual(try say("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=9,9L;BYMONTHDAY=10;SKIP=BACKWARD"),
                   "Yearly on the 10th in the 9th Chinese month and the leap 9th Chinese month (Chinese calendar) (a leap month or day a year lacks moves back)")
  }

  /// Every entry of the month-length table (`CalendarScale.dayRange`) against the engine's
  /// calendars over 200 years (1900-2100): each month's length lies in its range, and both
  /// ends of each range occur. Source: the engine's CalendarSystem (ICU's CLDR calendars).
  func testMonthLengthTableMatchesTheEngine() {
    let first = date(1900, 6, 1).daysSinceEpoch, last = date(2100, 1, 1).daysSinceEpoch
    for scale in CalendarScale.allCases where !scale.hasGregorianMonths {
      var seen: [String: Set<Int>] = [:]
      var day = first
      while day < last {
        let year = scale.system.year(containing: day)
        for m in year.months {
          let key = "\(m.number)\(m.isLeap ? "L" : "")"
          seen[key, default: []].insert(m.length)
          XCTAssertTrue(scale.dayRange(month: m.number, isLeap: m.isLeap)?.contains(m.length) ?? false,
                        "\(scale) month \(key) has \(m.length) days in year \(year.year)")
        }
        day = year.first + year.length
      }
      for (key, lengths) in seen where !key.hasSuffix("L") || scale == .hebrew {
        let m = Int(key.filter(\.isNumber)) ?? 0
        let range = scale.dayRange(month: m, isLeap: key.hasSuffix("L"))
        XCTAssertEqual(range.map { [$0.lowerBound, $0.upperBound] }, [lengths.min() ?? 0, lengths.max() ?? 0], "\(scale) month \(key)")
      }
    }
  }
}
