// The calendars a monthly or yearly reminder may name a date of (RFC 7529 §3 RSCALE, CLDR
// calendars): their JSON names, month counts, month lengths, and a Gregorian day read as a
// date of the calendar (through the Recurrence engine's `CalendarSystem`).

import Recurrence
import Zones

extension CalendarScale {
  /// The name in the reminders JSON: RSCALE's name in lower case (`hebrew`, `islamic-umalqura`,
  /// `ethioaa`).
  public var jsonName: String { rawValue.lowercased() }

  /// The scale named `jsonName` in the reminders JSON (lower case only), if supported.
  public init?(jsonName: String) {
    guard jsonName == jsonName.lowercased() else { return nil }
    self.init(rawValue: jsonName.uppercased())
  }

  /// Months in a common year: 13 for the Ethiopic and Coptic calendars (Pagumen, Nasie), else 12.
  public var monthCount: Int {
    switch self {
    case .ethiopic, .ethiopicAmeteAlem, .coptic: 13
    default: 12
    }
  }

  /// The shortest and longest lengths month `month` (leap when `isLeap`) has in any year, or
  /// `nil` when the calendar has no such month.
  ///
  /// Hebrew Heshvan (2) `29...30`, Tevet (4) `29...29`, Adar I (5 leap) `30...30`; Chinese months
  /// `29...30`; Persian Esfand (12) `29...30`; Ethiopic Pagumen (13) `5...6`; February `28...29`.
  /// `CalendarReminderTests.testMonthLengthTableMatchesTheEngine` checks every entry against the
  /// engine's calendars over 200 years.
  public func dayRange(month: Int, isLeap: Bool = false) -> ClosedRange<Int>? {
    guard (1...monthCount).contains(month) else { return nil }
    if isLeap {
      switch self {
      case .chinese, .dangi: return 29...30
      case .hebrew: return month == 5 ? 30...30 : nil
      default: return nil
      }
    }
    switch self {
    case .chinese, .dangi, .islamic, .islamicRGSA, .islamicUmmAlQura:
      return 29...30
    case .hebrew:
      // Tishri 30, Heshvan and Kislev 29 or 30, then alternating 29 / 30 from Tevet.
      return [30...30, 29...30, 29...30, 29...29, 30...30, 29...29, 30...30, 29...29, 30...30,
              29...29, 30...30, 29...29][month - 1]
    case .islamicCivil, .islamicTabular:
      if month == 12 { return 29...30 }
      return month % 2 == 1 ? 30...30 : 29...29
    case .persian:
      if month <= 6 { return 31...31 }
      return month <= 11 ? 30...30 : 29...30
    case .indian:
      if month == 1 { return 30...31 }
      return month <= 6 ? 31...31 : 30...30
    case .ethiopic, .ethiopicAmeteAlem, .coptic:
      return month <= 12 ? 30...30 : 5...6
    case .gregorian, .buddhist, .japanese, .republicOfChina:
      if month == 2 { return 28...29 }
      return [4, 6, 9, 11].contains(month) ? 30...30 : 31...31
    }
  }

  /// The longest month's length (a monthly reminder's day is at most this).
  public var longestMonth: Int {
    (1...monthCount).compactMap { dayRange(month: $0)?.upperBound }.max() ?? 31
  }

  /// The shortest month's length (a monthly reminder on a later day meets months without it).
  public var shortestMonth: Int {
    (1...monthCount).compactMap { dayRange(month: $0)?.lowerBound }.min() ?? 28
  }

  /// `1...12`, `1...13`, with `5L` for Hebrew and `1L...12L` for Chinese and Korean: the valid
  /// months as an error message names them.
  public var monthsText: String {
    switch self {
    case .hebrew: "1...12, or 5 with leapMonth (Adar I)"
    case .chinese, .dangi: "1...12, each also with leapMonth"
    default: "1...\(monthCount)"
    }
  }

  /// Each scale's arithmetic, made once (a Foundation calendar per scale) rather than per read.
  private static let systems: [CalendarScale: any CalendarSystem] =
    Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.system) })

  /// The date of Gregorian `date` in this calendar: 2014-02-08 is 8 Adar I 5774 (`5`, leap, `8`).
  public func date(of date: CivilDate) -> CalendarDate {
    let day = date.daysSinceEpoch
    let year = (Self.systems[self] ?? system).year(containing: day)
    let m = year.months[year.monthIndex(of: day)]
    return CalendarDate(month: m.number, isLeapMonth: m.isLeap, day: day - m.first + 1)
  }
}
