// The arithmetic of one calendar system as the iterator needs it: which year a day lies in,
// and that year's months (their RFC 7529 numbers, leap flags, first days and lengths).

import Zones

/// One month of a calendar year: its RFC 7529 number (`5` and `isLeap` for `5L`), its first day
/// (days since 1970-01-01) and its length.
public struct ScaleMonth: Hashable, Sendable {
  /// The month number as RSCALE writes it (CLDR numbering: Hebrew Tishri is 1, Adar 6).
  public let number: Int
  /// Whether this is a leap month (`BYMONTH=5L`).
  public let isLeap: Bool
  /// The day number of the month's first day.
  public let first: Int
  /// Days in the month.
  public let length: Int

  /// A month.
  public init(number: Int, isLeap: Bool, first: Int, length: Int) {
    self.number = number
    self.isLeap = isLeap
    self.first = first
    self.length = length
  }
}

/// One year of a calendar system: its number, first day, length and months in order.
///
/// Hebrew 5774 (a leap year) runs from day 15,979 (2013-09-05) for 385 days, with 13 months:
/// 1…5, 5L (Adar I), 6 (Adar II) … 12.
public struct ScaleYear: Hashable, Sendable {
  /// The year number in the system's own consecutive numbering (Chinese: cycles · 60 + year).
  public let year: Int
  /// The day number of the year's first day.
  public let first: Int
  /// Days in the year.
  public let length: Int
  /// The months in calendar order.
  public let months: [ScaleMonth]

  /// A year.
  public init(year: Int, first: Int, length: Int, months: [ScaleMonth]) {
    self.year = year
    self.first = first
    self.length = length
    self.months = months
  }

  /// The index in `months` of the month holding `day` (which must lie in the year).
  public func monthIndex(of day: Int) -> Int {
    var i = months.count - 1
    while i > 0 && months[i].first > day { i -= 1 }
    return i
  }

  /// The index of month `number` (a leap month when `isLeap`), or `nil` when this year lacks it.
  public func monthIndex(number: Int, isLeap: Bool) -> Int? {
    months.firstIndex { $0.number == number && $0.isLeap == isLeap }
  }
}

/// A calendar system's arithmetic: every other question (month of a day, days in a month,
/// leap months of a year) is read from the year it returns.
///
/// ```swift
/// let hebrew = CalendarScale.hebrew.system
/// let y = hebrew.year(containing: CivilDate(year: 2014, month: 2, day: 8)!.daysSinceEpoch)
/// y.year                       // 5774
/// y.months[5].isLeap           // true: Adar I, numbered 5L
/// ```
public protocol CalendarSystem: Sendable {
  /// The year holding day number `day` (days since 1970-01-01).
  func year(containing day: Int) -> ScaleYear
  /// How many days a year has on average (to aim at a distant year before stepping to it).
  var meanYearLength: Double { get }
}

extension CalendarScale {
  /// The arithmetic that reckons this scale: native for the calendars with Gregorian months,
  /// Foundation's (ICU's CLDR calendars) for the others, each year computed once per process
  /// (`SharedCalendarSystem`).
  public var system: any CalendarSystem {
    if hasGregorianMonths { return GregorianCalendarSystem() }
    return SharedCalendarSystem.shared(for: self)
  }
}
