// The CLDR calendars through Foundation's `Calendar(identifier:)` (ICU on Linux): read once per
// year and cached by `ScaleYears`, never per occurrence. Never used for GREGORIAN rules.

// FoundationInternationalization holds the ICU calendars; full Foundation (swift-corelibs) is not
// needed, and not loading it keeps `recur` start-up short.
#if canImport(FoundationInternationalization)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif
import Zones

/// A non-Gregorian CLDR calendar reckoned by Foundation, in UTC day numbers.
///
/// Foundation's Chinese calendar reckons new moons in China's UTC+8 (as CLDR's `chinese` does),
/// so 2027's New Year is 2027-02-06 and 2030's 2030-02-03.
public struct FoundationCalendarSystem: CalendarSystem {
  /// The scale.
  public let scale: CalendarScale
  let calendar: Calendar

  /// The system for `scale` (a scale with Gregorian months uses the Gregorian calendar).
  public init(scale: CalendarScale) {
    self.scale = scale
    var c = Calendar(identifier: Self.identifier(scale))
    c.timeZone = TimeZone(secondsFromGMT: 0) ?? c.timeZone
    calendar = c
  }

  static func identifier(_ scale: CalendarScale) -> Calendar.Identifier {
    switch scale {
    case .chinese: .chinese
    case .dangi: .dangi
    case .hebrew: .hebrew
    case .islamic, .islamicRGSA: .islamic
    case .islamicCivil: .islamicCivil
    case .islamicTabular: .islamicTabular
    case .islamicUmmAlQura: .islamicUmmAlQura
    case .persian: .persian
    case .indian: .indian
    case .ethiopic: .ethiopicAmeteMihret
    // Same months and days as ETHIOPIC (years + 5500); Foundation on Linux reads the
    // `ethiopicAmeteAlem` identifier as Gregorian, so the Amete Mihret calendar reckons both.
    case .ethiopicAmeteAlem: .ethiopicAmeteMihret
    case .coptic: .coptic
    case .buddhist: .buddhist
    case .japanese: .japanese
    case .republicOfChina: .republicOfChina
    case .gregorian: .gregorian
    }
  }

  /// Lunar years for the lunar calendars, solar years for the others.
  public var meanYearLength: Double {
    switch scale {
    case .islamic, .islamicRGSA, .islamicCivil, .islamicTabular, .islamicUmmAlQura: 354.367
    default: 365.2425
    }
  }

  /// Noon UTC of a day number.
  static func date(_ day: Int) -> Date { Date(timeIntervalSince1970: Double(day) * 86_400 + 43_200) }

  /// The year holding `day`, its months walked one by one from the year's first day until the
  /// year number changes (the year's length is their sum: ICU's day-of-year maximum is not
  /// reliable for Chinese leap years).
  public func year(containing day: Int) -> ScaleYear {
    let date = Self.date(day)
    let parts = calendar.dateComponents([.era, .year], from: date)
    let ordinal = calendar.ordinality(of: .day, in: .year, for: date) ?? 1
    let first = day - ordinal + 1
    var months: [ScaleMonth] = []
    months.reserveCapacity(13)
    var start = first
    while months.count < 14 {
      let d = Self.date(start)
      let c = calendar.dateComponents([.era, .year, .month, .isLeapMonth], from: d)
      if !months.isEmpty && (c.year != parts.year || c.era != parts.era) { break }
      let n = monthLength(from: start)
      let (number, leap) = label(month: c.month ?? 1, isLeap: c.isLeapMonth ?? false)
      months.append(ScaleMonth(number: number, isLeap: leap, first: start, length: n))
      start += n
    }
    let number = Self.consecutiveYear(scale, era: parts.era ?? 0, year: parts.year ?? 0)
    return ScaleYear(year: number, first: first, length: start - first, months: months)
  }

  /// One consecutive year number across the eras ICU (CLDR) counts years in: Chinese and Dangi
  /// cycles · 60 + year; Ethiopic era 0 (Amete Alem, before 1 Meskerem 1 Amete Mihret =
  /// 0008-08-27) AA year − 5500, so AA 5500 is followed by AM 1 as year 0 by 1; Coptic era 0
  /// (before Diocletian, counted backwards) 1 − year. A yearly rule steps by these numbers, so
  /// without them it stopped at the era change (docs/SEMANTICS.md "Era changes").
  static func consecutiveYear(_ scale: CalendarScale, era: Int, year: Int) -> Int {
    switch scale {
    case .chinese, .dangi: era * 60 + year
    case .ethiopic, .ethiopicAmeteAlem: era == 0 ? year - 5500 : year
    case .coptic: era == 0 ? 1 - year : year
    default: year
    }
  }

  /// The length of the month starting on `start`: the days until the next day numbered 1
  /// (every CLDR month has 5 to 31 days). Found by reading days rather than asking for the
  /// month's range, which Foundation gets wrong for some Chinese leap months (2057's 8L).
  func monthLength(from start: Int) -> Int {
    // Only day `start + length` of the days after `start` is numbered 1 within 31 days.
    for n in [29, 30, 31, 28, 5, 6] where calendar.component(.day, from: Self.date(start + n)) == 1 { return n }
    return 30
  }

  /// RFC 7529 numbering of a Foundation month: ICU counts Hebrew months 1…13 with 6 = Adar I
  /// (leap years only), which CLDR's month codes and RFC 7529 write `5L`; 7…13 are then 6…12.
  func label(month: Int, isLeap: Bool) -> (Int, Bool) {
    guard scale == .hebrew else { return (month, isLeap) }
    if month < 6 { return (month, false) }
    if month == 6 { return (5, true) }
    return (month - 1, false)
  }
}
