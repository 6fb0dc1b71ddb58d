// The RECUR and content-line readers find `;`, `=`, `,` and `:` in the bytes when every byte is
// a Character of its own, and otherwise by Character (RFC 5545 §3.3.10, §3.1; Swift's String is
// a collection of extended grapheme clusters, UAX #29). Expected values: what the earlier
// `split(separator:)` reader gave for the same text (the frozen baseline binary's messages), and
// the Unicode case mappings of U+0131 (ı → I) and U+017F (ſ → S).

@testable import Recurrence
import XCTest
import Zones

final class ParseCharacterTests: XCTestCase {
  /// The message of the error `text` throws, or "" when it parses.
  func message(_ text: String) -> String {
    do { _ = try RecurrenceRule(parsing: text) } catch { return error.description }
    return ""
  }

  /// ASCII text: bytes and Characters agree; `simple` is false for non-ASCII bytes and for CR
  /// (CR LF is one Character).
  func testSimpleText() {
    XCTAssertTrue(RuleText.isSimple("FREQ=DAILY;COUNT=3"))
    XCTAssertFalse(RuleText.isSimple("FREQ=DAILY\r\n"))
    XCTAssertFalse(RuleText.isSimple("FREQ=DAÏLY"))
    let text: Substring = "FREQ=DAILY;COUNT=3"
    XCTAssertEqual(RuleText.firstIndex(of: ";", in: text, simple: true).map { text.distance(from: text.startIndex, to: $0) }, 10)
    XCTAssertEqual(RuleText.firstIndex(of: ";", in: text, simple: false).map { text.distance(from: text.startIndex, to: $0) }, 10)
    XCTAssertNil(RuleText.firstIndex(of: ",", in: text, simple: true))
  }

  /// A `;` or `,` followed by U+0301 is one Character ";́", not a delimiter: the segment runs on.
  func testCombiningMarkJoinsTheDelimiter() {
    XCTAssertEqual(message("FREQ=DAILY;COUNT=3;\u{301}"),
                   "COUNT: \"3;\u{301}\" is not an integer; expected digits with an optional sign")
    XCTAssertEqual(message("FREQ=DAILY;BYDAY=MO;\u{301}COUNT=3"),
                   "BYDAY: \"MO;\u{301}COUNT=3\" is not a weekday; expected [+|-][ordinal]MO|TU|WE|TH|FR|SA|SU, e.g. MO, 1MO, -1FR")
    XCTAssertEqual(message("FREQ=MONTHLY;BYMONTHDAY=1\u{301},2"),
                   "BYMONTHDAY: \"1\u{301}\" is not an integer; expected digits with an optional sign")
    XCTAssertEqual(message("RRULE:\u{301}FREQ=DAILY"),
                   "RRULE:\u{301}FREQ: unknown rule part \"RRULE:\u{301}FREQ=DAILY\"; expected one of FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS, WKST, RSCALE, SKIP")
  }

  /// CR LF is one Character, not the CR or LF the trimming removes; a lone LF is trimmed.
  func testCRLFIsNotTrimmed() {
    XCTAssertEqual(message("FREQ=DAILY\r\n"),
                   "FREQ: \"DAILY\r\n\" is not a frequency; expected SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY")
    XCTAssertEqual(message("FREQ=DAILY\n"), "")
  }

