// The calendar scales RSCALE names (RFC 7529 §3: "the CLDR calendar system names"), and which
// arithmetic reckons each one.

import Zones

/// A calendar scale of RFC 7529 RSCALE: GREGORIAN and the CLDR calendars Recur expands.
///
/// ```swift
/// CalendarScale(rawValue: "HEBREW")      // .hebrew
/// CalendarScale.chinese.hasLeapMonths    // true: BYMONTH=4L is the leap 4th month
/// ```
/// GREGORIAN rules never reach a `CalendarSystem`: they keep the native expansion path.
public enum CalendarScale: String, CaseIterable, Hashable, Sendable {
  /// The Chinese lunisolar calendar, reckoned in China's UTC+8 (CLDR `chinese`).
  case chinese = "CHINESE"
  /// The Korean lunisolar calendar, reckoned in Korea's UTC+9 (CLDR `dangi`).
  case dangi = "DANGI"
  /// The Hebrew calendar; month 1 is Tishri, `5L` is Adar I, 6 is Adar (Adar II in leap years).
  case hebrew = "HEBREW"
  /// The astronomical Islamic calendar (CLDR `islamic`).
  case islamic = "ISLAMIC"
  /// The tabular Islamic calendar, civil epoch (CLDR `islamic-civil`).
  case islamicCivil = "ISLAMIC-CIVIL"
  /// The tabular Islamic calendar, astronomical epoch (CLDR `islamic-tbla`).
  case islamicTabular = "ISLAMIC-TBLA"
  /// The Umm al-Qura calendar of Saudi Arabia (CLDR `islamic-umalqura`).
  case islamicUmmAlQura = "ISLAMIC-UMALQURA"
  /// The Saudi sighting calendar (CLDR `islamic-rgsa`; reckoned as `islamic`, as ICU does).
  case islamicRGSA = "ISLAMIC-RGSA"
  /// The Persian solar hijri calendar.
  case persian = "PERSIAN"
  /// The Indian national (Saka) calendar.
  case indian = "INDIAN"
  /// The Ethiopic calendar, Amete Mihret era; 13 months.
  case ethiopic = "ETHIOPIC"
  /// The Ethiopic calendar, Amete Alem era (CLDR `ethiopic-amete-alem`, RSCALE `ETHIOAA`).
  case ethiopicAmeteAlem = "ETHIOAA"
  /// The Coptic calendar; 13 months.
  case coptic = "COPTIC"
  /// The Thai Buddhist calendar: Gregorian months and days, years counted from 543 BCE.
  case buddhist = "BUDDHIST"
  /// The Japanese imperial calendar: Gregorian months and days, years counted by era.
  case japanese = "JAPANESE"
  /// The Republic of China (Minguo) calendar: Gregorian months and days, years from 1912.
  case republicOfChina = "ROC"
  /// The proleptic Gregorian calendar of RFC 5545.
  case gregorian = "GREGORIAN"

  /// Whether the calendar has leap months (`BYMONTH=nL` can name an existing month).
  public var hasLeapMonths: Bool { self == .chinese || self == .dangi || self == .hebrew }

  /// Whether months and days are the Gregorian ones (only the year numbering differs), so that
  /// a rule expands exactly as under GREGORIAN.
  public var hasGregorianMonths: Bool {
    self == .gregorian || self == .buddhist || self == .japanese || self == .republicOfChina
  }
}
