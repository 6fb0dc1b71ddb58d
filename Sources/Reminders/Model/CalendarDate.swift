// A month and day of a calendar other than (or equal to) the Gregorian one, as a monthly or
// yearly reminder names it (RFC 7529 §4.2 month numbers with the leap flag `L`).

/// A month and day of some calendar: `5`, leap, `8` is 8 Adar I under `.hebrew`.
public struct CalendarDate: Hashable, Sendable {
  /// The month number in RFC 7529 (CLDR) numbering: Hebrew Tishri 1, Adar I `5` leap, Adar 6.
  public var month: Int
  /// Whether it is the leap month of that number (`BYMONTH=5L`).
  public var isLeapMonth: Bool
  /// The day of the month, from 1.
  public var day: Int

  /// A calendar date.
  public init(month: Int, isLeapMonth: Bool = false, day: Int) {
    self.month = month
    self.isLeapMonth = isLeapMonth
    self.day = day
  }

  /// RFC 7529's BYMONTH form: `5L`, `12`.
  public var monthText: String { "\(month)" + (isLeapMonth ? "L" : "") }
}