  /// Names and values are upper-cased with Unicode's mappings: ı (U+0131) is I, ſ (U+017F) is S.
  func testUnicodeUppercasing() throws {
    XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=daıly").frequency, .daily)
    XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=MONTHLY;RSCALE=GREGORIAN;ſkip=OMIT").skip, .omit)
    XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,ſu").byDay,
                   [WeekdayNumber(weekday: .monday), WeekdayNumber(weekday: .sunday)])
    XCTAssertEqual(message("FREQ=MONTHLY;RSCALE=grégorian"),
                   "RSCALE: calendar scale \"GRÉGORIAN\" is not supported; expected one of CHINESE, DANGI, HEBREW, "
                   + "ISLAMIC, ISLAMIC-CIVIL, ISLAMIC-TBLA, ISLAMIC-UMALQURA, ISLAMIC-RGSA, PERSIAN, INDIAN, ETHIOPIC, "
                   + "ETHIOAA, COPTIC, BUDDHIST, JAPANESE, ROC, GREGORIAN (RFC 7529 §3, CLDR)")
  }

  /// BYDAY's last two Characters are the weekday, in bytes or Characters alike.
  func testByDayEntries() throws {
    XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=+2tu,-1fr").byDay,
                   [WeekdayNumber(ordinal: 2, weekday: .tuesday), WeekdayNumber(ordinal: -1, weekday: .friday)])
    XCTAssertEqual(message("FREQ=MONTHLY;BYDAY=1MÖ"),
                   "BYDAY: \"1MÖ\" is not a weekday; expected [+|-][ordinal]MO|TU|WE|TH|FR|SA|SU, e.g. MO, 1MO, -1FR")
    XCTAssertEqual(message("FREQ=MONTHLY;BYDAY=M"),
                   "BYDAY: \"M\" is not a weekday; expected [+|-][ordinal]MO|TU|WE|TH|FR|SA|SU, e.g. MO, 1MO, -1FR")
    XCTAssertEqual(message("FREQ=DAILY;BYDAY=MO,"),
                   "BYDAY: \"\" is not a weekday; expected [+|-][ordinal]MO|TU|WE|TH|FR|SA|SU, e.g. MO, 1MO, -1FR")
  }

  /// Repeats are found whatever the spelling; each part name has its own bit.
  func testRepeatsAndPartNames() {
    XCTAssertEqual(message("FREQ=DAILY;bymonth=1;BYMONTH=2"),
                   "BYMONTH: \"BYMONTH=2\" repeats BYMONTH; each rule part may appear once")
    XCTAssertEqual(Set(RulePart.allCases.map(\.bit)).count, RulePart.allCases.count)
    for part in RulePart.allCases {
      XCTAssertEqual(RulePart(rawValue: part.rawValue), part)
    }
    XCTAssertNil(RulePart(rawValue: "freq"))
    for frequency in Frequency.allCases {
      XCTAssertEqual(Frequency(icalName: frequency.icalName.lowercased()), frequency)
    }
  }

  /// UNTIL kept behind `until`: set, cleared, compared and hashed as the value it holds.
  func testUntilStorage() throws {
    var rule = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20260301T000000Z")
    XCTAssertEqual(rule.until, .utc(CivilDateTime(date: try XCTUnwrap(CivilDate(year: 2026, month: 3, day: 1)), time: .midnight)))
    XCTAssertTrue(rule.isPresent(.until))
    rule.until = nil
    XCTAssertFalse(rule.isPresent(.until))
    XCTAssertEqual(rule, RecurrenceRule(frequency: .daily))
    XCTAssertEqual(rule.hashValue, RecurrenceRule(frequency: .daily).hashValue)
    rule.until = .date(try XCTUnwrap(CivilDate(year: 2026, month: 3, day: 1)))
    XCTAssertEqual(rule.description, "FREQ=DAILY;UNTIL=20260301")
  }

  /// Content lines: quoted parameter values may hold ':' and ';'-free text; a ':' joined to
  /// U+0301 is not the value's start; empty parameters are named.
  func testContentLineParameters() throws {
    let paris = try Zone.named("Europe/Paris")
    let nine = CivilDateTime(date: try XCTUnwrap(CivilDate(year: 2026, month: 1, day: 31)), time: try XCTUnwrap(CivilTime(hour: 9, minute: 0, second: 0)))
    XCTAssertEqual(try RecurrenceTime(contentLine: "DTSTART;TZID=\"Europe/Paris\";X=\"a:b\":20260131T090000"), .zoned(nine, paris))
    XCTAssertEqual(try RecurrenceTime(contentLine: "dtstart;value=date:20260131"), .date(try XCTUnwrap(CivilDate(year: 2026, month: 1, day: 31))))
    do {
      _ = try RecurrenceTime(contentLine: "DTSTART;;TZID=Europe/Paris:20260131T090000")
      XCTFail("an empty parameter")
    } catch {
      XCTAssertEqual(error.description, "DTSTART: parameter \"\" has no value; expected NAME=VALUE")
    }
    do {
      _ = try RecurrenceTime(contentLine: "DTSTART;X=:\u{301}20260131")
      XCTFail("no value start")
    } catch {
      XCTAssertEqual(error.part, "VALUE")
    }
  }
}
